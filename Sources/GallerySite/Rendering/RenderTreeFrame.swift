import OpenCollectionView

/// One device frame of a page drawn from render trees: a collection view's whole content as `CapturedContent`
/// gathered it, with the name and caption the page gives the state it shows.
public struct RenderTreeFrame: Sendable {
    /// What the collection view shows.
    public let content: CapturedContent
    /// The frame's `data-viewport` attribute: lowercase letters, digits and hyphens (`phone`, `phone-expanded`).
    public let name: String
    /// The line above the device.
    public let caption: String
    /// The title of a bar button at the trailing end of the navigation bar, such as "Edit"; `nil` for none.
    public let barButtonTitle: String?
    /// The SF Symbol of a bar button when it shows an image rather than a title; `nil` for none.
    public let barButtonSymbol: String?
    /// HTML drawn between the navigation bar and the collection view; empty for none.
    public let accessoryHTML: String
    /// The collection view's background when it has no colour of its own (a list's appearance decides it).
    public let background: GalleryColor

    /// Captures `collectionView`, laid out in `viewport`, as a frame named `name` (the viewport's name by default),
    /// captioned with `state` (when given) and the viewport's sizes.
    @MainActor
    public init(
        capturing collectionView: UICollectionView, in viewport: Viewport, name: String? = nil, state: String? = nil,
        barButtonTitle: String? = nil, barButtonSymbol: String? = nil, accessoryHTML: String = "",
        background: GalleryColor = .systemBackground
    ) {
        content = CapturedContent.capture(collectionView, viewport: viewport)
        self.name = name ?? viewport.name
        let sizes = ExamplePageRenderer.viewportCaption(viewport, contentSize: content.contentSize)
        caption = state.map { "\($0) · \(sizes)" } ?? sizes
        self.barButtonTitle = barButtonTitle
        self.barButtonSymbol = barButtonSymbol
        self.accessoryHTML = accessoryHTML
        self.background = background
    }
}
