#if !hasFeature(Embedded)
    /// A JSON text written a piece at a time, for outputs too long to hold as one tree.
    ///
    /// The value is built as usual, except that its long arrays of objects are stand-ins
    /// (``array(_:)``) whose elements are made one at a time while the text is written: the
    /// text is byte for byte what ``JSON/serialized(pretty:)`` writes for the whole tree, and
    /// only one element of a long array is alive at a time.
    public struct JSONStream {
        private var arrays: [(_ each: (JSON) -> Void) -> Void] = []

        public init() {}

        /// A stand-in for an array whose elements are objects or arrays (never scalars: an
        /// array of scalars is written on one line, which needs them all first).
        /// - Parameter produce: calls its argument with each element, in order.
        public mutating func array(_ produce: @escaping (_ each: (JSON) -> Void) -> Void) -> JSON {
            arrays.append(produce)
            return .raw("\u{1}\(arrays.count - 1)\u{1}")
        }

        /// Writes `value` pretty-printed, each stand-in filled in, in pieces to `emit`.
        /// - Complexity: O(output), holding one element of a stand-in array at a time.
        public func write(_ value: JSON, to emit: (String) -> Void) {
            let text = value.serialized()
            var rest = Substring(text)
            // The stand-ins are the only raw control characters: `quote` escapes them in strings.
            while let open = rest.firstIndex(of: "\u{1}") {
                let head = rest[..<open]
                emit(String(head))
                let afterOpen = rest.index(after: open)
                guard let close = rest[afterOpen...].firstIndex(of: "\u{1}"), let index = Int(rest[afterOpen..<close])
                else { return }
                // The array opens on the line of its key: that line's indentation is its own.
                let lineStart = text[..<open].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
                let indent = text[lineStart...].prefix { $0 == " " }.count
                writeArray(arrays[index], indent: indent, to: emit)
                rest = rest[rest.index(after: close)...]
            }
            emit(String(rest))
        }

        private func writeArray(
            _ produce: (_ each: (JSON) -> Void) -> Void, indent: Int, to emit: (String) -> Void
        ) {
            var first = true
            let inner = "\n" + String(repeating: " ", count: indent + 2)
            emit("[")
            withoutActuallyEscaping(emit) { emit in
                produce { element in
                    emit((first ? "" : ",") + inner + element.serialized(indent: indent + 2))
                    first = false
                }
            }
            emit(first ? "]" : "\n" + String(repeating: " ", count: indent) + "]")
        }
    }
#endif
