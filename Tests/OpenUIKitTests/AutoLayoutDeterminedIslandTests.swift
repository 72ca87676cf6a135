import CollectionDiagnostics
import Foundation
@testable import OpenUIKit
import Testing
import ViewTestSupport

/// Islands whose required equalities alone fix every frame are solved outright (`DeterminedSystem`): the frames are
/// exactly those the equalities say, whatever the optional constraints and intrinsic sizes ask, and an island that
/// breaks a required inequality there still goes to the simplex, which reports the conflict.
@MainActor
@Suite struct AutoLayoutDeterminedIslandTests {
    static let horizontal: [NSLayoutConstraint.Attribute] = [.leading, .trailing, .centerX, .width]
    static let vertical: [NSLayoutConstraint.Attribute] = [.top, .bottom, .centerY, .height]

    /// Views with random whole-point frames (in the root's coordinates), each fixed by two random attributes an axis
    /// tied to the root or to a view made before it, with labels' intrinsic sizes, optional noise and required
    /// inequalities that those frames satisfy.
    @Test func randomDeterminedIslandsGetExactlyTheFramesTheirEqualitiesSay() {
        for seed in UInt64(1)...300 {
            var random = SplitMix64(state: seed)
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            var views: [UIView] = []
            var frames: [ObjectIdentifier: CGRect] = [ObjectIdentifier(root): root.bounds]
            var constraints: [NSLayoutConstraint] = []
            for _ in 0..<random.int(1...7) {
                let view: UIView = random.int(0...1) == 0 ? UILabel() : UIView()
                (view as? UILabel)?.text = String(repeating: "word ", count: random.int(1...20))
                (view as? UILabel)?.numberOfLines = 0
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
                let frame = CGRect(x: random.int(0...300), y: random.int(0...300), width: random.int(0...100), height: random.int(0...100))
                frames[ObjectIdentifier(view)] = frame
                let anchor = random.pick([root] + views)
                let anchorFrame = frames[ObjectIdentifier(anchor)]!
                for axis in [Self.horizontal, Self.vertical] {
                    let first = random.pick(axis)
                    let second = random.pick(axis.filter { $0 != first })
                    for attribute in [first, second] {
                        let isDimension = attribute == .width || attribute == .height
                        let value = AutoLayoutRandomSystemTests.value
                        let constant = value(attribute, frame) - (isDimension ? 0 : value(attribute, anchorFrame))
                        constraints.append(NSLayoutConstraint(
                            item: view, attribute: attribute, relatedBy: .equal, toItem: isDimension ? nil : anchor,
                            attribute: isDimension ? .notAnAttribute : attribute, multiplier: 1, constant: constant))
                    }
                }
                // A required inequality that holds, and an optional wish that does not.
                constraints.append(view.widthAnchor.constraint(greaterThanOrEqualToConstant: frame.width - CGFloat(random.int(0...10))))
                let wish = view.heightAnchor.constraint(equalToConstant: frame.height + CGFloat(random.int(1...50)))
                wish.priority = UILayoutPriority(Float(random.int(1...999)))
                constraints.append(wish)
                views.append(view)
            }
            NSLayoutConstraint.activate(constraints)
            let (_, diagnostics) = Diagnostics.recording { root.layoutIfNeeded() }
            #expect(diagnostics.isEmpty, "seed \(seed)")
            for view in views { #expect(view.frame == frames[ObjectIdentifier(view)], "seed \(seed)") }
        }
    }

    @Test func anIslandFixedByItsEqualitiesThatBreaksARequiredInequalityIsReported() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let label = constrainedLabel("Pinned", in: root)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -10),
            label.widthAnchor.constraint(greaterThanOrEqualToConstant: 200),
        ])
        let (_, diagnostics) = Diagnostics.recording { root.layoutIfNeeded() }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("Unable to simultaneously satisfy constraints") == true)
    }

    @Test func equationsThatLeaveAVariableFreeOrContradictHaveNoSolution() {
        typealias Term = PrioritySimplexSolver.Term
        var system = DeterminedSystem()
        // What `solve(into:)` writes over values it is given, or nil; finding none leaves those values as they were.
        func solution() -> [Double]? {
            var values: [Double] = [7]
            guard system.solve(into: &values) else {
                #expect(values == [7])
                return nil
            }
            return values
        }
        // x0 + x1 = 3, x0 − x1 = 1, and again twice over: x0 = 2, x1 = 1, whatever order the pivots need.
        system.reset(variableCount: 2)
        system.addEquation(terms: [Term(variable: 1, coefficient: 1), Term(variable: 0, coefficient: 1)][...], constant: -3)
        system.addEquation(terms: [Term(variable: 0, coefficient: 2), Term(variable: 1, coefficient: 2)][...], constant: -6)
        system.addEquation(terms: [Term(variable: 0, coefficient: 1), Term(variable: 1, coefficient: -1)][...], constant: -1)
        #expect(solution() == [2, 1])
        // The leading coefficient of the first equation is zero: the rows must be swapped.
        system.reset(variableCount: 2)
        system.addEquation(terms: [Term(variable: 1, coefficient: 4)][...], constant: -8)
        system.addEquation(terms: [Term(variable: 0, coefficient: 1)][...], constant: 5)
        #expect(solution() == [-5, 2])
        // x0 + x1 = 3 twice: x1 is free.
        system.reset(variableCount: 2)
        system.addEquation(terms: [Term(variable: 0, coefficient: 1), Term(variable: 1, coefficient: 1)][...], constant: -3)
        system.addEquation(terms: [Term(variable: 0, coefficient: 2), Term(variable: 1, coefficient: 2)][...], constant: -6)
        #expect(solution() == nil)
        // x0 = 1, x1 = 1, x0 + x1 = 3: contradictory.
        system.reset(variableCount: 2)
        system.addEquation(terms: [Term(variable: 0, coefficient: 1)][...], constant: -1)
        system.addEquation(terms: [Term(variable: 1, coefficient: 1)][...], constant: -1)
        system.addEquation(terms: [Term(variable: 0, coefficient: 1), Term(variable: 1, coefficient: 1)][...], constant: -3)
        #expect(solution() == nil)
    }
}
