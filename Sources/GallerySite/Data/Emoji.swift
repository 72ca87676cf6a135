/// An emoji of the sample's `Emoji.swift` (spec sample-gallery.md §4.5): its glyph, its name and its category.
///
/// The sample's `Emoji` carries a fresh UUID each time a category lists its emojis; here the identifier is the
/// emoji's row in the sample's table, so pages are the same on every run. The examples give their own items
/// identities of their own, as the sample's `Item` types do.
public struct Emoji: Hashable, Sendable {
    /// The sample's `Emoji.Category`, in its order.
    public enum Category: Int, CaseIterable, CustomStringConvertible, Sendable {
        case recents, smileys, nature, food, activities, travel, objects, symbols

        /// The category's name: "Recents", "Smileys", …
        public var description: String {
            switch self {
            case .recents: "Recents"
            case .smileys: "Smileys"
            case .nature: "Nature"
            case .food: "Food"
            case .activities: "Activities"
            case .travel: "Travel"
            case .objects: "Objects"
            case .symbols: "Symbols"
            }
        }

        /// The category's emojis, in the sample's order (8 recents, 3 in every other category).
        public var emojis: [Emoji] {
            Emoji.all.filter { $0.category == self }
        }
    }

    /// The emoji itself, possibly several scalars (⛺️ is U+26FA U+FE0F).
    public let text: String
    /// Its name. The sample's watch is named "\u{F8FF} Watch", whose Apple-logo glyph only Apple's fonts draw;
    /// it reads "Apple Watch" here.
    public let title: String
    public let category: Category
    /// The emoji's row in the sample's table, from 0.
    public let identifier: Int

    /// The sample's 29 emojis, category by category.
    public static let all: [Emoji] = {
        let table: [(Category, String, String)] = [
            (.recents, "\u{1F923}", "Rolling on the floor laughing"),
            (.recents, "\u{1F943}", "Whiskey"),
            (.recents, "\u{1F60E}", "Cool"),
            (.recents, "\u{1F3D4}", "Mountains"),
            (.recents, "\u{26FA}\u{FE0F}", "Camping"),
            (.recents, "\u{231A}\u{FE0F}", "Apple Watch"),
            (.recents, "\u{1F4AF}", "Best"),
            (.recents, "\u{2705}", "LGTM"),
            (.smileys, "\u{1F600}", "Happy"),
            (.smileys, "\u{1F602}", "Laughing"),
            (.smileys, "\u{1F923}", "Rolling on the floor laughing"),
            (.nature, "\u{1F98A}", "Fox"),
            (.nature, "\u{1F41D}", "Bee"),
            (.nature, "\u{1F422}", "Turtle"),
            (.food, "\u{1F943}", "Whiskey"),
            (.food, "\u{1F34E}", "Apple"),
            (.food, "\u{1F351}", "Peach"),
            (.activities, "\u{1F3C8}", "Football"),
            (.activities, "\u{1F6B4}\u{200D}\u{2640}\u{FE0F}", "Cycling"),
            (.activities, "\u{1F3A4}", "Singing"),
            (.travel, "\u{1F3D4}", "Mountains"),
            (.travel, "\u{26FA}\u{FE0F}", "Camping"),
            (.travel, "\u{1F3D6}", "Beach"),
            (.objects, "\u{1F5A5}", "iMac"),
            (.objects, "\u{231A}\u{FE0F}", "Apple Watch"),
            (.objects, "\u{1F4F1}", "iPhone"),
            (.symbols, "\u{2764}\u{FE0F}", "Love"),
            (.symbols, "\u{262E}\u{FE0F}", "Peace"),
            (.symbols, "\u{1F4AF}", "Best"),
        ]
        return table.enumerated().map { index, row in
            Emoji(text: row.1, title: row.2, category: row.0, identifier: index)
        }
    }()
}
