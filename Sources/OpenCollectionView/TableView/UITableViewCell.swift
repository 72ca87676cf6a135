import Foundation

/// A row of a table view (UIKit: `UITableViewCell`).
///
/// Built on the list cell: a table view is a list collection view underneath, so a table cell is a
/// `UICollectionViewListCell` — content and background configurations, accessories, separators, swipe actions and
/// reordering are the list's. The table's vocabulary maps onto it: `accessoryType` and `accessoryView` become
/// trailing accessories (shown when not editing; `editingAccessoryType` and `editingAccessoryView` while editing),
/// the table's editing controls become the delete, insert and reorder accessories of editable and movable rows.
///
/// ## Differences from UIKit
/// - `textLabel`, `detailTextLabel` and `imageView` are not views of the hierarchy: until the app sets a content
///   configuration, the cell shows a list content configuration of its style (`.cell()`, `.valueCell()`,
///   `.subtitleCell()`) made from them — their text, font, colour, alignment, line count and image. Their frames
///   stay zero; `defaultContentConfiguration()` is the better way, as in iOS 14 and later.
/// - `.value2` is drawn as `.value1` (secondary text on the trailing side).
/// - Cells are made by the table with `init(style: .default, reuseIdentifier:)` through their class; a subclass that
///   overrides `init(style:reuseIdentifier:)` and `init?(coder:)` is made with its own initializer, as in UIKit.
@preconcurrency @MainActor
open class UITableViewCell: UICollectionViewListCell {
    /// The legacy layouts of `textLabel`, `detailTextLabel` and `imageView` (UIKit: `UITableViewCell.CellStyle`).
    public enum CellStyle: Int, Sendable, Hashable {
        /// A single line of text with an optional leading image; there is no detail text.
        case `default` = 0
        /// The text on the leading side and the detail text on the trailing side.
        case value1 = 1
        /// A detail text beside its text; drawn here as `value1`.
        case value2 = 2
        /// The detail text in a smaller font under the text.
        case subtitle = 3
    }

    /// The standard accessories (UIKit: `UITableViewCell.AccessoryType`, same raw values).
    public enum AccessoryType: Int, Sendable, Hashable {
        /// No accessory.
        case none = 0
        /// A chevron, hinting that choosing the row shows more.
        case disclosureIndicator = 1
        /// An info button and a chevron.
        case detailDisclosureButton = 2
        /// A checkmark.
        case checkmark = 3
        /// An info button.
        case detailButton = 4
    }

    /// How a row shows that it is selected (UIKit: `UITableViewCell.SelectionStyle`).
    public enum SelectionStyle: Int, Sendable, Hashable {
        /// Not at all.
        case none = 0
        /// The standard selected look, the same as `default`.
        case blue = 1
        /// The standard selected look, the same as `default`.
        case gray = 2
        /// The standard selected look of the list's cells.
        case `default` = 3
    }

    /// The control an editable row shows while the table is editing (UIKit: `UITableViewCell.EditingStyle`).
    public enum EditingStyle: Int, Sendable, Hashable {
        /// No editing control.
        case none = 0
        /// A delete control; confirming it commits a deletion through the data source.
        case delete = 1
        /// An insert control; tapping it commits an insertion through the data source.
        case insert = 2
    }

    /// The style the cell was made with.
    let cellStyle: CellStyle
    private var storedTextLabel: UILabel?
    private var storedDetailTextLabel: UILabel?
    private var storedImageView: UIImageView?
    /// Whether the cell made its content configuration from its legacy labels (and may make it again).
    private var showsLegacyContent = false
    /// The table the cell was dequeued for, and the row it was last given to.
    @LifetimeReference var table: UITableView?
    var tableIndexPath: IndexPath?
    /// The editing control and reorder control the table's data source gives the row (UITableView+Bridge.swift).
    var tableEditingStyle: EditingStyle = .none {
        didSet { if tableEditingStyle != oldValue { updateTableAccessories() } }
    }

    /// A cell of `style` with `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        super.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    /// A `.default` cell of `frame`, as `UITableView` makes registered classes.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Table cells are not decoded from archives here; this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Legacy content

