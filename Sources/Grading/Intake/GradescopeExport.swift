import Foundation
import Yams

/// The `submission_metadata.yml` at the root of Gradescope's Export Submissions: which
/// students handed in each `submission_<id>` folder.
///
/// ```yaml
/// submission_123:
///   :submitters:
///   - {:name: Jane Doe, :sid: '1001', :email: jane@x.edu}
/// ```
package struct GradescopeExport: Sendable, Equatable {
    /// One submitter of a submission (a group submission has several).
    package struct Submitter: Sendable, Equatable {
        /// The name.
        package var name: String
        /// The student id the course set (may be empty).
        package var sid: String
        /// The email.
        package var email: String

        /// The identities to match, strongest first, none empty.
        package var candidates: [String] { [sid, email, name].filter { !$0.isEmpty } }
    }

    /// Submitters by folder name.
    package var submitters: [String: [Submitter]]
    /// Submission times by folder name (`:created_at:`), where the export has them.
    var createdAt: [String: Date] = [:]

    /// Reads the metadata file.
    /// - Throws: `GradingError.yamlSyntax` or `.badValue` naming the file.
    package init(yaml text: String, file: String) throws(GradingError) {
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch {
            throw .yamlSyntax(file: file, line: 1, problem: "\(error)")
        }
        guard let root = node?.mapping else {
            throw .badValue(
                file: file, line: 1, key: "submission_<id>",
                expected: ExpectedWords.submissions)
        }
        var submitters: [String: [Submitter]] = [:]
        for (key, value) in root {
            if let folder = key.string, let map = value.mapping, let time = Self.value(map, "created_at")?.string,
                let date = LatePolicy.date(time)
            {
                createdAt[folder] = date
            }
            guard let folder = key.string, let list = value.mapping.flatMap({ Self.value($0, "submitters") })?.sequence
            else { continue }
            submitters[folder] = list.compactMap { item in
                guard let map = item.mapping else { return nil }
                func text(_ key: String) -> String { Self.value(map, key)?.string ?? "" }
                return Submitter(name: text("name"), sid: text("sid"), email: text("email"))
            }
        }
        self.submitters = submitters
    }

    /// A Ruby-symbol key as YAML reads it: `:name` (block and flow style), `:name:` or `name`.
    private static func value(_ map: Node.Mapping, _ key: String) -> Node? {
        map[":" + key] ?? map[":" + key + ":"] ?? map[key]
    }
}
