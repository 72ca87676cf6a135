import Foundation

/// What is wrong with an Interface Builder document, and where: the file, the line and the element, so that a bad or
/// unknown `.xib` is reported, never trapped on.
public struct XibError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The document's file name (`Grid.xib`), or the name it was read under.
    public let file: String
    /// The line the offending element starts on; 0 when the problem is the document as a whole.
    public let line: Int
    /// The offending element as written (`<rect key="frame">`); empty for the document as a whole.
    public let element: String
    /// What is wrong.
    public let message: String

    /// An error in `file` at `line`, in `element`.
    public init(file: String, line: Int, element: String, message: String) {
        self.file = file
        self.line = line
        self.element = element
        self.message = message
    }

    public var description: String {
        element.isEmpty ? "\(file):\(line): \(message)" : "\(file):\(line): \(element): \(message)"
    }
}
