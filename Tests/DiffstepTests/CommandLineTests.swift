import Foundation
import Testing

@Suite struct CommandLineTests {
    @Test("--version prints the version alone")
    func version() throws {
        let result = try CLI.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == "0.1.0\n")
    }

    @Test("an unknown option is one line on stderr and exit code 2")
    func unknownOption() throws {
        let result = try CLI.run(["--no-such-flag"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("diffstep: "))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }
}
