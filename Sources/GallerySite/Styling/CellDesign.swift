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
    /// The sample's `LabelCell` (Mountains Search): a body label inset 10 pt at the leading and trailing
    /// edges, vertically centred, inside a 1 pt system-grey-2 border. No fill, no corner radius.
    case labelCell
    /// A plain cell filled with one colour and showing no text (Insertion Sort Visualization's nodes).
    case colorSwatch(GalleryColor)
}
