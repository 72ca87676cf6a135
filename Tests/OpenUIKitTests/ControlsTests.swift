import Foundation
import OpenUIKit
import Testing
import ViewTestSupport

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

    // MARK: Text field

    /// A delegate that logs every call and answers as told.
    final class FieldDelegate: UITextFieldDelegate {
        var log: [String] = []
        var allowsBegin = true
        var allowsEnd = true
        var allowsChange: (NSRange, String) -> Bool = { _, _ in true }
        var allowsClear = true
        var returns = true

        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
            log.append("shouldBegin")
            return allowsBegin
        }
        func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
            log.append("shouldEnd")
            return allowsEnd
        }
        func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd") }
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            log.append("change \(range.location),\(range.length) \"\(string)\"")
            return allowsChange(range, string)
        }
        func textFieldShouldClear(_ textField: UITextField) -> Bool {
            log.append("shouldClear")
            return allowsClear
        }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            log.append("shouldReturn")
            return returns
        }
    }

    /// A field whose control events are appended to `log` as their names.
    func loggedField(_ log: FieldDelegate) -> UITextField {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.delegate = log
        let events: [(UIControl.Event, String)] = [
            (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
            (.editingDidEndOnExit, "editingDidEndOnExit"),
        ]
        for (event, name) in events { field.addAction(UIAction { _ in log.log.append(name) }, for: event) }
        return field
    }

    @Test func aTextFieldStartsAsUIKitsDoes() {
        let field = UITextField()
        #expect(field.text == "")
        field.text = nil
        #expect(field.text == "")
        #expect(field.placeholder == nil)
        #expect(field.font == UIFont.systemFont(ofSize: 17))
        #expect(field.textColor == .label)
        #expect(field.textAlignment == .natural)
        #expect(field.borderStyle == .none)
        #expect(field.clearButtonMode == .never)
        #expect(field.keyboardType == .default)
        #expect(field.returnKeyType == .default)
        #expect(!field.isSecureTextEntry)
        #expect(field.autocapitalizationType == .sentences)
        #expect(field.autocorrectionType == .default)
        #expect(field.textContentType == nil)
        #expect(!field.isEditing)
        #expect(UIControl.Event.editingDidBegin.rawValue == 1 << 16)
        #expect(UIControl.Event.editingDidEndOnExit.rawValue == 1 << 19)
        #expect(UITextContentType.oneTimeCode.rawValue == "oneTimeCode")
        field.attributedText = NSAttributedString(string: "Hi")
        #expect(field.text == "Hi")
    }

    @Test func aTextFieldIsALineOfTextTallWithNoWidthOfItsOwn() {
        let field = UITextField()
        let line = UIFont.systemFont(ofSize: 17).lineHeight.rounded(.up)
        #expect(line == 21)
        #expect(field.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 21))
        field.borderStyle = .line
        #expect(field.intrinsicContentSize.height == 25)
        field.borderStyle = .roundedRect
        #expect(field.intrinsicContentSize.height == 34)
        field.font = .systemFont(ofSize: 34)
        #expect(field.intrinsicContentSize.height == UIFont.systemFont(ofSize: 34).lineHeight.rounded(.up) + 13)
        field.font = nil
        #expect(field.font == UIFont.systemFont(ofSize: 17))
    }

    @Test func autoLayoutGivesARoundedFieldItsHeightAndTheWidthItIsPinnedTo() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(field)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            field.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
            field.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
        ])
        container.layoutIfNeeded()
        // 300 − 16 − 16 wide; the intrinsic 34 tall.
        #expect(field.frame == CGRect(x: 16, y: 20, width: 268, height: 34))
    }

    @Test func typingAsksTheDelegateThenChangesTheTextAndSendsEditingChanged() {
        let log = FieldDelegate()
        let field = loggedField(log)
        field.hostDidChangeText("a")
        field.hostDidChangeText("ab")
        field.hostDidChangeText("b")
        #expect(field.text == "b")
        #expect(field.isEditing)
        #expect(log.log == [
            "shouldBegin", "didBegin", "editingDidBegin", "change 0,0 \"a\"", "editingChanged", "change 1,0 \"b\"", "editingChanged",
            "change 0,1 \"\"", "editingChanged",
        ])
        #expect(field.hostEditCount == 3)
    }

    @Test func aRefusedEditLeavesTheTextAndSendsNothing() {
        let log = FieldDelegate()
        // Digits only, as a PIN field's delegate would.
        log.allowsChange = { _, string in string.allSatisfy(\.isNumber) }
        let field = loggedField(log)
        field.hostDidChangeText("1")
        field.hostDidChangeText("1x")
        field.hostDidChangeText("12")
        #expect(field.text == "12")
        #expect(log.log.filter { $0 == "editingChanged" }.count == 2)
        #expect(log.log.contains("change 1,0 \"x\""))
        #expect(field.hostEditCount == 3)
    }

    @Test func theEditIsTheReplacedMiddleInUTF16() {
        let log = FieldDelegate()
        let field = loggedField(log)
        field.text = "a😀c"
        field.hostDidChangeText("a😀Xc")
        // 😀 is two UTF-16 units: X goes in at 3.
        #expect(log.log.last(where: { $0.hasPrefix("change") }) == "change 3,0 \"X\"")
        field.hostDidChangeText("ac")
        #expect(log.log.last(where: { $0.hasPrefix("change") }) == "change 1,3 \"\"")
    }

    @Test func returnAsksTheDelegateAndEndsEditingOnlyWhenItSaysYes() {
        let log = FieldDelegate()
        let field = loggedField(log)
        log.returns = false
        #expect(field.becomeFirstResponder())
        field.hostDidPressReturn()
        #expect(field.isEditing)
        log.returns = true
        log.log.removeAll()
        field.hostDidPressReturn()
        #expect(!field.isEditing)
        #expect(log.log == ["shouldReturn", "editingDidEndOnExit", "shouldEnd", "didEnd", "editingDidEnd"])
        log.log.removeAll()
        field.hostDidPressReturn()
        #expect(log.log.isEmpty)
    }

    @Test func theDelegateCanRefuseToBeginOrToEndEditing() {
        let log = FieldDelegate()
        let field = loggedField(log)
        log.allowsBegin = false
        #expect(!field.becomeFirstResponder())
        field.hostDidChangeText("x")
        #expect(field.text == "")
        #expect(!field.isFirstResponder)
        log.allowsBegin = true
        #expect(field.becomeFirstResponder())
        log.allowsEnd = false
        #expect(!field.resignFirstResponder())
        #expect(field.isFirstResponder)
        // endEditing(true) ends it anyway, as UIKit's does.
        let container = UIView()
        container.addSubview(field)
        #expect(container.endEditing(true))
        #expect(!field.isFirstResponder)
        #expect(log.log.suffix(2) == ["didEnd", "editingDidEnd"])
        field.isEnabled = false
        #expect(!field.becomeFirstResponder())
    }

    @Test func theClearButtonShowsAsItsModeSaysAndClearsWhenTheDelegateAllows() {
        let log = FieldDelegate()
        let field = loggedField(log)
        field.text = "Ada"
        #expect(!field.showsClearButton)
        field.clearButtonMode = .always
        #expect(field.showsClearButton)
        field.clearButtonMode = .whileEditing
        #expect(!field.showsClearButton)
        field.clearButtonMode = .unlessEditing
        #expect(field.showsClearButton)
        field.becomeFirstResponder()
        #expect(!field.showsClearButton)
        field.clearButtonMode = .whileEditing
        #expect(field.showsClearButton)
        log.allowsClear = false
        log.log.removeAll()
        field.hostDidClear()
        #expect(field.text == "Ada")
        #expect(log.log == ["shouldClear"])
        log.allowsClear = true
        field.hostDidClear()
        #expect(field.text == "")
        #expect(log.log == ["shouldClear", "shouldClear", "editingChanged"])
        // An empty field shows no clear button, and a press on it does nothing.
        #expect(!field.showsClearButton)
        field.hostDidClear()
        #expect(log.log.count == 3)
    }

    @Test func aDisabledFieldIgnoresTypingButCountsIt() {
        let field = UITextField()
        field.isEnabled = false
        field.hostDidChangeText("x")
        #expect(field.text == "")
        #expect(field.hostEditCount == 1)
    }

    // MARK: Slider

    @Test func aSliderKeepsItsValueInItsRange() {
        let slider = UISlider()
        #expect(slider.value == 0)
        #expect(slider.minimumValue == 0)
        #expect(slider.maximumValue == 1)
        #expect(slider.isContinuous)
        slider.value = 2
        #expect(slider.value == 1)
        slider.setValue(-1, animated: true)
        #expect(slider.value == 0)
        slider.value = .nan
        #expect(slider.value == 0)
        slider.maximumValue = 100
        slider.value = 80
        slider.maximumValue = 50
        #expect(slider.value == 50)
        slider.minimumValue = 60
        #expect(slider.maximumValue == 60)
        #expect(slider.value == 60)
        slider.maximumValue = 10
        #expect(slider.minimumValue == 10)
        #expect(slider.value == 10)
    }

    @Test func aSliderIsThirtyOnePointsTallAndAsWideAsAutoLayoutMakesIt() {
        #expect(UISlider().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 101))
        let slider = UISlider()
        slider.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(slider)
        NSLayoutConstraint.activate([
            slider.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            slider.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
            slider.centerYAnchor.constraint(equalTo: container.centerYAnchor),
        ])
        container.layoutIfNeeded()
        // 320 − 40 wide, 31 tall centred at 50.5: y = 50.5 − 15.5.
        #expect(slider.frame == CGRect(x: 20, y: 35, width: 280, height: 31))
    }

    @Test func aPersonsMoveSendsValueChangedOnlyWhenTheValueChanges() {
        let slider = UISlider()
        slider.minimumValue = 0
        slider.maximumValue = 50
        var sent: [Float] = []
        slider.addAction(UIAction { _ in sent.append(slider.value) }, for: .valueChanged)
        #expect(slider.accessibilityStep == 5)
        slider.hostDidSetValue(5)
        slider.hostDidSetValue(5)
        slider.hostDidSetValue(80)
        slider.hostDidSetValue(.infinity)
        slider.value = 10
        slider.isEnabled = false
        slider.hostDidSetValue(20)
        #expect(sent == [5, 50])
        #expect(slider.value == 10)
    }

    // MARK: Stepper

    @Test func aStepperStepsWithinItsRangeAndStopsAtTheEnds() {
        let stepper = UIStepper()
        #expect(stepper.value == 0)
        #expect(stepper.minimumValue == 0)
        #expect(stepper.maximumValue == 100)
        #expect(stepper.stepValue == 1)
        #expect(!stepper.wraps)
        #expect(stepper.autorepeat)
        #expect(stepper.isContinuous)
        #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
        #expect(stepper.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 94, height: 32))
        var sent: [Double] = []
        stepper.addAction(UIAction { _ in sent.append(stepper.value) }, for: .valueChanged)
        stepper.maximumValue = 2.5
        #expect(!stepper.canDecrement)
        stepper.hostDidDecrement()
        stepper.hostDidIncrement()
        stepper.hostDidIncrement()
        stepper.hostDidIncrement()
        #expect(!stepper.canIncrement)
        stepper.hostDidIncrement()
        #expect(sent == [1, 2, 2.5])
        stepper.value = 300
        #expect(stepper.value == 2.5)
    }

    @Test func aWrappingStepperGoesRoundToTheOtherEnd() {
        let stepper = UIStepper()
        stepper.wraps = true
        stepper.minimumValue = 1
        stepper.maximumValue = 3
        stepper.stepValue = 2
        #expect(stepper.value == 1)
        #expect(stepper.canDecrement)
        stepper.hostDidDecrement()
        #expect(stepper.value == 3)
        stepper.hostDidIncrement()
        #expect(stepper.value == 1)
        stepper.hostDidIncrement()
        #expect(stepper.value == 3)
    }

    @Test func aBadRangeOrStepIsReportedWithUIKitsExceptionAndIgnored() {
        let stepper = UIStepper()
        stepper.value = 5
        let (_, diagnostics) = Diagnostics.recording {
            stepper.minimumValue = 100
            stepper.maximumValue = -1
            stepper.stepValue = 0
            stepper.stepValue = -.infinity
        }
        #expect(diagnostics.map(\.severity) == [.error, .error, .error, .error])
        #expect(diagnostics.map(\.operation) == ["UIStepper.minimumValue", "UIStepper.maximumValue", "UIStepper.stepValue", "UIStepper.stepValue"])
        #expect(diagnostics[0].message == "NSInvalidArgumentException: minimumValue (100.0) must be less than maximumValue (100.0)")
        #expect(diagnostics[2].message == "NSInvalidArgumentException: stepValue (0.0) must be greater than 0")
        #expect(stepper.minimumValue == 0)
        #expect(stepper.maximumValue == 100)
        #expect(stepper.stepValue == 1)
        #expect(stepper.value == 5)
    }

    // MARK: Hosts

    @Test func hostsTypeInTextFieldsMoveSlidersAndPressSteppersByIdentity() throws {
        final class Screen: UIViewController, UITextFieldDelegate {
            let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
            let slider = UISlider(frame: CGRect(x: 20, y: 150, width: 200, height: 31))
            let stepper = UIStepper(frame: CGRect(x: 20, y: 200, width: 94, height: 32))
            var log: [String] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                field.delegate = self
                field.placeholder = "Name"
                field.clearButtonMode = .whileEditing
                field.addAction(UIAction { [unowned self] _ in log.append("text \(field.text ?? "")") }, for: .editingChanged)
                slider.addAction(UIAction { [unowned self] _ in log.append("slider \(slider.value)") }, for: .valueChanged)
                stepper.addAction(UIAction { [unowned self] _ in log.append("stepper \(stepper.value)") }, for: .valueChanged)
                for control in [field, slider, stepper] as [UIView] { view.addSubview(control) }
            }

            func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                log.append("return")
                return true
            }
        }
        let screen = Screen()
        let window = shownWindow(screen)
        let children = window.renderTree().screens[0].content.children
        let fieldID = try #require(children.first { $0.viewClass == "UITextField" }?.identity)
        let sliderID = try #require(children.first { $0.viewClass == "UISlider" }?.identity)
        let stepperID = try #require(children.first { $0.viewClass == "UIStepper" }?.identity)
        #expect(fieldID.hasPrefix("text-field-"))
        #expect(sliderID.hasPrefix("slider-"))
        #expect(stepperID.hasPrefix("stepper-"))
        _ = window.handle(.beginSearch(searchBar: fieldID))
        _ = window.handle(.searchText("Ada", searchBar: fieldID))
        var drawn = window.renderTree().screens[0].content.children.first { $0.viewClass == "UITextField" }
        guard case .textField(let editing) = drawn?.content else {
            Issue.record("no text field drawn")
            return
        }
        #expect(editing.text == "Ada")
        #expect(editing.isFocused)
        #expect(editing.showsClearButton)
        #expect(editing.editCount == 1)
        #expect(editing.accessibilityLabel == "Name")
        _ = window.handle(.clearText(fieldID))
        _ = window.handle(.searchText("Bo", searchBar: fieldID))
        _ = window.handle(.pressSearch(searchBar: fieldID))
        _ = window.handle(.searchText("ignored", searchBar: sliderID))
        _ = window.handle(.setSliderValue(sliderID, value: 0.25))
        _ = window.handle(.setSliderValue(stepperID, value: 0.5))
        _ = window.handle(.stepStepper(stepperID, increment: true))
        _ = window.handle(.stepStepper(stepperID, increment: false))
        _ = window.handle(.stepStepper(stepperID, increment: false))
        _ = window.handle(.stepStepper(sliderID, increment: true))
        #expect(screen.log == ["text Ada", "text ", "text Bo", "return", "slider 0.25", "stepper 1.0", "stepper 0.0"])
        drawn = window.renderTree().screens[0].content.children.first { $0.viewClass == "UITextField" }
        guard case .textField(let ended) = drawn?.content else {
            Issue.record("no text field drawn")
            return
        }
        #expect(!ended.isFocused)
        #expect(ended.editCount == 3)
        let stepperNode = window.renderTree().screens[0].content.children.first { $0.viewClass == "UIStepper" }
        #expect(stepperNode?.content == .stepper(RenderStepper(value: 0, minimumValue: 0, maximumValue: 100, canDecrement: false, canIncrement: true)))
        _ = window.handle(.beginSearch(searchBar: fieldID))
        _ = window.handle(.endEditing(fieldID))
        #expect(!screen.field.isFirstResponder)
    }

    // MARK: A button's menu as its primary action

    @Test func aButtonMenuOpensOnATapWhenItIsThePrimaryActionElseOnALongPressAndAChoiceRunsWithTheButtonAsSender() throws {
        final class Screen: UIViewController {
            let button = UIButton(type: .system)
            var log: [String] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                button.frame = CGRect(x: 30, y: 200, width: 80, height: 34)
                let actions = ["Name", "Date"].map { order in
                    UIAction(title: order, state: order == "Name" ? .on : .off) { [unowned self] action in
                        log.append("\(order) from \(action.sender.map { String(describing: type(of: $0)) } ?? "nobody")")
                    }
                }
                button.menu = UIMenu(title: "Sort By", options: .singleSelection, children: actions)
                button.addAction(UIAction { [unowned self] _ in log.append("primary") }, for: .primaryActionTriggered)
                button.addAction(UIAction { [unowned self] _ in log.append("menu") }, for: .menuActionTriggered)
                view.addSubview(button)
            }
        }
        let screen = Screen()
        let window = shownWindow(screen)
        let identity = screen.button.hostIdentity
        // Not the primary action: a tap sends the actions and opens nothing; a long press shows the menu.
        _ = window.handle(.tapButton(identity))
        #expect(window.renderTree().presentedMenu == nil)
        #expect(screen.log == ["primary"])
        let held = window.handle(.longPressButton(identity))
        #expect(held.presentedMenu?.elements.map(\.title) == ["Name", "Date"])
        #expect(screen.log == ["primary", "menu"])
        _ = window.handle(.dismissMenu)
        screen.log = []
        screen.button.showsMenuAsPrimaryAction = true
        let tree = window.handle(.tapButton(identity))
        let menu = try #require(tree.presentedMenu)
        #expect(menu.sourceIdentity == identity)
        #expect(menu.sourceFrame == CGRect(x: 30, y: 200, width: 80, height: 34))
        #expect(menu.title == "Sort By")
        #expect(menu.elements.map(\.title) == ["Name", "Date"])
        #expect(menu.elements.map(\.state) == [.on, .off])
        let chosen = window.handle(.chooseMenuElement(index: 1))
        #expect(chosen.presentedMenu == nil)
        #expect(screen.log == ["menu", "Date from UIButton"])
        // The single-selection menu now has Date on.
        _ = window.handle(.tapButton(identity))
        #expect(window.renderTree().presentedMenu?.elements.map(\.state) == [.off, .on])
        _ = window.handle(.dismissMenu)
        #expect(window.renderTree().presentedMenu == nil)
        // A disabled button opens nothing, and neither does a long press of one without a menu.
        screen.button.isEnabled = false
        _ = window.handle(.tapButton(identity))
        _ = window.handle(.longPressButton(identity))
        #expect(window.renderTree().presentedMenu == nil)
        screen.button.isEnabled = true
        screen.button.menu = nil
        _ = window.handle(.longPressButton(identity))
        #expect(window.renderTree().presentedMenu == nil)
        #expect(screen.log == ["menu", "Date from UIButton", "menu"])
    }
}
