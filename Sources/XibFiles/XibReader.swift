import Foundation

/// Turns a document's XML tree into its objects, checking what loading relies on.
struct XibReader {
    let file: String
    /// Every id seen so far, with the line it was first seen on.
    private var ids: [String: Int] = [:]
    /// Every connection read, with the line it was read on, to check its objects once all are known.
    private var connections: [(XibConnection, line: Int, written: String)] = []

    init(file: String) {
        self.file = file
    }

    private func error(_ element: XMLTree, _ message: String) -> XibError {
        XibError(file: file, line: element.line, element: element.written, message: message)
    }

    /// The document's type and top-level objects.
    mutating func document(_ root: XMLTree) throws(XibError) -> (String, [XibObject]) {
        guard root.name == "document" else {
            throw error(root, "not an Interface Builder document: the root element is <\(root.name)>, not <document>")
        }
        guard let objectList = root.children.first(where: { $0.name == "objects" }) else {
            throw error(root, "the document has no <objects>")
        }
        var objects: [XibObject] = []
        for element in objectList.children { objects.append(try object(element, key: nil)) }
        // A connection's source is the object it was read in; only its destination can name nothing.
        for (connection, line, written) in connections where ids[connection.destination] == nil {
            throw XibError(
                file: file, line: line, element: written,
                message: "names no object of the document: \(connection.destination)")
        }
        return (root.attributes["type"] ?? "", objects)
    }

    private mutating func object(_ element: XMLTree, key: String?) throws(XibError) -> XibObject {
        guard let id = element.attributes["id"], !id.isEmpty else { throw error(element, "an object without an id") }
        if let first = ids[id] { throw error(element, "the id \(id) is already the id of the object on line \(first)") }
        ids[id] = element.line
        var rects: [String: CGRect] = [:], colors: [String: XibColor] = [:], fonts: [String: XibFont] = [:]
        var strings: [String: String] = [:], values: [String: [String: String]] = [:]
        var subviews: [XibObject] = [], children: [XibObject] = [], groups: [String: [XibObject]] = [:]
        var ownConnections: [XibConnection] = []
        var mask: XibAutoresizingMask?
        for child in element.children {
            let childKey = child.attributes["key"]
            switch child.name {
            case "subviews":
                for subview in child.children { subviews.append(try object(subview, key: nil)) }
            case "connections":
                for connection in child.children { ownConnections.append(try self.connection(connection, source: id)) }
            case "rect":
                rects[try required(child, key: childKey)] = try rect(child)
            case "color":
                colors[try required(child, key: childKey)] = try color(child)
            case "font":
                fonts[try required(child, key: childKey)] = try font(child)
            case "autoresizingMask":
                mask = try autoresizingMask(child)
            case "string":
                strings[try required(child, key: childKey)] = child.text
            default:
                if child.attributes["id"] != nil {
                    children.append(try object(child, key: childKey))
                } else if childKey == nil, child.children.contains(where: { $0.attributes["id"] != nil }) {
                    var members: [XibObject] = []
                    for member in child.children { members.append(try object(member, key: nil)) }
                    groups[child.name, default: []] += members
                } else {
                    values[childKey ?? child.name] = child.attributes.filter { $0.key != "key" }
                }
            }
        }
        let named: Set = ["id", "key", "customClass", "customModule"]
        return XibObject(
            element: element.name, id: id, key: key, customClass: element.attributes["customClass"],
            customModule: element.attributes["customModule"],
            attributes: element.attributes.filter { !named.contains($0.key) }, rects: rects,
            colors: colors, fonts: fonts, autoresizingMask: mask, strings: strings, values: values, subviews: subviews,
            children: children, groups: groups, connections: ownConnections, line: element.line)
    }

    private func required(_ element: XMLTree, key: String?) throws(XibError) -> String {
        guard let key, !key.isEmpty else { throw error(element, "a value without a key") }
        return key
    }

    private func number(_ element: XMLTree, _ attribute: String) throws(XibError) -> Double {
        guard let text = element.attributes[attribute] else { throw error(element, "no \(attribute)") }
        guard let value = Double(text), value.isFinite else {
            throw error(element, "\(attribute) is not a finite number: \"\(text)\"")
        }
        return value
    }

