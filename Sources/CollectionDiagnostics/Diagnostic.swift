/// A report of misuse: a call that was rejected (an error) or accepted with a caveat (a warning).
///
/// Every OpenCollectionView module reports through ``Diagnostics/report(_:)``, so one process-wide
/// ``DiagnosticPolicy`` decides whether misuse traps, logs, or is recorded. Where UIKit raises an
/// exception or logs a message for the same misuse, ``message`` carries UIKit's text.
public struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    /// How serious the misuse is.
    public enum Severity: String, Sendable, Hashable {
        /// The call went ahead; UIKit logs the same situation and continues.
        case warning
        /// The call was rejected and left every piece of state as it was; UIKit raises an exception here.
        case error
    }

    /// Whether the call was rejected (an error) or went ahead (a warning).
    public var severity: Severity
    /// The API that was misused, spelled as in UIKit, e.g. `"appendItems(_:toSection:)"`.
    public var operation: String
    /// What went wrong, naming the offending values.
    public var message: String

    /// A diagnostic of `severity` about `operation`, explained by `message`.
    public init(_ severity: Severity, operation: String, message: String) {
        self.severity = severity
        self.operation = operation
        self.message = message
    }

    /// An error: `operation` was rejected for the reason `message` gives.
    public static func error(_ operation: String, _ message: String) -> Diagnostic {
        Diagnostic(.error, operation: operation, message: message)
    }

    /// A warning: `operation` went ahead, with the caveat `message` gives.
    public static func warning(_ operation: String, _ message: String) -> Diagnostic {
        Diagnostic(.warning, operation: operation, message: message)
    }

    public var description: String { "\(operation): \(message)" }
}
