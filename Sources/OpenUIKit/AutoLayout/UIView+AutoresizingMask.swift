import Foundation

extension UIView {
    /// Which of a view's margins and sizes stretch when its superview's size changes (UIKit:
    /// `UIView.AutoresizingMask`).
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        /// The mask bits, with UIKit's values.
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The space to the superview's left edge grows and shrinks with the superview's width.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The view's width grows and shrinks with the superview's width.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The space to the superview's right edge grows and shrinks with the superview's width.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The space to the superview's top edge grows and shrinks with the superview's height.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The view's height grows and shrinks with the superview's height.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The space to the superview's bottom edge grows and shrinks with the superview's height.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Resizes the subviews that use autoresizing after this view's size changed from `oldSize`, as
    /// UIKit does when a frame or bounds is set. Constraint-laid-out subviews are left to the solver.
    func autoresizeSubviews(from oldSize: CGSize) {
        guard autoresizesSubviews, bounds.size != oldSize else { return }
        for subview in subviews where subview.translatesAutoresizingMaskIntoConstraints && !subview.autoresizingMask.isEmpty {
            let frame = subview.frame
            let mask = subview.autoresizingMask
            let horizontal = AutoresizingAxis(
                mask: mask, flexibleStart: .flexibleLeftMargin, flexibleLength: .flexibleWidth,
                flexibleEnd: .flexibleRightMargin, origin: frame.minX, length: frame.width, containerLength: oldSize.width)
            let vertical = AutoresizingAxis(
                mask: mask, flexibleStart: .flexibleTopMargin, flexibleLength: .flexibleHeight,
                flexibleEnd: .flexibleBottomMargin, origin: frame.minY, length: frame.height, containerLength: oldSize.height)
            let x = horizontal.resolved(containerLength: bounds.width)
            let y = vertical.resolved(containerLength: bounds.height)
            subview.frame = CGRect(x: x.origin, y: y.origin, width: x.length, height: y.length)
        }
    }
}

/// One axis of an autoresizing view: its start margin, length and end margin inside a container, and
/// which of them stretch.
///
/// When the container's length changes, the parts that are not flexible keep their values and the
/// flexible ones share what is left in proportion to their current values (equally if those are all
/// zero). With no flexible part the start margin and the length stay and the end margin absorbs the
/// change. The same rule written as linear functions of the container's length gives the constraints
/// the solver uses when a container's size is itself being solved (`systemLayoutSizeFitting`).
struct AutoresizingAxis {
    /// Each of start margin, length and end margin: `fixed + share × containerLength`.
    var startFixed: CGFloat
    var startShare: CGFloat
    var lengthFixed: CGFloat
    var lengthShare: CGFloat

    init(
        mask: UIView.AutoresizingMask, flexibleStart: UIView.AutoresizingMask, flexibleLength: UIView.AutoresizingMask,
        flexibleEnd: UIView.AutoresizingMask, origin: CGFloat, length: CGFloat, containerLength: CGFloat
    ) {
        let parts = [origin, length, containerLength - origin - length]
        let flexible = [mask.contains(flexibleStart), mask.contains(flexibleLength), mask.contains(flexibleEnd)]
        guard flexible.contains(true) else {
            self.init(startFixed: origin, startShare: 0, lengthFixed: length, lengthShare: 0)
            return
        }
        var fixedSum: CGFloat = 0
        var flexibleSum: CGFloat = 0
        var flexibleCount: CGFloat = 0
        for index in 0..<3 {
            if flexible[index] {
                flexibleSum += parts[index]
                flexibleCount += 1
            } else {
                fixedSum += parts[index]
            }
        }
        // A flexible part gets `weight × (containerLength − fixedSum)`.
        func weight(_ index: Int) -> CGFloat {
            flexibleSum != 0 ? parts[index] / flexibleSum : 1 / flexibleCount
        }
        func part(_ index: Int) -> (fixed: CGFloat, share: CGFloat) {
            flexible[index] ? (-weight(index) * fixedSum, weight(index)) : (parts[index], 0)
        }
        let start = part(0)
        let size = part(1)
        self.init(startFixed: start.fixed, startShare: start.share, lengthFixed: size.fixed, lengthShare: size.share)
    }

    init(startFixed: CGFloat, startShare: CGFloat, lengthFixed: CGFloat, lengthShare: CGFloat) {
        self.startFixed = startFixed
        self.startShare = startShare
        self.lengthFixed = lengthFixed
        self.lengthShare = lengthShare
    }

    func resolved(containerLength: CGFloat) -> (origin: CGFloat, length: CGFloat) {
        (startFixed + startShare * containerLength, lengthFixed + lengthShare * containerLength)
    }
}
