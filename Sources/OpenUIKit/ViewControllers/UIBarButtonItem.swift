import Foundation

/// What bar items share: a title, an image, whether people can use them (UIKit: `UIBarItem`).
@preconcurrency @MainActor
open class UIBarItem {
    /// The text the item shows.
    open var title: String? {
        didSet { noteHostChange() }
    }
    /// The image the item shows, usually an SF Symbol.
    open var image: UIImage?
    /// Whether people can use the item; a disabled item is dimmed and hosts ignore taps on it. `true` by default.
    open var isEnabled = true {
        didSet { noteHostChange() }
    }
    /// A number the app chooses to tell items apart.
    open var tag = 0
    /// What assistive technologies read for the item; its title when `nil`.
    open var accessibilityLabel: String?

    /// The name hosts address the item by (`RenderBarButton.identity`), made on first use.
    private var storedHostIdentity: String?
    /// The ledger of the scene in charge when the item was made, whose bars show it.
    private let sceneLedger = UIWindowScene.inCharge?.ledger

    /// Notes that what hosts draw of the bars showing the item may have changed (`UIWindowScene.hostChangeMark`): in
    /// the scene the item was made in, else the scene in charge.
    func noteHostChange() {
        SceneLedger.noteHostChange(in: sceneLedger ?? UIWindowScene.inCharge?.ledger)
    }

    /// Makes an enabled item with no title, image or tag.
    public init() {}

    /// `bar-button-N`, a name no other item of this process gets, kept for the item's life.
    var hostIdentity: String {
        if let storedHostIdentity { return storedHostIdentity }
        HostIdentityCounter.next += 1
        let identity = "bar-button-\(HostIdentityCounter.next)"
        storedHostIdentity = identity
        return identity
    }
}

