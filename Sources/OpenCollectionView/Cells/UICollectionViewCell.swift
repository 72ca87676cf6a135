import CompositionalLayoutEngine
@_spi(ViewHooks) import OpenUIKit
import Foundation

/// The view that shows one item of a collection view (UIKit: `UICollectionViewCell`).
///
/// Content goes into `contentView`, or comes from a `contentConfiguration`, which replaces the content view
/// with the configuration's own. The cell's state — selected, highlighted, editing, expanded, swiped,
/// reordering, its traits and custom states — is `configurationState`; whenever it changes the cell updates its
/// configurations (`updated(for:)`), calls `updateConfiguration(using:)` and then `configurationUpdateHandler`,
/// before its next layout pass.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The part a cell takes in a drag of its collection view's items (UIKit: `UICollectionViewCell.DragState`).
    public enum DragState: Int, Sendable, Hashable {
        /// The cell is not being dragged.
        case none
        /// The cell is being lifted as a drag of its item begins.
        case lifting
        /// The cell's item is being dragged.
        case dragging
    }

    /// Receives a cell and its new state after `updateConfiguration(using:)` (UIKit's
    /// `UICollectionViewCell.ConfigurationUpdateHandler`).
    public typealias ConfigurationUpdateHandler = (_ cell: UICollectionViewCell, _ state: UICellConfigurationState) -> Void

    /// The view to add custom content to; it always fills the cell. Setting `contentConfiguration` replaces
    /// it with the configuration's view (or updates that view in place when it supports the new configuration).
    public private(set) var contentView: UIView

    /// A view behind the content, filling the cell. Setting one resets `backgroundConfiguration` to `nil`.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if backgroundView != nil { clearBackgroundConfiguration() }
            installBackgroundViews()
        }
    }

    /// A view shown above `backgroundView` while the cell is selected or highlighted. Setting one resets
    /// `backgroundConfiguration` to `nil`.
    open var selectedBackgroundView: UIView? {
        didSet {
            guard selectedBackgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if selectedBackgroundView != nil { clearBackgroundConfiguration() }
            installBackgroundViews()
        }
    }

    /// Whether the cell's item is selected. The collection view sets it; setting it by hand changes only the look.
    open var isSelected = false {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }

    /// Whether the cell is being touched. The collection view sets it while a tap is in progress.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }

    /// The cell's part in a drag of its item, which the collection view sets (`dragStateDidChange(_:)`).
    private(set) var dragState = DragState.none

    /// The states the collection view gives the cell beyond selection and highlighting.
    var collectionState = CellCollectionState() {
        didSet { if collectionState != oldValue { stateDidChange() } }
    }

    /// The configuration of the cell's content; `nil` keeps `contentView` as it is.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { applyContentConfiguration() }
    }

    /// Whether a state change replaces `contentConfiguration` with `contentConfiguration.updated(for:)`.
    /// Default `true`.
    open var automaticallyUpdatesContentConfiguration = true

    /// The latest layout pass of its collection view that kept the cell shown (`UICollectionView.layoutPassNumber`).
    /// Four bytes declared after a flag: they take room the cell's storage leaves there before the next reference.
    var shownInLayoutPass: UInt32 = 0

    /// The configuration of the cell's background. Setting one removes `backgroundView` and
    /// `selectedBackgroundView`: the two approaches are exclusive, as in UIKit.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { backgroundConfigurationBox?.configuration }
        set {
            if let backgroundConfigurationBox {
                backgroundConfigurationBox.configuration = newValue
            } else if newValue != nil {
                backgroundConfigurationBox = BackgroundConfigurationBox(configuration: newValue)
            }
            guard newValue != nil, !isClearingBackgroundConfiguration else { return }
            backgroundView = nil
            selectedBackgroundView = nil
        }
    }

    /// Where `backgroundConfiguration` lives once set: a configuration is some 200 bytes, and most cells of a grid
    /// never set one.
    private final class BackgroundConfigurationBox {
        var configuration: UIBackgroundConfiguration?

        init(configuration: UIBackgroundConfiguration?) {
            self.configuration = configuration
        }
    }

    private var backgroundConfigurationBox: BackgroundConfigurationBox?

    /// Whether a state change replaces `backgroundConfiguration` with `backgroundConfiguration.updated(for:)`.
    /// Default `true`.
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// Called with the cell and its state after `updateConfiguration(using:)` whenever the state changes.
    /// Setting it schedules an update.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether the configurations are due for an update before the next layout pass. New and reused cells are.
    private(set) var needsConfigurationUpdate = true
    /// Whether the configurations are being replaced by their `updated(for:)` versions, not set by the app.
    private(set) var isUpdatingConfigurationsAutomatically = false
    private var isClearingBackgroundConfiguration = false

    public override init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// Cells are not decoded from archives here; this initializer always fails (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: State

    /// The cell's current state: its traits, selection and highlighting, and what the collection view says
    /// about editing, expansion, swiping and reordering. Subclasses override it to add custom states.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isDisabled = collectionState.isDisabled
        state.isEditing = collectionState.isEditing
        state.isExpanded = collectionState.isExpanded
        state.isSwiped = collectionState.isSwiped
        state.isReordering = collectionState.isReordering
        state.cellDragState = UICellConfigurationState.DragState(rawValue: dragState.rawValue) ?? .none
        return state
    }

    /// Called when the cell's part in a drag changes: `.lifting` as a drag of its item begins, `.dragging` once the drag
    /// is under way, `.none` when it ends, dropped or not. The default does nothing; the cell's configuration state
    /// (`cellDragState`) follows too.
    open func dragStateDidChange(_ dragState: DragState) {}

    /// Gives the cell its part in a drag, telling it when that changes.
    func setDragState(_ newState: DragState) {
        guard newState != dragState else { return }
        dragState = newState
        setNeedsUpdateConfiguration()
        dragStateDidChange(newState)
    }

    /// Schedules `updateConfiguration(using:)` (and the automatic configuration updates) before the next
    /// layout pass. Call it when something `configurationState` reads changes, such as a custom state.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the cell's views and configurations for `state`. The default does nothing; subclasses override
    /// it to set configurations that depend on the state.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// The background configuration the system uses for this cell where it is: the list preset of its list
    /// section's appearance, or `.clear()` outside lists ([L]: UIKit documents only "according to the
    /// section where the cell appears").
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        .clear()
    }

    /// Runs the scheduled configuration update, if any: the automatic updates, `updateConfiguration(using:)`,
    /// then `configurationUpdateHandler`.
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        let state = configurationState
        isUpdatingConfigurationsAutomatically = true
        if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
            contentConfiguration = configuration.updated(for: state)
        }
        if automaticallyUpdatesBackgroundConfiguration, let configuration = backgroundConfiguration {
            backgroundConfiguration = configuration.updated(for: state)
        }
        isUpdatingConfigurationsAutomatically = false
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
        // The update itself sets configurations, which must not schedule another.
        needsConfigurationUpdate = false
    }

    private func stateDidChange() {
        setNeedsUpdateConfiguration()
        installBackgroundViews()
    }

    // MARK: Reuse and layout

    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
        // A cell recycled while its item is dragged shows another item: it takes no part in the drag.
        dragState = .none
        needsConfigurationUpdate = true
    }

    open override func layoutIfNeeded() {
        updateConfigurationIfNeeded()
        super.layoutIfNeeded()
    }

    open override func layoutSubviews() {
        // A state change schedules the update with the cell's next layout pass, as in UIKit.
        updateConfigurationIfNeeded()
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        // Placed before the cell's own constraints are solved, so that those reading the content (a list cell's
        // separator guide) see it where this pass puts it.
        contentView.frame = contentViewFrame()
        super.layoutSubviews()
    }

    /// Where the content view goes in this layout pass: the whole cell; list cells leave room for accessories.
    func contentViewFrame() -> CGRect {
        bounds
    }

    /// The layout's attributes with the size the content needs along the axes the layout estimated, as UIKit's
    /// default does: a compositional item `.estimated(_:)` in width and `.absolute(_:)` in height keeps its height
    /// and fits its width; estimated in both, it fits both; estimated in height only, it fits the height at the
    /// offered width. Attributes that don't say which axes are estimated (not made by a compositional layout) fit
    /// the height at the width.
    ///
    /// Content laid out with constraints — subviews of the default content view, or of a content configuration's
    /// view — is fitted by Auto Layout (`systemLayoutSizeFitting` with `.fittingSizeLevel` on the fitted axes, which
    /// come out as small as the constraints allow, and `.required` on the others). A content configuration's view
    /// that uses no constraints sizes itself (`sizeThatFits(_:)`, offered an unbounded length on the axes it fits and
    /// the layout's length on the others; the default answers the size it has, which is the cell's). Other content
    /// keeps the layout's size, and so does an axis a content view answers with an unbounded length. The layout takes the measurement only on its
    /// estimated axes; when it estimates none, the cell measures nothing.
    ///
    /// Differences from UIKit: UIKit fits the whole cell with Auto Layout, aiming its fitted axes at the estimate;
    /// here the content view is fitted (list cells add their accessories and indentation), from the smallest size
    /// the constraints allow.
    open override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        updateConfigurationIfNeeded()
        let axes = layoutAttributes.selfSizingAxes ?? .height
        guard !axes.isEmpty, let fitted = fittingSize(for: layoutAttributes.size, fitting: axes) else {
            return layoutAttributes
        }
        // A content view that echoes an unbounded offer has no length of its own there: the estimate stands.
        var measured: EstimatedAxes = []
        if fitted.width < .greatestFiniteMagnitude { measured.insert(.width) }
        if fitted.height < .greatestFiniteMagnitude { measured.insert(.height) }
        layoutAttributes.size = axes.intersection(measured).merging(fitted, into: layoutAttributes.size)
        return layoutAttributes
    }

    /// The size the cell needs: `size` on the axes not in `axes`, what the content needs on the others; `nil` when
    /// its content doesn't say. The content view fills the cell. Subclasses with more than content add it here.
    func fittingSize(for size: CGSize, fitting axes: EstimatedAxes) -> CGSize? {
        contentFittingSize(for: size, fitting: axes)
    }

    /// The size the content view needs on `axes`, `size` on the others: content laid out with constraints is
    /// fitted by Auto Layout, a content configuration's view without constraints sizes itself; `nil` for other
    /// content, which keeps the layout's size.
    func contentFittingSize(for size: CGSize, fitting axes: EstimatedAxes) -> CGSize? {
        let fitsWidth = axes.contains(.width)
        let fitsHeight = axes.contains(.height)
        // Constraints first, as in UIKit, which fits a cell with Auto Layout whenever its content uses it: a
        // configuration's view that pins its subviews with constraints (an image view to its margins guide) has no
        // reason to override `sizeThatFits(_:)`, whose default answers the size the view has, not what it needs.
        if contentView.usesConstraintBasedLayout {
            let compressed = UIView.layoutFittingCompressedSize
            return contentView.systemLayoutSizeFitting(
                CGSize(width: fitsWidth ? compressed.width : size.width, height: fitsHeight ? compressed.height : size.height),
                withHorizontalFittingPriority: fitsWidth ? .fittingSizeLevel : .required,
                verticalFittingPriority: fitsHeight ? .fittingSizeLevel : .required)
        }
        guard contentView is any UIContentView else { return nil }
        return contentView.sizeThatFits(CGSize(width: fitsWidth ? .greatestFiniteMagnitude : size.width,
                                               height: fitsHeight ? .greatestFiniteMagnitude : size.height))
    }

    open override func traitsDidChange() {
        super.traitsDidChange()
        needsConfigurationUpdate = true
    }

    // MARK: Content and background views

    /// Asks the collection view showing the cell to measure it again, as its self-sizing invalidation allows.
    open override func invalidateIntrinsicContentSize() {
        super.invalidateIntrinsicContentSize()
        (superview as? UICollectionView)?.reusableViewDidInvalidateSize(self)
    }

    @_spi(ViewHooks) override open func subviewDidInvalidateIntrinsicContentSize(_ subview: UIView) {
        super.subviewDidInvalidateIntrinsicContentSize(subview)
        guard subview === contentView else { return }
        (superview as? UICollectionView)?.reusableViewDidInvalidateSize(self)
    }

    private func applyContentConfiguration() {
        guard let configuration = contentConfiguration else { return }
        if let current = contentView as? any UIView & UIContentView, current.supports(configuration) {
            current.configuration = configuration
            return
        }
        // A new kind of content: the cell's size may change with it.
        defer { (superview as? UICollectionView)?.reusableViewDidInvalidateSize(self) }
        let newContentView = configuration.makeContentView()
        let index = subviews.firstIndex { $0 === contentView } ?? subviews.count
        contentView.removeFromSuperview()
        // In the cell before it is sized, so that it is told the cell's traits once, not a root view's first.
        insertSubview(newContentView, at: index)
        newContentView.frame = bounds
        // Follows the cell's size from now on, as the default content view does: a cell configured before it is
        // given its frame (a collection view applies the state first) must not keep a zero-sized content view
        // until its next layout pass, which is after it is measured.
        newContentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView = newContentView
    }

    private func clearBackgroundConfiguration() {
        guard backgroundConfiguration != nil else { return }
        isClearingBackgroundConfiguration = true
        backgroundConfiguration = nil
        isClearingBackgroundConfiguration = false
    }

    /// Keeps the background view, then the selected background view while selected or highlighted, below
    /// the content view.
    private func installBackgroundViews() {
        var below: [UIView] = []
        if let backgroundView { below.append(backgroundView) }
        if let selectedBackgroundView {
            if isSelected || isHighlighted {
                below.append(selectedBackgroundView)
            } else {
                selectedBackgroundView.removeFromSuperview()
            }
        }
        for (index, view) in below.enumerated() {
            view.frame = bounds
            insertSubview(view, at: index)
        }
    }
}

/// What a collection view tells its cells about their items beyond selection and highlighting.
struct CellCollectionState: Hashable {
    var isDisabled = false
    var isEditing = false
    var isExpanded = false
    var isSwiped = false
    var isReordering = false
}
