import BatchSimulation
import DiffableSnapshots
import Render
import Storyboard
import TextIntake

/// The help of `ExplainCommand`: each text in Korean and English (``HelpWords``).
enum ExplainCommandHelp {
    static let abstract = Localized(
        ko: "UIKit 배치 업데이트 예외(와 diffable 데이터 소스의 크래시)를 설명합니다: 규칙, 숫자, 원인, 고치는 법, 시나리오.",
        en:
            "Explain a UIKit batch-update exception (or a diffable data source's crash): the rule, the numbers, the cause, the fix, a scenario."
    )
    static let discussion = Localized(
        ko: """
            예외 문구는 인자로, --file로, 또는 표준 입력으로 줍니다(크래시 로그 전체도 됩니다: 앞머리, \
            주소, 줄바꿈된 줄, 스택 트레이스는 건너뛰고, UTF-8이 아닌 바이트는 바꾸며, 4 MiB가 넘는 파일이나 \
            입력은 거부합니다). 앞머리 없는 본문, JSON으로 이스케이프된 글, 둥근 따옴표도 읽고, 크래시가 여럿이면 \
            차례대로 하나씩 설명합니다. 재현 명령은 실행해서 같은 문장이 나올 때만 보여 줍니다.

            종료 코드: 0 설명함, 1 diffstep이 아는 배치 업데이트 예외가 아님, 2 사용법 오류 \
            (입력 없음, 인자와 --file을 함께 줌, 읽을 수 없는 파일).
            """,
        en: """
            Give the text as an argument, with --file, or on standard input (a whole crash log \
            is fine: prefixes, addresses, wrapped lines and stack traces are skipped; bytes that \
            are not UTF-8 are replaced, and a file or input over 4 MiB is refused). Bodies without \
            their head, JSON-escaped texts and curly quotes are read too, and several crashes are \
            explained in order. A reproduction is printed only after running it raised the same text.

            Exit codes: 0 explained, 1 not a batch-update exception diffstep knows, 2 usage error \
            (nothing given, a text and --file together, a file that cannot be read).
            """)
    static let text = Localized(
        ko: "예외 문구 (없으면 --file이나 표준 입력에서 읽습니다).",
        en: "The exception text (omit to read --file or standard input).")
    static let file = Localized(
        ko: "예외 문구나 크래시 로그가 든 파일.",
        en: "A file holding the text or crash log.")
    static let format = Localized(
        ko: "text 또는 json.",
        en: "text or json.")
}
