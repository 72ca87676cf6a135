import OpenCollectionView

/// What a drawing of a window needs besides its render tree: where links go, for pages that have no live host behind
/// them (a static page links the menu's rows to the examples' pages), whether collection views are drawn whole, and
/// the traits colours are resolved with.
public struct DrawingContext {
    /// The address an element of the collection view with a host identity links to, or `nil` for none.
    public typealias ElementLink = (_ collectionView: String, _ element: RenderElement) -> String?

    /// The address an image's bytes are drawn from (an `<img>`'s `src`), given its file.
    public typealias ImageAddress = (_ file: ImageFile) -> String

    /// Gives the address each element links to; `nil` draws no links.
    public var elementLink: ElementLink?
    /// Whether collection views are drawn with their elements (a static page) or empty, their elements coming as
    /// patches of their own (a live page).
    public var drawsCollectionViewElements: Bool

    /// The traits every colour is drawn with (`UIColor.resolvedColor(with:)`): system colours and dynamic colours
    /// take their value for its appearance and contrast. `WindowHTML` draws with the window's own traits
    /// (`WindowRenderTree.traitCollection`) whatever this says; what draws parts of a window on their own (a live
    /// session's collection-view patches) sets the window's here. Unspecified traits draw light, normal-contrast
    /// values.
    public var traitCollection: UITraitCollection
    /// Gives the address each drawn image's bytes are fetched from. By default `DrawingContext.liveImageAddress`:
    /// registered with `ImageRegistry.shared` and served by a live host at `/ocv/images/<hash>.<ext>`. A static page
    /// writes the files beside it and gives relative addresses (`images/<hash>.<ext>`).
    public var imageAddress: ImageAddress

    /// A context with the given link provider, traits and image addresses; by default no links, collection views
    /// drawn whole, unspecified traits, and images served by a live host.
    public init(
        elementLink: ElementLink? = nil, drawsCollectionViewElements: Bool = true,
        traitCollection: UITraitCollection = UITraitCollection(), imageAddress: @escaping ImageAddress = liveImageAddress
    ) {
        self.elementLink = elementLink
        self.drawsCollectionViewElements = drawsCollectionViewElements
        self.traitCollection = traitCollection
        self.imageAddress = imageAddress
    }

    /// Registers `file` with `ImageRegistry.shared` and returns the address a live host serves it at.
    public static func liveImageAddress(_ file: ImageFile) -> String {
        ImageRegistry.shared.register(file)
        return file.livePath
    }

    /// Whether a focused search field is drawn without its text: a live page's patches leave a field being typed in to
    /// the page, which already shows what was typed (its first frame carried the text), so that a keystroke changes
    /// nothing in the skeleton and the page has none to parse again.
    var leavesFocusedFieldsToThePage = false
    /// The collection view whose elements are being drawn.
    var collectionViewIdentity: String = ""
    /// Whether the views being drawn are inside a collection view's element, where a person's input is the element's
    /// (or a control's, by its identity): a view that draws nothing of its own needs no box there (`NodeHTML`).
    var isInsideElement = false
    /// The name of the controls drawn inside the element being drawn that have none of their own: the element's first
    /// text, as VoiceOver reads a cell's switch with the cell's label.
    var controlName: String?
}
