import Foundation
import OpenCollectionView

/// The calls view controllers heard, in order, as "Name.call".
@MainActor
final class CallLog {
    private(set) var entries: [String] = []

    func append(_ entry: String) {
        entries.append(entry)
    }

    func clear() {
        entries.removeAll()
    }
}

/// A view controller that writes every life-cycle call it hears into a log.
@MainActor
class RecordingViewController: UIViewController {
    var name = "?"
    var log: CallLog?
    /// `isMovingToParent` / `isMovingFromParent` as each appearance callback saw them.
    private(set) var movingFlags: [String] = []

    convenience init(_ name: String, log: CallLog) {
        self.init()
        self.name = name
        self.log = log
        title = name
    }

    private func record(_ call: String) {
        log?.append("\(name).\(call)")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        record("viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        record("viewWillAppear(\(animated))")
        movingFlags.append("willAppear toParent=\(isMovingToParent)")
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        record("viewIsAppearing")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        record("viewDidAppear(\(animated))")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        record("viewWillDisappear(\(animated))")
        movingFlags.append("willDisappear fromParent=\(isMovingFromParent)")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        record("viewDidDisappear(\(animated))")
    }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        record("willMove(\(parent == nil ? "nil" : "parent"))")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        record("didMove(\(parent == nil ? "nil" : "parent"))")
    }
}
