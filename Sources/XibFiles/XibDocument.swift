import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// An Interface Builder document (`.xib`) read into the objects it describes: what a nib is before it is loaded.
///
/// Reading checks what loading relies on — every object has an id and no two share one, rectangles, colours and fonts
/// are well formed, connections name objects the document holds — and reports the first problem as a `XibError`
/// with the file, line and element. Elements it does not know are kept as they are written.
///
/// Complexity: O(n) in the document's size.
public struct XibDocument: Sendable, Hashable {
    /// The name the document is loaded by: its file name without `.xib` (`GridWindowController`).
    public let name: String
    /// The document's type (`com.apple.InterfaceBuilder3.Cocoa.XIB` for a Mac document).
    public let type: String
    /// The top-level objects, placeholders first as documents list them (the file's owner is id `-2`).
    public let objects: [XibObject]

    /// The deepest nesting of elements a document may have: deeper is refused as malformed rather than risking the
    /// stack.
    public static let maximumDepth = 256

    /// The document at `url`.
    public init(contentsOf url: URL) throws(XibError) {
        let file = url.lastPathComponent
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw XibError(file: file, line: 0, element: "", message: "cannot be read: \(error.localizedDescription)")
        }
        try self.init(data: data, file: file)
    }

    /// The document in `data`, read from the file named `file` (`Grid.xib`; it names errors and gives `name`).
    public init(data: Data, file: String) throws(XibError) {
        let root = try XMLTree.parse(data, file: file)
        var reader = XibReader(file: file)
        let (type, objects) = try reader.document(root)
        name = file.hasSuffix(".xib") ? String(file.dropLast(4)) : file
        self.type = type
        self.objects = objects
    }

    /// The file's owner: the placeholder the loading code stands for (id `-2`).
    public var fileOwner: XibObject? { objects.first { $0.id == "-2" } }

    /// The object with `id`, wherever it sits in the document.
    public func object(withID id: String) -> XibObject? {
        for object in objects {
            if let found = object.allObjects.first(where: { $0.id == id }) { return found }
        }
        return nil
    }

    /// Every connection in the document, in document order.
    public var connections: [XibConnection] {
        objects.flatMap(\.allObjects).flatMap(\.connections)
    }
}
