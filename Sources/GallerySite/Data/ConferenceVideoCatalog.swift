/// The Conference Videos data (spec sample-gallery.md §4.3): five collections of 23 videos, as the sample's
/// `ConferenceVideoController` builds them, typos included.
enum ConferenceVideoCatalog {
    /// One video: its title and its category.
    struct Video: Sendable, Hashable {
        let title: String
        let category: String
    }

    /// One collection: a section with its title header.
    struct Collection: Sendable, Hashable {
        let title: String
        let videos: [Video]
    }

    private static let techTalks = "Tech Talks"
    private static let appStoreConnect = "App Store Connect"
    private static let conference2017 = "Conference 2017"
    private static let conference2018 = "Conference 2018"

    /// The collections in the sample's order.
    static let collections: [Collection] = [
        Collection(title: "The New iPad Pro", videos: [
            Video(title: "Bringing Your Apps to the New iPad Pro", category: techTalks),
            Video(title: "Designing for iPad Pro and Apple Pencil", category: techTalks),
        ]),
        Collection(title: "iPhone and Apple Watch", videos: [
            Video(title: "Building Apps for iPhone XS, iPhone XS Max, and iPhone XR", category: techTalks),
            Video(title: "Designing for Apple Watch Series 4", category: techTalks),
            Video(title: "Developing Complications for Apple Watch Series 4", category: techTalks),
            Video(title: "What's New in Core NFC", category: techTalks),
        ]),
        Collection(title: "App Store Connect", videos: [
            Video(title: "App Store Connect Basics", category: appStoreConnect),
            Video(title: "App Analytics Retention", category: appStoreConnect),
            Video(title: "App Analytics Metrics", category: appStoreConnect),
            Video(title: "App Analytics Overview", category: appStoreConnect),
            Video(title: "TestFlight", category: appStoreConnect),
        ]),
        Collection(title: "Apps on Your Wrist", videos: [
            Video(title: "What's new in watchOS", category: conference2018),
            Video(title: "Updating for Apple Watch Series 3", category: techTalks),
            Video(title: "Planning a Great Apple Watch Experience", category: conference2017),
            Video(title: "News Ways to Work with Workouts", category: conference2018),
            Video(title: "Siri Shortcuts on the Siri Watch Face", category: conference2018),
            Video(title: "Creating Audio Apps for watchOS", category: conference2018),
            Video(title: "Designing Notifications", category: conference2018),
        ]),
        Collection(title: "Speaking with Siri", videos: [
            Video(title: "Introduction to Siri Shortcuts", category: conference2018),
            Video(title: "Building for Voice with Siri Shortcuts", category: conference2018),
            Video(title: "What's New in SiriKit", category: conference2017),
            Video(title: "Making Great SiriKit Experiences", category: conference2017),
            Video(title: "Increase Usage of You App With Proactive Suggestions", category: conference2018),
        ]),
    ]

    /// Every video in collection order; a video's identifier is its index here.
    static let allVideos: [Video] = collections.flatMap(\.videos)
}
