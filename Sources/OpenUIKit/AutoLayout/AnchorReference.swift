import Foundation

extension NSLayoutConstraint.Attribute {
    /// Width or height.
    var isDimension: Bool { self == .width || self == .height }

    /// The axis the attribute measures along; `nil` for `notAnAttribute`.
    var axis: NSLayoutConstraint.Axis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            return .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
            .centerYWithinMargins:
            return .vertical
        case .notAnAttribute:
            return nil
        }
    }

    /// The side this attribute stands for in a layout direction: leading and trailing (and their margins) become
    /// right and left when leading is on the right; every other attribute is itself.
    func resolved(rightToLeft: Bool) -> NSLayoutConstraint.Attribute {
        guard rightToLeft else { return self }
        switch self {
        case .leading: return .right
        case .trailing: return .left
        case .leadingMargin: return .rightMargin
        case .trailingMargin: return .leftMargin
        default: return self
        }
    }

    /// An edge or centre moved in by the item's layout margins (`leftMargin` … `centerYWithinMargins`).
    var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins,
            .centerYWithinMargins:
            true
        default: false
        }
    }

    /// Leading or trailing (with or without margins).
    var isDirectional: Bool {
        self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
    }

    /// Left or right (with or without margins).
    var isAbsoluteHorizontal: Bool {
        self == .left || self == .right || self == .leftMargin || self == .rightMargin
    }

    /// The name UIKit prints in constraint descriptions.
    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}

/// One attribute of one layout item (a view or a layout guide), which it does not keep alive, as UIKit's anchors and
/// constraints hold their items weakly.
///
/// The item's `LifetimeToken` and two bytes (16 in all): every constraint holds one or two, and a page of a thousand
/// cells holds thousands of constraints.
@MainActor
struct AnchorReference {
    /// The view's or guide's token, told apart by `isGuide`; `nil` for an item that is neither.
    private let token: LifetimeToken?
    private let isGuide: Bool
    let attribute: NSLayoutConstraint.Attribute

    init(view: UIView, attribute: NSLayoutConstraint.Attribute) {
        token = view.lifetimeToken
        isGuide = false
        self.attribute = attribute
    }

    init(guide: UILayoutGuide, attribute: NSLayoutConstraint.Attribute) {
        token = guide.lifetimeToken
        isGuide = true
        self.attribute = attribute
    }

    /// A reference to `item` if it is a view or a layout guide; to nothing otherwise.
    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        if let guide = item as? UILayoutGuide {
            token = guide.lifetimeToken
            isGuide = true
        } else {
            token = (item as? UIView)?.lifetimeToken
            isGuide = false
        }
        self.attribute = attribute
    }

    /// The view or guide, while it lives.
    private var referent: AnyObject? { token?.object }

    /// The view, if the item is a view still alive.
    var view: UIView? {
        // `isGuide` was told by the item's type when it was given: the cast cannot fail.
        isGuide ? nil : referent.map { unsafeDowncast($0, to: UIView.self) }
    }

    /// The layout guide, if the item is a guide still alive.
    var guide: UILayoutGuide? {
        isGuide ? referent.map { unsafeDowncast($0, to: UILayoutGuide.self) } : nil
    }

    var item: AnyObject? { referent }

    /// Whether the item is a view or a layout guide, still alive.
    var isLayoutItem: Bool { referent != nil }

    /// The view whose hierarchy the item is in: the view itself, or a guide's owning view.
    var hierarchyView: UIView? { view ?? guide?.owningView }

    /// `UILabel.leading`, `'UIViewLayoutMarginsGuide'.top`, as UIKit prints items (without addresses).
    var description: String {
        let itemName: String
        if let view {
            itemName = String(describing: type(of: view))
        } else if let guide {
            itemName = guide.identifier.isEmpty ? "UILayoutGuide" : "'\(guide.identifier)'"
        } else {
            itemName = "(nil)"
        }
        return "\(itemName).\(attribute.name)"
    }

    /// Why UIKit would refuse to relate attributes `first` and `second`, or `nil` if it would not.
    static func pairingProblem(_ first: NSLayoutConstraint.Attribute, _ second: NSLayoutConstraint.Attribute) -> String? {
        if first.isDimension != second.isDimension || (!first.isDimension && first.axis != second.axis) {
            return "Invalid pairing of layout attributes \(first.name) and \(second.name)."
        }
        if (first.isDirectional && second.isAbsoluteHorizontal) || (first.isAbsoluteHorizontal && second.isDirectional) {
            return "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. "
                + "Use leading/trailing for both or neither."
        }
        return nil
    }
}

/// What one side of a constraint measures: an attribute of an item, or the distance between two
/// positions (`anchorWithOffset(to:)`).
@MainActor
enum AnchorSource {
    case attribute(AnchorReference)
    /// `to − from`, a length along the anchors' axis. Out of line: it is rare, and every constraint holds two sides.
    indirect case offset(from: AnchorReference, to: AnchorReference)

    /// The reference UIKit reports as the side's item and attribute.
    var leadingReference: AnchorReference {
        switch self {
        case .attribute(let reference): reference
        case .offset(let from, _): from
        }
    }

    var referenceCount: Int {
        switch self {
        case .attribute: 1
        case .offset: 2
        }
    }

    func forEachReference(_ body: (AnchorReference) -> Void) {
        switch self {
        case .attribute(let reference):
            body(reference)
        case .offset(let from, let to):
            body(from)
            body(to)
        }
    }

    /// Whether the side is a length (a width, a height, or an offset) rather than a position.
    var isDimension: Bool {
        switch self {
        case .attribute(let reference): reference.attribute.isDimension
        case .offset: true
        }
    }

    var description: String {
        switch self {
        case .attribute(let reference): reference.description
        case .offset(let from, let to): "(\(to.description) - \(from.description))"
        }
    }
}

extension NSLayoutConstraint.Relation {
    /// The relation with both sides negated: at most becomes at least, and the other way round.
    var mirrored: NSLayoutConstraint.Relation {
        switch self {
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        }
    }
}
