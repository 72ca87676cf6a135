import CollectionDiagnostics
import Foundation
internal import OpenCollectionView
internal import OpenUIKit

/// AppKit's collection view: items made from registered classes, placed by a layout, fed by a data source (most
/// often `NSCollectionViewDiffableDataSource`), selected by clicks as AppKit selects them.
///
/// It is drawn through UIKit's collection view of this package, so its layouts give UIKit's frames and every host
/// that draws UIKit's collection views draws it. Its coordinates are flipped (`isFlipped`): y grows downwards from
/// the top of the content, and an item's `view.frame` is its frame there.
///
/// Differences from AppKit: drag and drop and keyboard selection are not available yet.
@preconcurrency @MainActor
open class NSCollectionView: NSView {
    override class func makeBacking() -> UIView {
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        // Selection follows AppKit's rules (NSCollectionView+Selection.swift): a host's touches come to the
        // collection view as clicks (`CollectionTouchRouting`), never to UIKit's selection.
        collection.backgroundColor = NSColor.controlBackgroundColor.uiColor
        return collection
    }

    /// The UIKit collection view that lays out and draws this one.
    var collection: UICollectionView { backing as! UICollectionView }

    /// How the items of each identifier are made: by class or from a nib.
    private var itemSources: [NSUserInterfaceItemIdentifier: ItemSource] = [:]
    private var dataSourceBridge: DataSourceBridge?
    /// The index paths of the selected items.
    var selection = Set<IndexPath>()
    /// The item a shift-click extends the selection from: the last one clicked.
    var selectionAnchor: IndexPath?
    /// The item the arrow keys move from: the last one clicked or reached.
    var selectionCursor: IndexPath?
    /// What the click in progress would change, shown by the items' highlight states until it ends.
    var pendingClick: PendingClick?
    /// Whether a person may select, and how much.
    var selectionRules = SelectionRules()
    /// The host of the item made last, kept until the data source hands that item back: nothing else holds a cell
    /// between its making and the collection view's taking it.
    var madeItemHost: ItemHostCell?
    /// How the supplementary views of each kind and identifier are made.
    var supplementarySources: [SupplementaryKey: SupplementarySource] = [:]
    /// The host of the supplementary view made last, kept until the data source hands that view back.
    var madeSupplementaryHost: SupplementaryHostView?

    public override init(frame frameRect: NSRect) {
        super.init(frame: frameRect)
        collection.touchRouter = self
    }

