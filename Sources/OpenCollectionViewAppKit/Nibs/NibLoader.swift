import CollectionDiagnostics
import Foundation
import XibFiles

/// Makes a document's objects: each element as its AppKit class (or the document's custom class, found by name in
/// its module), with the document's frame, autoresizing, colours, fonts and text; then connects outlets and sends
/// `awakeFromNib()`.
///
/// Elements made: `window`, `view`, `customView`, `box`, `textField`, `searchField`, `button`, `imageView`,
/// `scrollView`, `clipView`, `collectionView`, `collectionViewItem`, `viewController`. Layout objects of a collection view (the app sets its own), scrollers and
/// cells (their values go to their control) are read, not made. Any other element is reported, with its file and
/// line, and left out with what it holds; the rest of the document still loads.
@MainActor
struct NibLoader {
    let document: XibDocument
    let owner: AnyObject?
    /// The objects made, by their document id.
    private var made: [String: AnyObject] = [:]
    /// Objects to send `awakeFromNib()`, in the order they were made.
    private var awakening: [AnyObject] = []

    init(document: XibDocument, owner: AnyObject?) {
        self.document = document
        self.owner = owner
    }

    /// Placeholder ids: the file's owner, the first responder, the application.
    private static let fileOwnerID = "-2"
    private static let placeholderIDs: Set<String> = ["-1", "-3"]

    /// Makes the document's objects, connects them and wakes them; answers the top-level objects.
    mutating func load() -> [AnyObject] {
        if let owner { made[Self.fileOwnerID] = owner }
        var topLevel: [AnyObject] = []
        for object in document.objects where object.id != Self.fileOwnerID && !Self.placeholderIDs.contains(object.id) {
            if let instance = make(object) { topLevel.append(instance) }
        }
        for connection in document.connections { connect(connection) }
        for object in awakening {
            (object as? NSView)?.awakeFromNib()
            (object as? NSViewController)?.awakeFromNib()
            (object as? NSWindowController)?.awakeFromNib()
        }
        return topLevel
    }

    private func report(_ object: XibObject, _ message: String) {
        Diagnostics.report(.error(
            "NSNib", XibError(file: document.name + ".xib", line: object.line, element: object.element, message: message)
                .description))
    }

    // MARK: Objects

    private static let ignoredElements: Set<String> = [
        "collectionViewFlowLayout", "collectionViewGridLayout", "collectionViewLayout", "scroller", "textFieldCell", "buttonCell", "searchFieldCell", "imageCell",
        "customObject", "userDefaultsController", "menu", "constraint",
    ]

    private mutating func make(_ object: XibObject) -> AnyObject? {
        let instance: AnyObject?
        switch object.element {
        case "window": instance = makeWindow(object)
        case "collectionViewItem": instance = makeController(object, base: NSCollectionViewItem.self)
        case "viewController": instance = makeController(object, base: NSViewController.self)
        case "view", "customView": instance = makeView(object, base: NSView.self)
        case "box": instance = makeView(object, base: NSBox.self)
        case "textField": instance = makeView(object, base: NSTextField.self)
        case "scrollView": instance = makeView(object, base: NSScrollView.self)
        case "clipView": instance = makeView(object, base: NSClipView.self)
        case "collectionView": instance = makeView(object, base: NSCollectionView.self)
        case "button": instance = makeView(object, base: NSButton.self)
        case "searchField": instance = makeView(object, base: NSSearchField.self)
        case "imageView": instance = makeView(object, base: NSImageView.self)
        default:
            if !Self.ignoredElements.contains(object.element) {
                report(object, "no AppKit object is made for this element: it is left out, with what it holds")
            }
            return nil
        }
        if let instance {
            made[object.id] = instance
            awakening.append(instance)
        }
        return instance
    }

    /// The class to make `object` with: its custom class (found in its module, or the owner's), or `base`.
    private func resolvedClass<Base>(_ object: XibObject, base: Base.Type) -> Base.Type? {
        guard let name = object.customClass else { return base }
        var modules = [object.customModule, owner.map { Self.module(of: type(of: $0)) }, "OpenCollectionViewAppKit"]
            .compactMap { $0 }
        if name.contains(".") { modules = [""] }
        for module in modules {
            let qualified = module.isEmpty ? name : module + "." + name
            if let found = _typeByName(qualified) {
                if let type = found as? Base.Type { return type }
                report(object, "the custom class \(name) is not a subclass of \(base)")
                return nil
            }
        }
        report(object, "no class named \(name) in \(modules.joined(separator: " or ")): \(base) is made instead")
        return base
    }

