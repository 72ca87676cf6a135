import CollectionDiagnostics
import CompositionalLayoutEngine
import Foundation

/// Numbers the Auto Layout subset uses where UIKit derives them from fonts and devices.
enum AutoLayoutMetrics {
    /// The standard spacing between sibling views (`constraint(equalToSystemSpacingAfter:…)`). [L]
    static let systemSpacing: CGFloat = 8
    /// How many solves a layout may take while wrapping text changes intrinsic heights.
    static let maximumSolves = 3
}

/// Turns the constraints of one island of views into a linear problem, solves it, and applies the
/// answer: frames (a layout pass) or a size (`systemLayoutSizeFitting`).
///
/// Variables: every view laid out with constraints (and every custom layout guide) in the island gets
/// four, its frame's x, y, width and height in the root's coordinates. Everything else a constraint
/// mentions is a linear function of those: the root (fixed in a layout pass, free in a fitting pass),
/// views using autoresizing (their masks over their superview's size), views outside the island (their
/// current frames), system guides (their view's frame inset). Bounds origins are ignored, so a scroll
/// view's edges mean its content's edges, as for UIKit's constraints to a scroll view.
///
/// Constraints are added to the solver in a fixed order: a fitting pass's target size, then the
/// active constraints in activation order, then each view's content-size constraints (compression
/// resistance `size ≥ intrinsic`, hugging `size ≤ intrinsic`, at the view's priorities). A required
/// constraint that contradicts earlier ones is broken (left out) and reported once.
///
/// Engines are pooled: a solve that runs app code (intrinsic sizes) that itself solves takes a
/// second engine, so solves nest safely.
@MainActor
final class AutoLayoutEngine {
    private static var idleEngines: [AutoLayoutEngine] = []
    private static var lastStamp: UInt32 = 0
    /// How many islands were solved (layout passes and fittings), for tests that tell a solve from a kept answer.
    package private(set) static var solvesRun = 0
    /// Whether layout passes keep their answers and apply them again (`SolvedIsland`): tests compare with it off.
    package static var keepsSolvedIslands = true

