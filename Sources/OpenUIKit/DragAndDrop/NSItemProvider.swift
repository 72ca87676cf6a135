import Foundation

/// An object an item provider can carry to a drop (Foundation: `NSItemProviderWriting`). Headless, a provider hands
/// over the object itself, so the protocol asks for nothing; `NSString` and `UIImage` adopt it.
public protocol NSItemProviderWriting: AnyObject {}

/// An object a drop can load from an item provider (Foundation: `NSItemProviderReading`). `NSString` and `UIImage`
/// adopt it.
public protocol NSItemProviderReading: AnyObject {}

extension NSString: NSItemProviderWriting, NSItemProviderReading {}
extension UIImage: NSItemProviderWriting, NSItemProviderReading {}

/// What a dragged item carries to where it is dropped (Foundation: `NSItemProvider`, which Foundation on Linux does
/// not have).
///
/// Drags here stay inside one page's app, so a provider holds its object rather than data in promised type
/// representations: `loadObject(ofClass:completionHandler:)` answers with that object at once instead of loading it
/// asynchronously, and there are no type identifiers to register.
public final class NSItemProvider {
    /// The object the provider carries; `nil` for an empty provider.
    private let object: (any NSItemProviderWriting)?

    /// A name a drop may give the item it creates; `nil` by default.
    public var suggestedName: String?

    /// A provider that carries nothing (drags of items whose data travels as the drag item's `localObject`).
    public init() {
        object = nil
    }

    /// A provider that carries `object`.
    public init(object: any NSItemProviderWriting) {
        self.object = object
    }

    /// Whether the provider can give an object of `aClass` (or of a subclass).
    public func canLoadObject<Object: NSItemProviderReading>(ofClass aClass: Object.Type) -> Bool {
        object is Object
    }

    /// Calls `completionHandler` with the provider's object when it is of `aClass` (an error otherwise). Unlike
    /// Foundation, at once and on the calling actor: the object is already here. Returns `nil` (no progress to report).
    @discardableResult
    public func loadObject<Object: NSItemProviderReading>(
        ofClass aClass: Object.Type, completionHandler: (Object?, (any Error)?) -> Void
    ) -> Progress? {
        if let object = object as? Object {
            completionHandler(object, nil)
        } else {
            completionHandler(nil, CocoaError(.featureUnsupported))
        }
        return nil
    }
}
