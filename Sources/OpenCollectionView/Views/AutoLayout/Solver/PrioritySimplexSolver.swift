/// A linear-constraint solver with required and prioritized optional constraints: the engine under
/// Auto Layout.
///
/// It follows the Cassowary design (an incremental simplex over a tableau kept in *basic feasible
/// solved form*): every constraint becomes one row, with a slack symbol for an inequality, a dummy
/// marker for a required equality, and non-negative *error* symbols for an optional one. The objective
/// minimises the errors. Priorities are *lexicographic*, as Auto Layout's are: no amount of error at
/// one priority is worth any error at a higher one. Rather than folding priorities into one weighted
/// sum (which either loses that guarantee or loses floating-point precision), the objective keeps one
/// dense row per priority level and an entering symbol is one whose reduced costs, read from the
/// highest level down, first turn negative.
///
/// Determinism: symbols are numbered in the order they are made, and every choice (subject of a new
/// row, entering symbol, leaving row on ties) takes the lowest number, which is also Bland's rule, so
/// the simplex cannot cycle. A variable that nothing pins down stays non-basic and reads 0.
///
/// A required constraint that contradicts the required constraints added before it is not added: the
/// caller learns which earlier constraints it conflicts with and goes on without it.
///
/// Cost: adding a constraint substitutes its variables' rows (O(terms × row length)); each pivot
/// touches only the rows that mention the entering symbol, plus the dense objective rows. A cell's
/// system (tens of constraints) takes a few dozen pivots. The solver keeps its storage between solves.
final class PrioritySimplexSolver {
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

    /// One dense objective row per priority level, indexed by symbol.
    private var objectives: [[Double]] = []
    private var levelCount = 0

    /// The row being built by `addConstraint`.
    private var scratch = SparseRow()
    /// The objective of phase one (minimising an artificial variable), live while `phaseOneIsActive`.
    private var phaseOne = SparseRow()
    private var phaseOneIsActive = false
    /// Per-symbol scratch for choosing an entering symbol.
    private var firstSign: [Int8] = []

    init() {}

    /// Forgets every constraint and starts a problem over `variableCount` variables (numbered from 0)
    /// with `levelCount` optional priority levels.
    func reset(variableCount: Int, levelCount: Int) {
        self.variableCount = variableCount
        self.levelCount = levelCount
        kinds.removeAll(keepingCapacity: true)
        owners.removeAll(keepingCapacity: true)
        rowOfSymbol.removeAll(keepingCapacity: true)
        firstSign.removeAll(keepingCapacity: true)
        for index in 0..<rowCount { rows[index].clear() }
        rowCount = 0
        while objectives.count < levelCount { objectives.append([]) }
        for level in 0..<levelCount { objectives[level].removeAll(keepingCapacity: true) }
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
    func addConstraint(
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
                objectives[level][Int(marker)] += 1
                objectives[level][Int(other)] += 1
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
                objectives[level][Int(other)] += 1
            }
        }

        // Keep the row's constant non-negative, so that a restricted subject starts feasible.
        if scratch.constant < 0 { scratch.negate() }

        if let subject = chooseSubject(marker: marker, other: other) {
            scratch.solve(for: subject)
            substitute(subject, with: scratch)
            insertRow(basic: subject, from: &scratch)
            return .added
        }

