import DiffEngine
import Storyboard
import TextIntake
import Wire

/// The engine as the web page calls it: text in, one JSON object out.
///
/// Each entry takes the strings a page has (texts, option names as the CLI spells them) and
/// returns compact JSON: the result's object, or `{"error": "..."}` with the CLI's message
/// in the requested language. The same functions run natively (tests) and inside
/// `engine.wasm` (`WebEngine+Exports.swift`), so the two give the same bytes.
public enum WebEngine {
    /// The Wagner-Fischer trace of two texts as the web stepper plays it.
    ///
    /// `{"distance": n, "stepper": {"w", "v", "frames"}}`, and past `Limits.steppedCells` a
    /// `"band"` (`TraceFrames/Band`) between them; `stepper` is `Frame.stepperJSON` of
    /// `TraceStoryboard`'s frames (past the limit `BandedStoryboard`'s, as `diffstep step`), what the site's widgets embed, with
    /// single words for phrases (this answer is parsed once and never stored) and the words
    /// of the first frame only: the page asks `traceStep` for a frame's words when it shows
    /// it. Making 961 frames' words up front was most of a 30 x 30 trace's time in the page.
    /// - Parameters:
    ///   - source: the text to change (rows).
    ///   - target: the text to reach (columns).
    ///   - unit: grapheme, scalar, jamo, word, line or item.
    ///   - tieBreak: deepdiff or diagonal-first.
    ///   - notation: cost or ops (what each cell shows).
    ///   - language: ko or en.
    /// - Complexity: O(n·m) cells, one frame per cell, up to `Limits.steppedCells` cells; past
    ///   that O((n + m)·k) for the band (k the distance) and a frame per cell of a window of at
    ///   most `Limits.steppedCells` cells.
    public static func trace(
        source: String, target: String, unit: String, tieBreak: String, notation: String, language: String
    ) -> String {
        respond(language) { language throws(WebEngineError) -> JSON in
            let frames = try traceFrames(
                source: source, target: target, unit: unit, tieBreak: tieBreak, notation: notation,
                language: language)
            var members: [JSON.Member] = [JSON.Member("distance", .int(frames.distance))]
            if let band = frames.band { members.append(JSON.Member("band", band.json(language: language))) }
            members.append(
                JSON.Member(
                    "stepper",
                    .raw(Frame.stepperJSON(frames.sequence, language: language, phraseMerges: 0, wordsOnDemand: true))))
            return .object(members)
        }
    }

    /// The words of one frame of `trace`'s answer for the same texts and options: `{"n": narration,
    /// "t": title}`, and for a question `"q"`, `"h"`, `"e"`, `"r"` and `"a"` as the stepper JSON
    /// names them; plain strings, not indices.
    /// - Parameter step: the frame, counted from 1 as the page counts steps.
    /// - Complexity: O(n·m) (or the band's O((n + m)·k)) to make the table again, then O(cells)
    ///   for the frame.
    public static func traceStep(
        source: String, target: String, unit: String, tieBreak: String, notation: String, language: String,
        step: String
    ) -> String {
        var memo: TraceStepMemo? = nil
        return traceStep(
            source: source, target: target, unit: unit, tieBreak: tieBreak, notation: notation, language: language,
            step: step, memo: &memo)
    }

    /// The frames of the texts `traceStep` was last asked about, kept for its next call: the
    /// page asks for every frame it shows, and making a band's frames again took each step of
    /// a 4,000-letter pair 650 ms on the page's thread.
    public struct TraceStepMemo: Sendable {
        /// The texts and options the frames are of.
        let texts: [String]
        /// The frames.
        let frames: FrameSequence
    }

    /// ``traceStep(source:target:unit:tieBreak:notation:language:step:)``, reusing `memo`'s
    /// frames when they are of the same texts and options and keeping the frames made in it
    /// otherwise (the engine's parts keep one memo between calls).
    /// - Complexity: O(cells of the frame) when `memo` holds the texts' frames.
    public static func traceStep(
        source: String, target: String, unit: String, tieBreak: String, notation: String, language: String,
        step: String, memo: inout TraceStepMemo?
    ) -> String {
        respond(language) { language throws(WebEngineError) -> JSON in
            let texts = [source, target, unit, tieBreak, notation, language.rawValue]
            let frames: FrameSequence
            if let kept = memo, kept.texts == texts {
                frames = kept.frames
            } else {
                frames = try traceFrames(
                    source: source, target: target, unit: unit, tieBreak: tieBreak, notation: notation,
                    language: language
                ).sequence
                memo = TraceStepMemo(texts: texts, frames: frames)
            }
            guard let number = Int(step), frames.indices.contains(number - 1) else {
                throw WebEngineError(EngineWords.invalidStep(step, count: frames.count))
            }
            let frame = frames.words(at: number - 1)
            var members = [JSON.Member("n", .string(frame.narration[language]))]
            if let title = frame.title { members.append(JSON.Member("t", .string(title[language]))) }
            if let prompt = frame.prompt {
                members += [
                    JSON.Member("q", .string(prompt.question[language])),
                    JSON.Member("h", .string(prompt.hint[language])),
                    JSON.Member("e", .string(prompt.explanation[language])),
                    JSON.Member("r", .string(prompt.answer[language])),
                    JSON.Member("a", .array(prompt.accepted.map(JSON.string))),
                ]
            }
            return .object(members)
        }
    }

    /// What a trace cell shows, named as the CLI's `--notation` names it.
    enum CellChoice: String, CaseIterable {
        case cost, ops
    }

    /// Runs `body` in `language` (English when the name is unknown) and writes its JSON, or
    /// the error's message, compactly.
    static func respond(_ language: String, _ body: (Language) throws(WebEngineError) -> JSON) -> String {
        let chosen = Language(rawValue: language) ?? .en
        do {
            return try body(chosen).serialized(pretty: false)
        } catch {
            return JSON.members(["error": .string(error.message[chosen])]).serialized(pretty: false)
        }
    }

    /// The case of `T` named `text`; an empty text means the first case (the CLI's default).
    /// - Throws: `WebEngineError` naming the option and the names it takes.
    static func option<T: RawRepresentable & CaseIterable>(_ type: T.Type, _ text: String, name: String)
        throws(WebEngineError) -> T where T.RawValue == String
    {
        let cases = Array(T.allCases)
        return cases[try choice(text, among: cases.map { $0.rawValue }, name: name)]
    }

    /// Where `text` is among `names`: 0 for an empty text (the first is the CLI's default).
    /// Apart from ``option(_:_:name:)`` so that each option's type does not carry its own copy
    /// of the lookup and the message into engine.wasm.
    /// - Throws: `WebEngineError` naming the option and the names it takes.
    @inline(never)
    static func choice(_ text: String, among names: [String], name: String) throws(WebEngineError) -> Int {
        if text.isEmpty, !names.isEmpty { return 0 }
        if let index = names.firstIndex(of: text) { return index }
        let list = names.joined(separator: ", ")
        throw WebEngineError(EngineWords.invalidOption(name, text, among: list))
    }
}

/// A request the web engine refuses, in both languages.
struct WebEngineError: Error {
    var message: Localized
    init(_ message: Localized) { self.message = message }
}
