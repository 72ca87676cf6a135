import CollectionDiagnostics
import Foundation
import OpenCollectionView
import Testing
import ViewTestSupport

/// The sample's news-feed cell, built with the Visual Format Language as the UIKit code does: title,
/// date and body stacked with standard spacing inside the margins, then a 1-pt separator 20 pt below.
@MainActor
final class SampleNewsFeedCell: UICollectionViewCell {
    let titleLabel = WrappingTextView("", characterWidth: 12, lineHeight: 26)
    let dateLabel = WrappingTextView("", characterWidth: 6, lineHeight: 13)
    let bodyLabel = WrappingTextView("", characterWidth: 9, lineHeight: 61.0 / 3)
    let separatorView = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        separatorView.translatesAutoresizingMaskIntoConstraints = false
        for view in [titleLabel, dateLabel, bodyLabel, separatorView] { contentView.addSubview(view) }
        let views: [String: Any] = ["title": titleLabel, "date": dateLabel, "body": bodyLabel, "separator": separatorView]
        var constraints: [NSLayoutConstraint] = []
        for format in [
            "H:|-[title]-|", "H:|-[date]", "H:|-[body]-|", "H:|-[separator]-|",
            "V:|-[title]-[date]-[body]-20-[separator(==1)]|",
        ] {
            constraints += NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views)
        }
        NSLayoutConstraint.activate(constraints)
    }

    required init?(coder: NSCoder) { nil }
}

@MainActor
@Suite struct AutoLayoutVisualFormatTests {
    @Test func theNewsFeedCellStacksItsTextInsideTheMargins() {
        let cell = SampleNewsFeedCell(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        cell.titleLabel.text = String(repeating: "T", count: 30)
        cell.dateLabel.text = "June 4, 2019"
        cell.bodyLabel.text = String(repeating: "b", count: 100)
        // 8 + 26 + 8 + 13 + 8 + 3 × 20.333 + 20 + 1: the body wraps to 3 lines of 41 characters in 374 pt.
        let size = cell.contentView.systemLayoutSizeFitting(
            CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(same(size, CGSize(width: 390, height: 145)))

        cell.frame = CGRect(origin: .zero, size: size)
        cell.layoutIfNeeded()
        #expect(cell.titleLabel.frame == CGRect(x: 8, y: 8, width: 374, height: 26))
        #expect(cell.dateLabel.frame == CGRect(x: 8, y: 42, width: 72, height: 13))
        #expect(same(cell.bodyLabel.frame, CGRect(x: 8, y: 63, width: 374, height: 61)))
        #expect(same(cell.separatorView.frame, CGRect(x: 8, y: 144, width: 374, height: 1)))
    }

    @Test func spacingsSizesMetricsAndPriorities() {
        let root = container(width: 300, height: 100)
        let a = IntrinsicView(40, 10)
        let b = IntrinsicView(40, 10)
        let c = IntrinsicView(40, 10)
        for view in [a, b, c] { root.addSubview(view) }
        let views = ["a": a, "b": b, "c": c]
        let horizontal = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-pad-[a(==50)]-(>=4,==30@750)-[b(a)][c(>=20@999)]-(12)-|",
            options: [.alignAllTop], metrics: ["pad": 15], views: views)
        let vertical = NSLayoutConstraint.constraints(withVisualFormat: "V:|-(5)-[a]", metrics: nil, views: views)
        // Five spacings (two between a and b, a flush one between b and c), three sizes and two top alignments.
        #expect(horizontal.count == 10)
        #expect(horizontal.allSatisfy { !$0.isActive })
        NSLayoutConstraint.activate(horizontal + vertical)
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 15, y: 5, width: 50, height: 10))
        #expect(b.frame == CGRect(x: 95, y: 5, width: 50, height: 10))
        // c takes what is left: 300 − 12 − 145.
        #expect(c.frame == CGRect(x: 145, y: 5, width: 143, height: 10))
        let spacing = horizontal.filter { $0.firstItem === b && $0.firstAttribute == .leading }
        #expect(spacing.map(\.relation) == [.greaterThanOrEqual, .equal])
        #expect(spacing.map(\.priority) == [.required, .defaultHigh])
    }

    @Test func standardSpacingToTheSuperviewMeansItsMargins() {
        let root = container(width: 300, height: 100)
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 3, leading: 20, bottom: 3, trailing: 30)
        let a = UIView()
        let b = UIView()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        let views = ["a": a, "b": b]
        let constraints =
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[b(==a)]-|", metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|[a]|", options: [], metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|[b]|", options: [], metrics: nil, views: views)
        NSLayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        // (300 − 20 − 30 − 8) / 2 = 121.
        #expect(a.frame == CGRect(x: 20, y: 0, width: 121, height: 100))
        #expect(b.frame == CGRect(x: 149, y: 0, width: 121, height: 100))
    }

    @Test func rightToLeftFormatsRunFromTheRightEdge() {
        let root = container(width: 300, height: 100)
        let a = IntrinsicView(40, 10)
        let b = IntrinsicView(40, 10)
        root.addSubview(a)
        root.addSubview(b)
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-10-[a]-5-[b]", options: [.directionRightToLeft, .alignAllCenterY], metrics: nil,
                views: ["a": a, "b": b])
                + [a.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 250, y: 0, width: 40, height: 10))
        #expect(b.frame == CGRect(x: 205, y: 0, width: 40, height: 10))
    }

    @Test func malformedFormatsAreReportedAndGiveNoConstraints() {
        let root = container()
        let a = UIView()
        root.addSubview(a)
        let detached = UIView()
        for (format, views) in [
            ("H:|-[a", ["a": a]), ("H:|-[missing]-|", ["a": a]), ("H:|-(>=gap)-[a]", ["a": a]),
            ("H:|-[a]-|", ["a": detached]), ("H:[a]-", ["a": a]),
        ] {
            let (constraints, diagnostics) = Diagnostics.recording {
                NSLayoutConstraint.constraints(withVisualFormat: format, metrics: nil, views: views)
            }
            #expect(constraints.isEmpty, "\(format)")
            #expect(diagnostics.count == 1, "\(format)")
            #expect(diagnostics.first?.message.hasPrefix("Unable to parse constraint format:") == true)
        }
        let (aligned, diagnostics) = Diagnostics.recording {
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:[a]", options: .alignAllLeading, metrics: nil, views: ["a": a])
        }
        #expect(aligned.isEmpty && diagnostics.count == 1)
    }
}
