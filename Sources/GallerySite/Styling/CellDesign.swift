import Foundation

/// How the gallery draws one cell: which of the sample's cell classes it stands for and how that
/// example's registration configures it (spec §2.2).
public enum CellDesign: Sendable, Hashable {
    /// The sample's `TextCell`: a cornflower-blue tile with a 1 pt black border and a centred title1
    /// label inset 10 pt. The registrations differ only in the corner radius (0 or 8).
    case textCell(cornerRadius: CGFloat)
    /// The sample's `ListCell`: a body label inset 10 pt, a chevron on the trailing side and a 0.5 pt
    /// light-grey separator along the bottom, inset 10 pt at both ends. No fill.
    case listCell
    /// A `ListCell` whose separator is hidden, as Section Background Decoration does for the last cell of
    /// each section.
    case listCellWithoutSeparator
    /// The sample's `LabelCell` (Mountains Search): a body label inset 10 pt at the leading and trailing
    /// edges, vertically centred, inside a 1 pt system-grey-2 border. No fill, no corner radius.
    case labelCell
    /// A plain cell filled with one colour and showing no text (Insertion Sort Visualization's nodes).
    case colorSwatch(GalleryColor)
    /// The sample's `ConferenceVideoCell`: a cornflower-blue thumbnail placeholder (1 pt black border,
    /// radius 4) over the title (caption1, one line, 10 pt below) and the category (caption2, placeholder
    /// colour) at the bottom. The title is the content's `text`, the category its `secondaryText`.
    case conferenceVideoCell
    /// The sample's `ConferenceNewsFeedCell`: title (title2), date (caption2) and body (body) stacked with
    /// standard spacing, then a 1 pt placeholder-coloured separator 20 pt below the body, hidden on the last
    /// item. The date is the content's `secondaryText`, the body its `bodyText`. Its height is its content's.
    case conferenceNewsFeedCell(showsSeparator: Bool)
    /// A photo of the Waterfall example: a tile of one colour with rounded corners standing in for the picture,
    /// its caption (the content's `text`) along the bottom. Its height is the one self-sizing measured.
    case photoTile(color: GalleryColor)
}
