import DiffEngine

extension BandedAlignment {
    /// The alignment as `diffstep trace --format json` writes it when even the banded table
    /// is over the limit (docs/trace.md): the trace's keys where they mean the same, the
    /// band's facts (`diagonals` it computed, `computedCells`), no `cells`, and the whole path,
    /// one step a line.
    /// - Parameters:
    ///   - source: the source tokens, as the unit split them.
    ///   - target: the target tokens.
    ///   - unit: the unit the tokens were split by.
    /// - Complexity: O(*m* + *n*).
    package func json(source: [String], target: [String], unit: TokenUnit) -> String {
        JSON.members([
            "distance": .int(distance),
            "source": .raw(Self.tokensJSON(source)),
            "target": .raw(Self.tokensJSON(target)),
            "unit": .string(unit.rawValue),
            "tieBreak": .string(tieBreak.rawValue),
            "banded": .bool(true),
            "diagonals": .array([.int(diagonals.lowerBound), .int(diagonals.upperBound)]),
            "computedCells": .int(computedCells),
            "path": .raw(Self.pathJSON(operations, indent: 2)),
        ]).serialized()
    }

    /// Tokens as a JSON array on one line, as ``JSON`` writes an array of strings: a token of
    /// plain characters is copied as its bytes, any other goes through ``JSON/quote(_:into:)``.
    /// - Complexity: O(total length of the tokens).
    static func tokensJSON(_ tokens: [String]) -> String {
        var bytes: [UInt8] = [UInt8(ascii: "[")]
        bytes.reserveCapacity(6 * tokens.count + 2)
        for (index, token) in tokens.enumerated() {
            if index > 0 { bytes.append(contentsOf: ", ".utf8) }
            // What quote never escapes: no control byte, DEL, quote, backslash, `<`, `>`, `&`, and no
            // E2 (the lead byte of U+2028 and U+2029).
            let plain = token.utf8.allSatisfy { byte in
                byte >= 0x20 && byte != 0x7F && byte != 0x22 && byte != 0x5C && byte != 0x3C && byte != 0x3E
                    && byte != 0x26 && byte != 0xE2
            }
            if plain {
                bytes.append(UInt8(ascii: "\""))
                bytes.append(contentsOf: token.utf8)
                bytes.append(UInt8(ascii: "\""))
            } else {
                var quoted = ""
                JSON.quote(token, into: &quoted)
                bytes.append(contentsOf: quoted.utf8)
            }
        }
        bytes.append(UInt8(ascii: "]"))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The path as a JSON array, one step `{"row", "column", "operation", "notation"}` a line,
    /// from (0, 0) (operation `null`) to the corner; `indent` is the array's own indentation.
    /// - Complexity: O(length of the path), written as bytes.
    static func pathJSON(_ operations: [EditOperation], indent: Int) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(72 * (operations.count + 1) + 8)
        let lineStart = [UInt8](("\n" + String(repeating: " ", count: indent + 2) + "{\"row\": ").utf8)
        // Every constant piece as bytes once: appending a string's UTF-8 view is a slow copy.
        let column = [UInt8](", \"column\": ".utf8)
        let operationKey = [UInt8](", \"operation\": ".utf8)
        let names = EditOperation.allCases.map { [UInt8](("\"" + $0.description + "\"").utf8) }
        let null = [UInt8]("null".utf8)
        let notationKey = [UInt8](", \"notation\": \"".utf8)
        var (row, columnIndex) = (0, 0)
        var counts = (inserts: 0, deletes: 0, substitutions: 0)
        bytes.append(UInt8(ascii: "["))
        for index in 0...operations.count {
            let operation = index == 0 ? nil : operations[index - 1]
            switch operation {
            case .match?: (row, columnIndex) = (row + 1, columnIndex + 1)
            case .substitute?:
                (row, columnIndex, counts.substitutions) = (row + 1, columnIndex + 1, counts.substitutions + 1)
            case .insert?: (columnIndex, counts.inserts) = (columnIndex + 1, counts.inserts + 1)
            case .delete?: (row, counts.deletes) = (row + 1, counts.deletes + 1)
            case nil: break
            }
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(contentsOf: lineStart)
            DecimalDigits.append(row, to: &bytes)
            bytes.append(contentsOf: column)
            DecimalDigits.append(columnIndex, to: &bytes)
            bytes.append(contentsOf: operationKey)
            bytes.append(contentsOf: operation.map { names[Int($0.rawValue)] } ?? null)
            bytes.append(contentsOf: notationKey)
            // The article's notation: `Ni Nd Ns`, zeros left out, `0` for none (Notation).
            var written = false
            func part(_ count: Int, _ letter: Unicode.Scalar) {
                guard count > 0 else { return }
                if written { bytes.append(UInt8(ascii: " ")) }
                DecimalDigits.append(count, to: &bytes)
                bytes.append(UInt8(ascii: letter))
                written = true
            }
            part(counts.inserts, "i")
            part(counts.deletes, "d")
            part(counts.substitutions, "s")
            if !written { bytes.append(UInt8(ascii: "0")) }
            bytes.append(UInt8(ascii: "\""))
            bytes.append(UInt8(ascii: "}"))
        }
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: String(repeating: " ", count: indent).utf8)
        bytes.append(UInt8(ascii: "]"))
        return String(decoding: bytes, as: UTF8.self)
    }
}
