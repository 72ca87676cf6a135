import Foundation
import Testing

@testable import OpenCollectionViewWeb

/// The client's modules joined into the one script a page loads.
struct ClientBundleTests {
    /// Three modules: `main.js` imports `list.js` and `words.js`, and `list.js` imports `words.js` under another name.
    static let modules = [
        "main.js": """
            import { List } from "./list.js";
            import { greeting } from "./words.js";
            const template = "main";
            new List(greeting).show(template);

            """,
        "list.js": """
            import { greeting as word } from "./words.js";
            const template = "list";
            export class List {
              constructor(text) { this.text = text + word + template; }
            }
            export async function load() {}

            """,
        "words.js": """
            export const greeting = "hello";
            export function shout(text) { return text.toUpperCase(); }
            """,
        "unused.js": "export const never = 1;\n",
    ]

    /// `modules` from `main.js` joined, each a function that runs once and returns its exports: what both the joined
    /// module and the inline script hold.
    static let joinedModules = """
        const module$words = (() => { // words.js
        const greeting = "hello";
        function shout(text) { return text.toUpperCase(); }
        return { greeting, shout };
        })();
        const module$list = (() => { // list.js
        const { greeting: word } = module$words;
        const template = "list";
        class List {
          constructor(text) { this.text = text + word + template; }
        }
        async function load() {}
        return { List, load };
        })();
        const module$main = (() => { // main.js
        const { List } = module$list;
        const { greeting } = module$words;
        const template = "main";
        new List(greeting).show(template);
        return {};
        })();

        """

    /// Each module runs once, after all it imports, in the order the browser runs modules; each keeps its own names
    /// (both `main.js` and `list.js` have a `template`); imports read the exports of the module they name.
    @Test func eachModuleRunsOnceAfterWhatItImportsInItsOwnScope() throws {
        let script = try ClientBundle.script(modules: Self.modules, entry: "main.js", mapName: "bundle.js.map")
        #expect(script.text == Self.joinedModules + "//# sourceMappingURL=bundle.js.map\n")
    }

