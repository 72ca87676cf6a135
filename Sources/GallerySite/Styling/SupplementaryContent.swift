/// What one supplementary view shows: its text, its design, and whether the view is hidden.
public struct SupplementaryContent: Sendable, Hashable {
    /// The sample's supplementary view classes (spec §2.2).
    public enum Design: Sendable, Hashable {
        /// `TitleSupplementaryView`: a title3 label inset 10 pt. `isBoxed` gives it the light-grey fill and the
        /// 1 pt black border of the headers and footers examples; elsewhere it has no background.
        case titleSupplementaryView(isBoxed: Bool)
        /// `BadgeSupplementaryView`: a green circle with a 1 pt black border and a centred body label.
        case badgeSupplementaryView
    }

    /// The label's text.
    public let text: String
    /// How the view is drawn.
    public let design: Design
    /// Whether the configured view is hidden (a badge with a count of 0). The layout still places it.
    public let isHidden: Bool

    /// A supplementary view showing `text` drawn as `design`, hidden when `isHidden`.
    public init(text: String, design: Design, isHidden: Bool = false) {
        self.text = text
        self.design = design
        self.isHidden = isHidden
    }
}
