import CollectionDiagnostics
import Foundation
import XibFiles

/// AppKit's nib: an Interface Builder document (`.xib`) among the app's resources, made into its objects — windows,
/// views, items — each time it is instantiated, its outlets connected and `awakeFromNib()` sent.
///
/// A nib is found by its name wherever it sits among the resources: give the app's target its `.xib` files as
/// resources (a folder of them, `.copy`). Swift on Linux refuses `@IBOutlet`; the `NibOutlets` build plugin
/// generates the code that connects a class's outlets and actions (`NibOutletConnecting`) from the same files.
///
/// Differences from AppKit: documents are read as they are (`.xib`), not compiled to `.nib`; the elements made are
/// those of `NibLoader`'s list, and anything else is reported and left out. A document that cannot be read is
/// reported with its file, line and element, and the nib is not made.
@preconcurrency @MainActor
public final class NSNib {
    /// A nib's name: its file's, without `.xib`.
    public typealias Name = String

    /// The document the nib makes its objects from.
    let document: XibDocument

    /// The nib `nibName` among `bundle`'s resources, or, for `nil`, among the app's: the main bundle's and every
    /// resource bundle beside it (SwiftPM's, one per target with resources) — so a nib's name must be the only one of
    /// its kind among the app's targets (the shallowest, then the first bundle by name, wins). The main bundle, on
    /// Linux the program's own folder, is looked in at its top only (`XibDocument.named(_:inAnyOf:)`). `nil` when
    /// there is none, or when it cannot be read (reported).
    public init?(nibNamed nibName: Name, bundle: Bundle?) {
        do {
            guard let document = try XibDocument.named(nibName, inAnyOf: bundle.map { [$0] } ?? Self.appBundles) else {
                return nil
            }
            self.document = document
        } catch {
            Diagnostics.report(.error("NSNib(nibNamed:bundle:)", error.description))
            return nil
        }
    }

    /// A nib read from `nibData` (a `.xib` document's bytes). Data that is not a document gives a nib of no objects,
    /// reported.
    public init(nibData: Data, bundle: Bundle?) {
        do {
            document = try XibDocument(data: nibData, file: "nib data")
        } catch {
            Diagnostics.report(.error("NSNib(nibData:bundle:)", error.description))
            document = XibDocument.empty
        }
    }

    /// The bundles a nib named with no bundle is looked for in: the main bundle, then each SwiftPM resource bundle
    /// beside the main executable, by name. Found once: they do not change while the app runs.
    static let appBundles: [Bundle] = {
        var bundles = [Bundle.main]
        let folder = Bundle.main.bundleURL
        let entries = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        for entry in entries.sorted(by: { $0.lastPathComponent < $1.lastPathComponent })
        where entry.pathExtension == "resources" {
            if let bundle = Bundle(url: entry) { bundles.append(bundle) }
        }
        return bundles
    }()

    /// Makes the nib's objects with `owner` as the file's owner: connects the outlets and actions, sends
    /// `awakeFromNib()`, and puts the top-level objects (the owner and placeholders left out) in `topLevelObjects`.
    /// `false` when the nib made nothing.
    @discardableResult
    public func instantiate(withOwner owner: Any?, topLevelObjects: UnsafeMutablePointer<NSArray?>?) -> Bool {
        let made = instantiate(withOwner: owner)
        topLevelObjects?.pointee = NSArray(array: made)
        return !made.isEmpty || !document.objects.isEmpty
    }

    /// The nib's top-level objects, made with `owner` as the file's owner.
    func instantiate(withOwner owner: Any?) -> [AnyObject] {
        var loader = NibLoader(document: document, owner: owner as AnyObject?)
        return loader.load()
    }
}

extension XibDocument {
    /// A document of no objects.
    static let empty = try! XibDocument(
        data: Data(#"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0"><objects/></document>"#.utf8),
        file: "empty")
}
