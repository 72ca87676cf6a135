import Foundation
import OpenCollectionView
import Testing

/// `UICellAccessory.accessoryType`: which accessory each factory makes, and the outline disclosure's style options.
@MainActor
@Suite struct CellAccessoryTypeTests {
    @Test func eachFactoryMakesItsType() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let accessories: [UICellAccessory] = [
            .disclosureIndicator(), .outlineDisclosure(), .checkmark(), .delete(), .insert(), .reorder(), .multiselect(),
            .label(text: "3"), .customView(configuration: .init(customView: view, placement: .leading())), .detail(),
            .popUpMenu(UIMenu(children: [UIAction(title: "One") { _ in }])),
        ]
        #expect(accessories.map(\.accessoryType) == [
            .disclosureIndicator, .outlineDisclosure, .checkmark, .delete, .insert, .reorder, .multiselect, .label,
            .customView(view), .detail, .popUpMenu,
        ])
    }

    @Test func customViewTypesAreEqualOnlyForTheSameView() {
        let one = UIView(frame: .zero)
        let other = UIView(frame: .zero)
        #expect(UICellAccessory.AccessoryType.customView(one) == .customView(one))
        #expect(UICellAccessory.AccessoryType.customView(one) != .customView(other))
        #expect(UICellAccessory.AccessoryType.customView(one) != .label)
        #expect(Set<UICellAccessory.AccessoryType>([.customView(one), .customView(one), .label, .label]).count == 2)
    }

    @Test func theOutlineDisclosureStyleDefaultsToAutomatic() {
        #expect(UICellAccessory.OutlineDisclosureOptions().style == .automatic)
        #expect(UICellAccessory.OutlineDisclosureOptions(style: nil).style == .automatic)
        var options = UICellAccessory.OutlineDisclosureOptions(style: .cell)
        #expect(options.style == .cell)
        options.style = .header
        #expect(options.style == .header)
    }
}
