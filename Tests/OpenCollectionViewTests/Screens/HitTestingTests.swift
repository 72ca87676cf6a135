import Foundation
@testable import OpenCollectionView
import Testing
import ViewTestSupport


/// Host events that name a control or touch a collection view act only where UIKit's hit testing would let a finger
/// through: a hidden view, one nearly transparent (alpha below 0.01), one that takes no touches, one under such an
/// ancestor, and a point or a view outside its ancestors' bounds are not hit, and a message naming them changes
/// nothing — while the same message for a touchable twin does.
@MainActor
@Suite struct HitTestingTests {
    /// A screen of controls, each placed and styled as `arrange` says, counting the actions they send.
    final class ControlsScreen: UIViewController {
        let container = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
        let button = UIButton(type: .system)
        let toggle = UISwitch()
        let stepper = UIStepper()
        let slider = UISlider()
        let segments = UISegmentedControl(items: ["One", "Two"])
        let field = UITextField()
        var taps = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(container)
            button.frame = CGRect(x: 10, y: 10, width: 100, height: 44)
            toggle.frame = CGRect(x: 10, y: 60, width: 51, height: 31)
            stepper.frame = CGRect(x: 10, y: 100, width: 94, height: 32)
            slider.frame = CGRect(x: 10, y: 140, width: 200, height: 30)
            segments.frame = CGRect(x: 10, y: 180, width: 200, height: 32)
            field.frame = CGRect(x: 10, y: 220, width: 200, height: 34)
            for control in [button, toggle, stepper, slider, segments, field] as [UIView] { container.addSubview(control) }
            button.addAction(UIAction { [weak self] _ in self?.taps += 1 }, for: .touchUpInside)
        }

        var controls: [UIView] { [button, toggle, stepper, slider, segments, field] }

        /// The state every event below changes: taps, the switch, the stepper, the slider, the segment, the text.
        var state: [String] {
            ["\(taps)", "\(toggle.isOn)", "\(stepper.value)", "\(slider.value)", "\(segments.selectedSegmentIndex)", field.text ?? ""]
        }

        /// One event for each control.
        var events: [HostEvent] {
            [
                .tapButton(button.hostIdentity), .toggleSwitch(toggle.hostIdentity),
                .stepStepper(stepper.hostIdentity, increment: true), .setSliderValue(slider.hostIdentity, value: 0.75),
                .selectSegment(segments.hostIdentity, index: 1), .searchText("typed", searchBar: field.hostIdentity),
            ]
        }
    }

    /// Ways to make a control untouchable, each as UIKit's hit testing sees it.
    static let untouchable: [(String, (ControlsScreen, UIView) -> Void)] = [
        ("hidden", { _, control in control.isHidden = true }),
        ("nearly transparent", { _, control in control.alpha = 0.009 }),
        ("taking no touches", { _, control in control.isUserInteractionEnabled = false }),
        ("under a hidden ancestor", { screen, _ in screen.container.isHidden = true }),
        ("under an ancestor taking no touches", { screen, _ in screen.container.isUserInteractionEnabled = false }),
        ("outside its ancestor's bounds", { _, control in control.frame.origin.x = 400 }),
        ("inside an ancestor of no size", { screen, _ in screen.container.frame.size = .zero }),
    ]

    @Test(arguments: 0..<7)
    func aControlNobodyCanTouchIgnoresItsEvent(way: Int) throws {
        let (name, makeUntouchable) = Self.untouchable[way]
        let screen = ControlsScreen()
        let window = shownWindow(screen)
        let touchable = screen.state
        for (index, control) in screen.controls.enumerated() {
            let event = screen.events[index]
            makeUntouchable(screen, control)
            let before = screen.state
            window.handle(event)
            #expect(screen.state == before, "\(name): \(event)")
        }
        // The same events on touchable twins change every control.
        let twin = ControlsScreen()
        let twinWindow = shownWindow(twin)
        for event in twin.events { twinWindow.handle(event) }
        #expect(zip(twin.state, touchable).allSatisfy { $0 != $1 }, "\(twin.state) against \(touchable)")
        #expect(twin.state.count == touchable.count)
    }

    /// A collection view: a touch outside its bounds (in content coordinates: above its top or below its bottom as
    /// scrolled) does not reach it, nor a touch on a hidden one; inside, the same touch selects.
    @Test func aCollectionViewIsTouchedOnlyWhereItShows() throws {
        let screen = ListScreen(count: 200)
        let window = shownWindow(screen, size: CGSize(width: 390, height: 400))
        let collectionView = try #require(screen.collectionView)
        let identity = collectionView.hostIdentity
        func select(at point: CGPoint) {
            window.handle(.collectionView(identity, .touchDown(at: point)))
            window.handle(.collectionView(identity, .touchUp(inside: true)))
        }
        // Row 20 is far below the 400-point window: a finger cannot reach it.
        let hidden = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 20, section: 0))).frame
        select(at: CGPoint(x: hidden.midX, y: hidden.midY))
        #expect(collectionView.indexPathsForSelectedItems == [])
        // Row 2 shows.
        let shown = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))).frame
        collectionView.isHidden = true
        select(at: CGPoint(x: shown.midX, y: shown.midY))
        #expect(collectionView.indexPathsForSelectedItems == [])
        collectionView.isHidden = false
        select(at: CGPoint(x: shown.midX, y: shown.midY))
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        // Scrolled down, row 20 shows and can be touched.
        window.handle(.collectionView(identity, .scroll(to: CGPoint(x: 0, y: hidden.minY - 100))))
        select(at: CGPoint(x: hidden.midX, y: hidden.midY))
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 20, section: 0)])
    }

    /// A list of numbered rows, one selected at a time.
    final class ListScreen: UIViewController {
        let count: Int
        var collectionView: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

        init(count: Int) {
            self.count = count
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .plain)))
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(collectionView)
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = "Row \(item)"
                cell.contentConfiguration = content
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<count))
            dataSource.apply(snapshot, animatingDifferences: false)
        }
    }
}