    /// A collection view decoded from an archive (a nib): at the zero rectangle until the nib gives it its frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        collection.touchRouter = self
    }

    /// A collection view's content grows downwards from its top left corner.
    open override var isFlipped: Bool { true }

    /// The kind of a supplementary view (a header's, a footer's, a badge's).
    public typealias SupplementaryElementKind = String

    /// The axis a layout scrolls along.
    public enum ScrollDirection: Int, Sendable, Hashable {
        /// The content scrolls up and down.
        case vertical = 0
        /// The content scrolls left and right.
        case horizontal = 1
    }

    /// Where an item comes to rest when the collection view scrolls to it.
    public struct ScrollPosition: OptionSet, Sendable, Hashable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The item's top edge meets the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item is centred vertically in the visible area.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom edge meets the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's top or bottom edge, whichever is nearer: the least scroll that shows the item.
        public static let nearestHorizontalEdge = ScrollPosition(rawValue: 1 << 9)
        /// The item's left edge meets the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item is centred horizontally in the visible area.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge meets the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
        /// The item's leading edge meets the leading edge of the visible area (taken as `left` here).
        public static let leadingEdge = ScrollPosition(rawValue: 1 << 6)
        /// The item's trailing edge meets the trailing edge of the visible area (taken as `right` here).
        public static let trailingEdge = ScrollPosition(rawValue: 1 << 7)
        /// The item's left or right edge, whichever is nearer: the least scroll that shows the item.
        public static let nearestVerticalEdge = ScrollPosition(rawValue: 1 << 8)

        /// UIKit's position for the same place.
        var uiKit: UICollectionView.ScrollPosition {
            var position: UICollectionView.ScrollPosition = []
            if contains(.top) { position.insert(.top) }
            if contains(.centeredVertically) { position.insert(.centeredVertically) }
            if contains(.bottom) { position.insert(.bottom) }
            if contains(.left) || contains(.leadingEdge) { position.insert(.left) }
            if contains(.centeredHorizontally) { position.insert(.centeredHorizontally) }
            if contains(.right) || contains(.trailingEdge) { position.insert(.right) }
            return position
        }
    }

    // MARK: Layout and data

    /// The layout that places the items; `nil` (nothing shown) until set.
    open var collectionViewLayout: NSCollectionViewLayout? {
        didSet {
            oldValue?.collectionView = nil
            guard let collectionViewLayout else {
                collection.collectionViewLayout = UICollectionViewFlowLayout()
                return
            }
            collectionViewLayout.collectionView = self
            if let backingLayout = collectionViewLayout.backingLayout {
                collection.collectionViewLayout = backingLayout
            } else {
                Diagnostics.report(.error(
                    "NSCollectionView.collectionViewLayout",
                    "\(type(of: collectionViewLayout)) is a layout of the app's own, which is not laid out yet: "
                        + "the collection view shows nothing"))
                collection.collectionViewLayout = UICollectionViewFlowLayout()
            }
        }
    }

    /// What the collection view shows.
    open weak var dataSource: (any NSCollectionViewDataSource)? {
        didSet {
            // A diffable data source feeds the backing itself; any other is asked through a bridge.
            if let dataSource, !(dataSource is any DiffableDataSourceFeeding) {
                let bridge = DataSourceBridge(dataSource: dataSource, collectionView: self)
                dataSourceBridge = bridge
                collection.dataSource = bridge
            } else {
                dataSourceBridge = nil
            }
            reloadData()
        }
    }

    /// What the collection view asks and tells about selection.
    open weak var delegate: (any NSCollectionViewDelegate)?

    /// The colours behind the items; the first fills the background. `controlBackgroundColor` by default.
    open var backgroundColors: [NSColor] = [.controlBackgroundColor] {
        didSet { collection.backgroundColor = backgroundColors.first?.uiColor }
    }

    /// Asks the data source for everything again.
    open func reloadData() {
        collection.reloadData()
    }

    /// How many sections the collection view shows.
    open var numberOfSections: Int { collection.numberOfSections }

    /// How many items `section` has.
    open func numberOfItems(inSection section: Int) -> Int {
        collection.numberOfItems(inSection: section)
    }

    /// Lays out the collection view's items now if anything changed: the layout prepares, and the items in view are
    /// made, placed and shown.
    open override func layoutSubtreeIfNeeded() {
        collection.layoutIfNeeded()
        super.layoutSubtreeIfNeeded()
    }

    // MARK: Items

    /// Registers `itemClass` (a subclass of `NSCollectionViewItem`) to make the items of `identifier` with; `nil`
    /// removes the registration.
    open func register(_ itemClass: AnyClass?, forItemWithIdentifier identifier: NSUserInterfaceItemIdentifier) {
        guard let itemClass else {
            itemSources[identifier] = nil
            return
        }
        guard let itemType = itemClass as? NSCollectionViewItem.Type else {
            Diagnostics.report(.error(
                "register(_:forItemWithIdentifier:)",
                "\(itemClass) is not a subclass of NSCollectionViewItem (identifier \(identifier.rawValue))"))
            return
        }
        register(.itemClass(itemType), for: identifier)
    }

    /// Registers `nib` to make the items of `identifier` from: its top-level `NSCollectionViewItem` (with its view);
    /// `nil` removes the registration.
    open func register(_ nib: NSNib?, forItemWithIdentifier identifier: NSUserInterfaceItemIdentifier) {
        guard let nib else {
            itemSources[identifier] = nil
            return
        }
        register(.nib(nib), for: identifier)
    }

    private func register(_ source: ItemSource, for identifier: NSUserInterfaceItemIdentifier) {
        itemSources[identifier] = source
        collection.register(ItemHostCell.self, forCellWithReuseIdentifier: Self.reuseIdentifier(identifier))
    }

    /// A recycled item of `identifier` (reset with `prepareForReuse()`), or a new one made as registered, for the
    /// item at `indexPath`; its `isSelected` says whether that item is selected. Call it from the data source.
    open func makeItem(
        withIdentifier identifier: NSUserInterfaceItemIdentifier, for indexPath: IndexPath
    ) -> NSCollectionViewItem {
        guard let source = itemSources[identifier] else {
            return emptyItem("could not make an item with identifier \(identifier.rawValue): register a class or a nib "
                + "for it first")
        }
        let cell = collection.dequeueReusableCell(withReuseIdentifier: Self.reuseIdentifier(identifier), for: indexPath)
        let host = cell as! ItemHostCell
        let item: NSCollectionViewItem
        if let made = host.item {
            item = made
        } else {
            switch source {
            case .itemClass(let itemType):
                item = itemType.init(nibName: nil, bundle: nil)
            case .nib(let nib):
                guard let fromNib = nib.instantiate(withOwner: nil).lazy.compactMap({ $0 as? NSCollectionViewItem }).first else {
                    return emptyItem("the nib \(nib.document.name) registered for \(identifier.rawValue) holds no "
                        + "collection view item")
                }
                item = fromNib
            }
            host.host(item)
        }
        item.collectionView = self
        item.isSelected = selection.contains(indexPath)
        madeItemHost = host
        return item
    }

    /// An item of an empty view, for a request that cannot be met (reported with `message`).
    private func emptyItem(_ message: String) -> NSCollectionViewItem {
        Diagnostics.report(.error("makeItem(withIdentifier:for:)", message + "; an empty item is used"))
        let item = NSCollectionViewItem(nibName: nil, bundle: nil)
        item.view = NSView(frame: .zero)
        return item
    }

    /// The backing's reuse identifier for the items of `identifier`.
    private static func reuseIdentifier(_ identifier: NSUserInterfaceItemIdentifier) -> String {
        "NSCollectionViewItem." + identifier.rawValue
    }

    /// The item shown at `indexPath`, or `nil` when it is not in view.
    open func item(at indexPath: IndexPath) -> NSCollectionViewItem? {
        (collection.cellForItem(at: indexPath) as? ItemHostCell)?.item
    }

    /// The index path of `item` while it is shown.
    open func indexPath(for item: NSCollectionViewItem) -> IndexPath? {
        guard let host = item.host else { return nil }
        return collection.indexPath(for: host)
    }

    /// The items in view.
    open func visibleItems() -> [NSCollectionViewItem] {
        collection.visibleCells.compactMap { ($0 as? ItemHostCell)?.item }
    }

    /// The index paths of the items in view.
    open func indexPathsForVisibleItems() -> Set<IndexPath> {
        Set(collection.indexPathsForVisibleItems)
    }

    /// Where the layout puts the item at `indexPath`; the zero rectangle when it has no such item.
    open func frameForItem(at indexPath: IndexPath) -> NSRect {
        layoutAttributesForItem(at: indexPath)?.frame ?? .zero
    }

    /// Where the layout puts the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> NSCollectionViewLayoutAttributes? {
        collection.layoutAttributesForItem(at: indexPath).map(NSCollectionViewLayoutAttributes.init)
    }

    /// Scrolls so that the items at `indexPaths` show at `scrollPosition` (the first of them, in index path order).
    open func scrollToItems(at indexPaths: Set<IndexPath>, scrollPosition: ScrollPosition) {
        guard let first = indexPaths.min() else { return }
        collection.scrollToItem(at: first, at: scrollPosition.uiKit, animated: false)
    }
}

