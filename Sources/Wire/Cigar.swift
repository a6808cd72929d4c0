import DiffEngine

/// An alignment as an extended CIGAR string, one line for scripts: runs of the same operation,
/// each its length then its letter, `=` match, `X` substitute, `I` insert, `D` delete
/// (`3=1X2=1I`; a run of one keeps its `1`, as edlib writes it).
///
/// `I` and `D` mean what diffstep's operations mean: `I` adds a target token, `D` removes a
/// source token. That is the SAM convention with the source as the reference, and the string
/// edlib returns for `edlib.align(target, source, task="path")` (edlib's query is our target);
/// `edlib.align(source, target)` writes the same alignment with `I` and `D` swapped.
package enum Cigar {
    /// The letter of one operation.
    /// - Complexity: O(1).
    package static func letter(_ operation: EditOperation) -> UInt8 {
        switch operation {
        case .match: UInt8(ascii: "=")
        case .substitute: UInt8(ascii: "X")
        case .insert: UInt8(ascii: "I")
        case .delete: UInt8(ascii: "D")
        }
    }

    /// The runs of `operations`, in order: empty for an empty alignment.
    /// - Complexity: O(*n*) for *n* operations.
    package static func text(_ operations: [EditOperation]) -> String {
        var bytes: [UInt8] = []
        var index = 0
        while index < operations.count {
            let operation = operations[index]
            var end = index + 1
            while end < operations.count, operations[end] == operation { end += 1 }
            DecimalDigits.append(end - index, to: &bytes)
            bytes.append(letter(operation))
            index = end
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Non-negative integers written as ASCII digits into a byte buffer, for the outputs that
/// write a number per step (the CIGAR string, the alignment's path).
enum DecimalDigits {
    /// Appends the digits of `value` (at least one).
    /// - Complexity: O(digits).
    static func append(_ value: Int, to bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        // Counted first, then written from the last digit back in place: appending digit by
        // digit and reversing the slice copied it twice (a sixth of a long path's JSON time).
        var count = 0
        var probe = value.magnitude
        repeat {
            count += 1
            probe /= 10
        } while probe > 0
        let end = bytes.count + count
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: count))
        bytes.withUnsafeMutableBufferPointer { buffer in
            var rest = value.magnitude
            var index = end
            repeat {
                index -= 1
                buffer[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            } while rest > 0
        }
    }
}
