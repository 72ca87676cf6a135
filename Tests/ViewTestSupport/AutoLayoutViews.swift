import Foundation
import OpenUIKit

/// A view with a fixed intrinsic size, like an image view or a one-line label.
@MainActor
package final class IntrinsicView: UIView {
    package var size: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    package init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    required package init?(coder: NSCoder) { nil }

    override package var intrinsicContentSize: CGSize { size }
}

/// A label-like view whose text wraps: every character is `characterWidth` wide and every line
/// `lineHeight` tall; words are ignored, lines break at any character.
///
/// Like a multi-line `UILabel` without `preferredMaxLayoutWidth`, its `intrinsicContentSize` is the
/// text on one line; `intrinsicContentSize(forWidth:)` wraps it. Baselines sit `ascender` below the
/// top of the first line and `descender` above the bottom of the last. It hugs at 251, as labels do.
@MainActor
package final class WrappingTextView: UIView {
    package var text: String {
        didSet { invalidateIntrinsicContentSize() }
    }
    package var characterWidth: CGFloat
    package var lineHeight: CGFloat
    package var numberOfLines = 0
    package var ascender: CGFloat = 16
    package var descender: CGFloat = 4
    /// Every width `intrinsicContentSize(forWidth:)` was asked for.
    package private(set) var askedWidths: [CGFloat] = []

    package init(_ text: String, characterWidth: CGFloat = 10, lineHeight: CGFloat = 20) {
        self.text = text
        self.characterWidth = characterWidth
        self.lineHeight = lineHeight
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
    }

    required package init?(coder: NSCoder) { nil }

    override package var intrinsicContentSize: CGSize {
        CGSize(width: CGFloat(text.count) * characterWidth, height: lineHeight)
    }

    override package func intrinsicContentSize(forWidth width: CGFloat) -> CGSize {
        askedWidths.append(width)
        guard numberOfLines != 1, !text.isEmpty else { return intrinsicContentSize }
        let perLine = max(1, Int((width / characterWidth).rounded(.down)))
        var lines = (text.count + perLine - 1) / perLine
        if numberOfLines > 0 { lines = min(lines, numberOfLines) }
        let widest = CGFloat(min(text.count, perLine)) * characterWidth
        return CGSize(width: widest, height: CGFloat(lines) * lineHeight)
    }

    override package var firstBaselineOffsetFromTop: CGFloat? { ascender }
    override package var lastBaselineOffsetFromBottom: CGFloat { descender }
}

/// A view 390 × `height` at the origin, the usual root of these tests.
@MainActor
package func container(width: CGFloat = 390, height: CGFloat = 200) -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
}

/// Whether two rectangles agree to a millionth of a point (frames come out of pixel arithmetic).
package func same(_ lhs: CGRect, _ rhs: CGRect) -> Bool {
    abs(lhs.minX - rhs.minX) < 1e-6 && abs(lhs.minY - rhs.minY) < 1e-6 && abs(lhs.width - rhs.width) < 1e-6
        && abs(lhs.height - rhs.height) < 1e-6
}

package func same(_ lhs: CGSize, _ rhs: CGSize) -> Bool {
    abs(lhs.width - rhs.width) < 1e-6 && abs(lhs.height - rhs.height) < 1e-6
}

/// A label showing `text`, laid out with constraints, as the last subview of `superview`.
@MainActor
package func constrainedLabel(_ text: String, in superview: UIView) -> UILabel {
    let label = UILabel()
    label.text = text
    label.translatesAutoresizingMaskIntoConstraints = false
    superview.addSubview(label)
    return label
}
