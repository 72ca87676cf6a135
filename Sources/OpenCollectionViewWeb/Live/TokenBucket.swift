/// A budget that refills at a steady rate up to a capacity: what a page may spend in a burst, and on average. Spending
/// more than there is leaves a debt that the refill pays off over time.
struct TokenBucket: Sendable {
    let capacity: Double
    let refillPerSecond: Double
    private(set) var tokens: Double
    private var last: ContinuousClock.Instant

    /// A full bucket.
    init(capacity: Double, refillPerSecond: Double, now: ContinuousClock.Instant = .now) {
        self.capacity = capacity
        self.refillPerSecond = refillPerSecond
        tokens = capacity
        last = now
    }

    /// Takes `amount` if the bucket holds that much; otherwise takes nothing and answers false.
    mutating func take(_ amount: Double, at now: ContinuousClock.Instant = .now) -> Bool {
        refill(at: now)
        guard tokens >= amount else { return false }
        tokens -= amount
        return true
    }

    /// Takes `amount` whether or not the bucket holds it, and answers how long the refill takes to pay off any debt.
    mutating func charge(_ amount: Double, at now: ContinuousClock.Instant = .now) -> Duration {
        refill(at: now)
        tokens -= amount
        guard tokens < 0 else { return .zero }
        return .seconds(-tokens / refillPerSecond)
    }

    /// How long the refill takes to pay off the bucket's debt, if it is in debt; zero otherwise.
    mutating func debt(at now: ContinuousClock.Instant = .now) -> Duration {
        refill(at: now)
        return tokens < 0 ? .seconds(-tokens / refillPerSecond) : .zero
    }

    private mutating func refill(at now: ContinuousClock.Instant) {
        let elapsed = max(0, (now - last) / .seconds(1))
        tokens = min(capacity, tokens + elapsed * refillPerSecond)
        last = now
    }
}
