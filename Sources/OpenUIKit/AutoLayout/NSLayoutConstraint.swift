import CollectionDiagnostics
import Foundation

/// A linear relation between two layout attributes, `first relation multiplier × second + constant`,
/// that the Auto Layout solver satisfies when views lay out (UIKit: `NSLayoutConstraint`).
///
/// Make constraints with anchors (`label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor,
/// constant: 10)`) or with `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`, then
/// activate them. An active constraint is held by the closest common ancestor of its items (listed in
/// that view's `constraints`), as in UIKit. Changing `constant` or `priority` of an active constraint
/// lays the affected views out again at the next layout pass.
///
/// Items are referenced weakly, as in UIKit: a constraint never keeps a view alive.
///
/// Differences from UIKit: the class is `final`, there is no `firstAnchor`/`secondAnchor` (UIKit types
/// them `NSLayoutAnchor<AnyObject>`, which the generic anchors here are not), and misuse that UIKit
/// raises as an exception (mixing leading and left, relating a position to a constant, activating
/// across hierarchies) is reported through `Diagnostics` and leaves the constraint inert.
@preconcurrency @MainActor
public final class NSLayoutConstraint: Hashable, CustomStringConvertible {
    /// The part of an item's layout a constraint refers to (UIKit: `NSLayoutConstraint.Attribute`).
    ///
    /// Leading and trailing are the left and right edges, or the right and left ones when the item's
    /// `effectiveUserInterfaceLayoutDirection` is right to left.
    public enum Attribute: Int, Sendable, Hashable {
        /// The item's left edge.
        case left = 1
        /// The item's right edge.
        case right = 2
        /// The item's top edge.
        case top = 3
        /// The item's bottom edge.
        case bottom = 4
        /// The edge text starts from: left, or right in a right-to-left layout. Cannot be related to `left` or `right`.
        case leading = 5
        /// The edge text ends at: right, or left in a right-to-left layout. Cannot be related to `left` or `right`.
        case trailing = 6
        /// The item's horizontal extent.
        case width = 7
        /// The item's vertical extent.
        case height = 8
        /// The midpoint between the item's left and right edges.
        case centerX = 9
        /// The midpoint between the item's top and bottom edges.
        case centerY = 10
        /// The baseline of the view's last line of text, or its bottom edge when it shows no text.
        case lastBaseline = 11
        /// The baseline of the view's first line of text, or its bottom edge when it shows no text.
        case firstBaseline = 12
        /// The left edge moved in by the view's left layout margin.
        case leftMargin = 13
        /// The right edge moved in by the view's right layout margin.
        case rightMargin = 14
        /// The top edge moved in by the view's top layout margin.
        case topMargin = 15
        /// The bottom edge moved in by the view's bottom layout margin.
        case bottomMargin = 16
        /// The leading edge moved in by the view's leading layout margin.
        case leadingMargin = 17
        /// The trailing edge moved in by the view's trailing layout margin.
        case trailingMargin = 18
        /// The horizontal midpoint of the area inside the view's layout margins.
        case centerXWithinMargins = 19
        /// The vertical midpoint of the area inside the view's layout margins.
        case centerYWithinMargins = 20
        /// No attribute: the second attribute of a constraint that sets a width or height to a constant.
        case notAnAttribute = 0

        /// The older name of `lastBaseline`.
        public static var baseline: Attribute { .lastBaseline }
    }

    /// How the two sides of a constraint compare (UIKit: `NSLayoutConstraint.Relation`).
    public enum Relation: Int, Sendable, Hashable {
        /// The first side may be smaller than or equal to the second.
        case lessThanOrEqual = -1
        /// The two sides must be equal.
        case equal = 0
        /// The first side may be greater than or equal to the second.
        case greaterThanOrEqual = 1
    }

    /// A direction along which views are laid out (UIKit: `NSLayoutConstraint.Axis`); stack views and
    /// content priorities use it.
    public enum Axis: Int, Sendable, Hashable {
        /// Left to right: x positions and widths.
        case horizontal = 0
        /// Top to bottom: y positions and heights.
        case vertical = 1
    }

    // Stored in this order, the one-byte properties side by side: a constraint takes 104 bytes from the allocator,
    // not 184 (ObjectSizeTests).
    /// The constrained side.
    let first: AnchorSource
    /// The side `first` is related to, or `nil` for a constant.
    let second: AnchorSource?

    /// How the first side compares with the second: equal, at most, or at least.
    public let relation: Relation

    /// Set when the constraint was made from an invalid combination; it never activates.
    let isInvalid: Bool

