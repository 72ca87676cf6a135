// This file imports OpenCollectionView alone, on purpose: imports are per file, so it compiles only while
// OpenCollectionView re-exports the diagnostics module.
import OpenCollectionView
import Testing

/// The misuse policy is reachable by a UIKit-style app that imports only OpenCollectionView.
@MainActor
@Suite struct DiagnosticsReexportTests {
    /// Reads the process-wide policy without changing it (tests run in parallel, and only exit tests change it, in
    /// processes of their own): the build's default.
    @Test func thePolicyIsReadable() {
        let policy: DiagnosticPolicy = Diagnostics.policy
        #if DEBUG
        #expect(policy == .trap)
        #else
        #expect(policy == .log)
        #endif
    }

    @Test func reportsAreRecordedForTheCurrentTask() {
        let (dimension, diagnostics): (NSCollectionLayoutDimension, [Diagnostic]) = Diagnostics.recording {
            NSCollectionLayoutDimension.estimated(-1)
        }
        // Reported, and kept as given: a section that uses it lays out nothing.
        #expect(dimension.isEstimated && dimension.dimension == -1)
        #expect(diagnostics == [
            Diagnostic.error(
                "NSCollectionLayoutDimension.estimated(_:)",
                "Invalid estimated dimension, must be > 0.0. NOTE: This will be a hard-assert soon, please update your call site. (value: -1)"
            ),
        ])
    }
}
