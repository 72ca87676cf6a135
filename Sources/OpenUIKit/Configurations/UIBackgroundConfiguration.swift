import Foundation

/// How a cell's or header's background looks (UIKit: `UIBackgroundConfiguration`): a fill colour (or the
/// view's tint), corner radius, insets, a stroke and an optional custom view.
///
/// The list presets (`listPlainCell()`, `listGroupedCell()`, …) follow their state: `updated(for:)` gives the
/// colours of a selected, highlighted or editing cell (`ListBackgroundMetrics`). A property the app sets is
/// the app's: states no longer change it, as in UIKit. The iOS 18 presets `listCell()`, `listHeader()` and
/// `listFooter()` also follow the list they are shown in: `updated(for:)` takes the look of the list appearance of the
/// cell whose state it is given (a list cell's state knows its list section; UIKit reads the state's `listEnvironment`
/// trait, which OpenCollectionView does not have).
public struct UIBackgroundConfiguration: Hashable {
    /// The system look a configuration was made with; it decides the colours for each state.
    package enum Preset: Hashable, Sendable {
        case clear
        case listPlainCell
        case listGroupedCell
        case listSidebarCell
        case listAccompaniedSidebarCell
        case listPlainHeaderFooter
        case listGroupedHeaderFooter
        case listSidebarHeader
        /// The iOS 18 presets that take the look of the list they are shown in.
        case listCell, listHeader, listFooter

        /// The role a preset that follows its list plays in it; `nil` for the fixed presets.
        var adaptiveRole: ListElementRole? {
            switch self {
            case .listCell: .row
            case .listHeader: .header
            case .listFooter: .footer
            default: nil
            }
        }
    }

    let preset: Preset
    /// The fixed preset whose look the configuration has now: `preset`, or for a preset that follows its list, the
    /// look it took for the list it was last updated in (a plain list's until then).
    private(set) var look: Preset
    private var storedBackgroundColor: UIColor?
    private(set) var backgroundColorIsCustom = false

    /// A view drawn in the background, below the fill; `nil` for none.
    public var customView: UIView?
    /// How much the background's corners are rounded, in points; sidebar presets start rounded, the others square.
    public var cornerRadius: CGFloat = 0
    /// How far the background is inset from the view's edges.
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    /// The edges at which the view's layout margins add to `backgroundInsets`.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// Applied to the resolved background colour.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// An image drawn in the background, above the fill.
    public var image: UIImage?
    /// The stroke's colour; `nil` uses the view's tint colour. No stroke is drawn while `strokeWidth` is 0.
    public var strokeColor: UIColor?
    /// Applied to the stroke colour (or the tint standing in for it) before it is drawn.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The width of the outline drawn around the background; 0 draws none.
    public var strokeWidth: CGFloat = 0
    /// How far the stroke reaches outside the background's edges.
    public var strokeOutset: CGFloat = 0
    /// An effect applied to what lies behind the background, such as a blur; `nil` for none. Kept, not drawn.
    public var visualEffect: UIVisualEffect?
    /// How `image` fills the background. Default `.scaleToFill`. Kept: hosts do not draw a background's image.
    public var imageContentMode: UIView.ContentMode = .scaleToFill
    /// The shadow the background casts (iOS 18); set its properties in place. Transparent by default. Kept, not drawn.
    public var shadowProperties = UIShadowProperties()

    /// The fill colour; `nil` uses the view's tint colour. Setting it makes the colour the app's own:
    /// `updated(for:)` keeps it.
    public var backgroundColor: UIColor? {
        get { storedBackgroundColor }
        set {
            storedBackgroundColor = newValue
            backgroundColorIsCustom = true
        }
    }

    package init(preset: Preset) {
        self.preset = preset
        look = preset.adaptiveRole.map(ListBackgroundMetrics.plainListPreset(for:)) ?? preset
        storedBackgroundColor = ListBackgroundMetrics.backgroundColor(for: look, state: nil)
        cornerRadius = ListBackgroundMetrics.cornerRadius(for: look)
    }

