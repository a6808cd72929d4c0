import Storyboard

/// Judges batches with the BatchUpdates simulator (wired in when the simulator lands).
struct BatchJudge {
    var old: [String]
    var new: [String]

    func judgements(calls: String) throws(GradingError) -> [Judgement] {
        throw .badSubmission(line: nil, reason: Localized(ko: "배치 채점은 아직 없습니다", en: "batch grading is not available yet"))
    }

    func key(batch: String?, language: Language) -> String {
        language == .ko ? "(배치 시뮬레이터가 들어오면 채워집니다)" : "(filled in when the batch simulator lands)"
    }

    func prediction(_ predicted: String?, batch: String) throws(GradingError) -> Judgement {
        throw .badSubmission(line: nil, reason: Localized(ko: "배치 채점은 아직 없습니다", en: "batch grading is not available yet"))
    }
}
