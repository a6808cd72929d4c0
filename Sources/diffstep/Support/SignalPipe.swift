#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Signals turned into bytes on a pipe, so the stepper's poll loop handles them in order.
///
/// A handler may only do async-signal-safe work, so it writes the signal's number and
/// returns; the loop then redraws for SIGWINCH, and for SIGINT, SIGTERM and SIGHUP restores
/// the terminal and ends with status 128 + the signal's number, as a killed process would.
/// The handlers are installed without `SA_RESTART`, so a blocking call returns `EINTR`
/// rather than waiting on, and the signals are unblocked: a parent (a test runner, a shell
/// script) may have started diffstep with them blocked, and a blocked SIGTERM never wakes
/// `poll`.
enum SignalPipe {
    nonisolated(unsafe) private static var writeEnd: Int32 = -1
    /// The end the loop polls and reads.
    nonisolated(unsafe) private(set) static var readEnd: Int32 = -1

    /// The signals caught.
    static let signals = [SIGWINCH, SIGINT, SIGTERM, SIGHUP]

    /// Opens the pipe and installs the handlers; later calls do nothing.
    static func install() {
        guard readEnd < 0 else { return }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return }
        readEnd = ends[0]
        writeEnd = ends[1]
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                let saved = errno
                var byte = UInt8(truncatingIfNeeded: number)
                _ = Glibc.write(SignalPipe.writeEnd, &byte, 1)
                errno = saved
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, nil)
            sigaddset(&unblocked, signal)
        }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    }

    /// The signals that arrived since the last call.
    static func drain() -> [Int32] {
        var buffer = [UInt8](repeating: 0, count: 32)
        var result: [Int32] = []
        while true {
            let count = read(readEnd, &buffer, buffer.count)
            guard count > 0 else { return result }
            result += buffer.prefix(count).map(Int32.init)
        }
    }
}
