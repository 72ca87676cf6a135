/// A linear-constraint solver with required and prioritized optional constraints: the engine under
/// Auto Layout.
///
/// It follows the Cassowary design (an incremental simplex over a tableau kept in *basic feasible
/// solved form*): every constraint becomes one row, with a slack symbol for an inequality, a dummy
/// marker for a required equality, and non-negative *error* symbols for an optional one. The objective
/// minimises the errors. Priorities are *lexicographic*, the way Auto Layout describes them (higher
/// priorities are satisfied first): no amount of error at one priority is worth any error at a higher
/// one. Rather than folding priorities into one weighted sum (which either loses that guarantee or
/// loses floating-point precision), the objective keeps, for every symbol, one reduced cost per
/// priority level, and an entering symbol is one whose costs, read from the highest level down, first
/// turn negative.
///
/// Determinism: symbols are numbered in the order they are made, and every choice (subject of a new
/// row, entering symbol, leaving row on ties) takes the lowest number, which is also Bland's rule, so
/// the simplex cannot cycle. A variable that nothing pins down stays non-basic and reads 0.
///
/// A required constraint that contradicts the required constraints added before it is not added: the
/// caller learns which earlier constraints it conflicts with and goes on without it.
///
/// Cost: adding a constraint substitutes its variables' rows (O(terms × row length)); each pivot
/// touches only the rows that mention the entering symbol, plus the dense objective. A cell's
/// system (tens of constraints) takes a few dozen pivots. The solver keeps its storage between solves.
/// It is a struct so that its many small array accesses need no run-time exclusivity checks.
struct PrioritySimplexSolver {
    /// `coefficient × variable` in a constraint given to `addConstraint`.
    struct Term {
        var variable: Int32
        var coefficient: Double
    }

    enum SymbolKind: UInt8 {
        /// A variable of the problem; unrestricted in sign.
        case external
        /// The non-negative gap of an inequality, or an artificial variable during phase one.
        case slack
        /// The non-negative amount an optional constraint is violated by; the objective counts it.
        case error
        /// The marker of a required equality; it must stay zero and never enters the basis.
        case dummy
    }

    /// How strongly a constraint holds.
    enum Strength: Equatable {
        case required
        /// An optional constraint at a priority level; level 0 is the most important.
        case optional(level: Int)
    }

    /// What became of a constraint given to `addConstraint`.
    enum AddResult: Equatable {
        case added
        /// The constraint contradicts required constraints added earlier and was left out. `conflicting`
        /// lists the owners of the earlier constraints involved (possibly including optional ones,
        /// which callers filter out).
        case unsatisfiable(conflicting: [Int32])
    }

    private(set) var variableCount = 0
    private var kinds: [SymbolKind] = []
    /// The owner tag given with the constraint a marker or error symbol belongs to; -1 for others.
    private var owners: [Int32] = []
    /// The row whose basic symbol each symbol is, or -1 for a parametric (non-basic) symbol.
    private var rowOfSymbol: [Int32] = []

    /// Row storage; the first `rowCount` rows are live, the rest keep capacity for later solves.
    private var rows: [SparseRow] = []
    private var basicOfRow: [Int32] = []
    private var rowCount = 0

    /// The objective: for each symbol, its reduced cost at each priority level, stored symbol by
    /// symbol (`symbol × levelCount + level`) so that a new symbol appends and a lexicographic
    /// comparison reads contiguous memory.
    private var objective: [Double] = []
    private var levelCount = 0

    /// The row being built by `addConstraint`.
    private var scratch = SparseRow()
    /// The objective of phase one (minimising an artificial variable), live while `phaseOneIsActive`.
    private var phaseOne = SparseRow()
    private var phaseOneIsActive = false

    init() {}

    /// Forgets every constraint and starts a problem over `variableCount` variables (numbered from 0)
    /// with `levelCount` optional priority levels.
    mutating func reset(variableCount: Int, levelCount: Int) {
        self.variableCount = variableCount
        self.levelCount = levelCount
        kinds.removeAll(keepingCapacity: true)
        owners.removeAll(keepingCapacity: true)
        rowOfSymbol.removeAll(keepingCapacity: true)
        for index in 0..<rowCount { rows[index].clear() }
        rowCount = 0
        objective.removeAll(keepingCapacity: true)
        phaseOne.clear()
        phaseOneIsActive = false
        for _ in 0..<variableCount { _ = makeSymbol(.external, owner: -1) }
    }

    /// The value the last `optimize()` gave a variable.
    func value(of variable: Int) -> Double {
        let row = rowOfSymbol[variable]
        return row >= 0 ? rows[Int(row)].constant : 0
    }

    // MARK: Adding constraints

