import CompositionalLayoutEngine
import Foundation

extension UICollectionView {
    /// The kind of view an element is shown with (UIKit: `UICollectionView.ElementCategory`).
    public enum ElementCategory: UInt, Sendable, Hashable {
        /// A cell, showing an item.
        case cell
        /// A supplementary view, such as a header or footer, that the data source supplies.
        case supplementaryView
        /// A decoration view, such as a section background, that the layout supplies.
        case decorationView
    }

    /// The element kind of section headers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The element kind of section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}

/// Where and how one element of a collection view is shown (UIKit: `UICollectionViewLayoutAttributes`).
///
/// Queries hand out fresh attributes each time, so changing one never changes what the layout
/// stores (UIKit hands out cached ones and warns when they are modified).
///
/// A layout of your own may hand out a subclass with attributes of its own (`UICollectionViewLayout`'s
/// `layoutAttributesClass`): make it with `init(forCellWith:)` and the other factory initializers, override
/// `copy(with:)` to copy what it adds and `isEqual(_:)` to compare it; the collection view copies attributes with
/// `copy(with:)`, and gives views the subclass in `apply(_:)`.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: CustomStringConvertible {
    // The designated initializer sets every stored property once, without setters: queries create one of these per
    // visible element. The stored properties are plain values read and written whole (the framework never passes
    // them `inout` across a call that could touch them again), so they go without Swift's run-time exclusivity checks:
    // those took an eleventh of a scroll's answer, nearly half of it here (a pass reads each element's attributes many
    // times). An app that overlaps two accesses to one of them is no longer stopped by a trap.

    /// The element's rectangle in the collection view's content. Setting it changes `center` and `size`.
    @exclusivity(unchecked) open var frame: CGRect
    /// Where the element stacks among overlapping ones: higher is drawn above and wins hit tests.
    @exclusivity(unchecked) open var zIndex: Int
    /// The opacity the element's view is given.
    @exclusivity(unchecked) open var alpha: CGFloat
    /// Whether the element's view is hidden; hidden cells are also skipped by hit tests.
    @exclusivity(unchecked) open var isHidden: Bool
    /// The affine transform the element's view is given. Setting it sets `transform3D` to its 3-D form.
    open var transform: CGAffineTransform {
        get { storedTransform }
        set {
            storedTransform = newValue
            storedTransform3D = nil
        }
    }
    /// The 3-D transform the element's view is given: `transform`'s 3-D form unless set. Setting it sets `transform`
    /// to its affine part, which is what hosts draw.
    open var transform3D: CATransform3D {
        get { storedTransform3D?.transform ?? CATransform3DMakeAffineTransform(storedTransform) }
        set {
            storedTransform3D = Transform3DBox(transform: newValue)
            storedTransform = CATransform3DGetAffineTransform(newValue)
        }
    }
    @exclusivity(unchecked) private var storedTransform: CGAffineTransform
    /// A 3-D transform set as such; `nil` while the transform is affine (set through `transform`). Out of line: its
    /// 128 bytes would be 40 % of attributes that hardly ever have one.
    @exclusivity(unchecked) private var storedTransform3D: Transform3DBox?
    /// The position of the element's item, or of the supplementary or decoration element, in the data.
    @exclusivity(unchecked) open var indexPath: IndexPath
    /// Whether the element is a cell, a supplementary view or a decoration view.
    @exclusivity(unchecked) public private(set) var representedElementCategory: UICollectionView.ElementCategory
    /// The supplementary or decoration kind; `nil` for cells.
    @exclusivity(unchecked) public private(set) var representedElementKind: String?
    /// The axes along which the layout estimated the element's size, so the ones its view fits when it sizes
    /// itself; `nil` when the layout doesn't say (the view then fits its height at the width). The compositional
    /// layout sets it from the element's `.estimated` dimensions. UIKit has no such public property.
    @exclusivity(unchecked) var selfSizingAxes: EstimatedAxes?

