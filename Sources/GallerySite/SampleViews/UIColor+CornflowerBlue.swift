import OpenCollectionView

extension UIColor {
    /// The sample's tile colour: cornflower blue in Display P3 (100, 149, 237).
    static let cornflowerBlue = UIColor(displayP3Red: 100.0 / 255.0, green: 149.0 / 255.0, blue: 237.0 / 255.0, alpha: 1.0)
}