    /// The module a type is declared in.
    private static func module(of type: Any.Type) -> String {
        String(String(reflecting: type).prefix { $0 != "." })
    }

    private mutating func makeController<Base: NSViewController>(_ object: XibObject, base: Base.Type) -> AnyObject? {
        guard let type = resolvedClass(object, base: base), let controller = type.init(coder: NibCoder()) else {
            report(object, "the view controller could not be made")
            return nil
        }
        controller.title = object.attributes["title"]
        return controller
    }

    private mutating func makeWindow(_ object: XibObject) -> AnyObject? {
        let content = object.rects["contentRect"] ?? CGRect(x: 0, y: 0, width: 480, height: 270)
        var style: NSWindow.StyleMask = []
        if let mask = object.values["styleMask"] {
            if mask["titled"] == "YES" { style.insert(.titled) }
            if mask["closable"] == "YES" { style.insert(.closable) }
            if mask["miniaturizable"] == "YES" { style.insert(.miniaturizable) }
            if mask["resizable"] == "YES" { style.insert(.resizable) }
            if mask["fullSizeContentView"] == "YES" { style.insert(.fullSizeContentView) }
        }
        let window = NSWindow(contentRect: content, styleMask: style, backing: .buffered, defer: true)
        window.title = object.attributes["title"] ?? ""
        if let minimum = object.values["contentMinSize"] ?? object.values["minSize"],
           let width = minimum["width"].flatMap(Double.init), let height = minimum["height"].flatMap(Double.init) {
            window.contentMinSize = NSSize(width: width, height: height)
        }
        if let contentObject = object.child(forKey: "contentView"),
           let contentView = make(contentObject) as? NSView {
            window.contentView = contentView
        }
        return window
    }

    private mutating func makeView<Base: NSView>(_ object: XibObject, base: Base.Type) -> AnyObject? {
        guard let type = resolvedClass(object, base: base), let view = type.init(coder: NibCoder()) else {
            report(object, "the view could not be made")
            return nil
        }
        if let frame = object.frame { view.frame = frame }
        if let mask = object.autoresizingMask { view.autoresizingMask = NSView.AutoresizingMask(rawValue: mask.rawValue) }
        if object.attributes["hidden"] == "YES" { view.isHidden = true }
        if object.attributes["wantsLayer"] == "YES" { view.wantsLayer = true }
        if let identifier = object.attributes["identifier"] { view.identifier = NSUserInterfaceItemIdentifier(identifier) }
        if let alpha = object.attributes["alphaValue"].flatMap(Double.init) { view.alphaValue = alpha }
        configure(view, from: object)
        for subviewObject in object.subviews {
            guard let subview = make(subviewObject) as? NSView else { continue }
            let frame = subview.frame
            // A clip view's subview is the document it shows.
            if let clipView = view as? NSClipView, clipView.documentView == nil {
                clipView.documentView = subview
            } else {
                view.addSubview(subview)
            }
            if !(subview is NSCollectionView && view is NSClipView) { subview.frame = frame }
        }
        return view
    }

    /// The element's own values, by the class made.
    private mutating func configure(_ view: NSView, from object: XibObject) {
        switch view {
        case let box as NSBox: configure(box, from: object)
        case let field as NSTextField: configure(field, from: object)
        case let scrollView as NSScrollView: configure(scrollView, from: object)
        case let clipView as NSClipView: configure(clipView, from: object)
        case let collectionView as NSCollectionView: configure(collectionView, from: object)
        case let button as NSButton: configure(button, from: object)
        case let imageView as NSImageView: configure(imageView, from: object)
        default: break
        }
    }

    private mutating func configure(_ box: NSBox, from object: XibObject) {
        switch object.attributes["boxType"] {
        case "custom": box.boxType = .custom
        case "separator": box.boxType = .separator
        default: box.boxType = .primary
        }
        if let title = object.attributes["title"] { box.title = title }
        if object.attributes["titlePosition"] == "noTitle" { box.titlePosition = .noTitle }
        if object.attributes["transparent"] == "YES" { box.isTransparent = true }
        if let radius = object.attributes["cornerRadius"].flatMap(Double.init) { box.cornerRadius = radius }
        if let width = object.attributes["borderWidth"].flatMap(Double.init) { box.borderWidth = width }
        if object.attributes["borderType"] == "none" { box.borderWidth = 0 }
        if let fill = color(object, "fillColor") { box.fillColor = fill }
        if let border = color(object, "borderColor") { box.borderColor = border }
        if let contentObject = object.child(forKey: "contentView"), let content = make(contentObject) as? NSView {
            let frame = content.frame
            box.contentView = content
            content.frame = frame
        }
    }

