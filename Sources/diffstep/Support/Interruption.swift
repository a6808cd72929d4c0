#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Ctrl-C and SIGTERM held back while diffstep writes, so it can remove its temporary files
/// before it ends instead of leaving half a folder behind.
///
/// The handler only records the signal (that is all a handler may safely do); the writer
/// asks `pending` between files and cleans up.
enum Interruption {
    nonisolated(unsafe) private static var received: sig_atomic_t = 0

    /// The signals held back.
    static let signals = [SIGINT, SIGTERM, SIGHUP]

    /// Runs `body` with the signals recorded instead of ending the process, then restores the
    /// default handlers; a signal that arrived meanwhile ends the process after `body`, with
    /// status 128 + its number, as if it had arrived then.
    static func deferred<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        received = 0
        // A parent may have started diffstep with these blocked; a blocked signal never
        // reaches the handler, so unblock them for the write.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for signal in signals {
            sigaddset(&unblocked, signal)
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in Interruption.received = number }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, nil)
        }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        defer {
            for signal in signals { Glibc.signal(signal, SIG_DFL) }
            endIfInterrupted()
        }
        return try body()
    }

    /// The signal that arrived while writing, if any.
    static var pending: Int32? { received == 0 ? nil : Int32(received) }

    /// Ends the process now if a signal arrived (status 128 + its number).
    static func endIfInterrupted() {
        if let signal = pending { exit(128 + signal) }
    }
}