    /// The primary text of the cell's style. Made on first use; see the type's notes.
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel()
        storedTextLabel = label
        legacyContentDidChange()
        return label
    }

    /// The secondary text of `.value1`, `.value2` and `.subtitle` cells; `nil` for `.default` cells.
    open var detailTextLabel: UILabel? {
        guard cellStyle != .default else { return nil }
        if let storedDetailTextLabel { return storedDetailTextLabel }
        let label = UILabel()
        storedDetailTextLabel = label
        legacyContentDidChange()
        return label
    }

    /// The image at the leading edge. Made on first use.
    open var imageView: UIImageView? {
        if let storedImageView { return storedImageView }
        let view = UIImageView(frame: .zero)
        storedImageView = view
        legacyContentDidChange()
        return view
    }

    /// The list content configuration of the cell's style: `.cell()` for `.default`, `.subtitleCell()` for
    /// `.subtitle`, `.valueCell()` for `.value1` and `.value2` — in a table used as a header or footer, the list's
    /// header or footer style.
    open override func defaultContentConfiguration() -> UIListContentConfiguration {
        if let role = listContext?.role, role == .header || role == .footer { return super.defaultContentConfiguration() }
        switch cellStyle {
        case .default: return .cell()
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        }
    }

    private func legacyContentDidChange() {
        guard contentConfiguration == nil || showsLegacyContent else { return }
        showsLegacyContent = true
        setNeedsUpdateConfiguration()
    }

    open override var contentConfiguration: (any UIContentConfiguration)? {
        // Only the app setting a configuration of its own ends the legacy content, not the cell updating it for a state.
        didSet { if !isApplyingLegacyContent && !isUpdatingConfigurationsAutomatically { showsLegacyContent = false } }
    }

    private var isApplyingLegacyContent = false

    /// Shows the legacy labels and image through a content configuration of the cell's style.
    open override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        guard showsLegacyContent else { return }
        var content = defaultContentConfiguration()
        if let label = storedTextLabel {
            content.text = label.text
            content.textProperties.apply(label)
        }
        if let label = storedDetailTextLabel {
            content.secondaryText = label.text
            content.secondaryTextProperties.apply(label)
        }
        content.image = storedImageView?.image
        isApplyingLegacyContent = true
        contentConfiguration = content.updated(for: state)
        isApplyingLegacyContent = false
    }

    /// Tells the cell that its legacy labels' text or look changed, so that it shows them again. UIKit redraws on
    /// its own; headless labels cannot tell their cell, so the table calls this before each display.
    func refreshLegacyContent() {
        if showsLegacyContent { setNeedsUpdateConfiguration() }
    }

    // MARK: Accessories

    /// The accessory shown when the table is not editing.
    open var accessoryType: AccessoryType = .none {
        didSet { updateTableAccessories() }
    }

    /// A view shown instead of `accessoryType`'s accessory when the table is not editing.
    open var accessoryView: UIView? {
        didSet { updateTableAccessories() }
    }

    /// The accessory shown while the table is editing.
    open var editingAccessoryType: AccessoryType = .none {
        didSet { updateTableAccessories() }
    }

    /// A view shown instead of `editingAccessoryType`'s accessory while the table is editing.
    open var editingAccessoryView: UIView? {
        didSet { updateTableAccessories() }
    }

    /// Whether the row shows a reorder control while editing. The table sets it from its data source's
    /// `canMoveRowAt`.
    open var showsReorderControl = false {
        didSet { if showsReorderControl != oldValue { updateTableAccessories() } }
    }

    /// How the selected row looks; `.none` keeps it from looking selected or highlighted.
    open var selectionStyle: SelectionStyle = .default {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Insets of the row's separator. Stored: separators follow the content, as in lists.
    open var separatorInset: UIEdgeInsets = .zero

    /// Whether the content indents while editing. Stored.
    open var shouldIndentWhileEditing = true

    /// Rebuilds `accessories` from the table vocabulary: editing controls, accessory types and views, the reorder
    /// control.
    private func updateTableAccessories() {
        var built: [UICellAccessory] = []
        switch tableEditingStyle {
        case .delete: built.append(.delete(displayed: .whenEditing))
        case .insert:
            built.append(.insert(displayed: .whenEditing) { [weak self] in self?.commitInsertion() })
        case .none: break
        }
        built += accessories(for: accessoryType, view: accessoryView, displayed: .whenNotEditing)
        built += accessories(for: editingAccessoryType, view: editingAccessoryView, displayed: .whenEditing)
        if showsReorderControl { built.append(.reorder(displayed: .whenEditing)) }
        accessories = built
    }

    private func accessories(for type: AccessoryType, view: UIView?, displayed: UICellAccessory.DisplayedState)
        -> [UICellAccessory]
    {
        if let view {
            let placement = UICellAccessory.Placement.trailing(displayed: displayed)
            return [.customView(configuration: .init(customView: view, placement: placement, maintainsFixedSize: true))]
        }
        let detail = UICellAccessory.detail(displayed: displayed) { [weak self] in self?.tapDetailButton() }
        switch type {
        case .none: return []
        case .disclosureIndicator: return [.disclosureIndicator(displayed: displayed)]
        case .checkmark: return [.checkmark(displayed: displayed)]
        case .detailButton: return [detail]
        case .detailDisclosureButton: return [detail, .disclosureIndicator(displayed: displayed)]
        }
    }

    private func tapDetailButton() {
        guard let table, let indexPath = table.indexPath(for: self) else { return }
        table.tableDelegate?.tableView(table, accessoryButtonTappedForRowWith: indexPath)
    }

    private func commitInsertion() {
        guard let table, let indexPath = table.indexPath(for: self) else { return }
        table.dataSource?.tableView(table, commit: .insert, forRowAt: indexPath)
    }

    // MARK: Sizing and selection

    /// A row of the table's fixed height (its `rowHeight`, or the delegate's height for the row) when it has one;
    /// otherwise the cell fits its content, as list cells do.
    open override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        if let table, let height = table.fixedHeight(forRowAt: layoutAttributes.indexPath) {
            let attributes = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
            attributes.frame.size.height = height
            return attributes
        }
        return super.preferredLayoutAttributesFitting(layoutAttributes)
    }

    /// The state configurations see: never selected or highlighted when `selectionStyle` is `.none`.
    open override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        if selectionStyle == .none {
            state.isSelected = false
            state.isHighlighted = false
        }
        return state
    }
}

extension UIListContentConfiguration.TextProperties {
    /// Takes a legacy label's font, colour, alignment and line count where the app set them.
    @MainActor
    mutating func apply(_ label: UILabel) {
        if label.hasAssignedFont { font = label.font }
        if label.hasAssignedTextColor { color = label.textColor }
        if label.textAlignment != .natural { alignment = label.textAlignment == .center ? .center : .natural }
        numberOfLines = label.numberOfLines
    }
}
