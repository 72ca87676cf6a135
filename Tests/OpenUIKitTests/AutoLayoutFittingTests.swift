import CollectionDiagnostics
import Foundation
import OpenUIKit
import Testing
import ViewTestSupport

/// `systemLayoutSizeFitting`: the size constraints give a view, text that wraps included.
@MainActor
@Suite struct AutoLayoutFittingTests {
    /// A content view with a label pinned 10 pt inside it on every side.
    func paddedText(_ text: String) -> (content: UIView, label: WrappingTextView) {
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        let label = WrappingTextView(text)
        content.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: content.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -10),
        ])
        return (content, label)
    }

    @Test func theCompressedSizeHugsOneLineOfText() {
        let (content, _) = paddedText("Hello")
        #expect(content.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 70, height: 40))
        // Hugging beats the fitting level from above too.
        #expect(content.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize) == CGSize(width: 70, height: 40))
        #expect(UIView.layoutFittingCompressedSize == .zero)
    }

    @Test func aRequiredWidthWrapsTheTextAndGivesTheWrappedHeight() {
        let (content, label) = paddedText(String(repeating: "x", count: 100))
        let size = content.systemLayoutSizeFitting(
            CGSize(width: 390, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        // 370 pt of text width holds 37 characters a line: 3 lines of 20 pt, plus 20 pt of padding.
        #expect(size == CGSize(width: 390, height: 80))
        #expect(label.askedWidths.contains(370))
        // Fitting never moves anything.
        #expect(content.frame == CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(label.frame == .zero)

        // Laid out at that size, the label gets the wrapped frame.
        content.frame = CGRect(origin: .zero, size: size)
        content.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 10, y: 10, width: 370, height: 60))
    }

    @Test func aLineLimitStopsTheWrappedHeight() {
        let (content, label) = paddedText(String(repeating: "x", count: 100))
        label.numberOfLines = 2
        let size = content.systemLayoutSizeFitting(
            CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 390, height: 60))
    }

    @Test func aViewThatUsesAutoresizingFollowsTheSizeBeingFitted() {
        // The shape of a collection view cell: a content view that fills the cell through its mask.
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let (content, _) = paddedText(String(repeating: "x", count: 50))
        content.frame = cell.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        cell.addSubview(content)
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        // 180 pt of text width: 18 characters a line, 3 lines.
        #expect(size == CGSize(width: 200, height: 80))

        // Without a mask the content view keeps its size and the cell cannot grow around it.
        content.autoresizingMask = []
        let fixed = cell.systemLayoutSizeFitting(
            CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(fixed == CGSize(width: 200, height: 0))
    }

    @Test func aHeightConstraintOnTheRootSizesItButCannotBeatARequiredTarget() {
        let content = UIView()
        let height = content.heightAnchor.constraint(equalToConstant: 120)
        height.priority = UILayoutPriority(999)
        height.isActive = true
        // Nothing else decides the width, so the target's (at the fitting level) does.
        #expect(content.systemLayoutSizeFitting(CGSize(width: 300, height: 0)) == CGSize(width: 300, height: 120))
        let pinned = content.systemLayoutSizeFitting(
            CGSize(width: 300, height: 44), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .required)
        #expect(pinned == CGSize(width: 300, height: 44))
    }

    @Test func aViewFittedAloneReportsItsIntrinsicSize() {
        let label = WrappingTextView("Twelve chars")
        #expect(label.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 120, height: 20))
        let wrapped = label.systemLayoutSizeFitting(
            CGSize(width: 50, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(wrapped == CGSize(width: 50, height: 60))
    }

    @Test func fittingSizesAreRoundedToPixels() {
        let (content, label) = paddedText("abc")
        label.lineHeight = 20.29
        let size = content.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(same(size, CGSize(width: 50, height: 121.0 / 3)))
    }

    @Test func anIntrinsicSizeThatFitsAnotherViewNestsSolvesSafely() {
        /// A view whose intrinsic size is the fitting size of a private constrained view.
        final class Composite: UIView {
            let inner: UIView
            init() {
                let (content, _) = AutoLayoutFittingTests().paddedText("12345")
                inner = content
                super.init(frame: .zero)
                translatesAutoresizingMaskIntoConstraints = false
            }
            required init?(coder: NSCoder) { nil }
            override var intrinsicContentSize: CGSize { inner.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) }
        }
        let root = container()
        let composite = Composite()
        root.addSubview(composite)
        NSLayoutConstraint.activate([
            composite.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 3),
            composite.topAnchor.constraint(equalTo: root.topAnchor, constant: 4),
        ])
        root.layoutIfNeeded()
        #expect(composite.frame == CGRect(x: 3, y: 4, width: 70, height: 40))
    }

    @Test func invalidTargetSizesAreRejected() {
        let content = UIView()
        let (size, diagnostics) = Diagnostics.recording {
            content.systemLayoutSizeFitting(CGSize(width: CGFloat.nan, height: 0))
        }
        #expect(size == .zero)
        #expect(diagnostics.map(\.severity) == [.error])
    }
}
