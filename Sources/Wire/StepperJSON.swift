import Storyboard

/// The frames as the web stepper reads them, in one language, kept small.
///
/// `{"w": phrases, "v": cells, "frames": [...]}`. Every text (narration `"n"`, title
/// `"t"`, question `"q"`, its hint `"h"`, explanation `"e"` and shown answer `"r"`) is a list of indices into `"w"`, joined with single spaces
/// (`StepperPhrases`). Every distinct cell is stored once in `"v"`: `"text"` when it has no
/// role, `["text", "@*"]` otherwise, `["text", "@*", 1]` when it shows where its value came
/// from. The origin of each position is stored once, in its full panel's `"o"` (a string a
/// row, one code a cell: the chosen operation's letter, then every other co-optimal one,
/// `m s i d`, or `-`), since a position's origin is the same in every frame that shows it. The first frame, and any frame whose grids change
/// shape, carries its panels in full (`"p"`, each cell an index into `"v"`); every other
/// frame carries only the cells that differ from the frame before (`"d"`: a flat list of
/// pairs, the cell's position counted across all panels row by row, then its index into
/// `"v"`). A 10x10 trace's widget stays under 32 KB; a trace made on demand costs O(cells + changes).
public struct StepperJSON {
    /// The JSON text, compact, safe inside a `<script>` element.
    public let text: String
    /// Every role some frame's cell plays.
    public let roles: Roles
    /// Whether some cell knows where its value came from (a DP table).
    public let hasOrigins: Bool
    /// Whether some cell was reached as cheaply from two neighbours or more.
    public let hasTies: Bool
    /// The word pairs a stored widget's JSON (the site's pages) may merge into phrases.
    public static let defaultPhraseMerges = 300

    /// Writes the JSON of `frames` in `language`.
    /// - Parameters:
    ///   - frames: the frames.
    ///   - language: the language of the texts.
    ///   - phraseMerges: how many word pairs `StepperPhrases` may merge into phrases; 0 keeps
    ///     single words, for JSON that is parsed at once and never stored (the page's engine),
    ///     where the merging would cost more than the bytes it saves.
    ///   - wordsOnDemand: only the first frame carries its texts; every other frame has none
    ///     (no `"n"`), and the page asks for a frame's words when it shows it (the engine's
    ///     `trace_step`). Making the words was most of a 30 x 30 trace's time in the page.
    public init(
        _ frames: FrameSequence, language: Language, phraseMerges: Int = StepperJSON.defaultPhraseMerges,
        wordsOnDemand: Bool = false
    ) {
        // Only the texts, and per frame whether it has a title and its question's accepted
        // answers, are kept: not 57,600 frames' words in both languages (nor a copy of each
        // question, whose copying was code of its own in engine.wasm). The frames are written straight to
        // text, so a large walkthrough holds no tree of JSON values.
        var words: [(title: Bool, accepted: [String]?)?] = []
        let phrases: StepperPhrases
        do {
            var texts: [String] = []
            for index in frames.indices {
                if wordsOnDemand && index > 0 {
                    words.append(nil)
                    continue
                }
                let frame = frames.words(at: index)
                words.append((frame.title != nil, frame.prompt?.accepted))
                texts.append(frame.narration[language])
                if let title = frame.title { texts.append(title[language]) }
                if let prompt = frame.prompt {
                    texts += [prompt.question[language], prompt.hint[language], prompt.explanation[language]]
                    texts.append(prompt.answer[language])
                }
            }
            phrases = StepperPhrases(texts, maximumMerges: phraseMerges)
        }
        let cells = StepperCells(frames)
        var out = "{\"w\":" + JSON.array(phrases.phrases.map(JSON.string)).serialized(pretty: false)
        out += ",\"v\":" + JSON.array(cells.values).serialized(pretty: false) + ",\"frames\":["
        var next = 0
        func phrase(_ key: String) {
            out += ",\"\(key)\":"
            Self.write(phrases.texts[next], to: &out)
            next += 1
        }
        for (index, frame) in words.enumerated() {
            out += index == 0 ? "{" : ",{"
            // The first member has no comma before it: the narration, or the cells.
            var separator = ""
            if let frame {
                out += "\"n\":"
                Self.write(phrases.texts[next], to: &out)
                next += 1
                separator = ","
                if frame.title { phrase("t") }
                if let accepted = frame.accepted {
                    for key in ["q", "h", "e", "r"] { phrase(key) }
                    out += ",\"a\":" + JSON.array(accepted.map(JSON.string)).serialized(pretty: false)
                }
            }
            if let changes = cells.changes[index] {
                out += separator + "\"d\":"
                Self.write(changes.flatMap { [$0.position, $0.value] }, to: &out)
            } else if cells.full[index] != nil {
                out +=
                    separator + "\"p\":" + cells.panelsJSON(frame: index, language: language).serialized(pretty: false)
            }
            out += "}"
        }
        text = out + "]}"
        roles = cells.roles
        hasOrigins = cells.hasOrigins
        hasTies = cells.ties
    }

    /// `[1,2,3]`.
    private static func write(_ numbers: [Int], to out: inout String) {
        out += "["
        for (index, number) in numbers.enumerated() {
            if index > 0 { out += "," }
            out += String(number)
        }
        out += "]"
    }
}

extension Frame {
    /// The frames as the web stepper reads them (see `StepperJSON`).
    package static func stepperJSON(_ frames: [Frame], language: Language) -> String {
        StepperJSON(FrameSequence(frames), language: language).text
    }

    /// The same for frames made on demand (a large trace): O(cells + changes).
    /// - Parameter phraseMerges: see `StepperJSON.init`; 0 for JSON that is never stored.
    /// - Parameter wordsOnDemand: see `StepperJSON.init`; the texts of the first frame only.
    package static func stepperJSON(
        _ frames: FrameSequence, language: Language, phraseMerges: Int = StepperJSON.defaultPhraseMerges,
        wordsOnDemand: Bool = false
    ) -> String {
        StepperJSON(frames, language: language, phraseMerges: phraseMerges, wordsOnDemand: wordsOnDemand).text
    }

    /// True when both frames have the same panels, headers and grid sizes.
    func hasSameShape(as other: Frame) -> Bool {
        panels.count == other.panels.count
            && zip(panels, other.panels).allSatisfy { mine, theirs in
                mine.caption == theirs.caption && mine.columnHeaders == theirs.columnHeaders
                    && mine.rowHeaders == theirs.rowHeaders
                    && mine.cells.map { $0.count } == theirs.cells.map { $0.count }
            }
    }
}
