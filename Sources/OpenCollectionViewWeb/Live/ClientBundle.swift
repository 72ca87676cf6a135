/// The client as a page loads it: its modules joined into one script, made once when the host starts from the files in
/// `Resources/client` (which stay the source, served as they are, with no build step).
///
/// Why: a browser on HTTP/1.1 fetches at most six files from a host at once and, on a busy machine, starts each
/// 10–25 ms after the last answer; the page's twenty files cost a first visit 50–120 ms before the client ran. One
/// script and one stylesheet cost one round of requests.
///
/// Each module becomes a function that runs once, in the order the browser would have run the modules (a module after
/// everything it imports, imports in the order they are written), and returns its exports; an import becomes a
/// constant read from the module it names. Every module keeps its own scope, so two modules may use the same top-level
/// name. The joined script is still a module (`type="module"`): strict, deferred, and `import.meta.url` names a file in
/// `client/`, beside the files the modules fetch.
///
/// The bundle takes the subset of JavaScript the client is written in, and refuses anything else by file and line
/// rather than join it wrongly:
/// - `import { a, b as c } from "./file.js";` on one line, naming a module of the client;
/// - `export` before a `const`, `function`, `async function` or `class` declaration of one name;
/// - no import cycle.
///
/// A source map (`bundle.js.map`) maps each line back to its module's file, so a browser's developer tools show the
/// files as written.
enum ClientBundle {
    /// The joined script and its source map.
    struct Script: Equatable {
        /// The modules as one script, ending with a comment that names `mapName`.
        let text: String
        /// The source map (version 3, lines only) of `text`, naming the modules' files relative to the map.
        let sourceMap: String
    }

    /// Why the client's modules cannot be joined: a file and line, and what the bundle accepts there.
    struct Failure: Error, Equatable, CustomStringConvertible {
        let description: String
    }

    /// The modules reachable from `entry` (file names in `modules`, such as `main.js`, to their text) as one script
    /// whose source map is at `mapName`, beside it. Linear in the modules' length (and quadratic in their number, which
    /// is a score).
    static func script(modules: [String: String], entry: String, mapName: String) throws(Failure) -> Script {
        let order = try modulesInOrder(from: entry, modules: modules)
        var text = ""
        var sourceMap = SourceMapLines(sources: order.map(\.file))
        for (index, module) in order.enumerated() {
            text += opening(of: module)
            sourceMap.addUnmappedLine()
            for (number, line) in module.lines.enumerated() {
                text += line + "\n"
                sourceMap.addLine(source: index, line: number)
            }
            text += closing(of: module)
            sourceMap.addUnmappedLine()
            sourceMap.addUnmappedLine()
        }
        text += "//# sourceMappingURL=\(mapName)\n"
        return Script(text: text, sourceMap: sourceMap.json)
    }

    /// The modules reachable from `entry` as a classic script for the page's HTML (`<script>…</script>`), which runs
    /// the moment the parser reaches it: strict as modules are, and inside a block, so that none of its names becomes
    /// a global. Its modules use neither `import.meta` (a classic script has none) nor text that would end the
    /// script element or change how the HTML parser reads it (`</script`, `<!--`). No source map: the script is a few
    /// modules, each under a comment naming its file.
    static func inlineScript(modules: [String: String], entry: String) throws(Failure) -> String {
        var text = "\"use strict\";\n{\n"
        for module in try modulesInOrder(from: entry, modules: modules) {
            for (number, line) in module.lines.enumerated() {
                let lowercased = line.lowercased()
                for refused in ["import.meta", "</script", "<!--"] where lowercased.contains(refused) {
                    throw Failure(description: "client/\(module.file) line \(number + 1): a script inlined in the page's HTML cannot hold `\(refused)`")
                }
            }
            text += opening(of: module) + module.lines.map { $0 + "\n" }.joined() + closing(of: module)
        }
        return text + "}\n"
    }

    /// The line before a module's own: the constant that keeps its exports, and the function its lines run in.
    private static func opening(of module: ParsedModule) -> String {
        "const \(variable(for: module.file)) = (() => { // \(module.file)\n"
    }

    /// The two lines after a module's own: its exports returned, and the function run.
    private static func closing(of module: ParsedModule) -> String {
        (module.exports.isEmpty ? "return {};\n" : "return { \(module.exports.joined(separator: ", ")) };\n") + "})();\n"
    }

    /// The modules reachable from `entry`, each after the modules it imports.
    private static func modulesInOrder(from entry: String, modules: [String: String]) throws(Failure) -> [ParsedModule] {
        var order: [ParsedModule] = []
        var visiting: [String] = []
        try visit(entry, importedBy: nil, modules: modules, visiting: &visiting, order: &order)
        return order
    }

    /// The stylesheets in `parts` (name and text), in order, as one: each under a comment naming it. Cascading rules
    /// read the same joined as linked one after another, as long as no part uses `@import` or `@charset`, which the
    /// client's stylesheets do not.
    static func stylesheet(_ parts: [(name: String, text: String)]) -> String {
        parts.map { "/* \($0.name) */\n\($0.text)\($0.text.hasSuffix("\n") ? "" : "\n")" }.joined()
    }

