/// An unsigned integer of any size, with just what counting alignments needs.
///
/// The number of optimal alignments grows exponentially with the input, so it outgrows
/// every fixed-width integer; this one adds without overflowing and prints in decimal.
public struct BigUInt: Sendable, Hashable, Comparable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    /// Little-endian 64-bit words, without leading zero words (zero is `[]`).
    var words: [UInt64]

    /// Creates a value from a machine integer.
    /// - Complexity: O(1).
    public init(_ value: UInt64) { words = value == 0 ? [] : [value] }

    /// Creates a value from an integer literal.
    /// - Complexity: O(1).
    public init(integerLiteral value: UInt64) { self.init(value) }

    /// The value as a `UInt64`, or `nil` when it does not fit.
    /// - Complexity: O(1).
    public var uint64Value: UInt64? {
        switch words.count {
        case 0: 0
        case 1: words[0]
        default: nil
        }
    }

    /// Adds `right` to `left` in place.
    /// - Complexity: O(*w*) for the larger operand's *w* words.
    public static func += (left: inout BigUInt, right: BigUInt) {
        if left.words.count < right.words.count {
            left.words.append(contentsOf: repeatElement(0, count: right.words.count - left.words.count))
        }
        var carry = false
        for index in left.words.indices {
            guard index < right.words.count || carry else { break }
            let addend = index < right.words.count ? right.words[index] : 0
            let (sum, overflow) = left.words[index].addingReportingOverflow(addend)
            let (total, overflow2) = sum.addingReportingOverflow(carry ? 1 : 0)
            left.words[index] = total
            carry = overflow || overflow2
        }
        if carry { left.words.append(1) }
    }

    /// The sum of two values.
    /// - Complexity: O(*w*) for the larger operand's *w* words.
    public static func + (left: BigUInt, right: BigUInt) -> BigUInt {
        var sum = left
        sum += right
        return sum
    }

    /// Orders by magnitude.
    /// - Complexity: O(*w*).
    public static func < (left: BigUInt, right: BigUInt) -> Bool {
        if left.words.count != right.words.count { return left.words.count < right.words.count }
        for index in left.words.indices.reversed() where left.words[index] != right.words[index] {
            return left.words[index] < right.words[index]
        }
        return false
    }

    /// The value in decimal.
    /// - Complexity: O(*w*²).
    public var description: String {
        guard !words.isEmpty else { return "0" }
        // Peel off nineteen decimal digits at a time: 10^19 is the largest power in a word.
        let chunk: UInt64 = 10_000_000_000_000_000_000
        var rest = words
        var parts: [UInt64] = []
        while !rest.isEmpty {
            var remainder: UInt64 = 0
            for index in rest.indices.reversed() {
                let (quotient, r) = chunk.dividingFullWidth((remainder, rest[index]))
                rest[index] = quotient
                remainder = r
            }
            while rest.last == 0 { rest.removeLast() }
            parts.append(remainder)
        }
        var text = String(parts.removeLast())
        for part in parts.reversed() {
            let digits = String(part)
            text += String(repeating: "0", count: 19 - digits.count) + digits
        }
        return text
    }
}
