import Storyboard

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A crash told in one line instead of kilobytes of backtrace.
///
/// diffstep should never crash: every input error is a message. If a bug still traps (an
/// index out of range, a stack overflow), the user gets one line saying it is our bug and
/// what to send, and exit status 70 (EX_SOFTWARE). The handler runs on its own stack, so
/// even a stack overflow reaches it, and it only calls `write` and `_exit`, which are safe
/// inside a signal handler; the line is made before any crash can happen.
enum CrashLine {
    nonisolated(unsafe) private static var line: UnsafeMutableBufferPointer<UInt8>?

    /// Installs the handlers for the signals a trap or a bad access raises.
    static func install(language: Language) {
        let text = ProcessWords.crash[language]
        let bytes = Array(text.utf8)
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = buffer.initialize(from: bytes)
        line = buffer

        let stackSize = 1 << 16
        var stack = stack_t()
        stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: stackSize, alignment: 16)
        stack.ss_size = stackSize
        stack.ss_flags = 0
        sigaltstack(&stack, nil)
        for signal in [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { _ in
                if let line = CrashLine.line { _ = Glibc.write(STDERR_FILENO, line.baseAddress, line.count) }
                _exit(70)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(SA_ONSTACK)
            sigaction(signal, &action, nil)
        }
    }

    /// `trap` fails a precondition, `overflow` recurses until the stack runs out; anything
    /// else does nothing. Only the tests set `DIFFSTEP_TEST_CRASH`.
    static func simulateForTest(_ kind: String?) {
        switch kind {
        case "trap": preconditionFailure("a test asked for a trap")
        case "overflow": _ = recurse(0)
        default: return
        }
    }

    private static func recurse(_ depth: Int) -> Int {
        var frame = [Int](repeating: depth, count: 64)
        frame[depth % 64] = recurse(depth + 1)
        return frame.reduce(0, &+)
    }
}
