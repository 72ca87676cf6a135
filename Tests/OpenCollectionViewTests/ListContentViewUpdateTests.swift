import Foundation
@testable import OpenCollectionView
import Testing

/// How a `UIListContentView` takes a configuration set again — as a cell's automatic update sets it for the cell's
/// state — and what it redraws without one.
@MainActor
@Suite struct ListContentViewUpdateTests {
    private func symbolConfiguration() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Mountains"
        configuration.image = UIImage(systemName: "mountain.2")
        return configuration
    }

    /// An image the configuration gives no tint of its own takes the view's tint, also when that changes later.
    @Test func theImageFollowsTheViewsTintWhereTheConfigurationSetsNone() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let view = UIListContentView(configuration: symbolConfiguration())
        parent.addSubview(view)
        #expect(view.imageView.tintColor == UIColor.systemBlue)
        parent.tintColor = .systemRed
        #expect(view.imageView.tintColor == UIColor.systemRed)

        var tinted = symbolConfiguration()
        tinted.imageProperties.tintColor = .systemGreen
        view.configuration = tinted
        parent.tintColor = .systemOrange
        #expect(view.imageView.tintColor == UIColor.systemGreen)
    }

    /// Two configurations equal but for their colour transformers (functions, which `==` cannot compare) draw each
    /// with its own.
    @Test func configurationsEqualButForTheirTransformersDrawEachItsOwn() {
        var grey = UIListContentConfiguration.cell()
        grey.text = "Mountains"
        grey.textProperties.color = .systemRed
        grey.textProperties.colorTransformer = .grayscale
        var blue = grey
        blue.textProperties.colorTransformer = .preferredTint
        #expect(grey == blue)

        let view = UIListContentView(configuration: grey)
        #expect(view.textLabel.textColor == UIConfigurationColorTransformer.grayscale(.systemRed))
        view.configuration = blue
        #expect(view.textLabel.textColor == UIColor.systemBlue)
    }

    /// The same configuration set again, as a cell's update for its usual state sets it, leaves the view as it is;
    /// another is drawn.
    @Test func theSameConfigurationAgainChangesNothingAndAnotherIsDrawn() {
        let view = UIListContentView(configuration: symbolConfiguration())
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        view.layoutIfNeeded()
        let textFrame = view.textLabel.frame
        view.configuration = symbolConfiguration()
        #expect(view.textLabel.frame == textFrame)
        #expect(view.textLabel.text == "Mountains")

        var other = symbolConfiguration()
        other.text = "Mountain ranges of the world"
        other.image = nil
        view.configuration = other
        view.layoutIfNeeded()
        #expect(view.textLabel.text == "Mountain ranges of the world")
        #expect(view.textLabel.frame.minX < textFrame.minX)
        #expect(view.imageView.isHidden)
    }
}
