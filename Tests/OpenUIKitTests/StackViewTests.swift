import CollectionDiagnostics
import Foundation
import OpenUIKit
import Testing

/// A view with a fixed intrinsic size.
@MainActor
private final class Box: UIView {
    let size: CGSize

    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override var intrinsicContentSize: CGSize { size }
}

/// Stack view frames for each distribution and alignment, worked out by hand.
///
/// Most tests use three boxes of 50 × 20, 100 × 30 and 150 × 40 with 10-point spacing: 300 points of views
/// and 20 of gaps.
@MainActor
@Suite struct StackViewTests {
    private func row(
        width: CGFloat = 620, height: CGFloat = 100, distribution: UIStackView.Distribution = .fill,
        alignment: UIStackView.Alignment = .fill
    ) -> (UIStackView, [Box]) {
        let boxes = [Box(50, 20), Box(100, 30), Box(150, 40)]
        let stack = UIStackView(arrangedSubviews: boxes)
        stack.frame = CGRect(x: 0, y: 0, width: width, height: height)
        stack.spacing = 10
        stack.distribution = distribution
        stack.alignment = alignment
        stack.layoutIfNeeded()
        return (stack, boxes)
    }

    private func xs(_ boxes: [UIView]) -> [CGFloat] { boxes.map(\.frame.minX) }
    private func widths(_ boxes: [UIView]) -> [CGFloat] { boxes.map(\.frame.width) }
    private func ys(_ boxes: [UIView]) -> [CGFloat] { boxes.map(\.frame.minY) }
    private func heights(_ boxes: [UIView]) -> [CGFloat] { boxes.map(\.frame.height) }

    // MARK: Distribution

    @Test func fillGivesTheLeftoverToTheFirstLeastHuggingView() {
        // 620 − 320 = 300 extra, all to the first box (every box hugs at 250).
        let (_, boxes) = row(distribution: .fill)
        #expect(widths(boxes) == [350, 100, 150])
        #expect(xs(boxes) == [0, 360, 470])
        #expect(heights(boxes) == [100, 100, 100])
    }