    private mutating func configure(_ field: NSTextField, from object: XibObject) {
        let cell = object.child(forKey: "cell")
        let attributes = cell?.attributes ?? [:]
        field.isEditable = attributes["editable"] == "YES"
        field.isSelectable = attributes["selectable"] == "YES" || field.isEditable
        field.isBordered = attributes["borderStyle"] != nil
        field.drawsBackground = attributes["drawsBackground"] == "YES"
        field.stringValue = attributes["title"] ?? ""
        field.placeholderString = attributes["placeholderString"]
        field.alignment = switch attributes["alignment"] {
        case "left": .left
        case "center": .center
        case "right": .right
        case "justified": .justified
        default: .natural
        }
        switch attributes["lineBreakMode"] {
        case "wordWrapping": field.lineBreakMode = .byWordWrapping
        case "charWrapping": field.lineBreakMode = .byCharWrapping
        case "truncatingHead": field.lineBreakMode = .byTruncatingHead
        case "truncatingMiddle": field.lineBreakMode = .byTruncatingMiddle
        case "truncatingTail": field.lineBreakMode = .byTruncatingTail
        default: field.lineBreakMode = .byClipping
        }
        if attributes["lineBreakMode"] == "wordWrapping" || attributes["lineBreakMode"] == "charWrapping" {
            field.maximumNumberOfLines = 0
        }
        if let cell, let font = cell.fonts["font"] { field.font = Self.font(font) }
        if let cell, let textColor = color(cell, "textColor") { field.textColor = textColor }
        if let cell, let background = color(cell, "backgroundColor") { field.backgroundColor = background }
    }

    private func configure(_ imageView: NSImageView, from object: XibObject) {
        let cell = object.child(forKey: "cell")
        if let name = cell?.attributes["image"] {
            imageView.image = NSImage(named: name)
            if imageView.image == nil { report(object, "no image named \(name): the image view shows nothing") }
        }
        switch cell?.attributes["imageScaling"] {
        case "axesIndependently": imageView.imageScaling = .scaleAxesIndependently
        case "none": imageView.imageScaling = .scaleNone
        case "proportionallyUpOrDown": imageView.imageScaling = .scaleProportionallyUpOrDown
        default: imageView.imageScaling = .scaleProportionallyDown
        }
    }

    private func configure(_ button: NSButton, from object: XibObject) {
        let cell = object.child(forKey: "cell")
        let attributes = cell?.attributes ?? [:]
        switch attributes["type"] {
        case "check": button.setButtonType(.switch)
        case "radio": button.setButtonType(.radio)
        case "onOff", "pushOnPushOff": button.setButtonType(.pushOnPushOff)
        case "toggle": button.setButtonType(.toggle)
        default: button.setButtonType(.momentaryPushIn)
        }
        button.title = attributes["title"] ?? ""
        if attributes["state"] == "on" { button.state = .on }
        if attributes["borderStyle"] == "none" || attributes["bordered"] == "NO" { button.isBordered = false }
        if object.attributes["enabled"] == "NO" || attributes["enabled"] == "NO" { button.isEnabled = false }
    }

    private mutating func configure(_ scrollView: NSScrollView, from object: XibObject) {
        scrollView.hasVerticalScroller = object.attributes["hasVerticalScroller"] != "NO"
        scrollView.hasHorizontalScroller = object.attributes["hasHorizontalScroller"] != "NO"
        scrollView.autohidesScrollers = object.attributes["autohidesScrollers"] == "YES"
        if let clipObject = object.child(forKey: "contentView"), let clip = make(clipObject) as? NSClipView {
            clip.frame = NSRect(origin: .zero, size: scrollView.frame.size)
            scrollView.contentView = clip
        }
    }

    private func configure(_ clipView: NSClipView, from object: XibObject) {
        if object.attributes["drawsBackground"] == "NO" { clipView.drawsBackground = false }
        if let background = color(object, "backgroundColor") { clipView.backgroundColor = background }
    }

