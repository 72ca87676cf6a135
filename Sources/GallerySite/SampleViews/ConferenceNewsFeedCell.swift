import OpenCollectionView

/// The sample's `ConferenceNewsFeedCell`: a wrapping title2 title, the caption2 date and the wrapping body a
/// standard spacing apart inside the content view's margins, then 20 pt lower a 1 pt separator in the placeholder
/// colour, which the feed hides on its last row. The row's height follows the text.
final class ConferenceNewsFeedCell: UICollectionViewCell {
    static let reuseIdentifier = "conference-news-feed-cell-reuse-identifier"
    let titleLabel = UILabel()
    let dateLabel = UILabel()
    let bodyLabel = UILabel()
    let separatorView = UIView()

    var showsSeparator = true {
        didSet { updateSeparator() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    required init?(coder: NSCoder) {
        return nil
    }

    private func configure() {
        for view in [titleLabel, dateLabel, bodyLabel, separatorView] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        titleLabel.font = UIFont.preferredFont(forTextStyle: .title2)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.numberOfLines = 0
        dateLabel.font = UIFont.preferredFont(forTextStyle: .caption2)
        dateLabel.adjustsFontForContentSizeCategory = true
        bodyLabel.font = UIFont.preferredFont(forTextStyle: .body)
        bodyLabel.adjustsFontForContentSizeCategory = true
        bodyLabel.numberOfLines = 0
        separatorView.backgroundColor = .placeholderText

        let views: [String: Any] = ["title": titleLabel, "date": dateLabel, "body": bodyLabel, "separator": separatorView]
        var constraints: [NSLayoutConstraint] = []
        for format in ["H:|-[title]-|", "H:|-[date]", "H:|-[body]-|", "H:|-[separator]-|",
                       "V:|-[title]-[date]-[body]-20-[separator(==1)]|"] {
            constraints += NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views)
        }
        NSLayoutConstraint.activate(constraints)
    }

    private func updateSeparator() {
        separatorView.isHidden = !showsSeparator
    }
}
