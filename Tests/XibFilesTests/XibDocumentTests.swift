import Foundation
import Testing

@testable import XibFiles

struct XibDocumentTests {
    private func read(_ text: String, file: String = "ShelfWindowController.xib") throws -> XibDocument {
        try XibDocument(data: Data(text.utf8), file: file)
    }

    @Test func aWindowDocumentGivesItsObjectsTheirFramesAndTheOwnersOutlets() throws {
        let document = try read(XibFixtures.window)
        #expect(document.name == "ShelfWindowController")
        #expect(document.type == "com.apple.InterfaceBuilder3.Cocoa.XIB")
        #expect(document.objects.map(\.id) == ["-2", "-1", "-3", "w1"])
        let owner = try #require(document.fileOwner)
        #expect(owner.customClass == "ShelfWindowController" && owner.customModule == "Shelves")
        #expect(owner.attributes["userLabel"] == "File's Owner")
        #expect(
            owner.connections.map(\.kind) == [.outlet(property: "window"), .outlet(property: "collectionView")])
        #expect(owner.connections.map(\.destination) == ["w1", "cv1"])

        let window = try #require(document.object(withID: "w1"))
        #expect(window.element == "window" && window.attributes["title"] == "Shelves")
        #expect(window.rects["contentRect"] == CGRect(x: 120, y: 300, width: 640, height: 420))
        let styleMask = ["titled": "YES", "closable": "YES", "miniaturizable": "YES", "resizable": "YES"]
        #expect(window.values["styleMask"] == styleMask)
        #expect(
            window.connections
                == [XibConnection(kind: .outlet(property: "delegate"), source: "w1", destination: "-2", id: "c3")])

        let content = try #require(window.child(forKey: "contentView"))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 640, height: 420) && content.autoresizingMask == [])
        let scrollView = try #require(content.subviews.first)
        #expect(scrollView.element == "scrollView" && scrollView.autoresizingMask == [.widthSizable, .heightSizable])
        #expect(scrollView.children.map(\.key) == ["contentView", "horizontalScroller"])
        let collectionView = try #require(scrollView.child(forKey: "contentView")?.subviews.first)
        #expect(collectionView.id == "cv1" && collectionView.attributes["allowsMultipleSelection"] == "YES")
        #expect(collectionView.autoresizingMask == [.widthSizable, .flexibleMaxY])
        #expect(collectionView.colors["primaryBackgroundColor"] == .named("controlBackgroundColor", catalog: "System"))
        #expect(collectionView.child(forKey: "collectionViewLayout")?.id == "layout1")
        #expect(document.connections.map(\.id) == ["c1", "c2", "c3"])
    }

    @Test func anItemDocumentGivesFontsColoursAndActions() throws {
        let document = try read(XibFixtures.item, file: "ShelfItem.xib")
        let box = try #require(document.object(withID: "b1"))
        #expect(box.colors["borderColor"] == .white(0.25, alpha: 0.5))
        #expect(box.colors["fillColor"] == .rgb(red: 0.2, green: 0.4, blue: 0.8, alpha: 1, colorSpace: "sRGB"))
        let cell = try #require(document.object(withID: "t1")?.child(forKey: "cell"))
        #expect(cell.element == "textFieldCell" && cell.attributes["title"] == "Label")
        #expect(cell.fonts["font"] == XibFont(metaFont: "systemBold", name: nil, size: 15))
        #expect(cell.colors["textColor"] == .named("labelColor", catalog: "System"))
        #expect(document.object(withID: "cell2")?.fonts["font"] == XibFont(metaFont: nil, name: "Helvetica", size: 13))
        let button = try #require(document.object(withID: "btn1"))
        #expect(
            button.connections
                == [XibConnection(kind: .action(selector: "open:"), source: "btn1", destination: "-2", id: "a1")])
    }

    @Test func aDocumentOnDiskIsNamedByItsFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("ShelfItem.xib")
        try Data(XibFixtures.item.utf8).write(to: url)
        #expect(try XibDocument(contentsOf: url).name == "ShelfItem")
        #expect(throws: XibError.self) { try XibDocument(contentsOf: folder.appendingPathComponent("Missing.xib")) }
    }
}

/// A nib is found by its name wherever it sits among a target's resources, as AppKit finds it.
struct XibLookupTests {
    @Test func aDocumentIsFoundByNameInAnyFolderOfTheResources() throws {
        let item = try #require(try XibDocument.named("ShelfItem", in: .module))
        #expect(item.name == "ShelfItem" && item.fileOwner?.customClass == "ShelfItem")
        #expect(try XibDocument.named("ShelfWindowController.xib", in: .module)?.object(withID: "cv1") != nil)
        #expect(try XibDocument.named("NoSuchWindow", in: .module) == nil)
    }

    /// A folder looked in at its top only (the main bundle: on Linux the program's own folder, beside a build tree or
    /// everything in `/usr/local/bin`) finds a document there and never one in its folders; a walked one finds both.
    @Test func aFolderLookedInAtItsTopOnlyIsNotWalked() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xib-\(UUID().uuidString)")
        let nested = folder.appendingPathComponent("Deep/Deeper")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(XibFixtures.item.utf8).write(to: folder.appendingPathComponent("Top.xib"))
        try Data(XibFixtures.item.utf8).write(to: nested.appendingPathComponent("Nested.xib"))
        var looked: [URL] = []
        func found(_ name: String, walking: Bool) -> String? {
            XibDocument.url(ofDocumentNamed: name, inFolders: [folder]) { looked.append($0); return walking }?.lastPathComponent
        }
        #expect(found("Top", walking: false) == "Top.xib")
        #expect(found("Nested", walking: false) == nil)
        #expect(found("Nested", walking: true) == "Nested.xib")
        #expect(looked.count == 3)
    }

    /// The main bundle is looked in at its top only: a document in a folder beside the test program is not found.
    @Test func theMainBundlesFoldersAreNotWalked() throws {
        let main = try #require(Bundle.main.resourceURL)
        let name = "Probe\(UUID().uuidString.prefix(8))"
        let folder = main.appendingPathComponent("xib-lookup-\(name)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(XibFixtures.item.utf8).write(to: folder.appendingPathComponent("\(name).xib"))
        #expect(XibDocument.url(ofDocumentNamed: name, inAnyOf: [.main]) == nil)
        #expect(XibDocument.url(ofDocumentNamed: name, inFolders: [main]) { $0 == folder || $0 == main }?.lastPathComponent == "\(name).xib")
    }
}
