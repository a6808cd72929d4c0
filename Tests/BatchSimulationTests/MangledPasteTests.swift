import Foundation
import Testing

@testable import BatchModel
@testable import BatchSimulation

/// Pastes as people make them: without the head, wrapped, cut, elided, JSON-escaped, with
/// curly quotes, after a `Reason:` label, after prose that uses UIKit's words, two in one.
/// Each is read (or refused) and, when read whole, reproduced by the command explain prints
/// (`Reproduction.attempt` runs its texts through `BatchRun.simulate`, as `diffstep batch`).
@Suite struct MangledPasteTests {
    static let m2 =
        "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
    static let m1 =
        "invalid number of sections. The number of sections contained in the collection view after the update (2) must be equal to the number of sections contained in the collection view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
    static let m10 = "attempt to delete item 5 from section 0 which only contains 3 items before the update"
    static let m13 = "attempt to insert row 6 into section 0, but there are only 6 rows in section 0 after the update"

    /// `text` with a line break every `width` characters, words or not.
    static func wrapped(_ text: String, width: Int) -> String {
        var out = ""
        for (offset, char) in text.enumerated() {
            if offset > 0, offset % width == 0 { out += "\n" }
            out.append(char)
        }
        return out
    }

    static func whole(_ text: String, _ template: Exception.Template) throws -> Recognition {
        let read = try #require(Recognition.read(text), "not read: \(text)")
        #expect(read.exception.template == template)
        #expect(read.isComplete, "\(text)")
        return read
    }

    static func reproduced(_ read: Recognition) -> Bool {
        if case .reproduced = Reproduction.attempt(for: read) { return true }
        return false
    }

    @Test(
        "forms read whole and reproduced through the printed command",
        arguments: [
            (m2, Exception.Template.invalidItemCount),
            (String(m2.dropFirst("Invalid update: ".count)), .invalidItemCount),  // an alert's body
            (wrapped(m2, width: 80), .invalidItemCount),  // wrapped at 80 columns, inside words
            (m2.replacingOccurrences(of: "section 0.", with: "sec\ntion 0."), .invalidItemCount),
            ("Reason: " + m1, .invalidSectionCount),
            (
                "{\"reason\":\"" + m2.replacingOccurrences(of: ". The", with: ".\\n The")
                    + "\",\"note\":\"\\\"seen\\\"\"}",
                .invalidItemCount
            ),
            ("*** Terminating app due to uncaught exception, reason: \u{2018}\(m10)\u{2019}", .deleteItemRange),
            (
                "Will attempt to recover by breaking constraint <NSLayoutConstraint:0x600>\nInvalid update:\n\(m2)",
                .invalidItemCount
            ),
        ])
    func wholeForms(_ text: String, _ template: Exception.Template) throws {
        let read = try Self.whole(text, template)
        #expect(Self.reproduced(read), "\(text)")
    }

    @Test("a paste cut after a number, or with a number elided, names the rule and offers no command")
    func cutAndElided() throws {
        let cut =
            "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows con"
        for (text, elided, unread) in [
            (cut, false, [2, 3, 4, 5, 6]),
            (Self.m2.replacingOccurrences(of: "(0 inserted", with: "(... inserted"), true, [3]),
            (Self.m2.replacingOccurrences(of: "(0 moved in", with: "(\u{2026} moved in"), true, [5]),
            (
                Self.m2.replacingOccurrences(of: "(2)", with: "(...)").replacingOccurrences(
                    of: "0 deleted", with: "\u{2026} deleted"), true, [2, 4]
            ),
            // An elision that swallows the words after it: the rest is unknown, not refused.
            (Self.m2.replacingOccurrences(of: "(0 inserted, 0 deleted)", with: "(...)"), true, [3, 4, 5, 6]),
        ] {
            let read = try #require(Recognition.read(text), "\(text)")
            #expect(read.exception.template == .invalidItemCount)
            #expect(!read.isComplete)
            #expect(read.isElided == elided)
            #expect(read.unread == unread, "\(text)")
            // The numbers the paste does give are read, not replaced.
            #expect(read.exception.fact.arguments[1] == .number(3))
            #expect(Reproduction.attempt(for: read) == .failed(.incomplete))
        }
        // Before the first number there is nothing to read: not a guess.
        #expect(Recognition.read("Invalid update: invalid number of rows in sec") == nil)
    }

    @Test("two crashes in one paste are each read, in order")
    func twoCrashes() {
        let all = Recognition.readAll("first:\n\(Self.m10)\nthen, later:\n\(Self.m13)\n")
        #expect(all.map { $0.exception.template } == [.deleteItemRange, .insertItemRange])
        #expect(all.allSatisfy { Self.reproduced($0) })
    }

    @Test("a hostile paste of heads only is read in bounded work: the first places, then no more")
    func manyHeads() {
        let text = String(repeating: "attempt to ", count: 200_000) + Self.m10
        #expect(Recognition.candidates(CrashText.normalise(text)).count > Recognition.maxCandidates)
        #expect(Recognition.readAll(text).isEmpty)
        #expect(Recognition.readAll(String(repeating: Self.m10 + "\n", count: 3)).count == 3)
    }

    @Test("a title line before the full text is one crash, read whole")
    func titleLine() {
        let all = Recognition.readAll("Invalid update: invalid number of rows in section 0\n\n\(Self.m2)")
        #expect(all.count == 1)
        #expect(all.first?.isComplete == true)
    }
}
