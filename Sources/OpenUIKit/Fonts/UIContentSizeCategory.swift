import Foundation

/// The text size a person has chosen for Dynamic Type (UIKit: `UIContentSizeCategory`).
///
/// As in UIKit, a category is a string-backed value, ordered from `extraSmall` to
/// `accessibilityExtraExtraExtraLarge`; `unspecified` sorts before every other category. Views read the
/// category in effect from `traitCollection.preferredContentSizeCategory`, which is `large` (UIKit's default)
/// unless a view's `traitOverrides` say otherwise.
public struct UIContentSizeCategory: RawRepresentable, Sendable, Hashable, Comparable, CustomStringConvertible {
    /// UIKit's string for the category, such as `"UICTContentSizeCategoryL"`.
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// No category chosen: fonts are sized as for `large`, and it sorts before every other category.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// The smallest category: body text at 14 points.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Body text at 15 points.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Body text at 16 points, one step below the default.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// The default category.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Body text at 19 points, one step above the default.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Body text at 21 points.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// The largest standard category: body text at 23 points.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// The smallest accessibility size: body text at 28 points.
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// An accessibility size with body text at 33 points.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// An accessibility size with body text at 40 points.
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// An accessibility size with body text at 47 points.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// The largest category of all: body text at 53 points.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Every specified category, smallest first. The index of a category in this list is its rank in
    /// the Dynamic Type tables (`DynamicTypeTable`).
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The position of the category in `ordered`; `nil` for `unspecified` and unknown raw values.
    var rank: Int? {
        // Nearly every page is at the default size: its rank is found without hashing the name (the names of the
        // same constant share their storage, so comparing them is one comparison of pointers).
        if rawValue == Self.large.rawValue { return Self.largeRank }
        return Self.ranks[self]
    }

    /// The rank of `large`, the default category.
    private static let largeRank = ordered.firstIndex(of: .large)!

    /// Each category's position in `ordered`, for constant-time lookups (fonts are resized at every configuration).
    private static let ranks: [UIContentSizeCategory: Int] = Dictionary(
        uniqueKeysWithValues: ordered.enumerated().map { ($0.element, $0.offset) })

    /// The category Dynamic Type sizes are looked up for: `large` stands in for `unspecified` and unknown
    /// values, as UIKit falls back to its default.
    var resolvedForSizing: UIContentSizeCategory {
        rank == nil ? .large : self
    }

    /// The rank of `resolvedForSizing`, found with one lookup.
    var sizingRank: Int { rank ?? Self.largeRank }

    /// Whether this is one of the five larger accessibility sizes.
    public var isAccessibilityCategory: Bool {
        guard let rank else { return false }
        return rank >= Self.ordered.firstIndex(of: .accessibilityMedium)!
    }

    /// Orders categories by size; `unspecified` (and any unknown raw value) comes first.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        (lhs.rank ?? -1) < (rhs.rank ?? -1)
    }

    public var description: String { rawValue }
}
