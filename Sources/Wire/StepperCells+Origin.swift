import DiffEngine
import Storyboard

#if hasFeature(Embedded)
    extension Panel.Cell.Origin {
        /// The origin in the stepper JSON: the chosen operation's letter, then the other
        /// co-optimal ones (`m` match, `s` substitute, `i` insert, `d` delete): `"s"`, `"sid"`.
        /// One to four bytes a distinct cell, so every page can carry it.
        var code: String {
            ([chosen] + others).map { operation in
                switch operation {
                case .match: "m"
                case .substitute: "s"
                case .insert: "i"
                case .delete: "d"
                }
            }.joined()
        }
    }
#else
    extension Panel.Cell.Origin {
        /// The origin in one byte, never 0 (0 is "no origin" where keys are stored): the chosen
        /// operation in the high bits, the co-optimal set in the low four.
        var key: UInt8 { 0x80 | chosen.rawValue << 4 | ties.rawValue }

        /// Whether an origin's ``key`` names a co-optimal operation besides the chosen one.
        static func isTie(key: UInt8) -> Bool { key & 0x0F & ~(1 << ((key >> 4) & 0x03)) != 0 }

        /// The origin in the stepper JSON, from its ``key``: the chosen operation's letter, then the
        /// other co-optimal ones (`m` match, `s` substitute, `i` insert, `d` delete): `"s"`, `"sid"`;
        /// `-` for the key 0 (no origin). One to four bytes a distinct cell, so every page can carry it.
        static func code(key: UInt8) -> String {
            guard key != 0 else { return "-" }
            let letters: [UInt8] = [UInt8(ascii: "m"), UInt8(ascii: "s"), UInt8(ascii: "i"), UInt8(ascii: "d")]
            let chosen = Int((key >> 4) & 0x03)
            var bytes = [letters[chosen]]
            for operation in 0..<4 where operation != chosen && key & (1 << operation) != 0 {
                bytes.append(letters[operation])
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
#endif
