import OpenCollectionView
import OpenCollectionViewSnapshotTesting
import SnapshotTesting
import XCTest

@testable import GallerySite

/// The same strategies in an `XCTestCase`, for teams whose suites are XCTest classes: `assertSnapshot` fails the test
/// through XCTest when the screen no longer matches its reference in `__Snapshots__`.
final class GalleryXCTestSnapshotTests: XCTestCase {
    @MainActor
    func testSimpleListOnAnIPhoneSE() async {
        let screen = UINavigationController(rootViewController: SimpleListViewController())
        assertSnapshot(of: screen, as: .layout(on: .iPhoneSE))
    }
}