    /// Adds `Σ coefficient × variable + constant` (`= 0` if `isEquality`, else `≥ 0`).
    ///
    /// `terms` name variables by number; a variable may appear more than once. Optional constraints
    /// are always added; a required one is left out if it contradicts what was added before.
    mutating func addConstraint(
        terms: ArraySlice<Term>, constant: Double, isEquality: Bool,
        strength: Strength, owner: Int32
    ) -> AddResult {
        scratch.clear()
        scratch.constant = constant
        for term in terms {
            let row = rowOfSymbol[Int(term.variable)]
            if row >= 0 {
                scratch.add(rows[Int(row)], times: term.coefficient)
            } else {
                scratch.add(term.variable, term.coefficient)
            }
        }

        // Give the constraint its own symbols: `marker` identifies it, `other` is an optional
        // constraint's second error symbol.
        // New symbols are parametric, so the objective can name error symbols directly.
        let marker: Int32
        var other: Int32 = -1
        if isEquality {
            if case .optional(let level) = strength {
                marker = makeSymbol(.error, owner: owner)
                other = makeSymbol(.error, owner: owner)
                scratch.add(marker, -1)
                scratch.add(other, 1)
                objective[Int(marker) * levelCount + level] += 1
                objective[Int(other) * levelCount + level] += 1
            } else {
                marker = makeSymbol(.dummy, owner: owner)
                scratch.add(marker, 1)
            }
        } else {
            marker = makeSymbol(.slack, owner: owner)
            scratch.add(marker, -1)
            if case .optional(let level) = strength {
                other = makeSymbol(.error, owner: owner)
                scratch.add(other, 1)
                objective[Int(other) * levelCount + level] += 1
            }
        }

        // Keep the row's constant non-negative, so that a restricted subject starts feasible.
        if scratch.constant < 0 { scratch.negate() }

        if let subject = chooseSubject(marker: marker, other: other) {
            scratch.solve(for: subject)
            let row = scratch
            substitute(subject, with: row)
            insertScratchRow(basic: subject)
            return .added
        }

        if scratch.terms.allSatisfy({ kinds[Int($0.symbol)] == .dummy }) {
            // Only markers of required equalities, which are all zero: the constraint is either
            // implied by those (a zero constant) or contradicts them.
            if SparseRow.isNearZero(scratch.constant) {
                insertScratchRow(basic: marker)
                return .added
            }
            return .unsatisfiable(conflicting: scratch.terms.map { owners[Int($0.symbol)] })
        }
        return addWithArtificialVariable()
    }

    /// The symbol to make basic for the new row in `scratch`, if one keeps the tableau feasible
    /// without phase one: an unrestricted variable, else a new slack or error symbol whose
    /// coefficient is negative (so its value, constant / |coefficient|, is non-negative).
    private func chooseSubject(marker: Int32, other: Int32) -> Int32? {
        var lowestExternal: Int32?
        for term in scratch.terms where kinds[Int(term.symbol)] == .external {
            if lowestExternal.map({ term.symbol < $0 }) ?? true { lowestExternal = term.symbol }
        }
        if let lowestExternal { return lowestExternal }
        if isPivotableSubject(marker) { return marker }
        if isPivotableSubject(other) { return other }
        return nil
    }

    private func isPivotableSubject(_ candidate: Int32) -> Bool {
        guard candidate >= 0 else { return false }
        let kind = kinds[Int(candidate)]
        return (kind == .slack || kind == .error) && scratch.coefficient(of: candidate) < 0
    }

    /// Phase one for the row in `scratch`: make it basic for a new artificial variable and minimise
    /// that variable. The constraint is satisfiable exactly when the minimum is zero.
    private mutating func addWithArtificialVariable() -> AddResult {
        let artificial = makeSymbol(.slack, owner: -1)
        phaseOne.copy(from: scratch)
        insertScratchRow(basic: artificial)
        phaseOneIsActive = true
        optimizePhaseOne()
        phaseOneIsActive = false
        let satisfiable = SparseRow.isNearZero(phaseOne.constant)

        let artificialRow = rowOfSymbol[Int(artificial)]
        if artificialRow >= 0 {
            if !satisfiable {
                // The artificial variable never left the basis, so no other row mentions it: dropping
                // its row leaves exactly the constraints that were there before.
                let conflicting = phaseOne.terms.map { owners[Int($0.symbol)] }
                removeRow(Int(artificialRow))
                phaseOne.clear()
                return .unsatisfiable(conflicting: conflicting)
            }
            // Degenerate: the artificial variable is basic at zero. Pivot it out if anything can
            // replace it; a row of zero-valued dummies only is implied by their constraints.
            let row = rows[Int(artificialRow)]
            let symbols: [Int32] = row.terms.map(\.symbol)
            let kinds = self.kinds
            let restricted: Int32? = symbols.filter { (symbol: Int32) -> Bool in
                let kind = kinds[Int(symbol)]
                return kind == .slack || kind == .error
            }.min()
            let external: Int32? = symbols.filter { (symbol: Int32) -> Bool in kinds[Int(symbol)] == .external }.min()
            let replacement = restricted ?? external
            if let replacement {
                pivot(row: Int(artificialRow), entering: replacement)
            } else {
                removeRow(Int(artificialRow))
            }
        }
        // The artificial variable is now parametric at zero: removing its column imposes the
        // constraint it stood for.
        for index in 0..<rowCount { rows[index].remove(artificial) }
        for level in 0..<levelCount { objective[Int(artificial) * levelCount + level] = 0 }
        phaseOne.clear()
        return .added
    }

