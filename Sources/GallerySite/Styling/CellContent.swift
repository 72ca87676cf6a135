/// What one cell shows: its text and its design.
public struct CellContent: Sendable, Hashable {
    /// The label's text, as the sample formats it.
    public let text: String
    /// How the cell is drawn.
    public let design: CellDesign

    /// A cell showing `text` drawn as `design`.
    public init(text: String, design: CellDesign) {
        self.text = text
        self.design = design
    }
}
