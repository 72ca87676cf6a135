import Foundation
@testable import OpenCollectionView
import Testing

@testable import OpenCollectionViewWeb

/// The controls of issue 22's second part drawn as HTML that screen readers and keyboards can use: a spinner is a
/// named status only while it turns, a progress bar a `progressbar` with its value, a page control a slider over the
/// pages, a segmented control a radio group whose chosen radio is the one tab stop.
@MainActor
@Suite struct ControlsHTMLTests {
    let context = DrawingContext()

    func html(_ view: UIView) -> String {
        NodeHTML.html(view.renderNode(), in: context)
    }

    @Test func aTurningSpinnerIsAStatusNamedInProgressWithEightSpokes() {
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.startAnimating()
        let turning = html(spinner)
        #expect(turning.contains(#"role="status" aria-label="In progress""#))
        #expect(turning.contains(#"<div class="ocv-spinner" data-animating="true" style="width:37px;height:37px;"#))
        #expect(turning.components(separatedBy: "ocv-spoke").count == 9)
        spinner.hidesWhenStopped = false
        spinner.stopAnimating()
        let still = html(spinner)
        #expect(!still.contains("role=\"status\""))
        #expect(still.contains(#"aria-hidden="true""#))
        #expect(still.contains(#"data-animating="false""#))
    }

    @Test func theStylesheetStopsTheSpinnerForReducedMotion() {
        #expect(Stylesheet.css.contains(#"@media (prefers-reduced-motion: reduce) { .ocv-spinner[data-animating="true"] { animation: none; } }"#))
    }

    @Test func aProgressBarIsAProgressbarWithItsPercentageAndFill() {
        let bar = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
        bar.setProgress(0.426, animated: false)
        bar.progressTintColor = .systemGreen
        let drawn = html(bar)
        #expect(drawn.contains(#"role="progressbar" aria-valuemin="0" aria-valuemax="100" aria-valuenow="43" aria-label="Progress""#))
        #expect(drawn.contains("<div class=\"ocv-progress-fill\" style=\"width:42.6%;\(CSS.declaration("background", UIColor.systemGreen, in: context))\">"))
    }

    @Test func aPageControlIsASliderOverThePagesWithADotEach() {
        let pages = UIPageControl(frame: CGRect(x: 0, y: 0, width: 100, height: 26))
        pages.numberOfPages = 3
        pages.currentPage = 1
        let drawn = html(pages)
        #expect(drawn.contains(#"role="slider" data-page-control data-current-page="1" data-number-of-pages="3""#))
        #expect(drawn.contains(#"aria-valuemin="1" aria-valuemax="3" aria-valuenow="2" aria-valuetext="Page 2 of 3" tabindex="0" aria-label="Page""#))
        #expect(drawn.components(separatedBy: "class=\"ocv-page-dot\"").count == 4)
        #expect(drawn.components(separatedBy: "data-current").count == 3)  // data-current-page and the one current dot
        #expect(drawn.contains("data-host-identity=\"\(pages.hostIdentity)\""))
        pages.isEnabled = false
        #expect(html(pages).contains(#"aria-valuetext="Page 2 of 3" aria-disabled="true""#))
    }

