import DiffEngine
import PropertyBased
import Testing

@testable import Grading

/// The invariant the whole intake rests on: no submission is ever graded against a variant
/// other than its roster row's.
@Suite struct IdentityPropertyTests {
    static let names = ["Álvarez, José", "김민수", "Zoë Kim", "Lee Jisoo", "Kim, Minsu", "O'Brien, Siobhán"]

    static var exercise: Exercise {
        get throws {
            var exercise = try Fixtures.exercise(
                kind: "table", inputs: "{ source: { length: 3, alphabet: ab }, target: { length: 3, alphabet: ab } }")
            exercise.secret = CourseSecret(text: "a-course-secret-for-tests-0123")
            return exercise
        }
    }

    /// The true table of `student`'s own variant, with a comment naming the file (so two
    /// students with equal variants still hand in distinct files).
    static func key(_ exercise: Exercise, _ student: String, file: Int) throws -> String {
        let words = try #require(exercise.variant(for: student).words)
        let trace = try Trace(source: Array(words.source), target: Array(words.target))
        let rows = (0..<trace.rows).map { r in (0..<trace.columns).map { String(trace.cost(row: r, column: $0)) } }
        return "# file \(file)\n" + rows.map { $0.joined(separator: " ") }.joined(separator: "\n") + "\n"
    }

    @Test("random rosters and LMS layouts: every graded file is its owner's and graded against the owner's variant")
    func neverAnotherVariant() async throws {
        let exercise = try Self.exercise
        await propertyCheck(count: 150, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            var random = StableRandom(seed: UInt64(seed))
            func pick(_ count: Int) -> Int { Int(random.next() % UInt64(count)) }
            var students: [Roster.Student] = []
            for index in 0..<(2 + pick(6)) {
                let zeros = String(repeating: "0", count: pick(3))
                students.append(
                    .init(
                        id: zeros + String(1000 + index * 7 + pick(5)), name: Self.names[pick(Self.names.count)],
                        email: "s\(index)@x.edu", lmsIDs: ["77\(index)"]))
            }
            let roster = Roster(students: students)
            var owner: [String: String] = [:]  // file text -> the roster id it was written by
            var files: [FoundFile] = []
            var submitters: [String: [GradescopeExport.Submitter]] = [:]
            for (index, student) in students.enumerated() where pick(4) > 0 {
                guard let text = try? Self.key(exercise, student.id, file: index) else { return }
                owner[text] = student.id
                let bare = String(student.id.drop { $0 == "0" })
                switch pick(5) {
                case 0: files.append(FoundFile(path: [bare + ".txt"], content: .success(text)))
                case 1:
                    let compact = StudentKey.compact(student.name).decomposedStringWithCanonicalMapping
                    files.append(FoundFile(path: ["\(compact)_77\(index)_9\(index)_hw.txt"], content: .success(text)))
                case 2:
                    files.append(
                        FoundFile(
                            path: ["\(student.name)_5\(index)_assignsubmission_file_", "a.txt"], content: .success(text)
                        ))
                default:
                    let sid = pick(2) == 0 ? "" : bare
                    submitters["submission_\(index)"] = [.init(name: student.name, sid: sid, email: student.email)]
                    files.append(FoundFile(path: ["submission_\(index)", "answer.txt"], content: .success(text)))
                }
            }
            // Strangers: never on the roster, never graded.
            for extra in 0..<pick(3) {
                files.append(FoundFile(path: ["stranger\(extra).txt"], content: .success("# stranger\n0 1\n")))
            }
            let export = submitters.isEmpty ? nil : try? GradescopeExport(yaml: Self.yaml(submitters), file: "m.yml")
            let intake = ClassIntake(files: files, roster: roster, export: export)
            let grader = Grader(exercise: exercise)
            let ids = Set(students.map(\.id))
            for submission in intake.submissions {
                let result = grader.grade(submission)
                guard case .success(let text) = submission.content else {
                    #expect(result.variantOf == nil)
                    continue
                }
                #expect(ids.contains(submission.student), "graded off the roster: \(submission.student)")
                #expect(owner[text] == submission.student, "\(submission.student) got another's file (seed \(seed))")
                #expect(result.variantOf == submission.student)
                #expect(result.score == result.maxScore, "\(submission.student): \(result.inputs) (seed \(seed))")
            }
        }
    }

    static func yaml(_ submitters: [String: [GradescopeExport.Submitter]]) -> String {
        submitters.map { folder, people in
            "\(folder):\n  :submitters:\n"
                + people.map { "  - :name: \"\($0.name)\"\n    :sid: '\($0.sid)'\n    :email: \($0.email)\n" }.joined()
        }.joined()
    }
}
