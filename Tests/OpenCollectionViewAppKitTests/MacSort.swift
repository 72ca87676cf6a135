// A window controller whose button sends an action, written as a Mac file is: its `@IBAction` stays (Swift on Linux
// accepts it), its `@IBOutlet` is dropped; the NibOutlets plugin connects both from the xib.
import Cocoa

final class SortWindowController: NSWindowController {
    weak var sortButton: NSButton!
    private(set) var sorting = false

    @IBAction func sort(_ sender: Any) {
        sorting.toggle()
        sortButton.title = sorting ? "Stop" : "Sort"
    }
}
