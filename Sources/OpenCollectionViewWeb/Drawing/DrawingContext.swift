import OpenCollectionView

/// What a drawing of a window needs besides its render tree: where links go, for pages that have no live host behind
/// them (a static page links the menu's rows to the examples' pages), and whether collection views are drawn whole.
public struct DrawingContext {
    /// The address an element of the collection view with a host identity links to, or `nil` for none.
    public typealias ElementLink = (_ collectionView: String, _ element: RenderElement) -> String?

    public var elementLink: ElementLink?
    /// Whether collection views are drawn with their elements (a static page) or empty, their elements coming as
    /// patches of their own (a live page).
    public var drawsCollectionViewElements: Bool

    public init(elementLink: ElementLink? = nil, drawsCollectionViewElements: Bool = true) {
        self.elementLink = elementLink
        self.drawsCollectionViewElements = drawsCollectionViewElements
    }

    /// The collection view whose elements are being drawn.
    var collectionViewIdentity: String = ""
}
