import CollectionDiagnostics
import Foundation
import OpenUIKit
import Testing
import ViewTestSupport

/// Layout guides, margins, baselines and views that keep their frames.
@MainActor
@Suite struct AutoLayoutGuideTests {
    @Test func theMarginsGuideFollowsDirectionalLayoutMargins() {
        let root = container(width: 300, height: 100)
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let margins = root.layoutMarginsGuide
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            child.topAnchor.constraint(equalTo: margins.topAnchor),
            child.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        root.layoutIfNeeded()
        // 8 pt on every side by default.
        #expect(child.frame == CGRect(x: 8, y: 8, width: 284, height: 84))
        #expect(margins.layoutFrame == CGRect(x: 8, y: 8, width: 284, height: 84))
        #expect(root.layoutMarginsGuide === margins)

        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 20, bottom: 3, trailing: 40)
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 20, y: 1, width: 240, height: 96))
        #expect(root.readableContentGuide.layoutFrame == margins.layoutFrame)
        #expect(root.safeAreaLayoutGuide.layoutFrame == root.bounds)
    }

    @Test func marginAttributesOfTheOlderAPIUseTheSameMargins() {
        let root = container(width: 300, height: 100)
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 12, bottom: 10, trailing: 14)
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        root.addConstraints([
            NSLayoutConstraint(
                item: child, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: child, attribute: .trailing, relatedBy: .equal, toItem: root, attribute: .trailingMargin,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: child, attribute: .centerY, relatedBy: .equal, toItem: root, attribute: .centerYWithinMargins,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: child, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 20),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 12, y: 40, width: 274, height: 20))
        #expect(root.constraints.count == 4)
    }

    @Test func aCustomGuideIsSolvedLikeAViewAndSpacesViews() {
        // Two views with equal spacer guides around and between them: the usual centring trick.
        let root = container(width: 300, height: 40)
        let first = UIView()
        let second = UIView()
        let spacers = [UILayoutGuide(), UILayoutGuide(), UILayoutGuide()]
        for view in [first, second] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            NSLayoutConstraint.activate([
                view.widthAnchor.constraint(equalToConstant: 60), view.heightAnchor.constraint(equalToConstant: 20),
                view.topAnchor.constraint(equalTo: root.topAnchor),
            ])
        }
        for spacer in spacers { root.addLayoutGuide(spacer) }
        spacers[1].identifier = "middle"
        NSLayoutConstraint.activate([
            spacers[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
            first.leadingAnchor.constraint(equalTo: spacers[0].trailingAnchor),
            spacers[1].leadingAnchor.constraint(equalTo: first.trailingAnchor),
            second.leadingAnchor.constraint(equalTo: spacers[1].trailingAnchor),
            spacers[2].leadingAnchor.constraint(equalTo: second.trailingAnchor),
            spacers[2].trailingAnchor.constraint(equalTo: root.trailingAnchor),
            spacers[1].widthAnchor.constraint(equalTo: spacers[0].widthAnchor),
            spacers[2].widthAnchor.constraint(equalTo: spacers[0].widthAnchor),
            spacers[1].topAnchor.constraint(equalTo: root.topAnchor),
            spacers[1].heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        #expect(first.frame.minX == 60)
        #expect(second.frame.minX == 180)
        #expect(spacers[1].layoutFrame == CGRect(x: 120, y: 0, width: 60, height: 5))
        #expect(spacers[1].owningView === root)
        #expect(root.layoutGuides.count == 3)

        root.removeLayoutGuide(spacers[1])
        #expect(spacers[1].owningView == nil)
        #expect(!root.constraints.contains { $0.firstItem === spacers[1] || $0.secondItem === spacers[1] })
    }

    @Test func anAutoresizingViewKeepsItsFrameAndOthersCanBeConstrainedToIt() {
        let root = container(width: 300, height: 200)
        let fixed = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 50))
        let follower = UIView()
        follower.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(fixed)
        root.addSubview(follower)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 10),
            follower.topAnchor.constraint(equalTo: fixed.bottomAnchor, constant: 5),
            follower.widthAnchor.constraint(equalTo: fixed.widthAnchor, multiplier: 0.5),
            follower.heightAnchor.constraint(equalTo: fixed.heightAnchor),
            // A constraint against the fixed view's own size cannot move it.
            fixed.widthAnchor.constraint(greaterThanOrEqualToConstant: 80),
        ])
        root.layoutIfNeeded()
        #expect(fixed.frame == CGRect(x: 30, y: 40, width: 100, height: 50))
        #expect(follower.frame == CGRect(x: 140, y: 95, width: 50, height: 50))
        #expect(fixed.translatesAutoresizingMaskIntoConstraints)

        fixed.frame = CGRect(x: 0, y: 0, width: 60, height: 20)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(follower.frame == CGRect(x: 70, y: 25, width: 30, height: 20))
    }

    @Test func baselinesOfTextSitInsideTheLinesAndOtherViewsBaselinesAtTheirBottoms() {
        let root = container(width: 390, height: 100)
        let title = WrappingTextView("Title")
        let detail = WrappingTextView("Detail", characterWidth: 8, lineHeight: 14)
        detail.ascender = 11
        detail.descender = 3
        let box = IntrinsicView(20, 20)
        for view in [title, detail, box] { root.addSubview(view) }
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            title.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            detail.leadingAnchor.constraint(equalToSystemSpacingAfter: title.trailingAnchor, multiplier: 1),
            detail.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
            box.leadingAnchor.constraint(equalToSystemSpacingAfter: detail.trailingAnchor, multiplier: 2),
            box.lastBaselineAnchor.constraint(equalTo: title.lastBaselineAnchor),
        ])
        root.layoutIfNeeded()
        // Title 50 × 20 at y 10: first baseline 26, last baseline 26.
        #expect(title.frame == CGRect(x: 0, y: 10, width: 50, height: 20))
        #expect(detail.frame == CGRect(x: 58, y: 15, width: 48, height: 14))
        #expect(box.frame == CGRect(x: 122, y: 6, width: 20, height: 20))
    }

    @Test func anchorWithOffsetMakesADimensionOfTheGapBetweenTwoAnchors() {
        let root = container(width: 300, height: 100)
        let left = UIView()
        let middle = UIView()
        let right = UIView()
        for view in [left, middle, right] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            NSLayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: root.topAnchor), view.heightAnchor.constraint(equalToConstant: 10),
                view.widthAnchor.constraint(equalToConstant: 40),
            ])
        }
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            // The middle view sits twice as far from the left one as from the right one.
            left.trailingAnchor.anchorWithOffset(to: middle.leadingAnchor).constraint(
                equalTo: middle.trailingAnchor.anchorWithOffset(to: right.leadingAnchor), multiplier: 2),
        ])
        root.layoutIfNeeded()
        // Gaps g1 + g2 = 300 − 120 = 180 and g1 = 2 g2: g2 = 60, g1 = 120.
        #expect(middle.frame.minX == 160)
    }

    @Test func systemSpacingBelowIsEightPointsTimesTheMultiplier() {
        let root = container(width: 300, height: 100)
        let top = IntrinsicView(10, 10)
        let bottom = IntrinsicView(10, 10)
        root.addSubview(top)
        root.addSubview(bottom)
        NSLayoutConstraint.activate([
            top.topAnchor.constraint(equalToSystemSpacingBelow: root.topAnchor, multiplier: 1),
            top.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            bottom.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: top.bottomAnchor, multiplier: 1.5),
            bottom.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        ])
        root.layoutIfNeeded()
        #expect(top.frame.minY == 8)
        #expect(bottom.frame.minY == 30)
    }

    @Test func flexibleMasksFollowTheSuperviewsSize() {
        let root = container(width: 300, height: 200)
        let filler = UIView(frame: CGRect(x: 10, y: 10, width: 280, height: 180))
        filler.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let corner = UIView(frame: CGRect(x: 250, y: 150, width: 40, height: 40))
        corner.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        let centred = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 10))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let pinned = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        for view in [filler, corner, centred, pinned] { root.addSubview(view) }

        root.frame = CGRect(x: 0, y: 0, width: 400, height: 100)
        #expect(filler.frame == CGRect(x: 10, y: 10, width: 380, height: 80))
        #expect(corner.frame == CGRect(x: 350, y: 50, width: 40, height: 40))
        #expect(centred.frame == CGRect(x: 150, y: 0, width: 100, height: 10))
        #expect(pinned.frame == CGRect(x: 5, y: 5, width: 10, height: 10))

        root.autoresizesSubviews = false
        root.frame = CGRect(x: 0, y: 0, width: 500, height: 100)
        #expect(filler.frame.width == 380)
    }
}
