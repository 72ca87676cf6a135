import CollectionDiagnostics
import Foundation

extension UICollectionView {
    /// How cells of one class are made and configured for items of one type (UIKit:
    /// `UICollectionView.CellRegistration`).
    ///
    /// Create registrations once, up front, and dequeue with `dequeueConfiguredReusableCell(using:for:item:)`:
    /// the first dequeue registers `Cell` with the collection view under the registration's own reuse
    /// identifier, so two registrations never share recycled cells. A registration created inside a cell
    /// request (a data source's `cellForItemAt` or a diffable cell provider) is reported when used, as UIKit does,
    /// because a new registration per request defeats reuse.
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures `cell` to show `item` at `indexPath`.
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ item: Item) -> Void

        let handler: Handler
        let reuseIdentifier: String
        let wasCreatedDuringViewRequest: Bool

        /// A registration whose cells `handler` configures.
        public init(handler: @escaping Handler) {
            self.handler = handler
            reuseIdentifier = ViewRequestTracking.nextReuseIdentifier(for: Cell.self)
            wasCreatedDuringViewRequest = ViewRequestTracking.isRequestingView
        }
    }

    /// How supplementary views of one class and element kind are made and configured (UIKit:
    /// `UICollectionView.SupplementaryRegistration`). Reuse as `CellRegistration` describes.
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures `supplementaryView` of `elementKind` for `indexPath`.
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

        /// The element kind the registration makes views for.
        public let elementKind: String
        let handler: Handler
        let reuseIdentifier: String
        let wasCreatedDuringViewRequest: Bool

        /// A registration for views of `elementKind` that `handler` configures.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            reuseIdentifier = ViewRequestTracking.nextReuseIdentifier(for: Supplementary.self)
            wasCreatedDuringViewRequest = ViewRequestTracking.isRequestingView
        }
    }

    /// A recycled or new cell of `registration`'s class, configured by its handler for `item` at `indexPath`.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        if registration.wasCreatedDuringViewRequest {
            Diagnostics.report(.error(
                "dequeueConfiguredReusableCell(using:for:item:)", RegistrationMessages.registrationCreatedDuringRequest(
                    view: "cell", request: "-collectionView:cellForItemAtIndexPath:", provider: "cell provider",
                    registration: registration.reuseIdentifier)))
        }
        if registeredCellClasses[registration.reuseIdentifier] == nil {
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        }
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        // The identifier is the registration's own and was registered with `Cell`, so the cast holds.
        let cell = dequeued as! Cell
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A recycled or new supplementary view of `registration`'s class and kind, configured by its handler for
    /// `indexPath`.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        if registration.wasCreatedDuringViewRequest {
            Diagnostics.report(.error(
                "dequeueConfiguredReusableSupplementary(using:for:)", RegistrationMessages.registrationCreatedDuringRequest(
                    view: "supplementary view", request: "-collectionView:viewForSupplementaryElementOfKind:atIndexPath:",
                    provider: "supplementary view provider", registration: registration.reuseIdentifier)))
        }
        let kind = registration.elementKind
        if registeredSupplementaryViewClasses[kind]?[registration.reuseIdentifier] == nil {
            register(Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: registration.reuseIdentifier)
        }
        let dequeued = dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        let view = dequeued as! Supplementary
        registration.handler(view, kind, indexPath)
        return view
    }
}

/// Whether a collection view is asking its data source for a view right now, and the reuse identifiers of
/// registrations. Main-actor state, as every collection view is.
@MainActor
enum ViewRequestTracking {
    private static var requestDepth = 0
    private static var registrationCount = 0

    static var isRequestingView: Bool { requestDepth > 0 }

    /// Runs `request` marked as a view request.
    static func duringViewRequest<Result>(_ request: () -> Result) -> Result {
        requestDepth += 1
        defer { requestDepth -= 1 }
        return request()
    }

    /// A reuse identifier no other registration has: the class name and a serial number.
    static func nextReuseIdentifier(for viewClass: AnyClass) -> String {
        registrationCount += 1
        return "\(viewClass)-registration-\(registrationCount)"
    }
}

/// UIKit's messages for misused registrations.
enum RegistrationMessages {
    static func registrationCreatedDuringRequest(view: String, request: String, provider: String, registration: String) -> String {
        "Attempted to dequeue a \(view) using a registration that was created inside \(request) or inside a "
            + "UICollectionViewDiffableDataSource \(provider). Creating a new registration each time a \(view) is "
            + "requested will prevent reuse and cause created \(view)s to remain inaccessible in memory for the lifetime "
            + "of the collection view. Registrations should be created up front and reused. Registration: \(registration)"
    }

    static func supplementaryKindMismatch(requested: String, dequeued: String, indexPath: IndexPath) -> String {
        "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: does not match the "
            + "element kind it is being used for. When asked for a view of element kind '\(requested)' the data source "
            + "dequeued a view registered for the element kind '\(dequeued)' (index path \(indexPath))."
    }
}
