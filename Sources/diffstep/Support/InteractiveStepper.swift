import Render
import Storyboard

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The terminal stepper: reads keys, feeds the ``Stepper`` state machine, redraws.
///
/// Everything the learner sees comes from `StepperScreen`; this loop only waits (on keys,
/// on signals, on the play timer), and always leaves the terminal as it found it.
struct InteractiveStepper {
    /// The frames, each with the heading that says where it belongs.
    var frames: FrameSequence
    var headings: [StepHeading]
    var console: Console
    var colors: Bool

    /// Runs until the learner quits.
    /// - Parameters:
    ///   - start: the frame to open on.
    ///   - onMove: called with the new index whenever the frame changes (to save progress).
    /// - Returns: the frame on screen at the end, and the signal that ended the session.
    /// - Throws: `CLIError` when the terminal cannot be put in raw mode.
    func run(start: Int, onMove: (Int) -> Void) throws(CLIError) -> StepperEnd {
        var stepper = Stepper(prompts: frames.indices.map { frames.words(at: $0).prompt }, start: start)
        var decoder = KeyDecoder()
        SignalPipe.install()
        try RawTerminal.enter(console)
        defer { RawTerminal.restore() }
        draw(stepper)
        while true {
            var fds = [
                pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                pollfd(fd: SignalPipe.readEnd, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&fds, 2, stepper.isPlaying ? Int32(stepper.interval) : -1)
            if ready < 0 && errno != EINTR { return StepperEnd(index: stepper.index) }
            let before = stepper.index
            var outcome = Stepper.Outcome.unchanged
            if ready == 0 { outcome = stepper.tick() }
            if fds[1].revents != 0 {
                for signal in SignalPipe.drain() {
                    if signal == SIGWINCH {
                        outcome = .redraw
                    } else {
                        return StepperEnd(index: stepper.index, signal: signal)
                    }
                }
            }
            if fds[0].revents != 0 {
                var buffer = [UInt8](repeating: 0, count: 256)
                let count = read(STDIN_FILENO, &buffer, buffer.count)
                if count <= 0 { return StepperEnd(index: stepper.index) }
                for key in decoder.feed(Array(buffer.prefix(count))) {
                    let result = stepper.handle(key)
                    if result == .quit { return StepperEnd(index: stepper.index) }
                    if result == .redraw { outcome = .redraw }
                }
            }
            if stepper.index != before { onMove(stepper.index) }
            if outcome == .redraw { draw(stepper) }
        }
    }

    private func draw(_ stepper: Stepper) {
        let size = RawTerminal.size()
        let screen = StepperScreen(language: console.language, colors: colors, width: size.width, height: size.height)
        RawTerminal.draw(
            screen.lines(stepper, frame: frames[stepper.index], heading: headings[stepper.index]), on: console)
    }
}
