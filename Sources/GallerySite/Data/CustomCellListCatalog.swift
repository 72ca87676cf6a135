/// The nine items of List with Custom Cells (spec sample-gallery.md §4.6): things in three categories, each with a
/// symbol and a sentence describing it.
enum CustomCellListCatalog {
    /// What an item is about; each category has a symbol of its own.
    enum Category: CaseIterable, Sendable {
        case music, transportation, weather

        var name: String {
            switch self {
            case .music: "Music"
            case .transportation: "Transportation"
            case .weather: "Weather"
            }
        }

        var symbolName: String {
            switch self {
            case .music: "music.mic"
            case .transportation: "car"
            case .weather: "cloud.rain"
            }
        }
    }

    /// One row: a thing, its symbol and its description.
    struct Item: Hashable, Sendable, CustomStringConvertible {
        let category: Category
        let symbolName: String
        let title: String
        let summary: String
        /// Stands for the sample's UUID: unique per item, the same on every run.
        let identifier: Int

        var description: String { "\(identifier) \(title)" }
    }

    /// The items in the sample's order.
    static let items: [Item] = [
        (Category.music, "headphones", "Headphones",
         "A portable pair of earphones that are used to listen to music and other forms of audio."),
        (.music, "hifispeaker.fill", "Loudspeaker",
         "A device used to reproduce sound by converting electrical impulses into audio waves."),
        (.transportation, "airplane", "Plane", "A commercial airliner used for long distance travel."),
        (.transportation, "tram.fill", "Tram", "A trolley car used as public transport in cities."),
        (.transportation, "car.fill", "Car",
         "A personal vehicle with four wheels that is able to carry a small number of people."),
        (.weather, "hurricane", "Hurricane", "A tropical cyclone in the Caribbean with violent wind."),
        (.weather, "tornado", "Tornado",
         "A destructive vortex of swirling violent winds that advances beneath a large storm system."),
        (.weather, "tropicalstorm", "Tropical Storm",
         "A localized, intense low-pressure system, forming over tropical oceans."),
        (.weather, "snow", "Snow", "Atmospheric water vapor frozen into ice crystals falling in light flakes."),
    ].enumerated().map { index, entry in
        Item(category: entry.0, symbolName: entry.1, title: entry.2, summary: entry.3, identifier: index)
    }
}
