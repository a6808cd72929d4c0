import Foundation
import Testing

@Suite struct SuggestionTests {
    @Test("a mistyped command or lesson id gets the nearest name, in the chosen language")
    func didYouMean() throws {
        let command = try CLI.run(["tutorail"])
        #expect(command.status == 2)
        #expect(command.stderr.contains("did you mean 'tutorial'?"))
        let sub = try CLI.run(["lesson", "shwo", "1"])
        #expect(sub.stderr.contains("did you mean 'show'?"))
        let lesson = try CLI.run(["lesson", "show", "snapshot-wfi", "--lang", "ko"])
        #expect(lesson.status == 2)
        #expect(lesson.stderr.contains("혹시 snapshot-wifi 레슨인가요?"))
        #expect(lesson.stderr.split(separator: "\n").count == 1)
        let far = try CLI.run(["lesson", "show", "zzzzzz"])
        #expect(!far.stderr.contains("did you mean"))
    }
}
