import CollectionDiagnostics
import Foundation
import OpenUIKit
import Testing
import ViewTestSupport

/// Frames the Auto Layout solver gives views laid out with anchors.
@MainActor
@Suite struct AutoLayoutTests {
    @Test func edgesPinnedWithConstantsGiveTheInsetRectangle() {
        let root = container()
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -12),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 14),
            child.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -16),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 14, width: 368, height: 170))
    }

    @Test func centringAndSizeConstants() {
        let root = container()
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: 5),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 145, y: 80, width: 100, height: 50))
    }

    @Test func dimensionMultipliersRelateSizesAcrossAxesAndViews() {
        let root = container(width: 400, height: 300)
        let first = UIView()
        let second = UIView()
        for view in [first, second] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            first.topAnchor.constraint(equalTo: root.topAnchor),
            first.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.25),
            first.heightAnchor.constraint(equalTo: first.widthAnchor, multiplier: 0.5, constant: 10),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 5),
            second.topAnchor.constraint(equalTo: first.bottomAnchor),
            second.widthAnchor.constraint(equalTo: first.heightAnchor, multiplier: 2),
            second.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.1, constant: -3),
        ])
        root.layoutIfNeeded()
        #expect(first.frame == CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(second.frame == CGRect(x: 105, y: 60, width: 120, height: 27))
    }

    @Test func aPositionWithAMultiplierIsMeasuredFromTheHolder() {
        // centerX == 0.5 × trailing of the superview: the quarter mark, as in UIKit.
        let root = container(width: 400, height: 100)
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: child, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .trailing,
                multiplier: 0.5, constant: 0),
            child.widthAnchor.constraint(equalToConstant: 20),
            child.heightAnchor.constraint(equalToConstant: 20),
            child.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 190, y: 0, width: 20, height: 20))
    }

    @Test func aRequiredInequalityBeatsAnOptionalEquality() {
        let root = container()
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let preferred = child.widthAnchor.constraint(equalToConstant: 200)
        preferred.priority = .defaultHigh
        let cap = child.widthAnchor.constraint(lessThanOrEqualToConstant: 100)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
            cap, preferred,
        ])
        root.layoutIfNeeded()
        #expect(child.frame.width == 100)
        // A constraint on one view alone is held by that view, as in UIKit.
        #expect(child.constraints.contains(cap) && !root.constraints.contains(cap))

        // Without the cap the optional constraint is met exactly.
        cap.isActive = false
        root.layoutIfNeeded()
        #expect(child.frame.width == 200)
    }

    @Test func higherPrioritiesWinOverAnyAmountOfLowerOnes() {
        // Two constraints at 500 pull towards 300, one at 501 towards 100: 501 wins outright.
        let root = container()
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let strong = child.widthAnchor.constraint(equalToConstant: 100)
        strong.priority = UILayoutPriority(501)
        let weakA = child.widthAnchor.constraint(equalToConstant: 300)
        weakA.priority = UILayoutPriority(500)
        let weakB = child.widthAnchor.constraint(greaterThanOrEqualToConstant: 300)
        weakB.priority = UILayoutPriority(500)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            weakA, weakB, strong,
        ])
        root.layoutIfNeeded()
        #expect(child.frame.width == 100)
        strong.priority = UILayoutPriority(499)
        root.layoutIfNeeded()
        #expect(child.frame.width == 300)
    }

    @Test func theViewThatHugsHarderKeepsItsIntrinsicWidthWhenThereIsRoomToSpare() {
        let root = container(width: 300, height: 50)
        let first = IntrinsicView(100, 20)
        let second = IntrinsicView(100, 20)
        root.addSubview(first)
        root.addSubview(second)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 10),
            second.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            first.topAnchor.constraint(equalTo: root.topAnchor),
            second.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        first.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        root.layoutIfNeeded()
        #expect(first.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(second.frame == CGRect(x: 110, y: 0, width: 190, height: 20))

        // Swap the priorities: the other view stays at its intrinsic width.
        first.setContentHuggingPriority(.defaultLow, for: .horizontal)
        second.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        root.layoutIfNeeded()
        #expect(first.frame.width == 190)
        #expect(second.frame == CGRect(x: 200, y: 0, width: 100, height: 20))
    }

    @Test func theViewThatResistsCompressionHarderKeepsItsWidthWhenRoomIsShort() {
        let root = container(width: 150, height: 50)
        let first = IntrinsicView(100, 20)
        let second = IntrinsicView(100, 20)
        root.addSubview(first)
        root.addSubview(second)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 10),
            second.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            first.topAnchor.constraint(equalTo: root.topAnchor),
            second.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        second.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        root.layoutIfNeeded()
        #expect(first.frame.width == 40)
        #expect(second.frame == CGRect(x: 50, y: 0, width: 100, height: 20))
        #expect(first.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
        #expect(first.contentHuggingPriority(for: .vertical) == .defaultLow)
    }

    @Test func anIntrinsicHeightSizesAViewWithoutHeightConstraints() {
        let root = container()
        let badge = IntrinsicView(30, 24)
        root.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
            badge.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -8),
        ])
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 352, y: 168, width: 30, height: 24))
        badge.size = CGSize(width: 40, height: 40)
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 342, y: 152, width: 40, height: 40))
    }

    @Test func changingAConstantLaysOutAgain() {
        let root = container()
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let leading = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        let width = child.widthAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([
            leading, width, child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 0, width: 50, height: 10))
        leading.constant = 30
        width.constant = 70
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 30, y: 0, width: 70, height: 10))
    }

    @Test func frameChangesOfTheRootResolve() {
        let root = container()
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.5),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 0, width: 370, height: 100))
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 0, width: 180, height: 30))
    }

    @Test func nestedConstrainedViewsGetFramesInTheirSuperviewsCoordinates() {
        let root = container()
        let outer = UIView()
        let inner = UIView()
        outer.translatesAutoresizingMaskIntoConstraints = false
        inner.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(outer)
        outer.addSubview(inner)
        NSLayoutConstraint.activate([
            outer.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            outer.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            outer.widthAnchor.constraint(equalToConstant: 200),
            outer.heightAnchor.constraint(equalToConstant: 100),
            // The inner view is tied to the root, two levels up.
            inner.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 25),
            inner.trailingAnchor.constraint(equalTo: outer.trailingAnchor, constant: -5),
            inner.topAnchor.constraint(equalTo: outer.topAnchor, constant: 5),
            inner.bottomAnchor.constraint(equalTo: outer.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(outer.frame == CGRect(x: 20, y: 30, width: 200, height: 100))
        #expect(inner.frame == CGRect(x: 5, y: 5, width: 190, height: 95))
        // The constraint between the inner view and the root is held by their common ancestor.
        #expect(root.constraints.count == 3)
        #expect(outer.constraints.count == 5)
    }

    @Test func subclassesThatCallSuperSeeSolvedFramesInLayoutSubviews() {
        final class Probe: UIView {
            var seen: CGRect?
            let child = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                child.translatesAutoresizingMaskIntoConstraints = false
                addSubview(child)
                NSLayoutConstraint.activate([
                    child.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 4),
                    child.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -4),
                    child.topAnchor.constraint(equalTo: topAnchor, constant: 4),
                    child.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -4),
                ])
            }
            required init?(coder: NSCoder) { nil }
            override func layoutSubviews() {
                super.layoutSubviews()
                seen = child.frame
            }
        }
        let probe = Probe(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        probe.layoutIfNeeded()
        #expect(probe.seen == CGRect(x: 4, y: 4, width: 92, height: 52))
    }
}
