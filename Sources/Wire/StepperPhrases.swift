#if !hasFeature(Embedded)
    /// The words of one widget's texts (narration, titles, questions), each stored once.
    ///
    /// A storyboard's narration repeats itself: "different; min(up 9, left 8, diagonal 8) + 1 = 9;
    /// insert." differs from the next cell's only in its numbers. Each text is split at single
    /// spaces into words, then the pair of neighbouring symbols whose merging saves the most bytes
    /// is merged into one phrase, again and again (byte-pair encoding over words, up to 16
    /// disjoint pairs a round), while merging still pays. A text becomes a list of indices into `phrases`; joining those phrases with
    /// single spaces gives the text back exactly, runs of spaces and edge spaces included (the
    /// split keeps empty words).
    ///
    /// Texts are added one at a time (``add(_:)``) and kept as one flat list of symbols, not a
    /// string and an array each: a 240 x 240 walkthrough's 57,875 narrations cost a few bytes a
    /// word, and the text itself is dropped as soon as it is split. Native only: the engine's
    /// WebAssembly parts merge nothing and keep a list a text (`StepperPhrases+Embedded.swift`),
    /// with the same JSON.
    struct StepperPhrases {
        /// The phrases, the most used first so they get the shortest indices (after ``finish(maximumMerges:)``).
        private(set) var phrases: [String] = []
        /// Every text's symbols, one text after another: indices into `phrases` once finished.
        private var symbols: [Int32] = []
        /// Where each text's symbols end in `symbols`.
        private var ends: [Int32] = []
        /// The distinct words and phrases while texts are added, by first use.
        private var words: [String] = []
        /// Words of up to 7 bytes by their bytes packed in one key (most of a narration's words:
        /// `vs`, `min(up`, `3,`), with each key's word number; longer ones by their text.
        private var short = KeyTable()
        private var shortWords: [Int32] = []
        private var ids: [String: Int] = [:]

        /// Bytes one index costs in the JSON, comma included (an estimate: most are two digits).
        private static let referenceBytes = 3

        /// Encodes `texts` (``add(_:)`` each, then ``finish(maximumMerges:)``).
        init(_ texts: [String], maximumMerges: Int = StepperJSON.defaultPhraseMerges) {
            for text in texts { add(text) }
            finish(maximumMerges: maximumMerges)
        }

        /// No texts yet.
        init() {}

        /// How many texts were added.
        var count: Int { ends.count }

        /// Splits `text` at the space byte and keeps its words' symbols: a fraction of the cost of
        /// splitting characters; joining the pieces with spaces gives the text back byte for byte.
        mutating func add(_ text: String) {
            var text = text
            text.withUTF8 { bytes in
                var start = 0
                for index in 0..<bytes.count where bytes[index] == 0x20 {
                    symbols.append(Int32(truncatingIfNeeded: id(UnsafeBufferPointer(rebasing: bytes[start..<index]))))
                    start = index + 1
                }
                symbols.append(Int32(truncatingIfNeeded: id(UnsafeBufferPointer(rebasing: bytes[start...]))))
            }
            ends.append(Int32(truncatingIfNeeded: symbols.count))
        }

        private mutating func id(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
            guard bytes.count <= 7 else { return id(String(decoding: bytes, as: UTF8.self)) }
            return shortID(bytes)
        }

        private mutating func shortID(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
            var key = Int64(bytes.count) << 56
            for (index, byte) in bytes.enumerated() { key |= Int64(byte) << (8 * index) }
            let (number, isNew) = short.insert(key)
            guard isNew else { return Int(shortWords[number]) }
            let id = named(String(decoding: bytes, as: UTF8.self))
            shortWords.append(Int32(truncatingIfNeeded: id))
            return id
        }

        private mutating func id(_ text: String) -> Int {
            var text = text
            if text.utf8.count <= 7 { return text.withUTF8 { shortID($0) } }
            return named(text)
        }

        /// The number of `text`'s word, as `String` tells words apart: spellings that are
        /// canonically equal (NFC and NFD Hangul) are one word, shown as first seen, as the
        /// engine's parts (`StepperPhrases+Embedded.swift`) and every earlier page have them.
        private mutating func named(_ text: String) -> Int {
            if let known = ids[text] { return known }
            words.append(text)
            ids[text] = words.count - 1
            return words.count - 1
        }

        /// Merges pairs into phrases (at most `maximumMerges`; 0 for JSON read at once and never
        /// stored), then numbers the phrases, the most used first.
        mutating func finish(maximumMerges: Int) {
            // Each round of merges reads every word once: bound the rounds so that a walkthrough
            // of 57,600 frames costs a few million steps, as a 10 x 10 one always did.
            let maximumMerges = min(maximumMerges, max(16, 16 * (2_000_000 / max(1, symbols.count))))
            var merges = 0
            while merges < maximumMerges {
                let pairs = bestPairs(limit: min(16, maximumMerges - merges))
                if pairs.isEmpty { break }
                var merged = KeyTable()
                var phrases: [Int32] = []
                for (left, right) in pairs {
                    _ = merged.insert(Self.key(left, right))
                    phrases.append(Int32(truncatingIfNeeded: id(words[left] + " " + words[right])))
                }
                replace(merged, phrases)
                merges += pairs.count
            }
            var uses = [Int](repeating: 0, count: words.count)
            for symbol in symbols { uses[Int(symbol)] += 1 }
            let order = rankedByCount(words.indices.filter { uses[$0] > 0 }, counts: uses)
            var index = [Int32](repeating: -1, count: words.count)
            for (position, symbol) in order.enumerated() { index[symbol] = Int32(truncatingIfNeeded: position) }
            phrases = order.map { words[$0] }
            for position in symbols.indices { symbols[position] = index[Int(symbols[position])] }
            words = []
            ids = [:]
            short = KeyTable()
            shortWords = []
        }

        /// The symbols of text `position`: indices into `phrases` once finished.
        func sequence(_ position: Int) -> ArraySlice<Int32> {
            symbols[(position == 0 ? 0 : Int(ends[position - 1]))..<Int(ends[position])]
        }

        /// Every text as indices into `phrases`, in the order added.
        var texts: [[Int]] { ends.indices.map { sequence($0).map { Int($0) } } }

        /// The text at `position` put back together.
        func text(_ position: Int) -> String {
            sequence(position).map { phrases[Int($0)] }.joined(separator: " ")
        }

        /// Pair keys: `left * keyWidth + right`; no widget has a billion distinct words. 64-bit,
        /// since `Int` has 32 bits in engine.wasm.
        private static let keyWidth: Int64 = 1 << 30

        private static func key(_ left: Int32, _ right: Int32) -> Int64 { Int64(left) * keyWidth + Int64(right) }
        private static func key(_ left: Int, _ right: Int) -> Int64 { Int64(left) * keyWidth + Int64(right) }

        /// The neighbouring pairs whose merging saves the most bytes, best first (the first seen on
        /// a tie), at most `limit`, no two sharing a symbol so merging all at once stays
        /// unambiguous; empty when no merge makes the JSON smaller.
        private func bestPairs(limit: Int) -> [(Int, Int)] {
            // Each pair numbered in the order first seen, with its count.
            var seen = KeyTable()
            var counts: [Int] = []
            var start = 0
            for end in ends {
                let end = Int(end)
                if end - start > 1 {
                    for i in (start + 1)..<end {
                        let (number, isNew) = seen.insert(Self.key(symbols[i - 1], symbols[i]))
                        if isNew { counts.append(1) } else { counts[number] += 1 }
                    }
                }
                start = end
            }
            // Each use saves one reference; the new phrase costs its text, quotes and a comma.
            let gains = seen.keys.enumerated().map { number, key in
                let cost = words[Int(key / Self.keyWidth)].utf8.count + words[Int(key % Self.keyWidth)].utf8.count + 4
                return counts[number] * Self.referenceBytes - cost
            }
            // The pairs that pay, the best first, the first seen on a tie.
            let ranked = rankedByCount(gains.indices.filter { gains[$0] > 0 }, counts: gains)
            var taken = Set<Int>()
            var out: [(Int, Int)] = []
            for candidate in ranked where out.count < limit {
                let key = seen.keys[candidate]
                let (left, right) = (Int(key / Self.keyWidth), Int(key % Self.keyWidth))
                guard !taken.contains(left), !taken.contains(right) else { continue }
                taken.formUnion([left, right])
                out.append((left, right))
            }
            return out
        }

        /// Every text with each pair named in `merged` (by key), read left to right, replaced by
        /// its phrase (`phrases`, by the pair's number), in place (a text only gets shorter).
        private mutating func replace(_ merged: KeyTable, _ phrases: [Int32]) {
            var (read, write) = (0, 0)
            for text in ends.indices {
                let end = Int(ends[text])
                while read < end {
                    if read + 1 < end, let pair = merged.number(Self.key(symbols[read], symbols[read + 1])) {
                        symbols[write] = phrases[pair]
                        read += 2
                    } else {
                        symbols[write] = symbols[read]
                        read += 1
                    }
                    write += 1
                }
                ends[text] = Int32(truncatingIfNeeded: write)
            }
            symbols.removeLast(symbols.count - write)
        }
    }
#endif