    @Test func aSegmentedControlIsARadioGroupWhoseChosenRadioIsTheTabStop() {
        let control = UISegmentedControl(items: ["Day", "Week", "<Month>"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        control.setEnabled(false, forSegmentAt: 0)
        let unchosen = html(control)
        #expect(unchosen.contains(#"role="radiogroup" data-segmented"#))
        #expect(unchosen.contains(#"<div class="ocv-segment-thumb" aria-hidden="true" style="display:none"></div>"#))
        // With nothing chosen, the first enabled segment takes the tab stop.
        #expect(unchosen.contains(#"data-segment-index="0" aria-checked="false" aria-disabled="true" tabindex="-1""#))
        #expect(unchosen.contains(#"data-segment-index="1" aria-checked="false" tabindex="0""#))
        #expect(unchosen.contains("&lt;Month&gt;"))
        control.selectedSegmentIndex = 2
        let chosen = html(control)
        #expect(chosen.contains(#"data-segment-index="1" aria-checked="false" tabindex="-1""#))
        #expect(chosen.contains(#"data-segment-index="2" aria-checked="true" tabindex="0" style="left:200px;top:0px;width:100px;height:32px""#))
        #expect(chosen.contains(#"<div class="ocv-segment-thumb" aria-hidden="true" style="left:202px;top:2px;width:96px;height:28px"></div>"#))
        control.isEnabled = false
        let disabled = html(control)
        #expect(disabled.contains(#"role="radiogroup" data-segmented aria-disabled="true""#))
        #expect(!disabled.contains(#"tabindex="0""#))
    }

    @Test func aTextFieldIsAnInputWithItsKeyboardHintsNameAndTheServersText() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.placeholder = "E-mail"
        field.text = "a<b"
        field.keyboardType = .emailAddress
        field.returnKeyType = .next
        field.autocapitalizationType = .none
        field.autocorrectionType = .no
        field.textContentType = .emailAddress
        field.textAlignment = .center
        let drawn = html(field)
        #expect(drawn.contains(#"data-text-field data-border-style="roundedRect""#))
        #expect(drawn.contains(#"<input class="ocv-text-field" type="text" value="a&lt;b" data-text="a&lt;b" data-edits="0" data-editing="false" placeholder="E-mail" aria-label="E-mail""#))
        #expect(drawn.contains(#"enterkeyhint="next" inputmode="email" autocapitalize="none" autocomplete="email" autocorrect="off" spellcheck="false""#))
        #expect(drawn.contains("text-align:center"))
        #expect(drawn.contains(#"<button class="ocv-text-clear" type="button" aria-label="Clear text" tabindex="-1" hidden>"#))
        #expect(drawn.contains("data-host-identity=\"\(field.hostIdentity)\""))
        field.accessibilityLabel = "Work address"
        field.clearButtonMode = .always
        field.isEnabled = false
        let disabled = html(field)
        #expect(disabled.contains(#"aria-label="Work address""#))
        #expect(disabled.contains(" disabled style="))
        // A disabled field's clear button stays hidden.
        #expect(disabled.contains(#"tabindex="-1" hidden>"#))
        field.isEnabled = true
        #expect(html(field).contains(#"aria-label="Clear text" tabindex="-1">"#))
    }

    @Test func aSecureFieldIsAPasswordInputAndEachReturnKeyHasItsHint() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.isSecureTextEntry = true
        let drawn = html(field)
        #expect(drawn.contains(#"type="password""#))
        #expect(drawn.contains(#"autocomplete="current-password""#))
        #expect(!drawn.contains("autocorrect"))
        let hints: [(UIReturnKeyType, String)] = [(.default, "enter"), (.go, "go"), (.search, "search"), (.send, "send"), (.done, "done"), (.continue, "next")]
        for (type, hint) in hints {
            field.returnKeyType = type
            #expect(html(field).contains("enterkeyhint=\"\(hint)\""), "\(type)")
        }
        field.textContentType = .oneTimeCode
        field.keyboardType = .numberPad
        #expect(html(field).contains(#"inputmode="numeric" autocapitalize="sentences" autocomplete="one-time-code""#))
    }

