import Foundation

extension UIColor {
    /// A colour that asks `dynamicProvider` for its value in each trait environment, typically one colour for
    /// light appearance and another for dark (`traits.userInterfaceStyle`), perhaps others for increased contrast
    /// (`traits.accessibilityContrast`).
    ///
    /// The colour keeps the provider and calls it again on every `resolvedColor(with:)`. Its `red`, `green`,
    /// `blue`, `alpha`, `colorSpace` and `cgColor` are those of its light resolution: the headless screen's traits
    /// (display scale 3, `large` text, light appearance, normal contrast, left to right, no size classes). UIKit
    /// reads them in the current trait environment (`UITraitCollection.current`) instead, which a headless process
    /// does not have. System colours' components are their light values for the same reason.
    ///
    /// A dynamic colour is equal only to itself: two colours made from the same provider are different colours.
    /// Its `systemName` is `nil`, even when it resolves to a system colour.
    public convenience init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(HeadlessScreen.colorResolutionTraits)
            .resolvedColor(with: HeadlessScreen.colorResolutionTraits)
        self.init(
            red: light.red, green: light.green, blue: light.blue, alpha: light.alpha, colorSpace: light.colorSpace,
            systemName: nil, dynamicProvider: dynamicProvider
        )
    }

    /// The colour for `traitCollection`: what a dynamic colour's provider returns for it (resolved again if that
    /// is dynamic too); a system colour's value for the traits' appearance and contrast (dark only when they say
    /// `.dark`, increased only when they say `.high`), a fixed colour that keeps the system name; or the colour
    /// itself when it is fixed.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        if let dynamicProvider { return dynamicProvider(traitCollection).resolvedColor(with: traitCollection) }
        if let systemVariants { return resolvedSystemColor(systemVariants, with: traitCollection) }
        return self
    }
}
