import Foundation

/// A value for each layout axis, indexed by `NSLayoutConstraint.Axis.rawValue`.
struct PerAxis<Value> {
    var horizontal: Value
    var vertical: Value

    init(_ horizontal: Value, _ vertical: Value) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    subscript(axis: Int) -> Value {
        get { axis == 0 ? horizontal : vertical }
        set {
            if axis == 0 { horizontal = newValue } else { vertical = newValue }
        }
    }
}

/// What a view keeps for Auto Layout, grouped so that `UIView` declares one stored property for it.
@MainActor
struct AutoLayoutState {
    /// The active constraints the view holds (`UIView.constraints`), in activation order.
    var installedConstraints: [NSLayoutConstraint] = []
    /// Guides added with `addLayoutGuide(_:)`.
    var layoutGuides: [UILayoutGuide] = []

    var contentHugging = PerAxis(UILayoutPriority.defaultLow, UILayoutPriority.defaultLow)
    var compressionResistance = PerAxis(UILayoutPriority.defaultHigh, UILayoutPriority.defaultHigh)

    /// `nil` until set: the view then needs an update if its class `requiresConstraintBasedLayout`.
    var needsUpdateConstraints: Bool?
    /// Whether some descendant needs `updateConstraints()`; lets the update pass skip clean branches.
    var subtreeNeedsConstraintUpdate = false
    /// Set by `UIView.updateConstraints()`, to catch overrides that do not call `super`.
    var updateConstraintsCalledSuper = false

    /// On the root of a constraint island (a view whose own frame is fixed): whether the frames the
    /// solver last gave the island's views may be out of date.
    var solutionIsStale = true
    /// How many item references of active constraints held above the view reach the view or a descendant (each
    /// counted on every view from the item up to, not including, the holder): while it is 0, the view leaves its
    /// superview without its ancestors' constraints being looked at — a recycled cell's own constraints are held
    /// inside it. Declared here, after the flags, it takes room the next field's alignment leaves anyway.
    var referencesFromAbove: Int32 = 0
    /// On the root of a constraint island: its last solve's answer, while nothing it read but intrinsic sizes changed.
    var solvedIsland: SolvedIsland?

    /// The view's first variable index / 4 in the solve stamped `solverStamp`; a stamp that is not the
    /// current solve's means the view is not one of its variables.
    var solverSlot: Int32 = -1
    var solverStamp: UInt32 = 0
}
