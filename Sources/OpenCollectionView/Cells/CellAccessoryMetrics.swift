import Foundation

/// The sizes, spacing, order and default colours of cell accessories and list-cell indentation, in one place.
///
/// UIKit documents the accessories' edges but not their metrics; the widths, spacing and indentation here are
/// [L] — measured from screenshots of iOS 17 at the Large text size, to be corrected here when better numbers
/// are known.
@MainActor
enum CellAccessoryMetrics {
    /// System accessories by kind name, leading edge then trailing edge, each in leading-to-trailing order. UIKit
    /// documents no place for the pop-up menu's chevrons; they take the disclosure indicator's, the two being the
    /// row's sign of what a tap does (a cell shows one or the other). [L]
    nonisolated static let order = ["delete", "insert", "multiselect", "label", "detail", "checkmark", "disclosureIndicator",
                        "popUpMenu", "outlineDisclosure", "reorder"]

    /// Space between two accessories on one edge. [L]
    nonisolated static let interAccessorySpacing: CGFloat = 12
    /// The default width of one indentation level of a list cell. [L]
    nonisolated static let indentationWidth: CGFloat = 10

    /// The standard size of each system accessory (its glyph's box). [L]
    static func standardSize(of kind: UICellAccessory.Kind) -> CGSize {
        switch kind {
        case .disclosureIndicator, .popUpMenu: CGSize(width: 12, height: 20)
        case .checkmark: CGSize(width: 16, height: 20)
        case .delete, .insert, .multiselect, .detail: CGSize(width: 22, height: 22)
        case .reorder: CGSize(width: 22, height: 16)
        case .outlineDisclosure: CGSize(width: 20, height: 20)
        case .label(let text, let font):
            TextMeasurement.current.measure(TextMeasurementRequest(
                text: text, font: font ?? .preferredFont(forTextStyle: .body), maximumWidth: .greatestFiniteMagnitude,
                numberOfLines: 1)).size
        case .customView(let view, _):
            view.intrinsicSize(fallback: view.bounds.size)
        }
    }

    /// The SF Symbol a host draws for a system accessory.
    static func symbolName(of kind: UICellAccessory.Kind, isExpanded: Bool, isSelected: Bool) -> String? {
        switch kind {
        case .disclosureIndicator: "chevron.forward"
        case .checkmark: "checkmark"
        case .delete: "minus.circle.fill"
        case .insert: "plus.circle.fill"
        case .multiselect: isSelected ? "checkmark.circle.fill" : "circle"
        case .reorder: "line.3.horizontal"
        case .outlineDisclosure: isExpanded ? "chevron.down" : "chevron.forward"
        case .detail: "info.circle"
        case .popUpMenu: "chevron.up.chevron.down"
        case .label, .customView: nil
        }
    }

    /// The tint a system accessory has when its options set none; `nil` means the cell's tint colour.
    static func defaultTint(of kind: UICellAccessory.Kind) -> UIColor? {
        switch kind {
        case .disclosureIndicator, .popUpMenu, .reorder: .tertiaryLabel
        case .delete: .systemRed
        case .insert: .systemGreen
        case .label: .secondaryLabel
        case .multiselect: .systemGray3
        case .checkmark, .outlineDisclosure, .detail, .customView: nil
        }
    }
}

extension UIView {
    /// The intrinsic content size where the view has one, else `fallback` on that axis.
    func intrinsicSize(fallback: CGSize) -> CGSize {
        let intrinsic = intrinsicContentSize
        return CGSize(width: intrinsic.width == UIView.noIntrinsicMetric ? fallback.width : intrinsic.width,
                      height: intrinsic.height == UIView.noIntrinsicMetric ? fallback.height : intrinsic.height)
    }
}
