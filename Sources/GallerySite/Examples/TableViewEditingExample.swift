import OpenCollectionView

/// Diffable Data Source › UITableView: Editing (spec sample-gallery.md §3.18): mountains in two titled sections,
/// Visited and Bucket List, that a person edits — deleting rows and moving them within and across sections.
///
/// The sample's screen is a `UITableView`, which OpenCollectionView does not provide: the page builds the same
/// screen as an inset-grouped list collection view (`TableViewEditingScreen`) and draws its render tree — as it
/// opens, in each viewport; then on the phone in editing mode (`isEditing = true`, the sample's Edit button), with
/// delete controls and reorder handles; then after a tap on a row's delete control, its Delete action revealed.
public struct TableViewEditingExample: RenderTreeExample {
    public let menuTitle = "UITableView: Editing"
    public let navigationTitle = "UITableView: Editing"
    public let slug = "uitableview-editing"
    public let backgroundColor = GalleryColor.systemGroupedBackground

    /// The frame in editing mode.
    public static let editingFrameName = "phone-editing"
    /// The frame with a row's Delete action revealed.
    public static let deleteFrameName = "phone-delete"

    /// Visited (4 mountains), then Bucket List (4), by their lines in the mountain list.
    public var itemIdentifiers: [[Int]] {
        [Array(4..<8), Array(0..<4)]
    }

    /// The example as the sample shows it.
    public init() {}

    public func makeLayout() -> UICollectionViewCompositionalLayout {
        TableViewEditingScreen.createLayout()
    }

    public var pageNote: String? {
        "The sample's screen is a UITableView (inset grouped) with a table diffable data source, which OpenCollectionView "
            + "does not provide; this page builds the same screen with an inset-grouped list collection view: section "
            + "titles are list header and footer supplementary views, and the table's editing controls are the list "
            + "cell's delete and reorder accessories."
    }

    public func renderTreeFrames(viewports: [Viewport]) -> [RenderTreeFrame] {
        var frames = viewports.map { viewport in
            let screen = TableViewEditingScreen(viewport: viewport)
            return withExtendedLifetime(screen) {
                RenderTreeFrame(capturing: screen.collectionView, in: viewport, barButtonTitle: "Edit", background: backgroundColor)
            }
        }
        let phone = viewports.first { $0 == .phone } ?? .phone
        let screen = TableViewEditingScreen(viewport: phone)
        screen.collectionView.isEditing = true
        frames.append(RenderTreeFrame(
            capturing: screen.collectionView, in: phone, name: Self.editingFrameName, state: "Editing",
            barButtonTitle: "Done", background: backgroundColor))
        screen.collectionView.handle(.tapAccessory("delete", item: IndexPath(item: 1, section: 0)))
        frames.append(withExtendedLifetime(screen) {
            RenderTreeFrame(
                capturing: screen.collectionView, in: phone, name: Self.deleteFrameName,
                state: "Editing, after a tap on Cho Oyu's delete control", barButtonTitle: "Done", background: backgroundColor)
        })
        return frames
    }
}
