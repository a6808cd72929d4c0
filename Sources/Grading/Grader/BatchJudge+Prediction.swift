import BatchModel
import BatchSimulation
import Storyboard

extension BatchJudge {
    /// Compares a predicted exception text (or none) with what the simulator raises.
    ///
    /// The comparison forgives what does not matter: the "Terminating app ... reason:"
    /// preamble, quotes of any kind, case, spacing, a final period and object addresses.
    /// Every spelling UIKit's releases use is accepted (classic and modern message styles,
    /// either count message); a wrong prediction gets the rule to check, never the text.
    func prediction(_ predicted: String?, batch: String) throws(GradingError) -> Judgement {
        let wordings = try wordings(batch)
        let actual = wordings.first ?? nil
        let given = predicted.map(BatchCheck.normalized)
        let right = wordings.contains { $0.map { BatchCheck.normalized($0.message) } == given }
        let feedback: Localized
        switch (actual, right) {
        case (nil, true):
            feedback = Localized(ko: "맞습니다: 이 배치는 예외 없이 실행됩니다.", en: "Right: this batch runs without an exception.")
        case (let exception?, true):
            feedback = Localized(ko: "맞습니다: \(exception.message)", en: "Right: \(exception.message)")
        case (_, false):
            feedback = Localized(
                ko: "예측이 UIKit의 동작과 다릅니다. 섹션마다 이후 개수 = 이전 개수 + 삽입 - 삭제인지, 삭제는 이전 인덱스로, 삽입은 이후 인덱스로 따지는지 확인하세요.",
                en:
                    "Your prediction differs from what UIKit does. Check, per section, after = before + inserted - deleted, with deletes at before-indexes and inserts at after-indexes."
            )
        }
        let key =
            actual.map { BatchJudge.raised($0) }
            ?? Localized(ko: "이 배치는 예외 없이 실행됩니다.", en: "This batch raises nothing.")
        return Judgement(id: "prediction", earned: right ? 1 : 0, of: 1, feedback: feedback, key: right ? nil : key)
    }

    /// The exception the batch raises under every message style and count message (nil when
    /// it runs), the default first.
    private func wordings(_ batch: String) throws(GradingError) -> [Exception?] {
        var out: [Exception?] = []
        for style in SimulationOptions.MessageStyle.allCases {
            for count in [SimulationOptions.CountMessage.invalidUpdate, .invalidBatch] {
                let options = SimulationOptions(messageStyle: style, countMessage: count)
                if case .raises(let exception, _) = try simulate(batch, options: options).verdict {
                    out.append(exception)
                } else {
                    out.append(nil)
                }
            }
        }
        return out
    }
}
