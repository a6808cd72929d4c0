import Foundation
import Practice
import Testing
import WebEngine

/// The engine's wasm parts, as the native build (which holds them all) describes them.
@Suite struct EnginePartTests {
    @Test("parts names every part natively and every kind once, as the page's loader reads it")
    func partsExport() throws {
        let answer = try #require(
            try JSONSerialization.jsonObject(with: Data(WebEngine.parts().utf8)) as? [String: [String]])
        #expect(answer["parts"] == ["text", "batch", "snapshot", "explain", "grade", "gradebatch"])
        let kinds = try #require(answer["kinds"])
        #expect(kinds == EnginePart.allCases.flatMap { $0.kinds })
        #expect(Set(kinds).count == kinds.count, "a kind belongs to one part")
    }

    @Test("every practice kind has its part; table questions go to the text part, crashes to the batch part")
    func practiceKinds() {
        for kind in PracticeKind.allCases {
            #expect(EnginePart.answering(kind.rawValue) == (kind == .crash ? .batch : .text))
        }
        #expect(EnginePart.answering("explain") == .explain, "the crash explainer is a part of its own")
        #expect(EnginePart.answering("batch") == .batch)
        #expect(EnginePart.answering("essay") == nil)
        #expect(EnginePart.built == EnginePart.allCases)
    }
}