        if scratch.symbols.allSatisfy({ kinds[Int($0)] == .dummy }) {
            // Only markers of required equalities, which are all zero: the constraint is either
            // implied by those (a zero constant) or contradicts them.
            if SparseRow.isNearZero(scratch.constant) {
                insertRow(basic: marker, from: &scratch)
                return .added
            }
            return .unsatisfiable(conflicting: scratch.symbols.map { owners[Int($0)] })
        }
        return addWithArtificialVariable()
    }

    /// The symbol to make basic for the new row in `scratch`, if one keeps the tableau feasible
    /// without phase one: an unrestricted variable, else a new slack or error symbol whose
    /// coefficient is negative (so its value, constant / |coefficient|, is non-negative).
    private func chooseSubject(marker: Int32, other: Int32) -> Int32? {
        var lowestExternal: Int32?
        for symbol in scratch.symbols where kinds[Int(symbol)] == .external {
            if lowestExternal.map({ symbol < $0 }) ?? true { lowestExternal = symbol }
        }
        if let lowestExternal { return lowestExternal }
        for candidate in [marker, other] where candidate >= 0 {
            let kind = kinds[Int(candidate)]
            if (kind == .slack || kind == .error) && scratch.coefficient(of: candidate) < 0 {
                return candidate
            }
        }
        return nil
    }

    /// Phase one for the row in `scratch`: make it basic for a new artificial variable and minimise
    /// that variable. The constraint is satisfiable exactly when the minimum is zero.
    private func addWithArtificialVariable() -> AddResult {
        let artificial = makeSymbol(.slack, owner: -1)
        phaseOne.copy(from: scratch)
        insertRow(basic: artificial, from: &scratch)
        phaseOneIsActive = true
        optimizePhaseOne()
        phaseOneIsActive = false
        let satisfiable = SparseRow.isNearZero(phaseOne.constant)

        let artificialRow = rowOfSymbol[Int(artificial)]
        if artificialRow >= 0 {
            if !satisfiable {
                // The artificial variable never left the basis, so no other row mentions it: dropping
                // its row leaves exactly the constraints that were there before.
                let conflicting = phaseOne.symbols.map { owners[Int($0)] }
                removeRow(Int(artificialRow))
                phaseOne.clear()
                return .unsatisfiable(conflicting: conflicting)
            }
            // Degenerate: the artificial variable is basic at zero. Pivot it out if anything can
            // replace it; a row of zero-valued dummies only is implied by their constraints.
            let row = rows[Int(artificialRow)]
            let replacement =
                row.symbols.filter { kinds[Int($0)] == .slack || kinds[Int($0)] == .error }.min()
                ?? row.symbols.filter { kinds[Int($0)] == .external }.min()
            if let replacement {
                pivot(row: Int(artificialRow), entering: replacement)
            } else {
                removeRow(Int(artificialRow))
            }
        }
        // The artificial variable is now parametric at zero: removing its column imposes the
        // constraint it stood for.
        for index in 0..<rowCount { rows[index].remove(artificial) }
        for level in 0..<levelCount { objectives[level][Int(artificial)] = 0 }
        phaseOne.clear()
        return .added
    }

    // MARK: Optimisation

    /// Minimises the objective, priority level by priority level.
    func optimize() {
        while let entering = lexicographicEnteringSymbol() {
            guard let leaving = leavingRow(for: entering) else { return }  // unbounded: cannot happen
            pivot(row: leaving, entering: entering)
        }
    }

    private func optimizePhaseOne() {
        while true {
            var entering: Int32?
            for (position, symbol) in phaseOne.symbols.enumerated()
            where kinds[Int(symbol)] != .dummy && phaseOne.coefficients[position] < -SparseRow.epsilon {
                if entering.map({ symbol < $0 }) ?? true { entering = symbol }
            }
            guard let entering, let leaving = leavingRow(for: entering) else { return }
            pivot(row: leaving, entering: entering)
        }
    }

    /// The lowest-numbered non-dummy symbol whose reduced cost is negative at the first level where it
    /// is not zero; `nil` when the objective is at its lexicographic minimum.
    private func lexicographicEnteringSymbol() -> Int32? {
        let symbolCount = kinds.count
        for symbol in 0..<symbolCount { firstSign[symbol] = 0 }
        for level in 0..<levelCount {
            let objective = objectives[level]
            for symbol in 0..<symbolCount where firstSign[symbol] == 0 {
                let cost = objective[symbol]
                if cost < -SparseRow.epsilon {
                    firstSign[symbol] = -1
                } else if cost > SparseRow.epsilon {
                    firstSign[symbol] = 1
                }
            }
        }
        for symbol in 0..<symbolCount where firstSign[symbol] < 0 && kinds[symbol] != .dummy {
            return Int32(symbol)
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
    private func pivot(row index: Int, entering: Int32) {
        let leaving = basicOfRow[index]
        rows[index].solve(for: leaving, entering)
        rowOfSymbol[Int(leaving)] = -1
        rowOfSymbol[Int(entering)] = Int32(index)
        basicOfRow[index] = entering
        let pivotRow = rows[index]
        for other in 0..<rowCount where other != index {
            rows[other].substitute(entering, with: pivotRow)
        }
        substituteInObjectives(entering, with: pivotRow)
    }

    // MARK: Tableau storage

    private func makeSymbol(_ kind: SymbolKind, owner: Int32) -> Int32 {
        let symbol = Int32(kinds.count)
        kinds.append(kind)
        owners.append(owner)
        rowOfSymbol.append(-1)
        firstSign.append(0)
        for level in 0..<levelCount { objectives[level].append(0) }
        return symbol
    }

    /// Makes `row` (solved for `basic`) live, leaving `row` holding spare storage.
    private func insertRow(basic: Int32, from row: inout SparseRow) {
        if rowCount == rows.count {
            rows.append(SparseRow())
            basicOfRow.append(-1)
        }
        swap(&rows[rowCount], &row)
        row.clear()
        basicOfRow[rowCount] = basic
        rowOfSymbol[Int(basic)] = Int32(rowCount)
        rowCount += 1
    }

    private func removeRow(_ index: Int) {
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
    private func substitute(_ symbol: Int32, with row: SparseRow) {
        for index in 0..<rowCount { rows[index].substitute(symbol, with: row) }
        substituteInObjectives(symbol, with: row)
    }

    private func substituteInObjectives(_ symbol: Int32, with row: SparseRow) {
        for level in 0..<levelCount {
            let cost = objectives[level][Int(symbol)]
            guard cost != 0 else { continue }
            objectives[level][Int(symbol)] = 0
            for position in row.symbols.indices {
                objectives[level][Int(row.symbols[position])] += cost * row.coefficients[position]
            }
        }
        if phaseOneIsActive { phaseOne.substitute(symbol, with: row) }
    }
}
