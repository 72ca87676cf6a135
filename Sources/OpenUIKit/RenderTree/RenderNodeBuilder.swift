import Foundation

/// Turns a view and its subviews into render nodes, drawing out what the view classes OpenCollectionView knows
/// show (labels, image views, accessories, switches, buttons, spinners, progress bars, page and segmented controls);
/// other views give their geometry, colours and border.
///
/// A view holding a number that cannot be drawn (NaN or infinite, in its geometry, paths, image, colours or animations)
/// is the app's misuse: reported, and drawn as nothing, its subviews with it (`RenderNode.nonFiniteValue`).
@MainActor
package enum RenderNodeBuilder {
    package static func node(for view: UIView) -> RenderNode {
        let node = drawableNode(for: view)
        guard let problem = node.nonFiniteValue else { return node }
        Diagnostics.report(.warning(
            node.viewClass, "its \(problem) holds a number that is not finite (NaN or infinite): the view is not drawn"))
        return .undrawable(viewClass: node.viewClass)
    }

    /// What the builder needs to know of a view's class: its name, and which of the kinds of view it draws out the
    /// class is. Found once per class: `String(describing:)` demangles the type's name on every call, and telling the
    /// kind is a chain of a dozen casts that fail for most views (containers, content views, borders).
    private struct ViewClass {
        let name: String
        let kind: ViewKind
    }

    /// The kinds of view whose content the builder draws out (`content(of:)`), in the order it tells them apart.
    private enum ViewKind {
        case label, imageView, button, activityIndicator, progressView, pageControl, segmentedControl, textField, slider
        case stepper, toggle, hostDrawn, searchBar, plain
    }

    private static var viewClasses: [ObjectIdentifier: ViewClass] = [:]

    private static func viewClass(of view: UIView) -> ViewClass {
        let key = ObjectIdentifier(type(of: view))
        if let known = viewClasses[key] { return known }
        let kind: ViewKind = switch view {
        case is UILabel: .label
        case is UIImageView: .imageView
        case is UIButton: .button
        case is UIActivityIndicatorView: .activityIndicator
        case is UIProgressView: .progressView
        case is UIPageControl: .pageControl
        case is UISegmentedControl: .segmentedControl
        case is UITextField: .textField
        case is UISlider: .slider
        case is UIStepper: .stepper
        case is UISwitch: .toggle
        case is HostDrawnView: .hostDrawn
        case is UISearchBar: .searchBar
        default: .plain
        }
        let found = ViewClass(name: String(describing: type(of: view)), kind: kind)
        viewClasses[key] = found
        return found
    }

    /// The colours of layer colours drawn so far: a cell's border or a layer's fill is the same few colours in every
    /// cell of every page, and a render node keeps the colour as long as the page is sent it, so one object each
    /// rather than one per node. Emptied when it grows past `maximumSharedColors` (an app animating through colours).
    private static var sharedColors: [CGColor: UIColor] = [:]
    private static let maximumSharedColors = 512

    private static func color(of layerColor: CGColor) -> UIColor {
        if let color = sharedColors[layerColor] { return color }
        if sharedColors.count >= maximumSharedColors { sharedColors.removeAll(keepingCapacity: true) }
        let color = UIColor(cgColor: layerColor)
        sharedColors[layerColor] = color
        return color
    }

    /// What a view whose layer was never made draws with: a layer's defaults.
    private static let defaultLayer = CALayer()

    private static func drawableNode(for view: UIView) -> RenderNode {
        let layer = view.loadedLayer ?? defaultLayer
        let viewClass = viewClass(of: view)
        let drawsItsOwnSubviews = switch viewClass.kind {
        case .segmentedControl, .textField, .slider, .stepper: true
        default: false
        }
        return RenderNode(
            viewClass: viewClass.name, frame: view.frame, backgroundColor: view.backgroundColor,
            alpha: view.alpha,
            isHidden: view.isHidden || (viewClass.kind == .pageControl && unsafeDowncast(view, to: UIPageControl.self).hidesIndicators),
            clipsToBounds: view.clipsToBounds, cornerRadius: layer.cornerRadius,
            maskedCorners: layer.maskedCorners, borderWidth: layer.borderWidth,
            borderColor: layer.borderWidth > 0 ? layer.borderColor.map(color(of:)) : nil,
            content: content(of: view, kind: viewClass.kind),
            // A host-driven view's subviews (a collection view's cells) are in its content; a control's are its own.
            children: UIView.hostRole(of: type(of: view)).isDriven || drawsItsOwnSubviews ? [] : view.subviews.map(node(for:)),
            identity: view.isAddressedByHosts ? view.hostIdentity : nil,
            gradient: (layer as? CAGradientLayer).flatMap(gradient(of:)),
            shape: (layer as? CAShapeLayer).flatMap(shape(of:)),
            layers: (layer.sublayers ?? []).filter { !$0.isHidden }.map(renderLayer(of:)),
            mask: mask(of: view),
            animations: RenderAnimationBuilder.animations(of: layer, model: .init(
                opacity: view.alpha * CGFloat(layer.opacity), position: view.center,
                // The view's colour keeps its dynamic values (the layer's is resolved).
                backgroundColor: view.backgroundColor ?? layer.backgroundColor.map(color(of:)),
                shape: layer as? CAShapeLayer)))
    }

    /// The view's mask: its mask view's, at the mask view's frame (a view's own layer does not follow its frame),
    /// else its layer's mask layer's.
    private static func mask(of view: UIView) -> RenderMask? {
        guard let layer = view.loadedLayer?.mask else { return nil }
        let shape = layer as? CAShapeLayer
        let frame = view.mask.flatMap { $0.layer === layer ? $0.frame : nil } ?? layer.frame
        return RenderMask(frame: frame, path: shape.map { $0.path ?? CGPath() }, fillRule: shape?.fillRule ?? .nonZero)
    }

    private static func shape(of layer: CAShapeLayer) -> RenderShape? {
        guard let path = layer.path, !path.isEmpty else { return nil }
        return RenderShape(
            path: path, fillColor: layer.fillColor.map(color(of:)), fillRule: layer.fillRule,
            strokeColor: layer.strokeColor.map(color(of:)), lineWidth: layer.lineWidth, lineCap: layer.lineCap,
            lineJoin: layer.lineJoin, dashPattern: (layer.lineDashPattern ?? []).map { CGFloat($0.doubleValue) },
            dashPhase: layer.lineDashPhase, strokeStart: min(max(layer.strokeStart, 0), 1),
            strokeEnd: min(max(layer.strokeEnd, 0), 1))
    }

    private static func gradient(of layer: CAGradientLayer) -> RenderGradient? {
        let stops = layer.stops
        guard !stops.isEmpty else { return nil }
        return RenderGradient(
            type: layer.type, stops: stops.map { RenderGradient.Stop(color: $0.color, location: $0.location) },
            startPoint: layer.startPoint, endPoint: layer.endPoint)
    }

    private static func renderLayer(of layer: CALayer) -> RenderLayer {
        RenderLayer(
            frame: layer.frame, backgroundColor: layer.backgroundColor.map(color(of:)),
            gradient: (layer as? CAGradientLayer).flatMap(gradient(of:)), shape: (layer as? CAShapeLayer).flatMap(shape(of:)),
            cornerRadius: layer.cornerRadius, opacity: CGFloat(layer.opacity), isOverSubviews: layer.drawsOverSubviews,
            animations: RenderAnimationBuilder.animations(of: layer, model: .init(
                opacity: CGFloat(layer.opacity), position: CGPoint(x: layer.frame.midX, y: layer.frame.midY),
                backgroundColor: layer.backgroundColor.map(color(of:)), shape: layer as? CAShapeLayer)))
    }

    private static func content(of view: UIView, kind: ViewKind) -> RenderNode.Content {
        switch kind {
        case .label:
            let label = unsafeDowncast(view, to: UILabel.self)
            guard let text = label.text else { return .none }
            return .text(RenderText(
                text: text, lines: label.measuredText.lines, font: label.fittedFont, color: label.displayedTextColor,
                alignment: label.textAlignment, isUnderlined: label.isUnderlined, isStruckThrough: label.isStruckThrough))
        case .imageView:
            let imageView = unsafeDowncast(view, to: UIImageView.self)
            guard let image = imageView.displayedImage else { return .none }
            return .image(RenderImage(
                systemName: image.systemName, name: image.name, tintColor: imageView.displayedTintColor,
                encodedImage: image.encodedImage, size: image.encodedImage == nil ? .zero : image.size, scale: image.scale,
                contentMode: imageView.contentMode,
                accessibilityLabel: imageView.isAccessibilityElement ? imageView.accessibilityLabel ?? "" : nil))
        case .button:
            let button = unsafeDowncast(view, to: UIButton.self)
            return .button(isEnabled: button.isEnabled, menu: button.renderMenu)
        case .activityIndicator:
            let spinner = unsafeDowncast(view, to: UIActivityIndicatorView.self)
            return .activityIndicator(
                isAnimating: spinner.isAnimating, color: spinner.color ?? .secondaryLabel,
                diameter: spinner.style.side)
        case .progressView:
            let bar = unsafeDowncast(view, to: UIProgressView.self)
            return .progress(bar.progress, tint: bar.displayedProgressTint, track: bar.trackTintColor ?? .systemFill)
        case .pageControl:
            let pageControl = unsafeDowncast(view, to: UIPageControl.self)
            return .pageControl(RenderPageControl(
                numberOfPages: pageControl.numberOfPages, currentPage: pageControl.currentPage,
                isEnabled: pageControl.isEnabled && pageControl.isUserInteractionEnabled,
                indicatorColor: pageControl.pageIndicatorTintColor ?? .tertiaryLabel,
                currentIndicatorColor: pageControl.currentPageIndicatorTintColor ?? .label))
        case .segmentedControl:
            let segmented = unsafeDowncast(view, to: UISegmentedControl.self)
            return .segmentedControl(RenderSegmentedControl(
                segments: segmented.renderSegments, selectedIndex: segmented.selectedSegmentIndex,
                isEnabled: segmented.isEnabled && segmented.isUserInteractionEnabled,
                selectedTintColor: segmented.selectedSegmentTintColor))
        case .textField:
            let field = unsafeDowncast(view, to: UITextField.self)
            return .textField(RenderTextField(
                text: field.text ?? "", placeholder: field.placeholder,
                accessibilityLabel: field.accessibilityLabel ?? field.placeholder, font: field.font ?? UITextField.defaultFont,
                textColor: field.textColor ?? .label, alignment: field.textAlignment, borderStyle: field.borderStyle,
                showsClearButton: field.showsClearButton, isSecure: field.isSecureTextEntry, keyboardType: field.keyboardType,
                returnKeyType: field.returnKeyType, autocapitalization: field.autocapitalizationType,
                autocorrection: field.autocorrectionType, contentType: field.textContentType,
                isEnabled: field.isEnabled && field.isUserInteractionEnabled, isFocused: field.isFirstResponder,
                editCount: field.hostEditCount))
        case .slider:
            let slider = unsafeDowncast(view, to: UISlider.self)
            return .slider(RenderSlider(
                value: slider.value, minimumValue: slider.minimumValue, maximumValue: slider.maximumValue,
                step: slider.accessibilityStep, isContinuous: slider.isContinuous,
                isEnabled: slider.isEnabled && slider.isUserInteractionEnabled,
                minimumTrackColor: slider.minimumTrackTintColor ?? slider.tintColor,
                maximumTrackColor: slider.maximumTrackTintColor ?? .systemFill, thumbColor: slider.thumbTintColor ?? .white))
        case .stepper:
            let stepper = unsafeDowncast(view, to: UIStepper.self)
            let isEnabled = stepper.isUserInteractionEnabled
            return .stepper(RenderStepper(
                value: stepper.value, minimumValue: stepper.minimumValue, maximumValue: stepper.maximumValue,
                canDecrement: isEnabled && stepper.canDecrement, canIncrement: isEnabled && stepper.canIncrement,
                autorepeats: stepper.autorepeat))
        case .toggle:
            let toggle = unsafeDowncast(view, to: UISwitch.self)
            return .toggle(isOn: toggle.isOn, onTintColor: toggle.onTintColor)
        case .hostDrawn:
            return (view as? HostDrawnView)?.hostRenderContent() ?? .none
        case .searchBar:
            let searchBar = unsafeDowncast(view, to: UISearchBar.self)
            return .searchField(RenderSearchField(
                text: searchBar.text ?? "", placeholder: searchBar.placeholder, isFocused: searchBar.isFirstResponder,
                showsCancelButton: searchBar.showsCancelButton))
        case .plain:
            return .none
        }
    }
}

extension UIView {
    /// This view and its subviews as render nodes, for hosts that draw a view outside a collection view.
    public func renderNode() -> RenderNode {
        RenderNodeBuilder.node(for: self)
    }
}
