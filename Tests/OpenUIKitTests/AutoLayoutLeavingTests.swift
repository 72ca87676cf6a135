import Foundation
@testable import OpenUIKit
import Testing
import ViewTestSupport

/// A view that leaves its superview takes with it no constraint its former ancestors hold on it or its descendants,
/// however views and constraints were arranged and moved before: checked over random hierarchies, whose views leave
/// and join again in random order, against the hierarchy itself after every move — including the count that lets a
/// view with no such constraint leave without its ancestors' constraints being looked at.
@MainActor
@Suite struct AutoLayoutLeavingTests {
    /// What `view.autoLayout.referencesFromAbove` must be: the item references of constraints held by its proper
    /// ancestors that are the view or below it.
    func referencesFromAbove(_ view: UIView) -> Int32 {
        var count: Int32 = 0
        var ancestor = view.superview
        while let holder = ancestor {
            for constraint in holder.constraints {
                for item in [constraint.firstItem, constraint.secondItem] {
                    guard let item = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView else { continue }
                    if item.isDescendant(of: view) { count += 1 }
                }
            }
            ancestor = holder.superview
        }
        return count
    }

    @Test(arguments: 0..<40)
    func aLeavingViewTakesNoConstraintOfItsFormerAncestors(seed: UInt64) {
        var random = SplitMix64(state: seed)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        var views = [root]
        for _ in 0..<11 {
            let view = UIView()
            views.randomElement(using: &random)!.addSubview(view)
            views.append(view)
        }
        func constrainSomePairs() {
            for _ in 0..<6 {
                let (first, second) = (views.randomElement(using: &random)!, views.randomElement(using: &random)!)
                guard first !== second, UIView.closestCommonAncestor(of: [first, second]) != nil else { continue }
                let guide = Bool.random(using: &random) ? second.layoutMarginsGuide.leadingAnchor : second.leadingAnchor
                first.leadingAnchor.constraint(equalTo: guide, constant: 1).isActive = true
            }
        }
        constrainSomePairs()
        for _ in 0..<30 {
            let moved = views.dropFirst().randomElement(using: &random)!
            let formerTree = moved.superview.map { [$0] + sequence(first: $0, next: \.superview).dropFirst() } ?? []
            moved.removeFromSuperview()
            for holder in formerTree {
                for constraint in holder.constraints {
                    for item in [constraint.firstItem, constraint.secondItem] {
                        guard let item = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView else { continue }
                        #expect(!item.isDescendant(of: moved), "seed \(seed): \(constraint) still held by a former ancestor")
                    }
                }
            }
            // Joins again under a view outside its own subtree, or stays out a while.
            if Bool.random(using: &random) {
                let parents = views.filter { !$0.isDescendant(of: moved) }
                parents.randomElement(using: &random)!.addSubview(moved)
            }
            if Int.random(in: 0..<4, using: &random) == 0 { constrainSomePairs() }
            for view in views {
                #expect(view.autoLayout.referencesFromAbove == referencesFromAbove(view), "seed \(seed)")
            }
        }
    }
}