    /// Lays out the island rooted at `root`: sets the frames of its constraint-laid-out views and the
    /// frames of its custom guides. O(constraints) to build, plus the simplex.
    static func layOut(root: UIView) {
        root.autoLayout.solutionIsStale = false
        // A reused cell's content view, given new content of the shape it had, gets the frames it got before.
        if keepsSolvedIslands, let solved = root.autoLayout.solvedIsland, solved.apply(to: root) { return }
        // Most views (cells in a collection view, plain containers) have nothing to solve; they remember it, so that a
        // collection view does not look through its cells for one laid out with constraints on every pass.
        guard !root.autoLayout.layoutGuides.isEmpty
            || root.subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints })
        else {
            root.autoLayout.solvedIsland = keepsSolvedIslands ? SolvedIsland.nothingToSolve : nil
            return
        }
        withEngine { _ = $0.run(root: root, fitting: nil) }
    }

    /// The size `view` takes under its subtree's constraints with `target` at the given priorities.
    static func fittingSize(
        of view: UIView, target: CGSize, horizontalPriority: UILayoutPriority, verticalPriority: UILayoutPriority
    ) -> CGSize {
        guard target.width.isFinite, target.height.isFinite, target.width >= 0, target.height >= 0 else {
            Diagnostics.report(.error(
                "systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)",
                "The target size \(target) is not a finite, non-negative size."))
            return .zero
        }
        view.updateConstraintsIfNeeded()
        let fitting = Fitting(target: target, priorities: PerAxis(horizontalPriority, verticalPriority))
        return withEngine { $0.run(root: view, fitting: fitting) } ?? .zero
    }

    private static func withEngine<Result>(_ body: (AutoLayoutEngine) -> Result) -> Result {
        let engine = idleEngines.popLast() ?? AutoLayoutEngine()
        defer {
            engine.forgetViews()
            idleEngines.append(engine)
        }
        return body(engine)
    }

    // MARK: One solve

    struct Fitting {
        var target: CGSize
        var priorities: PerAxis<UILayoutPriority>
    }

    /// Where a pending constraint came from, for conflict reports and later passes.
    enum Origin {
        case user(NSLayoutConstraint)
        /// A view's intrinsic size on an axis, as hugging (`size ≤ intrinsic`) or compression
        /// resistance (`size ≥ intrinsic`).
        case contentSize(view: Int, axis: Int, hugging: Bool)
        /// The fitting pass's target on an axis.
        case fittingTarget(axis: Int)
        /// The fitting pass's root at the origin.
        case fittingOrigin(axis: Int)
    }

    /// A constraint in the solver's form: `Σ terms + constant` is `= 0` or `≥ 0`.
    struct Pending {
        var termRange: Range<Int>
        var constant: Double
        var isEquality: Bool
        var priority: UILayoutPriority
        var origin: Origin
    }

    private var solver = PrioritySimplexSolver()
    private var determined = DeterminedSystem()
    private var root: UIView!
    private var fitting: Fitting?
    private var stamp: UInt32 = 0

    /// The island's variable views, parents before children; in a fitting pass the root is first.
    private(set) var views: [UIView] = []
    /// Each view's superview's index in `views`, or -1 for the root.
    private var parentIndex: [Int] = []
    private var guides: [UILayoutGuide] = []
    /// Each guide's owning view's index in `views`, or -1 for the root.
    private var guideOwnerIndex: [Int] = []
    /// The views whose held constraints are gathered.
    private var holders: [UIView] = []
    /// The intrinsic size each view's content-size constraints use.
    private var intrinsicSizes: [CGSize] = []

    private var terms: [PrioritySimplexSolver.Term] = []
    private var pending: [Pending] = []
    private var priorityLevels: [UILayoutPriority] = []
    private var derivedFrames: [ObjectIdentifier: LinearFrame] = [:]
    private var values: [Double] = []
    private var conflictsReported = false
    /// Whether this solve read something outside the island (a view's frame, a margin, a system guide, a baseline, a
    /// constraint held above the root) that can change without the island hearing of it: its answer is not kept.
    private var readsOutsideIsland = false
    /// Whether this solve broke a required constraint: its answer is not kept, and the next solve reports nothing twice.
    private var brokeConstraint = false
    /// Whether a view's size at the width it was given (wrapping text) changed the problem: its answer is not kept.
    private var widthDependentSizesChanged = false

    private var slotCount: Int { views.count + guides.count }

    /// Drops every reference to views so that an idle engine keeps nothing alive.
    private func forgetViews() {
        root = nil
        fitting = nil
        views.removeAll(keepingCapacity: true)
        parentIndex.removeAll(keepingCapacity: true)
        guides.removeAll(keepingCapacity: true)
        guideOwnerIndex.removeAll(keepingCapacity: true)
        holders.removeAll(keepingCapacity: true)
        intrinsicSizes.removeAll(keepingCapacity: true)
        terms.removeAll(keepingCapacity: true)
        pending.removeAll(keepingCapacity: true)
        priorityLevels.removeAll(keepingCapacity: true)
        derivedFrames.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
    }

    /// Solves the island of `root`; applies the frames (layout) or returns the root's size (fitting).
    private func run(root: UIView, fitting: Fitting?) -> CGSize? {
        Self.solvesRun += 1
        self.root = root
        self.fitting = fitting
        conflictsReported = false
        readsOutsideIsland = false
        brokeConstraint = false
        widthDependentSizesChanged = false
        collectVariables()
        if fitting == nil && slotCount == 0 { return nil }

        // App code runs here (layout passes below the island, intrinsic sizes), before any view is stamped:
        // a solve it starts cannot disturb this one's stamps.
        if fitting == nil { layOutReferencedBranches() }
        for view in views { intrinsicSizes.append(view.intrinsicContentSize) }

        Self.lastStamp &+= 1
        stamp = Self.lastStamp
        for (index, view) in views.enumerated() {
            view.autoLayout.solverSlot = Int32(index)
            view.autoLayout.solverStamp = stamp
        }
        for (index, guide) in guides.enumerated() {
            guide.solverSlot = Int32(views.count + index)
            guide.solverStamp = stamp
        }
        buildPendingConstraints()

        if fitting == nil, solveDetermined() {
            keep(applyFrames(), fixedVariables: nil)
            return nil
        }
        for solve in 1...AutoLayoutMetrics.maximumSolves {
            solveOnce()
            guard solve < AutoLayoutMetrics.maximumSolves, updateWidthDependentSizes() else { break }
            widthDependentSizesChanged = true
        }

        if fitting != nil {
            let grid = PixelGrid(scale: root.traitCollection.displayScale)
            return CGSize(width: grid.round(CGFloat(values[2])), height: grid.round(CGFloat(values[3])))
        }
        let frames = applyFrames()
        keep(frames, fixedVariables: readsOutsideIsland || brokeConstraint || widthDependentSizesChanged
             ? [] : variablesFixedByRequiredEqualities())
        return nil
    }

    // MARK: Variables

    /// Finds the island's views and guides. A layout pass takes the views reached from the root through
    /// constraint-laid-out views only (views using autoresizing root islands of their own); a fitting
    /// pass takes the root and every constraint-laid-out view below it, since the root's size is free.
    private func collectVariables() {
        if fitting != nil {
            views.append(root)
            parentIndex.append(-1)
        }
        visit(root, index: fitting != nil ? 0 : -1)
    }

    private func visit(_ view: UIView, index: Int) {
        holders.append(view)
        for guide in view.autoLayout.layoutGuides {
            guides.append(guide)
            guideOwnerIndex.append(index)
        }
        for subview in view.subviews {
            if !subview.translatesAutoresizingMaskIntoConstraints {
                views.append(subview)
                parentIndex.append(index)
                visit(subview, index: views.count - 1)
            } else if fitting != nil {
                visitAutoresizing(subview)
            }
        }
    }

    /// A fitting pass looks through views that use autoresizing: they follow the root's size, so the
    /// constraint-laid-out views below them are variables too.
    private func visitAutoresizing(_ view: UIView) {
        holders.append(view)
        for subview in view.subviews {
            if !subview.translatesAutoresizingMaskIntoConstraints {
                views.append(subview)
                parentIndex.append(-2)  // the parent is not a variable; frames are not applied in fitting
                visit(subview, index: views.count - 1)
            } else {
                visitAutoresizing(subview)
            }
        }
    }

    /// Lays out the branches below the root, outside the island, that the island's constraints refer to — a
    /// list cell's separator guide following the text of a list content view inside its content view — so that
    /// the solve reads where this pass puts them, not where the last one did. The root has placed those
    /// branches (views using autoresizing) before it solves. O(constraints × depth).
    private func layOutReferencedBranches() {
        let root = self.root!
        func layOutBranch(containing reference: AnchorReference) {
            guard var branch = reference.view ?? reference.guide?.owningView, branch !== root else { return }
            while let parent = branch.superview, parent !== root { branch = parent }
            guard branch.superview === root, branch.translatesAutoresizingMaskIntoConstraints else { return }
            branch.layoutIfNeeded()
        }
        for holder in holders {
            for constraint in holder.autoLayout.installedConstraints {
                constraint.first.forEachReference(layOutBranch)
                constraint.second?.forEachReference(layOutBranch)
            }
        }
    }

    private func slot(of view: UIView) -> Int32? {
        view.autoLayout.solverStamp == stamp && view.autoLayout.solverSlot >= 0 ? view.autoLayout.solverSlot : nil
    }

    private func slot(of guide: UILayoutGuide) -> Int32? {
        guide.solverStamp == stamp && guide.solverSlot >= 0 ? guide.solverSlot : nil
    }

    // MARK: Constraints

    private func buildPendingConstraints() {
        if let fitting {
            for axis in 0..<2 {
                appendPending(
                    terms: [.init(variable: Int32(axis), coefficient: 1)], constant: 0, isEquality: true,
                    priority: .required, origin: .fittingOrigin(axis: axis))
            }
            for axis in 0..<2 {
                let target = Double(axis == 0 ? fitting.target.width : fitting.target.height)
                appendPending(
                    terms: [.init(variable: Int32(2 + axis), coefficient: 1)], constant: -target, isEquality: true,
                    priority: fitting.priorities[axis], origin: .fittingTarget(axis: axis))
            }
        }

        var constraints: [NSLayoutConstraint] = []
        for holder in holders {
            constraints.append(contentsOf: holder.autoLayout.installedConstraints)
        }
        if fitting == nil {
            // Constraints held above the root that tie an island view to something outside — unless an enclosing
            // island decides that something: its solve lays this island out first and then applies the constraint.
            var ancestor = root.superview
            while let view = ancestor {
                for constraint in view.autoLayout.installedConstraints
                where mentionsVariable(constraint) && !mentionsEnclosingIslandVariable(constraint) {
                    constraints.append(constraint)
                    readsOutsideIsland = true
                }
                ancestor = view.superview
            }
        }
        constraints.sort { $0.activationOrder < $1.activationOrder }
        for constraint in constraints { appendLinearized(constraint) }

        for (index, view) in views.enumerated() {
            appendContentSizeConstraints(of: view, index: index)
        }
    }

    private func mentionsVariable(_ constraint: NSLayoutConstraint) -> Bool {
        var found = false
        let check = { (reference: AnchorReference) in
            if let view = reference.view, self.slot(of: view) != nil { found = true }
            if let guide = reference.guide, self.slot(of: guide) != nil { found = true }
        }
        constraint.first.forEachReference(check)
        constraint.second?.forEachReference(check)
        return found
    }

    /// Whether the constraint mentions a view or custom guide that the solve of an island enclosing this one
    /// decides (a list cell's separator guide following a label in its content view).
    private func mentionsEnclosingIslandVariable(_ constraint: NSLayoutConstraint) -> Bool {
        var found = false
        let check = { (reference: AnchorReference) in
            var decidingRoot: UIView?
            if let view = reference.view, self.slot(of: view) == nil, !view.translatesAutoresizingMaskIntoConstraints {
                decidingRoot = view.autoLayoutIslandRoot
            } else if let guide = reference.guide, guide.kind == .custom, self.slot(of: guide) == nil {
                decidingRoot = guide.owningView?.autoLayoutIslandRoot
            }
            if let decidingRoot, decidingRoot !== self.root, self.root.isDescendant(of: decidingRoot) { found = true }
        }
        constraint.first.forEachReference(check)
        constraint.second?.forEachReference(check)
        return found
    }

    private func appendPending(
        terms newTerms: [PrioritySimplexSolver.Term], constant: Double, isEquality: Bool,
        priority: UILayoutPriority, origin: Origin
    ) {
        let start = terms.count
        terms.append(contentsOf: newTerms)
        pending.append(Pending(
            termRange: start..<terms.count, constant: constant, isEquality: isEquality, priority: priority,
            origin: origin))
    }

    /// Adds `constraint` as `first − multiplier × second − constant` related to 0, unless it involves
    /// no variable (nothing to decide) or refers to an item that is gone.
    private func appendLinearized(_ constraint: NSLayoutConstraint) {
        guard constraint.constant.isFinite, constraint.multiplier.isFinite else {
            if !constraint.conflictWasReported {
                constraint.conflictWasReported = true
                Diagnostics.report(.warning(
                    "layoutSubviews()", "\(constraint) has a constant or multiplier that is not finite; it is ignored."))
            }
            return
        }
        let start = terms.count
        // Leading-to-trailing runs leftwards in a right-to-left layout: a leading constraint reads with x negated, so
        // its constant insets from the right and "at most" becomes "at least" (leading and trailing resolve to right
        // and left below), as UIKit reads it.
        let first = constraint.first.leadingReference
        let isMirrored = constraint.firstAttribute.isDirectional
            && (first.view ?? first.guide?.owningView)?.isRightToLeft == true
        var constant = -Double(constraint.constant) * (isMirrored ? -1 : 1)
        let multiplier = Double(constraint.multiplier)
        var resolved = emit(constraint.first, factor: 1, constant: &constant)
        if let second = constraint.second {
            resolved = resolved && emit(second, factor: -multiplier, constant: &constant)
            // A position times a multiplier is measured from the holder's origin, as in UIKit:
            // (first − H) = m (second − H) + c  ⇔  first − m·second + (m − 1)·H − c = 0.
            if multiplier != 1, !constraint.first.isDimension, let holder = constraint.holder,
                let axis = constraint.firstAttribute.axis
            {
                let origin = axis == .horizontal ? AttributeCoefficients(x: 1) : AttributeCoefficients(y: 1)
                emit(frameOf: holder, origin, factor: multiplier - 1, constant: &constant)
            }
        }
        guard resolved, terms.count > start else {
            terms.removeSubrange(start...)
            return
        }
        let relation = isMirrored ? constraint.relation.mirrored : constraint.relation
        if relation == .lessThanOrEqual {
            for index in start..<terms.count { terms[index].coefficient = -terms[index].coefficient }
            constant = -constant
        }
        pending.append(Pending(
            termRange: start..<terms.count, constant: constant, isEquality: relation == .equal,
            priority: constraint.priority, origin: .user(constraint)))
    }

    /// A view's intrinsic size as compression resistance and hugging on each axis where it has one.
    private func appendContentSizeConstraints(of view: UIView, index: Int) {
        let size = intrinsicSizes[index]
        for axis in 0..<2 {
            let metric = Double(axis == 0 ? size.width : size.height)
            guard metric >= 0, metric.isFinite else { continue }
            let variable = Int32(index * 4 + 2 + axis)
            let layoutAxis: NSLayoutConstraint.Axis = axis == 0 ? .horizontal : .vertical
            appendPending(
                terms: [.init(variable: variable, coefficient: 1)], constant: -metric, isEquality: false,
                priority: view.contentCompressionResistancePriority(for: layoutAxis),
                origin: .contentSize(view: index, axis: axis, hugging: false))
            appendPending(
                terms: [.init(variable: variable, coefficient: -1)], constant: metric, isEquality: false,
                priority: view.contentHuggingPriority(for: layoutAxis),
                origin: .contentSize(view: index, axis: axis, hugging: true))
        }
    }

    // MARK: Solving

    /// Solves the island outright when its required equalities alone fix every variable (`DeterminedSystem`) and its
    /// required inequalities hold there, setting `values`: no optional constraint — an intrinsic size among them — can
    /// move such an answer. Returns whether it did; an island left free, contradicting itself or breaking a required
    /// inequality is the simplex's, which reports conflicts.
    private func solveDetermined() -> Bool {
        let variableCount = slotCount * 4
        guard variableCount <= DeterminedSystem.maximumVariables else { return false }
        var equalities = 0
        for constraint in pending where constraint.isEquality && constraint.priority.isRequired { equalities += 1 }
        guard equalities >= variableCount else { return false }
        determined.reset(variableCount: variableCount)
        for constraint in pending where constraint.isEquality && constraint.priority.isRequired {
            determined.addEquation(terms: terms[constraint.termRange], constant: constraint.constant)
        }
        // Solved into the island's values, which a failure leaves for the simplex to overwrite.
        guard determined.solve(into: &values) else { return false }
        for constraint in pending where !constraint.isEquality && constraint.priority.isRequired {
            var sum = constraint.constant
            for term in terms[constraint.termRange] { sum += term.coefficient * values[Int(term.variable)] }
            // The simplex's own slack for a satisfied inequality.
            guard sum >= -SparseRow.epsilon * max(1, abs(constraint.constant)) else { return false }
        }
        return true
    }

    private func solveOnce() {
        priorityLevels.removeAll(keepingCapacity: true)
        for constraint in pending where !constraint.priority.isRequired && !priorityLevels.contains(constraint.priority) {
            priorityLevels.append(constraint.priority)
        }
        priorityLevels.sort(by: >)
        solver.reset(variableCount: slotCount * 4, levelCount: priorityLevels.count)
        for (index, constraint) in pending.enumerated() {
            let strength: PrioritySimplexSolver.Strength =
                constraint.priority.isRequired
                ? .required : .optional(level: priorityLevels.firstIndex(of: constraint.priority)!)
            let result = solver.addConstraint(
                terms: terms[constraint.termRange], constant: constraint.constant, isEquality: constraint.isEquality,
                strength: strength, owner: Int32(index))
            if case .unsatisfiable(let conflicting) = result {
                reportConflict(broken: index, conflicting: conflicting)
            }
        }
        solver.optimize()
        values.removeAll(keepingCapacity: true)
        for variable in 0..<(slotCount * 4) { values.append(solver.value(of: variable)) }
        conflictsReported = true
    }

    /// Asks every view with an intrinsic size for its size at the width it was just given
    /// (`intrinsicContentSize(forWidth:)`) and updates the content-size constraints; `true` if any
    /// changed, so another solve is needed.
    private func updateWidthDependentSizes() -> Bool {
        var changed = false
        for (index, view) in views.enumerated() {
            let used = intrinsicSizes[index]
            guard used.width >= 0 || used.height >= 0 else { continue }
            let width = CGFloat(values[index * 4 + 2])
            let fresh = view.intrinsicContentSize(forWidth: max(width, 0))
            var updated = used
            if used.width >= 0, fresh.width >= 0, fresh.width.isFinite, abs(fresh.width - used.width) > 1e-6 {
                updated.width = fresh.width
            }
            if used.height >= 0, fresh.height >= 0, fresh.height.isFinite, abs(fresh.height - used.height) > 1e-6 {
                updated.height = fresh.height
            }
            if updated != used {
                intrinsicSizes[index] = updated
                changed = true
            }
        }
        guard changed else { return false }
        for index in pending.indices {
            guard case .contentSize(let view, let axis, let hugging) = pending[index].origin else { continue }
            let metric = Double(axis == 0 ? intrinsicSizes[view].width : intrinsicSizes[view].height)
            pending[index].constant = hugging ? metric : -metric
        }
        return true
    }

    // MARK: Results

    /// Sets each island view's frame and each custom guide's `layoutFrame` from the solution, with
    /// edges rounded to the display's pixels (so adjacent views stay adjacent). The frames are all
    /// computed before any is set, because setting a frame runs app code. Returns the frames, views' then guides'.
    @discardableResult
    private func applyFrames() -> [CGRect] {
        let scale = PixelGrid(scale: root.traitCollection.displayScale).scale
        // Whole device pixels, so that a frame's origin and size are both exact multiples of a pixel
        // (adding zero turns the solver's -0 into 0).
        func pixels(_ value: Double) -> CGFloat { (CGFloat(value) * scale).rounded(.toNearestOrAwayFromZero) + 0 }
        var origins: [CGPoint] = []
        var frames: [CGRect] = []
        origins.reserveCapacity(slotCount)
        frames.reserveCapacity(slotCount)
        for slot in 0..<slotCount {
            let base = slot * 4
            let minX = pixels(values[base])
            let minY = pixels(values[base + 1])
            let maxX = pixels(values[base] + values[base + 2])
            let maxY = pixels(values[base + 1] + values[base + 3])
            origins.append(CGPoint(x: minX, y: minY))
            let parent = slot < views.count ? parentIndex[slot] : guideOwnerIndex[slot - views.count]
            let parentOrigin = parent >= 0 ? origins[parent] : .zero
            frames.append(CGRect(
                x: (minX - parentOrigin.x) / scale, y: (minY - parentOrigin.y) / scale,
                width: (maxX - minX) / scale, height: (maxY - minY) / scale))
        }
        SolvedIsland.setFrames(frames, of: views, guides: guides)
        return frames
    }

    // MARK: Keeping the answer

    /// Gives the root the shared `SolvedIsland` of this layout pass's answer, `frames`, when it can be kept:
    /// `fixedVariables` says which variables the required equalities fix (`nil`: all of them; empty: the answer is not
    /// kept). An intrinsic size counts where its variable is free, or where its priorities are required.
    private func keep(_ frames: [CGRect], fixedVariables: [Bool]?) {
        guard Self.keepsSolvedIslands, fitting == nil, !readsOutsideIsland, !brokeConstraint, !widthDependentSizesChanged,
            fixedVariables?.isEmpty != true
        else {
            root.autoLayout.solvedIsland = nil
            return
        }
        // Whether each view's intrinsic size counts, its width's then its height's.
        var counts: [Bool] = []
        counts.reserveCapacity(views.count * 2)
        for (index, view) in views.enumerated() {
            for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
                counts.append(
                    fixedVariables?[index * 4 + 2 + axis.rawValue] == false
                        || view.contentHuggingPriority(for: axis).isRequired
                        || view.contentCompressionResistancePriority(for: axis).isRequired)
            }
        }
        var countedSizes: [SolvedIsland.CountedSize] = []
        for index in views.indices where counts[index * 2] || counts[index * 2 + 1] {
            countedSizes.append(SolvedIsland.CountedSize(
                viewIndex: index, countsWidth: counts[index * 2], countsHeight: counts[index * 2 + 1],
                size: intrinsicSizes[index], solvedWidth: CGFloat(values[index * 4 + 2])))
        }
        // The problem as the solver read it, less the intrinsic sizes that do not count.
        var problem: [Double] = [Double(views.count), Double(guides.count)]
        problem.reserveCapacity(2 + slotCount + pending.count * 8 + terms.count * 2)
        for parent in parentIndex { problem.append(Double(parent)) }
        for owner in guideOwnerIndex { problem.append(Double(owner)) }
        for constraint in pending {
            problem.append(Double(constraint.priority.rawValue))
            switch constraint.origin {
            case .contentSize(let view, let axis, let hugging):
                problem.append(hugging ? -2 : -1)
                problem.append(Double(view * 2 + axis))
                problem.append(counts[view * 2 + axis] ? constraint.constant : 0)
            case .user, .fittingTarget, .fittingOrigin:
                problem.append(constraint.isEquality ? 1 : 0)
                problem.append(constraint.constant)
                problem.append(Double(constraint.termRange.count))
                for term in terms[constraint.termRange] {
                    problem.append(Double(term.variable))
                    problem.append(term.coefficient)
                }
            }
        }
        let size = root.bounds.size
        let shape = SolvedIsland.Shape(
            problem: problem, displayScale: root.traitCollection.displayScale, isRightToLeft: root.isRightToLeft,
            rootWidth: size.width, rootHeight: size.height)
        root.autoLayout.solvedIsland = SolvedIsland.interned(
            shape, viewCount: views.count, guideCount: guides.count, countedSizes: countedSizes, frames: frames)
    }

    /// Which of the island's variables its required equalities alone fix: no optional constraint, and so no intrinsic
    /// size, can move those. Empty when the island is too large to tell cheaply (`DeterminedSystem.maximumVariables`).
    private func variablesFixedByRequiredEqualities() -> [Bool] {
        let variableCount = slotCount * 4
        guard variableCount <= DeterminedSystem.maximumVariables else { return [] }
        determined.reset(variableCount: variableCount)
        for constraint in pending where constraint.isEquality && constraint.priority.isRequired {
            determined.addEquation(terms: terms[constraint.termRange], constant: constraint.constant)
        }
        return determined.fixedVariables()
    }

    // MARK: Conflicts

    private func reportConflict(broken: Int, conflicting: [Int32]) {
        brokeConstraint = true
        guard !conflictsReported else { return }
        if case .user(let constraint) = pending[broken].origin {
            guard !constraint.conflictWasReported else { return }
            constraint.conflictWasReported = true
        }
        var involved = Set(conflicting.map(Int.init)).filter { $0 >= 0 && pending[$0].priority.isRequired }.sorted()
        involved.removeAll { $0 == broken }
        let listed = (involved + [broken]).map { "    \"\(describe(pending[$0]))\"" }.joined(separator: ",\n")
        let operation = fitting == nil ? "layoutSubviews()" : "systemLayoutSizeFitting(_:)"
        Diagnostics.report(.warning(
            operation,
            "Unable to simultaneously satisfy constraints.\n"
                + "\tAt least one constraint below is probably unwanted; find it and the code that adds it.\n"
                + "(\n\(listed)\n)\n\n"
                + "Recovering by breaking the last one (the most recently activated):\n\(describe(pending[broken]))"))
    }

    private func describe(_ constraint: Pending) -> String {
        switch constraint.origin {
        case .user(let user):
            return user.description
        case .contentSize(let index, let axis, let hugging):
            let size = intrinsicSizes[index]
            let metric = axis == 0 ? size.width : size.height
            let name = "\(type(of: views[index])).\(axis == 0 ? "width" : "height")"
            return "<NSContentSizeLayoutConstraint \(name) \(hugging ? "<=" : ">=") \(metric) @\(constraint.priority)>"
        case .fittingTarget(let axis):
            let side = axis == 0 ? "Width" : "Height"
            let target = -constraint.constant
            return "<NSLayoutConstraint 'UIView-Encapsulated-Layout-\(side)' \(type(of: root!)).\(side.lowercased()) == "
                + "\(target) @\(constraint.priority)>"
        case .fittingOrigin(let axis):
            return "<NSLayoutConstraint 'UIView-Fitting-Origin' \(type(of: root!)).\(axis == 0 ? "minX" : "minY") == 0>"
        }
    }
}

