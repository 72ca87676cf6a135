import Foundation

/// Which measurer answered a measurement: the process measurer of a generation (`TextMeasurement.processMeasurer`
/// until it is replaced), or a measurer object bound to the task — held, so that its identity cannot pass to another
/// object while its answers are kept. A measurer value bound to the task has no source: its answers are not kept.
enum TextMeasurementSource: Hashable {
    case process(generation: Int)
    case object(AnyObject)

    static func == (lhs: TextMeasurementSource, rhs: TextMeasurementSource) -> Bool {
        switch (lhs, rhs) {
        case (.process(let generation), .process(let otherGeneration)): generation == otherGeneration
        case (.object(let object), .object(let otherObject)): object === otherObject
        default: false
        }
    }

    func hash(into hasher: inout Hasher) {
        switch self {
        case .process(let generation):
            hasher.combine(0)
            hasher.combine(generation)
        case .object(let object):
            hasher.combine(1)
            hasher.combine(ObjectIdentifier(object))
        }
    }
}

/// The measurements every label of the process shares, by measurer: a host's pages show the same texts (a list's
/// rows, a search's results) in the same fonts at the same widths, and a label that comes into view with a text
/// measured before, for any page, takes that answer rather than breaking the text into lines again. Measurers answer
/// the same request the same way (labels keep their own last answers on that understanding too).
///
/// Bounded: once `capacity` answers are kept they are let go of together, and kept again as they are asked for, so
/// that a page typing ever new texts costs the process at most some hundreds of kilobytes. Lookup O(text length).
@MainActor
enum SharedTextMeasurements {
    /// The most answers kept.
    static let capacity = 4_096

    private struct Key: Hashable {
        let source: TextMeasurementSource
        let request: TextMeasurementRequest
    }

    private static var answers: [Key: MeasuredText] = [:]

    /// How many answers are kept now.
    static var count: Int { answers.count }

    /// `measurer`'s answer to `request`, asked of it only when no label of the process has had it from `source`.
    static func measurement(
        of request: TextMeasurementRequest, by measurer: any TextMeasurer, from source: TextMeasurementSource
    ) -> MeasuredText {
        let key = Key(source: source, request: request)
        if let answer = answers[key] { return answer }
        let answer = measurer.measure(request)
        if answers.count >= capacity { answers.removeAll(keepingCapacity: true) }
        answers[key] = answer
        return answer
    }
}
