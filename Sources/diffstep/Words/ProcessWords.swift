import Storyboard

/// What the process itself says: a command line it could not read, a crash, a failed write
/// to standard output, the tutorial's progress file, the man page's headings.
enum ProcessWords {
    /// A command line the parser refused: its sentence (in Korean when `UsageWords` knows
    /// it), and the nearest command when one is near.
    /// - Parameters:
    ///   - korean: the parser's sentence in Korean, or in English when it is not known.
    ///   - english: the parser's sentence.
    ///   - near: the command the user may have meant.
    static func usage(korean: String, english: String, near: String?) -> Localized {
        Localized(
            ko: "명령줄을 이해하지 못했습니다: \(korean)" + (near.map { ". 혹시 '\($0)' 명령인가요?" } ?? "")
                + " (도움말: diffstep --help)",
            en: "\(english)" + (near.map { "; did you mean '\($0)'?" } ?? "") + " (diffstep --help)")
    }

    /// The line a crash writes (made before any crash, written from the signal handler).
    static let crash = Localized(
        ko: "diffstep: 내부 오류로 멈췄습니다 (diffstep의 버그입니다). 실행한 명령과 입력을 함께 알려 주세요.\n",
        en:
            "diffstep: stopped by an internal error (a bug in diffstep); please report the command and input you used.\n"
    )

    /// Standard output refused a write; `reason` says why.
    static func stdoutUnwritable(_ reason: Localized) -> Localized {
        Localized(ko: "표준 출력에 쓸 수 없습니다: \(reason.ko)", en: "cannot write to standard output: \(reason.en)")
    }

    /// The tutorial's progress file could not be read; it was set aside at `shown`.
    static func progressUnreadable(setAsideAt shown: String) -> Localized {
        Localized(
            ko: "진도 파일을 읽을 수 없어 처음부터 시작합니다 (옮겨 둔 파일: \(shown))",
            en: "could not read the progress file, starting over (set aside as \(shown))")
    }

    /// The tutorial's progress could not be saved to `path`.
    static func progressUnsaved(_ path: String) -> Localized {
        Localized(ko: "진도를 저장할 수 없습니다: \(path)", en: "could not save progress to \(path)")
    }

    /// `trace --format html` could not make its page; `reason` says why.
    static func pageNotMade(_ reason: Localized) -> Localized {
        Localized(ko: "페이지를 만들 수 없습니다: \(reason.ko)", en: "cannot make the page: \(reason.en)")
    }

    /// `site` could not build the site; `reason` says why.
    static func siteNotBuilt(_ reason: Localized) -> Localized {
        Localized(ko: "사이트를 만들 수 없습니다: \(reason.ko)", en: "cannot build the site: \(reason.en)")
    }

    /// A plan the simulator refused: the planner's bug, never the user's.
    static let planFailedCheck = Localized(
        ko: "계획이 시뮬레이터 검사를 통과하지 못했습니다 (버그)", en: "the plan failed the simulator's check (a bug)")

    /// The man page's section headings.
    static let manual = (
        name: Localized(ko: "이름", en: "NAME"),
        description: Localized(ko: "설명", en: "DESCRIPTION"),
        commands: Localized(ko: "명령", en: "COMMANDS")
    )
}