// MARK: Resolving anchors

extension AutoLayoutEngine {
    /// Adds `factor × source` to the pending terms and `constant`; `false` if an item is gone.
    fileprivate func emit(_ source: AnchorSource, factor: Double, constant: inout Double) -> Bool {
        switch source {
        case .attribute(let reference):
            return emit(reference, factor: factor, constant: &constant)
        case .offset(let from, let to):
            return emit(to, factor: factor, constant: &constant) && emit(from, factor: -factor, constant: &constant)
        }
    }

    private func emit(_ reference: AnchorReference, factor: Double, constant: inout Double) -> Bool {
        if let view = reference.view {
            switch reference.attribute {
            case .firstBaseline, .lastBaseline:
                readsOutsideIsland = true
                emitBaseline(of: view, first: reference.attribute == .firstBaseline, factor: factor, constant: &constant)
            default:
                let attribute = reference.attribute
                let side = attribute.isDirectional ? attribute.resolved(rightToLeft: view.isRightToLeft) : attribute
                if side.isMargin { readsOutsideIsland = true }
                emit(
                    frameOf: view, AttributeCoefficients(side, margins: side.isMargin ? view.layoutMargins : .zero),
                    factor: factor, constant: &constant)
            }
            return true
        }
        guard let guide = reference.guide, let owner = guide.owningView else { return false }
        let attribute = reference.attribute
        let coefficients = AttributeCoefficients(attribute.isDirectional ? attribute.resolved(rightToLeft: owner.isRightToLeft) : attribute)
        switch guide.kind {
        case .custom, .content:
            if let slot = slot(of: guide) {
                emit(slot: slot, coefficients, factor: factor, constant: &constant)
            } else {
                readsOutsideIsland = true
                let frame = guide.solvedFrame
                let ownerFrame = linearFrame(of: owner)
                let guideFrame = LinearFrame(
                    x: ownerFrame.x.adding(LinearComponent(Double(frame.minX)), times: 1),
                    y: ownerFrame.y.adding(LinearComponent(Double(frame.minY)), times: 1),
                    width: LinearComponent(Double(frame.width)), height: LinearComponent(Double(frame.height)))
                emit(guideFrame, coefficients, factor: factor, constant: &constant)
            }
        case .layoutMargins, .safeArea, .readableContent:
            readsOutsideIsland = true
            emit(frameOf: owner, coefficients.inset(by: guide.insets(in: owner)), factor: factor, constant: &constant)
        }
        return true
    }

