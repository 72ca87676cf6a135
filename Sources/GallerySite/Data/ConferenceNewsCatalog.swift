import Foundation

/// The Conference News data (spec sample-gallery.md §4.4): five news items in the sample's source order, typos
/// and line breaks included.
enum ConferenceNewsCatalog {
    /// One news item. The date is a calendar day, as the sample builds it from year, month and day.
    struct Item: Sendable, Hashable {
        let title: String
        let year: Int
        let month: Int
        let day: Int
        let body: String

        /// The date as `DateFormatter` with `dateStyle = .short` writes it in en_US: "3/14/19". Written out here
        /// because a formatter's output depends on the machine's locale and time zone, and the page must not.
        var shortDate: String {
            "\(month)/\(day)/\(String(format: "%02d", year % 100))"
        }
    }

    private static let subtitlesBody = """
        All of this year's session videos are now available with Japanese and Simplified Chinese subtitles.
        Watch in the Videos tab or on the Apple Developer website.
        """

    /// The items in source order; an item's identifier is its index here.
    static let items: [Item] = [
        Item(title: "Conference 2019 Registration Now Open", year: 2019, month: 3, day: 14, body: """
            Register by Wednesday, March 20, 2019 at 5:00PM PSD for your chance to join us and thousands
            of coders, creators, and crazy ones at this year's Conference 19 in San Jose, June 3-7.
            """),
        Item(title: "Apply for a Conference19 Scholarship", year: 2019, month: 3, day: 14, body: """
            Conference Scholarships reward talented studens and STEM orgination members with the opportunity
            to attend this year's conference. Apply by Sunday, March 24, 2019 at 5:00PM PDT
            """),
        Item(title: "Conference18 Video Subtitles Now in More Languages", year: 2019, month: 8, day: 8, body: subtitlesBody),
        Item(title: "Lunchtime Inspiration", year: 2019, month: 6, day: 8,
             body: subtitlesBody.replacingOccurrences(of: "Simplified Chinese", with: "Simplified Chinease")),
        Item(title: "Close Your Rings Challenge", year: 2019, month: 6, day: 8, body: """
            Congratulations to all Close Your Rings Challenge participants for staying active
            throughout the week! Everyone who participated in the challenge can pick up a
            special reward pin outside on the Plaza until 5:00 p.m.
            """),
    ]
}
