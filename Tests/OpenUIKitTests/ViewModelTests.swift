import Foundation
import OpenUIKit
import Testing

/// A view that counts `tintColorDidChange()` calls.
@MainActor
private final class TintRecorder: UIView {
    var tintChanges = 0

    override func tintColorDidChange() {
        super.tintColorDidChange()
        tintChanges += 1
    }
}

/// Tint inheritance, the layer and its mirrors, colours.
@MainActor
@Suite struct ViewModelTests {
    // MARK: Tint

    @Test func aRootViewIsTintedSystemBlueAndSubviewsInheritTheNearestSetTint() {
        let root = UIView()
        let child = UIView()
        let grandchild = UIView()
        root.addSubview(child)
        child.addSubview(grandchild)
        #expect(root.tintColor == .systemBlue)
        #expect(grandchild.tintColor == .systemBlue)

        root.tintColor = .systemRed
        #expect(child.tintColor == .systemRed)
        #expect(grandchild.tintColor == .systemRed)

        child.tintColor = .systemGreen
        #expect(grandchild.tintColor == .systemGreen)
        #expect(root.tintColor == .systemRed)

        child.tintColor = nil
        #expect(child.tintColor == .systemRed)
        #expect(grandchild.tintColor == .systemRed)
    }

    @Test func tintColorDidChangeReachesInheritingDescendantsOnlyWhenTheTintReallyChanges() {
        let root = TintRecorder()
        let child = TintRecorder()
        let grandchild = TintRecorder()
        let ownTint = TintRecorder()
        let underOwnTint = TintRecorder()
        root.addSubview(child)
        child.addSubview(grandchild)
        root.addSubview(ownTint)
        ownTint.addSubview(underOwnTint)
        ownTint.tintColor = .systemPink
        #expect(ownTint.tintChanges == 1)
        #expect(underOwnTint.tintChanges == 1)

        root.tintColor = .systemRed
        #expect([root.tintChanges, child.tintChanges, grandchild.tintChanges] as [Int] == [1, 1, 1])
        // A subtree with its own tint is not affected.
        #expect(ownTint.tintChanges == 1)
        #expect(underOwnTint.tintChanges == 1)

        // The same tint again changes nothing.
        root.tintColor = .systemRed
        #expect([root.tintChanges, child.tintChanges, grandchild.tintChanges] as [Int] == [1, 1, 1])

        // Setting a child's tint to the one it already inherits changes nothing either.
        child.tintColor = .systemRed
        #expect(child.tintChanges == 1)
    }

    @Test func movingAViewUnderADifferentlyTintedSuperviewReportsTheNewTint() {
        let red = UIView()
        red.tintColor = .systemRed
        let view = TintRecorder()
        let subview = TintRecorder()
        view.addSubview(subview)
        #expect(view.tintChanges == 0)

        red.addSubview(view)
        #expect(view.tintChanges == 1)
        #expect(subview.tintChanges == 1)
        #expect(subview.tintColor == .systemRed)

        view.removeFromSuperview()
        #expect(view.tintChanges == 2)
        #expect(subview.tintColor == .systemBlue)

        // A blue superview leaves the tint as it was.
        UIView().addSubview(view)
        #expect(view.tintChanges == 2)
    }

    // MARK: Layer and its mirrors

    @Test func clipsToBoundsAndMasksToBoundsAreOneValue() {
        let view = UIView()
        #expect(view.clipsToBounds == false)
        view.clipsToBounds = true
        #expect(view.layer.masksToBounds)
        view.layer.masksToBounds = false
        #expect(view.clipsToBounds == false)
    }

    @Test func theBackgroundColourLivesInTheLayer() {
        let view = UIView()
        #expect(view.backgroundColor == nil)
        #expect(view.layer.backgroundColor == nil)

        view.backgroundColor = .lightGray
        #expect(view.layer.backgroundColor == UIColor.lightGray.cgColor)
        // Read back as assigned, system name included.
        #expect(view.backgroundColor?.systemName == "lightGray")

        view.layer.backgroundColor = UIColor.red.cgColor
        #expect(view.backgroundColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))

        view.backgroundColor = nil
        #expect(view.layer.backgroundColor == nil)
    }

    @Test func layersHaveCoreAnimationsDefaults() {
        let layer = UIView().layer
        #expect(layer.cornerRadius == 0)
        #expect(layer.borderWidth == 0)
        #expect(layer.borderColor == UIColor.black.cgColor)
        #expect(layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(layer.shadowOpacity == 0)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.shadowRadius == 3)
        #expect(layer.opacity == 1)
        #expect(layer.cornerCurve == .circular)
    }

    @Test func everyViewOwnsItsOwnLayer() {
        let first = UIView()
        let second = UIView()
        first.layer.cornerRadius = 8
        #expect(first.layer !== second.layer)
        #expect(second.layer.cornerRadius == 0)
        #expect(first.layer === first.layer)
    }

    @Test func viewDefaults() {
        let view = UIView()
        #expect(view.isUserInteractionEnabled)
        #expect(view.isOpaque)
        #expect(view.contentMode == .scaleToFill)
        #expect(UILabel().isUserInteractionEnabled == false)
        #expect(UIImageView().isUserInteractionEnabled == false)
        #expect(UIView.ContentMode.scaleAspectFit.rawValue == 1)
        #expect(UIView.ContentMode.bottomRight.rawValue == 12)
    }

    // MARK: Colours

