import Foundation

/// Stands for a view or a layout guide while it lives, for the references to it that must read `nil` once it has gone —
/// a constraint's items and holder, a guide's owner, a layout's collection view — as Swift's `weak` references do.
///
/// Why not `weak`: the first weak reference to an object gives it a side table for good, and every retain and release
/// of that object then goes out of line through the table, a second cache line away. Views and layout guides are
/// retained and released on every layout pass; with each of them weakly referenced that was a tenth of a busy server's
/// time and 32 bytes a view (issue 35). An object makes its token when first asked (`LifetimeTokenOwner`), holds it,
/// and empties it when it deinitializes; references hold the token.
///
/// The token is written on the main actor and by its object's `deinit`, which UIKit's rule that views go away on the
/// main thread puts there too.
package final class LifetimeToken: @unchecked Sendable {
    /// The object, until it deinitializes.
    unowned(unsafe) var object: AnyObject?

    init(_ object: AnyObject) {
        self.object = object
    }

    /// The token `stored` holds, or a new one for `object` kept there: how an owner makes its token on first use.
    static func token(in stored: inout LifetimeToken?, for object: AnyObject) -> LifetimeToken {
        if let stored { return stored }
        let token = LifetimeToken(object)
        stored = token
        return token
    }

    /// Whether Swift gave `object` a side table: its reference-count word then points to the table, marked by the word's
    /// top two bits (Swift's runtime on 64-bit platforms). For tests that keep views and layers free of them.
    package static func hasSideTable(_ object: AnyObject) -> Bool {
        let countWord = Unmanaged.passUnretained(object).toOpaque().load(fromByteOffset: 8, as: UInt64.self)
        return countWord >> 62 == 0b11
    }
}

/// An object that others refer to through its `LifetimeToken`.
@MainActor
package protocol LifetimeTokenOwner: AnyObject {
    /// The object's token, made on first use; the object empties it in its `deinit`.
    var lifetimeToken: LifetimeToken { get }
}

/// A reference to an object that reads `nil` once the object has deinitialized, as a `weak` one does, without giving
/// the object a side table (`LifetimeToken`): `@LifetimeReference var holder: UIView?`. The size of one reference.
@MainActor @propertyWrapper
package struct LifetimeReference<Object: LifetimeTokenOwner> {
    private var token: LifetimeToken?

    package init() {}

    package init(wrappedValue: Object?) {
        token = wrappedValue?.lifetimeToken
    }

    /// The object, while it lives.
    package var wrappedValue: Object? {
        // The token was taken from an `Object`, and only ever holds that object or nothing: the cast cannot fail.
        get { token?.object.map { unsafeDowncast($0, to: Object.self) } }
        set { token = newValue?.lifetimeToken }
    }
}

extension UIView: LifetimeTokenOwner {}
extension UILayoutGuide: LifetimeTokenOwner {}
