import Foundation

/// A size class: the rough width or height category a layout adapts to (UIKit: `UIUserInterfaceSizeClass`).
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable {
    /// No size class given.
    case unspecified = 0
    /// Little room: a root view less than 600 points wide, or less than 500 points tall.
    case compact = 1
    /// Ample room: a root view at least 600 points wide, or at least 500 points tall.
    case regular = 2
}

/// The environment traits a view lays out and draws for (UIKit: `UITraitCollection`).
///
/// Immutable and `Sendable`, as in UIKit. Only the traits collection-view layout, text sizing and dynamic
/// colours read are modelled.
public final class UITraitCollection: Sendable, Hashable, CustomStringConvertible {
    /// Points per device pixel; 0 when unspecified.
    public let displayScale: CGFloat
    /// The size class of the available width; a root view's is regular from 600 points wide.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The size class of the available height; a root view's is compact below 500 points tall.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// The Dynamic Type text size; `unspecified` in a collection that does not set it. A view's traits carry
    /// `large`, UIKit's default, unless overridden.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// Light or dark appearance; `unspecified` in a collection that does not set it. A view's traits carry
    /// `light` unless overridden.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The direction text and content flow in; `unspecified` in a collection that does not set it. A view's
    /// traits carry `leftToRight` unless overridden (see `UIView.effectiveUserInterfaceLayoutDirection`).
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// Normal or increased contrast; `unspecified` in a collection that does not set it. A view's traits carry
    /// `normal` unless overridden (a host sets `high` for a person who asked for more contrast).
    public let accessibilityContrast: UIAccessibilityContrast

    /// A collection with every trait unspecified.
    public convenience init() {
        self.init(displayScale: 0, horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified)
    }

    /// A collection that specifies only the display scale.
    public convenience init(displayScale: CGFloat) {
        self.init(displayScale: displayScale, horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified)
    }

