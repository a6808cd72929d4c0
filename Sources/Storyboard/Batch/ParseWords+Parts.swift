import BatchModel

extension ParseWords {
    /// What the parser needed, as a noun phrase.
    static func words(_ expected: ParseFailure.Expected) -> Localized {
        switch expected {
        case .statement: Localized(ko: "문장", en: "a statement")
        case .parenthesis(let method): Localized(ko: "\(method) 뒤의 \"(\"", en: "\"(\" after \(method)")
        case .bindingName: Localized(ko: "let 뒤의 이름", en: "a name after let")
        case .type: Localized(ko: "타입", en: "a type")
        case .code(let code): .same("\"\(code)\"")
        case .call(let forms): Localized(ko: forms.joined(separator: " 또는 "), en: forms.joined(separator: " or "))
        case .functionName: Localized(ko: "함수 이름", en: "a function name")
        case .parameters: Localized(ko: "\"(\"와 매개변수", en: "\"(\" and the parameters")
        case .functionBody: Localized(ko: "함수 본문 \"{\"", en: "the function body \"{\"")
        case .updatesClosure: Localized(ko: "updates 클로저", en: "the updates closure")
        case .compactMove(let sections): .same(sections ? "move section FROM TO" : "move FROM TO")
        case .index: Localized(ko: "인덱스", en: "an index")
        case .integer: Localized(ko: "정수", en: "an integer")
        case .integerBounds: Localized(ko: "정수 경계", en: "integer bounds")
        case .integersAround(let sign): Localized(ko: "\"\(sign)\" 양쪽의 정수", en: "integers around \"\(sign)\"")
        case .integerAfterMinus: Localized(ko: "\"-\" 뒤의 정수", en: "an integer after \"-\"")
        case .sectionNumbers: Localized(ko: "섹션 번호", en: "section numbers")
        case .indexPath: Localized(ko: "IndexPath", en: "an IndexPath")
        case .indexPaths: Localized(ko: "IndexPath 목록", en: "index paths")
        case .indexPathBefore(let member):
            Localized(ko: ".\(member) 앞의 IndexPath", en: "an IndexPath before .\(member)")
        case .string: Localized(ko: "문자열", en: "a string")
        case .strings: Localized(ko: "문자열 목록", en: "a list of strings")
        case .list: Localized(ko: "목록", en: "a list")
        case .listBeforeMap: Localized(ko: ".map 앞의 목록", en: "a list before .map")
        case .oneKindFromMap: Localized(ko: ".map이 만드는 한 종류의 값", en: "one kind of value from .map")
        case .elementsOfOneKind: Localized(ko: "한 종류의 원소", en: "elements of one kind")
        case .memberName: Localized(ko: "\".\" 뒤의 이름", en: "a name after \".\"")
        case .caseName: Localized(ko: "case 이름", en: "a case name")
        case .value: Localized(ko: "값", en: "a value")
        }
    }

    /// What the parser found instead, as a noun phrase.
    static func words(_ found: ParseFailure.Found) -> Localized {
        switch found {
        case .code(let code): .same("\"\(code)\"")
        case .label(let label): .same("\"\(label)\"")
        case .number(let value): .same("\(value)")
        case .end: Localized(ko: "입력의 끝", en: "the end of the input")
        case .value(let kind): words(kind)
        case .otherArguments: Localized(ko: "다른 인자", en: "other arguments")
        case .arguments(let count): Localized(ko: "인자 \(count)개", en: count == 1 ? "1 argument" : "\(count) arguments")
        case .numbers(let count): Localized(ko: "숫자 \(count)개", en: count == 1 ? "1 number" : "\(count) numbers")
        case .indexes(let count): Localized(ko: "인덱스 \(count)개", en: count == 1 ? "1 index" : "\(count) indexes")
        case .mixture: Localized(ko: "여러 종류가 섞인 값", en: "a mixture")
        case .sectionItemPath: Localized(ko: "section:item 경로", en: "a section:item path")
        }
    }

    /// A kind of value, as a noun phrase.
    static func words(_ kind: ParseFailure.ValueKind) -> Localized {
        switch kind {
        case .integer: Localized(ko: "정수", en: "an integer")
        case .integers: Localized(ko: "정수 목록", en: "a list of integers")
        case .indexPath: Localized(ko: "IndexPath", en: "an IndexPath")
        case .indexPaths: Localized(ko: "IndexPath 목록", en: "a list of IndexPaths")
        case .string: Localized(ko: "문자열", en: "a string")
        case .strings: Localized(ko: "문자열 목록", en: "a list of strings")
        case .nothing: .same("nil")
        case .enumCase(let name): .same(".\(name)")
        case .runtime(let name): Localized(ko: "앱이 실행될 때만 알 수 있는 \(name)", en: "\(name), known only when the app runs")
        }
    }
}
