import DiffEngine
import Foundation
import Testing

/// The autograder finds the handout's id from Gradescope's metadata through the roster it
/// ships, run end to end in a folder laid out like Gradescope's /autograder.
@Suite struct AutograderIdentityTests {
    static let roster = "id,name,email\r\n000123,\"Álvarez, José\",jose@x.edu\r\n2023011,김민수,minsu@x.edu\r\n"
    static let secret = ["DIFFSTEP_COURSE_SECRET": "test-course-secret-0123456789"]

    /// The autograder package unpacked in `root/source/`, with the roster and the secret.
    static func package(extra: [String] = []) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("diffstep-agid-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data(roster.utf8).write(to: root.appendingPathComponent("roster.csv"))
        let built = try CLI.run(
            [
                "exercise", "autograder", CheckCommandTests.exercise("random-table.md"), "--roster",
                root.appendingPathComponent("roster.csv").path, "--out", root.path + "/source/",
                "--allow-dynamic-stdlib",
            ] + extra, environment: secret)
        #expect(built.status == 0, "\(built.stderr)")
        return root
    }

    /// The true table of `student`'s handout, labelled as the handout prints it.
    static func key(for student: String, in root: URL) throws -> String {
        let listed = try CLI.run(
            [
                "exercise", "variants", CheckCommandTests.exercise("random-table.md"), "--roster",
                root.appendingPathComponent("roster.csv").path, "--format", "csv",
            ], environment: secret)
        let line = try #require(listed.stdout.split(separator: "\r\n").first { $0.hasPrefix(student + ",") })
        let inputs = line.split(separator: ",").map(String.init).first { $0.contains(" → ") } ?? ""
        let words = inputs.components(separatedBy: " → ")
        let trace = try Trace(source: Array(words[0]), target: Array(words[1]))
        var lines = ["  ε " + words[1].map(String.init).joined(separator: " ")]
        for row in 0..<trace.rows {
            let label = row == 0 ? "ε" : String(Array(words[0])[row - 1])
            lines.append(
                label + " "
                    + (0..<trace.columns).map { String(trace.cost(row: row, column: $0)) }.joined(separator: " "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One Gradescope run of `answer` by `user` (a JSON object of submission_metadata's users).
    static func run(_ root: URL, user: String, answer: String) throws -> (results: [String: Any], staff: String) {
        let submission = root.appendingPathComponent("submission")
        try? FileManager.default.removeItem(at: submission)
        try? FileManager.default.removeItem(at: root.appendingPathComponent("results"))
        try FileManager.default.createDirectory(at: submission, withIntermediateDirectories: true)
        try Data(answer.utf8).write(to: submission.appendingPathComponent("answer.txt"))
        let metadata = #"{"id": 9, "created_at": "2025-04-01T10:00:00+09:00", "users": [\#(user)]}"#
        try Data(metadata.utf8).write(to: root.appendingPathComponent("submission_metadata.json"))
        let results = try AutograderTests.run(root)
        let staff = (try? String(contentsOf: root.appendingPathComponent("results/stderr"), encoding: .utf8)) ?? ""
        return (results, staff)
    }

    @Test(
        "sid 123 for roster id 000123, no sid (email only), and a stranger: graded against the handout or an unmatched zero"
    )
    func endToEnd() throws {
        let root = try Self.package()
        defer { try? FileManager.default.removeItem(at: root) }
        let jose = try Self.key(for: "000123", in: root)
        let minsu = try Self.key(for: "2023011", in: root)
        #expect(jose != minsu)

        let withSid = try Self.run(
            root, user: #"{"sid": "123", "email": "j@else.edu", "name": "José Álvarez"}"#, answer: jose)
        #expect(withSid.results["score"] as? Double == 10)

        let noSid = try Self.run(root, user: #"{"email": "MINSU@x.edu", "name": "Minsu"}"#, answer: minsu)
        #expect(noSid.results["score"] as? Double == 10)

        let stranger = try Self.run(root, user: #"{"sid": "555", "email": "who@x.edu", "name": "Who"}"#, answer: jose)
        #expect(stranger.results["score"] as? Double == 0)
        #expect((stranger.results["output"] as? String)?.contains("could not match you to the class list") == true)
        #expect(!((stranger.results["output"] as? String) ?? "").contains("000123"))
        #expect(stranger.staff.contains("matches nobody on the roster (tried '555', 'who@x.edu', 'Who')"))

        // A group: graded against the uploader's sheet; staff are told of the other members.
        let group = try Self.run(
            root, user: #"{"sid": "2023011"}, {"sid": "000123"}, {"sid": "777", "email": "x@y.z"}"#, answer: minsu)
        #expect(group.results["score"] as? Double == 10)
        #expect(group.staff.contains("Group submission: graded against '2023011''s sheet"))
        #expect(group.staff.contains("'000123' has another sheet"))
        #expect(group.staff.contains("matches nobody on the roster (tried '777', 'x@y.z')"))

        // Minsu hands in José's sheet: flagged, graded against Minsu's own sheet.
        let swapped = try Self.run(root, user: #"{"sid": "2023011"}"#, answer: jose)
        #expect((swapped.results["score"] as? Double ?? 10) < 10)
        #expect((swapped.results["output"] as? String)?.contains("are not those on your sheet") == true)
    }

    @Test(
        "with --grade-written-variant, an answer on another roster student's sheet is graded against it, still flagged")
    func writtenVariantAllowed() throws {
        let root = try Self.package(extra: ["--grade-written-variant"])
        defer { try? FileManager.default.removeItem(at: root) }
        let swapped = try Self.run(root, user: #"{"sid": "2023011"}"#, answer: try Self.key(for: "000123", in: root))
        #expect(swapped.results["score"] as? Double == 10)
        #expect((swapped.results["output"] as? String)?.contains("graded against the sheet it was written for") == true)
    }

    @Test("PrairieLearn's --student goes through the roster too: 123 is graded as 000123, a stranger is unmatched")
    func prairieLearnStudent() throws {
        let root = try Self.package()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("student")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(try Self.key(for: "000123", in: root).utf8).write(to: folder.appendingPathComponent("a.txt"))
        let arguments = [
            "check", CheckCommandTests.exercise("random-table.md"), folder.path, "--roster",
            root.appendingPathComponent("roster.csv").path, "--format", "prairielearn", "--student",
        ]
        let matched = try CLI.run(arguments + ["123"], environment: Self.secret)
        #expect(matched.status == 0 && matched.stdout.contains("\"score\": 1,"), "\(matched.stdout)")
        let stranger = try CLI.run(arguments + ["999"], environment: Self.secret)
        #expect(stranger.status == 1 && stranger.stdout.contains("could not match you to the class list"))
    }

    @Test("a per-student exercise's autograder is refused without a roster")
    func rosterRequired() throws {
        let result = try CLI.run(
            [
                "exercise", "autograder", CheckCommandTests.exercise("random-table.md"), "--out", "/tmp/never.zip",
                "--allow-dynamic-stdlib",
            ], environment: Self.secret)
        #expect(result.status == 2 && result.stderr.contains("needs --roster FILE"))
    }
}

/// One leaked autograder package opens no other exercise.
@Suite struct ScopedKeyCLITests {
    @Test("the package holds the exercise's key, never the course secret; the key keys its exercise only")
    func scopedKey() throws {
        let root = try AutograderIdentityTests.package()
        defer { try? FileManager.default.removeItem(at: root) }
        let secret = try #require(AutograderIdentityTests.secret["DIFFSTEP_COURSE_SECRET"])
        let files = try FileManager.default.subpathsOfDirectory(atPath: root.path + "/source")
        #expect(!files.contains("course-secret") && files.contains("exercise-key"))
        let key = root.path + "/source/exercise-key"
        #expect(try !String(contentsOfFile: key, encoding: .utf8).contains(secret))
        let exercise = CheckCommandTests.exercise("random-table.md")
        let withKey = try CLI.run(["exercise", "key", exercise, "--student", "000123", "--secret", key])
        let withSecret = try CLI.run(
            ["exercise", "key", exercise, "--student", "000123"], environment: AutograderIdentityTests.secret)
        #expect(withKey.status == 0 && withKey.stdout == withSecret.stdout)
        let other = try CLI.run([
            "exercise", "key", CheckCommandTests.exercise("random-snapshot.md"), "--student", "000123", "--secret", key,
        ])
        #expect(other.status == 2)
        #expect(other.stderr.contains("this key belongs to exercise 'random-table' only"))
    }
}
