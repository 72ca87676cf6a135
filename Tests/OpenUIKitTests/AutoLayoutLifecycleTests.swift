import CollectionDiagnostics
import Foundation
import OpenUIKit
import Testing
import ViewTestSupport

/// Activation, conflicts, misuse and the update-constraints pass.
@MainActor
@Suite struct AutoLayoutLifecycleTests {
    func constrainedChild(in root: UIView) -> UIView {
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        return child
    }

    @Test func conflictingRequiredConstraintsAreReportedOnceAndTheLaterOneIsBroken() {
        let root = container()
        let child = constrainedChild(in: root)
        let narrow = child.widthAnchor.constraint(equalToConstant: 100)
        let wide = child.widthAnchor.constraint(equalToConstant: 200)
        narrow.identifier = "narrow"
        wide.identifier = "wide"
        NSLayoutConstraint.activate([narrow, wide])
        let (_, diagnostics) = Diagnostics.recording { root.layoutIfNeeded() }
        #expect(child.frame.width == 100)
        #expect(diagnostics.count == 1)
        let message = diagnostics.first?.message ?? ""
        #expect(diagnostics.first?.severity == .warning)
        #expect(message.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(message.contains("'narrow' UIView.width == 100"))
        #expect(message.hasSuffix("<NSLayoutConstraint 'wide' UIView.width == 200   (active)>"))

        // The same conflict is not reported again; a changed constant is a new conflict.
        let (_, again) = Diagnostics.recording {
            root.setNeedsLayout()
            root.layoutIfNeeded()
        }
        #expect(again.isEmpty)
        #expect(child.frame.width == 100)
        let (_, changed) = Diagnostics.recording {
            wide.constant = 300
            root.layoutIfNeeded()
        }
        #expect(changed.count == 1)
        #expect(child.frame.width == 100)

        // Activated the other way round, the other one is broken.
        NSLayoutConstraint.deactivate([narrow])
        let (_, swapped) = Diagnostics.recording {
            narrow.isActive = true
            root.layoutIfNeeded()
        }
        #expect(swapped.count == 1)
        #expect(child.frame.width == 300)
    }

