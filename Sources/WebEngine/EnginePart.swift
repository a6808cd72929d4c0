import Storyboard
import Wire

/// The parts the engine's WebAssembly build comes in, each a module of its own, so that a page
/// loads only the parts its widgets call (docs/WASM.md): a lesson on edit distance does not
/// download the UIKit simulator, nor the snapshot playground the batch parser.
///
/// Native builds hold every part. `Scripts/build-wasm.sh` compiles this module once per part,
/// with `-D ENGINE_PART -D ENGINE_PART_TEXT` (or `_BATCH`, `_SNAPSHOT`, `_EXPLAIN`, `_GRADE`, `_GRADEBATCH`); the code of the other
/// parts is left out by `#if !ENGINE_PART || ENGINE_PART_TEXT` and the like, and the linker
/// drops everything only it reached.
public enum EnginePart: String, CaseIterable, Sendable {
    /// Traces, Heckel's passes, table practice and the table, distance and alignment sheets,
    /// and the predict-crash sheet (whose format needs no simulator: any text is a prediction).
    case text
    /// Batches, crash practice and the batch sheet.
    case batch
    /// Snapshot scripts and the snapshot sheet.
    case snapshot
    /// A pasted exception text or crash log explained and reproduced: the simulator without
    /// the planner, the storyboard's frames and practice, for the one page that needs it.
    case explain
    /// A distance, table or alignment sheet graded in the page by the grader's own rules
    /// (Judging): its own part, loaded only by exercise pages that grade, because the text part
    /// has no room for it.
    case grade
    /// A batch, predict-crash or snapshot sheet graded in the page by the grader's own rules
    /// (Judging's judges on the batch and snapshot simulators): its own part (export
    /// `grade_batch`), because the batch part is full and the grade part with them was over
    /// 500,000 bytes.
    case gradeBatch = "gradebatch"

    /// The kinds this part answers: the widget kinds (`trace`, `batch`...), the practice
    /// kinds (`Practice/PracticeKind`) and the exercise kinds an answer sheet checks. Each
    /// kind belongs to one part; the site picks a page's parts by them, and the page's loader
    /// sends `practice`, `practice_check` and `sheet` to the part whose kinds hold their first
    /// argument.
    public var kinds: [String] {
        switch self {
        case .text: ["trace", "heckel", "cell", "operation", "table", "distance", "alignment", "predict-crash"]
        case .batch: ["batch", "crash"]
        case .snapshot: ["snapshot"]
        case .explain: ["explain"]
        case .grade: ["grade"]
        case .gradeBatch: ["gradebatch"]
        }
    }

    /// The part that answers `kind`; nil for a kind no part knows.
    public static func answering(_ kind: String) -> EnginePart? {
        allCases.first { $0.kinds.contains(kind) }
    }

    /// The parts this build holds: all natively, one in each WebAssembly module.
    public static var built: [EnginePart] {
        #if ENGINE_PART_TEXT
            [.text]
        #elseif ENGINE_PART_BATCH
            [.batch]
        #elseif ENGINE_PART_SNAPSHOT
            [.snapshot]
        #elseif ENGINE_PART_EXPLAIN
            [.explain]
        #elseif ENGINE_PART_GRADE
            [.grade]
        #elseif ENGINE_PART_GRADEBATCH
            [.gradeBatch]
        #else
            allCases
        #endif
    }
}

extension WebEngine {
    /// What this build answers: `{"parts": ["text"], "kinds": [...]}` (the `parts` export,
    /// which the page's loader reads once to route calls).
    public static func parts() -> String {
        JSON.members([
            "parts": .array(EnginePart.built.map { .string($0.rawValue) }),
            "kinds": .array(EnginePart.built.flatMap { $0.kinds }.map { .string($0) }),
        ]).serialized(pretty: false)
    }
}

extension WebEngineError {
    /// The refusal of a kind this build's part does not hold (only a page that loaded the
    /// wrong part, or none, sees it).
    static func notBuilt(_ kind: String) -> WebEngineError {
        let parts = EnginePart.built.map { $0.rawValue }.joined(separator: ", ")
        return WebEngineError(EngineWords.notBuilt(parts: parts, kind: kind))
    }
}
