import Foundation

/// Stand-ins for the SF Symbols pages show, drawn as small inline SVGs in the current colour.
///
/// SF Symbols are Apple's and may not be shipped to a browser, so each symbol a page uses has a simple drawing
/// of its own here, on a 20 × 20 grid: the accessories' chevrons, checkmark, delete and insert circles, reorder
/// grip and info button; the star of Emoji Explorer; Wi-Fi's signal, lock and gear; the twelve symbols of
/// Custom Configurations; the item and category symbols of List with Custom Cells; and those of UIKit's system tab
/// bar items. A symbol without a
/// drawing shows as a dashed square, so a missing glyph is visible rather than silently blank.
public enum SymbolGlyph {
    /// The names of the symbols that have a drawing.
    public static var knownNames: [String] { drawings.keys.sorted() }

    /// Whether `name` has a drawing of its own.
    public static func isKnown(_ name: String) -> Bool {
        drawings[name] != nil
    }

    /// An `<svg>` drawing the symbol `name` in `currentColor`, filling its box (aspect kept), with
    /// `data-symbol="NAME"` so that tests and scripts can find it. `cssClass` is the element's class; `style`, when
    /// given, its inline declarations (its colour, say).
    public static func svg(named name: String, cssClass: String = "ocv-symbol", style: String? = nil) -> String {
        let body = drawings[name] ?? missing
        let inlineStyle = style.map { " style=\"\($0)\"" } ?? ""
        return "<svg class=\"\(cssClass)\"\(inlineStyle) data-symbol=\"\(HTMLText.escape(name))\" viewBox=\"0 0 20 20\" "
            + "aria-hidden=\"true\">\(body)</svg>"
    }

    /// What assistive technologies call a button showing only the symbol `name`: "star.fill" reads "Star".
    public static func spokenName(_ name: String) -> String {
        switch name {
        case "star.fill", "star": "Star"
        case "star.slash": "Unstar"
        case "trash": "Delete"
        case "gear": "Settings"
        case "heart", "heart.fill": "Favourite"
        case "square.and.arrow.up": "Share"
        case "bubble.right": "Comment"
        case "plus": "Add"
        case "square.and.pencil": "Compose"
        case "arrowshape.turn.up.left": "Reply"
        case "xmark": "Stop"
        case "play.fill": "Play"
        case "pause.fill": "Pause"
        case "backward.fill": "Rewind"
        case "forward.fill": "Fast Forward"
        default: name.split(separator: ".").first.map { $0.prefix(1).uppercased() + $0.dropFirst() } ?? name
        }
    }

    // MARK: Drawings

    /// A stroked path in the current colour.
    private static func stroke(_ path: String, width: Double = 1.8) -> String {
        "<path d=\"\(path)\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"\(CSS.number(width))\" "
            + "stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
    }

    /// A filled path in the current colour.
    private static func fill(_ path: String) -> String {
        "<path d=\"\(path)\" fill=\"currentColor\"/>"
    }

    /// A white stroke, for the marks on filled circles.
    private static func knockout(_ path: String) -> String {
        "<path d=\"\(path)\" fill=\"none\" stroke=\"#FFFFFF\" stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
    }

    private static let filledCircle = "<circle cx=\"10\" cy=\"10\" r=\"9\" fill=\"currentColor\"/>"

    /// A five-pointed star centred in the grid, as a closed path.
    /// A heart: two lobes from the dip at the top down to the point at the bottom.
    private static let heartPath = "M10 17C5 13.2 2.5 10.6 2.5 7.4A3.9 3.9 0 0 1 10 5.7 3.9 3.9 0 0 1 17.5 7.4C17.5 10.6 15 13.2 10 17z"

    private static let starPath: String = {
        let center = (x: 10.0, y: 10.6)
        let points = (0..<10).map { index -> String in
            let radius = index.isMultiple(of: 2) ? 9.2 : 3.9
            let angle = (-90.0 + Double(index) * 36.0) * Double.pi / 180
            return "\(CSS.number(center.x + radius * cos(angle))) \(CSS.number(center.y + radius * sin(angle)))"
        }
        return "M" + points.joined(separator: " L") + "Z"
    }()