    @Test func fillStretchesAPlainViewRatherThanALabel() {
        let label = UILabel()
        label.text = "Hello"  // 109/3 wide, hugging 251
        let box = Box(50, 20)
        let stack = UIStackView(arrangedSubviews: [label, box])
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 30)
        stack.layoutIfNeeded()
        #expect(label.frame.width == 109.0 / 3)
        #expect(box.frame.minX == 109.0 / 3)
        #expect(abs(box.frame.width - (200 - 109.0 / 3)) < 1e-9)
    }

    @Test func fillTakesMissingSpaceFromTheLastViewsFirst() {
        // 320 needed, 300 there: the last box gives up 20.
        let (_, boxes) = row(width: 300, distribution: .fill)
        #expect(widths(boxes) == [50, 100, 130])
        #expect(xs(boxes) == [0, 60, 170])
        // 170 missing: the last box goes to 0, the middle one gives up 20.
        let (_, squeezed) = row(width: 150, distribution: .fill)
        #expect(widths(squeezed) == [50, 80, 0])
    }

    @Test func fillEquallyMakesEveryViewTheSameLength() {
        // (620 − 20) / 3 = 200.
        let (_, boxes) = row(distribution: .fillEqually)
        #expect(widths(boxes) == [200, 200, 200])
        #expect(xs(boxes) == [0, 210, 420])
    }

    @Test func fillProportionallySharesBySize() {
        // 600 shared 50 : 100 : 150.
        let (_, boxes) = row(distribution: .fillProportionally)
        #expect(widths(boxes) == [100, 200, 300])
        #expect(xs(boxes) == [0, 110, 320])
    }

    @Test func equalSpacingSpreadsTheGaps() {
        // (620 − 300) / 2 = 160 between views.
        let (_, boxes) = row(distribution: .equalSpacing)
        #expect(widths(boxes) == [50, 100, 150])
        #expect(xs(boxes) == [0, 210, 470])
        // Too narrow for the minimum gaps: shrinks like fill.
        let (_, tight) = row(width: 300, distribution: .equalSpacing)
        #expect(widths(tight) == [50, 100, 130])
        #expect(xs(tight) == [0, 60, 170])
    }

    @Test func equalCenteringSpacesTheCentres() {
        // Centres from 25 to 620 − 75 = 545, 260 apart: 25, 285, 545.
        let (_, boxes) = row(distribution: .equalCentering)
        #expect(widths(boxes) == [50, 100, 150])
        #expect(xs(boxes) == [0, 235, 470])
        #expect(boxes.map(\.frame.midX) == [25, 285, 545])
    }

    @Test func aSingleViewFillsTheStackWhateverTheDistribution() {
        for distribution in [UIStackView.Distribution.equalSpacing, .equalCentering, .fill, .fillEqually] {
            let box = Box(50, 20)
            let stack = UIStackView(arrangedSubviews: [box])
            stack.frame = CGRect(x: 0, y: 0, width: 120, height: 20)
            stack.distribution = distribution
            stack.layoutIfNeeded()
            #expect(box.frame == CGRect(x: 0, y: 0, width: 120, height: 20), "\(distribution)")
        }
    }

    // MARK: Alignment

    @Test func alignmentsPlaceViewsAcrossARow() {
        let (_, top) = row(alignment: .top)
        #expect(ys(top) == [0, 0, 0])
        #expect(heights(top) == [20, 30, 40])
        let (_, centre) = row(alignment: .center)
        #expect(ys(centre) == [40, 35, 30])
        let (_, bottom) = row(alignment: .bottom)
        #expect(ys(bottom) == [80, 70, 60])
        #expect(UIStackView.Alignment.top == .leading)
        #expect(UIStackView.Alignment.bottom == .trailing)
        // Natural breadths never exceed the stack's.
        let (_, low) = row(height: 25, alignment: .top)
        #expect(heights(low) == [20, 25, 25])
    }

    @Test func firstBaselineAlignmentLinesUpLabelsByTheirFonts() {
        let small = UILabel()
        small.font = UIFont.preferredFont(forTextStyle: .body)  // 22 tall, baseline 17 × 1950/2048 down
        small.text = "Hi"
        let big = UILabel()
        big.font = UIFont.preferredFont(forTextStyle: .title1)  // 34 tall, baseline 28 × 1950/2048 down
        big.text = "Hi"
        let box = Box(10, 20)  // baseline at its bottom
        let stack = UIStackView(arrangedSubviews: [small, big, box])
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        stack.alignment = .firstBaseline
        stack.layoutIfNeeded()
        let bigBaseline: CGFloat = 28 * 1950 / 2048
        #expect(big.frame.minY == 0)
        #expect(small.frame.minY == bigBaseline - 17 * 1950 / 2048)
        #expect(box.frame.minY == bigBaseline - 20)
        #expect(heights([small, big, box]) == [22, 34, 20])
    }

    @Test func lastBaselineAlignmentUsesTheLastLine() {
        let label = UILabel()
        label.font = UIFont.preferredFont(forTextStyle: .body)
        label.numberOfLines = 0
        label.text = "Hello\nWorld"  // 44 tall; last baseline 22 + 17 × 1950/2048 down
        let box = Box(10, 20)
        let stack = UIStackView(arrangedSubviews: [label, box])
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        stack.alignment = .lastBaseline
        stack.layoutIfNeeded()
        #expect(label.frame.minY == 0)
        let lastBaseline: CGFloat = 22 + 17 * 1950 / 2048
        #expect(box.frame.minY == lastBaseline - 20)
    }

    @Test func aColumnStacksDownwardsAndAlignsAcross() {
        let boxes = [Box(50, 20), Box(100, 30), Box(150, 40)]
        let stack = UIStackView(arrangedSubviews: boxes)
        stack.axis = .vertical
        stack.spacing = 10
        stack.alignment = .center
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        stack.layoutIfNeeded()
        // 110 of views and gaps: the first box takes the other 90.
        #expect(heights(boxes) == [110, 30, 40])
        #expect(ys(boxes) == [0, 120, 160])
        #expect(xs(boxes) == [75, 50, 25])
        #expect(widths(boxes) == [50, 100, 150])

        stack.alignment = .trailing
        stack.layoutIfNeeded()
        #expect(xs(boxes) == [150, 100, 50])
        stack.alignment = .fill
        stack.layoutIfNeeded()
        #expect(widths(boxes) == [200, 200, 200])
    }

    @Test func aColumnWrapsMultiLineLabelsAtItsWidth() {
        let label = UILabel()
        label.font = UIFont.preferredFont(forTextStyle: .body)
        label.numberOfLines = 0
        label.text = "Hello World"  // two lines at 50
        let box = Box(20, 10)
        let stack = UIStackView(arrangedSubviews: [label, box])
        stack.axis = .vertical
        stack.frame = CGRect(x: 0, y: 0, width: 50, height: 54)
        stack.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 0, y: 0, width: 50, height: 44))
        #expect(box.frame == CGRect(x: 0, y: 44, width: 50, height: 10))
        #expect(stack.sizeThatFits(CGSize(width: 50, height: 0)) == CGSize(width: 115.0 / 3, height: 54))
        #expect(stack.intrinsicContentSize.height == 54)
    }

    // MARK: Arrangement

    @Test func hiddenViewsTakeNoSpace() {
        let (stack, boxes) = row(distribution: .fill)
        boxes[1].isHidden = true
        stack.layoutIfNeeded()
        // 200 + 10: the first box takes the other 410.
        #expect(boxes[0].frame.width == 460)
        #expect(boxes[2].frame.minX == 470)
        #expect(stack.intrinsicContentSize == CGSize(width: 210, height: 40))
    }

    @Test func layoutMarginsInsetTheArrangement() {
        let (stack, boxes) = row(width: 640, distribution: .fillEqually)
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutIfNeeded()
        #expect(xs(boxes) == [10, 220, 430])
        #expect(widths(boxes) == [200, 200, 200])
        #expect(ys(boxes) == [10, 10, 10])
        #expect(heights(boxes) == [80, 80, 80])
        stack.distribution = .fill
        #expect(stack.intrinsicContentSize == CGSize(width: 340, height: 60))
    }

    @Test func theNaturalSizeAddsUpTheViews() {
        let (row, _) = row()
        #expect(row.intrinsicContentSize == CGSize(width: 320, height: 40))
        row.distribution = .fillEqually
        #expect(row.intrinsicContentSize == CGSize(width: 470, height: 40))
        row.axis = .vertical
        row.distribution = .fill
        #expect(row.intrinsicContentSize == CGSize(width: 150, height: 110))
        #expect(UIStackView().intrinsicContentSize == .zero)
    }

    @Test func customSpacingAfterAView() {
        let (stack, boxes) = row(distribution: .fillEqually)
        stack.setCustomSpacing(30, after: boxes[0])
        #expect(stack.customSpacing(after: boxes[0]) == 30)
        #expect(stack.customSpacing(after: boxes[1]) == UIStackView.spacingUseDefault)
        stack.layoutIfNeeded()
        let each: CGFloat = (620 - 40) / 3
        let second: CGFloat = each + 30
        let third: CGFloat = second + each + 10
        #expect(xs(boxes) == [0, second, third])
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: boxes[0])
        stack.layoutIfNeeded()
        #expect(xs(boxes) == [0, 210, 420])
    }

    @Test func addingRemovingAndInsertingArrangedViews() {
        let (stack, boxes) = row()
        stack.removeArrangedSubview(boxes[0])
        #expect(stack.arrangedSubviews.count == 2)
        #expect(boxes[0].superview === stack)  // still a subview, as in UIKit

        boxes[1].removeFromSuperview()
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [ObjectIdentifier(boxes[2])])

        stack.insertArrangedSubview(boxes[0], at: 0)
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [ObjectIdentifier(boxes[0]), ObjectIdentifier(boxes[2])])

        let newcomer = Box(1, 1)
        let (_, diagnostics) = Diagnostics.recording { stack.insertArrangedSubview(newcomer, at: 5) }
        #expect(diagnostics.map(\.operation) == ["insertArrangedSubview(_:at:)"])
        #expect(stack.arrangedSubviews.count == 2)
        #expect(newcomer.superview == nil)

        stack.addArrangedSubview(boxes[0])
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [ObjectIdentifier(boxes[2]), ObjectIdentifier(boxes[0])])
        #expect(NSLayoutConstraint.Axis.vertical.rawValue == 1)
    }
}
