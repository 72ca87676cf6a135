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

    /// Class names by class: `String(describing:)` demangles the type's name on every call, and every view of every
    /// render tree asks.
    private static var classNames: [ObjectIdentifier: String] = [:]

    private static func className(of view: UIView) -> String {
        let key = ObjectIdentifier(type(of: view))
        if let name = classNames[key] { return name }
        let name = String(describing: type(of: view))
        classNames[key] = name
        return name
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
        return RenderNode(
            viewClass: className(of: view), frame: view.frame, backgroundColor: view.backgroundColor,
            alpha: view.alpha, isHidden: view.isHidden || (view as? UIPageControl)?.hidesIndicators == true, clipsToBounds: view.clipsToBounds, cornerRadius: layer.cornerRadius,
            maskedCorners: layer.maskedCorners, borderWidth: layer.borderWidth,
            borderColor: layer.borderWidth > 0 ? layer.borderColor.map(color(of:)) : nil,
            content: content(of: view),
            // A host-driven view's subviews (a collection view's cells) are in its content; a control's are its own.
            children: UIView.hostRole(of: type(of: view)).isDriven || view is UISegmentedControl || view is UITextField || view is UISlider || view is UIStepper ? [] : view.subviews.map(node(for:)),
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

    private static func content(of view: UIView) -> RenderNode.Content {
        switch view {
        case let label as UILabel:
            guard let text = label.text else { return .none }
            return .text(RenderText(
                text: text, lines: label.measuredText.lines, font: label.fittedFont, color: label.displayedTextColor,
                alignment: label.textAlignment, isUnderlined: label.isUnderlined, isStruckThrough: label.isStruckThrough))
        case let imageView as UIImageView:
            guard let image = imageView.displayedImage else { return .none }
            return .image(RenderImage(
                systemName: image.systemName, name: image.name, tintColor: imageView.displayedTintColor,
                encodedImage: image.encodedImage, size: image.encodedImage == nil ? .zero : image.size, scale: image.scale,
                contentMode: imageView.contentMode,
                accessibilityLabel: imageView.isAccessibilityElement ? imageView.accessibilityLabel ?? "" : nil))
        case let button as UIButton:
            return .button(isEnabled: button.isEnabled, menu: button.renderMenu)
        case let spinner as UIActivityIndicatorView:
            return .activityIndicator(
                isAnimating: spinner.isAnimating, color: spinner.color ?? .secondaryLabel,
                diameter: spinner.style.side)
        case let bar as UIProgressView:
            return .progress(bar.progress, tint: bar.displayedProgressTint, track: bar.trackTintColor ?? .systemFill)
        case let pageControl as UIPageControl:
            return .pageControl(RenderPageControl(
                numberOfPages: pageControl.numberOfPages, currentPage: pageControl.currentPage,
                isEnabled: pageControl.isEnabled && pageControl.isUserInteractionEnabled,
                indicatorColor: pageControl.pageIndicatorTintColor ?? .tertiaryLabel,
                currentIndicatorColor: pageControl.currentPageIndicatorTintColor ?? .label))
        case let segmented as UISegmentedControl:
            return .segmentedControl(RenderSegmentedControl(
                segments: segmented.renderSegments, selectedIndex: segmented.selectedSegmentIndex,
                isEnabled: segmented.isEnabled && segmented.isUserInteractionEnabled,
                selectedTintColor: segmented.selectedSegmentTintColor))
        case let field as UITextField:
            return .textField(RenderTextField(
                text: field.text ?? "", placeholder: field.placeholder,
                accessibilityLabel: field.accessibilityLabel ?? field.placeholder, font: field.font ?? UITextField.defaultFont,
                textColor: field.textColor ?? .label, alignment: field.textAlignment, borderStyle: field.borderStyle,
                showsClearButton: field.showsClearButton, isSecure: field.isSecureTextEntry, keyboardType: field.keyboardType,
                returnKeyType: field.returnKeyType, autocapitalization: field.autocapitalizationType,
                autocorrection: field.autocorrectionType, contentType: field.textContentType,
                isEnabled: field.isEnabled && field.isUserInteractionEnabled, isFocused: field.isFirstResponder,
                editCount: field.hostEditCount))
        case let slider as UISlider:
            return .slider(RenderSlider(
                value: slider.value, minimumValue: slider.minimumValue, maximumValue: slider.maximumValue,
                step: slider.accessibilityStep, isContinuous: slider.isContinuous,
                isEnabled: slider.isEnabled && slider.isUserInteractionEnabled,
                minimumTrackColor: slider.minimumTrackTintColor ?? slider.tintColor,
                maximumTrackColor: slider.maximumTrackTintColor ?? .systemFill, thumbColor: slider.thumbTintColor ?? .white))
        case let stepper as UIStepper:
            let isEnabled = stepper.isUserInteractionEnabled
            return .stepper(RenderStepper(
                value: stepper.value, minimumValue: stepper.minimumValue, maximumValue: stepper.maximumValue,
                canDecrement: isEnabled && stepper.canDecrement, canIncrement: isEnabled && stepper.canIncrement,
                autorepeats: stepper.autorepeat))
        case let toggle as UISwitch:
            return .toggle(isOn: toggle.isOn, onTintColor: toggle.onTintColor)
        case let drawn as HostDrawnView:
            return drawn.hostRenderContent()
        case let searchBar as UISearchBar:
            return .searchField(RenderSearchField(
                text: searchBar.text ?? "", placeholder: searchBar.placeholder, isFocused: searchBar.isFirstResponder,
                showsCancelButton: searchBar.showsCancelButton))
        default:
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
