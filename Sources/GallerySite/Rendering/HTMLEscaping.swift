/// Escaping of text placed in HTML.
public enum HTMLEscaping {
    /// `text` with the five characters that can end a text node or a quoted attribute value
    /// (`&`, `<`, `>`, `"`, `'`) replaced by character references, so it is safe in both places.
    public static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }
}
