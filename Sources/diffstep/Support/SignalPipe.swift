#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Signals turned into bytes on a pipe, so the stepper's poll loop handles them in order.
///
/// A handler may only do async-signal-safe work, so it writes the signal's number and
/// returns; the loop then redraws for SIGWINCH and quits (restoring the terminal) for
/// SIGINT, SIGTERM and SIGHUP.
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
        for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                var byte = UInt8(truncatingIfNeeded: number)
                _ = Glibc.write(SignalPipe.writeEnd, &byte, 1)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(signal, &action, nil)
        }
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
