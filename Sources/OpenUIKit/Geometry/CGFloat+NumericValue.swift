import Foundation

extension CGFloat {
    /// `value` as a `CGFloat` when it is a number of any of the types apps pass through `Any` (a `CGFloat`,
    /// `Double`, `Float`, `Int` or `NSNumber`, as Core Animation values and Auto Layout metrics come); `nil` otherwise.
    init?(numericValue value: Any?) {
        switch value {
        case let value as CGFloat: self = value
        case let value as Double: self = CGFloat(value)
        case let value as Float: self = CGFloat(value)
        case let value as Int: self = CGFloat(value)
        case let value as NSNumber: self = CGFloat(value.doubleValue)
        default: return nil
        }
    }
}
