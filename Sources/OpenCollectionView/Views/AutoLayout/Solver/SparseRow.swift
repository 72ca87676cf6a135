/// One row of the simplex tableau: `basic = constant + Σ coefficient × symbol`, or, while a row is being
/// built, the equation `0 = constant + Σ coefficient × symbol`.
///
/// Rows of a cell's layout hold a handful of terms, so they are two short parallel arrays searched
/// linearly: cheaper than hashing at these sizes, and the arrays keep their capacity when a solver
/// reuses the row for the next solve.
struct SparseRow {
    var constant: Double = 0
    private(set) var symbols: [Int32] = []
    private(set) var coefficients: [Double] = []

    /// Coefficients smaller than this are rounding noise from earlier pivots and count as zero.
    static let epsilon = 1e-9

    static func isNearZero(_ value: Double) -> Bool {
        abs(value) < epsilon
    }

    var isEmpty: Bool { symbols.isEmpty }

    /// Empties the row, keeping its storage.
    mutating func clear() {
        constant = 0
        symbols.removeAll(keepingCapacity: true)
        coefficients.removeAll(keepingCapacity: true)
    }

    /// The row's terms replaced by `other`'s, reusing this row's storage.
    mutating func copy(from other: SparseRow) {
        clear()
        constant = other.constant
        symbols.append(contentsOf: other.symbols)
        coefficients.append(contentsOf: other.coefficients)
    }

    func index(of symbol: Int32) -> Int? {
        symbols.firstIndex(of: symbol)
    }

    func coefficient(of symbol: Int32) -> Double {
        guard let position = index(of: symbol) else { return 0 }
        return coefficients[position]
    }

    /// Adds `coefficient × symbol`, dropping the term if it cancels out.
    mutating func add(_ symbol: Int32, _ coefficient: Double) {
        if let position = index(of: symbol) {
            let sum = coefficients[position] + coefficient
            if Self.isNearZero(sum) {
                removeTerm(at: position)
            } else {
                coefficients[position] = sum
            }
        } else if !Self.isNearZero(coefficient) {
            symbols.append(symbol)
            coefficients.append(coefficient)
        }
    }

    /// Adds `factor × other`, constant included.
    mutating func add(_ other: SparseRow, times factor: Double) {
        constant += other.constant * factor
        for position in other.symbols.indices {
            add(other.symbols[position], other.coefficients[position] * factor)
        }
    }

    mutating func remove(_ symbol: Int32) {
        if let position = index(of: symbol) { removeTerm(at: position) }
    }

    /// Order does not matter, so the last term fills the hole.
    private mutating func removeTerm(at position: Int) {
        symbols.swapAt(position, symbols.count - 1)
        coefficients.swapAt(position, coefficients.count - 1)
        symbols.removeLast()
        coefficients.removeLast()
    }

    /// Multiplies the constant and every coefficient by -1.
    mutating func negate() {
        constant = -constant
        for position in coefficients.indices { coefficients[position] = -coefficients[position] }
    }

    /// Turns `0 = constant + a × symbol + rest` into `symbol = -(constant + rest) / a`.
    /// `symbol` must be in the row.
    mutating func solve(for symbol: Int32) {
        guard let position = index(of: symbol) else { preconditionFailure("solving a row for a symbol it lacks") }
        let factor = -1 / coefficients[position]
        removeTerm(at: position)
        constant *= factor
        for other in coefficients.indices { coefficients[other] *= factor }
    }

    /// Turns `lhs = constant + a × rhs + rest` into `rhs = …`, the pivot step.
    mutating func solve(for lhs: Int32, _ rhs: Int32) {
        add(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` with the expression `row` it equals, if the row mentions it.
    mutating func substitute(_ symbol: Int32, with row: SparseRow) {
        guard let position = index(of: symbol) else { return }
        let coefficient = coefficients[position]
        removeTerm(at: position)
        add(row, times: coefficient)
    }
}