    /// Adds `factor ×` the first or last baseline of `view` (that of the view its baseline stands for).
    private func emitBaseline(of view: UIView, first: Bool, factor: Double, constant: inout Double) {
        let baselineView = Self.baselineView(of: view, first: first)
        let coefficients =
            first
            ? baselineView.firstBaselineOffsetFromTop.map { AttributeCoefficients(y: 1, constant: Double($0)) }
                ?? AttributeCoefficients(y: 1, height: 1)
            : AttributeCoefficients(y: 1, height: 1, constant: -Double(baselineView.lastBaselineOffsetFromBottom))
        emit(frameOf: baselineView, coefficients, factor: factor, constant: &constant)
    }

    /// The view whose baseline a baseline anchor of `view` stands for (`forFirstBaselineLayout`,
    /// followed a few levels; a view that names itself ends the chain).
    private static func baselineView(of view: UIView, first: Bool) -> UIView {
        var current = view
        for _ in 0..<8 {
            let next = first ? current.forFirstBaselineLayout : current.forLastBaselineLayout
            if next === current { break }
            current = next
        }
        return current
    }

    fileprivate func emit(frameOf view: UIView, _ coefficients: AttributeCoefficients, factor: Double, constant: inout Double) {
        if let slot = slot(of: view) {
            emit(slot: slot, coefficients, factor: factor, constant: &constant)
        } else {
            emit(linearFrame(of: view), coefficients, factor: factor, constant: &constant)
        }
    }

