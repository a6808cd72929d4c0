import Storyboard

/// A mistake in what the user asked for, told in one line in their language.
///
/// Every command throws this (or a module's own error, turned into this) instead of
/// printing, so `main` is the one place that writes to stderr and picks the exit code.
struct CLIError: Error {
    var message: Localized
    var exitCode: Int32 = 2

    init(_ message: Localized, exitCode: Int32 = 2) {
        self.message = message
        self.exitCode = exitCode
    }
}
