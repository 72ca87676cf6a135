import CollectionDiagnostics
import Foundation
@testable import OpenUIKit
import Testing
import ViewTestSupport

/// A layout pass keeps its island's answer (`SolvedIsland`), shared by every island of the same shape: an island laid
/// out again with new content gets exactly the frames a fresh solve would give, without solving when the sizes that
/// count are the same, and solves again when anything else it read changed.
@MainActor
@Suite struct AutoLayoutSolvedIslandTests {
    /// A cell's content view with a label pinned to its leading and trailing edges and centred vertically, the shape of
    /// the sample's label cell.
    static func labelCell(text: String, width: CGFloat = 200, height: CGFloat = 44) -> (root: UIView, label: UILabel) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        let label = constrainedLabel(text, in: root)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            label.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        return (root, label)
    }

    @Test func cellsOfOneShapeShareOneAnswerAndNewOneLineTextsAreNotSolvedAgain() {
        let cells = ["Everest", "K2", "Kangchenjunga", "Lhotse"].map { Self.labelCell(text: $0) }
        for cell in cells { cell.root.layoutIfNeeded() }
        let shared = cells[0].root.autoLayout.solvedIsland
        #expect(shared != nil)
        #expect(cells.allSatisfy { $0.root.autoLayout.solvedIsland === shared })
        let texts = ["Makalu", "Cho Oyu", "Dhaulagiri I", "Manaslu"]
        let solves = AutoLayoutEngine.solvesRun
        for (cell, text) in zip(cells, texts) {
            cell.label.text = text
            cell.root.layoutIfNeeded()
        }
        #expect(AutoLayoutEngine.solvesRun == solves)
        for (cell, text) in zip(cells, texts) {
            let fresh = Self.labelCell(text: text)
            fresh.root.layoutIfNeeded()
            #expect(cell.label.frame == fresh.label.frame)
            #expect(cell.label.frame.minX == 10 && cell.label.frame.width == 180)
        }
    }

    @Test func aNewRootSizeAConstraintOrANewFontSolvesAgain() {
        let cell = Self.labelCell(text: "Annapurna")
        cell.root.layoutIfNeeded()
        var solves = AutoLayoutEngine.solvesRun

        cell.root.frame.size.width = 300
        cell.root.layoutIfNeeded()
        #expect(AutoLayoutEngine.solvesRun == solves + 1)
        #expect(cell.label.frame.width == 280)

        solves = AutoLayoutEngine.solvesRun
        let constraint = cell.root.constraints.first { $0.firstAttribute == .leading }!
        constraint.constant = 30
        cell.root.layoutIfNeeded()
        #expect(AutoLayoutEngine.solvesRun == solves + 1)
        #expect(cell.label.frame.minX == 30 && cell.label.frame.width == 260)

        solves = AutoLayoutEngine.solvesRun
        cell.label.font = UIFont.systemFont(ofSize: 30)
        cell.root.layoutIfNeeded()
        #expect(AutoLayoutEngine.solvesRun == solves + 1)
        #expect(cell.label.frame.height == cell.label.intrinsicContentSize.height)
    }

    @Test func aLabelPinnedOnEverySideIsNotMeasuredAgain() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
        let label = constrainedLabel("Item 1", in: root)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -10),
        ])
        root.layoutIfNeeded()
        #expect(root.autoLayout.solvedIsland?.countedSizes.isEmpty == true)
        let solves = AutoLayoutEngine.solvesRun
        label.text = "Item 1,000,000 with far more text than fits"
        root.layoutIfNeeded()
        #expect(AutoLayoutEngine.solvesRun == solves)
        #expect(label.frame == CGRect(x: 10, y: 10, width: 60, height: 40))
    }

    @Test func anIslandThatReadsOutsideItselfIsNotKept() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let outside = UIView(frame: CGRect(x: 40, y: 0, width: 10, height: 10))
        container.addSubview(root)
        container.addSubview(outside)
        let label = constrainedLabel("Follows a sibling of its root", in: root)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: outside.trailingAnchor),
            label.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
        ])
        container.layoutIfNeeded()
        #expect(root.autoLayout.solvedIsland == nil)
        #expect(label.frame.minX == 50)
        outside.frame.origin.x = 70
        root.setNeedsLayout()
        container.layoutIfNeeded()
        #expect(label.frame.minX == 80)
    }

    @Test func aViewWithNothingToSolveLaysOutWhatItGainsLater() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let plain = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        root.addSubview(plain)
        root.layoutIfNeeded()
        #expect(root.autoLayout.solvedIsland === SolvedIsland.nothingToSolve)

        let label = constrainedLabel("Added later", in: root)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
        ])
        root.layoutIfNeeded()
        #expect(label.frame.origin == CGPoint(x: 20, y: 30))

        label.removeFromSuperview()
        root.layoutIfNeeded()
        #expect(root.autoLayout.solvedIsland === SolvedIsland.nothingToSolve)
        plain.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([plain.widthAnchor.constraint(equalToConstant: 50)])
        root.layoutIfNeeded()
        #expect(plain.frame.width == 50)

        let other = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        other.layoutIfNeeded()
        let guide = UILayoutGuide()
        other.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: 10),
            guide.widthAnchor.constraint(equalToConstant: 40),
            guide.topAnchor.constraint(equalTo: other.topAnchor),
            guide.heightAnchor.constraint(equalToConstant: 5),
        ])
        other.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 10, y: 0, width: 40, height: 5))
    }

    @Test func theSharedShapesStayBounded() {
        for width in 0..<(SolvedIsland.maximumSharedShapes + 20) {
            Self.labelCell(text: "Width \(width)", width: CGFloat(100 + width)).root.layoutIfNeeded()
        }
        #expect(SolvedIsland.sharedShapeCount <= SolvedIsland.maximumSharedShapes)
    }

    /// Random islands of labels (one line or wrapping) with random constraints and priorities, whose texts and root
    /// size change between passes, laid out in step with the same islands that never keep an answer: every pass gives
    /// the frames a solve gives, and some passes solve nothing.
    @Test func anIslandLaidOutAgainGetsTheFramesASolveGives() {
        var solvesKeeping = 0
        var solvesNotKeeping = 0
        for seed in UInt64(1)...150 {
            var random = SplitMix64(state: seed)
            let viewCount = random.int(1...3)
            let lines = (0..<viewCount).map { _ in random.pick([0, 1, 1, 2]) }
            let layouts = (0..<viewCount).map { _ in random.int(0...5) }
            let hugging = (0..<viewCount).map { _ in random.pick([250, 251, 749, 1000] as [Float]) }
            func texts() -> [String] {
                (0..<viewCount).map { _ in
                    random.pick(["", "K2", "Lhotse", "Nanga Parbat", "Gasherbrum II", "Mount Everest, the highest mountain on Earth"])
                }
            }
            func size() -> CGSize { CGSize(width: random.pick([120, 200]), height: random.pick([44, 90])) }
            var currentTexts = texts()
            var currentSize = size()
            let keeping = Self.makeIsland(texts: currentTexts, size: currentSize, lines: lines, layouts: layouts, hugging: hugging)
            let solving = Self.makeIsland(texts: currentTexts, size: currentSize, lines: lines, layouts: layouts, hugging: hugging)
            for round in 0..<6 {
                if round > 0 {
                    currentTexts = texts()
                    if round == 3 { currentSize = size() }
                }
                for island in [keeping, solving] {
                    for (view, text) in zip(island.views, currentTexts) { (view as? UILabel)?.text = text }
                    island.root.frame.size = currentSize
                }
                var solves = AutoLayoutEngine.solvesRun
                _ = Diagnostics.recording { keeping.root.layoutIfNeeded() }
                solvesKeeping += AutoLayoutEngine.solvesRun - solves
                AutoLayoutEngine.keepsSolvedIslands = false
                solves = AutoLayoutEngine.solvesRun
                _ = Diagnostics.recording { solving.root.layoutIfNeeded() }
                solvesNotKeeping += AutoLayoutEngine.solvesRun - solves
                AutoLayoutEngine.keepsSolvedIslands = true
                #expect(keeping.views.map(\.frame) == solving.views.map(\.frame), "seed \(seed), round \(round)")
            }
        }
        #expect(solvesKeeping < solvesNotKeeping)
    }

    /// A root of `size` holding a label for each of `texts`, each with its number of lines and vertical hugging, placed
    /// by one of six patterns against the root or the label before it.
    static func makeIsland(
        texts: [String], size: CGSize, lines: [Int], layouts: [Int], hugging: [Float]
    ) -> (root: UIView, views: [UIView]) {
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        var views: [UIView] = []
        var constraints: [NSLayoutConstraint] = []
        for index in texts.indices {
            let label = constrainedLabel(texts[index], in: root)
            label.numberOfLines = lines[index]
            label.setContentHuggingPriority(UILayoutPriority(hugging[index]), for: .vertical)
            let above = views.last
            let top = above?.bottomAnchor ?? root.topAnchor
            switch layouts[index] {
            case 0:  // pinned on every side
                constraints += [
                    label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
                    label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
                    label.topAnchor.constraint(equalTo: top, constant: 4),
                    label.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -4),
                ]
            case 1:  // leading and trailing, centred vertically
                constraints += [
                    label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                    label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
                    label.centerYAnchor.constraint(equalTo: root.centerYAnchor),
                ]
            case 2:  // below the one before, as tall as its text
                constraints += [
                    label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 12),
                    label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -12),
                    label.topAnchor.constraint(equalTo: top, constant: 2),
                ]
            case 3:  // at the top leading corner, as large as its text
                constraints += [
                    label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                    label.topAnchor.constraint(equalTo: top),
                ]
            case 4:  // centred, at most the root's width
                constraints += [
                    label.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                    label.centerYAnchor.constraint(equalTo: root.centerYAnchor),
                    label.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, constant: -20),
                ]
            default:  // a fixed width, wrapping below the one before
                constraints += [
                    label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -6),
                    label.widthAnchor.constraint(equalToConstant: 70),
                    label.topAnchor.constraint(equalTo: top, constant: 3),
                ]
            }
            views.append(label)
        }
        NSLayoutConstraint.activate(constraints)
        return (root, views)
    }
}
