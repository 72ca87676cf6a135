import Foundation
import OpenCollectionView
import Testing
import ViewTestSupport

// The sample app's custom cells (spec/sample-gallery.md §2.2), written the way their UIKit code builds
// them, with label stand-ins whose line heights match the text styles: title1 34 pt, title3 24 pt,
// body 20.333 pt (61 px), caption1 14.333 pt, caption2 13 pt.

/// One label inset 10 pt from the content view on every side.
@MainActor
final class SampleTextCell: UICollectionViewCell {
    let label = WrappingTextView("", characterWidth: 16, lineHeight: 34)
    static let inset: CGFloat = 10

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
        let inset = Self.inset
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: inset),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -inset),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: inset),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -inset),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// A label, a 13 × 20 chevron on the trailing side centred vertically, and a 0.5-pt separator along
/// the bottom, all 10 pt in from the sides.
@MainActor
final class SampleListCell: UICollectionViewCell {
    let label = WrappingTextView("", characterWidth: 9, lineHeight: 61.0 / 3)
    let accessoryImageView = UIView()
    let separatorView = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        for view in [label, accessoryImageView, separatorView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        let inset: CGFloat = 10
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: inset),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: inset),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -inset),
            label.trailingAnchor.constraint(equalTo: accessoryImageView.leadingAnchor, constant: -inset),

            accessoryImageView.widthAnchor.constraint(equalToConstant: 13),
            accessoryImageView.heightAnchor.constraint(equalToConstant: 20),
            accessoryImageView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            accessoryImageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -inset),

            separatorView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: inset),
            separatorView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -inset),
            separatorView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            separatorView.heightAnchor.constraint(equalToConstant: 0.5),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// A header or footer: one title3 label inset 10 pt on every side.
@MainActor
final class SampleTitleSupplementaryView: UICollectionReusableView {
    let label = WrappingTextView("", characterWidth: 11, lineHeight: 24)

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
        let inset: CGFloat = 10
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: inset),
            label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -inset),
            label.topAnchor.constraint(equalTo: topAnchor, constant: inset),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -inset),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// A placeholder image on top filling the width, a one-line title 10 pt below it and a category
/// line right under the title, pinned to the bottom: the image takes whatever height is left.
@MainActor
final class SampleConferenceVideoCell: UICollectionViewCell {
    let imageView = UIView()
    let titleLabel = WrappingTextView("", characterWidth: 7, lineHeight: 43.0 / 3)
    let categoryLabel = WrappingTextView("", characterWidth: 6, lineHeight: 13)

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.numberOfLines = 1
        for view in [imageView, titleLabel, categoryLabel] { contentView.addSubview(view) }
        let spacing: CGFloat = 10
        NSLayoutConstraint.activate([
            imageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            imageView.topAnchor.constraint(equalTo: contentView.topAnchor),
            titleLabel.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: spacing),
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            categoryLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor),
            categoryLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            categoryLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            categoryLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// The sample's constraint-built cells, laid out and self-sized at 390 pt wide.
@MainActor
@Suite struct AutoLayoutSampleCellTests {
    /// The content view's fitting size at `width` with a free height, as self-sizing asks for it.
    func selfSizedHeight(of view: UIView, width: CGFloat = 390) -> CGSize {
        view.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    }

    @Test func textCellInsetsItsLabelTenPoints() {
        let cell = SampleTextCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        cell.label.text = "7"
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(cell.label.frame == CGRect(x: 10, y: 10, width: 370, height: 24))

        // A grid tile (78 × 78) gets the same insets.
        cell.frame = CGRect(x: 0, y: 0, width: 78, height: 78)
        cell.layoutIfNeeded()
        #expect(cell.label.frame == CGRect(x: 10, y: 10, width: 58, height: 58))

        #expect(selfSizedHeight(of: cell.contentView) == CGSize(width: 390, height: 54))
        // Forty title1 characters (640 pt) wrap to two lines in 370 pt.
        cell.label.text = String(repeating: "8", count: 40)
        #expect(selfSizedHeight(of: cell.contentView) == CGSize(width: 390, height: 88))
    }

    @Test func listCellPutsTheChevronAtTheTrailingEdgeAndTheSeparatorAlongTheBottom() {
        let cell = SampleListCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        cell.label.text = "Grid"
        cell.layoutIfNeeded()
        #expect(cell.accessoryImageView.frame == CGRect(x: 367, y: 12, width: 13, height: 20))
        #expect(cell.label.frame == CGRect(x: 10, y: 10, width: 347, height: 24))
        // The 0.5-pt separator's edges land on whole pixels of the 3× screen: one pixel tall, at the bottom.
        #expect(same(cell.separatorView.frame, CGRect(x: 10, y: 131.0 / 3, width: 370, height: 1.0 / 3)))

        // Self-sized, the row is one body line plus the insets.
        let size = selfSizedHeight(of: cell.contentView)
        #expect(same(size, CGSize(width: 390, height: 121.0 / 3)))
        cell.frame = CGRect(origin: .zero, size: size)
        cell.layoutIfNeeded()
        #expect(same(cell.label.frame, CGRect(x: 10, y: 10, width: 347, height: 61.0 / 3)))
        #expect(same(cell.accessoryImageView.frame, CGRect(x: 367, y: 31.0 / 3, width: 13, height: 20)))
    }

    @Test func titleSupplementaryViewSizesToItsTitle() {
        let header = SampleTitleSupplementaryView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        header.label.text = "Section 1"
        header.layoutIfNeeded()
        #expect(header.label.frame == CGRect(x: 10, y: 10, width: 370, height: 24))
        #expect(selfSizedHeight(of: header) == CGSize(width: 390, height: 44))
        // A title longer than a line (34 × 11 = 374 pt) wraps.
        header.label.text = String(repeating: "T", count: 34)
        #expect(selfSizedHeight(of: header) == CGSize(width: 390, height: 68))
    }

    @Test func conferenceVideoCellGivesTheImageTheHeightTheLabelsLeave() {
        let cell = SampleConferenceVideoCell(frame: CGRect(x: 0, y: 0, width: 390, height: 250))
        cell.titleLabel.text = "WWDC19 Keynote"
        cell.categoryLabel.text = "Keynotes"
        cell.layoutIfNeeded()
        // Category at 250 − 13 = 237, title at 237 − 14.333 = 222.667, image 222.667 − 10 = 212.667 tall.
        #expect(same(cell.categoryLabel.frame, CGRect(x: 0, y: 237, width: 390, height: 13)))
        #expect(same(cell.titleLabel.frame, CGRect(x: 0, y: 668.0 / 3, width: 390, height: 43.0 / 3)))
        #expect(same(cell.imageView.frame, CGRect(x: 0, y: 0, width: 390, height: 638.0 / 3)))
    }
}
