import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// An XML element as read: its name, attributes, the line it starts on, its child elements and its text.
struct XMLTree {
    let name: String
    let attributes: [String: String]
    let line: Int
    var children: [XMLTree] = []
    var text = ""

    /// The element as written, for errors: its name and its `key`, `id` or `property` (`<rect key="frame">`).
    var written: String {
        let naming = ["key", "property", "selector", "id"].first { attributes[$0] != nil }
        return naming.map { "<\(name) \($0)=\"\(attributes[$0]!)\">" } ?? "<\(name)>"
    }

    /// The root element of the XML in `data`; a `XibError` at the line where the XML stops being well formed, or
    /// where elements nest deeper than `XibDocument.maximumDepth`.
    static func parse(_ data: Data, file: String) throws(XibError) -> XMLTree {
        // Foundation's parser on Linux traps on an element whose name or attributes are not UTF-8, so such a document
        // is refused before it is parsed; Interface Builder writes UTF-8.
        if let bad = firstInvalidUTF8Line(data) {
            throw XibError(file: file, line: bad, element: "", message: "not UTF-8 text")
        }
        let builder = Builder()
        let parser = XMLParser(data: data)
        parser.delegate = builder
        let parsed = parser.parse()
        if let tooDeep = builder.tooDeepAt {
            throw XibError(
                file: file, line: tooDeep, element: "",
                message: "elements nest deeper than \(XibDocument.maximumDepth) levels")
        }
        guard parsed, let root = builder.root else {
            let reason = parser.parserError.map { "\($0.localizedDescription)" } ?? "no root element"
            throw XibError(file: file, line: parser.lineNumber, element: "", message: "not well-formed XML (\(reason))")
        }
        return root
    }

    /// The line (from 1) where `data` stops being UTF-8; `nil` when all of it is.
    private static func firstInvalidUTF8Line(_ data: Data) -> Int? {
        var decoder = UTF8()
        var bytes = data.makeIterator()
        var line = 1
        while true {
            switch decoder.decode(&bytes) {
            case .scalarValue(let scalar): if scalar == "\n" { line += 1 }
            case .emptyInput: return nil
            case .error: return line
            }
        }
    }

    /// Builds the tree from the parser's events, keeping the elements still open on a stack.
    private final class Builder: NSObject, XMLParserDelegate {
        var openElements: [XMLTree] = []
        var root: XMLTree?
        var tooDeepAt: Int?

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String]
        ) {
            guard openElements.count < XibDocument.maximumDepth else {
                tooDeepAt = parser.lineNumber
                parser.abortParsing()
                return
            }
            openElements.append(XMLTree(name: elementName, attributes: attributes, line: parser.lineNumber))
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
        ) {
            guard let element = openElements.popLast() else { return }
            if openElements.isEmpty { root = element } else { openElements[openElements.count - 1].children.append(element) }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard !openElements.isEmpty else { return }
            openElements[openElements.count - 1].text += string
        }
    }
}