    @Test func aFocusedFieldLeavesItsValueToTheLivePageButNotItsText() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.hostDidChangeText("Ada")
        var live = DrawingContext()
        live.leavesFocusedFieldsToThePage = true
        let drawn = NodeHTML.html(field.renderNode(), in: live)
        #expect(!drawn.contains("value="))
        #expect(drawn.contains(#"data-text="Ada" data-edits="1" data-editing="true""#))
    }

    @Test func aSliderIsAnARIASliderStepsOfATenthAndAThumbAtItsFraction() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
        slider.maximumValue = 50
        slider.value = 12.5
        let drawn = html(slider)
        #expect(drawn.contains(#"role="slider" data-slider aria-orientation="horizontal" aria-valuemin="0" aria-valuemax="50" aria-valuenow="12.5" data-step="5" data-continuous="true" tabindex="0" aria-label="Slider""#))
        #expect(drawn.contains(#"<div class="ocv-slider-track" aria-hidden="true" style="--ocv-fraction:0.25">"#))
        #expect(drawn.contains("<div class=\"ocv-slider-thumb\" style=\"\(CSS.declaration("background", UIColor.white, in: context))\">"))
        slider.isContinuous = false
        slider.isEnabled = false
        let disabled = html(slider)
        #expect(disabled.contains(#"data-continuous="false" aria-disabled="true" aria-label="Slider""#))
        #expect(!disabled.contains("tabindex"))
    }

    @Test func theSlidersTrackAndThumbFollowThePagesDirection() {
        // The drawing names the leading edge, not the left: right to left the stylesheet starts both at the right.
        #expect(Stylesheet.css.contains(".ocv-slider-minimum { inset-inline-start: 0; width: calc(14px + (100% - 28px) * var(--ocv-fraction)); }"))
        #expect(Stylesheet.css.contains("inset-inline-start: calc((100% - 28px) * var(--ocv-fraction));"))
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
        slider.semanticContentAttribute = .forceRightToLeft
        slider.value = 1
        let drawn = html(slider)
        #expect(drawn.contains("--ocv-fraction:1"))
        // Nothing inside the slider is placed from the left.
        let track = drawn.components(separatedBy: "ocv-slider-track").last ?? ""
        #expect(track.contains("ocv-slider-thumb"))
        #expect(!track.contains("left:"))
    }

    @Test func aStepperIsAGroupOfDecrementAndIncrementButtonsDisabledAtTheEnds() {
        let stepper = UIStepper()
        stepper.frame.size = stepper.intrinsicContentSize
        let atMinimum = html(stepper)
        #expect(atMinimum.contains(#"role="group" data-stepper data-autorepeat aria-label="Stepper""#))
        #expect(atMinimum.contains(#"<button class="ocv-stepper-button" type="button" data-step="down" aria-label="Decrement" aria-disabled="true">"#))
        #expect(atMinimum.contains(#"<button class="ocv-stepper-button" type="button" data-step="up" aria-label="Increment">+</button>"#))
        stepper.value = 100
        let atMaximum = html(stepper)
        #expect(atMaximum.contains(#"data-step="down" aria-label="Decrement">"#))
        #expect(atMaximum.contains(#"data-step="up" aria-label="Increment" aria-disabled="true">"#))
        stepper.wraps = true
        #expect(!html(stepper).contains("aria-disabled"))
        stepper.isEnabled = false
        #expect(html(stepper).components(separatedBy: #"aria-disabled="true""#).count == 3)
        // A stepper that does not autorepeat steps once a press, however long the button is held.
        stepper.autorepeat = false
        #expect(html(stepper).contains(#"role="group" data-stepper aria-label="Stepper""#))
    }

    @Test func aButtonsMenuIsDrawnBelowItOrAboveItKeptInsideTheScreen() {
        let rows = ["Name", "Date", "Size"].map {
            RenderMenu.Element(title: $0, subtitle: nil, imageSystemName: nil, state: .off, attributes: [], isSubmenu: false)
        }
        let menu = RenderBarButtonMenu(
            sourceIdentity: "button-4", sourceFrame: CGRect(x: 300, y: 100, width: 80, height: 34), title: "Sort By",
            elements: rows)
        let screen = CGSize(width: 390, height: 844)
        let drawn = MenuHTML.buttonMenuHTML(menu, at: menu.sourceFrame ?? .zero, in: screen)
        // 390 − the menu's width − 8 is left of the button's 300; 100 + 34 + 4 below.
        #expect(drawn.contains("class=\"ocv-menu ocv-bar-menu\" role=\"menu\" data-menu-source=\"button-4\" aria-label=\"Sort By\""))
        #expect(drawn.contains("style=\"left:\(CSS.number(390 - MenuHTML.width - 8))px;top:138px"))
        let near = MenuHTML.buttonMenuHTML(menu, at: CGRect(x: 20, y: 10, width: 80, height: 34), in: screen)
        #expect(near.contains("style=\"left:20px;top:48px"))
        // Three rows do not fit below a button 700 points down: they end 4 points above it.
        let low = MenuHTML.buttonMenuHTML(menu, at: CGRect(x: 20, y: 700, width: 80, height: 34), in: screen)
        #expect(low.contains("style=\"left:20px;top:\(CSS.number(700 - 4 - 3 * MenuHTML.rowHeight))px"))
    }

    /// A menu of plain actions is drawn as actions; one whose rows show states as choices with their checkmarks.
    @Test func aButtonsMenuOfActionsHasNoChoices() throws {
        final class Screen: UIViewController {
            let button = UIButton(type: .system)
            override func viewDidLoad() {
                super.viewDidLoad()
                button.frame = CGRect(x: 20, y: 100, width: 100, height: 34)
                button.menu = UIMenu(children: [UIAction(title: "New Folder") { _ in }, UIAction(title: "New Note") { _ in }])
                view.addSubview(button)
            }
        }
        let screen = Screen()
        let window = shownWindow(screen)
        var drawn = WindowHTML.html(window.handle(.longPressButton(screen.button.hostIdentity)))
        #expect(drawn.contains(#"role="menuitem" data-menu-index="0">"#))
        #expect(!drawn.contains("menuitemradio"))
        _ = window.handle(.dismissMenu)
        screen.button.menu = UIMenu(options: .singleSelection, children: [
            UIAction(title: "Name", state: .on) { _ in }, UIAction(title: "Date") { _ in },
        ])
        drawn = WindowHTML.html(window.handle(.longPressButton(screen.button.hostIdentity)))
        #expect(drawn.contains(#"role="menuitemradio" data-menu-index="1" aria-checked="false""#))
    }

    @Test func aButtonSaysHowItsMenuOpens() {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 34)
        button.menu = UIMenu(children: [UIAction(title: "Name") { _ in }])
        // Not its primary action: a long press shows it, which the page and a screen reader are told.
        #expect(!html(button).contains("aria-haspopup"))
        #expect(html(button).contains(
            #"role="button" tabindex="0" data-button data-long-press-menu aria-description="Long press or context menu key for more""#))
        button.showsMenuAsPrimaryAction = true
        #expect(html(button).contains(#"role="button" tabindex="0" data-button aria-haspopup="menu""#))
        #expect(!html(button).contains("data-long-press-menu"))
        button.menu = nil
        #expect(!html(button).contains("aria-haspopup") && !html(button).contains("data-long-press-menu"))
    }

    final class Grip: UIView, HostResizeHandle {
        func hostDidDrag(_ drag: ResizeHandleDrag) {}
    }

    @Test func aResizeHandleIsANamedFocusableGripTheArrowKeysMove() {
        let grip = Grip(frame: CGRect(x: 304, y: 612, width: 16, height: 16))
        let drawn = html(grip)
        #expect(drawn.contains(#"data-resize-handle role="button" tabindex="0" aria-label="Resize" aria-keyshortcuts="ArrowUp ArrowDown ArrowLeft ArrowRight""#))
        #expect(drawn.contains(#"data-host-identity="\#(grip.hostIdentity)""#))
        #expect(grip.hostIdentity.hasPrefix("resize-handle-"))
    }
}