    @Test func cgColorsCarryComponentsAndColourSpace() {
        #expect(UIColor.black.cgColor.components == [0, 0, 0, 1])
        #expect(UIColor.systemBlue.cgColor.components == [0, 122.0 / 255, 1, 1])
        #expect(UIColor.systemBlue.withAlphaComponent(0.5).cgColor.alpha == 0.5)
        #expect(UIColor.black.cgColor.numberOfComponents == 4)

        let p3 = UIColor(displayP3Red: 100.0 / 255, green: 149.0 / 255, blue: 237.0 / 255, alpha: 1)
        let roundTrip = UIColor(cgColor: p3.cgColor)
        #expect(roundTrip.colorSpace == .displayP3)
        #expect(roundTrip == p3)
        #expect(p3.cgColor != UIColor(red: 100.0 / 255, green: 149.0 / 255, blue: 237.0 / 255, alpha: 1).cgColor)

        let grey = UIColor(cgColor: CGColor(gray: 0.5, alpha: 0.25))
        #expect(grey == UIColor(white: 0.5, alpha: 0.25))
        #expect(CGColor(red: 1, green: 0, blue: 0, alpha: 1).copy(alpha: 0.5)?.components == [1, 0, 0, 0.5])
    }

    @Test func theSystemColoursTheSampleUsesExistWithTheirLightValues() {
        func rgba(_ color: UIColor) -> [CGFloat] {
            [color.red * 255, color.green * 255, color.blue * 255, color.alpha].map { ($0 * 1000).rounded() / 1000 }
        }
        #expect(rgba(.systemPurple) == [175, 82, 222, 1])
        #expect(rgba(.systemYellow) == [255, 204, 0, 1])
        #expect(rgba(.systemPink) == [255, 45, 85, 1])
        #expect(rgba(.systemIndigo) == [88, 86, 214, 1])
        #expect(rgba(.systemTeal) == [48, 176, 199, 1])
        #expect(rgba(.tertiarySystemBackground) == [255, 255, 255, 1])
        #expect(rgba(.tertiarySystemGroupedBackground) == [242, 242, 247, 1])
        #expect(rgba(.systemFill) == [120, 120, 128, 0.2])
        #expect(rgba(.secondarySystemFill) == [120, 120, 128, 0.16])
        #expect(rgba(.quaternaryLabel) == [60, 60, 67, 0.18])
        #expect(rgba(.link) == [0, 122, 255, 1])
        #expect(rgba(.separator) == [60, 60, 67, 0.29])
        #expect(rgba(.opaqueSeparator) == [198, 198, 200, 1])
        #expect(UIColor.systemPurple.systemName == "systemPurple")
    }

    // MARK: Traits

    @Test func viewsHaveTheLargeContentSizeCategoryUnlessOverridden() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let child = UIView()
        root.addSubview(child)
        #expect(child.traitCollection.preferredContentSizeCategory == .large)
        #expect(UITraitCollection().preferredContentSizeCategory == .unspecified)

        root.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        #expect(child.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
        #expect(child.traitCollection.preferredContentSizeCategory.isAccessibilityCategory)
        #expect(root.traitOverrides.contains(UITraitPreferredContentSizeCategory.self))

        root.traitOverrides.remove(UITraitPreferredContentSizeCategory.self)
        #expect(child.traitCollection.preferredContentSizeCategory == .large)
        #expect(UIContentSizeCategory.large.isAccessibilityCategory == false)
    }

    /// Traits are asked for by every view at every layout and drawing: a view answers the object it answered last while
    /// nothing changed — its superview's when it overrides nothing — and a new one once something did.
    @Test func aViewAnswersTheSameTraitsUntilTheyChange() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let child = UIView()
        root.addSubview(child)
        #expect(root.traitCollection === root.traitCollection)
        #expect(child.traitCollection === root.traitCollection)
        root.traitOverrides.userInterfaceStyle = .dark
        let dark = root.traitCollection
        #expect(dark.userInterfaceStyle == .dark)
        #expect(root.traitCollection === dark)
        #expect(child.traitCollection === dark)
        child.traitOverrides.preferredContentSizeCategory = .extraLarge
        let childTraits = child.traitCollection
        #expect(childTraits.userInterfaceStyle == .dark && childTraits.preferredContentSizeCategory == .extraLarge)
        #expect(child.traitCollection === childTraits)
        // The superview's traits change: the child's follow, overrides kept.
        root.traitOverrides.userInterfaceStyle = .light
        #expect(child.traitCollection.userInterfaceStyle == .light)
        #expect(child.traitCollection.preferredContentSizeCategory == .extraLarge)
        // A root view's traits follow its size class.
        root.frame.size = CGSize(width: 1_024, height: 768)
        #expect(root.traitCollection.horizontalSizeClass == .regular)
        #expect(child.traitCollection.horizontalSizeClass == .regular)
    }

    @Test func contentSizeCategoriesAreOrderedAndCombine() {
        #expect(UIContentSizeCategory.extraSmall < .large)
        #expect(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(UIContentSizeCategory.unspecified < .extraSmall)
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")

        let combined = UITraitCollection(traitsFrom: [
            UITraitCollection(displayScale: 2), UITraitCollection(preferredContentSizeCategory: .small),
        ])
        #expect(combined.displayScale == 2)
        #expect(combined.preferredContentSizeCategory == .small)
        #expect(combined.containsTraits(in: UITraitCollection(preferredContentSizeCategory: .small)))
        #expect(!combined.containsTraits(in: UITraitCollection(preferredContentSizeCategory: .large)))
        #expect(combined != UITraitCollection(displayScale: 2))
    }
}
