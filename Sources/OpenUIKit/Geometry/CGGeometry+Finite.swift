import Foundation

extension CGPoint {
    /// Whether both coordinates are finite.
    var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGRect {
    /// Whether the origin and the size are finite (a null rectangle is not).
    package var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}

extension CGAffineTransform {
    /// Whether every entry is finite.
    package var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }
}

/// Core Animation's answer to geometry holding NaN (its `CALayerInvalidGeometry` exception): the change is reported
/// as the app's misuse, with Core Animation's words, and not made. Infinite values pass, as they do in Core Animation;
/// the render tree draws nothing where they end up (`RenderNode.nonFiniteValue`).
enum InvalidGeometry {
    /// Whether `numbers` (a rectangle's or a point's, in Core Animation's order) hold no NaN; when they do, reports
    /// that `what` ("position", "bounds") of `owner` would hold them, as Core Animation's exception says.
    static func accepts(_ what: String, of owner: String = "CALayer", _ numbers: [CGFloat]) -> Bool {
        accepts(what, of: owner, numbers, written: numbers.map { "\($0)" }.joined(separator: " "))
    }

    /// The message's numbers are written only when there is something to report: every frame a layout sets passes
    /// through here.
    private static func accepts(
        _ what: String, of owner: String, _ numbers: [CGFloat], written: @autoclosure () -> String
    ) -> Bool {
        guard numbers.contains(where: \.isNaN) else { return true }
        Diagnostics.report(.error(what, "\(owner) \(what) contains NaN: [\(written())]"))
        return false
    }

    /// Whether a layer may take `rect` as its bounds (written `[x y; width height]`, as Core Animation writes it).
    static func accepts(bounds rect: CGRect) -> Bool {
        guard rect.origin.x.isNaN || rect.origin.y.isNaN || rect.size.width.isNaN || rect.size.height.isNaN else {
            return true
        }
        let numbers = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
        return accepts("bounds", of: "CALayer", numbers, written: "\(numbers[0]) \(numbers[1]); \(numbers[2]) \(numbers[3])")
    }

    /// Whether a layer may take `rect` as its frame: its position (the frame's centre) and its bounds hold no NaN.
    static func accepts(frame rect: CGRect) -> Bool {
        accepts(position: CGPoint(x: rect.origin.x + rect.size.width / 2, y: rect.origin.y + rect.size.height / 2))
            && accepts(bounds: CGRect(origin: .zero, size: rect.size))
    }

    /// Whether a layer may take `point` as its position.
    static func accepts(position point: CGPoint) -> Bool {
        guard point.x.isNaN || point.y.isNaN else { return true }
        return accepts("position", [point.x, point.y])
    }
}
