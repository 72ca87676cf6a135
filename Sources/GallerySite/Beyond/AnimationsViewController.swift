import OpenCollectionView

/// Beyond the Sample › Layer Animations: cells whose layers run Core Animation's basic animations, as apps decorate
/// cells — a progress ring filling (a `CAShapeLayer`'s `strokeEnd`), a pulsing badge (opacity and scale together), a
/// turning symbol (`transform.rotation.z`), a sliding bar changing colour (`position.x`, `backgroundColor`) and a bobbing
/// dot (`transform.translation.y`).
/// The browser runs them as CSS animations; the layers' model values never change.
final class AnimationsViewController: UIViewController {
    /// One example: its caption and what it puts on its cell's stage.
    enum Example: String, CaseIterable, Hashable {
        case progressRing = "Progress Ring"
        case pulsingBadge = "Pulsing Badge"
        case turningSymbol = "Turning Symbol"
        case slidingBar = "Sliding Bar"
        case bobbingDot = "Bobbing Dot"
    }

    private var dataSource: UICollectionViewDiffableDataSource<Int, Example>!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Layer Animations"
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(150)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemGroupedBackground
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<AnimationCell, Example> { cell, _, example in
            cell.show(example)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, example in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: example)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Example>()
        snapshot.appendSections([0])
        snapshot.appendItems(Example.allCases)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A rounded tile: a stage in the middle running one example's animation, its caption underneath.
final class AnimationCell: UICollectionViewCell {
    let caption = UILabel()
    /// Where the example draws, 64 points square, centred above the caption.
    let stage = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemGroupedBackground
        contentView.layer.cornerRadius = 12
        caption.font = .preferredFont(forTextStyle: .footnote)
        caption.textColor = .secondaryLabel
        caption.textAlignment = .center
        contentView.addSubview(stage)
        contentView.addSubview(caption)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        stage.frame = CGRect(x: (bounds.width - 64) / 2, y: 20, width: 64, height: 64)
        caption.frame = CGRect(x: 8, y: bounds.height - 36, width: bounds.width - 16, height: 24)
    }

    /// Clears the stage and sets `example` up on it.
    func show(_ example: AnimationsViewController.Example) {
        caption.text = example.rawValue
        stage.subviews.forEach { $0.removeFromSuperview() }
        (stage.layer.sublayers ?? []).forEach { $0.removeFromSuperlayer() }
        switch example {
        case .progressRing: showProgressRing()
        case .pulsingBadge: showPulsingBadge()
        case .turningSymbol: showTurningSymbol()
        case .slidingBar: showSlidingBar()
        case .bobbingDot: showBobbingDot()
        }
    }

    private static func forever(_ animation: CABasicAnimation, duration: CFTimeInterval, autoreverses: Bool = false) -> CABasicAnimation {
        animation.duration = duration
        animation.repeatCount = .infinity
        animation.autoreverses = autoreverses
        return animation
    }

    /// A grey track and a blue arc on it that fills from the top, clockwise, every 2 seconds.
    private func showProgressRing() {
        let path = UIBezierPath(
            arcCenter: CGPoint(x: 32, y: 32), radius: 28, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true
        ).cgPath
        for (color, isProgress) in [(UIColor.systemFill, false), (UIColor.systemBlue, true)] {
            let ring = CAShapeLayer()
            ring.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
            ring.path = path
            ring.fillColor = nil
            ring.strokeColor = color.cgColor
            ring.lineWidth = 6
            ring.lineCap = .round
            if isProgress {
                ring.strokeEnd = 0
                let fill = CABasicAnimation(keyPath: "strokeEnd")
                fill.toValue = 1
                fill.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
                ring.add(Self.forever(fill, duration: 2), forKey: "progress")
            }
            stage.layer.addSublayer(ring)
        }
    }

    /// A red badge with a count that fades a little and swells, back and forth.
    private func showPulsingBadge() {
        let badge = UILabel(frame: CGRect(x: 12, y: 12, width: 40, height: 40))
        badge.text = "3"
        badge.font = .boldSystemFont(ofSize: 20)
        badge.textColor = .white
        badge.textAlignment = .center
        badge.backgroundColor = .systemRed
        badge.layer.cornerRadius = 20
        badge.clipsToBounds = true
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.5
        badge.layer.add(Self.forever(fade, duration: 0.8, autoreverses: true), forKey: "fade")
        let swell = CABasicAnimation(keyPath: "transform.scale")
        swell.toValue = 1.2
        swell.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        badge.layer.add(Self.forever(swell, duration: 0.8, autoreverses: true), forKey: "swell")
        stage.addSubview(badge)
    }

    /// A refresh arrow turning once a second.
    private func showTurningSymbol() {
        let symbol = UIImageView(image: UIImage(systemName: "arrow.counterclockwise"))
        symbol.frame = CGRect(x: 8, y: 8, width: 48, height: 48)
        symbol.tintColor = .systemGreen
        let turn = CABasicAnimation(keyPath: "transform.rotation.z")
        turn.byValue = 2 * Double.pi
        symbol.layer.add(Self.forever(turn, duration: 1), forKey: "turn")
        stage.addSubview(symbol)
    }

    /// An orange bar sliding from one side of the stage to the other and back, turning yellow on the way.
    private func showSlidingBar() {
        stage.clipsToBounds = false
        let bar = UIView(frame: CGRect(x: 22, y: 26, width: 20, height: 12))
        bar.backgroundColor = .systemOrange
        bar.layer.cornerRadius = 6
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 10
        slide.toValue = 54
        slide.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        bar.layer.add(Self.forever(slide, duration: 1.2, autoreverses: true), forKey: "slide")
        let glow = CABasicAnimation(keyPath: "backgroundColor")
        glow.toValue = UIColor.systemYellow.cgColor
        bar.layer.add(Self.forever(glow, duration: 1.2, autoreverses: true), forKey: "glow")
        stage.addSubview(bar)
    }

    /// A purple dot bobbing up and down.
    private func showBobbingDot() {
        let dot = UIView(frame: CGRect(x: 22, y: 22, width: 20, height: 20))
        dot.backgroundColor = .systemPurple
        dot.layer.cornerRadius = 10
        let bob = CABasicAnimation(keyPath: "transform.translation.y")
        bob.fromValue = 12
        bob.toValue = -12
        bob.timingFunction = CAMediaTimingFunction(name: .easeOut)
        dot.layer.add(Self.forever(bob, duration: 0.6, autoreverses: true), forKey: "bob")
        stage.addSubview(dot)
    }
}
