#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The terminal in raw mode on the alternate screen, and the one way back out of it.
///
/// `enter` saves the settings it changes; `restore` puts them back, shows the cursor and
/// leaves the alternate screen. `restore` runs on every way out: the caller's `defer`
/// (quit, a thrown error), the quit path for Ctrl-C, SIGINT, SIGTERM and SIGHUP (they arrive
/// as ``SignalPipe`` bytes, not as a kill), and an `atexit` hook for an `exit()` elsewhere.
enum RawTerminal {
    nonisolated(unsafe) private static var saved: termios?

    /// Switches standard input to raw mode and standard output to the alternate screen.
    /// - Throws: `CLIError` when standard input is not a terminal that accepts raw mode.
    static func enter(_ console: Console) throws(CLIError) {
        var settings = termios()
        guard tcgetattr(STDIN_FILENO, &settings) == 0 else {
            throw CLIError(FolderWords.terminalUnreadable)
        }
        saved = settings
        atexit { RawTerminal.restore() }
        var raw = settings
        cfmakeraw(&raw)
        // cfmakeraw also turns off output processing and signals: draw() writes \r\n itself,
        // and Ctrl-C arrives as a key, so quitting takes the same path as `q`.
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else {
            saved = nil
            throw CLIError(FolderWords.terminalNotRaw)
        }
        // Alternate screen, hide cursor, no autowrap (wide tables are clipped, not folded).
        console.write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l", to: STDOUT_FILENO)
    }

    /// Leaves raw mode and the alternate screen, shows the cursor; safe to call twice. A
    /// failed write is let go: this runs on the way out (also from `atexit`), with nothing
    /// left to tell.
    static func restore() {
        guard var settings = saved else { return }
        saved = nil
        _ = Console.writeAll("\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l", to: STDOUT_FILENO)
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
    }

    /// The terminal's size in cells, or 80 by 24 when it will not say.
    static func size() -> (width: Int, height: Int) {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return (80, 24)
        }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Replaces the screen with `lines`, drawn from the top left without scrolling.
    static func draw(_ lines: [String], on console: Console) {
        var out = "\u{1B}[H"
        for (index, line) in lines.enumerated() {
            out += line + "\u{1B}[0m\u{1B}[K"
            if index < lines.count - 1 { out += "\r\n" }
        }
        out += "\u{1B}[J"
        console.write(out, to: STDOUT_FILENO)
    }
}
