import Foundation
import OpenCollectionView
import OpenCollectionViewWeb

/// A screen with one collection view of `count` 100 × 50 cells in rows of three, each a label, for drawing tests.
@MainActor
final class TilesViewController: UIViewController, UICollectionViewDataSource {
    var collectionView: UICollectionView!
    var count = 9
    var text: (IndexPath) -> String = { "\($0.item)" }
    var configure: (UICollectionViewCell, IndexPath) -> Void = { _, _ in }
    var itemWidth: CGFloat = 100
    lazy var layout: () -> UICollectionViewLayout = { [itemWidth] in
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(itemWidth), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
        group.interItemSpacing = .fixed(10)
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    final class LabelCell: UICollectionViewCell {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            label.frame = contentView.bounds.insetBy(dx: 4, dy: 4)
            label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            contentView.addSubview(label)
        }

        required init?(coder: NSCoder) {
            return nil
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        (cell as? LabelCell)?.label.text = text(indexPath)
        configure(cell, indexPath)
        return cell
    }
}

/// A window of 390 × 844 pt showing `root` in a navigation controller, kept alive for the test run.
@MainActor
func shownWindow(_ root: UIViewController, inNavigationController: Bool = true) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = inNavigationController ? UINavigationController(rootViewController: root) : root
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    KeptWindows.all.append(window)
    return window
}

@MainActor
enum KeptWindows {
    static var all: [UIWindow] = []
}

extension String {
    /// How many times `part` occurs.
    func occurrences(of part: String) -> Int {
        components(separatedBy: part).count - 1
    }

    /// The opening tag of the first element whose opening tag contains `marker`, or `nil`.
    func openingTag(containing marker: String) -> String? {
        guard let range = range(of: marker) else { return nil }
        guard let start = self[..<range.lowerBound].lastIndex(of: "<"),
            let end = self[range.upperBound...].firstIndex(of: ">")
        else { return nil }
        return String(self[start...end])
    }

    /// The whole `<div>` whose opening tag is the first to contain `marker`, through its matching `</div>`, or `nil`.
    func divHTML(containing marker: String) -> String? {
        guard let tag = openingTag(containing: marker), let start = range(of: tag)?.lowerBound else { return nil }
        var depth = 0
        var index = start
        while index < endIndex {
            let rest = self[index...]
            if rest.hasPrefix("<div") {
                depth += 1
            } else if rest.hasPrefix("</div>") {
                depth -= 1
                if depth == 0 { return String(self[start..<self.index(index, offsetBy: 6)]) }
            }
            index = self.index(after: index)
        }
        return nil
    }
}

/// A progress ring as apps draw one: a 30-point circle at (5, 5) of a 40-point view, its outline 4 points wide, blue and
/// round-capped, no fill, drawn as far as `strokeEnd`. The ring is a sublayer of the view unless `added` is `false`.
@MainActor
func progressRing(strokeEnd: CGFloat, added: Bool = true) -> (view: UIView, ring: CAShapeLayer) {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    let ring = CAShapeLayer()
    ring.frame = CGRect(x: 5, y: 5, width: 30, height: 30)
    ring.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 30, height: 30)).cgPath
    ring.fillColor = nil
    ring.strokeColor = UIColor.systemBlue.cgColor
    ring.lineWidth = 4
    ring.lineCap = .round
    ring.strokeEnd = strokeEnd
    if added { view.layer.addSublayer(ring) }
    return (view, ring)
}
