import Foundation
@testable import GallerySite
import OpenCollectionView
import Testing

/// Beyond the Sample › Photos through host events, as a page sends them: 390 points across three columns of 130-point
/// squares with a point of inset, the size switch, prefetching's log, the context menu and a drag that reorders.
@MainActor
@Suite struct PhotosScreenTests {
    let screen = ShownScreen("photos")

    private var photos: PhotosViewController { screen.viewController as! PhotosViewController }

    private func frame(ofItem item: Int) -> CGRect? {
        photos.collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    private var order: [Int] { Array(photos.dataSource.snapshot().itemIdentifiers.prefix(4)) }

    private var gridIdentity: String { photos.collectionView.hostIdentity }

    @Test func threeSquaresToARowAndTheSwitchChangesTheirSize() {
        #expect(frame(ofItem: 0) == CGRect(x: 1, y: 1, width: 128, height: 128))
        #expect(frame(ofItem: 4) == CGRect(x: 131, y: 131, width: 128, height: 128))
        let segments = photos.sizeControl.hostIdentity
        _ = screen.window.handle(.selectSegment(segments, index: 2))
        #expect(frame(ofItem: 6) == CGRect(x: 79, y: 79, width: 76, height: 76))
        _ = screen.window.handle(.selectSegment(segments, index: 0))
        #expect(frame(ofItem: 3) == CGRect(x: 196, y: 196, width: 193, height: 193))
    }

    /// A desktop window fits more of each size: 1,280 points holds ten medium thumbnails (128 wide, 126 drawn), seven
    /// large and sixteen small.
    @Test func widerWindowsFitMoreThumbnailsToARow() {
        let wide = ShownScreen("photos", .desktop)
        let photos = wide.viewController as! PhotosViewController
        func frame(_ item: Int) -> CGRect? {
            photos.collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
        }
        #expect(frame(9) == CGRect(x: 1153, y: 1, width: 126, height: 126))
        #expect(frame(10)?.minY == 129)
        _ = wide.window.handle(.selectSegment(photos.sizeControl.hostIdentity, index: 0))
        #expect(PhotosViewController.columns(across: 1280, side: 195) == 7)
        #expect(frame(7)?.minX == 1)
        _ = wide.window.handle(.selectSegment(photos.sizeControl.hostIdentity, index: 2))
        #expect(frame(16)?.minX == 1)
        #expect(frame(15)?.maxX == 1279)
    }

    /// The grid ends at the bar: its safe area (and so its inset) stops 72 points above the screen's own.
    @Test func theGridScrollsUnderTheBarWithItsRowsAboveIt() {
        let collectionView = photos.collectionView!
        #expect(collectionView.adjustedContentInset.bottom == collectionView.safeAreaInsets.bottom)
        #expect(collectionView.safeAreaInsets.bottom >= PhotosViewController.barHeight)
    }

    @Test func scrollingPrefetchesTheNextScreenAndTheLogSaysSo() {
        _ = screen.window.handle(.collectionView(gridIdentity, .scroll(to: CGPoint(x: 0, y: 600))))
        #expect(photos.prefetchLog.last?.hasPrefix("Prefetched photos ") == true)
        #expect(photos.logLabel.text == photos.prefetchLog.last)
        #expect(!photos.thumbnails.isEmpty)
        #expect(photos.thumbnails.values.allSatisfy { $0.size.width <= 130 && $0.size.height <= 130 })
    }

    @Test func theContextMenuMarksAFavouriteAndDeletes() throws {
        _ = screen.window.handle(.collectionView(gridIdentity, .showContextMenu(item: IndexPath(item: 1, section: 0), at: CGPoint(x: 190, y: 60))))
        let menu = try #require(photos.collectionView.renderTree().presentedMenu)
        #expect(menu.elements.map(\.title) == ["Share", "Favourite", "Delete"])
        _ = screen.window.handle(.collectionView(gridIdentity, .chooseMenuElement(index: 1)))
        #expect(photos.favourites == [1])
        _ = screen.window.handle(.collectionView(gridIdentity, .showContextMenu(item: IndexPath(item: 1, section: 0), at: CGPoint(x: 190, y: 60))))
        #expect(photos.collectionView.renderTree().presentedMenu?.elements.map(\.title) == ["Share", "Unfavourite", "Delete"])
        _ = screen.window.handle(.collectionView(gridIdentity, .chooseMenuElement(index: 2)))
        #expect(order == [0, 2, 3, 4])
        #expect(photos.collectionView.lastBatchUpdate?.itemUpdates.count == 1)
    }

    /// Photo 1 lifted and dropped over photo 3 lands in its place; photos 2 and 3 move back one.
    @Test func aDragMovesAPhotoToWhereItIsDropped() {
        _ = screen.window.handle(.collectionView(gridIdentity, .liftItem(IndexPath(item: 0, section: 0), at: CGPoint(x: 65, y: 65))))
        #expect(photos.collectionView.hasActiveDrag)
        _ = screen.window.handle(.collectionView(gridIdentity, .dragMoved(to: CGPoint(x: 325, y: 65))))
        _ = screen.window.handle(.collectionView(gridIdentity, .dragEnded))
        #expect(order == [1, 2, 0, 3])
        #expect(!photos.collectionView.hasActiveDrag)
    }
}
