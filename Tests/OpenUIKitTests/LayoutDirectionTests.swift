import Foundation
import OpenUIKit
import Testing

/// A view's layout direction: from its semantic content attribute, else from its traits. (Headless layout
/// itself stays left to right; these are the answers code branches on.)
@MainActor
@Suite struct LayoutDirectionTests {
    @Test func theEnumerationsHaveUIKitsRawValues() {
        #expect(UIUserInterfaceLayoutDirection.leftToRight.rawValue == 0)
        #expect(UIUserInterfaceLayoutDirection.rightToLeft.rawValue == 1)
        #expect(UITraitEnvironmentLayoutDirection.unspecified.rawValue == -1)
        #expect(UITraitEnvironmentLayoutDirection.leftToRight.rawValue == 0)
        #expect(UITraitEnvironmentLayoutDirection.rightToLeft.rawValue == 1)
        #expect(
            [UISemanticContentAttribute.unspecified, .playback, .spatial, .forceLeftToRight, .forceRightToLeft].map(\.rawValue)
                == [0, 1, 2, 3, 4])
    }

    @Test func onlyForcingRightToLeftGivesRightToLeft() {
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        for attribute in [UISemanticContentAttribute.unspecified, .playback, .spatial, .forceLeftToRight] {
            #expect(UIView.userInterfaceLayoutDirection(for: attribute) == .leftToRight, "\(attribute)")
        }
    }

    @Test func viewsOnTheHeadlessScreenAreLeftToRight() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let child = UIView()
        root.addSubview(child)
        #expect(root.traitCollection.layoutDirection == .leftToRight)
        #expect(child.traitCollection.layoutDirection == .leftToRight)
        #expect(child.semanticContentAttribute == .unspecified)
        #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    @Test func theTraitsDecideForUnspecifiedContent() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let child = UIView()
        root.addSubview(child)
        root.traitOverrides.layoutDirection = .rightToLeft
        #expect(root.traitOverrides.contains(UITraitLayoutDirection.self))
        #expect(child.traitCollection.layoutDirection == .rightToLeft)
        #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)

        // The view's own attribute wins over its traits.
        child.semanticContentAttribute = .playback
        #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
        child.semanticContentAttribute = .forceLeftToRight
        #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)

        root.traitOverrides.remove(UITraitLayoutDirection.self)
        child.semanticContentAttribute = .forceRightToLeft
        #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        // The attribute is the view's own: its superview still follows the traits.
        #expect(root.effectiveUserInterfaceLayoutDirection == .leftToRight)

        // A trait collection without a direction reads as left to right.
        root.traitOverrides.layoutDirection = .unspecified
        #expect(root.traitCollection.layoutDirection == .unspecified)
        #expect(root.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    @Test func layoutDirectionIsATraitLikeTheOthers() {
        #expect(UITraitCollection().layoutDirection == .unspecified)
        let rightToLeft = UITraitCollection(layoutDirection: .rightToLeft)
        let merged = UITraitCollection(traitsFrom: [rightToLeft, UITraitCollection(userInterfaceStyle: .dark)])
        #expect(merged.layoutDirection == .rightToLeft)
        #expect(merged.userInterfaceStyle == .dark)
        #expect(UITraitCollection(traitsFrom: [rightToLeft, UITraitCollection(layoutDirection: .leftToRight)]).layoutDirection
            == .leftToRight)
        #expect(merged.containsTraits(in: rightToLeft))
        #expect(merged.containsTraits(in: UITraitCollection(layoutDirection: .leftToRight)) == false)
        #expect(rightToLeft != UITraitCollection(layoutDirection: .leftToRight))
        #expect(rightToLeft == UITraitCollection(layoutDirection: .rightToLeft))
        #expect(rightToLeft.hashValue == UITraitCollection(layoutDirection: .rightToLeft).hashValue)
        #expect(rightToLeft.description.hasSuffix("layoutDirection = rightToLeft>"))
    }
}