    /// No fill, no stroke: the view behind shows through.
    public static func clear() -> Self { Self(preset: .clear) }
    /// The background of a cell of a plain list.
    public static func listPlainCell() -> Self { Self(preset: .listPlainCell) }
    /// The background of a cell of a grouped or inset-grouped list.
    public static func listGroupedCell() -> Self { Self(preset: .listGroupedCell) }
    /// The background of a cell of a sidebar.
    public static func listSidebarCell() -> Self { Self(preset: .listSidebarCell) }
    /// The background of a cell of a sidebar shown beside other content.
    public static func listAccompaniedSidebarCell() -> Self { Self(preset: .listAccompaniedSidebarCell) }
    /// The background of a header or footer of a plain list.
    public static func listPlainHeaderFooter() -> Self { Self(preset: .listPlainHeaderFooter) }
    /// The background of a header or footer of a grouped list.
    public static func listGroupedHeaderFooter() -> Self { Self(preset: .listGroupedHeaderFooter) }
    /// The background of a sidebar's section header.
    public static func listSidebarHeader() -> Self { Self(preset: .listSidebarHeader) }
    /// The background of a cell of whatever list it is shown in (iOS 18): a plain list's until it is updated for the
    /// state of a cell in a list, then that list appearance's (`listGroupedCell()` in a grouped list, …).
    public static func listCell() -> Self { Self(preset: .listCell) }
    /// The background of a section header of whatever list it is shown in (iOS 18), as `listCell()` follows its list.
    public static func listHeader() -> Self { Self(preset: .listHeader) }
    /// The background of a section footer of whatever list it is shown in (iOS 18), as `listCell()` follows its list.
    public static func listFooter() -> Self { Self(preset: .listFooter) }

    /// This configuration styled for `state`: a preset's colour for the state unless the app set one. A preset that
    /// follows its list first takes the look of the list of the cell whose state this is; its corner radius follows
    /// the new look unless the app changed it.
    public func updated(for state: any UIConfigurationState) -> Self {
        var updated = self
        if let role = preset.adaptiveRole,
            let look = (state as? any SystemStyledState)?.listBackgroundPreset(for: role)
        {
            if look != self.look {
                if cornerRadius == ListBackgroundMetrics.cornerRadius(for: self.look) {
                    updated.cornerRadius = ListBackgroundMetrics.cornerRadius(for: look)
                }
                updated.look = look
            }
        }
        if !backgroundColorIsCustom {
            updated.storedBackgroundColor = ListBackgroundMetrics.backgroundColor(for: updated.look, state: state)
        }
        return updated
    }

    /// The fill colour to draw: `backgroundColor` (or `tintColor` when it is `nil`) through the transformer.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer.map { $0(color) } ?? color
    }

    /// The stroke colour to draw: `strokeColor` (or `tintColor` when it is `nil`) through the transformer.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer.map { $0(color) } ?? color
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.preset == rhs.preset && lhs.look == rhs.look && lhs.storedBackgroundColor == rhs.storedBackgroundColor
            && lhs.backgroundColorIsCustom == rhs.backgroundColorIsCustom && lhs.customView === rhs.customView
            && lhs.cornerRadius == rhs.cornerRadius && lhs.backgroundInsets == rhs.backgroundInsets
            && lhs.edgesAddingLayoutMarginsToBackgroundInsets == rhs.edgesAddingLayoutMarginsToBackgroundInsets
            && (lhs.backgroundColorTransformer == nil) == (rhs.backgroundColorTransformer == nil)
            && lhs.image == rhs.image && lhs.strokeColor == rhs.strokeColor
            && (lhs.strokeColorTransformer == nil) == (rhs.strokeColorTransformer == nil)
            && lhs.strokeWidth == rhs.strokeWidth && lhs.strokeOutset == rhs.strokeOutset
            && lhs.visualEffect == rhs.visualEffect && lhs.imageContentMode == rhs.imageContentMode
            && lhs.shadowProperties == rhs.shadowProperties
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(preset)
        hasher.combine(storedBackgroundColor)
        hasher.combine(cornerRadius)
        hasher.combine(strokeWidth)
    }
}