    private mutating func configure(_ collectionView: NSCollectionView, from object: XibObject) {
        collectionView.isSelectable = object.attributes["selectable"] == "YES"
        collectionView.allowsMultipleSelection = object.attributes["allowsMultipleSelection"] == "YES"
        if object.attributes["allowsEmptySelection"] == "NO" { collectionView.allowsEmptySelection = false }
        if let background = color(object, "primaryBackgroundColor") { collectionView.backgroundColors = [background] }
    }

    // MARK: Values

    /// The colour `object` has under `key`; an unknown named colour is reported, and the colour is left as it was.
    private func color(_ object: XibObject, _ key: String) -> NSColor? {
        guard let value = object.colors[key] else { return nil }
        switch value {
        case .named(let name, _):
            if let named = NSColor.named(name) { return named }
            report(object, "no system colour named \(name) (\(key)): the colour is left as it was")
            return nil
        case .rgb(let red, let green, let blue, let alpha, let space):
            if space.lowercased().contains("p3") {
                return NSColor(displayP3Red: red, green: green, blue: blue, alpha: alpha)
            }
            return NSColor(red: red, green: green, blue: blue, alpha: alpha)
        case .white(let white, let alpha):
            return NSColor(white: white, alpha: alpha)
        }
    }

    /// The font a document's font stands for: meta fonts at their sizes; fonts by name are the system font.
    private static func font(_ font: XibFont) -> NSFont {
        let size = font.size.map { CGFloat($0) }
        switch font.metaFont {
        case "systemBold": return .boldSystemFont(ofSize: size ?? NSFont.systemFontSize)
        case "systemSemibold": return .systemFont(ofSize: size ?? NSFont.systemFontSize, weight: .semibold)
        case "systemMedium": return .systemFont(ofSize: size ?? NSFont.systemFontSize, weight: .medium)
        case "systemHeavy": return .systemFont(ofSize: size ?? NSFont.systemFontSize, weight: .heavy)
        case "systemLight": return .systemFont(ofSize: size ?? NSFont.systemFontSize, weight: .light)
        case "smallSystem": return .systemFont(ofSize: size ?? NSFont.smallSystemFontSize)
        case "smallSystemBold": return .boldSystemFont(ofSize: size ?? NSFont.smallSystemFontSize)
        case "miniSystem": return .systemFont(ofSize: size ?? 9)
        case "label": return .labelFont(ofSize: size ?? NSFont.labelFontSize)
        case "message", "controlContent", "system", "menu", "toolTip": return .systemFont(ofSize: size ?? NSFont.systemFontSize)
        default: return .systemFont(ofSize: size ?? NSFont.systemFontSize)
        }
    }

    // MARK: Connections

    private func connect(_ connection: XibConnection) {
        guard let source = made[connection.source] else { return }
        guard let destination = made[connection.destination] else {
            if let object = document.object(withID: connection.source) {
                report(object, "a connection leads to \(connection.destination), which was not made: it is left out")
            }
            return
        }
        switch connection.kind {
        case .outlet(let property):
            if (source as? any NibOutletConnecting)?.connectNibOutlet(property, to: destination) == true { return }
            if Self.connectBuiltIn(property, of: source, to: destination) { return }
            if let object = document.object(withID: connection.source) {
                report(object, "\(type(of: source)) has no outlet \(property) (generate its outlets with the NibOutlets "
                    + "plugin, or implement NibOutletConnecting): it is not connected")
            }
        case .action(let selector):
            if let control = source as? NSControl {
                control.target = destination
                control.action = Selector(selector)
            } else if let object = document.object(withID: connection.source) {
                report(object, "\(type(of: source)) sends no actions: the action \(selector) is not connected")
            }
        }
    }

    /// AppKit's own outlets: a view controller's view, an item's text field, a window controller's window, a
    /// window's content view.
    private static func connectBuiltIn(_ property: String, of source: AnyObject, to destination: AnyObject) -> Bool {
        switch (property, source, destination) {
        case ("view", let controller as NSViewController, let view as NSView):
            controller.view = view
        case ("textField", let item as NSCollectionViewItem, let field as NSTextField):
            item.textField = field
        case ("imageView", let item as NSCollectionViewItem, let imageView as NSImageView):
            item.imageView = imageView
        case ("delegate", let field as NSTextField, let delegate as any NSTextFieldDelegate):
            field.delegate = delegate
        case ("window", let controller as NSWindowController, let window as NSWindow):
            controller.window = window
        case ("contentView", let window as NSWindow, let view as NSView):
            window.contentView = view
        default:
            return false
        }
        return true
    }
}
