import Storyboard

#if hasFeature(Embedded)
    /// The engine's WebAssembly parts' JSON: the same text as the native form, made whole as one
    /// string from a list a text and a list a frame (`StepperPhrases+Embedded.swift`,
    /// `StepperCells`), whose code is smaller than the native streamed writer's.
    extension StepperJSON {
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
                        separator + "\"p\":"
                        + cells.panelsJSON(frame: index, language: language).serialized(pretty: false)
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
#endif
