/// One row of the simplex tableau: `basic = constant + Σ coefficient × symbol`, or, while a row is being
/// built, the equation `0 = constant + Σ coefficient × symbol`.
///
/// Rows of a cell's layout hold a handful of terms, so they are one short array searched linearly:
/// cheaper than hashing at these sizes, and the array keeps its capacity when a solver reuses the row
/// for the next solve.
struct SparseRow {
    struct Term {
        var symbol: Int32
        var coefficient: Double
    }

    var constant: Double = 0
    private(set) var terms: [Term] = []

    /// Coefficients smaller than this are rounding noise from earlier pivots and count as zero.
    static let epsilon = 1e-9

    static func isNearZero(_ value: Double) -> Bool {
        abs(value) < epsilon
    }

    var isEmpty: Bool { terms.isEmpty }

    /// Empties the row, keeping its storage.
    mutating func clear() {
        constant = 0
        terms.removeAll(keepingCapacity: true)
    }

    /// The row's terms replaced by `other`'s, reusing this row's storage.
    mutating func copy(from other: SparseRow) {
        constant = other.constant
        terms.removeAll(keepingCapacity: true)
        terms.append(contentsOf: other.terms)
    }

    func index(of symbol: Int32) -> Int? {
        for position in terms.indices where terms[position].symbol == symbol { return position }
        return nil
    }

    func coefficient(of symbol: Int32) -> Double {
        guard let position = index(of: symbol) else { return 0 }
        return terms[position].coefficient
    }

    /// Adds `coefficient × symbol`, dropping the term if it cancels out.
    mutating func add(_ symbol: Int32, _ coefficient: Double) {
        if let position = index(of: symbol) {
            let sum = terms[position].coefficient + coefficient
            if Self.isNearZero(sum) {
                removeTerm(at: position)
            } else {
                terms[position].coefficient = sum
            }
        } else if !Self.isNearZero(coefficient) {
            terms.append(Term(symbol: symbol, coefficient: coefficient))
        }
    }

    /// Adds `factor × other`, constant included.
    mutating func add(_ other: SparseRow, times factor: Double) {
        constant += other.constant * factor
        for term in other.terms { add(term.symbol, term.coefficient * factor) }
    }

    mutating func remove(_ symbol: Int32) {
        if let position = index(of: symbol) { removeTerm(at: position) }
    }

    /// Order does not matter, so the last term fills the hole.
    private mutating func removeTerm(at position: Int) {
        let last = terms.removeLast()
        if position < terms.count { terms[position] = last }
    }

    /// Multiplies the constant and every coefficient by -1.
    mutating func negate() {
        constant = -constant
        for position in terms.indices { terms[position].coefficient = -terms[position].coefficient }
    }

    /// Turns `0 = constant + a × symbol + rest` into `symbol = -(constant + rest) / a`.
    /// `symbol` must be in the row.
    mutating func solve(for symbol: Int32) {
        guard let position = index(of: symbol) else { preconditionFailure("solving a row for a symbol it lacks") }
        let factor = -1 / terms[position].coefficient
        removeTerm(at: position)
        constant *= factor
        for other in terms.indices { terms[other].coefficient *= factor }
    }

    /// Turns `lhs = constant + a × rhs + rest` into `rhs = …`, the pivot step.
    mutating func solve(for lhs: Int32, _ rhs: Int32) {
        add(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` with the expression `row` it equals, if the row mentions it.
    mutating func substitute(_ symbol: Int32, with row: SparseRow) {
        guard let position = index(of: symbol) else { return }
        let coefficient = terms[position].coefficient
        removeTerm(at: position)
        add(row, times: coefficient)
    }
}