    private func emit(slot: Int32, _ coefficients: AttributeCoefficients, factor: Double, constant: inout Double) {
        let base = slot * 4
        if coefficients.x != 0 { terms.append(.init(variable: base, coefficient: factor * coefficients.x)) }
        if coefficients.y != 0 { terms.append(.init(variable: base + 1, coefficient: factor * coefficients.y)) }
        if coefficients.width != 0 { terms.append(.init(variable: base + 2, coefficient: factor * coefficients.width)) }
        if coefficients.height != 0 { terms.append(.init(variable: base + 3, coefficient: factor * coefficients.height)) }
        constant += factor * coefficients.constant
    }

    private func emit(_ frame: LinearFrame, _ coefficients: AttributeCoefficients, factor: Double, constant: inout Double) {
        constant += factor * coefficients.constant
        for (component, weight) in [
            (frame.x, coefficients.x), (frame.y, coefficients.y), (frame.width, coefficients.width),
            (frame.height, coefficients.height),
        ] where weight != 0 {
            let scale = factor * weight
            constant += scale * component.constant
            for term in component.terms {
                terms.append(.init(variable: term.variable, coefficient: term.coefficient * scale))
            }
        }
    }

    /// The frame of a view that is not a variable, over the variables: the root's (fixed size in a
    /// layout pass), an autoresizing view's (its mask over its superview's frame), a view below the
    /// island's edge (fixed offset from its superview), or a view outside the root (its current frame,
    /// fixed). Memoized for the solve.
    private func linearFrame(of view: UIView) -> LinearFrame {
        if let slot = slot(of: view) { return LinearFrame(slot: slot) }
        if view === root { return LinearFrame(fixed: CGRect(origin: .zero, size: root.bounds.size)) }
        readsOutsideIsland = true
        let key = ObjectIdentifier(view)
        if let known = derivedFrames[key] { return known }
        let frame: LinearFrame
        if let parent = view.superview, view.isDescendant(of: root) {
            let parentFrame = linearFrame(of: parent)
            let current = view.frame
            if view.translatesAutoresizingMaskIntoConstraints && parent.autoresizesSubviews {
                let mask = view.autoresizingMask
                let horizontal = AutoresizingAxis(
                    mask: mask, flexibleStart: .flexibleLeftMargin, flexibleLength: .flexibleWidth,
                    flexibleEnd: .flexibleRightMargin, origin: current.minX, length: current.width,
                    containerLength: parent.bounds.width)
                let vertical = AutoresizingAxis(
                    mask: mask, flexibleStart: .flexibleTopMargin, flexibleLength: .flexibleHeight,
                    flexibleEnd: .flexibleBottomMargin, origin: current.minY, length: current.height,
                    containerLength: parent.bounds.height)
                frame = LinearFrame(
                    x: parentFrame.x.adding(LinearComponent(Double(horizontal.startFixed)), times: 1)
                        .adding(parentFrame.width, times: Double(horizontal.startShare)),
                    y: parentFrame.y.adding(LinearComponent(Double(vertical.startFixed)), times: 1)
                        .adding(parentFrame.height, times: Double(vertical.startShare)),
                    width: LinearComponent(Double(horizontal.lengthFixed))
                        .adding(parentFrame.width, times: Double(horizontal.lengthShare)),
                    height: LinearComponent(Double(vertical.lengthFixed))
                        .adding(parentFrame.height, times: Double(vertical.lengthShare)))
            } else {
                frame = LinearFrame(
                    x: parentFrame.x.adding(LinearComponent(Double(current.minX)), times: 1),
                    y: parentFrame.y.adding(LinearComponent(Double(current.minY)), times: 1),
                    width: LinearComponent(Double(current.width)), height: LinearComponent(Double(current.height)))
            }
        } else {
            let offset = Self.originInHierarchy(of: view) - Self.originInHierarchy(of: root)
            frame = LinearFrame(fixed: CGRect(origin: offset, size: view.bounds.size))
        }
        derivedFrames[key] = frame
        return frame
    }

    /// The view's origin in its topmost ancestor's coordinates (frames summed; bounds origins ignored,
    /// as everywhere in constraint layout).
    private static func originInHierarchy(of view: UIView) -> CGPoint {
        var origin = view.frame.origin
        var ancestor = view.superview
        while let current = ancestor, current.superview != nil {
            origin.x += current.frame.minX
            origin.y += current.frame.minY
            ancestor = current.superview
        }
        return origin
    }
}

extension CGPoint {
    fileprivate static func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint {
        CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
    }
}
