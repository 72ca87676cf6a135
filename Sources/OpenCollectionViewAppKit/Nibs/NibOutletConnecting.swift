import Foundation

/// A class whose outlets and actions a nib connects: what the `NibOutlets` build plugin generates for each class a
/// `.xib` of the target connects, from the document's connections — Swift on Linux has no `@IBOutlet`, so there is
/// no runtime to set an outlet by name. Write it by hand only for classes the plugin does not see.
@preconcurrency @MainActor
public protocol NibOutletConnecting: AnyObject {
    /// Sets the outlet `name` to `object`; `false` when the class has no outlet of that name.
    func connectNibOutlet(_ name: String, to object: AnyObject) -> Bool
    /// Sends the action `selector` (`"sort:"`) with `sender`; `false` when the class has no such action.
    func performNibAction(_ selector: String, sender: Any?) -> Bool
}

extension NibOutletConnecting {
    /// No outlets by default: answers false.
    public func connectNibOutlet(_ name: String, to object: AnyObject) -> Bool { false }

    /// No actions by default: answers false.
    public func performNibAction(_ selector: String, sender: Any?) -> Bool { false }
}

/// Assigns a nib's object to an outlet of whatever type the property has.
public enum NibOutlet {
    /// Sets `outlet` to `object` when it is of the outlet's type; answers whether it was.
    @discardableResult
    public static func assign<Value>(_ object: AnyObject, to outlet: inout Value?) -> Bool {
        guard let value = object as? Value else { return false }
        outlet = value
        return true
    }
}