    /// A module of the client with its imports read, its exports named and its lines rewritten as they run in the
    /// joined script (as many lines as the file, so that the source map stays line for line).
    private struct ParsedModule {
        let file: String
        let imports: [String]
        let exports: [String]
        let lines: [String]
    }

    /// Adds `file` and, before it, every module it imports to `order`, once each, depth first.
    private static func visit(
        _ file: String, importedBy importer: String?, modules: [String: String], visiting: inout [String],
        order: inout [ParsedModule]
    ) throws(Failure) {
        if order.contains(where: { $0.file == file }) { return }
        if let start = visiting.firstIndex(of: file) {
            let cycle = (visiting[start...] + [file]).joined(separator: " → ")
            throw Failure(description: "client modules import each other in a cycle (\(cycle)); the bundle runs each module after all it imports")
        }
        guard let source = modules[file] else {
            throw Failure(description: importer.map { "client/\($0) imports ./\(file), which the client does not have" }
                ?? "the client has no \(file)")
        }
        let module = try parse(source, file: file)
        visiting.append(file)
        for imported in module.imports {
            try visit(imported, importedBy: file, modules: modules, visiting: &visiting, order: &order)
        }
        visiting.removeLast()
        order.append(module)
    }

    private static func parse(_ source: String, file: String) throws(Failure) -> ParsedModule {
        var imports: [String] = []
        var exports: [String] = []
        var lines: [String] = []
        // Lines end in "\n" or, in a file saved on Windows, "\r\n" (one Character in Swift, so not split by "\n").
        let sourceLines = source.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        // A file ending in a newline has an empty last piece, which is not a line of its own.
        for (number, line) in sourceLines.dropLast(sourceLines.last?.isEmpty == true ? 1 : 0).enumerated() {
            let place = "client/\(file) line \(number + 1)"
            if line.hasPrefix("import ") || line.hasPrefix("import{") {
                guard let statement = ImportStatement(line) else {
                    throw Failure(description: "\(place): the bundle joins only imports written `import { a, b as c } from \"./file.js\";` on one line")
                }
                imports.append(statement.file)
                lines.append("const { \(statement.bindings) } = \(variable(for: statement.file));")
            } else if line.hasPrefix("export ") {
                guard let declaration = ExportedDeclaration(line) else {
                    throw Failure(description: "\(place): the bundle joins only exports written before one `const`, `function`, `async function` or `class` declaration")
                }
                exports.append(declaration.name)
                lines.append(declaration.unexported)
            } else {
                lines.append(String(line))
            }
        }
        return ParsedModule(file: file, imports: imports, exports: exports, lines: lines)
    }

    /// The constant a module's exports are kept in: `module$press_and_hold` for `press-and-hold.js` (`$` keeps it
    /// apart from the client's own names).
    private static func variable(for file: String) -> String {
        let stem = file.hasSuffix(".js") ? file.dropLast(3) : Substring(file)
        return "module$" + String(stem.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }
}

/// `import { a, b as c } from "./file.js";`: the module it names and its bindings as a destructuring (`a, b: c`).
private struct ImportStatement {
    let file: String
    let bindings: String

    init?(_ line: Substring) {
        let trimmed = line.trimmingTrailingSpaces
        guard trimmed.hasPrefix("import {"), trimmed.hasSuffix(".js\";"),
            let close = trimmed.firstIndex(of: "}"),
            trimmed[close...].hasPrefix("} from \"./")
        else { return nil }
        let names = trimmed[trimmed.index(trimmed.startIndex, offsetBy: "import {".count)..<close]
            .split(separator: ",").map { $0.split(separator: " ", omittingEmptySubsequences: true) }
        var bindings: [String] = []
        for name in names {
            switch name.count {
            case 1 where name[0].isIdentifier: bindings.append(String(name[0]))
            case 3 where name[0].isIdentifier && name[1] == "as" && name[2].isIdentifier: bindings.append("\(name[0]): \(name[2])")
            default: return nil
            }
        }
        let path = trimmed[trimmed.index(close, offsetBy: "} from \"./".count)...].dropLast("\";".count)
        guard !bindings.isEmpty, !path.isEmpty, !path.contains("/"), !path.contains("\"") else { return nil }
        file = String(path)
        self.bindings = bindings.joined(separator: ", ")
    }
}

/// `export const x = …`, `export function x(…`, `export async function x(…`, `export class x …`: the name declared,
/// and the line without `export `.
private struct ExportedDeclaration {
    let name: String
    let unexported: String

    init?(_ line: Substring) {
        let declaration = line.dropFirst("export ".count)
        guard let keyword = ["const ", "function ", "async function ", "class "].first(where: declaration.hasPrefix) else {
            return nil
        }
        let name = declaration.dropFirst(keyword.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }
        guard name.isIdentifier else { return nil }
        self.name = String(name)
        unexported = String(declaration)
    }
}

extension Substring {
    fileprivate var isIdentifier: Bool {
        guard let first, first.isLetter || first == "_" || first == "$" else { return false }
        return allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }
    }

    fileprivate var trimmingTrailingSpaces: Substring {
        var trimmed = self
        while trimmed.last?.isWhitespace == true { trimmed.removeLast() }
        return trimmed
    }
}
