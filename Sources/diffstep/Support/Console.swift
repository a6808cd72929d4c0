import ArgumentParser
import Render
import Storyboard

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's terminal facts and streams, decided once in `main.swift` and handed to every
/// command as a value (``ConsoleCommand``): the language, the environment, whether each end is
/// a terminal. Nothing else in diffstep reads them; a command asks its console.
struct Console: Sendable {
    /// The language of every message: `--lang` as the command line has it, else the locale's
    /// (``Language/requested(in:environment:)``, the one decision).
    let language: Language
    /// The process environment, read once.
    let environment: [String: String]
    /// True when standard output is a terminal.
    let outputIsTerminal: Bool
    /// True when standard input is a terminal.
    let inputIsTerminal: Bool

    /// The console of this process: its environment and terminals, and the language decided
    /// from its command line. Called once, by `main.swift` (or by `ConsoleCommand.run()` when a
    /// command is started some other way).
    static func ofProcess() -> Console {
        let environment = processEnvironment()
        return Console(
            language: Language.requested(in: CommandLine.arguments, environment: environment),
            environment: environment, outputIsTerminal: isatty(STDOUT_FILENO) == 1,
            inputIsTerminal: isatty(STDIN_FILENO) == 1)
    }

    /// The environment as `environ` holds it now.
    static func processEnvironment() -> [String: String] {
        var result: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let pair = String(cString: entry)
            if let equals = pair.firstIndex(of: "=") {
                result[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
            }
            pointer += 1
        }
        return result
    }

    /// True when both ends are a terminal: the stepper can take keys and draw in place.
    var isInteractive: Bool { outputIsTerminal && inputIsTerminal }

    /// Whether to colour standard output for this choice.
    func colors(_ choice: ColorChoice) -> Bool {
        choice.resolve(environment: environment, isTerminal: outputIsTerminal)
    }

    /// Writes `text` and a newline to standard output, with every control character but
    /// line breaks, tabs and our own colour codes shown escaped (`TerminalText.sanitized`).
    func out(_ text: String) {
        // Two writes, not `text + "\n"`: a 10 MB JSON path is not copied once more for its newline.
        write(TerminalText.sanitized(text), to: STDOUT_FILENO)
        write("\n", to: STDOUT_FILENO)
    }

    /// Writes what `body` hands out, in order, then a newline, as `out` would write it joined:
    /// pieces are gathered up to 64 KiB and sanitized a chunk at a time, so a long JSON text
    /// is never held whole (the buffer is cut only between pieces, so no colour code is split).
    func stream(_ body: (_ emit: (String) -> Void) -> Void) {
        var buffer = ""
        body { piece in
            buffer += piece
            guard buffer.utf8.count >= 1 << 16 else { return }
            write(TerminalText.sanitized(buffer), to: STDOUT_FILENO)
            buffer = ""
        }
        write(TerminalText.sanitized(buffer) + "\n", to: STDOUT_FILENO)
    }

    /// Writes what `body` hands out to standard output unchanged (a page, a document), in
    /// pieces gathered up to 64 KiB: a long file is never held whole.
    func file<Failure: Error>(_ body: (_ emit: (String) -> Void) throws(Failure) -> Void) throws(Failure) {
        var buffer = ""
        try body { piece in
            guard buffer.utf8.count + piece.utf8.count >= 1 << 16 else {
                buffer += piece
                return
            }
            // A long piece is written where it is, not copied into the buffer first.
            write(buffer, to: STDOUT_FILENO)
            write(piece, to: STDOUT_FILENO)
            buffer = ""
        }
        write(buffer, to: STDOUT_FILENO)
    }

    /// Writes one line to standard error, with control characters escaped.
    func error(_ text: String) {
        write("diffstep: " + TerminalText.escaped(text) + "\n", to: STDERR_FILENO)
    }

    /// Writes `text` unchanged to a file descriptor, retrying short writes.
    ///
    /// A reader that went away (`diffstep ... | head`) ends the process quietly with the
    /// status a pipe's writer gets (141); any other failure (a full disk, a closed
    /// descriptor) is told in one line on stderr and ends it with status 1, because output
    /// that silently stopped would look complete.
    func write(_ text: String, to descriptor: Int32) {
        guard let code = Self.writeAll(text, to: descriptor) else { return }
        if code == EPIPE { exit(141) }
        if descriptor == STDERR_FILENO { exit(1) }
        let reason = WriteFailure.reason(code)
        let line = ProcessWords.stdoutUnwritable(reason)
        _ = Self.writeAll("diffstep: " + line[language] + "\n", to: STDERR_FILENO)
        exit(1)
    }

    /// Writes all of `text` to a descriptor; the `errno` of a failure, nil when all was written.
    /// Holds no state, so the terminal's restore at exit can call it too.
    static func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
        var text = text
        // A native string's bytes are written where they are: a 10 MB page is not copied.
        return text.withUTF8 { bytes -> Int32? in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return written < 0 ? errno : EIO }
                offset += written
            }
            return nil
        }
    }
}

/// A command that runs with the process's ``Console``, which `main.swift` hands it.
protocol ConsoleCommand: ParsableCommand {
    /// Runs the command, speaking through `console`.
    func run(_ console: Console) throws
}

extension ConsoleCommand {
    /// The parser's entry point (`Diffstep.main()`, a test calling `run()`): the command runs with
    /// the console of the process, decided by the same function as in `main.swift`
    /// (``Console/ofProcess()``), so no way of starting a command runs it wrongly. (Swift cannot
    /// make this unavailable: it is the witness of `ParsableCommand.run()`.)
    func run() throws {
        try run(Console.ofProcess())
    }
}
