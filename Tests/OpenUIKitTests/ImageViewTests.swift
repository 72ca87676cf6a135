import Foundation
import OpenUIKit
import Testing

/// Images, symbol configurations and image views.
///
/// Headless symbols are squares: point size × scale factor (small 0.8, medium 1, large 1.3), the point size
/// from the configuration's point size, font or text style, else body's 17.
@MainActor
@Suite struct ImageViewTests {
    @Test func symbolsAreSizedFromTheirConfiguration() {
        let star = UIImage(systemName: "star")!
        #expect(star.size == CGSize(width: 17, height: 17))
        #expect(star.isSymbolImage)
        let large = star.withConfiguration(UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large))
        #expect(large.size == CGSize(width: 26, height: 26))
        let small = star.withConfiguration(UIImage.SymbolConfiguration(textStyle: .title1, scale: .small))
        #expect(small.size.width == 28 * 0.8)
        #expect(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(font: .systemFont(ofSize: 30)))?.size.height == 30)
        #expect(UIImage(named: "no-such-image") == nil)
    }

    @Test func configurationsLayTheirSpecifiedValuesOverOthers() {
        let base = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold)
        let merged = base.applying(UIImage.SymbolConfiguration(scale: .small))
        #expect(merged.pointSize == 20)
        #expect(merged.weight == .bold)
        #expect(merged.scale == .small)

        let byFont = base.applying(UIImage.SymbolConfiguration(font: .systemFont(ofSize: 12, weight: .semibold)))
        #expect(byFont.pointSize == 12)
        #expect(byFont.weight == .bold)  // the explicit weight stays
        #expect(UIImage.SymbolConfiguration(font: .systemFont(ofSize: 12, weight: .semibold)).resolvedWeight == .semibold)

        #expect(base.applying(nil) == base)
        #expect(base.configurationWithoutWeight().weight == .unspecified)
        #expect(base.configurationWithoutPointSizeAndWeight().pointSize == 0)
        #expect(UIImage.SymbolConfiguration(textStyle: .body).configurationWithoutTextStyle().textStyle == nil)
        #expect(UIImage.SymbolConfiguration(pointSize: 20) != UIImage.SymbolConfiguration(pointSize: 21))
        #expect(UIImage.SymbolConfiguration(pointSize: 20).isEqual(to: UIImage.SymbolConfiguration(pointSize: 20)))
        #expect(UIImage.SymbolWeight.semibold.fontWeight() == .semibold)
        #expect(UIImage.SymbolScale.default.rawValue == -1)

        let star = UIImage(systemName: "star")!.withConfiguration(base)
        #expect(star.applyingSymbolConfiguration(UIImage.SymbolConfiguration(scale: .large))?.size.width == 26)
        #expect(ImageFixtures.photo.applyingSymbolConfiguration(base) == nil)
    }

    @Test func imagesCarryRenderingModeAndTint() {
        let star = UIImage(systemName: "star")!
        #expect(star.renderingMode == .automatic)
        #expect(star.isTemplate)
        #expect(ImageFixtures.photo.isTemplate == false)
        #expect(ImageFixtures.photo.withRenderingMode(.alwaysTemplate).isTemplate)

        let red = star.withTintColor(.systemRed)
        #expect(red.renderingMode == .alwaysOriginal)
        #expect(red.tintColor == .systemRed)
        #expect(red != star)
        #expect(red == star.withTintColor(.systemRed))
    }

    @Test func anImageViewIsSizedByItsImageAndPreferredConfiguration() {
        let empty = UIImageView()
        #expect(empty.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))

        let imageView = UIImageView(image: UIImage(systemName: "chevron.right"))
        #expect(imageView.frame.size == CGSize(width: 17, height: 17))

        // As list cells configure accessory symbols: the secondary text's font, small scale.
        imageView.preferredSymbolConfiguration = .init(font: UIFont.preferredFont(forTextStyle: .caption1), scale: .small)
        #expect(imageView.intrinsicContentSize.width == 12 * 0.8)
        #expect(imageView.displayedImage?.symbolConfiguration?.scale == .small)
        #expect(imageView.image?.symbolConfiguration == nil)
    }

    @Test func textStyleSymbolsFollowTheViewsContentSizeCategory() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        root.traitOverrides.preferredContentSizeCategory = .extraExtraExtraLarge
        let imageView = UIImageView(image: UIImage(systemName: "star"))
        root.addSubview(imageView)
        #expect(imageView.intrinsicContentSize.width == 23)  // body at XXXL
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .title2)
        #expect(imageView.intrinsicContentSize.width == 28)
    }

    @Test func highlightedImagesAndTintsAreWhatHostsDraw() {
        let root = UIView()
        root.tintColor = .systemOrange
        let imageView = UIImageView(image: UIImage(systemName: "star"), highlightedImage: UIImage(systemName: "star.fill"))
        root.addSubview(imageView)
        #expect(imageView.displayedImage?.systemName == "star")
        #expect(imageView.displayedTintColor == .systemOrange)

        imageView.isHighlighted = true
        #expect(imageView.displayedImage?.systemName == "star.fill")

        imageView.image = ImageFixtures.photo
        imageView.isHighlighted = false
        #expect(imageView.displayedTintColor == nil)
        imageView.image = ImageFixtures.photo.withTintColor(.systemGreen)
        #expect(imageView.displayedTintColor == .systemGreen)
    }

    /// A bitmap image view is its image's size in points, and draws its bytes with its content mode and accessibility.
    @Test func bitmapImageViewsAreTheirImagesSize() throws {
        let image = try #require(UIImage(data: ImageFixtures.png(width: 90, height: 60), scale: 3))
        let imageView = UIImageView(image: image)
        #expect(imageView.bounds.size == CGSize(width: 30, height: 20))
        #expect(imageView.intrinsicContentSize == CGSize(width: 30, height: 20))
        #expect(imageView.sizeThatFits(CGSize(width: 5, height: 5)) == CGSize(width: 30, height: 20))
        #expect(imageView.displayedTintColor == nil)
        imageView.contentMode = .scaleAspectFill
        imageView.isAccessibilityElement = true
        imageView.accessibilityLabel = "Lake"
        let drawn = try #require(imageView.renderNode().content.image)
        #expect(drawn.encodedImage === image.encodedImage)
        #expect(drawn.size == CGSize(width: 30, height: 20))
        #expect(drawn.scale == 3)
        #expect(drawn.contentMode == .scaleAspectFill)
        #expect(drawn.accessibilityLabel == "Lake")
        imageView.isAccessibilityElement = false
        #expect(imageView.renderNode().content.image?.accessibilityLabel == nil)
        imageView.image = image.preparingThumbnail(of: CGSize(width: 15, height: 15))
        #expect(imageView.intrinsicContentSize == CGSize(width: 15, height: 10))
    }
}
