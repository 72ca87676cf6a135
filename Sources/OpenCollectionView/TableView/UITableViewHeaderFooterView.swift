import Foundation

/// A section header or footer of a table view (UIKit: `UITableViewHeaderFooterView`): a list cell used as the
/// section's supplementary view, whose `defaultContentConfiguration()` has the list's header or footer style.
///
/// Register a subclass with `register(_:forHeaderFooterViewReuseIdentifier:)` and dequeue it in the delegate's
/// `viewForHeaderInSection` with `dequeueReusableHeaderFooterView(withIdentifier:)`. As with table cells,
/// `textLabel` and `detailTextLabel` are shown through a content configuration until the app sets one.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UICollectionViewListCell {
    private var storedTextLabel: UILabel?
    private var showsLegacyContent = false
    private var isApplyingLegacyContent = false

    /// A view for `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        super.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    /// A view with no reuse identifier, as the table makes registered classes.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Header and footer views are not decoded from archives here; this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The title. Made on first use; shown through a content configuration of the header or footer style.
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel()
        storedTextLabel = label
        if contentConfiguration == nil {
            showsLegacyContent = true
            setNeedsUpdateConfiguration()
        }
        return label
    }

    open override var contentConfiguration: (any UIContentConfiguration)? {
        // Only the app setting a configuration of its own ends the legacy content, not the cell updating it for a state.
        didSet { if !isApplyingLegacyContent && !isUpdatingConfigurationsAutomatically { showsLegacyContent = false } }
    }

    open override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        guard showsLegacyContent, let label = storedTextLabel else { return }
        var content = defaultContentConfiguration()
        content.text = label.text
        content.textProperties.apply(label)
        isApplyingLegacyContent = true
        contentConfiguration = content.updated(for: state)
        isApplyingLegacyContent = false
    }
}
