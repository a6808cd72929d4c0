import Foundation
import Storyboard

/// The argument parser's sentences (swift-argument-parser writes them in English) in Korean, for
/// the ones a learner meets: a value an option does not take, an unknown option, an unexpected
/// argument, a missing value or argument. Any other sentence keeps the parser's words.
enum UsageWords {
    /// `line`, the parser's first line (accepted values already joined onto it), in Korean; nil
    /// for a sentence this does not know. What the user typed may hold quotes itself
    /// (`--unit "it's"`), so each piece is cut at the parser's own words around it.
    static func korean(_ line: String) -> String? {
        if let rest = after("The value '", in: line), let cut = rest.range(of: "' is invalid for '") {
            let value = rest[..<cut.lowerBound]
            let tail = rest[cut.upperBound...]
            var text = Korean.phrase("'\(value)'", .topic) + " \(option(tail.prefix { $0 != "'" }))에 쓸 수 없는 값입니다"
            if let list = line.range(of: "one of the following: ") {
                text += ". 쓸 수 있는 값: " + line[list.upperBound...]
            } else if let choices = tail.range(of: "Please provide one of ") {
                // "one of 'collection' and 'table'.": the quoted names.
                let names = tail[choices.upperBound...].split(separator: "'", omittingEmptySubsequences: false)
                    .enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
                if !names.isEmpty { text += ". 쓸 수 있는 값: " + names.joined(separator: ", ") }
            }
            return text
        }
        if let rest = after("Unknown option '", in: line) {
            if let guess = rest.range(of: "'. Did you mean '") {
                let suggestion = rest[guess.upperBound...].prefix { $0 != "'" }
                return "알 수 없는 옵션 '\(rest[..<guess.lowerBound])'. 혹시 '\(suggestion)'인가요?"
            }
            return "알 수 없는 옵션 '\(quoted(rest))'"
        }
        if let rest = after("Unexpected argument '", in: line) { return "예상하지 못한 인자 '\(quoted(rest))'" }
        if let rest = after("Missing value for '", in: line) {
            return "\(option(rest.prefix { $0 != "'" })) 다음에 값이 없습니다"
        }
        if let rest = after("Missing expected argument '", in: line) {
            return "필요한 인자 " + Korean.phrase("'\(quoted(rest))'", .subject) + " 없습니다"
        }
        return nil
    }

    /// What follows `prefix` when `line` starts with it.
    private static func after(_ prefix: String, in line: String) -> Substring? {
        line.hasPrefix(prefix) ? line.dropFirst(prefix.count) : nil
    }

    /// `rest` up to its last quote: what the user typed, quotes inside it kept.
    private static func quoted(_ rest: Substring) -> Substring {
        rest.lastIndex(of: "'").map { rest[..<$0] } ?? rest
    }

    /// `--unit <unit>` as the option alone, `--unit`.
    private static func option(_ text: Substring) -> String {
        String(text.prefix { $0 != " " })
    }
}
