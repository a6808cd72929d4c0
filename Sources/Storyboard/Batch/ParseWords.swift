import BatchModel

/// A snippet that does not parse, in the learner's language: the parser returns what it
/// needed and what it found (``ParseFailure/Problem``), and only this type words it.
package enum ParseWords {
    /// The problem in Korean and English, without the position.
    package static func localized(_ problem: ParseFailure.Problem) -> Localized {
        switch problem {
        case .unexpectedCharacter(let character):
            return Localized(ko: "예상하지 못한 문자 \"\(character)\"", en: "unexpected character \"\(character)\"")
        case .expected(let expected, let found):
            let (what, instead) = (words(expected), words(found))
            return Localized(
                ko: "\(Korean.phrase(what.ko, .subject)) 와야 하는데 \(Korean.phrase(instead.ko, .subject)) 있습니다",
                en: "expected \(what.en), found \(instead.en)")
        case .unknownCall(let name, let suggestion):
            return Localized(
                ko: "알 수 없는 호출 \"\(name)\""
                    + (suggestion.map { "; \(Korean.phrase("\"\($0)\"", .object)) 쓰려고 했나요?" } ?? ""),
                en: "unknown call \"\(name)\"" + (suggestion.map { "; did you mean \"\($0)\"?" } ?? ""))
        case .unknownName(let name):
            return Localized(
                ko: "알 수 없는 이름 \"\(name)\" (먼저 let으로 정의하세요)",
                en: "unknown name \"\(name)\" (bind it with let first)")
        case .itemsCountWithoutData:
            return Localized(
                ko: "items.count를 세려면 처음 데이터가 필요합니다: --old로 주세요",
                en: "items.count needs the data to count: give it with --old")
        case .negativeIndex(let value):
            return Localized(
                ko: "인덱스 \(Korean.phrase("\(value)", .topic)) 음수입니다", en: "index \(value) is negative")
        case .hugeNumber(let text):
            return Localized(
                ko: "\(Korean.phrase(text, .topic)) 인덱스로 쓰기에 너무 큽니다", en: "number \(text) is too large for an index")
        case .emptyList(let expected):
            let what = words(expected)
            return Localized(
                ko: "\(Korean.phrase(what.ko, .subject)) 없습니다: 호출이 아무것도 바꾸지 않습니다",
                en: "no \(what.en) given: the call changes nothing")
        case .backwardsRange(let low, let high, let closed):
            let range = "\(low)\(closed ? "..." : "..<")\(high)"
            return Localized(
                ko:
                    "범위 \(Korean.phrase(range, .topic)) 비어 있습니다: 위 경계 \(Korean.phrase("\(high)", .subject)) 아래 경계 \(low)보다 작습니다",
                en: "range \(range) is empty: its upper bound \(high) is below its lower bound \(low)")
        case .unclosed(let bracket), .missingCloser(let bracket):
            let name = names(bracket)
            return Localized(
                ko:
                    "\(name.ko) \(Korean.phrase("\"\(bracket.opening)\"", .subject)) 닫히지 않았습니다 (\"\(bracket.closing)\"가 없습니다)",
                en: "unbalanced \(name.en): \"\(bracket.opening)\" is never closed (\"\(bracket.closing)\" is missing)")
        case .mismatchedCloser(let bracket):
            let name = names(bracket)
            return Localized(
                ko: "\(name.ko) \"\(bracket.closing)\"의 짝이 맞지 않습니다: 열린 괄호는 다른 종류입니다",
                en: "unbalanced \(name.en): \"\(bracket.closing)\" does not match the bracket that is open")
        case .closesNothing(let bracket):
            let name = names(bracket)
            return Localized(
                ko: "\(name.ko) \(Korean.phrase("\"\(bracket.closing)\"", .subject)) 닫을 것이 없습니다",
                en: "unbalanced \(name.en): \"\(bracket.closing)\" closes nothing")
        default:
            return more(problem)
        }
    }

    private static func more(_ problem: ParseFailure.Problem) -> Localized {
        switch problem {
        case .mixedViews(let first, let line, let second):
            return Localized(
                ko:
                    "\(Korean.phrase(second, .topic)) \(line)번째 줄의 \(Korean.phrase(first, .with)) 다른 종류의 뷰(table/collection) 호출입니다: 한 가지 뷰만 쓰세요",
                en:
                    "\(second) is a table/collection view call of the other kind than \(first) on line \(line): use one view"
            )
        case .wrongView(let call, let view):
            return Localized(
                ko: "\(Korean.phrase(call, .topic)) \(view.className)의 메서드가 아닙니다 (--view \(view.rawValue))",
                en: "\(call) is not a \(view.className) method (--view \(view.rawValue))")
        case .endWithoutBegin:
            return Localized(
                ko: "beginUpdates() 없이 endUpdates()를 불렀습니다", en: "endUpdates() without beginUpdates()")
        case .beginWithoutEnd:
            return Localized(
                ko: "beginUpdates()를 endUpdates()로 닫지 않았습니다", en: "beginUpdates() is never closed by endUpdates()")
        case .unterminatedString:
            return Localized(ko: "문자열이 닫히지 않았습니다", en: "string is not closed")
        case .tooDeep(let limit):
            return Localized(
                ko: "괄호나 클로저가 \(limit)단계보다 깊게 겹쳐 있습니다", en: "nested more than \(limit) levels deep")
        case .tooMuchWork(let limit):
            return Localized(
                ko: "값을 \(limit)개보다 많이 만들어 냅니다 (범위와 .map 안의 .map)",
                en: "spells out more than \(limit) values (ranges and .map within .map)")
        case .runtimeValue(let name, let line, let source, let dependsOn):
            return Localized(
                ko:
                    "\"\(name)\"(\(line)번째 줄: \(source))\(Korean.particle("\"\(name)\"", .topic)) 앱이 실행될 때만 알 수 있는 \"\(dependsOn)\"에서 옵니다. "
                    + "이 코드를 돌려 보려면 \(Korean.phrase(name, .object)) IndexPath(item: 2, section: 0) 같은 값이나 숫자, 문자열로 정의하세요",
                en:
                    "\"\(name)\" (line \(line): \(source)) depends on \"\(dependsOn)\", which only the running app knows; "
                    + "to run this snippet, bind \(name) to a literal such as IndexPath(item: 2, section: 0), a number or a string"
            )
        default:
            preconditionFailure("worded in localized(_:)")
        }
    }

    /// 소괄호 / parentheses, and so on.
    static func names(_ bracket: ParseFailure.Bracket) -> Localized {
        switch bracket {
        case .parenthesis: Localized(ko: "소괄호", en: "parentheses")
        case .square: Localized(ko: "대괄호", en: "brackets")
        case .brace: Localized(ko: "중괄호", en: "braces")
        }
    }
}
