import Foundation

/// The modifier keys held with a key press or a click: shift, control, option (alternate) and command.
public struct UIKeyModifierFlags: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Caps lock is on.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// Shift is held.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// Control is held.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Option (alternate) is held.
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Command is held.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// The key is on the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}
