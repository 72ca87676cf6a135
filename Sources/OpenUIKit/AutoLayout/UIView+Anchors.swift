import Foundation

/// The anchors and system layout guides of a view.
extension UIView {
    /// The view's leading edge, for making constraints: the left edge, or the right one in a right-to-left layout.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(view: self, attribute: .leading) }
    /// The view's trailing edge, for making constraints: the right edge, or the left one in a right-to-left layout.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(view: self, attribute: .trailing) }
    /// The view's left edge, for making constraints.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(view: self, attribute: .left) }
    /// The view's right edge, for making constraints.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(view: self, attribute: .right) }
    /// The view's horizontal center, for making constraints.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(view: self, attribute: .centerX) }
    /// The view's top edge, for making constraints.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(view: self, attribute: .top) }
    /// The view's bottom edge, for making constraints.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(view: self, attribute: .bottom) }
    /// The view's vertical center, for making constraints.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(view: self, attribute: .centerY) }
    /// The view's width, for making constraints.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(view: self, attribute: .width) }
    /// The view's height, for making constraints.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(view: self, attribute: .height) }

    /// The baseline of the first line of text of `forFirstBaselineLayout`. A view that shows no text
    /// (whose `firstBaselineOffsetFromTop` is `nil`) has its baseline at its bottom edge, as in UIKit.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(view: self, attribute: .firstBaseline) }

    /// The baseline of the last line of text of `forLastBaselineLayout`: `lastBaselineOffsetFromBottom`
    /// above the bottom edge, which is the bottom edge itself for a view that shows no text.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(view: self, attribute: .lastBaseline) }

    /// The view's bounds inset by `directionalLayoutMargins`; it follows the margins as they change.
    public var layoutMarginsGuide: UILayoutGuide {
        systemLayoutGuide(.layoutMargins, identifier: "UIViewLayoutMarginsGuide")
    }

    /// The view's bounds inset by `safeAreaInsets` (zero headless unless a host overrides them).
    public var safeAreaLayoutGuide: UILayoutGuide {
        systemLayoutGuide(.safeArea, identifier: "UIViewSafeAreaLayoutGuide")
    }

    /// The column in which text reads comfortably. Headless there is no reading-width metric tied to a
    /// font and a window, so it is the same rectangle as `layoutMarginsGuide` (UIKit narrows it to at
    /// most about 672 pt on wide screens).
    public var readableContentGuide: UILayoutGuide {
        systemLayoutGuide(.readableContent, identifier: "UIViewReadableContentGuide")
    }

    /// The view's guide of `kind`, made the first time it is asked for and the same object afterwards.
    private func systemLayoutGuide(_ kind: UILayoutGuide.Kind, identifier: String) -> UILayoutGuide {
        if let existing = systemLayoutGuides.first(where: { $0.kind == kind }) { return existing }
        let guide = UILayoutGuide(systemGuide: kind, owner: self, identifier: identifier)
        systemLayoutGuides.append(guide)
        return guide
    }
}
