import Foundation
@testable import OpenUIKit
import Testing

/// Controls and their actions: UIControl, UISwitch, UIRefreshControl.
@MainActor
@Suite struct ControlTests {
    @Test func actionsRunForTheirEventsInOrder() {
        let control = UIControl()
        var log: [String] = []
        control.addAction(UIAction { _ in log.append("changed") }, for: .valueChanged)
        control.addAction(UIAction { _ in log.append("either") }, for: [.valueChanged, .touchUpInside])
        control.addAction(UIAction { _ in log.append("up") }, for: .touchUpInside)

        control.sendActions(for: .valueChanged)
        #expect(log == ["changed", "either"])
        log.removeAll()
        control.sendActions(for: [.valueChanged, .touchUpInside])
        #expect(log == ["changed", "either", "up"])
        #expect(control.allControlEvents == [.valueChanged, .touchUpInside])
    }

    @Test func oneActionPerIdentifierAndRemoval() {
        let control = UIControl()
        var log: [String] = []
        let id = UIAction.Identifier("refresh")
        control.addAction(UIAction(identifier: id) { _ in log.append("first") }, for: .valueChanged)
        control.addAction(UIAction(identifier: id) { _ in log.append("second") }, for: .primaryActionTriggered)
        control.sendActions(for: .valueChanged)
        #expect(log == ["second"])

        control.removeAction(identifiedBy: id, for: .valueChanged)
        log.removeAll()
        control.sendActions(for: .valueChanged)
        #expect(log.isEmpty)
        control.sendActions(for: .primaryActionTriggered)
        #expect(log == ["second"])

        let other = UIAction { _ in log.append("other") }
        control.addAction(other, for: .touchDown)
        control.removeAction(other, for: .touchDown)
        #expect(control.allControlEvents == .primaryActionTriggered)
        #expect(UIAction { _ in }.identifier != UIAction { _ in }.identifier)
    }

    @Test func theSenderIsSetWhileTheHandlerRuns() {
        let control = UIControl()
        var sender: UIControl?
        let action = UIAction(title: "Go") { action in sender = action.sender as? UIControl }
        control.addAction(action, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(sender === control)
        #expect(action.sender == nil)
        #expect(action.title == "Go")
    }

    @Test func controlState() {
        let control = UIControl()
        #expect(control.state == .normal)
        control.isEnabled = false
        control.isSelected = true
        #expect(control.state == [.disabled, .selected])
        control.isHighlighted = true
        #expect(control.state.contains(.highlighted))
        #expect(UIControl.Event.valueChanged.rawValue == 1 << 12)
    }

    @Test func aSwitchIsAlways51By31() {
        let toggle = UISwitch(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        #expect(toggle.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
        toggle.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(toggle.sizeThatFits(.zero) == CGSize(width: 51, height: 31))
        #expect(UISwitch().bounds.size == CGSize(width: 51, height: 31))
    }

    @Test func flippingASwitchSendsValueChangedOnce() {
        let toggle = UISwitch()
        var values: [Bool] = []
        toggle.addAction(UIAction { action in values.append((action.sender as! UISwitch).isOn) }, for: [.valueChanged, .primaryActionTriggered])

        toggle.setOn(true, animated: true)
        #expect(toggle.isOn)
        #expect(values.isEmpty)  // programmatic changes send nothing

        toggle.hostDidToggle()
        #expect(toggle.isOn == false)
        #expect(values == [false])

        toggle.isEnabled = false
        toggle.hostDidToggle()
        #expect(toggle.isOn == false)
        #expect(values == [false])
    }

    @Test func aSwitchsPrimaryActionRunsWhenFlipped() {
        var flips = 0
        let toggle = UISwitch(frame: .zero, primaryAction: UIAction { _ in flips += 1 })
        toggle.hostDidToggle()
        #expect(flips == 1)
        #expect(toggle.isOn)
    }

    @Test func pullingToRefreshStartsARefreshAndSendsValueChanged() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let refresh = UIRefreshControl()
        var pulls = 0
        refresh.addAction(UIAction { _ in pulls += 1 }, for: .valueChanged)
        scrollView.refreshControl = refresh
        #expect(refresh.superview === scrollView)

        refresh.hostDidPullToRefresh()
        #expect(refresh.isRefreshing && refresh.isRefreshingFromPull)
        #expect(pulls == 1)
        refresh.hostDidPullToRefresh()  // already refreshing
        #expect(pulls == 1)

        refresh.endRefreshing()
        #expect(refresh.isRefreshing == false && refresh.isRefreshingFromPull == false)
        refresh.beginRefreshing()
        #expect(refresh.isRefreshing && !refresh.isRefreshingFromPull)
        #expect(pulls == 1)  // programmatic refreshes send nothing

        scrollView.refreshControl = nil
        #expect(refresh.superview == nil)
        #expect(scrollView.showsVerticalScrollIndicator)
    }
}