    /// Each line of the script that comes from a module maps to that module's line; the lines the joining adds map to
    /// nothing.
    @Test func theSourceMapNamesEachLinesFileAndLine() throws {
        let script = try ClientBundle.script(modules: Self.modules, entry: "main.js", mapName: "bundle.js.map")
        let map = try SourceMapReading(script.sourceMap)
        #expect(map.sources == ["words.js", "list.js", "main.js"])
        let lines = script.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(map.lines.count == lines.count - 2, "one mapping a line, but the comment and the end")
        var expected: [String] = []
        for (line, place) in zip(lines, map.lines) {
            guard let place else { continue }
            let source = try #require(Self.modules[map.sources[place.source]])
            let original = source.split(separator: "\n", omittingEmptySubsequences: false)[place.line]
            #expect(line == original || "export " + line == original || original.hasPrefix("import "), "\(line)")
            expected.append("\(map.sources[place.source]):\(place.line + 1)")
        }
        #expect(expected == [
            "words.js:1", "words.js:2",
            "list.js:1", "list.js:2", "list.js:3", "list.js:4", "list.js:5", "list.js:6",
            "main.js:1", "main.js:2", "main.js:3", "main.js:4",
        ])
    }

    /// A module saved with Windows line endings joins as the same lines.
    @Test func linesEndingInCarriageReturnsJoinTheSame() throws {
        var modules = Self.modules
        for (name, text) in modules { modules[name] = text.replacingOccurrences(of: "\n", with: "\r\n") }
        #expect(try ClientBundle.script(modules: modules, entry: "main.js", mapName: "bundle.js.map")
            == ClientBundle.script(modules: Self.modules, entry: "main.js", mapName: "bundle.js.map"))
    }

    /// Anything but the subset of JavaScript the bundle understands is refused by file and line, not joined wrongly.
    @Test(arguments: [
        ("import * as words from \"./words.js\";", "line 1: the bundle joins only imports written"),
        ("import greeting from \"./words.js\";", "line 1: the bundle joins only imports written"),
        ("import {\n  greeting,\n} from \"./words.js\";", "line 1: the bundle joins only imports written"),
        ("import { greeting } from \"../words.js\";", "line 1: the bundle joins only imports written"),
        ("import { greeting } from \"https://example.com/words.js\";", "line 1: the bundle joins only imports written"),
        ("\nexport let count = 0;", "line 2: the bundle joins only exports written"),
        ("export default 1;", "line 1: the bundle joins only exports written"),
        ("export { greeting };", "line 1: the bundle joins only exports written"),
        ("export const { a, b } = greeting;", "line 1: the bundle joins only exports written"),
    ])
    func refusesWhatItCannotJoin(source: String, message: String) {
        var modules = Self.modules
        modules["main.js"] = source
        #expect {
            try ClientBundle.script(modules: modules, entry: "main.js", mapName: "bundle.js.map")
        } throws: { error in
            "\(error)".hasPrefix("client/main.js \(message)")
        }
    }

    @Test func refusesAnImportOfAModuleTheClientDoesNotHave() {
        #expect(throws: ClientBundle.Failure(description: "client/main.js imports ./nothing.js, which the client does not have")) {
            try ClientBundle.script(
                modules: ["main.js": "import { x } from \"./nothing.js\";\n"], entry: "main.js", mapName: "bundle.js.map")
        }
    }

    @Test func refusesModulesThatImportEachOther() {
        let modules = [
            "main.js": "import { a } from \"./a.js\";\n",
            "a.js": "import { b } from \"./b.js\";\nexport const a = 1;\n",
            "b.js": "import { a } from \"./a.js\";\nexport const b = 2;\n",
        ]
        #expect {
            try ClientBundle.script(modules: modules, entry: "main.js", mapName: "bundle.js.map")
        } throws: { error in
            "\(error)".hasPrefix("client modules import each other in a cycle (a.js → b.js → a.js)")
        }
    }

    /// The stylesheets in order, each under its name.
    @Test func joinsStylesheetsInOrder() {
        #expect(ClientBundle.stylesheet([("ocv.css", "a { color: red; }\n"), ("client/live.css", "b {}")])
            == "/* ocv.css */\na { color: red; }\n/* client/live.css */\nb {}\n")
    }

    /// The library's own client joins: every module `main.js` reaches is in the page's script, after all it imports,
    /// and the page's stylesheet holds both stylesheets.
    @Test func theLibrarysClientJoinsIntoOneScriptAndOneStylesheet() throws {
        let files = try ClientResources.load()
        let script = String(decoding: try #require(files[ClientResources.scriptPath]).bytes, as: UTF8.self)
        let map = try SourceMapReading(String(decoding: try #require(files[ClientResources.scriptPath + ".map"]).bytes, as: UTF8.self))
        #expect(map.sources.last == "main.js")
        #expect(Set(map.sources).isSuperset(of: ["collection.js", "environment.js", "input.js", "placeholders.js", "layout-engine.js"]))
        // The connection is the first step's, which the page's HTML carries; the client takes it over.
        #expect(!map.sources.contains("connection.js") && !map.sources.contains("boot.js"))
        func start(of module: String) throws -> String.Index {
            try #require(script.range(of: "const module$\(module) = (() => {")).lowerBound
        }
        #expect(try start(of: "animation") < start(of: "collection"))
        #expect(try start(of: "collection") < start(of: "input"))
        #expect(try start(of: "input") < start(of: "press_and_hold"))
        #expect(!script.contains("\nimport ") && !script.contains("\nexport "))
        #expect(script.hasSuffix("//# sourceMappingURL=bundle.js.map\n"))

        let stylesheet = String(decoding: try #require(files[ClientResources.stylesheetPath]).bytes, as: UTF8.self)
        let drawing = String(decoding: try #require(files["/ocv/ocv.css"]).bytes, as: UTF8.self)
        let live = String(decoding: try #require(files["/ocv/client/live.css"]).bytes, as: UTF8.self)
        #expect(stylesheet == "/* ocv.css */\n\(drawing)/* client/live.css */\n\(live)")

        let boot = try ClientResources.bootScript()
        let bootModules = boot.split(separator: "\n").filter { $0.hasPrefix("const module$") }.map { $0.split(separator: " ").last ?? "" }
        #expect(bootModules == ["connection.js", "fonts.js", "environment.js", "boot.js"])
    }

    /// The modules as a classic script for the page's HTML: the same functions as the joined module, strict and in a
    /// block, so that nothing of them is global.
    @Test func anInlineScriptRunsTheModulesStrictlyInABlockOfItsOwn() throws {
        #expect(try ClientBundle.inlineScript(modules: Self.modules, entry: "main.js")
            == "\"use strict\";\n{\n" + Self.joinedModules + "}\n")
    }

    /// Text that would end the script element early, or change how the HTML parser reads it, and `import.meta`, which
    /// a classic script does not have, are refused by file and line.
    @Test(arguments: [
        ("const end = \"</script>\";", "`</script`"), ("const end = '</SCRIPT >';", "`</script`"),
        ("// <!-- a comment", "`<!--`"), ("const here = import.meta.url;", "`import.meta`"),
    ])
    func anInlineScriptRefusesWhatTheHTMLWouldReadOtherwise(line: String, refused: String) {
        var modules = Self.modules
        modules["words.js"] = "export const greeting = \"hello\";\n\(line)\n"
        #expect(throws: ClientBundle.Failure(description: "client/words.js line 2: a script inlined in the page's HTML cannot hold \(refused)")) {
            try ClientBundle.inlineScript(modules: modules, entry: "main.js")
        }
    }
}

/// A line-only source map read back: each generated line's source and line (from 0), or `nil`.
private struct SourceMapReading {
    let sources: [String]
    let lines: [(source: Int, line: Int)?]

    init(_ json: String) throws {
        struct Map: Decodable {
            let version: Int
            let sources: [String]
            let mappings: String
        }
        let map = try JSONDecoder().decode(Map.self, from: Data(json.utf8))
        #expect(map.version == 3)
        sources = map.sources
        let digits = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        var source = 0
        var line = 0
        var lines: [(source: Int, line: Int)?] = []
        for segment in map.mappings.split(separator: ";", omittingEmptySubsequences: false) {
            guard !segment.isEmpty else {
                lines.append(nil)
                continue
            }
            var numbers: [Int] = []
            var value = 0
            var shift = 0
            for character in segment {
                let digit = try #require(digits.firstIndex(of: character))
                value |= (digit & 0b11111) << shift
                shift += 5
                if digit & 0b100000 == 0 {
                    numbers.append(value & 1 == 1 ? -(value >> 1) : value >> 1)
                    value = 0
                    shift = 0
                }
            }
            #expect(numbers.count == 4 && numbers[0] == 0 && numbers[3] == 0, "a whole line from its first column")
            source += numbers[1]
            line += numbers[2]
            lines.append((source, line))
        }
        self.lines = lines
    }
}
