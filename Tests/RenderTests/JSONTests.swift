import DiffEngine
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

    @Test(
        "decimal numbers print the shortest text that reads back, integers without .0",
        arguments: [
            (7.5, "7.5"), (10, "10"), (-3, "-3"), (0.1, "0.1"), (3.33, "3.33"), (1e-7, "1e-07"),
            (0x1p53, "9007199254740992"), (1e16, "1e+16"), (1e300, "1e+300"), (-0.0, "0"), (.infinity, "null"),
            (.nan, "null"),
        ])
    func numbers(value: Double, text: String) throws {
        #expect(JSON.number(value).serialized() == text)
        if value.isFinite {
            #expect(Double(text) == value)
        }
    }

    @Test("a big integer keeps every digit")
    func bigInteger() {
        var value = BigUInt(UInt64.max)
        value += BigUInt(UInt64.max)
        #expect(JSON.array([.bigInteger(value), .bigInteger(0)]).serialized() == "[36893488147419103230, 0]")
    }
}