/// A button in a navigation bar (UIKit: `UIBarButtonItem`): a title or an image, or one of UIKit's system items,
/// that runs its `primaryAction` when tapped or shows its `menu`.
///
/// ```swift
/// navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Sort", primaryAction: UIAction { [weak self] _ in
///     self?.toggleSorting()
/// })
/// navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "gear"), menu: settingsMenu)
/// ```
///
/// ## Differences from UIKit
/// Linux has no Objective-C selectors, so the target–action initializers (`init(title:style:target:action:)`,
/// `init(barButtonSystemItem:target:action:)`) do not exist: pass a `UIAction` as `primaryAction` (UIKit's own
/// closure-based form since iOS 14) and set `style` afterwards. A tap (`HostEvent.tapBarButton`) runs the primary
/// action; an item with only a menu shows the menu instead, as in UIKit.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// How a title is drawn (UIKit: `UIBarButtonItem.Style`, same raw values).
    public enum Style: Int, Sendable, Hashable {
        /// Regular weight: the default for most items.
        case plain = 0
        /// A style from older UIKit releases; deprecated, use `plain`.
        @available(*, deprecated, message: "Use plain")
        case bordered = 1
        /// Bold: the item that confirms (Done, Save).
        case done = 2
    }

    /// UIKit's standard items (UIKit: `UIBarButtonItem.SystemItem`, same raw values).
    public enum SystemItem: Int, Sendable, Hashable, CaseIterable {
        /// A bold “Done” text button that finishes a task.
        case done = 0
        /// A “Cancel” text button that abandons a task.
        case cancel = 1
        /// An “Edit” text button that starts editing.
        case edit = 2
        /// A “Save” text button.
        case save = 3
        /// A plus symbol, for adding something.
        case add = 4
        /// An empty space that takes whatever room the other items leave.
        case flexibleSpace = 5
        /// An empty space as wide as the item's `width`.
        case fixedSpace = 6
        /// A square-and-pencil symbol, for writing something new.
        case compose = 7
        /// A curved-arrow symbol, for replying.
        case reply = 8
        /// A share symbol (a square with an upward arrow).
        case action = 9
        /// A folder symbol, for moving or filing things.
        case organize = 10
        /// A book symbol, for showing bookmarks.
        case bookmarks = 11
        /// A magnifying-glass symbol, for searching.
        case search = 12
        /// A circular-arrow symbol, for reloading content.
        case refresh = 13
        /// A cross symbol, for stopping something in progress.
        case stop = 14
        /// A camera symbol.
        case camera = 15
        /// A trash-can symbol, for deleting.
        case trash = 16
        /// A filled play symbol, for starting playback.
        case play = 17
        /// A filled pause symbol, for pausing playback.
        case pause = 18
        /// A filled backward symbol, for rewinding.
        case rewind = 19
        /// A filled forward symbol, for skipping ahead.
        case fastForward = 20
        /// An “Undo” text button.
        case undo = 21
        /// A “Redo” text button.
        case redo = 22
        /// A page-curl item; here it shows a book symbol.
        case pageCurl = 23
        /// A filled circled-cross symbol, for closing a screen.
        case close = 24

        /// The words a text item shows (English, as UIKit's default localization); `nil` for items drawn as symbols.
        public var standardTitle: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .undo: "Undo"
            case .redo: "Redo"
            default: nil
            }
        }

        /// The SF Symbol an image item shows; `nil` for text items and spaces. [L] for the exact symbols.
        public var standardSymbolName: String? {
            switch self {
            case .add: "plus"
            case .compose: "square.and.pencil"
            case .reply: "arrowshape.turn.up.left"
            case .action: "square.and.arrow.up"
            case .organize: "folder"
            case .bookmarks: "book"
            case .search: "magnifyingglass"
            case .refresh: "arrow.clockwise"
            case .stop: "xmark"
            case .camera: "camera"
            case .trash: "trash"
            case .play: "play.fill"
            case .pause: "pause.fill"
            case .rewind: "backward.fill"
            case .fastForward: "forward.fill"
            case .pageCurl: "book"
            case .close: "xmark.circle.fill"
            default: nil
            }
        }

        /// What assistive technologies call an item drawn as a symbol (VoiceOver's names for UIKit's system items);
        /// `nil` for text items and spaces.
        public var standardAccessibilityLabel: String? {
            switch self {
            case .add: "Add"
            case .compose: "Compose"
            case .reply: "Reply"
            case .action: "Share"
            case .organize: "Organize"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .refresh: "Refresh"
            case .stop: "Stop"
            case .camera: "Camera"
            case .trash: "Delete"
            case .play: "Play"
            case .pause: "Pause"
            case .rewind: "Rewind"
            case .fastForward: "Fast Forward"
            case .pageCurl: "Page Curl"
            case .close: "Close"
            default: nil
            }
        }

        /// Whether UIKit draws the item bold.
        var isBold: Bool { self == .done }
    }

    /// How the title is drawn. `.plain` unless a system item says otherwise.
    open var style: Style = .plain
    /// The width of a fixed space; 0 lets the item size itself.
    open var width: CGFloat = 0
    /// The action a tap runs. Its title and image show when the item has none of its own.
    open var primaryAction: UIAction?
    /// The menu a tap shows when there is no primary action (a long press shows it when there is one).
    open var menu: UIMenu?
    /// The colour of the item's title or image; the bar's tint when `nil`.
    open var tintColor: UIColor?
    /// A view shown instead of a title or image.
    open var customView: UIView?
    /// Whether the item shows as selected (a toggle).
    open var isSelected = false
    /// Whether a tap on the item toggles `isSelected` before running the primary action.
    open var changesSelectionAsPrimaryAction = false
    /// The system item the item was made as; `nil` for other items.
    public private(set) var systemItem: SystemItem?

    /// An item with nothing to show.
    public override init() {}

    /// An item showing `title` and/or `image` that runs `primaryAction` when tapped or shows `menu`.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// UIKit's standard `systemItem`, running `primaryAction` or showing `menu`.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.primaryAction = primaryAction
        self.menu = menu
        setSystemItem(systemItem)
    }

    /// An item showing `customView`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A space of `width` points between items.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// A space that takes what room is left between items.
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(systemItem: .flexibleSpace)
    }

    /// The title drawn: the item's own, the primary action's, or the system item's words.
    public var displayedTitle: String? {
        if let title, !title.isEmpty { return title }
        if image == nil, let actionTitle = primaryAction?.title, !actionTitle.isEmpty { return actionTitle }
        return systemItem?.standardTitle
    }

    /// The SF Symbol drawn: the item's image's, the primary action's image's, or the system item's.
    public var displayedSymbolName: String? {
        if let name = image?.systemName { return name }
        if title == nil, let name = primaryAction?.image?.systemName { return name }
        return systemItem?.standardSymbolName
    }

    /// Whether the item is a space rather than a button.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    func setSystemItem(_ item: SystemItem) {
        systemItem = item
        style = item.isBold ? .done : .plain
    }

    /// Shows the edit button's state: Done (bold) while editing, Edit otherwise.
    func showEditingState(_ editing: Bool) {
        setSystemItem(editing ? .done : .edit)
        title = editing ? SystemItem.done.standardTitle : SystemItem.edit.standardTitle
    }

    /// A person tapped the item: toggles the selection if asked to and runs the primary action. Returns whether the
    /// tap was for the menu instead (the item has a menu and no primary action). Disabled items do nothing.
    func performTap() -> Bool {
        guard isEnabled, !isSpace else { return false }
        if let primaryAction {
            if changesSelectionAsPrimaryAction { isSelected.toggle() }
            primaryAction.perform(sender: self)
            return false
        }
        return menu != nil
    }
}
