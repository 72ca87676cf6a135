/// Text made safe to put into HTML, in element content and in quoted attribute values alike.
public enum HTMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` written as character references.
    public static func escape(_ text: String) -> String {
        // Most texts need nothing; leave them as they are.
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }) else { return text }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
