import OpenCollectionView

/// An example whose page draws what OpenCollectionView's collection view shows, as its render tree gives it
/// (`UICollectionView.renderTree()`), rather than the gallery's own cell designs.
///
/// Such an example builds its screen as the sample's view controller does — a layout, cell registrations with
/// list cells, content and background configurations and accessories, a diffable data source, the first
/// snapshot — and may then act on it as a person would (`UICollectionView.handle(_:)`: a tap, a swipe, editing)
/// to show more states, one device frame each.
@MainActor
public protocol RenderTreeExample: GalleryExample {
    /// The page's device frames for `viewports`, in page order.
    func renderTreeFrames(viewports: [Viewport]) -> [RenderTreeFrame]
}

extension RenderTreeExample {
    /// Render-tree pages draw cells from their views; this description is never drawn.
    public func cellContent(for itemIdentifier: Int, at indexPath: IndexPath) -> CellContent {
        CellContent(text: "\(itemIdentifier)", design: .labelCell)
    }

    /// The page: the example's counts and note above its frames.
    public func renderPage(viewports: [Viewport]) -> String {
        let itemCount = itemIdentifiers.reduce(0) { $0 + $1.count }
        let sectionCount = itemIdentifiers.count
        var note = "\(itemCount) items in \(sectionCount) \(sectionCount == 1 ? "section" : "sections"), drawn from the "
            + "render tree of OpenCollectionView's collection view: its cells, their content and background "
            + "configurations and accessories, as the sample configures them."
        if let pageNote { note += " " + HTMLEscaping.escape(pageNote) }
        return ExamplePageRenderer.page(
            for: self, noteHTML: note, frames: renderTreeFrames(viewports: viewports).map(ExamplePageRenderer.DeviceFrame.init))
    }
}
