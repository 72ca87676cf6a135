import Foundation

/// The key of a value one face keeps on a shared layout object, and the value's type.
package protocol FaceValueKey {
    associatedtype Value
}

/// Values a face (UIKit's names, AppKit's) keeps on a layout object both share, by key: the settings only that
/// face has, which the shared class cannot name without pulling the face's types in.
package struct FaceValues {
    private var values: [ObjectIdentifier: Any] = [:]

    package init() {}

    /// The value kept under `key`; `nil` when none is.
    package subscript<Key: FaceValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}
