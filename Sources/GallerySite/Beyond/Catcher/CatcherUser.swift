import OpenCollectionView

/// A user card of Catcher's main page (spec sample-gallery.md §8): stand-ins for the placeholder users the app
/// shows until its Firestore fetch finishes — six per section.
///
/// The app's placeholders have no pictures; each stand-in has a colour where the photo goes, a nickname, a count
/// of received picks (찜) and a one-line introduction.
public struct CatcherUser: Hashable, Sendable {
    /// The user's nickname.
    public let nickname: String
    /// How many people picked the user.
    public let picks: Int
    /// The user's introduction.
    public let introduction: String
    /// The user's number, from 0.
    public let identifier: Int

    /// The colour standing in for the user's photo.
    public var photoColor: UIColor {
        // Deep enough for the nickname's white bold text to read (at least 3.8:1, WCAG's large-text level).
        let palette: [(CGFloat, CGFloat, CGFloat)] = [
            (0.78, 0.33, 0.27), (0.25, 0.47, 0.72), (0.27, 0.53, 0.30), (0.72, 0.45, 0.05), (0.50, 0.38, 0.72),
            (0.13, 0.52, 0.52),
        ]
        let (red, green, blue) = palette[identifier % palette.count]
        return UIColor(red: red, green: green, blue: blue, alpha: 1)
    }

    /// Six stand-in users, the most picked first.
    public static let placeholders: [CatcherUser] = [
        ("하늘", 42, "산책과 사진을 좋아해요"), ("민준", 37, "주말엔 등산 가요"), ("서연", 29, "고양이 두 마리와 살아요"),
        ("지호", 21, "커피 한 잔 할래요?"), ("유나", 14, "새로운 사람을 만나고 싶어요"), ("도윤", 8, "맛집 탐방이 취미예요"),
    ].enumerated().map { index, user in
        CatcherUser(nickname: user.0, picks: user.1, introduction: user.2, identifier: index)
    }
}
