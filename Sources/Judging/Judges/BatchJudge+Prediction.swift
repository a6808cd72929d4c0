import BatchModel
import BatchSimulation
import Practice
import Storyboard

extension BatchJudge {
    /// Compares a predicted exception text (or none) with what the simulator raises.
    ///
    /// The comparison forgives what does not matter: the "Terminating app ... reason:"
    /// preamble, quotes of any kind, case, spacing, a final period and object addresses.
    /// Every spelling UIKit's releases use is accepted (classic and modern message styles,
    /// either count message); a wrong prediction gets the rule to check, never the text.
    package func prediction(_ predicted: String?, batch: String) throws(JudgingError) -> Judgement {
        let wordings = try wordings(batch)
        let actual = wordings.first ?? nil
        let given = predicted.map { BatchCheck.normalized($0) }
        let right = wordings.contains { $0.map { BatchCheck.normalized($0.message) } == given }
        let feedback: Localized
        switch (actual, right) {
        case (nil, true):
            feedback = FeedbackWords.right(FeedbackWords.runsWithoutException)
        case (let exception?, true):
            feedback = FeedbackWords.right(.same(exception.message))
        case (_, false):
            feedback = FeedbackWords.predictionDiffers
        }
        let key = actual.map { FeedbackWords.raised($0.message) } ?? FeedbackWords.raisesNothing
        return Judgement(id: "prediction", earned: right ? 1 : 0, of: 1, feedback: feedback, key: right ? nil : key)
    }

    /// The exception the batch raises under every message style and count message (nil when
    /// it runs), the default first.
    private func wordings(_ batch: String) throws(JudgingError) -> [Exception?] {
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
