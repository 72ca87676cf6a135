import Foundation

extension NSDirectionalEdgeInsets {
    /// The same insets named by side: leading is left, or right in a right-to-left layout.
    func edgeInsets(for direction: UIUserInterfaceLayoutDirection) -> UIEdgeInsets {
        direction == .rightToLeft
            ? UIEdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
            : UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }
}
