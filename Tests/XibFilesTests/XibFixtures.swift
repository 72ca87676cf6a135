import Foundation

/// The documents in `Xibs/`, written for these tests as Interface Builder writes a Mac window controller's and an
/// item's.
enum XibFixtures {
    /// A window controller's window (`ShelfWindowController.xib`): a titled, resizable window whose content view holds
    /// a scroll view, its clip view and a collection view, with the owner's `window` and `collectionView` outlets.
    static let window = text("ShelfWindowController")

    /// An item's view (`Items/ShelfItem.xib`): a box, a text field with a font and a colour, and a button's action.
    static let item = text("ShelfItem", in: "Items")

    /// `window` with `original` replaced by `replacement` (which must occur).
    static func window(replacing original: String, with replacement: String) -> Data {
        precondition(window.contains(original), "the fixture has no \(original)")
        return Data(window.replacingOccurrences(of: original, with: replacement).utf8)
    }

    private static func text(_ name: String, in folder: String? = nil) -> String {
        var url = Bundle.module.resourceURL!.appendingPathComponent("Xibs")
        if let folder { url.appendPathComponent(folder) }
        return try! String(contentsOf: url.appendingPathComponent(name + ".xib"), encoding: .utf8)
    }
}