    /// A collection that specifies only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(displayScale: 0, horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .unspecified)
    }

    /// A collection that specifies only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(displayScale: 0, horizontalSizeClass: .unspecified, verticalSizeClass: verticalSizeClass)
    }

    /// A collection that specifies only the Dynamic Type text size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(
            displayScale: 0, horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified,
            preferredContentSizeCategory: preferredContentSizeCategory
        )
    }

    /// A collection that specifies only light or dark appearance.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(
            displayScale: 0, horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified,
            userInterfaceStyle: userInterfaceStyle
        )
    }

    /// A collection that specifies only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(
            displayScale: 0, horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified,
            layoutDirection: layoutDirection
        )
    }

    /// A collection that specifies only normal or increased contrast.
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(
            displayScale: 0, horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified,
            accessibilityContrast: accessibilityContrast
        )
    }

    /// The traits of `collections` combined; later collections win where they specify a trait.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        var scale: CGFloat = 0
        var horizontal = UIUserInterfaceSizeClass.unspecified
        var vertical = UIUserInterfaceSizeClass.unspecified
        var category = UIContentSizeCategory.unspecified
        var style = UIUserInterfaceStyle.unspecified
        var direction = UITraitEnvironmentLayoutDirection.unspecified
        var contrast = UIAccessibilityContrast.unspecified
        for collection in collections {
            if collection.displayScale > 0 { scale = collection.displayScale }
            if collection.horizontalSizeClass != .unspecified { horizontal = collection.horizontalSizeClass }
            if collection.verticalSizeClass != .unspecified { vertical = collection.verticalSizeClass }
            if collection.preferredContentSizeCategory != .unspecified { category = collection.preferredContentSizeCategory }
            if collection.userInterfaceStyle != .unspecified { style = collection.userInterfaceStyle }
            if collection.layoutDirection != .unspecified { direction = collection.layoutDirection }
            if collection.accessibilityContrast != .unspecified { contrast = collection.accessibilityContrast }
        }
        self.init(
            displayScale: scale, horizontalSizeClass: horizontal, verticalSizeClass: vertical,
            preferredContentSizeCategory: category, userInterfaceStyle: style, layoutDirection: direction,
            accessibilityContrast: contrast
        )
    }

    init(
        displayScale: CGFloat, horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass,
        preferredContentSizeCategory: UIContentSizeCategory = .unspecified,
        userInterfaceStyle: UIUserInterfaceStyle = .unspecified,
        layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified,
        accessibilityContrast: UIAccessibilityContrast = .unspecified
    ) {
        self.displayScale = displayScale
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.userInterfaceStyle = userInterfaceStyle
        self.layoutDirection = layoutDirection
        self.accessibilityContrast = accessibilityContrast
    }

    /// Whether every trait `other` specifies has the same value here.
    public func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return (other.displayScale == 0 || other.displayScale == displayScale)
            && (other.horizontalSizeClass == .unspecified || other.horizontalSizeClass == horizontalSizeClass)
            && (other.verticalSizeClass == .unspecified || other.verticalSizeClass == verticalSizeClass)
            && (other.preferredContentSizeCategory == .unspecified
                || other.preferredContentSizeCategory == preferredContentSizeCategory)
            && (other.userInterfaceStyle == .unspecified || other.userInterfaceStyle == userInterfaceStyle)
            && (other.layoutDirection == .unspecified || other.layoutDirection == layoutDirection)
            && (other.accessibilityContrast == .unspecified || other.accessibilityContrast == accessibilityContrast)
    }

    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.displayScale == rhs.displayScale && lhs.horizontalSizeClass == rhs.horizontalSizeClass
            && lhs.verticalSizeClass == rhs.verticalSizeClass
            && lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory
            && lhs.userInterfaceStyle == rhs.userInterfaceStyle && lhs.layoutDirection == rhs.layoutDirection
            && lhs.accessibilityContrast == rhs.accessibilityContrast
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(displayScale)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(preferredContentSizeCategory)
        hasher.combine(userInterfaceStyle)
        hasher.combine(layoutDirection)
        hasher.combine(accessibilityContrast)
    }

    public var description: String {
        "<UITraitCollection: displayScale = \(displayScale), horizontalSizeClass = \(horizontalSizeClass), "
            + "verticalSizeClass = \(verticalSizeClass), preferredContentSizeCategory = \(preferredContentSizeCategory), "
            + "userInterfaceStyle = \(userInterfaceStyle), accessibilityContrast = \(accessibilityContrast), "
            + "layoutDirection = \(layoutDirection)>"
    }
}

/// A trait a view can override (UIKit: `UITraitDefinition`), used to ask about or remove an override.
public protocol UITraitDefinition {}

/// The display-scale trait.
public enum UITraitDisplayScale: UITraitDefinition {}
/// The horizontal size class trait.
public enum UITraitHorizontalSizeClass: UITraitDefinition {}
/// The vertical size class trait.
public enum UITraitVerticalSizeClass: UITraitDefinition {}
/// The Dynamic Type text size trait.
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {}
/// The light-or-dark appearance trait.
public enum UITraitUserInterfaceStyle: UITraitDefinition {}
/// The layout direction trait.
public enum UITraitLayoutDirection: UITraitDefinition {}
/// The normal-or-increased contrast trait.
public enum UITraitAccessibilityContrast: UITraitDefinition {}

/// Trait values a view sets for itself and its subviews (UIKit: `UITraitOverrides`, iOS 17).
///
/// Reading a trait that is not overridden gives its unspecified value (0 or `.unspecified`).
public struct UITraitOverrides: Sendable, Hashable {
    private var overriddenDisplayScale: CGFloat?
    private var overriddenHorizontalSizeClass: UIUserInterfaceSizeClass?
    private var overriddenVerticalSizeClass: UIUserInterfaceSizeClass?
    private var overriddenPreferredContentSizeCategory: UIContentSizeCategory?
    private var overriddenUserInterfaceStyle: UIUserInterfaceStyle?
    private var overriddenLayoutDirection: UITraitEnvironmentLayoutDirection?
    private var overriddenAccessibilityContrast: UIAccessibilityContrast?

    /// Overrides that override nothing.
    public init() {}

    /// The display scale to use; 0 when not overridden. Setting it overrides the trait.
    public var displayScale: CGFloat {
        get { overriddenDisplayScale ?? 0 }
        set { overriddenDisplayScale = newValue }
    }

