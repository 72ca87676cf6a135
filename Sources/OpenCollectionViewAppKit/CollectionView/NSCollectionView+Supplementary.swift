import CollectionDiagnostics
import Foundation
internal import OpenCollectionView

// Supplementary views — a header's, a footer's, a badge's — made from a registered class or nib, recycled as items
// are, drawn in a UIKit supplementary view of the backing.
//
// Difference from AppKit: a class registered for supplementary views is made with `init?(coder:)` (Swift makes an
// object from its class only through a required initializer, and that is NSView's), with a coder that holds nothing;
// AppKit calls `init(frame:)`. A class whose `init?(coder:)` makes nothing is reported and an empty view is used.
extension NSCollectionView {
    /// Registers `viewClass` (a subclass of `NSView`) to make the supplementary views of `kind` and `identifier`
    /// with; `nil` removes the registration.
    public func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind kind: SupplementaryElementKind,
        withIdentifier identifier: NSUserInterfaceItemIdentifier
    ) {
        let key = SupplementaryKey(kind: kind, identifier: identifier)
        guard let viewClass else {
            supplementarySources[key] = nil
            return
        }
        guard let viewType = viewClass as? NSView.Type else {
            Diagnostics.report(.error(
                "register(_:forSupplementaryViewOfKind:withIdentifier:)",
                "\(viewClass) is not a subclass of NSView (kind \(kind), identifier \(identifier.rawValue))"))
            return
        }
        register(.viewClass(viewType), for: key)
    }

    /// Registers `nib` to make the supplementary views of `kind` and `identifier` from: its top-level view; `nil`
    /// removes the registration.
    public func register(
        _ nib: NSNib?, forSupplementaryViewOfKind kind: SupplementaryElementKind,
        withIdentifier identifier: NSUserInterfaceItemIdentifier
    ) {
        let key = SupplementaryKey(kind: kind, identifier: identifier)
        guard let nib else {
            supplementarySources[key] = nil
            return
        }
        register(.nib(nib), for: key)
    }

    private func register(_ source: SupplementarySource, for key: SupplementaryKey) {
        supplementarySources[key] = source
        collection.register(
            SupplementaryHostView.self, forSupplementaryViewOfKind: key.kind, withReuseIdentifier: key.reuseIdentifier)
    }

    /// A recycled supplementary view of `kind` and `identifier` (reset with `prepareForReuse()` when it is an
    /// `NSCollectionViewElement`), or a new one made as registered, for `indexPath`. Call it from the data source.
    public func makeSupplementaryView(
        ofKind elementKind: SupplementaryElementKind, withIdentifier identifier: NSUserInterfaceItemIdentifier,
        for indexPath: IndexPath
    ) -> NSView {
        let key = SupplementaryKey(kind: elementKind, identifier: identifier)
        guard let source = supplementarySources[key] else {
            return emptySupplementary("could not make a view of kind \(elementKind) with identifier "
                + "\(identifier.rawValue): register a class or a nib for it first")
        }
        let reusable = collection.dequeueReusableSupplementaryView(
            ofKind: elementKind, withReuseIdentifier: key.reuseIdentifier, for: indexPath)
        let host = reusable as! SupplementaryHostView
        let view: NSView
        if let made = host.element {
            view = made
        } else {
            switch source {
            case .viewClass(let viewType):
                guard let made = viewType.init(coder: NibCoder()) else {
                    return emptySupplementary("\(viewType) made no view from init?(coder:)")
                }
                view = made
            case .nib(let nib):
                guard let made = nib.instantiate(withOwner: nil).lazy.compactMap({ $0 as? NSView }).first else {
                    return emptySupplementary("the nib \(nib.document.name) registered for \(elementKind) holds no view")
                }
                view = made
            }
            host.host(view)
        }
        madeSupplementaryHost = host
        return view
    }

    /// An empty view, for a request that cannot be met (reported with `message`).
    private func emptySupplementary(_ message: String) -> NSView {
        Diagnostics.report(.error("makeSupplementaryView(ofKind:withIdentifier:for:)", message + "; an empty view is used"))
        return NSView(frame: .zero)
    }

    /// The supplementary view of `elementKind` shown at `indexPath`, or `nil` when it is not in view.
    public func supplementaryView(
        forElementKind elementKind: SupplementaryElementKind, at indexPath: IndexPath
    ) -> (NSView & NSCollectionViewElement)? {
        (collection.supplementaryView(forElementKind: elementKind, at: indexPath) as? SupplementaryHostView)?.element
            as? (NSView & NSCollectionViewElement)
    }

    /// The backing view `view` is drawn in: it must come from `makeSupplementaryView(ofKind:withIdentifier:for:)`.
    func hostView(forSupplementary view: NSView) -> UICollectionReusableView {
        defer { madeSupplementaryHost = nil }
        if let host = view.supplementaryHost { return host }
        Diagnostics.report(.error(
            "NSCollectionView",
            "the data source returned a supplementary view that makeSupplementaryView(ofKind:withIdentifier:for:) did "
                + "not make: it is not shown"))
        return SupplementaryHostView(frame: .zero)
    }
}

/// A supplementary kind and identifier a collection view registers views for.
struct SupplementaryKey: Hashable {
    let kind: String
    let identifier: NSUserInterfaceItemIdentifier

    /// The backing's reuse identifier for these views.
    var reuseIdentifier: String { "NSCollectionViewSupplementary." + identifier.rawValue }
}

/// How a collection view makes the supplementary views of a kind and identifier.
enum SupplementarySource {
    case viewClass(NSView.Type)
    case nib(NSNib)
}

/// The UIKit supplementary view an AppKit one is drawn in: the AppKit view fills it, and its frame is the host's.
final class SupplementaryHostView: UICollectionReusableView {
    /// The AppKit view shown; made once, kept while the host is recycled.
    private(set) var element: NSView?

    override var frame: CGRect {
        didSet { placeElement() }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        placeElement()
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        (element as? NSCollectionViewElement)?.prepareForReuse()
    }

    /// Shows `view`, filling the host.
    func host(_ view: NSView) {
        element = view
        view.supplementaryHost = self
        addSubview(view.backing)
        placeElement()
    }

    private func placeElement() {
        element?.placeAsElement(frame: frame, backingFrame: bounds)
    }
}
