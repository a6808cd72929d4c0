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
    /// Every role some frame's cell plays.
    public let roles: Roles
    /// Whether some cell knows where its value came from (a DP table).
    public let hasOrigins: Bool
    /// Whether some cell was reached as cheaply from two neighbours or more.
    public let hasTies: Bool
    /// The word pairs a stored widget's JSON (the site's pages) may merge into phrases.
    public static let defaultPhraseMerges = 300

    #if hasFeature(Embedded)
        /// The JSON text, compact, safe inside a `<script>` element.
        public let text: String
    #else
        private let phrases: StepperPhrases
        private let cells: StepperCells
        private let language: Language
        /// Per frame: whether it has a title and its question's accepted answers; nil for a frame
        /// whose words are not sent.
        private let words: [(title: Bool, accepted: [String]?)?]
    #endif

    #if !hasFeature(Embedded)
        /// Reads `frames` once: their texts, split into phrases, and their distinct cells and
        /// changes, in flat lists; ``write(to:)`` writes the JSON from them.
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
            // question, whose copying was code of its own in engine.wasm). Each text is split
            // into the phrases' symbols as soon as it is made, and dropped.
            var words: [(title: Bool, accepted: [String]?)?] = []
            words.reserveCapacity(frames.count)
            var phrases = StepperPhrases()
            for index in frames.indices {
                if wordsOnDemand && index > 0 {
                    words.append(nil)
                    continue
                }
                let frame = frames.words(at: index)
                words.append((frame.title != nil, frame.prompt?.accepted))
                phrases.add(frame.narration[language])
                if let title = frame.title { phrases.add(title[language]) }
                if let prompt = frame.prompt {
                    phrases.add(prompt.question[language])
                    phrases.add(prompt.hint[language])
                    phrases.add(prompt.explanation[language])
                    phrases.add(prompt.answer[language])
                }
            }
            phrases.finish(maximumMerges: phraseMerges)
            let cells = StepperCells(frames)
            self.phrases = phrases
            self.cells = cells
            self.words = words
            self.language = language
            roles = cells.roles
            hasOrigins = cells.hasOrigins
            hasTies = cells.ties
        }

        /// The JSON text, compact, safe inside a `<script>` element: what ``write(to:)`` writes, whole.
        public var text: String {
            var out = ""
            write { out += $0 }
            return out
        }

        /// Bytes gathered before they are handed out.
        private static let chunk = 1 << 16

        /// Writes the JSON text to `emit` in pieces of about 64 KiB, never holding it whole: a
        /// 240 x 240 walkthrough's 8 MB of frames go out as they are written.
        /// - Complexity: O(output).
        public func write(to emit: (String) -> Void) {
            var out: [UInt8] = []
            out.reserveCapacity(Self.chunk + 1024)
            func flush() {
                guard !out.isEmpty else { return }
                emit(String(decoding: out, as: UTF8.self))
                out.removeAll(keepingCapacity: true)
            }
            func text(_ piece: String) {
                out.append(contentsOf: piece.utf8)
                if out.count >= Self.chunk { flush() }
            }
            func symbols(_ position: Int) {
                out.append(UInt8(ascii: "["))
                var first = true
                for symbol in phrases.sequence(position) {
                    if !first { out.append(UInt8(ascii: ",")) }
                    DecimalDigits.append(Int(symbol), to: &out)
                    first = false
                }
                out.append(UInt8(ascii: "]"))
            }
            text("{\"w\":" + JSON.array(phrases.phrases.map(JSON.string)).serialized(pretty: false))
            text(",\"v\":" + JSON.array(cells.values).serialized(pretty: false) + ",\"frames\":[")
            var next = 0
            func phrase(_ key: String) {
                text(",\"\(key)\":")
                symbols(next)
                next += 1
            }
            for (index, frame) in words.enumerated() {
                text(index == 0 ? "{" : ",{")
                // The first member has no comma before it: the narration, or the cells.
                var separator = ""
                if let frame {
                    text("\"n\":")
                    symbols(next)
                    next += 1
                    separator = ","
                    if frame.title { phrase("t") }
                    if let accepted = frame.accepted {
                        for key in ["q", "h", "e", "r"] { phrase(key) }
                        text(",\"a\":" + JSON.array(accepted.map(JSON.string)).serialized(pretty: false))
                    }
                }
                if !cells.isFull(index) {
                    text(separator + "\"d\":[")
                    var first = true
                    cells.changes(index) { position, value in
                        if !first { out.append(UInt8(ascii: ",")) }
                        DecimalDigits.append(position, to: &out)
                        out.append(UInt8(ascii: ","))
                        DecimalDigits.append(value, to: &out)
                        first = false
                    }
                    out.append(UInt8(ascii: "]"))
                } else {
                    text(
                        separator + "\"p\":"
                            + cells.panelsJSON(frame: index, language: language).serialized(pretty: false))
                }
                text("}")
            }
            text("]}")
            flush()
        }
    #endif
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
