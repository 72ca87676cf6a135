import Foundation
@testable import OpenCollectionView
import Testing

/// What `UIListContentConfiguration` gained: attributed texts that supersede the plain ones, the content's alpha, and
/// an outline around the image.
@MainActor
@Suite struct ListContentAdditionsTests {
    @Test func attributedTextsSupersedeThePlainOnes() {
        var configuration = UIListContentConfiguration.subtitleCell()
        configuration.text = "Plain"
        configuration.secondaryText = "Plain too"
        configuration.attributedText = NSAttributedString(string: "Attributed")
        configuration.secondaryAttributedText = NSAttributedString(string: "Also attributed")
        let view = UIListContentView(configuration: configuration)
        #expect(view.textLabel.text == "Attributed")
        #expect(view.secondaryTextLabel.text == "Also attributed")

        configuration.attributedText = nil
        view.configuration = configuration
        #expect(view.textLabel.text == "Plain")
        #expect(view.secondaryTextLabel.text == "Also attributed")
    }

    /// The characters are measured: a long attributed text wraps and makes the view taller, as the same plain text does.
    @Test func attributedTextIsMeasuredByItsCharacters() {
        let long = String(repeating: "Several words in a row. ", count: 10)
        var plain = UIListContentConfiguration.cell()
        plain.text = long
        var attributed = UIListContentConfiguration.cell()
        attributed.text = "Short"
        attributed.attributedText = NSAttributedString(string: long)
        var short = UIListContentConfiguration.cell()
        short.text = "Short"
        let fitting = CGSize(width: 390, height: CGFloat.greatestFiniteMagnitude)
        let plainHeight = UIListContentView(configuration: plain).sizeThatFits(fitting).height
        let attributedHeight = UIListContentView(configuration: attributed).sizeThatFits(fitting).height
        let shortHeight = UIListContentView(configuration: short).sizeThatFits(fitting).height
        #expect(attributedHeight == plainHeight)
        #expect(attributedHeight > shortHeight)
    }

    @Test func alphaIsTheContentViewsOpacity() {
        var configuration = UIListContentConfiguration.cell()
        #expect(configuration.alpha == 1)
        configuration.alpha = 0.4
        let view = UIListContentView(configuration: configuration)
        #expect(view.alpha == 0.4)
        configuration.alpha = 1
        view.configuration = configuration
        #expect(view.alpha == 1)
    }

    @Test func theImageStrokeIsDrawnAroundTheImage() {
        var configuration = UIListContentConfiguration.cell()
        configuration.image = UIImage(systemName: "star")
        configuration.imageProperties.cornerRadius = 6
        let view = UIListContentView(configuration: configuration)
        #expect(view.imageView.layer.borderWidth == 0)

        configuration.imageProperties.strokeWidth = 2
        configuration.imageProperties.strokeColor = .systemRed
        view.configuration = configuration
        #expect(view.imageView.layer.borderWidth == 2)
        #expect(view.imageView.layer.borderColor == UIColor.systemRed.cgColor)
        #expect(view.imageView.layer.cornerRadius == 6)

        // No stroke colour: the tint; a transformer applies to either.
        configuration.imageProperties.strokeColor = nil
        configuration.imageProperties.strokeColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        #expect(configuration.imageProperties.resolvedStrokeColor(for: .systemBlue) == UIColor.systemBlue.withAlphaComponent(0.5))
        view.configuration = configuration
        #expect(view.imageView.layer.borderColor == view.tintColor.withAlphaComponent(0.5).cgColor)
    }
}
