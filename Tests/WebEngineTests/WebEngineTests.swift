import Testing

@testable import WebEngine

@Suite struct WebEngineTests {
    @Test func placeholder() {
        #expect(
            !WebEngine.trace(source: "kit", target: "kat", unit: "", tieBreak: "", notation: "", language: "en").isEmpty
        )
    }
}
