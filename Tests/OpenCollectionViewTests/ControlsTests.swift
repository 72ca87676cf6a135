import Foundation
import OpenCollectionView
import Testing

/// The controls people put in cells, headers and bars — `UIActivityIndicatorView`, `UIProgressView`, `UIPageControl`
/// and `UISegmentedControl` — as apps use them: their values and limits, sizes, the actions a person's taps send (and
/// that code's changes do not), and what hosts draw and send.
@MainActor
@Suite struct ControlsTests {
    // MARK: Activity indicator

    @Test func aSpinnerIsItsStylesSquareAndHidesWhileStopped() {
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner.frame.size == CGSize(width: 20, height: 20))
        #expect(spinner.intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(UIActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(spinner.hidesWhenStopped)
        #expect(!spinner.isAnimating)
        #expect(spinner.isHidden)
        spinner.startAnimating()
        #expect(spinner.isAnimating)
        #expect(!spinner.isHidden)
        spinner.stopAnimating()
        #expect(spinner.isHidden)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        spinner.stopAnimating()
        #expect(!spinner.isHidden)
    }

    @Test func aSpinnerTellsHostsWhetherItTurnsInItsColour() {
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.color = .systemRed
        spinner.startAnimating()
        #expect(spinner.renderNode().content == .activityIndicator(isAnimating: true, color: .systemRed, diameter: 37))
        spinner.stopAnimating()
        #expect(spinner.renderNode().isHidden)
        let grey = UIActivityIndicatorView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        grey.hidesWhenStopped = false
        #expect(grey.renderNode().content == .activityIndicator(isAnimating: false, color: .secondaryLabel, diameter: 20))
        #expect(!grey.renderNode().isHidden)
    }

    // MARK: Progress view

    @Test func progressIsClampedToZeroThroughOne() {
        let bar = UIProgressView(progressViewStyle: .default)
        #expect(bar.progress == 0)
        bar.progress = 0.25
        #expect(bar.progress == 0.25)
        bar.setProgress(1.5, animated: true)
        #expect(bar.progress == 1)
        bar.progress = -3
        #expect(bar.progress == 0)
        bar.progress = .nan
        #expect(bar.progress == 0)
    }

    @Test func aProgressBarIsFourPointsTallAndAsWideAsItIsGiven() {
        let bar = UIProgressView(progressViewStyle: .bar)
        #expect(bar.progressViewStyle == .bar)
        #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
        #expect(bar.sizeThatFits(CGSize(width: 300, height: 100)) == CGSize(width: 300, height: 4))
    }

    @Test func aProgressBarDrawsInTheTintOverTheSystemFillUnlessTold() {
        let bar = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
        bar.progress = 0.5
        #expect(bar.renderNode().content == .progress(0.5, tint: bar.tintColor, track: .systemFill))
        bar.progressTintColor = .systemGreen
        bar.trackTintColor = .systemGray
        #expect(bar.renderNode().content == .progress(0.5, tint: .systemGreen, track: .systemGray))
    }

    // MARK: Page control

    @Test func theCurrentPageStaysAmongThePages() {
        let pages = UIPageControl()
        #expect(pages.numberOfPages == 0)
        #expect(pages.currentPage == 0)
        pages.numberOfPages = 5
        pages.currentPage = 3
        #expect(pages.currentPage == 3)
        pages.currentPage = 9
        #expect(pages.currentPage == 4)
        pages.currentPage = -2
        #expect(pages.currentPage == 0)
        pages.currentPage = 4
        pages.numberOfPages = 2
        #expect(pages.currentPage == 1)
        pages.numberOfPages = -1
        #expect(pages.numberOfPages == 0)
        #expect(pages.currentPage == 0)
    }

    @Test func dotsTakeSixteenPointsEachTwentySixTall() {
        let pages = UIPageControl()
        #expect(pages.size(forNumberOfPages: 3) == CGSize(width: 68, height: 26))
        #expect(pages.size(forNumberOfPages: 0) == CGSize(width: 0, height: 26))
        pages.numberOfPages = 5
        #expect(pages.intrinsicContentSize == CGSize(width: 100, height: 26))
        #expect(pages.sizeThatFits(.zero) == CGSize(width: 100, height: 26))
    }

    @Test func aTapOnEitherHalfMovesAPageAndSendsValueChangedOnlyWhenItMoves() {
        let pages = UIPageControl(frame: CGRect(x: 0, y: 0, width: 100, height: 26))
        pages.numberOfPages = 3
        var sent: [Int] = []
        pages.addAction(UIAction { action in sent.append((action.sender as! UIPageControl).currentPage) }, for: .valueChanged)
        pages.currentPage = 1
        #expect(sent.isEmpty)
        pages.hostDidTap(at: CGPoint(x: 80, y: 10))
        #expect(pages.currentPage == 2)
        pages.hostDidTap(at: CGPoint(x: 90, y: 10))
        #expect(pages.currentPage == 2)
        pages.hostDidTap(at: CGPoint(x: 10, y: 10))
        #expect(sent == [2, 1])
        pages.semanticContentAttribute = .forceRightToLeft
        pages.hostDidTap(at: CGPoint(x: 10, y: 10))
        #expect(pages.currentPage == 2)
        pages.isEnabled = false
        pages.hostDidSetPage(0)
        #expect(pages.currentPage == 2)
        #expect(sent == [2, 1, 2])
    }

    @Test func aSinglePageCanHideTheControl() {
        let pages = UIPageControl(frame: CGRect(x: 0, y: 0, width: 100, height: 26))
        pages.numberOfPages = 1
        #expect(!pages.renderNode().isHidden)
        pages.hidesForSinglePage = true
        #expect(pages.renderNode().isHidden)
        pages.numberOfPages = 2
        #expect(!pages.renderNode().isHidden)
    }

    // MARK: Segmented control

    @Test func segmentsAreMadeFromTitlesAndEditedByIndex() {
        let control = UISegmentedControl(items: ["Day", "Week", "Month"])
        #expect(control.numberOfSegments == 3)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(UISegmentedControl.noSegment == -1)
        #expect(control.titleForSegment(at: 1) == "Week")
        #expect(control.titleForSegment(at: 3) == nil)
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Hour", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2)
        #expect((0..<4).map { control.titleForSegment(at: $0) } == ["Hour", "Day", "Week", "Month"])
        control.insertSegment(withTitle: "Year", at: 99, animated: true)
        #expect(control.titleForSegment(at: 4) == "Year")
        control.setTitle("Wk", forSegmentAt: 2)
        #expect(control.titleForSegment(at: 2) == "Wk")
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 1)
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
    }

    @Test func segmentsShareTheWidthOfTheWidestTitleAndAreThirtyTwoPointsTall() {
        let control = UISegmentedControl(items: ["A", "Longer"])
        let font = UIFont.systemFont(ofSize: 13, weight: .semibold)
        let widest = TextMeasurement.current.measure(TextMeasurementRequest(text: "Longer", font: font, numberOfLines: 1))
            .size.width.rounded(.up)
        #expect(control.intrinsicContentSize == CGSize(width: 2 * (widest + 24), height: 32))
        #expect(control.frame.size == control.intrinsicContentSize)
    }

    @Test func aTapSelectsTheSegmentThereAndSendsValueChangedOnce() {
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        var changes: [Int] = []
        control.addAction(UIAction { action in changes.append((action.sender as! UISegmentedControl).selectedSegmentIndex) }, for: .valueChanged)
        control.selectedSegmentIndex = 0
        #expect(changes.isEmpty)
        control.hostDidTap(at: CGPoint(x: 250, y: 16))
        #expect(control.selectedSegmentIndex == 2)
        control.hostDidTap(at: CGPoint(x: 250, y: 16))
        control.setEnabled(false, forSegmentAt: 1)
        #expect(!control.isEnabledForSegment(at: 1))
        control.hostDidSelectSegment(1)
        control.hostDidSelectSegment(5)
        #expect(changes == [2])
        control.semanticContentAttribute = .forceRightToLeft
        control.hostDidTap(at: CGPoint(x: 250, y: 16))
        #expect(control.selectedSegmentIndex == 0)
        control.isEnabled = false
        control.hostDidSelectSegment(2)
        #expect(changes == [2, 0])
    }

    @Test func aMomentaryControlSelectsOnlyWhileItsActionsRun() {
        let control = UISegmentedControl(items: ["Undo", "Redo"])
        control.isMomentary = true
        var seen: [Int] = []
        control.addAction(UIAction { action in seen.append((action.sender as! UISegmentedControl).selectedSegmentIndex) }, for: .valueChanged)
        control.hostDidSelectSegment(1)
        control.hostDidSelectSegment(1)
        #expect(seen == [1, 1])
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test func actionsMakeSegmentsAndRunWhenTheirSegmentIsChosen() {
        var chosen: [String] = []
        let list = UIAction(title: "List") { chosen.append($0.title) }
        let grid = UIAction(title: "Grid") { chosen.append($0.title) }
        let control = UISegmentedControl(frame: .zero, actions: [list, grid])
        #expect(control.numberOfSegments == 2)
        #expect(control.titleForSegment(at: 1) == "Grid")
        #expect(control.actionForSegment(at: 0) === list)
        control.hostDidSelectSegment(1)
        control.hostDidSelectSegment(0)
        #expect(chosen == ["Grid", "List"])
        control.insertSegment(action: UIAction(title: "Map") { chosen.append($0.title) }, at: 2, animated: false)
        control.hostDidSelectSegment(2)
        #expect(chosen == ["Grid", "List", "Map"])
    }

    // MARK: Hosts

    @Test func hostsSeeTheControlsAndChooseSegmentsAndPagesByIdentity() throws {
        final class Screen: UIViewController {
            let segments = UISegmentedControl(items: ["Red", "Green"])
            let pages = UIPageControl()
            var log: [String] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                segments.frame = CGRect(x: 20, y: 100, width: 200, height: 32)
                segments.selectedSegmentIndex = 0
                segments.addAction(UIAction { [unowned self] _ in log.append("segment \(segments.selectedSegmentIndex)") }, for: .valueChanged)
                pages.numberOfPages = 4
                pages.frame = CGRect(x: 20, y: 150, width: 200, height: 26)
                pages.addAction(UIAction { [unowned self] _ in log.append("page \(pages.currentPage)") }, for: .valueChanged)
                view.addSubview(segments)
                view.addSubview(pages)
            }
        }
        let screen = Screen()
        let window = shownWindow(screen)
        let children = window.renderTree().screens[0].content.children
        let segmentsNode = try #require(children.first { $0.viewClass == "UISegmentedControl" })
        #expect(segmentsNode.children.isEmpty)
        guard case .segmentedControl(let drawn) = segmentsNode.content else {
            Issue.record("not a segmented control: \(segmentsNode.content)")
            return
        }
        #expect(drawn.segments.map(\.title) == ["Red", "Green"])
        #expect(drawn.segments.map(\.frame) == [CGRect(x: 0, y: 0, width: 100, height: 32), CGRect(x: 100, y: 0, width: 100, height: 32)])
        #expect(drawn.selectedIndex == 0)
        #expect(drawn.isEnabled)
        let pagesNode = try #require(children.first { $0.viewClass == "UIPageControl" })
        #expect(pagesNode.content == .pageControl(RenderPageControl(
            numberOfPages: 4, currentPage: 0, isEnabled: true, indicatorColor: .tertiaryLabel, currentIndicatorColor: .label)))
        let segmentsIdentity = try #require(segmentsNode.identity)
        let pagesIdentity = try #require(pagesNode.identity)
        #expect(segmentsIdentity.hasPrefix("segmented-control-"))
        #expect(pagesIdentity.hasPrefix("page-control-"))
        _ = window.handle(.selectSegment(segmentsIdentity, index: 1))
        _ = window.handle(.setPage(pagesIdentity, page: 3))
        _ = window.handle(.setPage(pagesIdentity, page: 40))
        _ = window.handle(.selectSegment(pagesIdentity, index: 0))
        _ = window.handle(.setPage(segmentsIdentity, page: 0))
        #expect(screen.log == ["segment 1", "page 3"])
        let redrawn = window.renderTree().screens[0].content.children
        guard case .segmentedControl(let chosen) = redrawn.first(where: { $0.viewClass == "UISegmentedControl" })?.content,
            case .pageControl(let paged) = redrawn.first(where: { $0.viewClass == "UIPageControl" })?.content
        else {
            Issue.record("the controls are gone")
            return
        }
        #expect(chosen.selectedIndex == 1)
        #expect(paged.currentPage == 3)
    }
}
