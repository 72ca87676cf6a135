import Foundation
import PropertyBased
import Testing
import XibFiles

/// Bad documents give an error naming the file, the line and the element, and nothing a document holds traps.
struct XibErrorTests {
    private func error(_ data: Data, file: String = "Broken.xib") -> XibError? {
        do {
            _ = try XibDocument(data: data, file: file)
            return nil
        } catch {
            return error
        }
    }

    private func error(_ text: String) -> XibError? { error(Data(text.utf8)) }

    /// The line of the first line of the fixture holding `text`, counting from 1.
    private func line(of text: String) -> Int {
        XibFixtures.window.components(separatedBy: "\n").firstIndex { $0.contains(text) }! + 1
    }

    @Test func xmlThatIsNotWellFormedNamesTheFileAndALine() throws {
        let found = try #require(error("<document>\n<objects>\n<window id=\"w\">\n</objects>"))
        #expect(found.file == "Broken.xib" && found.line >= 3)
        #expect(found.message.hasPrefix("not well-formed XML"))
    }

    @Test func aDocumentOfAnotherKindOrWithoutObjectsIsRefused() {
        #expect(error("<plist><dict/></plist>")?.message
            == "not an Interface Builder document: the root element is <plist>, not <document>")
        #expect(
            error("<document type=\"x\"></document>")?.description
                == "Broken.xib:1: <document>: the document has no <objects>")
    }

    @Test func aRectThatIsNotANumberNamesItsElementAndLine() throws {
        let data = XibFixtures.window(
            replacing: #"<rect key="contentRect" x="120" y="300" width="640" height="420"/>"#,
            with: #"<rect key="contentRect" x="120" y="300" width="wide" height="420"/>"#)
        let found = try #require(error(data, file: "ShelfWindowController.xib"))
        #expect(found.file == "ShelfWindowController.xib" && found.line == line(of: "contentRect"))
        #expect(found.description.hasSuffix(#"<rect key="contentRect">: width is not a finite number: "wide""#))
    }

    @Test func colourAndFontMistakesAreNamed() {
        let space = XibFixtures.window(replacing: #"colorSpace="catalog""#, with: #"colorSpace="cmyk""#)
        #expect(error(space)?.message == "an unknown colour space: cmyk")
        #expect(error(space)?.element == "<color key=\"primaryBackgroundColor\">")
        let component = XibFixtures.window(
            replacing: #"name="controlBackgroundColor" catalog="System" colorSpace="catalog""#,
            with: #"red="2" green="0" blue="0" colorSpace="calibratedRGB""#)
        #expect(error(component)?.message == "red is outside 0…1: 2.0")
        let font = XibFixtures.window(
            replacing: #"<autoresizingMask key="autoresizingMask"/>"#,
            with: #"<font key="font" size="-3" metaFont="system"/>"#)
        #expect(error(font)?.message == "a font size must be positive: -3.0")
    }

    @Test func idsMustBeThereAndUnique() {
        let missing = XibFixtures.window(replacing: #"autohidesScrollers="YES" id="sv1">"#, with: ">")
        #expect(error(missing)?.message == "an object without an id")
        let duplicate = XibFixtures.window(replacing: #"id="hs1""#, with: #"id="cv1""#)
        let first = line(of: #"id="cv1""#)
        #expect(error(duplicate)?.message == "the id cv1 is already the id of the object on line \(first)")
    }

    @Test func connectionsMustNameObjectsOfTheDocument() {
        let dangling = XibFixtures.window(replacing: #"destination="cv1""#, with: #"destination="nowhere""#)
        #expect(error(dangling)?.message == "names no object of the document: nowhere")
        #expect(error(dangling)?.element == "<outlet property=\"collectionView\">")
        let unknown = XibFixtures.window(
            replacing: #"<outlet property="delegate" destination="-2" id="c3"/>"#,
            with: #"<binding key="value" id="c3"/>"#)
        #expect(error(unknown)?.message == "an unknown connection (outlets and actions are known)")
    }

    @Test func nestingDeeperThanTheLimitIsRefusedNotFollowed() {
        let depth = XibDocument.maximumDepth + 10
        let text = "<document><objects>" + String(repeating: "<view id=\"x\">", count: depth)
            + String(repeating: "</view>", count: depth) + "</objects></document>"
        #expect(error(text)?.message == "elements nest deeper than \(XibDocument.maximumDepth) levels")
    }

    /// XML's less common shapes (namespaces, entities, CDATA, comments, nothing at all) read as a document or an
    /// error.
    @Test(arguments: [
        "", " ", "<", "<?xml version=\"1.0\"?>", "<document/>", "<!-- only a comment -->",
        "<x:document xmlns:x=\"urn:x\"><objects/></x:document>", "<document y:z=\"1\"><objects/></document>",
        "<document><objects><view id=\"a\" p:q=\"r\"/></objects></document>",
        "<!DOCTYPE d [<!ENTITY e \"&#x41;\">]><document><objects><view id=\"&e;\"/></objects></document>",
        "<!DOCTYPE d [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\">"
            + "<!ENTITY c \"&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;\">]>"
            + "<document><objects><string key=\"s\">&c;</string></objects></document>",
        "<document><objects><customView id=\"v\"><string key=\"s\"><![CDATA[<not an element>]]></string>"
            + "</customView></objects></document>",
        "<document><objects><customView id=\"v\"><?pi data?></customView></objects></document>",
        "<document>\u{0}</document>",
    ])
    func unusualXMLReadsOrFails(text: String) {
        let read = Result { () throws(XibError) in try XibDocument(data: Data(text.utf8), file: "Odd.xib") }
        switch read {
        case .success(let document): #expect(document.name == "Odd")
        case .failure(let failure): #expect(failure.file == "Odd.xib" && !failure.message.isEmpty)
        }
    }

    /// Any cut of a real document, and any byte of it changed, reads as a document or as an error: never a trap.
    @Test func noCutOrChangedByteTraps() async {
        let bytes = Array(XibFixtures.item.utf8)
        await propertyCheck(count: 2000, input: Gen.int(in: 0...(bytes.count - 1)), Gen.int(in: 0...255)) { cut, byte in
            var changed = bytes
            changed[cut] = UInt8(byte)
            for data in [Data(bytes[..<cut]), Data(changed)] {
                switch Result(catching: { () throws(XibError) in try XibDocument(data: data, file: "Fuzzed.xib") }) {
                case .success(let document): #expect(document.name == "Fuzzed")
                case .failure(let failure): #expect(failure.file == "Fuzzed.xib" && !failure.message.isEmpty)
                }
            }
        }
    }
}