    // MARK: Optimisation

    /// Minimises the objective, priority level by priority level.
    mutating func optimize() {
        while let entering = lexicographicEnteringSymbol() {
            guard let leaving = leavingRow(for: entering) else { return }  // unbounded: cannot happen
            pivot(row: leaving, entering: entering)
        }
    }

    private mutating func optimizePhaseOne() {
        while true {
            var entering: Int32?
            for term in phaseOne.terms
            where kinds[Int(term.symbol)] != .dummy && term.coefficient < -SparseRow.epsilon {
                if entering.map({ term.symbol < $0 }) ?? true { entering = term.symbol }
            }
            guard let entering, let leaving = leavingRow(for: entering) else { return }
            pivot(row: leaving, entering: entering)
        }
    }

    /// The lowest-numbered non-dummy symbol whose reduced cost is negative at the first level where it
    /// is not zero; `nil` when the objective is at its lexicographic minimum.
    private func lexicographicEnteringSymbol() -> Int32? {
        for symbol in 0..<kinds.count where kinds[symbol] != .dummy {
            for level in 0..<levelCount {
                let cost = objective[symbol * levelCount + level]
                if cost < -SparseRow.epsilon { return Int32(symbol) }
                if cost > SparseRow.epsilon { break }
            }
        }
        return nil
    }

    /// The row that limits how far `entering` can grow: among rows with a restricted basic symbol
    /// that `entering` decreases, the smallest ratio constant / -coefficient; ties go to the
    /// lowest-numbered basic symbol.
    private func leavingRow(for entering: Int32) -> Int? {
        var best: Int?
        var bestRatio = Double.infinity
        for index in 0..<rowCount {
            let basic = basicOfRow[index]
            guard kinds[Int(basic)] != .external else { continue }
            let coefficient = rows[index].coefficient(of: entering)
            guard coefficient < -SparseRow.epsilon else { continue }
            let ratio = -rows[index].constant / coefficient
            if ratio < bestRatio - SparseRow.epsilon
                || (abs(ratio - bestRatio) <= SparseRow.epsilon && basic < basicOfRow[best!])
            {
                best = index
                bestRatio = ratio
            }
        }
        return best
    }

    /// Exchanges the basic symbol of `row` for `entering`.
    private mutating func pivot(row index: Int, entering: Int32) {
        let leaving = basicOfRow[index]
        rows[index].solve(for: leaving, entering)
        rowOfSymbol[Int(leaving)] = -1
        rowOfSymbol[Int(entering)] = Int32(index)
        basicOfRow[index] = entering
        let pivotRow = rows[index]
        // Reading before writing spares the rows that do not mention the symbol a uniqueness check.
        for other in 0..<rowCount where other != index && rows[other].index(of: entering) != nil {
            rows[other].substitute(entering, with: pivotRow)
        }
        substituteInObjectives(entering, with: pivotRow)
    }

    // MARK: Tableau storage

    private mutating func makeSymbol(_ kind: SymbolKind, owner: Int32) -> Int32 {
        let symbol = Int32(kinds.count)
        kinds.append(kind)
        owners.append(owner)
        rowOfSymbol.append(-1)
        for _ in 0..<levelCount { objective.append(0) }
        return symbol
    }

    /// Makes the row in `scratch` (solved for `basic`) live, leaving `scratch` holding spare storage.
    private mutating func insertScratchRow(basic: Int32) {
        if rowCount == rows.count {
            rows.append(SparseRow())
            basicOfRow.append(-1)
        }
        swap(&rows[rowCount], &scratch)
        scratch.clear()
        basicOfRow[rowCount] = basic
        rowOfSymbol[Int(basic)] = Int32(rowCount)
        rowCount += 1
    }

    private mutating func removeRow(_ index: Int) {
        rowOfSymbol[Int(basicOfRow[index])] = -1
        let last = rowCount - 1
        if index != last {
            rows.swapAt(index, last)
            basicOfRow[index] = basicOfRow[last]
            rowOfSymbol[Int(basicOfRow[index])] = Int32(index)
        }
        rows[last].clear()
        rowCount = last
    }

    /// Replaces a symbol that just became basic by its row, everywhere else it appears.
    private mutating func substitute(_ symbol: Int32, with row: SparseRow) {
        for index in 0..<rowCount where rows[index].index(of: symbol) != nil {
            rows[index].substitute(symbol, with: row)
        }
        substituteInObjectives(symbol, with: row)
    }

    private mutating func substituteInObjectives(_ symbol: Int32, with row: SparseRow) {
        for level in 0..<levelCount {
            let cost = objective[Int(symbol) * levelCount + level]
            guard cost != 0 else { continue }
            objective[Int(symbol) * levelCount + level] = 0
            for term in row.terms {
                objective[Int(term.symbol) * levelCount + level] += cost * term.coefficient
            }
        }
        if phaseOneIsActive { phaseOne.substitute(symbol, with: row) }
    }
}