    private func rect(_ element: XMLTree) throws(XibError) -> CGRect {
        let rect = CGRect(
            x: try number(element, "x"), y: try number(element, "y"), width: try number(element, "width"),
            height: try number(element, "height"))
        guard rect.width >= 0, rect.height >= 0 else { throw error(element, "a negative width or height") }
        return rect
    }

    private func unitComponent(
        _ element: XMLTree, _ attribute: String, default fallback: Double? = nil
    ) throws(XibError) -> Double {
        if element.attributes[attribute] == nil, let fallback { return fallback }
        let value = try number(element, attribute)
        guard (0...1).contains(value) else { throw error(element, "\(attribute) is outside 0…1: \(value)") }
        return value
    }

    private func color(_ element: XMLTree) throws(XibError) -> XibColor {
        let attributes = element.attributes
        switch attributes["colorSpace"] {
        case "catalog":
            guard let name = attributes["name"], let catalog = attributes["catalog"] else {
                throw error(element, "a catalog colour needs a name and a catalog")
            }
            return .named(name, catalog: catalog)
        case "calibratedWhite", "deviceWhite", "genericGamma22GrayColorSpace":
            return try white(element)
        case "calibratedRGB", "deviceRGB":
            return try rgb(element, colorSpace: attributes["colorSpace"]!)
        case "custom":
            guard let space = attributes["customColorSpace"] else {
                throw error(element, "a custom colour space without a name")
            }
            if space == "genericGamma22GrayColorSpace" {
                return try white(element)
            }
            return try rgb(element, colorSpace: space)
        case let space:
            throw error(element, "an unknown colour space: \(space ?? "none given")")
        }
    }

    private func white(_ element: XMLTree) throws(XibError) -> XibColor {
        .white(try unitComponent(element, "white"), alpha: try unitComponent(element, "alpha", default: 1))
    }

    private func rgb(_ element: XMLTree, colorSpace: String) throws(XibError) -> XibColor {
        .rgb(
            red: try unitComponent(element, "red"), green: try unitComponent(element, "green"),
            blue: try unitComponent(element, "blue"), alpha: try unitComponent(element, "alpha", default: 1),
            colorSpace: colorSpace)
    }

    private func font(_ element: XMLTree) throws(XibError) -> XibFont {
        let size = element.attributes["size"] == nil ? nil : try number(element, "size")
        if let size, size <= 0 { throw error(element, "a font size must be positive: \(size)") }
        let metaFont = element.attributes["metaFont"], name = element.attributes["name"]
        guard metaFont != nil || name != nil else { throw error(element, "a font without a metaFont or a name") }
        return XibFont(metaFont: metaFont, name: name, size: size)
    }

    private func autoresizingMask(_ element: XMLTree) throws(XibError) -> XibAutoresizingMask {
        var mask: XibAutoresizingMask = []
        for (attribute, option) in XibAutoresizingMask.attributes {
            switch element.attributes[attribute] {
            case nil, "NO": break
            case "YES": mask.insert(option)
            case let other?: throw error(element, "\(attribute) is neither YES nor NO: \"\(other)\"")
            }
        }
        return mask
    }

    private mutating func connection(_ element: XMLTree, source: String) throws(XibError) -> XibConnection {
        guard let id = element.attributes["id"] else { throw error(element, "a connection without an id") }
        let kind: XibConnection.Kind
        let destination: String?
        switch element.name {
        case "outlet":
            guard let property = element.attributes["property"], !property.isEmpty else {
                throw error(element, "an outlet without a property")
            }
            (kind, destination) = (.outlet(property: property), element.attributes["destination"])
        case "action":
            guard let selector = element.attributes["selector"], !selector.isEmpty else {
                throw error(element, "an action without a selector")
            }
            (kind, destination) = (.action(selector: selector), element.attributes["target"])
        default:
            throw error(element, "an unknown connection (outlets and actions are known)")
        }
        guard let destination else { throw error(element, "a connection without a destination") }
        let connection = XibConnection(kind: kind, source: source, destination: destination, id: id)
        connections.append((connection, element.line, element.written))
        return connection
    }
}