    /// Whether archiving keeps the constraint; kept for source compatibility, it has no effect.
    public var shouldBeArchived = false

    /// Set once a conflict breaking this constraint has been reported, so that every later layout
    /// with the same conflict does not report it again.
    var conflictWasReported = false

    /// How important the constraint is. 1000 (`required`) by default.
    ///
    /// As in UIKit, an active constraint cannot change between required and optional (deactivate it
    /// first), and priorities must lie in 1…1000; such changes are reported and undone.
    public var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if !(priority.rawValue > 0 && priority.rawValue <= UILayoutPriority.required.rawValue) {
                Diagnostics.report(.error(
                    "priority",
                    "A priority must be greater than 0 and at most 1000; you passed \(priority) to \(self)."))
                priority = oldValue
                return
            }
            if isActive && priority.isRequired != oldValue.isRequired {
                Diagnostics.report(.error(
                    "priority",
                    "Mutating a priority from required to not on an installed constraint (or vice-versa) is not "
                        + "supported. You passed priority \(priority) and the existing priority was \(oldValue)."))
                priority = oldValue
                return
            }
            conflictWasReported = false
            if isActive { invalidateItemsLayout() }
        }
    }

    /// The factor the second side is scaled by before `constant` is added; fixed once the constraint is made.
    public let multiplier: CGFloat

    /// The amount added to the second side. Changing it re-lays out the constraint's views.
    public var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            conflictWasReported = false
            if isActive { invalidateItemsLayout() }
        }
    }

    /// A name that shows in descriptions and conflict reports.
    public var identifier: String?

    /// The view that holds the constraint while it is active: its items' closest common ancestor, or
    /// the view `addConstraint(_:)` was called on.
    @LifetimeReference var holder: UIView?

    /// When the constraint was last activated; the solver adds constraints in this order, so of two
    /// conflicting required constraints the later one is the one it breaks.
    var activationOrder = 0

    private static var nextActivationOrder = 0

    init(first: AnchorSource, relation: Relation, second: AnchorSource?, multiplier: CGFloat, constant: CGFloat,
         isInvalid: Bool = false) {
        self.first = first
        self.second = second
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
        self.isInvalid = isInvalid
    }

    /// A constraint `view1.attr1 relation multiplier × view2.attr2 + c` (UIKit's original form).
    ///
    /// Items are views or layout guides. Pass `nil` and `.notAnAttribute` for the second item to
    /// relate a width or height to a constant. Invalid combinations (a position and a size, a position
    /// and a constant, leading and left) are reported and give a constraint that never activates.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        let first = AnchorReference(item: view1 as AnyObject, attribute: attr1)
        let second = view2.map { AnchorReference(item: $0 as AnyObject, attribute: attr2) }
        let problem = Self.problem(first: first, second: second, secondAttribute: attr2)
        if let problem {
            Diagnostics.report(.error("init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)", problem))
        }
        self.init(
            first: .attribute(first), relation: relation, second: second.map { .attribute($0) },
            multiplier: multiplier, constant: c, isInvalid: problem != nil)
    }

    /// Why two attributes cannot be related, or `nil` if they can.
    private static func problem(first: AnchorReference, second: AnchorReference?, secondAttribute: Attribute) -> String? {
        guard first.isLayoutItem, first.attribute != .notAnAttribute else {
            return "The first item must be a view or layout guide with an attribute."
        }
        guard let second else {
            if first.attribute.isDimension && secondAttribute == .notAnAttribute { return nil }
            return "A constraint cannot be made that sets a location equal to a constant. A location attribute "
                + "must be paired with a second item and attribute."
        }
        guard second.isLayoutItem, second.attribute != .notAnAttribute else {
            return "The second item must be a view or layout guide with an attribute."
        }
        return AnchorReference.pairingProblem(first.attribute, second.attribute)
    }

    // MARK: Items

    /// The first item: a view or layout guide.
    public var firstItem: AnyObject? { first.leadingReference.item }
    /// The part of the first item the constraint sets, such as its leading edge or its width.
    public var firstAttribute: Attribute { first.leadingReference.attribute }
    /// The second item, or `nil` when the constraint relates a size to a constant.
    public var secondItem: AnyObject? { second?.leadingReference.item }
    /// The part of the second item the first is related to; `notAnAttribute` when there is no second item.
    public var secondAttribute: Attribute { second?.leadingReference.attribute ?? .notAnAttribute }

    // MARK: Activation

    /// Whether the constraint takes part in layout. Setting it installs the constraint on (or removes
    /// it from) its items' closest common ancestor, as `activate(_:)` does.
    public var isActive: Bool {
        get { holder != nil }
        set {
            if newValue { activate(on: nil, operation: "isActive") } else { deactivate() }
        }
    }

    /// Activates each constraint; the same as setting `isActive` on each, in order.
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.activate(on: nil, operation: "activate(_:)") }
    }

    /// Deactivates each constraint.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.deactivate() }
    }

    /// Installs the constraint on `view` (for `addConstraint(_:)`), or on its items' closest common
    /// ancestor when `view` is `nil`. Reports and does nothing if the items share no hierarchy or
    /// `view` is not an ancestor of them all.
    func activate(on view: UIView?, operation: String) {
        guard !isInvalid else { return }
        let items = itemViews
        guard items.count == first.referenceCount + (second?.referenceCount ?? 0) else {
            Diagnostics.report(.error(operation, "\(self) refers to an item that no longer exists."))
            return
        }
        guard let ancestor = UIView.closestCommonAncestor(of: items) else {
            Diagnostics.report(.error(
                operation,
                "Unable to activate \(self) because its items have no common ancestor. Does the constraint or "
                    + "its anchors reference items in different view hierarchies? That's illegal."))
            return
        }
        let target = view ?? ancestor
        if let view, !ancestor.isDescendant(of: view) {
            Diagnostics.report(.error(
                operation,
                "The view hierarchy is not prepared for \(self): \(type(of: view)) is not an ancestor of all "
                    + "its items."))
            return
        }
        if let holder {
            if holder === target { return }
            holder.removeInstalledConstraint(self)
        }
        Self.nextActivationOrder += 1
        activationOrder = Self.nextActivationOrder
        conflictWasReported = false
        holder = target
        target.installConstraint(self)
        invalidateLayout(of: items)
    }

    func deactivate() {
        guard let holder else { return }
        invalidateItemsLayout()
        holder.removeInstalledConstraint(self)
        self.holder = nil
    }

    /// The views the constraint's items are or belong to (a guide belongs to its owning view).
    var itemViews: [UIView] {
        var views: [UIView] = []
        // Most constraints relate two items: the array is made once, at that size.
        views.reserveCapacity(2)
        first.forEachReference { if let view = $0.hierarchyView { views.append(view) } }
        second?.forEachReference { if let view = $0.hierarchyView { views.append(view) } }
        return views
    }

    /// Whether an item of the constraint is `view` or inside it, looking up from each item no further than `holder`, a
    /// view that holds the constraint above `view` (its items are inside it). O(items × their depth below `holder`):
    /// a screen's constraints relate views a level or two below the view holding them.
    func refers(inside view: UIView, below holder: UIView) -> Bool {
        var found = false
        func look(from reference: AnchorReference) {
            var current = reference.hierarchyView
            while !found, let candidate = current, candidate !== holder {
                found = candidate === view
                current = candidate.superview
            }
        }
        first.forEachReference(look)
        second?.forEachReference(look)
        return found
    }

    /// Tells the views whose frames the constraint decides to lay out again.
    func invalidateItemsLayout() {
        invalidateLayout(of: itemViews)
    }

    /// Tells `items`, the constraint's item views as found already, to lay out again.
    private func invalidateLayout(of items: [UIView]) {
        for view in items { view.autoLayoutInputsDidChange() }
    }

    // MARK: Identity and description

    nonisolated public static func == (lhs: NSLayoutConstraint, rhs: NSLayoutConstraint) -> Bool {
        lhs === rhs
    }

    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// UIKit's form without addresses, e.g.
    /// `<NSLayoutConstraint UILabel.leading == UIView.leading + 10   (active)>`.
    nonisolated public var description: String {
        MainActor.assumeIsolated {
            let name = identifier.map { " '\($0)'" } ?? ""
            let relationText: String
            switch relation {
            case .lessThanOrEqual: relationText = "<="
            case .equal: relationText = "=="
            case .greaterThanOrEqual: relationText = ">="
            }
            var rightSide = ""
            if let second {
                rightSide = (multiplier == 1 ? "" : "\(Self.format(multiplier))*") + second.description
                if constant != 0 {
                    rightSide += constant > 0 ? " + \(Self.format(constant))" : " - \(Self.format(-constant))"
                }
            } else {
                rightSide = Self.format(constant)
            }
            let priorityText = priority.isRequired ? "" : " @\(priority)"
            let state = isActive ? "   (active)" : ""
            return "<NSLayoutConstraint\(name) \(first.description) \(relationText) \(rightSide)\(priorityText)\(state)>"
        }
    }

    private static func format(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
    }
}