/// How a collection view makes the items of an identifier.
enum ItemSource {
    case itemClass(NSCollectionViewItem.Type)
    case nib(NSNib)
}

/// A data source that feeds the collection view's backing itself (the diffable one).
@MainActor
protocol DiffableDataSourceFeeding: AnyObject {}

/// Asks an AppKit data source what the backing UIKit collection view shows.
final class DataSourceBridge: UICollectionViewDataSource {
    private weak var dataSource: (any NSCollectionViewDataSource)?
    private weak var collectionView: NSCollectionView?

    init(dataSource: any NSCollectionViewDataSource, collectionView: NSCollectionView) {
        self.dataSource = dataSource
        self.collectionView = collectionView
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        guard let owner = self.collectionView, let dataSource else { return 0 }
        return dataSource.numberOfSections(in: owner)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        guard let owner = self.collectionView, let dataSource else { return 0 }
        return dataSource.collectionView(owner, numberOfItemsInSection: section)
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let owner = self.collectionView, let dataSource else { return ItemHostCell(frame: .zero) }
        return owner.hostCell(for: dataSource.collectionView(owner, itemForRepresentedObjectAt: indexPath))
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        guard let owner = self.collectionView, let dataSource,
            let view = dataSource.collectionView(owner, viewForSupplementaryElementOfKind: kind, at: indexPath)
        else { return SupplementaryHostView(frame: .zero) }
        return owner.hostView(forSupplementary: view)
    }
}

extension NSCollectionView {
    /// The backing cell `item` is drawn in: it must come from `makeItem(withIdentifier:for:)`.
    func hostCell(for item: NSCollectionViewItem) -> UICollectionViewCell {
        defer { madeItemHost = nil }
        if let host = item.host { return host }
        Diagnostics.report(.error(
            "NSCollectionView",
            "the data source returned an item that makeItem(withIdentifier:for:) did not make: it is not shown"))
        return ItemHostCell(frame: .zero)
    }
}

extension NSCollectionView: CollectionTouchRouting {
    /// A host's touch on an item is a click beginning there; shift and command (or control, as a page's keyboard
    /// may hold it) are the click's.
    func touchDown(onItemAt indexPath: IndexPath, modifiers: UIKeyModifierFlags) -> Bool {
        var held: ClickModifiers = []
        if modifiers.contains(.shift) { held.insert(.shift) }
        if modifiers.contains(.command) || modifiers.contains(.control) { held.insert(.command) }
        beginClick(onItemAt: indexPath, modifiers: held)
        return pendingClick != nil
    }

    /// A click on the background: the selection clears, when it may be empty.
    func tapOutsideItems() {
        click(onItemAt: nil)
    }

    /// The arrows move the selection (shift extends it); the rest are UIKit's to handle.
    func press(_ key: HostKey, modifiers: UIKeyModifierFlags) -> Bool {
        let direction: SelectionMove
        switch key {
        case .up: direction = .up
        case .down: direction = .down
        case .left: direction = .left
        case .right: direction = .right
        case .select, .escape: return false
        }
        moveSelection(direction, extending: modifiers.contains(.shift))
        return true
    }

    /// The touch ends: the click selects when it ends on the item, and changes nothing when it leaves it.
    func touchUp(onItemAt indexPath: IndexPath, inside: Bool) {
        if inside { endClick() } else { cancelClick() }
    }
}
