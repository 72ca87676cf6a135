import Foundation
import OpenCollectionView
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
}
