import BatchModel
import BatchSimulation

extension ExplainWords {
    /// A text that elides some of the rule's numbers (`...`, `…`): which ones are unknown.
    static func elided(_ recognition: Recognition) -> Localized {
        let names = unreadNames(recognition)
        return Localized(
            ko: "붙여 넣은 글에서 숫자 일부가 ...로 생략되어 있습니다. 규칙은 알지만 \(names.ko)\(Korean.particle(names.ko, .topic)) "
                + "알 수 없습니다. 생략되지 않은 reason을 붙여 넣으면 모두 읽을 수 있습니다.",
            en: "The paste elides some of its numbers (...): the rule is known, but not \(names.en). "
                + "Paste the reason as UIKit printed it to have them read.")
    }

    /// Why an elided text gets no command: a reproduction must raise the very numbers.
    static func notPinned(_ recognition: Recognition) -> Localized {
        let names = unreadNames(recognition)
        return Localized(
            ko: "없음. 재현 명령은 붙여 넣은 것과 같은 숫자를 내야 하는데, \(names.ko)\(Korean.particle(names.ko, .subject)) "
                + "글에 없어서 어떤 배치인지 정할 수 없습니다.",
            en: "none. A reproduction must raise the same numbers, and \(names.en) "
                + (recognition.unread.count == 1 ? "is" : "are") + " not in the paste, so no one batch is pinned down.")
    }

    /// The numbers a paste does not give, named as the rule's text names them, in order.
    static func unreadNames(_ recognition: Recognition) -> Localized {
        let shape = recognition.exception.fact.shape
        let count = recognition.exception.fact.arguments.count
        let names = recognition.unread.map { argumentName(shape, $0, of: count) }
        return Localized(
            ko: names.map { $0.ko }.joined(separator: ", "),
            en: names.count < 3
                ? names.map { $0.en }.joined(separator: " and ")
                : names.dropLast().map { $0.en }.joined(separator: ", ") + " and " + (names.last?.en ?? ""))
    }

    /// One number of a rule's text: the counts of M1 and M2 by name, others by place.
    static func argumentName(_ shape: ExceptionShape, _ index: Int, of count: Int) -> Localized {
        switch (shape, index) {
        case (.sectionCount, 0): Localized(ko: "업데이트 후 섹션 수", en: "the section count after the update")
        case (.sectionCount, 1): Localized(ko: "업데이트 전 섹션 수", en: "the section count before")
        case (.sectionCount, 2): Localized(ko: "삽입한 섹션 수", en: "the number of sections inserted")
        case (.sectionCount, 3): Localized(ko: "삭제한 섹션 수", en: "the number of sections deleted")
        case (.itemCount, 0): Localized(ko: "섹션 번호", en: "the section")
        case (.itemCount, 1): Localized(ko: "업데이트 후 개수", en: "the count after the update")
        case (.itemCount, 2): Localized(ko: "업데이트 전 개수", en: "the count before")
        case (.itemCount, 3): Localized(ko: "삽입 수", en: "the number inserted")
        case (.itemCount, 4): Localized(ko: "삭제 수", en: "the number deleted")
        case (.itemCount, 5): Localized(ko: "들어온 이동 수", en: "the number moved in")
        case (.itemCount, 6): Localized(ko: "나간 이동 수", en: "the number moved out")
        default: Localized(ko: "\(count)개 숫자 중 \(index + 1)번째", en: "number \(index + 1) of \(count)")
        }
    }

    /// A paste that lost its head before a negative index path alone: the head assumed, and why.
    static let headAssumed = Localized(
        ko: "붙여 넣은 글에 문장의 머리가 없습니다. NSIndexPath는 음수를 부호 없이 찍어서 2^63 이상이 되는데, "
            + "그런 인덱스 패스 하나로 끝나는 문장은 M26뿐이라 머리 'Attempted to perform update with invalid index path:'를 "
            + "가정하고 읽었습니다.",
        en:
            "The paste lost the text's head. NSIndexPath prints a negative index unsigned, as 2^63 or more, and the only "
            + "text that ends in such an index path alone is M26, so its head 'Attempted to perform update with invalid "
            + "index path:' is assumed.")

    /// A paste with more places a text may start than are read: where explain stopped and how
    /// much it did not read, so a crash after it is never passed over in silence.
    package static func stoppedLooking(_ stop: Recognition.Stop) -> Localized {
        let limit = Recognition.maxCandidates
        return Localized(
            ko: "diffstep은 예외 문장이 시작될 수 있는 첫 \(limit)곳까지만 읽고 멈췄습니다. 붙여 넣은 글의 약 \(stop.percent)% 지점 "
                + "('\(stop.words)…')부터 끝까지 \(stop.unread)바이트는 읽지 않았습니다. 그 부분의 로그만 따로 붙여 넣으세요.",
            en:
                "diffstep stopped looking after the first \(limit) places where an exception text may start. The rest of the paste "
                + "was not read: \(stop.unread) bytes from about \(stop.percent)% in ('\(stop.words)…'). Paste that part of the log on its own."
        )
    }
}
