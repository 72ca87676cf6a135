/// Equations `Σ coefficient × variable + constant = 0` solved outright when together they fix every variable: the
/// Auto Layout engine's shortcut for an island whose required equalities alone decide every frame (a label pinned to
/// its cell's four edges). No priority, intrinsic size or optional constraint can move such an answer, so elimination
/// is all it takes — no simplex, and no second solve when wrapping text changes an intrinsic height.
///
/// Gaussian elimination with partial pivoting over a dense copy of the equations: O(equations × variables²), for the
/// few variables of one island (`maximumVariables`). The storage is kept between solves.
struct DeterminedSystem {
    /// The most variables solved this way (eight views or guides): a larger island goes to the simplex, whose sparse
    /// rows scale better.
    static let maximumVariables = 32

    /// How far from exact a pivot or a leftover equation may be and still count as zero, relative to the largest
    /// coefficient or constant seen.
    private static let relativeTolerance = 1e-9

    private var variableCount = 0
    /// The equations, `variableCount + 1` numbers each: the coefficients, then the right-hand side (−constant).
    private var rows: [Double] = []
    private var largestMagnitude = 0.0

    /// Starts a new system over `variableCount` variables.
    mutating func reset(variableCount: Int) {
        self.variableCount = variableCount
        rows.removeAll(keepingCapacity: true)
        largestMagnitude = 0
    }

    /// Adds `Σ terms + constant = 0`.
    mutating func addEquation(terms: ArraySlice<PrioritySimplexSolver.Term>, constant: Double) {
        let start = rows.count
        rows.append(contentsOf: repeatElement(0, count: variableCount + 1))
        for term in terms { rows[start + Int(term.variable)] += term.coefficient }
        rows[start + variableCount] = -constant
        for value in rows[start...] { largestMagnitude = max(largestMagnitude, abs(value)) }
    }

    /// Writes the one solution of the equations added into `values` (replacing what it held, keeping its storage) and
    /// returns true; returns false, leaving `values` as it was, when they leave some variable free or contradict each
    /// other.
    mutating func solve(into values: inout [Double]) -> Bool {
        let width = variableCount + 1
        let rowCount = rows.count / width
        guard rowCount >= variableCount else { return false }
        let tolerance = Self.relativeTolerance * max(largestMagnitude, 1)
        for column in 0..<variableCount {
            guard movePivot(ofColumn: column, toRow: column, tolerance: tolerance) else { return false }
            let lead = rows[column * width + column]
            for row in (column + 1)..<rowCount {
                let factor = rows[row * width + column] / lead
                guard factor != 0 else { continue }
                for index in column..<width { rows[row * width + index] -= factor * rows[column * width + index] }
            }
        }
        // Equations beyond the variables' count must have come down to 0 = 0.
        for row in variableCount..<rowCount where abs(rows[row * width + variableCount]) > tolerance { return false }
        values.removeAll(keepingCapacity: true)
        values.append(contentsOf: repeatElement(0, count: variableCount))
        for row in stride(from: variableCount - 1, through: 0, by: -1) {
            var value = rows[row * width + variableCount]
            for column in (row + 1)..<variableCount { value -= rows[row * width + column] * values[column] }
            values[row] = value / rows[row * width + row]
        }
        return true
    }

    /// Which variables the equations added fix, whatever values the others take: those whose unit vector lies in the
    /// equations' row space. Reduces the equations to row echelon form in place (what `solve(into:)` would then read
    /// is spent). O(equations × variables²).
    mutating func fixedVariables() -> [Bool] {
        let width = variableCount + 1
        let rowCount = rows.count / width
        let tolerance = Self.relativeTolerance * max(largestMagnitude, 1)
        var pivotRow = [Int](repeating: -1, count: variableCount)
        var rank = 0
        for column in 0..<variableCount where rank < rowCount {
            guard movePivot(ofColumn: column, toRow: rank, tolerance: tolerance) else { continue }
            let lead = rows[rank * width + column]
            for index in column..<width { rows[rank * width + index] /= lead }
            for row in 0..<rowCount where row != rank {
                let factor = rows[row * width + column]
                guard factor != 0 else { continue }
                for index in column..<width { rows[row * width + index] -= factor * rows[rank * width + index] }
            }
            pivotRow[column] = rank
            rank += 1
        }
        // A pivot row with nothing in any other column says the pivot's variable equals a constant.
        return (0..<variableCount).map { column in
            let row = pivotRow[column]
            guard row >= 0 else { return false }
            return (0..<variableCount).allSatisfy { $0 == column || abs(rows[row * width + $0]) <= tolerance }
        }
    }

    /// Partial pivoting: swaps into `target` the row at or below it whose coefficient of `column` is largest, and
    /// returns whether that coefficient is other than zero (beyond `tolerance`).
    private mutating func movePivot(ofColumn column: Int, toRow target: Int, tolerance: Double) -> Bool {
        let width = variableCount + 1
        var pivot = target
        for row in target..<(rows.count / width) where abs(rows[row * width + column]) > abs(rows[pivot * width + column]) {
            pivot = row
        }
        guard abs(rows[pivot * width + column]) > tolerance else { return false }
        if pivot != target {
            for index in 0..<width { rows.swapAt(pivot * width + index, target * width + index) }
        }
        return true
    }
}
