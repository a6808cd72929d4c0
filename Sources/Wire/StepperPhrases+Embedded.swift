#if hasFeature(Embedded)
    /// The engine's WebAssembly parts' ``StepperPhrases``: the words of one widget's texts, each
    /// stored once, with no phrases merged (every caller there passes 0), kept as a list a text.
    /// The native form's flat lists and packed keys would not fit the parts' budget; both
    /// give the same JSON (`Scripts/checks/wasm-parity.sh`).
    struct StepperPhrases {
        /// The phrases, the most used first so they get the shortest indices.
        private(set) var phrases: [String] = []
        /// Each text, in the order given, as indices into `phrases`.
        private(set) var texts: [[Int]] = []

        /// Encodes `texts`.
        /// - Parameters:
        ///   - texts: the texts, in the order the JSON will name them.
        ///   - maximumMerges: a bound on the work for very long storyboards. The engine's
        ///     WebAssembly parts merge nothing: the JSON they write is read at once in the page and
        ///     never stored, so they leave the merging code out (and every caller there passes 0).
        init(_ texts: [String], maximumMerges: Int = 0) {
            var symbols: [String] = []
            var ids: [String: Int] = [:]
            func id(_ text: String) -> Int {
                if let known = ids[text] { return known }
                symbols.append(text)
                ids[text] = symbols.count - 1
                return symbols.count - 1
            }
            let sequences = texts.map { text in
                // Split on the space byte, a fraction of the cost of splitting characters for
                // 57,600 narrations; joining the pieces with spaces gives the text back byte for byte.
                // A loop rather than `utf8.split`, whose specialized code was 2.5 KB of engine.wasm.
                var words: [Int] = []
                var start = text.utf8.startIndex
                for index in text.utf8.indices where text.utf8[index] == 0x20 {
                    words.append(id(String(text[start..<index])))
                    start = text.utf8.index(after: index)
                }
                words.append(id(String(text[start...])))
                return words
            }
            var uses = [Int](repeating: 0, count: symbols.count)
            for sequence in sequences { for symbol in sequence { uses[symbol] += 1 } }
            let order = rankedByCount(symbols.indices.filter { uses[$0] > 0 }, counts: uses)
            var index = [Int](repeating: -1, count: symbols.count)
            for (position, symbol) in order.enumerated() { index[symbol] = position }
            phrases = order.map { symbols[$0] }
            self.texts = sequences.map { $0.map { index[$0] } }
        }

        /// The text at `position` put back together.
        func text(_ position: Int) -> String {
            texts[position].map { phrases[$0] }.joined(separator: " ")
        }
    }
#endif
