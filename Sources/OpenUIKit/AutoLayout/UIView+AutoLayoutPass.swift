import CollectionDiagnostics
import Foundation

/// How layout passes, hierarchy changes and constraint changes reach the solver.
///
/// Views laid out with constraints (`translatesAutoresizingMaskIntoConstraints == false`) form
/// *islands*: each island is rooted at the nearest ancestor whose own frame is fixed (one that uses
/// autoresizing, or has no superview), and the root's layout pass solves the whole island at once and
/// sets the frames of all its views, as UIKit's engine does in `-[UIView layoutSubviews]`. A change
/// to anything a solve reads marks the island's root stale and in need of layout.
extension UIView {
    /// The view whose layout pass decides this view's frame from constraints: the view itself if its
    /// frame is fixed, else the island root above it. O(depth).
    var autoLayoutIslandRoot: UIView {
        var view = self
        while !view.translatesAutoresizingMaskIntoConstraints, let parent = view.superview { view = parent }
        return view
    }

    /// Something a solve reads changed for this view: lay its island out again, solving it anew.
    func autoLayoutInputsDidChange() {
        islandNeedsLayout(keepingItsAnswer: false)
    }

    /// This view's intrinsic size may have changed: lay its island out again. The island's last answer still holds if
    /// the sizes that count in it are the same (`SolvedIsland`).
    func autoLayoutIntrinsicSizeDidChange() {
        islandNeedsLayout(keepingItsAnswer: true)
    }

    private func islandNeedsLayout(keepingItsAnswer: Bool) {
        let root = autoLayoutIslandRoot
        if !keepingItsAnswer { root.autoLayout.solvedIsland = nil }
        root.autoLayout.solutionIsStale = true
        root.setNeedsLayout()
    }

    /// Called from the base `layoutSubviews()`: an island root solves its island; any other view makes
    /// sure its island's solution is current (it is, unless only this view was asked to lay out).
    func layOutConstrainedSubviews() {
        let root = autoLayoutIslandRoot
        if root === self {
            updateConstraintsIfNeeded()
            AutoLayoutEngine.layOut(root: self)
        } else if root.autoLayout.solutionIsStale {
            root.updateConstraintsIfNeeded()
            AutoLayoutEngine.layOut(root: root)
        }
    }

    /// Called by `layoutIfNeeded()` before it lays the subtree out: runs pending `updateConstraints()`
    /// and, when this view sits inside an island whose root was marked, solves that island so that this
    /// subtree's frames are current.
    func prepareAutoLayoutForLayoutPass() {
        let root = autoLayoutIslandRoot
        root.updateConstraintsIfNeeded()
        if root !== self && root.autoLayout.solutionIsStale {
            AutoLayoutEngine.layOut(root: root)
        }
    }

    // MARK: Update-constraints pass

    func markAncestorsNeedingConstraintUpdate() {
        var ancestor = superview
        while let view = ancestor, !view.autoLayout.subtreeNeedsConstraintUpdate {
            view.autoLayout.subtreeNeedsConstraintUpdate = true
            ancestor = view.superview
        }
    }

    /// The body of `updateConstraintsIfNeeded()`: subviews first, then this view, skipping branches
    /// where nothing asked for an update. O(views that asked, plus their siblings).
    func updatePendingConstraints() {
        guard autoLayout.subtreeNeedsConstraintUpdate || needsUpdateConstraints() else { return }
        autoLayout.subtreeNeedsConstraintUpdate = false
        for subview in subviews { subview.updateConstraintsIfNeeded() }
        guard needsUpdateConstraints() else { return }
        autoLayout.needsUpdateConstraints = false
        autoLayout.updateConstraintsCalledSuper = false
        updateConstraints()
        if !autoLayout.updateConstraintsCalledSuper {
            Diagnostics.report(.error(
                "updateConstraints()",
                "\(type(of: self)) overrides updateConstraints() but does not call super.updateConstraints()."))
        }
    }

    // MARK: Hierarchy changes

    /// Called by `insertSubview(_:at:)` once `view` is a subview.
    func autoLayoutDidAddSubview(_ view: UIView) {
        if view.needsUpdateConstraints() || view.autoLayout.subtreeNeedsConstraintUpdate {
            view.markAncestorsNeedingConstraintUpdate()
        }
        if !view.translatesAutoresizingMaskIntoConstraints { view.autoLayoutInputsDidChange() }
    }

    /// Called by `removeFromSuperview()` before the view leaves: as in UIKit, the constraints that views
    /// outside this subtree hold and that refer into it are deactivated; those inside it stay.
    func autoLayoutWillLeaveSuperview() {
        guard let parent = superview else { return }
        var ancestor: UIView? = autoLayout.referencesFromAbove > 0 ? parent : nil
        while let holder = ancestor {
            for constraint in holder.autoLayout.installedConstraints where constraint.refers(inside: self, below: holder) {
                constraint.deactivate()
            }
            ancestor = holder.superview
        }
        if !translatesAutoresizingMaskIntoConstraints { parent.autoLayoutInputsDidChange() }
    }

    /// Deactivates the constraints that refer to `guide`, which this view owns; they are held by this
    /// view or its ancestors.
    func deactivateConstraints(referringTo guide: UILayoutGuide) {
        var ancestor: UIView? = self
        while let holder = ancestor {
            for constraint in holder.autoLayout.installedConstraints where constraint.refers(to: guide) {
                constraint.deactivate()
            }
            ancestor = holder.superview
        }
    }

    // MARK: Holding constraints

    func installConstraint(_ constraint: NSLayoutConstraint) {
        autoLayout.installedConstraints.append(constraint)
        countReferences(of: constraint, by: 1)
    }

    func removeInstalledConstraint(_ constraint: NSLayoutConstraint) {
        if let index = autoLayout.installedConstraints.firstIndex(where: { $0 === constraint }) {
            autoLayout.installedConstraints.remove(at: index)
            countReferences(of: constraint, by: -1)
        }
    }

    /// Adds `change` to `referencesFromAbove` of every view from each item of `constraint`, which this view holds, up
    /// to this view. An item no longer below this view (which leaving the hierarchy prevents) is not counted, so a
    /// count can only stay too high — a scan for nothing — never too low.
    private func countReferences(of constraint: NSLayoutConstraint, by change: Int32) {
        func count(from reference: AnchorReference) {
            guard let item = reference.hierarchyView, item !== self, item.isDescendant(of: self) else { return }
            var current: UIView? = item
            while let view = current, view !== self {
                view.autoLayout.referencesFromAbove += change
                current = view.superview
            }
        }
        constraint.first.forEachReference(count)
        constraint.second?.forEachReference(count)
    }

    /// The deepest view that is an ancestor of (or the same as) every view in `views`; `nil` if they
    /// are in different hierarchies. O(depth × views).
    static func closestCommonAncestor(of views: [UIView]) -> UIView? {
        guard var candidate = views.first else { return nil }
        for view in views.dropFirst() {
            while !view.isDescendant(of: candidate) {
                guard let parent = candidate.superview else { return nil }
                candidate = parent
            }
        }
        return candidate
    }
}

extension NSLayoutConstraint {
    /// Whether one of the constraint's items is `guide`.
    func refers(to guide: UILayoutGuide) -> Bool {
        var found = false
        first.forEachReference { if $0.guide === guide { found = true } }
        second?.forEachReference { if $0.guide === guide { found = true } }
        return found
    }
}