    /// An arc of the Wi-Fi fan: radius `radius` around the fan's foot, 45° each side of straight up.
    private static func wifiArc(_ radius: Double) -> String {
        let foot = (x: 10.0, y: 16.5)
        let dx = radius * sin(Double.pi / 4)
        let dy = radius * cos(Double.pi / 4)
        return "M\(CSS.number(foot.x - dx)) \(CSS.number(foot.y - dy)) "
            + "A\(CSS.number(radius)) \(CSS.number(radius)) 0 0 1 "
            + "\(CSS.number(foot.x + dx)) \(CSS.number(foot.y - dy))"
    }

    /// Eight teeth around a ring.
    private static let gear: String = {
        let teeth = (0..<8).map { index in
            "<rect x=\"8.7\" y=\"0.9\" width=\"2.6\" height=\"4\" rx=\"0.8\" fill=\"currentColor\" "
                + "transform=\"rotate(\(index * 45) 10 10)\"/>"
        }.joined()
        return teeth + "<circle cx=\"10\" cy=\"10\" r=\"5.6\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"2.6\"/>"
            + "<circle cx=\"10\" cy=\"10\" r=\"1.8\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.4\"/>"
    }()

    private static let missing =
        "<rect x=\"2.5\" y=\"2.5\" width=\"15\" height=\"15\" rx=\"3\" fill=\"none\" stroke=\"currentColor\" "
        + "stroke-width=\"1.4\" stroke-dasharray=\"2.5 2\"/>"

