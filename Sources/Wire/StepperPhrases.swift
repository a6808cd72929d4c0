/// The words of one widget's texts (narration, titles, questions), each stored once.
///
/// A storyboard's narration repeats itself: "different; min(up 9, left 8, diagonal 8) + 1 = 9;
/// insert." differs from the next cell's only in its numbers. Each text is split at single
/// spaces into words, then the pair of neighbouring symbols whose merging saves the most bytes
/// is merged into one phrase, again and again (byte-pair encoding over words, up to 16
/// disjoint pairs a round), while merging still pays. A text becomes a list of indices into `phrases`; joining those phrases with
/// single spaces gives the text back exactly, runs of spaces and edge spaces included (the
/// split keeps empty words).
struct StepperPhrases {
    /// The phrases, the most used first so they get the shortest indices.
    private(set) var phrases: [String] = []
    /// Each text, in the order given, as indices into `phrases`.
    private(set) var texts: [[Int]] = []

    /// Bytes one index costs in the JSON, comma included (an estimate: most are two digits).
    private static let referenceBytes = 3

    /// Encodes `texts`.
    /// - Parameters:
    ///   - texts: the texts, in the order the JSON will name them.
    ///   - maximumMerges: a bound on the work for very long storyboards. The engine's
    ///     WebAssembly parts merge nothing: the JSON they write is read at once in the page and
    ///     never stored, so they leave the merging code out (and every caller there passes 0).
    init(_ texts: [String], maximumMerges: Int = StepperJSON.defaultPhraseMerges) {
        var symbols: [String] = []
        var ids: [String: Int] = [:]
        func id(_ text: String) -> Int {
            if let known = ids[text] { return known }
            symbols.append(text)
            ids[text] = symbols.count - 1
            return symbols.count - 1
        }
        var sequences = texts.map { text in
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
        #if !hasFeature(Embedded)
            // Each round of merges reads every word once: bound the rounds so that a walkthrough
            // of 57,600 frames costs a few million steps, as a 10 x 10 one always did.
            let words = sequences.reduce(0) { $0 + $1.count }
            let maximumMerges = min(maximumMerges, max(16, 16 * (2_000_000 / max(1, words))))
            var merges = 0
            while merges < maximumMerges {
                let pairs = Self.bestPairs(in: sequences, symbols: symbols, limit: min(16, maximumMerges - merges))
                if pairs.isEmpty { break }
                var merged: [Int64: Int] = [:]
                for (left, right) in pairs {
                    merged[Self.key(left, right)] = id(symbols[left] + " " + symbols[right])
                }
                sequences = sequences.map { Self.replacing(merged, in: $0) }
                merges += pairs.count
            }
        #endif
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

    #if !hasFeature(Embedded)
        /// Pair keys: `left * keyWidth + right`; no widget has a billion distinct words. 64-bit,
        /// since `Int` has 32 bits in engine.wasm.
        private static let keyWidth: Int64 = 1 << 30

        private static func key(_ left: Int, _ right: Int) -> Int64 { Int64(left) * keyWidth + Int64(right) }

        /// The neighbouring pairs whose merging saves the most bytes, best first (the first seen on
        /// a tie), at most `limit`, no two sharing a symbol so merging all at once stays
        /// unambiguous; empty when no merge makes the JSON smaller.
        private static func bestPairs(in sequences: [[Int]], symbols: [String], limit: Int) -> [(Int, Int)] {
            var counts: [Int64: Int] = [:]
            var seen: [Int64] = []
            for sequence in sequences where sequence.count > 1 {
                for i in 1..<sequence.count {
                    let key = key(sequence[i - 1], sequence[i])
                    if let count = counts[key] {
                        counts[key] = count + 1
                    } else {
                        counts[key] = 1
                        seen.append(key)
                    }
                }
            }
            // Each use saves one reference; the new phrase costs its text, quotes and a comma.
            let gains = seen.map { key in
                let cost = symbols[Int(key / keyWidth)].utf8.count + symbols[Int(key % keyWidth)].utf8.count + 4
                return (counts[key] ?? 0) * referenceBytes - cost
            }
            // The pairs that pay, the best first, the first seen on a tie.
            let ranked = rankedByCount(gains.indices.filter { gains[$0] > 0 }, counts: gains)
            var taken = Set<Int>()
            var out: [(Int, Int)] = []
            for candidate in ranked where out.count < limit {
                let key = seen[candidate]
                let (left, right) = (Int(key / keyWidth), Int(key % keyWidth))
                guard !taken.contains(left), !taken.contains(right) else { continue }
                taken.formUnion([left, right])
                out.append((left, right))
            }
            return out
        }

        /// `sequence` with each pair named in `merged` (by key), read left to right, replaced by
        /// its phrase.
        private static func replacing(_ merged: [Int64: Int], in sequence: [Int]) -> [Int] {
            var out: [Int] = []
            out.reserveCapacity(sequence.count)
            var i = 0
            while i < sequence.count {
                if i + 1 < sequence.count, let phrase = merged[key(sequence[i], sequence[i + 1])] {
                    out.append(phrase)
                    i += 2
                } else {
                    out.append(sequence[i])
                    i += 1
                }
            }
            return out
        }
    #endif
}
