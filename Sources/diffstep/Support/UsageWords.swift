import Foundation
import Storyboard

/// The argument parser's sentences (swift-argument-parser writes them in English) in Korean, for
/// the ones a learner meets: a value an option does not take, an unknown option, an unexpected
/// argument, a missing value or argument. Any other sentence keeps the parser's words.
enum UsageWords {
    /// `line`, the parser's first line (accepted values already joined onto it), in Korean; nil
    /// for a sentence this does not know.
    static func korean(_ line: String) -> String? {
        // The quoted pieces in order: 'value', 'option <name>', then any accepted values.
        let quoted = line.split(separator: "'", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        guard let first = quoted.first else { return nil }
        if line.hasPrefix("The value '"), line.contains("' is invalid for '"), quoted.count >= 2 {
            var text = Korean.phrase("'\(first)'", .topic) + " \(option(quoted[1]))에 쓸 수 없는 값입니다"
            if let list = line.range(of: "one of the following: ") {
                text += ". 쓸 수 있는 값: " + line[list.upperBound...]
            } else if quoted.count > 2 {
                text += ". 쓸 수 있는 값: " + quoted.dropFirst(2).joined(separator: ", ")
            }
            return text
        }
        if line.hasPrefix("Unknown option '") {
            let guess = line.contains("Did you mean '") && quoted.count > 1 ? ". 혹시 '\(quoted[1])'인가요?" : ""
            return "알 수 없는 옵션 '\(first)'" + guess
        }
        if line.hasPrefix("Unexpected argument '") { return "예상하지 못한 인자 '\(first)'" }
        if line.hasPrefix("Missing value for '") { return "\(option(first)) 다음에 값이 없습니다" }
        if line.hasPrefix("Missing expected argument '") {
            return "필요한 인자 " + Korean.phrase("'\(first)'", .subject) + " 없습니다"
        }
        return nil
    }

    /// `--unit <unit>` as the option alone, `--unit`.
    private static func option(_ text: String) -> String {
        String(text.prefix { $0 != " " })
    }
}
