import Foundation

/// A drag that began in a collection view, seen from both sides: drags here stay in the collection view they began
/// in, so the drag session and the drop session are one object (UIKit keeps two).
final class CollectionViewDragSession: UIDragSession, UIDropSession {
    var items: [UIDragItem] = []
    var allowsMoveOperation = true
    var isRestrictedToDraggingApplication = false
    var localContext: Any?
    /// The pointer in the collection view's content coordinates (its bounds' coordinate space).
    var location: CGPoint
    @LifetimeReference private var collectionView: UICollectionView?

    init(collectionView: UICollectionView, location: CGPoint) {
        self.collectionView = collectionView
        self.location = location
    }

    var localDragSession: (any UIDragSession)? { self }

    func location(in view: UIView) -> CGPoint {
        guard let collectionView else { return location }
        return collectionView.convert(location, to: view)
    }

    func canLoadObjects<Object: NSItemProviderReading>(ofClass aClass: Object.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }

    func loadObjects<Object: NSItemProviderReading>(ofClass aClass: Object.Type, completion: ([Object]) -> Void) -> Progress? {
        var objects: [Object] = []
        for item in items {
            item.itemProvider.loadObject(ofClass: aClass) { object, _ in
                if let object { objects.append(object) }
            }
        }
        completion(objects)
        return nil
    }
}
