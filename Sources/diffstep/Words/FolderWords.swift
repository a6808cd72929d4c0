import Grading
import Storyboard

/// The CLI's refusals about the folders and files it is given (site templates and exercises,
/// the engine's parts, submissions, the course secret) and the terminal it draws on.
enum FolderWords {
    /// A template compiled into the binary does not parse (a bug the tests catch).
    static func builtInTemplate(_ error: String) -> Localized {
        Localized(ko: "내장 템플릿 오류: \(error)", en: "built-in template error: \(error)")
    }

    /// `--exercises DIR` names no folder.
    static func noExercises(_ path: String) -> Localized {
        Localized(ko: "연습 문제 폴더가 없습니다: \(path) (--exercises DIR)", en: "no exercises folder: \(path) (--exercises DIR)")
    }

    /// `--templates DIR` names no folder.
    static func noTemplates(_ path: String) -> Localized {
        Localized(ko: "템플릿 폴더가 없습니다: \(path) (--templates DIR)", en: "no templates folder: \(path) (--templates DIR)")
    }

    /// A template of `--templates DIR` does not parse.
    static func template(_ path: String, _ error: String) -> Localized {
        Localized(ko: "템플릿 오류 (\(path)): \(error)", en: "template error (\(path)): \(error)")
    }

    /// `--engine` names a file, not the folder of the parts `names`.
    static func engineIsAFile(_ folder: String, names: String) -> Localized {
        Localized(
            ko: "--engine에는 엔진 조각(\(names))이 든 폴더를 주세요: \(folder)는 파일입니다",
            en: "--engine takes the folder holding the engine's parts (\(names)): \(folder) is a file")
    }

    /// A part of the engine is missing, and how to build it.
    static func noEngine(_ path: String) -> Localized {
        Localized(
            ko: "엔진이 없습니다: \(path) (make wasm으로 만들거나, --engine DIR 또는 --no-engine을 쓰세요)",
            en: "no engine at \(path) (build it with make wasm, or give --engine DIR or --no-engine)")
    }

    /// A part's file is neither a WebAssembly module nor a gzipped one.
    static func notAModule(_ path: String) -> Localized {
        Localized(
            ko: "WebAssembly 모듈도, gzip으로 압축한 모듈도 아닙니다: \(path)",
            en: "not a WebAssembly module, nor a gzipped one: \(path)")
    }

    /// A submission path that does not exist.
    static func noSuchFile(_ path: String) -> Localized {
        Localized(ko: "파일이 없습니다: \(path)", en: "no such file: \(path)")
    }

    /// `--gradescope-metadata` with more than one folder.
    static let oneSubmissionFolder = Localized(
        ko: "--gradescope-metadata에는 제출 폴더 하나만 줍니다",
        en: "--gradescope-metadata takes exactly one submission folder")

    /// The course secret is shorter than a key needs.
    static let secretTooShort = Localized(
        ko: "강의 비밀 키가 너무 짧습니다 (\(CourseSecret.minimumBytes)바이트 이상)",
        en: "the course secret is too short (at least \(CourseSecret.minimumBytes) bytes)")

    /// The terminal's settings could not be read.
    static let terminalUnreadable = Localized(ko: "터미널 설정을 읽을 수 없습니다", en: "cannot read the terminal's settings")
    /// The terminal could not be switched to raw mode.
    static let terminalNotRaw = Localized(ko: "터미널을 raw 모드로 바꿀 수 없습니다", en: "cannot switch the terminal to raw mode")
}
