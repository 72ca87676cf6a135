import Foundation

/// The `filter` parameter of a request's query, read and checked before it reaches a page.
///
/// The query comes from outside the process, so it is never trusted: it is length-limited, must be valid
/// percent-encoded UTF-8, and its text is only ever written into pages escaped. Other parameters are ignored.
public enum FilterQuery {
    /// The longest filter a page accepts, in characters (the page's search field has the same limit).
    public static let maximumFilterLength = 100
    /// The longest query read at all, in bytes; longer ones are refused before any decoding.
    public static let maximumQueryLength = 2_048

    /// What a query asks for.
    public enum Outcome: Equatable, Sendable {
        /// No filter, or an empty one: the plain page.
        case none
        /// A usable filter text.
        case filter(String)
        /// The query cannot be used; the reason is plain text for the answer page.
        case invalid(String)
    }

    /// Reads the first `filter` parameter of the query in `target` (a request target such as
    /// `/examples/mountains-search.html?filter=ev`). HTML form encoding is understood: `+` is a space.
    public static func parse(target: String) -> Outcome {
        guard let questionMark = target.firstIndex(of: "?") else { return .none }
        var query = target[target.index(after: questionMark)...]
        if let hash = query.firstIndex(of: "#") { query = query[..<hash] }
        guard query.utf8.count <= maximumQueryLength else {
            return .invalid("The query is longer than \(maximumQueryLength) bytes.")
        }
        for parameter in query.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = parameter.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard decode(parts[0]) == "filter" else { continue }
            guard let value = decode(parts.count > 1 ? parts[1] : "") else {
                return .invalid("The filter is not valid percent-encoded UTF-8.")
            }
            guard value.count <= maximumFilterLength else {
                return .invalid("The filter is longer than \(maximumFilterLength) characters.")
            }
            guard !value.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                return .invalid("The filter contains control characters.")
            }
            return value.isEmpty ? .none : .filter(value)
        }
        return .none
    }

    private static func decode(_ component: Substring) -> String? {
        component.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }
}
