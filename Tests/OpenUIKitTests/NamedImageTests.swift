import Foundation
import OpenUIKit
import Testing

/// `UIImage(named:in:compatibleWith:)` in this target's resources (`Resources/Images`): loose `@2x`/`@3x` files and an
/// asset catalogue's image set, the scale chosen by the traits' display scale.
@Suite struct NamedImageTests {
    static func named(_ name: String, scale: CGFloat) -> UIImage? {
        UIImage(named: name, in: .module, compatibleWith: UITraitCollection(displayScale: scale))
    }

    @Test func looseFilesAreChosenByDisplayScale() throws {
        let one = try #require(Self.named("dot", scale: 1))
        #expect(one.scale == 1)
        #expect(one.pixelSize == CGSize(width: 10, height: 10))
        let two = try #require(Self.named("dot", scale: 2))
        #expect(two.scale == 2)
        #expect(two.pixelSize == CGSize(width: 20, height: 20))
        let three = try #require(Self.named("dot", scale: 3))
        #expect(three.scale == 3)
        #expect(three.pixelSize == CGSize(width: 30, height: 30))
        // Every scale is 10 points.
        #expect([one, two, three].allSatisfy { $0.size == CGSize(width: 10, height: 10) })
        #expect(two.name == "dot")
    }

    @Test func aMissingScaleTakesTheNearestAboveElseTheLargestBelow() throws {
        #expect(Self.named("wide", scale: 1)?.scale == 2)
        #expect(Self.named("wide", scale: 3)?.scale == 2)
        #expect(Self.named("wide", scale: 3)?.size == CGSize(width: 20, height: 10))
        #expect(Self.named("photo", scale: 3)?.scale == 1)
        #expect(Self.named("photo", scale: 3)?.size == CGSize(width: 12, height: 8))
        #expect(Self.named("photo.jpg", scale: 2)?.encodedImage?.format == .jpeg)
        #expect(Self.named("photo.png", scale: 2) == nil)
    }

    @Test func imageSetsListTheirFilesWithScales() throws {
        #expect(Self.named("star", scale: 1)?.pixelSize == CGSize(width: 8, height: 8))
        // The image set's 2x wins over the loose star@2x.png.
        #expect(Self.named("star", scale: 2)?.pixelSize == CGSize(width: 16, height: 16))
        #expect(Self.named("star", scale: 3)?.pixelSize == CGSize(width: 24, height: 24))
        #expect(Self.named("star", scale: 3)?.size == CGSize(width: 8, height: 8))
    }

    @Test func aConfigurationsTraitsChooseTheScale() {
        let configuration = UIImage.SymbolConfiguration(pointSize: 30).withTraitCollection(UITraitCollection(displayScale: 2))
        #expect(UIImage(named: "dot", in: .module, with: configuration)?.scale == 2)
        let three = UIImage.SymbolConfiguration(pointSize: 30).withTraitCollection(UITraitCollection(displayScale: 3))
        #expect(UIImage(named: "dot", in: .module, with: three)?.scale == 3)
        #expect(UIImage(named: "dot", in: .module, with: three)?.symbolConfiguration == nil)
    }

    @Test func nothingFoundIsNil() {
        #expect(Self.named("nothing", scale: 2) == nil)
        #expect(Self.named("", scale: 2) == nil)
        #expect(Self.named("Images/dot", scale: 2) == nil)
        #expect(UIImage(named: "dot") == nil)  // not in the main bundle
        #expect(UIImage(named: "dot", in: .module, compatibleWith: nil) != nil)
    }
}
