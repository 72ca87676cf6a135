import OpenCollectionView

/// What a drawing of a window needs besides its render tree: where links go, for pages that have no live host behind
/// them (a static page links the menu's rows to the examples' pages).
public struct DrawingContext {
    /// The address an element of the collection view with a host identity links to, or `nil` for none.
    public typealias ElementLink = (_ collectionView: String, _ element: RenderElement) -> String?

    public var elementLink: ElementLink?

    /// A context that links nothing, for a live page.
    public init(elementLink: ElementLink? = nil) {
        self.elementLink = elementLink
    }

    /// The collection view whose elements are being drawn.
    var collectionViewIdentity: String = ""
}
