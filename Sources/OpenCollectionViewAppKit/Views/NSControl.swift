import CollectionDiagnostics
import Foundation

/// The name of a method an action sends, as Objective-C names it (`"sort:"`). Swift on Linux has no `#selector`:
/// write the name (`Selector("sort:")`), and the target answers it through `NibOutletConnecting`, which the
/// `NibOutlets` plugin generates for the actions a nib connects.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method's Objective-C name.
    public let name: String

    /// The selector of the method named `name` (`"sort:"`).
    public init(_ name: String) {
        self.name = name
    }

    public init(stringLiteral value: String) {
        name = value
    }

    public var description: String { name }
}

/// AppKit's control: a view that sends an action to a target when a person uses it.
@preconcurrency @MainActor
open class NSControl: NSView {
    /// The object the action goes to.
    open weak var target: AnyObject?

    /// The action sent to `target`.
    open var action: Selector?

    /// Whether the control responds to a person.
    open var isEnabled = true

    /// Sends `action` to `target` (the control's own when `nil`), with the control as the sender; `false` when the
    /// target does not answer it (reported).
    @discardableResult
    open func sendAction(_ action: Selector?, to target: Any?) -> Bool {
        guard let action = action ?? self.action else { return false }
        let receiver = (target as AnyObject?) ?? self.target
        if let receiver = receiver as? any NibOutletConnecting, receiver.performNibAction(action.name, sender: self) {
            return true
        }
        Diagnostics.report(.error(
            "NSControl.sendAction(_:to:)",
            "\(receiver.map { "\(type(of: $0))" } ?? "no target") does not answer \(action.name)"))
        return false
    }
}
