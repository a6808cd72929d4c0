import BatchUpdates

/// BatchUpdates' errors in the learner's language (the module itself speaks English only).
public enum BatchErrorWords {
    /// The message for `error`; parse failures are prefixed with `file:line:column`. What
    /// UIKit raises is its own text, then what it means.
    public static func localized(_ error: BatchError, file: String) -> Localized {
        words(error, file: .same(file)) { line, column in
            .same("\(file):\(line)" + (column.map { ":\($0)" } ?? "") + ": ")
        }
    }

    /// The message for `error` in a student's answer, placed by line and column in words
    /// (`line 2, column 5: `, `2번째 줄 5열: `) instead of a file name.
    public static func localizedInAnswer(_ error: BatchError) -> Localized {
        words(error, file: Localized(ko: "답안", en: "answer")) { line, column in
            Localized(
                ko: "\(line)번째 줄" + (column.map { " \($0)열" } ?? "") + ": ",
                en: "line \(line)" + (column.map { ", column \($0)" } ?? "") + ": ")
        }
    }

    private static func words(_ error: BatchError, file: Localized, place: (Int, Int?) -> Localized) -> Localized {
        switch error {
        case .badContents(let text, let reason):
            return Localized(
                ko: "\(file.ko) 데이터를 읽을 수 없습니다 \"\(text)\": \(reason)",
                en: "\(file.en): cannot read the data \"\(text)\": \(reason)")
        case .parse(let failure):
            let place = place(failure.line, failure.column)
            return Localized(ko: place.ko + korean(failure.problem), en: place.en + failure.reason)
        case .badMutation(let line, let reason):
            let place = place(line, nil)
            return Localized(ko: place.ko + "items 변경을 적용할 수 없습니다: \(reason)", en: place.en + reason)
        case .newDataDisagrees(let expected, let fromSnippet):
            return Localized(
                ko: "--new는 \"\(expected)\"인데 코드의 items 변경 결과는 \"\(fromSnippet)\"입니다",
                en: error.description)
        case .mutationNeedsOneSection(let line):
            let place = place(line, nil)
            return Localized(
                ko: place.ko + "items 변경은 섹션이 하나인 데이터에서만 쓸 수 있습니다",
                en: place.en + "`items` changes need data with one section")
        case .script(let failure):
            let words = SnapshotWords.explanation(for: failure.reason)
            let place = place(failure.line, failure.column)
            return Localized(ko: place.ko + words.ko, en: place.en + words.en)
        case .noSections, .duplicateItems, .repeatedItems, .duplicateSection, .reloadMissingItem,
            .reconfigureMissingItem,
            .reloadMissingSection, .unknownSection, .unknownItem, .identifierProblems:
            let words = SnapshotWords.explanation(for: error)
            return Localized(ko: error.description + "\n" + words.ko, en: error.description + "\n" + words.en)
        }
    }

    private static func korean(_ problem: ParseFailure.Problem) -> String {
        switch problem {
        case .unexpectedCharacter(let character): return "예상하지 못한 문자 \"\(character)\""
        case .expected(let what, let found):
            return
                "\(Korean.phrase(ParsePhrases.korean(what), .subject)) 와야 하는데 \(Korean.phrase(ParsePhrases.korean(found), .subject)) 있습니다"
        case .unknownCall(let name, let suggestion):
            return "알 수 없는 호출 \"\(name)\""
                + (suggestion.map { "; \(Korean.phrase("\"\($0)\"", .object)) 쓰려고 했나요?" } ?? "")
        case .unknownName(let name): return "알 수 없는 이름 \"\(name)\" (먼저 let으로 정의하세요)"
        case .negativeIndex(let value): return "인덱스 \(Korean.phrase("\(value)", .topic)) 음수입니다"
        case .hugeNumber(let text): return "\(Korean.phrase(text, .topic)) 인덱스로 쓰기에 너무 큽니다"
        case .emptyList(let what): return "비어 있음 (\(ParsePhrases.korean(what))): 호출이 아무것도 바꾸지 않습니다"
        case .unbalanced(let what): return "괄호가 맞지 않습니다: \(ParsePhrases.korean(what))"
        case .mixedViews(let first, let line, let second):
            return
                "\(Korean.phrase(second, .topic)) \(line)번째 줄의 \(Korean.phrase(first, .with)) 다른 종류의 뷰(table/collection) 호출입니다: 한 가지 뷰만 쓰세요"
        case .wrongView(let call, let view):
            return "\(Korean.phrase(call, .topic)) \(view.className)의 메서드가 아닙니다 (--view \(view.rawValue))"
        case .wrongType(let expected, let found):
            return "\(Korean.phrase(ParsePhrases.korean(expected), .subject)) 와야 하는데 \(ParsePhrases.korean(found))입니다"
        case .unbalancedBatch(let what): return "배치가 맞지 않습니다: \(ParsePhrases.korean(what))"
        case .unterminatedString: return "문자열이 닫히지 않았습니다"
        case .tooDeep(let limit): return "괄호나 클로저가 \(limit)단계보다 깊게 겹쳐 있습니다"
        case .tooMuchWork(let limit): return "값을 \(limit)개보다 많이 만들어 냅니다 (범위와 .map 안의 .map)"
        case .runtimeValue(let name, let line, let source, let dependsOn):
            return
                "\"\(name)\"(\(line)번째 줄: \(source))\(Korean.particle("\"\(name)\"", .topic)) 앱이 실행될 때만 알 수 있는 \"\(dependsOn)\"에서 옵니다. "
                + "이 코드를 돌려 보려면 \(Korean.phrase(name, .object)) IndexPath(item: 2, section: 0) 같은 값이나 숫자, 문자열로 정의하세요"
        }
    }
}
