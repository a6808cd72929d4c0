import ArgumentParser

/// How a stepper session ended: the frame on screen, and the signal that ended it, if any.
struct StepperEnd {
    /// The index of the frame on screen at the end.
    var index: Int
    /// SIGINT, SIGTERM or SIGHUP when one ended the session; nil when the learner quit.
    var signal: Int32?

    /// Ends the process the way a signal would report it (128 + its number), once the
    /// caller has saved what it needed; does nothing when the learner quit.
    /// - Throws: `ExitCode` when a signal ended the session.
    func finish() throws(ExitCode) {
        if let signal { throw ExitCode(128 + signal) }
    }
}
