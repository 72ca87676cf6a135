import Foundation
import OpenUIKit
import Testing

/// Hosts find the view a page's event names by its host identity (`UIView.descendant(withHostIdentity:)`), wherever it
/// is in the subtree: a field at the top, a switch deep in a row, the subtree's own root — and nothing outside it.
@MainActor
@Suite struct HostIdentityLookupTests {
    /// A root holding a container of 20 rows, each with a content view and a switch, and a text field beside them.
    @MainActor
    private struct Screen {
        let root = UIView()
        let field = UITextField()
        let switches: [UISwitch]

        init() {
            let container = UIView()
            root.addSubview(container)
            var switches: [UISwitch] = []
            for _ in 0..<20 {
                let row = UIView()
                let content = UIView()
                let toggle = UISwitch()
                content.addSubview(toggle)
                row.addSubview(content)
                container.addSubview(row)
                switches.append(toggle)
            }
            root.addSubview(field)
            self.switches = switches
        }
    }

    @Test func findsAViewAtAnyDepthAndOnlyInTheSubtree() throws {
        let screen = Screen()
        #expect(screen.root.descendant(withHostIdentity: screen.field.hostIdentity) === screen.field)
        for toggle in [screen.switches[0], screen.switches[13], screen.switches[19]] {
            #expect(screen.root.descendant(withHostIdentity: toggle.hostIdentity) === toggle)
        }
        #expect(screen.root.descendant(withHostIdentity: screen.root.hostIdentity) === screen.root)
        // A row's subtree holds its own switch, not the field beside it nor another row's switch.
        let row = try #require(screen.switches[4].superview?.superview)
        #expect(row.descendant(withHostIdentity: screen.switches[4].hostIdentity) === screen.switches[4])
        #expect(row.descendant(withHostIdentity: screen.field.hostIdentity) == nil)
        #expect(row.descendant(withHostIdentity: screen.switches[5].hostIdentity) == nil)
        #expect(screen.root.descendant(withHostIdentity: "no-such-view-1") == nil)
    }
}
