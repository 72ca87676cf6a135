import Foundation

/// The values few objects of a class set, kept out of line: a view's transform and margins, a layer's shadow and mask.
/// Most views and layers of a page (a cell's content view, its label, its layer for a border) set none of them, and in
/// line they would cost each some 100 bytes (issue 35). The object's own `State` is made the first time a value is set
/// to other than a fresh `State`'s; until then reads see `State.defaults`. The size of one reference.
@MainActor
struct RarelySet<State: RarelySetValues> {
    /// The object's own values, once it set one.
    private(set) var values: State?

    /// The values to read: the object's own, else the defaults. Never changed through: set with `set(_:to:)` or
    /// `made()`.
    var current: State { values ?? State.defaults }

    /// The object's own values, made now if it has none: for values changed in place.
    mutating func made() -> State {
        if let values { return values }
        let state = State()
        values = state
        return state
    }

    /// Sets the value at `keyPath`, making the object's own values only for a value other than the default. Inlined
    /// where it is called, so that the literal key path becomes a plain access: applied through the runtime, the key
    /// paths of a list row's margins and image tint, set for every row, were 2 % of scrolling a list.
    @inline(__always)
    mutating func set<Value: Equatable>(_ keyPath: ReferenceWritableKeyPath<State, Value>, to value: Value) {
        guard values != nil || State.defaults[keyPath: keyPath] != value else { return }
        made()[keyPath: keyPath] = value
    }

    /// Sets the object at `keyPath`, making the object's own values only for another object than the default. Inlined,
    /// as the other `set(_:to:)`.
    @inline(__always)
    mutating func set<Value: AnyObject>(_ keyPath: ReferenceWritableKeyPath<State, Value?>, to value: Value?) {
        guard values != nil || State.defaults[keyPath: keyPath] !== value else { return }
        made()[keyPath: keyPath] = value
    }
}

/// The out-of-line values of a `RarelySet`: a fresh instance holds every default.
@MainActor
protocol RarelySetValues: AnyObject {
    init()
    /// A fresh instance, never changed: what an object that set nothing reads.
    static var defaults: Self { get }
}
