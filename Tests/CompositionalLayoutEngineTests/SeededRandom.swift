import Foundation

/// A small deterministic generator, for reproducible random inputs.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A generator of random test inputs that draws from a seeded `SplitMix64`, so that a failing seed fails again.
protocol SeededDraws {
    var random: SplitMix64 { get set }
}

extension SeededDraws {
    /// A number from 0 up to `bound`, excluded.
    mutating func below(_ bound: Int) -> Int {
        Int(random.next() % UInt64(bound))
    }

    /// True one time in `odds`.
    mutating func chance(_ odds: Int) -> Bool {
        below(odds) == 0
    }
}
