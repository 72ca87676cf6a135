import Foundation

/// The view a list cell shows for one system accessory: what a host draws — the accessory's symbol (or text)
/// in its resolved tint, in the accessory's frame.
@preconcurrency @MainActor
public final class CellAccessoryView: UIView {
    /// The accessory shown.
    public private(set) var accessory: UICellAccessory
    /// The SF Symbol to draw; `nil` for label accessories, which draw `text`.
    public private(set) var symbolName: String?
    /// The text of a label accessory.
    public var text: String? {
        if case .label(let text, _) = accessory.kind { return text }
        return nil
    }
    /// The colour to draw the symbol or text with.
    public private(set) var resolvedTintColor: UIColor = .systemBlue

    init(accessory: UICellAccessory) {
        self.accessory = accessory
        super.init(frame: .zero)
    }

    /// Accessory views are not decoded from archives here; this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Shows `accessory` for a cell that is `isExpanded` and `isSelected`, tinted with `cellTint` where the
    /// accessory has no colour of its own.
    func show(_ accessory: UICellAccessory, isExpanded: Bool, isSelected: Bool, cellTint: UIColor) {
        self.accessory = accessory
        symbolName = CellAccessoryMetrics.symbolName(of: accessory.kind, isExpanded: isExpanded, isSelected: isSelected)
        resolvedTintColor = accessory.tintColor ?? CellAccessoryMetrics.defaultTint(of: accessory.kind) ?? cellTint
        isHidden = accessory.isHidden
    }
}

extension CellAccessoryView: HostDrawnView {
    package func hostRenderContent() -> RenderNode.Content {
        .accessory(kind: accessory.kind.name, symbolName: symbolName, text: text, color: resolvedTintColor)
    }
}
