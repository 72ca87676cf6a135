import CompositionalLayoutEngine
import Foundation

/// A cell of a list section, with accessories, indentation and list styling (UIKit: `UICollectionViewListCell`).
///
/// Its default content and background configurations follow the appearance of the list section it is shown in
/// (`defaultContentConfiguration()`, `defaultBackgroundConfiguration()`); until the app sets a background of its
/// own, the cell uses the default one. Accessories are laid out at the cell's edges in UIKit's order
/// (`CellAccessoryMetrics`), those of the current editing state only; the content view takes the space between
/// them, shifted by the indentation.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories, in any order: the cell places each on its edge.
    open var accessories: [UICellAccessory] = [] {
        didSet { setNeedsLayout() }
    }

    /// How many levels the content is indented (outline children are one level per depth).
    open var indentationLevel = 0 {
        didSet { setNeedsLayout() }
    }

    /// The width of one indentation level.
    open var indentationWidth = CellAccessoryMetrics.indentationWidth {
        didSet { setNeedsLayout() }
    }

    /// Whether leading accessories move with the indentation. Default `true`.
    open var indentsAccessories = true {
        didSet { setNeedsLayout() }
    }

    /// A guide whose leading edge is where the cell's separator starts (UIKit: `separatorLayoutGuide`). Constrain
    /// its `leadingAnchor` to a view of the content — the primary text, usually — and the list's separator for this
    /// cell starts there. Until it is first used, the separator follows the content configuration's text.
    public var separatorLayoutGuide: UILayoutGuide {
        if let guide = ownSeparatorLayoutGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UICollectionViewListCellSeparatorLayoutGuide"
        addLayoutGuide(guide)
        ownSeparatorLayoutGuide = guide
        return guide
    }

    private var ownSeparatorLayoutGuide: UILayoutGuide?

    /// Where the cell's separator starts, in the cell's coordinates: the leading edge of `separatorLayoutGuide` once
    /// the app uses it, else the leading edge of the primary text when the content is a list content view, else the
    /// content view's leading layout margin.
    ///
    /// In a right-to-left cell the leading edge is the right one, and the offset is measured from the cell's right edge.
    public var separatorLeadingOffset: CGFloat {
        layoutIfNeeded()
        let rightToLeft = isRightToLeft
        // The distance from the cell's leading edge to `x`, the leading edge of something in the cell.
        func fromLeadingEdge(_ x: CGFloat) -> CGFloat { rightToLeft ? bounds.width - x : x }
        if let guide = ownSeparatorLayoutGuide {
            return fromLeadingEdge(rightToLeft ? guide.layoutFrame.maxX : guide.layoutFrame.minX)
        }
        if let list = contentView as? UIListContentView, let text = list.textLayoutGuide {
            let frame = text.layoutFrame.offsetBy(dx: contentView.frame.minX, dy: 0)
            return fromLeadingEdge(rightToLeft ? frame.maxX : frame.minX)
        }
        let margin = contentView.directionalLayoutMargins.leading
        return fromLeadingEdge(rightToLeft ? contentView.frame.maxX - margin : contentView.frame.minX + margin)
    }

    /// The list section the cell is shown in, and whether it is the section's header row.
    private(set) var listContext: ListContext?
    private var backgroundIsSystemDefault = true
    private var isSettingDefaultBackground = false
    /// The accessory views on screen, keyed by their position in `accessories`.
    private var accessoryViews: [Int: CellAccessoryView] = [:]
    /// The displayed accessories and their frames, from the last layout pass.
    public private(set) var accessoryLayout: [(accessory: UICellAccessory, frame: CGRect)] = []

    open override var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet {
            if !isSettingDefaultBackground && !isUpdatingConfigurationsAutomatically { backgroundIsSystemDefault = false }
        }
    }

    open override var backgroundView: UIView? {
        didSet { if backgroundView != nil { backgroundIsSystemDefault = false } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setDefaultBackground()
    }

    /// List cells are not decoded from archives here; this initializer always fails (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Configurations

    /// A list content configuration styled for the list and the role the cell has in it: a sidebar cell in
    /// sidebars (a sidebar header for the header row of a `firstItemInSection` sidebar), a plain cell elsewhere;
    /// for a list cell used as a section's supplementary header or footer, the appearance's header or footer style.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        guard let context = listContext else { return .cell() }
        let isSidebar = context.appearance == .sidebar || context.appearance == .sidebarPlain
        switch context.role {
        case .row: return isSidebar ? .sidebarCell() : .cell()
        case .headerRow: return isSidebar ? .sidebarHeader() : .cell()
        case .header: return isSidebar ? .sidebarHeader() : context.appearance == .plain ? .plainHeader() : .groupedHeader()
        case .footer: return context.appearance == .plain || context.appearance == .sidebarPlain ? .plainFooter() : .groupedFooter()
        }
    }

    /// The background of the list's appearance: plain rows in plain lists, grouped rows in (inset) grouped
    /// lists, sidebar rows in sidebars, the header and footer backgrounds for supplementary headers and footers;
    /// plain rows outside lists.
    open override func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        guard let context = listContext else { return .listPlainCell() }
        return UIBackgroundConfiguration(preset: ListBackgroundMetrics.preset(for: context.appearance, role: context.role))
    }

    /// The cell's state, with the appearance of the list section it is shown in, which the list presets that follow
    /// their list read (`UIBackgroundConfiguration.listCell()`).
    open override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.listAppearance = listContext?.appearance
        return state
    }

    private func setDefaultBackground() {
        guard backgroundIsSystemDefault else { return }
        isSettingDefaultBackground = true
        backgroundConfiguration = defaultBackgroundConfiguration().updated(for: configurationState)
        isSettingDefaultBackground = false
    }

    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        let list = (superview as? UICollectionView)?.listConfiguration(forSection: layoutAttributes.indexPath.section)
        setListContext(list, at: layoutAttributes.indexPath, elementKind: layoutAttributes.representedElementKind)
    }

    /// Tells the cell the list configuration of the section it shows an item (or, with `elementKind`, a header or
    /// footer) of. The collection view does when it hands the cell out, so that `defaultContentConfiguration()` is
    /// right inside a registration's handler.
    func setListContext(_ list: UICollectionLayoutListConfiguration?, at indexPath: IndexPath, elementKind: String? = nil) {
        let context = list.map { list -> ListContext in
            let role: ListContext.Role = switch elementKind {
            case UICollectionView.elementKindSectionHeader?: .header
            case UICollectionView.elementKindSectionFooter?: .footer
            default: list.headerMode == .firstItemInSection && indexPath.item == 0 ? .headerRow : .row
            }
            return ListContext(appearance: list.appearance, role: role)
        }
        guard context != listContext else { return }
        listContext = context
        if let context { applyListMargins(for: context.appearance) }
        setDefaultBackground()
        setNeedsUpdateConfiguration()
    }

    /// The margins list rows have: the collection view's side margins (16 pt, 20 pt from 414 pt wide), 8 pt in
    /// sidebars (spec §11.2). Accessories sit inside them; content configurations keep at least them.
    private func applyListMargins(for appearance: UICollectionLayoutListConfiguration.Appearance) {
        let side = appearance == .sidebar || appearance == .sidebarPlain
            ? ListMetrics.sidebarCellMargin
            : (superview as? UICollectionView ?? collectionViewForMargins)?.directionalLayoutMargins.leading ?? ListMetrics.separatorLeadingInset
        var margins = directionalLayoutMargins
        margins.leading = side
        margins.trailing = side
        directionalLayoutMargins = margins
    }

    /// The collection view that dequeued the cell, for its margins before the cell is added to it.
    @LifetimeReference var collectionViewForMargins: UICollectionView?

    open override func prepareForReuse() {
        super.prepareForReuse()
        setNeedsLayout()
    }

    // MARK: Accessories

    /// Whether the cell has an outline disclosure that acts as a header's (a tap anywhere toggles expansion).
    var hasHeaderStyleOutlineDisclosure: Bool {
        displayedAccessories.contains { accessory in
            guard case .outlineDisclosure(let style) = accessory.kind else { return false }
            return style == .header || (style == .automatic && listContext?.isHeaderRow == true)
        }
    }

    /// The displayed pop-up menu accessory, whose menu a tap anywhere on the cell presents.
    var displayedPopUpMenu: UICellAccessory? {
        displayedAccessories.first { accessory in
            if case .popUpMenu = accessory.kind { return true }
            return false
        }
    }

    /// The accessories the current editing state shows.
    var displayedAccessories: [UICellAccessory] {
        accessories.filter { $0.displayedState.isDisplayed(whenEditing: collectionState.isEditing) }
    }

    /// The displayed accessories on one edge in leading-to-trailing order: system ones by UIKit's order, then
    /// each custom view where its position puts it.
    private func edge(leading: Bool) -> [UICellAccessory] {
        // Gathered in one array: a row lays its accessories out at every configuration, mostly one of them.
        let isEditing = collectionState.isEditing
        func isOnEdge(_ accessory: UICellAccessory) -> Bool {
            accessory.isLeading == leading && accessory.displayedState.isDisplayed(whenEditing: isEditing)
        }
        var arranged: [UICellAccessory] = []
        var placesCustomViews = false
        for accessory in accessories where isOnEdge(accessory) {
            if accessory.position == nil { arranged.append(accessory) } else { placesCustomViews = true }
        }
        if arranged.count > 1 { arranged.sort { $0.kind.systemOrder < $1.kind.systemOrder } }
        guard placesCustomViews else { return arranged }
        for custom in accessories where custom.position != nil && isOnEdge(custom) {
            let index = min(max(custom.position?(arranged) ?? arranged.count, 0), arranged.count)
            arranged.insert(custom, at: index)
        }
        return arranged
    }

    private func width(of accessory: UICellAccessory, actual: CGSize) -> CGFloat {
        switch accessory.reservedLayoutWidth {
        case .actual: actual.width
        case .standard: max(actual.width, CellAccessoryMetrics.standardSize(of: accessory.kind).width)
        case .custom(let width): max(actual.width, width)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        showAccessoryViews(accessoryLayout)
    }

    /// Lays the displayed accessories out on the cell's edges and gives the content view the space between them.
    override func contentViewFrame() -> CGRect {
        let margins = directionalLayoutMargins
        let indentation = CGFloat(indentationLevel) * indentationWidth
        let spacing = CellAccessoryMetrics.interAccessorySpacing
        var layout: [(UICellAccessory, CGRect)] = []

        func frame(for accessory: UICellAccessory, x: CGFloat) -> (CGRect, CGFloat) {
            let size = CellAccessoryMetrics.standardSize(of: accessory.kind)
            let slot = width(of: accessory, actual: size)
            let rect = CGRect(x: x + (slot - size.width) / 2, y: (bounds.height - size.height) / 2,
                              width: size.width, height: size.height)
            return (rect, slot)
        }

        var leadingX = margins.leading + (indentsAccessories ? indentation : 0)
        let leading = edge(leading: true)
        for accessory in leading {
            let (rect, slot) = frame(for: accessory, x: leadingX)
            layout.append((accessory, rect))
            leadingX += slot + spacing
        }
        let contentMinX = leading.isEmpty ? indentation : leadingX - spacing + (indentsAccessories ? 0 : indentation)

        var trailingX = bounds.width - margins.trailing
        var trailing: [(UICellAccessory, CGRect)] = []
        for accessory in edge(leading: false).reversed() {
            let size = CellAccessoryMetrics.standardSize(of: accessory.kind)
            let slot = width(of: accessory, actual: size)
            let (rect, _) = frame(for: accessory, x: trailingX - slot)
            trailing.append((accessory, rect))
            trailingX -= slot + spacing
        }
        layout += trailing.reversed()
        let hasTrailing = !trailing.isEmpty
        let contentMaxX = hasTrailing ? trailingX + spacing : bounds.width
        let contentFrame = CGRect(x: contentMinX, y: 0, width: max(0, contentMaxX - contentMinX), height: bounds.height)
        guard isRightToLeft else {
            accessoryLayout = layout
            return contentFrame
        }
        // Laid out from the left above; a right-to-left cell shows the mirror image: leading accessories and the
        // indentation on the right.
        let mirror = HorizontalMirror(width: bounds.width)
        accessoryLayout = layout.map { ($0.0, mirror.rect($0.1)) }
        return mirror.rect(contentFrame)
    }

    private func showAccessoryViews(_ layout: [(UICellAccessory, CGRect)]) {
        var systemViewCount = 0
        var customViews: [UIView] = []
        for (accessory, rect) in layout {
            if case .customView(let view, _) = accessory.kind {
                view.frame = rect
                view.isHidden = accessory.isHidden
                if let tint = accessory.tintColor { view.tintColor = tint }
                if view.superview !== self { addSubview(view) }
                customViews.append(view)
                continue
            }
            let view = accessoryViews[systemViewCount] ?? CellAccessoryView(accessory: accessory)
            accessoryViews[systemViewCount] = view
            view.show(accessory, isExpanded: collectionState.isExpanded, isSelected: isSelected, cellTint: tintColor)
            view.frame = rect
            if view.superview !== self { addSubview(view) }
            systemViewCount += 1
        }
        for (index, view) in accessoryViews where index >= systemViewCount {
            view.removeFromSuperview()
            accessoryViews[index] = nil
        }
        for view in placedCustomViews where !customViews.contains(where: { $0 === view }) && view.superview === self {
            view.removeFromSuperview()
        }
        placedCustomViews = customViews
    }

    /// The custom accessory views placed by the last layout pass.
    private var placedCustomViews: [UIView] = []

    override func fittingSize(for size: CGSize, fitting axes: EstimatedAxes) -> CGSize? {
        if bounds.width != size.width { bounds.size.width = size.width }
        // Only the content view's place matters here; the cell's own layout pass comes when it is shown.
        contentView.frame = contentViewFrame()
        // The content view sits between the accessories and the indentation: it is fitted on its own, and the
        // width they take is added back.
        let besideContent = bounds.width - contentView.bounds.width
        guard let content = contentFittingSize(
            for: CGSize(width: contentView.bounds.width, height: size.height), fitting: axes)
        else { return nil }
        let accessoryHeight = displayedAccessories.map { CellAccessoryMetrics.standardSize(of: $0.kind).height }.max() ?? 0
        // List rows are never shorter than the standard row height; headers and footers have no minimum. [L]
        let minimum = listContext.map { $0.role == .row || $0.role == .headerRow } == true ? ListMetrics.rowEstimate : 0
        return CGSize(width: content.width + besideContent, height: max(content.height, accessoryHeight, minimum))
    }
}

/// The list section a list cell is shown in, and what the cell is in it.
struct ListContext: Hashable {
    /// What a list cell shows in its section.
    typealias Role = ListElementRole

    var appearance: UICollectionLayoutListConfiguration.Appearance
    var role: Role

    var isHeaderRow: Bool { role == .headerRow }
}
