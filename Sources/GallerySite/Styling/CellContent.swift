/// What one cell shows: its texts and its design.
public struct CellContent: Sendable, Hashable {
    /// The main label's text, as the sample formats it.
    public let text: String
    /// A second line under the main label: a video's category, a news item's date. `nil` when the design has none.
    public let secondaryText: String?
    /// A longer, wrapping text below the others: a news item's body. `nil` when the design has none.
    public let bodyText: String?
    /// How the cell is drawn.
    public let design: CellDesign

    /// A cell showing `text` (and, for designs with more labels, `secondaryText` and `bodyText`) drawn as `design`.
    public init(text: String, secondaryText: String? = nil, bodyText: String? = nil, design: CellDesign) {
        self.text = text
        self.secondaryText = secondaryText
        self.bodyText = bodyText
        self.design = design
    }
}
