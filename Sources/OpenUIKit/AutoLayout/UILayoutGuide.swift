import Foundation

/// A rectangle that takes part in Auto Layout without being a view (UIKit: `UILayoutGuide`): a spacer,
/// a column, or one of a view's system guides (margins, safe area, readable content).
///
/// Add a guide to a view with `addLayoutGuide(_:)`, constrain its anchors, and read `layoutFrame`
/// after the view lays out. A system guide's frame follows its view's bounds and insets directly.
@preconcurrency @MainActor
open class UILayoutGuide: CustomStringConvertible {
    /// Which rectangle a guide stands for.
    package enum Kind {
        /// A guide the app added; the solver decides its frame.
        case custom
        /// The view's bounds inset by `directionalLayoutMargins`.
        case layoutMargins
        /// The view's bounds inset by `safeAreaInsets`.
        case safeArea
        /// The view's readable-content column: the margins, headless (see `readableContentGuide`).
        case readableContent
        /// A part of the owning view's content that the view places itself, such as a list content view's
        /// text: its frame is whatever the owner's last layout pass set, and constraints read it as fixed.
        case content
    }

    let kind: Kind

    /// The frame the solver gave a custom guide (or the owner gave a content guide), in its owning view's
    /// coordinates.
    package var solvedFrame: CGRect = .zero

    /// The guide's variables in the solve stamped `solverStamp` (see `AutoLayoutState.solverSlot`).
    var solverSlot: Int32 = -1
    var solverStamp: UInt32 = 0

    @LifetimeReference private var owner: UIView?
    /// The guide's `LifetimeToken`, once something refers to the guide through one.
    private var storedLifetimeToken: LifetimeToken?

    /// The token references that must not outlive the guide hold (`LifetimeTokenOwner`).
    package var lifetimeToken: LifetimeToken { LifetimeToken.token(in: &storedLifetimeToken, for: self) }

    deinit {
        storedLifetimeToken?.object = nil
    }

    /// The view the guide belongs to. Setting it adds the guide to that view (and removes it from its
    /// previous one), as `addLayoutGuide(_:)` does.
    public var owningView: UIView? {
        get { owner }
        set {
            guard newValue !== owner else { return }
            if let newValue { newValue.addLayoutGuide(self) } else { owner?.removeLayoutGuide(self) }
        }
    }

    /// A name for debugging; it shows in constraint descriptions. System guides are named as in UIKit.
    open var identifier: String

    /// Makes a custom guide with no owner and an empty identifier; add it to a view before constraining it.
    public init() {
        kind = .custom
        identifier = ""
    }

    package init(systemGuide kind: Kind, owner: UIView, identifier: String) {
        self.kind = kind
        self.owner = owner
        self.identifier = identifier
    }

    /// Called by `addLayoutGuide(_:)` / `removeLayoutGuide(_:)`, which keep the view's list.
    func setOwner(_ view: UIView?) {
        owner = view
    }

    /// The guide's rectangle in its owning view's coordinates: for a custom or content guide, where the last
    /// layout pass put it; for a system guide, the owning view's bounds inset by the guide's insets.
    open var layoutFrame: CGRect {
        guard kind != .custom && kind != .content else { return solvedFrame }
        guard let owner else { return .zero }
        let insets = self.insets(in: owner)
        let size = owner.bounds.size
        return CGRect(
            x: insets.left, y: insets.top, width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom)
    }

    /// How far a system guide's edges lie inside its owning view's edges. Leading and trailing are left
    /// and right: headless views read left to right.
    func insets(in owner: UIView) -> UIEdgeInsets {
        switch kind {
        case .custom, .content: return .zero
        case .safeArea: return owner.safeAreaInsets
        case .layoutMargins, .readableContent: return owner.layoutMarginsFromEdges
        }
    }

    nonisolated public var description: String {
        MainActor.assumeIsolated {
            let name = identifier.isEmpty ? "" : " '\(identifier)'"
            return "<UILayoutGuide\(name) layoutFrame = \(layoutFrame)>"
        }
    }

    // MARK: Anchors

    /// The guide's leading edge, for making constraints: the left edge, or the right one in a right-to-left layout.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(guide: self, attribute: .leading) }
    /// The guide's trailing edge, for making constraints: the right edge, or the left one in a right-to-left layout.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(guide: self, attribute: .trailing) }
    /// The guide's left edge, for making constraints.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(guide: self, attribute: .left) }
    /// The guide's right edge, for making constraints.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(guide: self, attribute: .right) }
    /// The guide's horizontal center, for making constraints.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(guide: self, attribute: .centerX) }
    /// The guide's top edge, for making constraints.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(guide: self, attribute: .top) }
    /// The guide's bottom edge, for making constraints.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(guide: self, attribute: .bottom) }
    /// The guide's vertical center, for making constraints.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(guide: self, attribute: .centerY) }
    /// The guide's width, for making constraints.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(guide: self, attribute: .width) }
    /// The guide's height, for making constraints.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(guide: self, attribute: .height) }
}
