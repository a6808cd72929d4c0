import Testing

@testable import BatchSimulation

@Suite struct CorpusTests {
    @Test("the corpus holds at least 40 public reports, each with its source")
    func size() {
        #expect(corpus.count >= 40)
        #expect(corpus.allSatisfy { $0.source.hasPrefix("https://") })
    }

    @Test("every report is read, reproduced or refused as the corpus says", arguments: corpus)
    func report(_ report: CorpusReport) {
        let recognition = Recognition.read(report.text)
        switch report.expectation {
        case .notBatch:
            #expect(recognition == nil)
        case .readOnly:
            #expect(recognition != nil)
            #expect(recognition.flatMap { Reproduction.make(for: $0) } == nil)
        case .reproduces:
            guard let recognition, let reproduction = Reproduction.make(for: recognition) else {
                Issue.record("not reproduced: \(report.source)")
                return
            }
            let raised = reproduction.raised?.message ?? ""
            #expect(CrashText.comparable(raised) == recognition.quoted)
            #expect(report.text.contains(recognition.quoted.prefix(20)))
        }
    }
}
