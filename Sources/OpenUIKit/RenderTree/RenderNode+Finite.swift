import Foundation

/// What a render node holds that cannot be drawn: a number that is not finite (NaN or infinite) in its geometry, paths,
/// image, colours or animations — the app's misuse, which Core Animation answers with an exception or by drawing
/// nothing. The render tree never carries such a node: `RenderNodeBuilder` reports it (logged with the session in a
/// host) and draws nothing in its place, so that no host ever has to turn NaN into a pixel.
extension RenderNode {
    /// The name of the first value of the node's own (not its children's) that is not finite, or `nil` when every one
    /// is.
    var nonFiniteValue: String? {
        if !frame.isFinite { return "frame" }
        if !alpha.isFinite { return "alpha" }
        if !cornerRadius.isFinite || !borderWidth.isFinite { return "corner radius or border width" }
        if !backgroundColor.isFinite || !borderColor.isFinite { return "colour" }
        if let problem = content.nonFiniteValue { return problem }
        if let gradient, !gradient.isFinite { return "gradient" }
        if let shape, let problem = shape.nonFiniteValue { return problem }
        if let mask, !mask.frame.isFinite || !(mask.path?.isFinite ?? true) { return "mask" }
        for layer in layers {
            if !layer.frame.isFinite || !layer.cornerRadius.isFinite || !layer.opacity.isFinite { return "sublayer geometry" }
            if !layer.backgroundColor.isFinite || !(layer.gradient?.isFinite ?? true) { return "sublayer colour" }
            if let problem = layer.shape?.nonFiniteValue { return "sublayer \(problem)" }
            if !layer.animations.allSatisfy(\.isFinite) { return "sublayer animation" }
        }
        if !animations.allSatisfy(\.isFinite) { return "animation" }
        return nil
    }

    /// A node that draws nothing, in place of one that cannot be drawn.
    static func undrawable(viewClass: String) -> RenderNode {
        RenderNode(
            viewClass: viewClass, frame: .zero, backgroundColor: nil, alpha: 0, isHidden: true, clipsToBounds: true,
            cornerRadius: 0, maskedCorners: [], borderWidth: 0, borderColor: nil, content: .none, children: [])
    }
}

extension RenderNode.Content {
    var nonFiniteValue: String? {
        switch self {
        case .none, .background, .collectionView, .searchField, .pageControl, .resizeHandle:
            return nil
        case .text(let text):
            return text.font.pointSize.isFinite && text.color.isFinite ? nil : "text font or colour"
        case .image(let image):
            return image.size.width.isFinite && image.size.height.isFinite && image.scale.isFinite && image.tintColor.isFinite
                ? nil : "image size"
        case .accessory(_, _, _, let color):
            return color.isFinite ? nil : "accessory colour"
        case .toggle(_, let onTintColor):
            return onTintColor.isFinite ? nil : "switch colour"
        case .button:
            return nil
        case .activityIndicator(_, let color, let diameter):
            return diameter.isFinite && color.isFinite ? nil : "activity indicator"
        case .progress(let progress, let tint, let track):
            return progress.isFinite && tint.isFinite && track.isFinite ? nil : "progress"
        case .segmentedControl(let control):
            return control.segments.allSatisfy(\.frame.isFinite) && control.selectedTintColor.isFinite ? nil : "segment"
        case .textField(let field):
            return field.font.pointSize.isFinite && field.textColor.isFinite ? nil : "text field font or colour"
        case .slider(let slider):
            let numbers = [slider.value, slider.minimumValue, slider.maximumValue, slider.step]
            let colors = [slider.minimumTrackColor, slider.maximumTrackColor, slider.thumbColor]
            return numbers.allSatisfy(\.isFinite) && colors.allSatisfy(\.isFinite) ? nil : "slider"
        case .stepper(let stepper):
            return [stepper.value, stepper.minimumValue, stepper.maximumValue].allSatisfy(\.isFinite) ? nil : "stepper"
        }
    }
}

extension RenderShape {
    var nonFiniteValue: String? {
        if !path.isFinite { return "path" }
        if !lineWidth.isFinite || !dashPhase.isFinite || !dashPattern.allSatisfy(\.isFinite) { return "line" }
        if !strokeStart.isFinite || !strokeEnd.isFinite { return "stroke" }
        return fillColor.isFinite && strokeColor.isFinite ? nil : "shape colour"
    }
}

extension RenderGradient {
    var isFinite: Bool {
        startPoint.isFinite && endPoint.isFinite && stops.allSatisfy { $0.location.isFinite && $0.color.isFinite }
    }
}

extension RenderAnimation {
    var isFinite: Bool {
        from.isFinite && to.isFinite && duration.isFinite && beginTime.isFinite && !repeatCount.isNaN
            && fromColor.isFinite && toColor.isFinite
    }
}

extension UIColor {
    /// Whether the colour's components are finite numbers.
    var isFinite: Bool {
        red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite
    }
}

extension Optional where Wrapped == UIColor {
    /// Whether there is no colour, or one whose components are finite.
    var isFinite: Bool {
        map(\.isFinite) ?? true
    }
}
