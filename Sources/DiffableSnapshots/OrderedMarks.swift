/// Identifiers marked for reload or reconfigure, in first-marked order without repeats.
///
/// UIKit keeps marks as a list of pending updates and reports their ordered union (spec §3.3); keeping the union
/// directly makes the `reloaded…`/`reconfigured…` accessors O(1).
@usableFromInline
struct OrderedMarks<Identifier: Hashable & Sendable>: Sendable {
    @usableFromInline private(set) var identifiers: [Identifier] = []
    @usableFromInline var members: Set<Identifier> = []

    @inlinable init() {}

    @inlinable var isEmpty: Bool { identifiers.isEmpty }

    /// Adds the identifiers not marked yet. O(k).
    @inlinable
    mutating func mark(_ newIdentifiers: [Identifier]) {
        for identifier in newIdentifiers where members.insert(identifier).inserted {
            identifiers.append(identifier)
        }
    }

    @inlinable
    func contains(_ identifier: Identifier) -> Bool {
        members.contains(identifier)
    }
}