    /// The horizontal size class to use; `.unspecified` when not overridden. Setting it overrides the trait.
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { overriddenHorizontalSizeClass ?? .unspecified }
        set { overriddenHorizontalSizeClass = newValue }
    }

    /// The vertical size class to use; `.unspecified` when not overridden. Setting it overrides the trait.
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { overriddenVerticalSizeClass ?? .unspecified }
        set { overriddenVerticalSizeClass = newValue }
    }

    /// The Dynamic Type text size to use; `.unspecified` when not overridden. Setting it overrides the trait.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { overriddenPreferredContentSizeCategory ?? .unspecified }
        set { overriddenPreferredContentSizeCategory = newValue }
    }

    /// Light or dark appearance to use; `.unspecified` when not overridden. Setting it overrides the trait.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { overriddenUserInterfaceStyle ?? .unspecified }
        set { overriddenUserInterfaceStyle = newValue }
    }

    /// The layout direction to use; `.unspecified` when not overridden. Setting it overrides the trait.
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { overriddenLayoutDirection ?? .unspecified }
        set { overriddenLayoutDirection = newValue }
    }

    /// Normal or increased contrast to use; `.unspecified` when not overridden. Setting it overrides the trait.
    public var accessibilityContrast: UIAccessibilityContrast {
        get { overriddenAccessibilityContrast ?? .unspecified }
        set { overriddenAccessibilityContrast = newValue }
    }

    /// Whether `trait` is overridden.
    public func contains(_ trait: any UITraitDefinition.Type) -> Bool {
        switch trait {
        case is UITraitDisplayScale.Type: return overriddenDisplayScale != nil
        case is UITraitHorizontalSizeClass.Type: return overriddenHorizontalSizeClass != nil
        case is UITraitVerticalSizeClass.Type: return overriddenVerticalSizeClass != nil
        case is UITraitPreferredContentSizeCategory.Type: return overriddenPreferredContentSizeCategory != nil
        case is UITraitUserInterfaceStyle.Type: return overriddenUserInterfaceStyle != nil
        case is UITraitLayoutDirection.Type: return overriddenLayoutDirection != nil
        case is UITraitAccessibilityContrast.Type: return overriddenAccessibilityContrast != nil
        default: return false
        }
    }

    /// Stops overriding `trait`.
    public mutating func remove(_ trait: any UITraitDefinition.Type) {
        switch trait {
        case is UITraitDisplayScale.Type: overriddenDisplayScale = nil
        case is UITraitHorizontalSizeClass.Type: overriddenHorizontalSizeClass = nil
        case is UITraitVerticalSizeClass.Type: overriddenVerticalSizeClass = nil
        case is UITraitPreferredContentSizeCategory.Type: overriddenPreferredContentSizeCategory = nil
        case is UITraitUserInterfaceStyle.Type: overriddenUserInterfaceStyle = nil
        case is UITraitLayoutDirection.Type: overriddenLayoutDirection = nil
        case is UITraitAccessibilityContrast.Type: overriddenAccessibilityContrast = nil
        default: break
        }
    }

    /// The layout direction these overrides set, if they set one.
    var layoutDirectionOverride: UITraitEnvironmentLayoutDirection? { overriddenLayoutDirection }

    /// `traits` with these overrides applied.
    func applied(to traits: UITraitCollection) -> UITraitCollection {
        UITraitCollection(
            displayScale: overriddenDisplayScale ?? traits.displayScale,
            horizontalSizeClass: overriddenHorizontalSizeClass ?? traits.horizontalSizeClass,
            verticalSizeClass: overriddenVerticalSizeClass ?? traits.verticalSizeClass,
            preferredContentSizeCategory: overriddenPreferredContentSizeCategory ?? traits.preferredContentSizeCategory,
            userInterfaceStyle: overriddenUserInterfaceStyle ?? traits.userInterfaceStyle,
            layoutDirection: overriddenLayoutDirection ?? traits.layoutDirection,
            accessibilityContrast: overriddenAccessibilityContrast ?? traits.accessibilityContrast
        )
    }
}
