import Foundation

/// Host identities (`collection-view-12`, `bar-button-40`, `switch-7` …) carry a number the process hands out in the
/// order views are made, which depends on what ran before; a snapshot renumbers each kind from 1 in the order the
/// identities first appear, so that a reference reads the same whichever tests ran first.
enum StableIdentities {
    private static let pattern = try! NSRegularExpression(
        pattern: "\\b(collection-view|search-bar|switch|control|bar-button)-([0-9]+)\\b")

    static func renumbered(_ text: String) -> String {
        var numbers: [String: Int] = [:]
        var counts: [String: Int] = [:]
        var result = ""
        var last = text.startIndex
        let range = NSRange(text.startIndex..., in: text)
        for match in pattern.matches(in: text, range: range) {
            guard let whole = Range(match.range, in: text), let kind = Range(match.range(at: 1), in: text) else { continue }
            let identity = String(text[whole])
            let number = numbers[identity] ?? {
                let next = (counts[String(text[kind])] ?? 0) + 1
                counts[String(text[kind])] = next
                numbers[identity] = next
                return next
            }()
            result += text[last..<whole.lowerBound] + "\(text[kind])-\(number)"
            last = whole.upperBound
        }
        return result + text[last...]
    }
}
