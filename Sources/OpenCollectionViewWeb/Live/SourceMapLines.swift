/// A source map (version 3) that maps whole lines: each line of a generated file either comes from one line of one
/// source, from its first column, or from none. Enough for a joined file whose lines are its sources' lines
/// (`ClientBundle`); a browser's developer tools then show errors and breakpoints in the sources.
struct SourceMapLines {
    /// The sources' names, relative to the map's address.
    let sources: [String]
    private var mappings = ""
    private var lineCount = 0
    // The format writes each segment's numbers as differences from the previous segment's.
    private var previousSource = 0
    private var previousLine = 0

    init(sources: [String]) {
        self.sources = sources
    }

    /// The next generated line comes from `line` (counted from 0) of `sources[source]`.
    mutating func addLine(source: Int, line: Int) {
        startLine()
        for number in [0, source - previousSource, line - previousLine, 0] {
            Self.appendBase64VLQ(number, to: &mappings)
        }
        previousSource = source
        previousLine = line
    }

    /// The next generated line comes from no source (code the joining added).
    mutating func addUnmappedLine() {
        startLine()
    }

    /// The map as JSON.
    var json: String {
        var writer = JSONWriter()
        writer.raw(#"{"version":3,"sources":["#)
        for (index, source) in sources.enumerated() {
            if index > 0 { writer.raw(",") }
            writer.string(source)
        }
        writer.raw(#"],"names":[],"mappings":"\#(mappings)"}"#)
        return writer.text
    }

    private mutating func startLine() {
        if lineCount > 0 { mappings += ";" }
        lineCount += 1
    }

    private static let base64 = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")

    /// `number` as the format writes it: its sign in the lowest bit, then five bits a digit, lowest first, each digit
    /// but the last with its sixth bit set.
    private static func appendBase64VLQ(_ number: Int, to text: inout String) {
        var rest = number < 0 ? (-number << 1) | 1 : number << 1
        repeat {
            var digit = rest & 0b11111
            rest >>= 5
            if rest > 0 { digit |= 0b100000 }
            text.append(base64[digit])
        } while rest > 0
    }
}
