/// How the gallery draws a decoration view.
public enum DecorationDesign: Sendable, Hashable {
    /// The sample's `SectionBackgroundDecorationView`: a translucent light-grey panel with a 1 pt black border
    /// and 12 pt corners.
    case sectionBackground
    /// A list separator: a hairline of the separator colour filling the frame the list layout gives it.
    case listSeparator
}
