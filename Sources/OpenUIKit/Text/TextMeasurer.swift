import Foundation

/// What a `TextMeasurer` is asked: a string set in a font, within a width, in at most a number of lines.
public struct TextMeasurementRequest: Sendable, Hashable {
    /// The text; `\n`, `\r\n` and U+2028 end lines.
    public var text: String
    /// The font the text is set in, which decides the characters' widths and the height of each line.
    public var font: UIFont
    /// The widest a line may be. `.greatestFiniteMagnitude` (or `.infinity`) for no limit: lines then end
    /// only at line breaks in the text. Negative and NaN widths are taken as 0, where every line holds one
    /// character.
    public var maximumWidth: CGFloat
    /// The most lines to use; 0 for as many as the text needs.
    public var numberOfLines: Int
    /// How lines break and how text that does not fit is cut.
    public var lineBreakMode: NSLineBreakMode

    /// A request for `text` in `font`; by default unlimited in width and lines, wrapping between words.
    public init(
        text: String, font: UIFont, maximumWidth: CGFloat = .greatestFiniteMagnitude, numberOfLines: Int = 0,
        lineBreakMode: NSLineBreakMode = .byWordWrapping
    ) {
        self.text = text
        self.font = font
        self.maximumWidth = maximumWidth
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
    }

    /// Whether `maximumWidth` means "no limit".
    public var isWidthUnlimited: Bool {
        maximumWidth >= .greatestFiniteMagnitude
    }
}

/// What a `TextMeasurer` answers: the size the text takes, unrounded, and how it broke.
public struct MeasuredText: Sendable, Hashable {
    /// The width of the widest line (trailing spaces not counted) by the number of lines times the font's
    /// line height. Views round it up to their display's pixel grid, as UIKit rounds text sizes.
    public var size: CGSize
    /// How many lines the text takes (at most the request's `numberOfLines` when that is not 0).
    public var lineCount: Int
    /// The text of each line as shown, the truncated line with its ellipsis; hosts draw from it. A
    /// measurer that cannot tell may leave it empty.
    public var lines: [String]
    /// Whether some of the text did not fit and was cut.
    public var isTruncated: Bool

    /// A result with the given size, line count, lines and truncation flag.
    public init(size: CGSize, lineCount: Int, lines: [String], isTruncated: Bool) {
        self.size = size
        self.lineCount = lineCount
        self.lines = lines
        self.isTruncated = isTruncated
    }

    /// Nothing to show: no lines, no size.
    public static let empty = MeasuredText(size: .zero, lineCount: 0, lines: [], isTruncated: false)
}

/// Measures text for labels and other text views.
///
/// The default, `HeadlessTextMeasurer`, gives the same sizes on every machine from fixed per-character
/// widths. Hosts that can measure real text (a browser measuring with a canvas, a server with a font
/// library) supply their own through `TextMeasurement`: process-wide with
/// `TextMeasurement.processMeasurer`, or for one task tree with `TextMeasurement.withMeasurer(_:_:)`.
/// Measurement must be synchronous and cheap — layout asks often — so a host that measures remotely
/// answers from a cache or from font metrics it fetched up front.
///
/// Layout asks a label for the same measurement several times in a pass (fitting, layout, drawing). A label keeps
/// its latest answers from the process measurer, and from a measurer bound to its task when that measurer is a class
/// (known by identity: the same object answers the same request the same way); a value bound to a task is asked
/// every time, since two equal-looking values may measure differently.
public protocol TextMeasurer: Sendable {
    /// The size `request.text` takes, and its lines.
    func measure(_ request: TextMeasurementRequest) -> MeasuredText
}

/// Where views find the `TextMeasurer` to use.
///
/// A measurer bound to the current task (`withMeasurer(_:_:)`) wins over the process-wide one, so a host
/// serving several pages can measure each page's text with that page's fonts, and tests running in
/// parallel do not see each other's measurers.
public enum TextMeasurement {
    /// The measurer for tasks that did not bind one: `HeadlessTextMeasurer()` until a host replaces it.
    @preconcurrency @MainActor public static var processMeasurer: any TextMeasurer = HeadlessTextMeasurer() {
        didSet { processMeasurerGeneration += 1 }
    }

    /// Grows by one whenever `processMeasurer` is replaced, so that views caching measurements know to drop them.
    @MainActor static private(set) var processMeasurerGeneration = 0

    /// The measurer bound to the current task tree, if any.
    @TaskLocal public static var taskMeasurer: (any TextMeasurer)?

    /// The measurer views use now: the task's, else the process's.
    @preconcurrency @MainActor public static var current: any TextMeasurer {
        taskMeasurer ?? processMeasurer
    }

    /// Runs `body` with `measurer` as the current measurer of this task (and the tasks it starts).
    public static func withMeasurer<Result>(
        _ measurer: any TextMeasurer, _ body: () throws -> Result
    ) rethrows -> Result {
        try $taskMeasurer.withValue(measurer) { try body() }
    }

    /// The `async` form of `withMeasurer(_:_:)`.
    public static func withMeasurer<Result>(
        _ measurer: any TextMeasurer, isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await $taskMeasurer.withValue(measurer) { try await body() }
    }
}
