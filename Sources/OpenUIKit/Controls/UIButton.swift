import Foundation

/// A button (UIKit: `UIButton`): a title and an image that run the button's actions when a person taps it.
///
/// Two ways to style one, as in UIKit. The older one sets a title, title colour and image per control state
/// (`setTitle(_:for:)`, …) on a button of a `ButtonType`: a `.system` button draws its title in the tint colour, 15 pt,
/// dimmed while disabled. The newer one gives the button a `configuration` (`.plain()`, `.tinted()`, `.gray()`,
/// `.filled()`, `.borderless()`, `.bordered()`, …): title, subtitle, image, padding, colours and corner style, updated
/// per state by `configurationUpdateHandler`. Either way the button lays out its own `titleLabel` and `imageView` (and
/// a subtitle label), so hosts draw it like any view, marked as a button a person can press.
///
/// A tap from a host (`HostEvent.tapButton`) sends `.touchUpInside` and `.primaryActionTriggered` unless the button is
/// disabled; a button whose `menu` is its primary action (`showsMenuAsPrimaryAction`) shows the menu instead, below
/// it, where a person chooses as in a bar button's menu (`HostEvent.chooseMenuElement`). UIKit differences: no
/// target–action with selectors (use `addAction(_:for:)` or `primaryAction`), no attributed titles, no pointer effects;
/// a menu that is not the primary action (shown by a long press in UIKit) is not opened. Sizes of the
/// configuration styles follow iOS's medium buttons as measured on screenshots. [L]
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The kinds of button (UIKit: `UIButton.ButtonType`).
    public enum ButtonType: Int, Sendable, Hashable {
        /// No styling: titles in white unless set.
        case custom = 0
        /// The system's: titles in the tint colour.
        case system = 1
        /// An info symbol in a circle, for details.
        case detailDisclosure = 2
        /// An info symbol in a circle.
        case infoLight = 3
        /// An info symbol in a circle.
        case infoDark = 4
        /// A plus in a circle.
        case contactAdd = 5
        /// A cross in a filled circle, to close.
        case close = 7
    }

    /// What the button does, which styles it (UIKit: `UIButton.Role`).
    public enum Role: Int, Sendable, Hashable {
        /// An ordinary button.
        case normal
        /// The main action among several.
        case primary
        /// An action that cancels.
        case cancel
        /// An action that destroys something: drawn in red.
        case destructive
    }

    /// The button's kind.
    public let buttonType: ButtonType
    /// What the button does. `.normal` by default.
    open var role: Role = .normal {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The label showing the title.
    public let titleLabel: UILabel? = UILabel()
    /// The view showing the image.
    public let imageView: UIImageView? = UIImageView()
    /// The configuration's subtitle, below the title.
    let subtitleLabel = UILabel()

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]

    /// A button of `buttonType`.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
        setUp()
    }

    /// A custom button with `frame`.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        setUp()
    }

    /// A system button whose tap runs `primaryAction`, titled and imaged after it.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { setPrimaryAction(primaryAction) }
    }

    /// A system button with `configuration`, whose tap runs `primaryAction`.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        // An initializer's own assignments skip property observers.
        setNeedsUpdateConfiguration()
        if let primaryAction { setPrimaryAction(primaryAction) }
    }

    /// Buttons are not decoded from archives here; this initializer always fails (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    private func setUp() {
        for label in [titleLabel!, subtitleLabel] {
            label.textAlignment = .center
            label.isHidden = true
            addSubview(label)
        }
        imageView?.isHidden = true
        if let imageView { addSubview(imageView) }
        let symbol: String? = switch buttonType {
        case .detailDisclosure, .infoLight, .infoDark: "info.circle"
        case .contactAdd: "plus.circle"
        case .close: "xmark.circle.fill"
        case .custom, .system: nil
        }
        if let symbol { images[UIControl.State.normal.rawValue] = UIImage(systemName: symbol) }
        updateContent()
    }

    private func setPrimaryAction(_ action: UIAction) {
        addAction(action, for: .primaryActionTriggered)
        if configuration != nil {
            if configuration?.title == nil, !action.title.isEmpty { configuration?.title = action.title }
            if configuration?.image == nil { configuration?.image = action.image }
        } else {
            if !action.title.isEmpty { setTitle(action.title, for: .normal) }
            if let image = action.image { setImage(image, for: .normal) }
        }
    }

    // MARK: Content per state

    /// Sets the title shown in `state`; the `.normal` title shows in states without their own.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        updateContent()
    }

    /// The title set for `state`, or `nil`.
    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }

    /// Sets the title's colour in `state`.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        updateContent()
    }

    /// The title's colour in `state`: set for it, else for `.normal`, else the button type's.
    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue] ?? defaultTitleColor(for: state)
    }

    /// Sets the image shown in `state`.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        updateContent()
    }

    /// The image set for `state`, else the `.normal` one.
    open func image(for state: UIControl.State) -> UIImage? {
        images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }

    /// The title shown now.
    open var currentTitle: String? { configuration?.title ?? title(for: state) }
    /// The title's colour now.
    open var currentTitleColor: UIColor { titleLabel?.textColor ?? .label }
    /// The image shown now.
    open var currentImage: UIImage? { configuration?.image ?? image(for: state) }

    /// Space around the title and image of a button without a configuration. Deprecated in UIKit for configurations'
    /// `contentInsets`; still common.
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet { invalidateIntrinsicContentSize(); setNeedsLayout() }
    }

    /// The menu the button shows: on a tap when `showsMenuAsPrimaryAction` is `true`, else on a long press.
    open var menu: UIMenu?
    /// Whether a tap shows `menu` (sending `.menuActionTriggered`) instead of sending its actions. `false` by default.
    open var showsMenuAsPrimaryAction = false

    private func defaultTitleColor(for state: UIControl.State) -> UIColor {
        switch buttonType {
        case .custom: return state.contains(.disabled) ? .white.withAlphaComponent(0.5) : .white
        default:
            if role == .destructive { return .systemRed }
            return state.contains(.disabled) ? .tertiaryLabel : tintColor
        }
    }

    // MARK: Configuration

    /// The button's appearance as a configuration; `nil` for the per-state API. Setting it restyles the button.
    open var configuration: Configuration? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Called whenever the button's state or configuration changes, to adjust `configuration` for the state (for
    /// example a filled button's title while highlighted). UIKit calls it from `updateConfiguration()`.
    open var configurationUpdateHandler: (@MainActor (UIButton) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    private var isUpdatingConfiguration = false

    /// Asks the button to update its configuration for its state: runs `updateConfiguration()` now (UIKit defers it to
    /// the next layout pass).
    open func setNeedsUpdateConfiguration() {
        guard !isUpdatingConfiguration else { return }
        isUpdatingConfiguration = true
        defer { isUpdatingConfiguration = false }
        updateConfiguration()
        updateContent()
    }

    /// Runs `configurationUpdateHandler`. Subclasses override it to update `configuration` themselves.
    open func updateConfiguration() {
        configurationUpdateHandler?(self)
    }

    open override var isEnabled: Bool {
        didSet { if isEnabled != oldValue { setNeedsUpdateConfiguration() } }
    }

    open override var isSelected: Bool {
        didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } }
    }

    open override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateContent()
    }

    // MARK: Drawing and layout

    /// The title's font without a configuration: 15 pt, UIKit's system button font.
    static let legacyTitleFont = UIFont.systemFont(ofSize: 15)
    /// The least height of a system button without a configuration: 30 pt, as Interface Builder's buttons are.
    static let legacyMinimumHeight: CGFloat = 30

    /// Puts the state's title, subtitle, image and colours into the subviews.
    private func updateContent() {
        guard let titleLabel, let imageView else { return }
        let title: String?
        let subtitle: String?
        let image: UIImage?
        if let configuration {
            let style = configuration.resolvedColors(role: role, state: state, tint: tintColor)
            title = configuration.title
            subtitle = configuration.subtitle
            image = configuration.image
            titleLabel.font = configuration.titleFont
            titleLabel.textColor = style.foreground
            subtitleLabel.font = configuration.subtitleFont
            subtitleLabel.textColor = style.foreground
            imageView.tintColor = style.foreground
            backgroundColor = style.background
            layer.cornerRadius = configuration.cornerRadius(forHeight: bounds.height)
            layer.borderWidth = configuration.background.strokeWidth
            layer.borderColor = configuration.background.strokeColor?.cgColor
        } else {
            title = self.title(for: state)
            subtitle = nil
            image = self.image(for: state)
            titleLabel.font = Self.legacyTitleFont
            titleLabel.textColor = titleColor(for: state)
            imageView.tintColor = buttonType == .custom ? nil : (state.contains(.disabled) ? .tertiaryLabel : tintColor)
        }
        // A highlighted system button without a configuration dims its title, as UIKit's does while pressed (a
        // configuration dims its colours instead).
        titleLabel.alpha = configuration == nil && isHighlighted && buttonType == .system ? 0.2 : 1
        titleLabel.text = title
        titleLabel.isHidden = title?.isEmpty ?? true
        subtitleLabel.text = subtitle
        subtitleLabel.isHidden = subtitle?.isEmpty ?? true
        imageView.image = image
        imageView.isHidden = image == nil
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The padding around the content.
    private var contentInsets: NSDirectionalEdgeInsets {
        if let configuration { return configuration.contentInsets }
        return NSDirectionalEdgeInsets(
            top: contentEdgeInsets.top, leading: contentEdgeInsets.left, bottom: contentEdgeInsets.bottom,
            trailing: contentEdgeInsets.right)
    }

    /// The sizes of the image and the title block (title over subtitle), and the space between them.
    private var contentParts: (image: CGSize, text: CGSize, imagePadding: CGFloat) {
        let image = imageView.flatMap { $0.isHidden ? nil : $0.intrinsicContentSize } ?? .zero
        var text = CGSize.zero
        for label in [titleLabel, subtitleLabel].compactMap({ $0 }) where !label.isHidden {
            let size = label.intrinsicContentSize
            text.width = max(text.width, size.width)
            text.height += size.height
        }
        if !titleLabel!.isHidden, !subtitleLabel.isHidden { text.height += configuration?.titlePadding ?? 0 }
        let padding = image.width > 0 && text.width > 0 ? (configuration?.imagePadding ?? 0) : 0
        return (image, text, padding)
    }

    /// The content's size plus its insets; a system button without a configuration is at least 30 pt tall.
    open override var intrinsicContentSize: CGSize {
        let parts = contentParts
        let insets = contentInsets
        var size = CGSize(
            width: parts.image.width + parts.imagePadding + parts.text.width + insets.leading + insets.trailing,
            height: max(parts.image.height, parts.text.height) + insets.top + insets.bottom)
        if configuration == nil, buttonType == .system { size.height = max(size.height, Self.legacyMinimumHeight) }
        return size
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    /// Centres the image and the title block (image leading) in the bounds less the content insets, mirrored right
    /// to left.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let titleLabel, let imageView else { return }
        let parts = contentParts
        let insets = contentInsets
        let content = CGRect(
            x: insets.leading, y: insets.top, width: max(bounds.width - insets.leading - insets.trailing, 0),
            height: max(bounds.height - insets.top - insets.bottom, 0))
        let total = parts.image.width + parts.imagePadding + parts.text.width
        var x = content.minX + (content.width - total) / 2
        var imageFrame = CGRect(x: x, y: content.midY - parts.image.height / 2, width: parts.image.width, height: parts.image.height)
        x += parts.image.width + parts.imagePadding
        let textTop = content.midY - parts.text.height / 2
        let titleHeight = titleLabel.isHidden ? 0 : titleLabel.intrinsicContentSize.height
        var titleFrame = CGRect(x: x, y: textTop, width: parts.text.width, height: titleHeight)
        var subtitleFrame = CGRect(
            x: x, y: textTop + titleHeight + (titleLabel.isHidden ? 0 : configuration?.titlePadding ?? 0),
            width: parts.text.width, height: subtitleLabel.isHidden ? 0 : subtitleLabel.intrinsicContentSize.height)
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            imageFrame.origin.x = bounds.width - imageFrame.maxX
            titleFrame.origin.x = bounds.width - titleFrame.maxX
            subtitleFrame.origin.x = bounds.width - subtitleFrame.maxX
        }
        // On the pixel grid, as UIKit places subviews: centring leaves fractions of a pixel otherwise.
        let scale = traitCollection.displayScale
        func snapped(_ frame: CGRect) -> CGRect {
            CGRect(x: (frame.minX * scale).rounded() / scale, y: (frame.minY * scale).rounded() / scale, width: frame.width, height: frame.height)
        }
        imageView.frame = snapped(imageFrame)
        titleLabel.frame = snapped(titleFrame)
        subtitleLabel.frame = snapped(subtitleFrame)
        if let configuration { layer.cornerRadius = configuration.cornerRadius(forHeight: bounds.height) }
    }

    /// Called by hosts when a person taps the button: unless it is disabled, shows its menu (sending
    /// `.menuActionTriggered`) when that is its primary action, or else sends `.touchUpInside` and
    /// `.primaryActionTriggered` (each action once). Headless addition.
    public func hostDidTap() {
        guard isEnabled, isUserInteractionEnabled else { return }
        if showsMenuAsPrimaryAction, showMenu() { return }
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
    }

    /// Called by hosts when a person long-presses the button (or asks for its context menu): unless it is disabled,
    /// shows its menu, sending `.menuActionTriggered`, whether or not the menu is its primary action; a button without
    /// a menu does nothing (the press's release is its tap). Headless addition.
    public func hostDidLongPress() {
        guard isEnabled, isUserInteractionEnabled else { return }
        showMenu()
    }

    /// How the button shows its menu, for render trees.
    var renderMenu: RenderButtonMenu {
        guard showableMenu != nil else { return .none }
        return showsMenuAsPrimaryAction ? .onPress : .onLongPress
    }

    /// `menu`, when it has rows to show.
    private var showableMenu: UIMenu? {
        guard let menu, !menu.displayedElements.isEmpty else { return nil }
        return menu
    }

    /// Shows the menu below the button, sending `.menuActionTriggered`; returns whether there was one to show.
    @discardableResult
    private func showMenu() -> Bool {
        guard let menu = showableMenu, let window else { return false }
        sendActions(for: .menuActionTriggered)
        window.presentMenu(menu, of: self)
        return true
    }
}
