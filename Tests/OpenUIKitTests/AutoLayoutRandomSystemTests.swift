import CollectionDiagnostics
import Foundation
import OpenUIKit
import Testing
import ViewTestSupport

/// Random constraint systems that are satisfiable by construction: the solver must satisfy every
/// required constraint, report no conflict, and give the same frames every time.
@MainActor
@Suite struct AutoLayoutRandomSystemTests {
    static let positions: [NSLayoutConstraint.Attribute] = [.leading, .trailing, .centerX, .top, .bottom, .centerY]
    static let dimensions: [NSLayoutConstraint.Attribute] = [.width, .height]

    /// The value of `attribute` of `frame` (in the root's coordinates), read from the raw origin and
    /// size: nothing requires sizes to be positive, and `CGRect`'s `minX`, `width`… standardise them.
    static func value(_ attribute: NSLayoutConstraint.Attribute, of frame: CGRect) -> CGFloat {
        let (x, y, width, height) = (frame.origin.x, frame.origin.y, frame.size.width, frame.size.height)
        switch attribute {
        case .leading: return x
        case .trailing: return x + width
        case .centerX: return x + width / 2
        case .top: return y
        case .bottom: return y + height
        case .centerY: return y + height / 2
        case .width: return width
        case .height: return height
        default: return 0
        }
    }

    struct System {
        var root: UIView
        var views: [UIView]
        var required: [NSLayoutConstraint]
    }

    /// `view`'s frame in the root's coordinates.
    static func frameInRoot(_ view: UIView, root: UIView) -> CGRect {
        guard view !== root else { return CGRect(origin: .zero, size: root.bounds.size) }
        var frame = view.frame
        var ancestor = view.superview
        while let current = ancestor, current !== root {
            frame.origin.x += current.frame.origin.x
            frame.origin.y += current.frame.origin.y
            ancestor = current.superview
        }
        return frame
    }

    /// Views with random frames (whole points, in the root's coordinates) and random constraints those
    /// frames satisfy.
    static func makeSystem(seed: UInt64) -> System {
        var random = SplitMix64(state: seed)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let count = random.int(2...7)
        var views: [UIView] = []
        var frames: [ObjectIdentifier: CGRect] = [ObjectIdentifier(root): root.bounds]
        for _ in 0..<count {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            // Some views nest inside others: constraints then cross levels of the hierarchy.
            random.pick([root, root] + views).addSubview(view)
            views.append(view)
            frames[ObjectIdentifier(view)] = CGRect(
                x: random.int(0...300), y: random.int(0...300), width: random.int(0...100), height: random.int(0...100))
        }
        var required: [NSLayoutConstraint] = []
        var all: [NSLayoutConstraint] = []
        // Enough equalities to pin most variables, plus inequalities and optional noise.
        for index in 0..<(count * 5) {
            let first = random.pick(views)
            let second = random.pick(views + [root])
            let relation = random.pick([NSLayoutConstraint.Relation.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual])
            let isDimension = random.int(0...2) == 0
            let firstAttribute = isDimension ? random.pick(dimensions) : random.pick(positions)
            let secondAttribute: NSLayoutConstraint.Attribute
            if isDimension {
                secondAttribute = random.pick(dimensions)
            } else {
                let vertical = [.top, .bottom, .centerY].contains(firstAttribute)
                secondAttribute = random.pick(vertical ? [.top, .bottom, .centerY] : [.leading, .trailing, .centerX])
            }
            let multiplier: CGFloat = isDimension ? random.pick([0.5, 1, 2]) : 1
            let actual = value(firstAttribute, of: frames[ObjectIdentifier(first)]!)
                - multiplier * value(secondAttribute, of: frames[ObjectIdentifier(second)]!)
            let slack = CGFloat(random.int(0...20))
            let constant = relation == .equal ? actual : relation == .greaterThanOrEqual ? actual - slack : actual + slack
            let constraint = NSLayoutConstraint(
                item: first, attribute: firstAttribute, relatedBy: relation, toItem: second, attribute: secondAttribute,
                multiplier: multiplier, constant: constant)
            if index % 4 == 3 {
                // Optional constraints may ask for anything; they must never break required ones.
                constraint.priority = UILayoutPriority(Float(random.int(1...999)))
                constraint.constant += CGFloat(random.int(-50...50))
            } else {
                required.append(constraint)
            }
            all.append(constraint)
        }
        NSLayoutConstraint.activate(all)
        return System(root: root, views: views, required: required)
    }

    @Test func everyRequiredConstraintHoldsWithoutConflictReports() {
        for seed in UInt64(1)...300 {
            let system = Self.makeSystem(seed: seed)
            let (_, diagnostics) = Diagnostics.recording { system.root.layoutIfNeeded() }
            #expect(diagnostics.isEmpty, "seed \(seed): \(diagnostics.first?.message ?? "")")
            for constraint in system.required {
                let first = Self.frameInRoot(constraint.firstItem as! UIView, root: system.root)
                let secondFrame = Self.frameInRoot(constraint.secondItem as! UIView, root: system.root)
                let lhs = Self.value(constraint.firstAttribute, of: first)
                let rhs = constraint.multiplier * Self.value(constraint.secondAttribute, of: secondFrame) + constant(constraint)
                // Edges snap to thirds of a point, so an attribute may be off by up to two snaps.
                let tolerance: CGFloat = 0.7
                switch constraint.relation {
                case .equal: #expect(abs(lhs - rhs) <= tolerance, "seed \(seed): \(constraint)")
                case .lessThanOrEqual: #expect(lhs <= rhs + tolerance, "seed \(seed): \(constraint)")
                case .greaterThanOrEqual: #expect(lhs >= rhs - tolerance, "seed \(seed): \(constraint)")
                }
            }
        }
    }

    private func constant(_ constraint: NSLayoutConstraint) -> CGFloat { constraint.constant }

    @Test func theSameSystemAlwaysGetsTheSameFrames() {
        for seed in UInt64(1)...50 {
            let first = Self.makeSystem(seed: seed)
            let second = Self.makeSystem(seed: seed)
            first.root.layoutIfNeeded()
            second.root.layoutIfNeeded()
            #expect(first.views.map(\.frame) == second.views.map(\.frame), "seed \(seed)")
            // Laying out again without changes changes nothing.
            let before = first.views.map(\.frame)
            first.root.setNeedsLayout()
            first.root.layoutIfNeeded()
            #expect(first.views.map(\.frame) == before, "seed \(seed)")
        }
    }
}
