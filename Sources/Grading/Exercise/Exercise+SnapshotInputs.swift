import BatchUpdates
import Storyboard
import Yams

extension Exercise {
    /// `inputs: { script: "...", ios: 17 }` (the script inline or `{ file: x.snap }`): the
    /// script must parse and end with an `apply`, the line whose batch the student writes.
    static func snapshotInputs(
        _ map: Node.Mapping, matter: FrontMatter, reader: InputReader
    ) throws(GradingError) -> Inputs {
        try matter.rejectUnknownKeys(in: map, known: ["script", "ios"])
        let node = try matter.required("script", in: map)
        let script = try reader.text(node, key: "inputs.script")
        let parsed: SnapshotScript
        do {
            parsed = try SnapshotScript(parsing: script)
        } catch {
            let words = BatchErrorWords.localizedInAnswer(error)
            throw matter.bad(
                node, "inputs.script", ko: "읽을 수 있는 스냅샷 스크립트 (\(words.ko))",
                en: "a snapshot script that parses (\(words.en))")
        }
        switch parsed.lines.last?.command {
        case .apply, .applyUsingReloadData: break
        default:
            throw matter.bad(node, "inputs.script", ko: "apply로 끝나는 스크립트", en: "a script that ends with apply")
        }
        var release = UIKitRelease.iOS17
        if let iosNode = map["ios"] {
            let number = try matter.int(iosNode, key: "inputs.ios", in: 13...17)
            guard let chosen = UIKitRelease(rawValue: number) else {
                throw matter.bad(iosNode, "inputs.ios", ko: "13, 14, 15 또는 17", en: "13, 14, 15 or 17")
            }
            release = chosen
        }
        return .snapshot(script: script, release: release)
    }
}
