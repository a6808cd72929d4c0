import Storyboard

/// What the stepper does with each key: the whole interactive behaviour, with no terminal.
///
/// A value type, so a test can press keys and read the state; the CLI only feeds it keys
/// and timer ticks, and redraws when told to.
///
/// On a predict step whose answer is not checked yet, printable keys type the answer,
/// Backspace edits it, Enter checks it and `?` shows the hint. Right (or Space on an empty
/// answer) asks once, "type an answer, or press → again to skip", and skips only when
/// pressed again; Left, Home and End still move, `q` on an empty answer quits. Elsewhere,
/// Right/`l`/Space/Enter go on, Left/`h` back, Home/End or `g`/`G` jump, `p` plays,
/// `+`/`-` change speed, `?` lists the keys, `r` answers a question again, `q` quits, and
/// any other key does nothing.
package struct Stepper: Sendable, Equatable {
    /// What the learner did on a predict step.
    package enum Answer: Sendable, Equatable {
        /// Typing, not yet checked.
        case typing(String)
        /// Checked with Enter.
        case checked(given: String, correct: Bool)
    }

    /// What the caller should do after a key or a tick.
    package enum Outcome: Sendable, Equatable {
        case redraw, unchanged, quit
    }

    /// How long each frame stays on screen while playing, in milliseconds, slow to fast.
    package static let intervals = [3000, 2000, 1300, 800, 500, 300]

    /// The prompt of each frame, if it has one.
    package let prompts: [Prompt?]
    /// The frame on screen.
    package private(set) var index: Int
    /// True while frames advance by themselves.
    package private(set) var isPlaying = false
    /// The position in ``intervals``.
    package private(set) var speed = 2
    /// True while the list of keys is shown.
    package private(set) var showsKeys = false
    /// The frames whose hint the learner asked for.
    package private(set) var hintsShown: Set<Int> = []
    /// What the learner typed or checked, per frame.
    package private(set) var answers: [Int: Answer] = [:]
    /// True after the learner tried to go past the unanswered question on screen once; the
    /// next Right skips it.
    package private(set) var isAskingToSkip = false

    /// Creates a stepper over `frames`, starting at `start` (clamped to the frames).
    package init(frames: [Frame], start: Int = 0) {
        self.init(prompts: frames.map { $0.prompt }, start: start)
    }

    /// Creates a stepper over frames known by their questions alone (one per frame, nil
    /// where a frame asks nothing), so a large walkthrough need not be built first.
    package init(prompts: [Prompt?], start: Int = 0) {
        precondition(!prompts.isEmpty, "a stepper needs at least one frame")
        self.prompts = prompts
        index = min(max(0, start), prompts.count - 1)
    }

    /// The number of frames.
    package var count: Int { prompts.count }
    /// The milliseconds between frames while playing.
    package var interval: Int { Self.intervals[speed] }
    /// True on the last frame.
    var isAtEnd: Bool { index == count - 1 }

    /// True when the frame on screen asks a question that has not been checked.
    package var isWaitingForAnswer: Bool {
        guard prompts[index] != nil else { return false }
        if case .checked = answers[index] { return false }
        return true
    }

    /// The answer being typed on the frame on screen.
    package var typed: String {
        if case .typing(let text) = answers[index] { return text }
        return ""
    }

    /// Applies one key.
    /// - Returns: whether to redraw, or to quit.
    package mutating func handle(_ key: Key) -> Outcome {
        if key == .interrupt || key == .endOfInput { return .quit }
        if showsKeys {
            showsKeys = false
            return key == .character("q") ? .quit : .redraw
        }
        if isWaitingForAnswer, let outcome = skipping(key) { return outcome }
        if let outcome = navigate(key) { return outcome }
        return isWaitingForAnswer ? answering(key) : browsing(key)
    }

    /// On an unanswered question: going forward asks once before it skips.
    private mutating func skipping(_ key: Key) -> Outcome? {
        // Space skips only while nothing is typed: once typing, it is part of the answer.
        let forward: Bool
        switch key {
        case .right, .down: forward = true
        case .character(" "): forward = typed.isEmpty
        default: forward = false
        }
        guard forward else { return nil }
        guard isAskingToSkip else {
            isAskingToSkip = true
            return .redraw
        }
        return move(to: index + 1)
    }

    /// Advances one frame if playing; stops at the end and waits at an unanswered question.
    package mutating func tick() -> Outcome {
        guard isPlaying, !isWaitingForAnswer else { return .unchanged }
        if isAtEnd {
            isPlaying = false
            return .redraw
        }
        index += 1
        return .redraw
    }

    /// Keys that move in every state.
    private mutating func navigate(_ key: Key) -> Outcome? {
        switch key {
        case .right: move(to: index + 1)
        case .left: move(to: index - 1)
        case .home: move(to: 0)
        case .end: move(to: count - 1)
        default: nil
        }
    }

    private mutating func move(to target: Int) -> Outcome {
        let clamped = min(max(0, target), count - 1)
        guard clamped != index else { return .unchanged }
        index = clamped
        isAskingToSkip = false
        return .redraw
    }

    private mutating func answering(_ key: Key) -> Outcome {
        let text = typed
        switch key {
        case .character("?"):
            return hintsShown.insert(index).inserted ? .redraw : .unchanged
        case .character("q") where text.isEmpty: return .quit
        case .character(let character):
            answers[index] = .typing(text + String(character))
            isAskingToSkip = false
        case .backspace:
            guard !text.isEmpty else { return .unchanged }
            answers[index] = .typing(String(text.dropLast()))
        case .escape:
            guard !text.isEmpty else { return .unchanged }
            answers[index] = nil
        case .enter:
            guard let prompt = prompts[index], !text.allSatisfy(\.isWhitespace) else {
                // Enter on nothing typed: say what to do, but never skip on it.
                guard !isAskingToSkip else { return .unchanged }
                isAskingToSkip = true
                return .redraw
            }
            answers[index] = .checked(given: text, correct: prompt.accepts(text))
            isAskingToSkip = false
            isPlaying = false
        default: return .unchanged
        }
        return .redraw
    }

    private mutating func browsing(_ key: Key) -> Outcome {
        switch key {
        case .character("l"), .character(" "), .enter, .down: return move(to: index + 1)
        case .character("h"), .up: return move(to: index - 1)
        case .character("g"): return move(to: 0)
        case .character("G"): return move(to: count - 1)
        case .character("p"): isPlaying.toggle()
        case .character("+"), .character("="): speed = min(speed + 1, Self.intervals.count - 1)
        case .character("-"), .character("_"): speed = max(speed - 1, 0)
        case .character("?"): showsKeys = true
        case .character("r") where prompts[index] != nil: answers[index] = nil
        case .character("q"), .escape: return .quit
        default: return .unchanged
        }
        return .redraw
    }
}
