import Foundation

/// The one spelling of a student identity: `Kim.txt`, `kim.txt`, `kim ` and a Korean name in
/// NFD (as macOS writes file names) are the same student.
package enum StudentKey {
    /// `text` in Unicode NFC, case folded, without leading or trailing whitespace, inner
    /// runs of whitespace as one space.
    package static func normalized(_ text: String) -> String {
        text.precomposedStringWithCanonicalMapping.lowercased()
            .split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// The letters and digits of `text`, normalised: how Canvas writes a name into a file
    /// name (`Doe, Jane` -> `doejane`).
    package static func compact(_ text: String) -> String {
        String(normalized(text).filter { $0.isLetter || $0.isNumber })
    }

    /// `text` normalised without accents (`José` -> `jose`); Hangul and other letters
    /// without marks are unchanged.
    static func accentFolded(_ text: String) -> String {
        let marks = normalized(text).decomposedStringWithCanonicalMapping.unicodeScalars.filter { scalar in
            // Combining marks are general category Mn; Hangul jamo are letters and stay.
            scalar.properties.generalCategory != .nonspacingMark
        }
        return String(String.UnicodeScalarView(marks)).precomposedStringWithCanonicalMapping
    }

    /// A name in every order of its parts (`Doe, Jane`, `Jane Doe`, `Doe Jane`), each also
    /// without accents, normalised. Names of more than four parts are taken in their two
    /// orders only (as written, and last part first), not every permutation.
    static func nameSpellings(_ name: String) -> Set<String> {
        let parts = normalized(name).split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init)
        guard !parts.isEmpty else { return [] }
        var orders: [[String]] = []
        if parts.count <= 4 {
            func permute(_ done: [String], _ rest: [String]) {
                if rest.isEmpty { orders.append(done) }
                for index in rest.indices {
                    var remaining = rest
                    let part = remaining.remove(at: index)
                    permute(done + [part], remaining)
                }
            }
            permute([], parts)
        } else {
            orders = [parts, Array(parts.suffix(1) + parts.dropLast())]
        }
        var spellings: Set<String> = [normalized(name)]
        for order in orders {
            let joined = order.joined(separator: " ")
            spellings.insert(joined)
            spellings.insert(accentFolded(joined))
        }
        return spellings
    }
}
