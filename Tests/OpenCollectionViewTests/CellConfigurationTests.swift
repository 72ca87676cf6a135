import Foundation
import OpenCollectionView
import Testing

/// A content configuration that shows a text, and marks it when updated for a selected state.
struct CaptionConfiguration: UIContentConfiguration, Hashable {
    var text = ""
    var isEmphasized = false

    func makeContentView() -> any UIView & UIContentView {
        CaptionContentView(configuration: self)
    }

    func updated(for state: any UIConfigurationState) -> CaptionConfiguration {
        var updated = self
        updated.isEmphasized = (state as? UICellConfigurationState)?.isSelected ?? false
        return updated
    }
}

/// The view of a `CaptionConfiguration`.
@MainActor
final class CaptionContentView: UIView, UIContentView {
    private(set) var shown: CaptionConfiguration
    private(set) var applications = 0

    init(configuration: CaptionConfiguration) {
        shown = configuration
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    var configuration: any UIContentConfiguration {
        get { shown }
        set {
            guard let caption = newValue as? CaptionConfiguration else { return }
            shown = caption
            applications += 1
        }
    }
}

/// A cell that records each state it is updated for, and adds a custom state from its item.
@MainActor
final class RecordingCell: UICollectionViewCell {
    static let itemKey = UIConfigurationStateCustomKey("org.opencollectionview.tests.item")
    var item: Int? {
        didSet { if item != oldValue { setNeedsUpdateConfiguration() } }
    }
    var updates: [UICellConfigurationState] = []
    var events: [String] = []

    override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state[Self.itemKey] = item
        return state
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        updates.append(state)
        events.append("updateConfiguration")
    }
}

@MainActor
@Suite struct CellConfigurationTests {
    @Test func aContentConfigurationReplacesTheContentViewAndUpdatesItInPlaceAfterwards() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        let plain = cell.contentView
        cell.contentConfiguration = CaptionConfiguration(text: "One")
        let captionView = cell.contentView as? CaptionContentView
        #expect(captionView != nil)
        #expect(cell.contentView !== plain)
        #expect(plain.superview == nil)
        #expect(cell.contentView.superview === cell)
        cell.contentConfiguration = CaptionConfiguration(text: "Two")
        #expect(cell.contentView === captionView)
        #expect(captionView?.shown.text == "Two")
        #expect(captionView?.applications == 1)
    }

    @Test func stateChangesUpdateTheConfigurationsThenCallUpdateConfigurationThenTheHandler() {
        let cell = RecordingCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        cell.contentConfiguration = CaptionConfiguration(text: "A")
        cell.backgroundConfiguration = .listPlainCell()
        cell.configurationUpdateHandler = { cell, state in
            (cell as? RecordingCell)?.events.append("handler selected=\(state.isSelected)")
        }
        cell.layoutIfNeeded()
        #expect(cell.events == ["updateConfiguration", "handler selected=false"])
        #expect((cell.contentConfiguration as? CaptionConfiguration)?.isEmphasized == false)
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemBackground)

        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(cell.events.suffix(2) == ["updateConfiguration", "handler selected=true"])
        #expect((cell.contentConfiguration as? CaptionConfiguration)?.isEmphasized == true)
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemGray4)
        // Nothing changed since: no further update.
        cell.layoutIfNeeded()
        #expect(cell.events.count == 4)
    }

    @Test func automaticUpdatesCanBeTurnedOff() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        cell.contentConfiguration = CaptionConfiguration(text: "A")
        cell.automaticallyUpdatesContentConfiguration = false
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect((cell.contentConfiguration as? CaptionConfiguration)?.isEmphasized == false)
    }

    @Test func customStatesReachUpdateConfiguration() {
        let cell = RecordingCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        cell.layoutIfNeeded()
        cell.item = 42
        cell.layoutIfNeeded()
        #expect(cell.updates.map { $0[RecordingCell.itemKey] } == [nil, AnyHashable(42)])
    }

    @Test func backgroundViewsAndBackgroundConfigurationsExcludeEachOther() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        cell.backgroundConfiguration = .listGroupedCell()
        cell.backgroundView = UIView()
        #expect(cell.backgroundConfiguration == nil)
        let selected = UIView()
        cell.selectedBackgroundView = selected
        #expect(selected.superview == nil)
        cell.isSelected = true
        #expect(selected.superview === cell)
        #expect(cell.subviews.firstIndex { $0 === selected }! < cell.subviews.firstIndex { $0 === cell.contentView }!)
        cell.backgroundConfiguration = .clear()
        #expect(cell.backgroundView == nil)
        #expect(cell.selectedBackgroundView == nil)
        #expect(selected.superview == nil)
    }

    @Test func reusedCellsAreDeselectedAndUpdatedAgain() {
        let cell = RecordingCell(frame: .zero)
        cell.isSelected = true
        cell.layoutIfNeeded()
        cell.prepareForReuse()
        #expect(!cell.isSelected)
        cell.layoutIfNeeded()
        #expect(cell.updates.map(\.isSelected) == [true, false])
    }
}

@Suite struct BackgroundConfigurationTests {
    @Test func listPresetsFollowSelectionUnlessTheAppSetTheColour() {
        var selected = UICellConfigurationState(traitCollection: UITraitCollection())
        selected.isSelected = true
        #expect(UIBackgroundConfiguration.listPlainCell().backgroundColor == .systemBackground)
        #expect(UIBackgroundConfiguration.listGroupedCell().backgroundColor == .secondarySystemGroupedBackground)
        #expect(UIBackgroundConfiguration.listGroupedCell().updated(for: selected).backgroundColor == .systemGray4)
        // Sidebars select with the tint colour, which a nil colour stands for.
        #expect(UIBackgroundConfiguration.listSidebarCell().updated(for: selected).backgroundColor == nil)
        #expect(UIBackgroundConfiguration.listSidebarCell().cornerRadius == 10)
        var custom = UIBackgroundConfiguration.listPlainCell()
        custom.backgroundColor = .red
        #expect(custom.updated(for: selected).backgroundColor == .red)
        // Selection in editing mode shows as a checkmark, not a fill.
        selected.isEditing = true
        #expect(UIBackgroundConfiguration.listPlainCell().updated(for: selected).backgroundColor == .systemBackground)
    }

    @Test func resolvedColoursUseTheTintForNilAndApplyTheTransformer() {
        var configuration = UIBackgroundConfiguration.clear()
        configuration.backgroundColor = nil
        configuration.backgroundColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.3) }
        let resolved = configuration.resolvedBackgroundColor(for: .systemBlue)
        #expect(resolved == UIColor.systemBlue.withAlphaComponent(0.3))
        configuration.strokeColor = .black
        #expect(configuration.resolvedStrokeColor(for: .systemBlue) == .black)
        #expect(UIConfigurationColorTransformer.grayscale(UIColor(red: 1, green: 0, blue: 0, alpha: 1))
            == UIColor(white: 0.2126, alpha: 1))
    }

    @Test func cellStatesDescribeThemselves() {
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        #expect(state.description == "UICellConfigurationState(normal)")
        state.isSelected = true
        state.isEditing = true
        state[UIConfigurationStateCustomKey("custom")] = 1
        #expect(state.description == "UICellConfigurationState(selected, custom, editing)")
    }
}
