import Testing

@testable import Render

@Suite struct JSONTests {
    @Test("object members keep their order and scalar arrays stay on one line")
    func pretty() {
        let value: JSON = .members(["b": 1, "a": [1, 2], "c": .members(["x": nil])])
        #expect(value.serialized() == "{\n  \"b\": 1,\n  \"a\": [1, 2],\n  \"c\": {\n    \"x\": null\n  }\n}")
        #expect(value.serialized(pretty: false) == "{\"b\":1,\"a\":[1,2],\"c\":{\"x\":null}}")
    }

    @Test("strings cannot close a script element or carry raw control characters")
    func escaping() {
        let value: JSON = "</script>\u{1B}[31m\"é"
        #expect(value.serialized() == "\"\\u003c/script\\u003e\\u001b[31m\\\"é\"")
    }
}