    private static let drawings: [String: String] = [
        // Accessories.
        "chevron.forward": stroke("M7.5 3.5 14 10l-6.5 6.5", width: 2.2),
        "chevron.right": stroke("M7.5 3.5 14 10l-6.5 6.5", width: 2.2),
        "chevron.down": stroke("M3.5 7.5 10 14l6.5-6.5", width: 2.2),
        "chevron.up.chevron.down": stroke("M6 7.5 10 3.5l4 4M6 12.5l4 4 4-4", width: 2),
        "checkmark": stroke("M3.5 10.5 8 15l8.5-10", width: 2.2),
        "minus.circle.fill": filledCircle + knockout("M5.5 10h9"),
        "plus.circle.fill": filledCircle + knockout("M5.5 10h9M10 5.5v9"),
        "checkmark.circle.fill": filledCircle + knockout("M5.8 10.3 8.7 13.2 14.3 7"),
        "circle": "<circle cx=\"10\" cy=\"10\" r=\"8.6\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.4\"/>",
        // The tabs UIKit's system tab bar items draw.
        "ellipsis": "<g fill=\"currentColor\"><circle cx=\"4\" cy=\"10\" r=\"1.7\"/><circle cx=\"10\" cy=\"10\" r=\"1.7\"/>"
            + "<circle cx=\"16\" cy=\"10\" r=\"1.7\"/></g>",
        "clock.fill": filledCircle + knockout("M10 5v5.2l3.4 2"),
        "list.bullet": stroke("M7 5h10.5M7 10h10.5M7 15h10.5", width: 1.6)
            + "<g fill=\"currentColor\"><circle cx=\"3.2\" cy=\"5\" r=\"1.2\"/><circle cx=\"3.2\" cy=\"10\" r=\"1.2\"/>"
            + "<circle cx=\"3.2\" cy=\"15\" r=\"1.2\"/></g>",
        "person.crop.circle.fill": filledCircle
            + knockout("M10 5.2a2.6 2.6 0 1 1 0 5.2 2.6 2.6 0 0 1 0-5.2zM5.2 15.4c1-1.9 2.8-3 4.8-3s3.8 1.1 4.8 3"),
        "book.fill": "<path fill=\"currentColor\" d=\"M9.3 4.6C7.3 3.3 4.8 2.9 2.2 3.3v12.3c2.6-.4 5.1 0 7.1 1.3zM10.7 4.6"
            + "c2-1.3 4.5-1.7 7.1-1.3v12.3c-2.6-.4-5.1 0-7.1 1.3z\"/>",
        "square.and.arrow.down.fill": stroke("M10 2.5v9M6.5 8l3.5 3.5L13.5 8", width: 1.7)
            + "<path fill=\"currentColor\" d=\"M3 9.5h3v1.6H4.6v5.3h10.8v-5.3H14V9.5h3V18H3z\"/>",
        "line.3.horizontal": stroke("M3 5.5h14M3 10h14M3 14.5h14", width: 1.6),
        "info.circle": "<circle cx=\"10\" cy=\"10\" r=\"8.4\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.5\"/>"
            + stroke("M10 9v5.2", width: 1.9) + "<circle cx=\"10\" cy=\"6.1\" r=\"1.15\" fill=\"currentColor\"/>",
        // Search fields.
        "magnifyingglass": "<circle cx=\"8.5\" cy=\"8.5\" r=\"5.6\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.8\"/>"
            + stroke("M12.6 12.6 17.5 17.5", width: 2),
        // A text field's clear button: a filled circle with a cross cut out of it.
        "xmark.circle.fill": "<circle cx=\"10\" cy=\"10\" r=\"8.4\" fill=\"currentColor\"/>"
            + "<path d=\"M7 7l6 6M13 7l-6 6\" stroke=\"var(--ocv-background, #fff)\" stroke-width=\"1.8\" stroke-linecap=\"round\"/>",
        "chevron.backward": stroke("M12.5 3.5 6 10l6.5 6.5", width: 2.4),
        "chevron.left": stroke("M12.5 3.5 6 10l6.5 6.5", width: 2.2),
        // Emoji Explorer.
        "star.fill": fill(starPath),
        "star": "<path d=\"\(starPath)\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.5\" stroke-linejoin=\"round\"/>",
        "star.slash": "<path d=\"\(starPath)\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.5\" stroke-linejoin=\"round\"/>"
            + stroke("M2.5 2.5l15 15", width: 1.8),
        // Settings: Wi-Fi and Reorderable List.
        "wifi": stroke(wifiArc(4.5) + wifiArc(8.5) + wifiArc(12.5), width: 2)
            + "<circle cx=\"10\" cy=\"16.5\" r=\"1.7\" fill=\"currentColor\"/>",
        "lock.fill": "<rect x=\"4\" y=\"8.8\" width=\"12\" height=\"9.4\" rx=\"2\" fill=\"currentColor\"/>"
            + stroke("M6.6 8.8V6.4a3.4 3.4 0 0 1 6.8 0v2.4", width: 1.8),
        "gear": gear,
        "arrow.counterclockwise": stroke("M4.5 10a5.5 5.5 0 1 0 1.8-4.1M4.2 2.8v3.6h3.6", width: 1.8),
        "function": stroke("M13 3.5c-2.5-.6-3.6.6-4 2.8L7.3 15c-.4 2.1-1.5 2.7-3.3 2.1M5 8.5h7", width: 1.7),
        // The gallery's Photos and Feed: hearts for favourites and likes, sharing, a comment bubble, the tabs' house
        // and photos, refresh.
        "heart.fill": fill(heartPath),
        "heart": stroke(heartPath, width: 1.6),
        "heart.slash": stroke(heartPath + "M3 3l14 14", width: 1.6),
        "square.and.arrow.up": stroke("M10 12V2.5M6.5 6 10 2.5 13.5 6M6.5 8.5h-2v9h11v-9h-2", width: 1.6),
        "bubble.right": stroke("M4 3.5h12a1.5 1.5 0 0 1 1.5 1.5v8a1.5 1.5 0 0 1-1.5 1.5H9l-4 3v-3H4A1.5 1.5 0 0 1 2.5 13V5A1.5 1.5 0 0 1 4 3.5z", width: 1.6),
        "house": stroke("M2.5 9.5 10 3l7.5 6.5M4.5 8v9h4v-5h3v5h4V8", width: 1.6),
        "photo": stroke("M2.5 4h15v12h-15zM2.5 13l4-4 3 3 2.5-2.5 5.5 5.5", width: 1.5),
        "photo.on.rectangle": stroke("M5 2.5h12.5v10H5zM5 10l3-3 2.5 2.5 2-2 5 5M2.5 5.5v12h12", width: 1.5),
        "arrow.clockwise": stroke("M15.5 10a5.5 5.5 0 1 1-1.8-4.1M15.8 2.8v3.6h-3.6", width: 1.8),
        // Custom Configurations.
        // UIKit's system bar button items.
        "plus": stroke("M10 3.5v13M3.5 10h13", width: 2),
        "xmark": stroke("M4.5 4.5l11 11M15.5 4.5l-11 11", width: 2),
        "play.fill": fill("M6 3.5v13l10.5-6.5z"),
        "pause.fill": fill("M5 3.5h3.5v13H5zM11.5 3.5H15v13h-3.5z"),
        "forward.fill": fill("M2 5v10l7.5-5zM10 5v10l7.5-5z"),
        "backward.fill": fill("M18 5v10l-7.5-5zM10 5v10l-7.5-5z"),
        "square.and.pencil": stroke("M9 4H4.5A1.5 1.5 0 0 0 3 5.5v10A1.5 1.5 0 0 0 4.5 17h10a1.5 1.5 0 0 0 1.5-1.5V11M8 12l.6-2.8 7-7a1.4 1.4 0 0 1 2.2 2.2l-7 7z", width: 1.5),
        "arrowshape.turn.up.left": stroke("M8 4 3 9l5 5M3.5 9H12a5 5 0 0 1 5 5v2", width: 1.8),
        "trash": stroke("M3 5h14M8 5V3h4v2M5 5l1 12.5h8L15 5M8.3 8v6.5M11.7 8v6.5", width: 1.6),
        "folder": stroke("M2.5 5.5a1.5 1.5 0 0 1 1.5-1.5h4l2 2h6a1.5 1.5 0 0 1 1.5 1.5v8A1.5 1.5 0 0 1 16 17H4"
            + "a1.5 1.5 0 0 1-1.5-1.5z", width: 1.6),
        "paperplane": stroke("M2.5 9.2 17.5 3l-5.7 14.5-2.6-6.2zM9.2 11.3 17.5 3", width: 1.6),
        "book": stroke("M10 5.2C8 3.8 5.2 3.3 2.5 3.8v11.4c2.7-.5 5.5 0 7.5 1.4 2-1.4 4.8-1.9 7.5-1.4V3.8C14.8 3.3 12 3.8 10 5.2z"
            + "M10 5.2v11.4", width: 1.6),
        "tag": stroke("M2.5 3.5v6l8.5 8.5 7-7-8.5-8.5h-6z", width: 1.6)
            + "<circle cx=\"6.3\" cy=\"6.3\" r=\"1.3\" fill=\"currentColor\"/>",
        "camera": stroke("M2.5 7a1.5 1.5 0 0 1 1.5-1.5h2.3L8 3.5h4l1.7 2H16A1.5 1.5 0 0 1 17.5 7v8.5A1.5 1.5 0 0 1 16 17H4"
            + "a1.5 1.5 0 0 1-1.5-1.5z", width: 1.6)
            + "<circle cx=\"10\" cy=\"11.2\" r=\"3.1\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.6\"/>",
        "pin": stroke("M7 2.5h6l-1 5 3 3H5l3-3zM10 10.5v7", width: 1.6),
        "lock.shield": stroke("M10 2 17 4.8V10c0 4-3 6.9-7 8-4-1.1-7-4-7-8V4.8z", width: 1.6)
            + "<rect x=\"7.2\" y=\"9.2\" width=\"5.6\" height=\"4.6\" rx=\"0.9\" fill=\"currentColor\"/>"
            + stroke("M8.4 9.2V8a1.6 1.6 0 0 1 3.2 0v1.2", width: 1.3),
        "cube.box": stroke("M10 2.2 17.5 6v8L10 17.8 2.5 14V6zM2.5 6 10 9.8 17.5 6M10 9.8v8M6.2 4.1l7.5 3.8", width: 1.5),
        "gift": stroke("M2.8 7.5h14.4v3H2.8zM4 10.5h12V18H4zM10 7.5V18M10 7.5C9 4.2 5 3.6 5.6 6.1 6 7.5 10 7.5 10 7.5z"
            + "M10 7.5c1-3.3 5-3.9 4.4-1.4-.4 1.4-4.4 1.4-4.4 1.4z", width: 1.5),
        "eyeglasses": "<circle cx=\"5.6\" cy=\"12.2\" r=\"3.3\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.6\"/>"
            + "<circle cx=\"14.4\" cy=\"12.2\" r=\"3.3\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.6\"/>"
            + stroke("M8.9 11.8q1.1-1 2.2 0M2.3 12 3.6 6.2M17.7 12l-1.3-5.8", width: 1.6),
        // List with Custom Cells: the items' symbols, then the categories'.
        "headphones": stroke("M3.5 12.5V10a6.5 6.5 0 0 1 13 0v2.5", width: 1.8)
            + "<rect x=\"2.5\" y=\"11.5\" width=\"4\" height=\"6\" rx=\"1.5\" fill=\"currentColor\"/>"
            + "<rect x=\"13.5\" y=\"11.5\" width=\"4\" height=\"6\" rx=\"1.5\" fill=\"currentColor\"/>",
        "hifispeaker.fill": "<rect x=\"4\" y=\"1.5\" width=\"12\" height=\"17\" rx=\"2.2\" fill=\"currentColor\"/>"
            + "<circle cx=\"10\" cy=\"5.8\" r=\"1.6\" fill=\"none\" stroke=\"#FFFFFF\" stroke-width=\"1.4\"/>"
            + "<circle cx=\"10\" cy=\"12.6\" r=\"3.4\" fill=\"none\" stroke=\"#FFFFFF\" stroke-width=\"1.6\"/>",
        "airplane": fill("M10 1.5c.8 0 1.3.8 1.3 1.8v4.6l6.2 3.7v1.8l-6.2-1.9v3.8l1.8 1.4v1.4L10 17.3l-3.1.8v-1.4"
            + "l1.8-1.4v-3.8l-6.2 1.9v-1.8l6.2-3.7V3.3c0-1 .5-1.8 1.3-1.8z"),
        "tram.fill": stroke("M7 1.5h6M10 1.5V4M7 15.5 5 18.5M13 15.5l2 3", width: 1.5)
            + "<rect x=\"4.5\" y=\"4\" width=\"11\" height=\"11.5\" rx=\"2.5\" fill=\"currentColor\"/>"
            + "<rect x=\"6.3\" y=\"6\" width=\"7.4\" height=\"4\" rx=\"0.8\" fill=\"#FFFFFF\"/>",
        "car.fill": fill("M2.5 14v-3.6L4.6 5.6A1.6 1.6 0 0 1 6.1 4.5h7.8a1.6 1.6 0 0 1 1.5 1.1l2.1 4.8V14z")
            + "<rect x=\"3.5\" y=\"13.5\" width=\"3.2\" height=\"3\" rx=\"1\" fill=\"currentColor\"/>"
            + "<rect x=\"13.3\" y=\"13.5\" width=\"3.2\" height=\"3\" rx=\"1\" fill=\"currentColor\"/>",
        "hurricane": stroke("M10 2.5C6 2.5 3.5 5.5 3.5 10M10 17.5c4 0 6.5-3 6.5-7.5", width: 1.8)
            + "<circle cx=\"10\" cy=\"10\" r=\"3.2\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.8\"/>",
        "tornado": stroke("M2.5 3.5h15M4 7h12M6 10.5h8M8 14h5M9.5 17.5h2", width: 1.8),
        "tropicalstorm": stroke("M10 2.5c-3.3 0-5.5 2.3-5.5 5M10 17.5c3.3 0 5.5-2.3 5.5-5", width: 1.8)
            + "<circle cx=\"10\" cy=\"10\" r=\"3.6\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.8\"/>",
        "snow": stroke("M10 2v16M3.1 6l13.8 8M3.1 14l13.8-8M8 3.5l2 1.5 2-1.5M8 16.5l2-1.5 2 1.5", width: 1.5),
        "music.mic": "<circle cx=\"13\" cy=\"7\" r=\"4.5\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.7\"/>"
            + stroke("M10 10.2 3.5 16.7M5.4 13.2l1.4 1.4", width: 2),
        "car": stroke("M2.5 14v-3.6L4.6 5.6A1.6 1.6 0 0 1 6.1 4.5h7.8a1.6 1.6 0 0 1 1.5 1.1l2.1 4.8V14zM2.5 10.4h15", width: 1.6)
            + "<circle cx=\"5.8\" cy=\"15.2\" r=\"1.5\" fill=\"currentColor\"/>"
            + "<circle cx=\"14.2\" cy=\"15.2\" r=\"1.5\" fill=\"currentColor\"/>",
        "cloud.rain": stroke("M5.5 12.5a3.4 3.4 0 0 1 .3-6.8 4.6 4.6 0 0 1 8.7 1.2 2.8 2.8 0 0 1 0 5.6z"
            + "M7 15l-1 2.5M10.5 15l-1 2.5M14 15l-1 2.5", width: 1.6),
        "lightbulb": stroke("M7.2 14.2c0-2.2-3.2-3.6-3.2-7.2a6 6 0 0 1 12 0c0 3.6-3.2 5-3.2 7.2zM7.6 16.4h4.8M8.6 18.4h2.8",
                            width: 1.6),
    ]
}
