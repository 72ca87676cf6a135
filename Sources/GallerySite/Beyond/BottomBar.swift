import OpenCollectionView

extension UIViewController {
    /// Puts `bar` across the bottom of the view, `height` tall, just above what the safe area already keeps clear (a
    /// tab bar, the home indicator), and ends the safe area at the bar's top, so that a collection view filling the
    /// view insets its content to end above the bar, as apps' bottom toolbars and composers do.
    func placeBottomBar(_ bar: UIView, height: CGFloat) {
        bar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bar)
        additionalSafeAreaInsets.bottom = height
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            bar.heightAnchor.constraint(equalToConstant: height),
        ])
    }
}