    @Test func contradictoryInequalitiesAreReportedToo() {
        let root = container()
        let child = constrainedChild(in: root)
        let (_, diagnostics) = Diagnostics.recording {
            NSLayoutConstraint.activate([
                child.widthAnchor.constraint(greaterThanOrEqualToConstant: 150),
                child.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, multiplier: 0.25),
            ])
            root.layoutIfNeeded()
        }
        #expect(diagnostics.count == 1)
        #expect(child.frame.width == 150)
    }

    @Test func itemsWithoutACommonAncestorCannotBeActivated() {
        let first = UIView()
        let second = UIView()
        let constraint = first.leadingAnchor.constraint(equalTo: second.leadingAnchor)
        let (_, diagnostics) = Diagnostics.recording { constraint.isActive = true }
        #expect(!constraint.isActive)
        #expect(diagnostics.map(\.severity) == [.error])
        #expect(diagnostics.first?.message.contains("no common ancestor") == true)

        // addConstraint on a view that is not an ancestor of the items is refused too.
        let root = container()
        root.addSubview(first)
        root.addSubview(second)
        let (_, refused) = Diagnostics.recording { first.addConstraint(constraint) }
        #expect(!constraint.isActive)
        #expect(refused.count == 1)
        root.addConstraint(constraint)
        #expect(constraint.isActive && root.constraints.contains(constraint))
        root.removeConstraint(constraint)
        #expect(!constraint.isActive && root.constraints.isEmpty)
    }

    @Test func invalidPairingsAreReportedAndNeverActivate() {
        let root = container()
        let child = constrainedChild(in: root)
        let before = root.constraints.count
        let (constraints, diagnostics) = Diagnostics.recording {
            [
                child.leadingAnchor.constraint(equalTo: root.leftAnchor),
                NSLayoutConstraint(
                    item: child, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                    multiplier: 1, constant: 5),
                NSLayoutConstraint(
                    item: child, attribute: .width, relatedBy: .equal, toItem: root, attribute: .centerX,
                    multiplier: 1, constant: 0),
            ]
        }
        #expect(diagnostics.count == 3)
        #expect(diagnostics.allSatisfy { $0.severity == .error })
        NSLayoutConstraint.activate(constraints)
        #expect(constraints.allSatisfy { !$0.isActive })
        #expect(root.constraints.count == before)
    }

    @Test func aPriorityCannotSwitchBetweenRequiredAndOptionalWhileActive() {
        let root = container()
        let child = constrainedChild(in: root)
        let width = child.widthAnchor.constraint(equalToConstant: 50)
        width.isActive = true
        let (_, diagnostics) = Diagnostics.recording { width.priority = .defaultHigh }
        #expect(width.priority == .required)
        #expect(diagnostics.count == 1)
        width.isActive = false
        width.priority = .defaultHigh
        #expect(width.priority == .defaultHigh)
        let (_, outOfRange) = Diagnostics.recording { width.priority = UILayoutPriority(1001) }
        #expect(width.priority == .defaultHigh)
        #expect(outOfRange.count == 1)
    }

    @Test func removingAViewDeactivatesTheConstraintsThatReachIntoIt() {
        let root = container()
        let card = UIView()
        let label = IntrinsicView(40, 20)
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        card.addSubview(label)
        let outside = [
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            card.topAnchor.constraint(equalTo: root.topAnchor),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -345),
        ]
        let inside = [
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 5),
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
            card.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 5),
        ]
        NSLayoutConstraint.activate(outside + inside)
        root.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 0, y: 0, width: 0, height: 30))
        #expect(label.frame == CGRect(x: 5, y: 5, width: 40, height: 20))

        card.removeFromSuperview()
        #expect(outside.allSatisfy { !$0.isActive })
        #expect(inside.allSatisfy { $0.isActive })
        #expect(root.constraints.isEmpty)
    }

    @Test func updateConstraintsRunsBeforeLayoutBottomUpAndWhenAskedAgain() {
        final class Installer: UIView {
            var updates: [String] = []
            let name: String
            let child = UIView()
            var inset: CGFloat = 4
            private var installed: [NSLayoutConstraint] = []
            init(_ name: String) {
                self.name = name
                super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                child.translatesAutoresizingMaskIntoConstraints = false
                addSubview(child)
            }
            required init?(coder: NSCoder) { nil }
            override class var requiresConstraintBasedLayout: Bool { true }
            override func updateConstraints() {
                updates.append(name)
                NSLayoutConstraint.deactivate(installed)
                installed = [
                    child.leadingAnchor.constraint(equalTo: leadingAnchor, constant: inset),
                    child.topAnchor.constraint(equalTo: topAnchor, constant: inset),
                    child.widthAnchor.constraint(equalToConstant: 10),
                    child.heightAnchor.constraint(equalToConstant: 10),
                ]
                NSLayoutConstraint.activate(installed)
                super.updateConstraints()
            }
        }
        let outer = Installer("outer")
        let inner = Installer("inner")
        outer.addSubview(inner)
        #expect(outer.needsUpdateConstraints())
        outer.layoutIfNeeded()
        #expect(outer.updates == ["outer"] && inner.updates == ["inner"])
        #expect(outer.child.frame == CGRect(x: 4, y: 4, width: 10, height: 10))
        #expect(inner.child.frame == CGRect(x: 4, y: 4, width: 10, height: 10))
        #expect(!outer.needsUpdateConstraints())

        outer.layoutIfNeeded()
        #expect(outer.updates.count == 1)
        inner.inset = 9
        inner.setNeedsUpdateConstraints()
        outer.layoutIfNeeded()
        #expect(outer.updates.count == 1 && inner.updates.count == 2)
        #expect(inner.child.frame.origin == CGPoint(x: 9, y: 9))
    }

    @Test func anUpdateConstraintsOverrideThatSkipsSuperIsReported() {
        final class Forgetful: UIView {
            override func updateConstraints() {}
        }
        let view = Forgetful(frame: .zero)
        view.setNeedsUpdateConstraints()
        let (_, diagnostics) = Diagnostics.recording { view.layoutIfNeeded() }
        #expect(diagnostics.map(\.operation) == ["updateConstraints()"])
    }

    @Test func layingOutAConstrainedViewDirectlyBringsItsIslandUpToDate() {
        let root = container()
        let outer = UIView()
        let inner = UIView()
        outer.translatesAutoresizingMaskIntoConstraints = false
        inner.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(outer)
        outer.addSubview(inner)
        let gap = inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor, constant: 1)
        NSLayoutConstraint.activate([
            outer.leadingAnchor.constraint(equalTo: root.leadingAnchor), outer.topAnchor.constraint(equalTo: root.topAnchor),
            outer.widthAnchor.constraint(equalToConstant: 100), outer.heightAnchor.constraint(equalToConstant: 100),
            gap, inner.topAnchor.constraint(equalTo: outer.topAnchor),
            inner.widthAnchor.constraint(equalToConstant: 10), inner.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        gap.constant = 7
        outer.layoutIfNeeded()
        #expect(inner.frame.minX == 7)
    }

    @Test func turningAutoresizingOnAndOffMovesAViewBetweenFixedAndSolved() {
        let root = container()
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 20, height: 20))
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 6),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 50, y: 50, width: 20, height: 20))
        child.translatesAutoresizingMaskIntoConstraints = false
        root.layoutIfNeeded()
        // Nothing sizes it now: an ambiguous size comes out as zero.
        #expect(child.frame == CGRect(x: 5, y: 6, width: 0, height: 0))
    }

    @Test func descriptionsReadLikeUIKits() {
        let root = container()
        let child = constrainedChild(in: root)
        let constraint = child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: -4)
        constraint.priority = .defaultHigh
        #expect(constraint.description == "<NSLayoutConstraint UIView.width == 0.5*UIView.width - 4 @750>")
        constraint.isActive = true
        constraint.identifier = "half"
        #expect(constraint.description == "<NSLayoutConstraint 'half' UIView.width == 0.5*UIView.width - 4 @750   (active)>")
        #expect(constraint.firstItem === child && constraint.secondItem === root)
        #expect(constraint.firstAttribute == .width && constraint.secondAttribute == .width)
        #expect(UILayoutPriority.required - 1 == UILayoutPriority(999))
        #expect(UILayoutPriority.defaultLow + 1 > .defaultLow)
        #expect(NSLayoutConstraint.Axis.vertical.rawValue == 1)
        #expect(NSLayoutConstraint.Attribute.baseline == .lastBaseline)
    }
}