    /// The centre of `frame`.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The size of `frame`; changing it keeps `center` where it is.
    open var size: CGSize {
        get { frame.size }
        set {
            let center = self.center
            frame = CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                           width: newValue.width, height: newValue.height)
        }
    }

    /// The element's own coordinate space: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }

    /// Attributes of the cell at the first index path, at the origin with no size: what the factory initializers
    /// start from, and what a subclass's own initializers call.
    public init() {
        indexPath = IndexPath(item: 0, section: 0)
        frame = .zero
        zIndex = 0
        alpha = 1
        isHidden = false
        storedTransform = .identity
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// Attributes of the cell at `indexPath`.
    public required convenience init(forCellWith indexPath: IndexPath) {
        self.init(.cell, kind: nil, indexPath: indexPath, frame: .zero, zIndex: 0)
    }

    /// Attributes of a supplementary view of `elementKind` at `indexPath`.
    public required convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init(.supplementaryView, kind: elementKind, indexPath: indexPath, frame: .zero, zIndex: 0)
    }

    /// Attributes of a decoration view of `decorationViewKind` at `indexPath`.
    public required convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init(.decorationView, kind: decorationViewKind, indexPath: indexPath, frame: .zero, zIndex: 0)
    }

    /// Attributes of an element, placed: what compositional layout queries hand out.
    convenience init(_ category: UICollectionView.ElementCategory, kind: String?, indexPath: IndexPath, frame: CGRect, zIndex: Int) {
        self.init()
        self.indexPath = indexPath
        self.frame = frame
        self.zIndex = zIndex
        representedElementCategory = category
        representedElementKind = kind
    }

    /// A copy of the attributes, of the same class (UIKit: `NSCopying`'s method, which subclasses override to copy
    /// what they add, starting from `super.copy(with: zone)`). The collection view copies attributes with it.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy: UICollectionViewLayoutAttributes
        switch representedElementCategory {
        case .cell: copy = Self(forCellWith: indexPath)
        case .supplementaryView: copy = Self(forSupplementaryViewOfKind: representedElementKind ?? "", with: indexPath)
        case .decorationView: copy = Self(forDecorationViewOfKind: representedElementKind ?? "", with: indexPath)
        }
        copy.frame = frame
        copy.zIndex = zIndex
        copy.alpha = alpha
        copy.isHidden = isHidden
        copy.storedTransform = storedTransform
        copy.storedTransform3D = storedTransform3D
        copy.selfSizingAxes = selfSizingAxes
        return copy
    }

    /// A copy of the attributes: `copy(with: nil)`.
    public func copy() -> Any {
        copy(with: nil)
    }

    /// Whether `object` describes the same element shown the same way (subclasses compare what they add, and
    /// `super`'s answer). The collection view gives a view attributes again (`apply(_:)`) only when they are not
    /// equal to those it last gave it.
    open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return hasEqualProperties(other)
    }

    /// `isEqual(_:)` for a layout pass, which asks it of every element shown: attributes of this class itself are
    /// compared directly rather than passed as `Any?` and cast back; a subclass's, which may compare more, by its
    /// `isEqual(_:)`.
    final func isEqualAsShown(_ other: UICollectionViewLayoutAttributes) -> Bool {
        guard type(of: self) == UICollectionViewLayoutAttributes.self, type(of: other) == UICollectionViewLayoutAttributes.self
        else { return isEqual(other) }
        return hasEqualProperties(other)
    }

    /// Whether `other` has every property `isEqual(_:)` compares equal.
    private func hasEqualProperties(_ other: UICollectionViewLayoutAttributes) -> Bool {
        indexPath == other.indexPath && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind && frame == other.frame
            && zIndex == other.zIndex && alpha == other.alpha && isHidden == other.isHidden
            && hasEqualTransform(other)
    }

    /// Whether `other` has the same 3-D transform: compared as stored, so that two affine transforms (the usual case)
    /// are not made 3-D first — `apply(_:)` compares every shown element's attributes on every layout pass.
    private func hasEqualTransform(_ other: UICollectionViewLayoutAttributes) -> Bool {
        switch (storedTransform3D, other.storedTransform3D) {
        case (nil, nil): storedTransform == other.storedTransform
        case (let box?, let otherBox?): box === otherBox || box.transform == otherBox.transform
        default: transform3D == other.transform3D
        }
    }

    /// A number equal attributes share (UIKit: `NSObject.hash`): from the element's index path, category and kind,
    /// which `isEqual(_:)` compares. A subclass that compares more may leave it as it is.
    open var hash: Int {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(representedElementCategory)
        hasher.combine(representedElementKind)
        return hasher.finalize()
    }

    nonisolated public var description: String {
        MainActor.assumeIsolated {
            let kind = representedElementKind.map { "kind: \($0); " } ?? ""
            return "<UICollectionViewLayoutAttributes: \(kind)indexPath: \(indexPath); frame = \(frame); "
                + "zIndex = \(zIndex)>"
        }
    }
}

// UIKit's attributes are `NSObject`s: `==` and hashing follow `isEqual(_:)` and `hash`, which subclasses override.
extension UICollectionViewLayoutAttributes: Hashable {
    /// Whether the attributes are equal as `isEqual(_:)` says.
    nonisolated public static func == (lhs: UICollectionViewLayoutAttributes, rhs: UICollectionViewLayoutAttributes) -> Bool {
        MainActor.assumeIsolated { lhs.isEqual(rhs) }
    }

    /// Hashes `hash`.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(MainActor.assumeIsolated { hash })
    }
}

/// A 3-D transform out of line (`UICollectionViewLayoutAttributes.transform3D`); never changed once made, so copies of
/// attributes share it.
private final class Transform3DBox {
    let transform: CATransform3D

    init(transform: CATransform3D) {
        self.transform = transform
    }
}
