import DiffEngine
import Testing

@Suite struct EditOperationTests {
    @Test("each operation has a distinct letter, so colour is never the only signal")
    func letters() {
        let letters = Set(EditOperation.allCases.map(\.letter))
        #expect(letters == ["=", "s", "i", "d"])
    }
}
