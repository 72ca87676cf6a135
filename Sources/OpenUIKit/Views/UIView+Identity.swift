import Foundation

// UIKit's views are `NSObject`s, equal only to themselves: code compares them with `==` and keeps them in sets.
extension UIView: Hashable {
    /// Whether `lhs` and `rhs` are the same view.
    nonisolated public static func == (lhs: UIView, rhs: UIView) -> Bool {
        lhs === rhs
    }

    /// Hashes the view's identity.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
