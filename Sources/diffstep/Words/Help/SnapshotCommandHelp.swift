import BatchModel
import DiffableSnapshots
import Render
import Storyboard

/// The help of `SnapshotCommand`: each text in Korean and English (``HelpWords``).
enum SnapshotCommandHelp {
    static let abstract = Localized(
        ko: "diffable data source 스냅샷 스크립트를 한 단계씩 봅니다.",
        en: "Step through a diffable data source snapshot script.")
    static let discussion = Localized(
        ko: """
            스냅샷 스크립트를 한 줄씩 실행하고, apply마다 UIKit이 수행하는 배치를 보여 줍니다.
            종료 코드 0: 모든 줄이 실행됨; 1: 어떤 줄에서 UIKit이 예외를 던짐; 2: 스크립트를 읽을 수 없음.
            스크립트 언어는 docs/snapshot.md를 보세요.
            """,
        en: """
            Runs a snapshot script line by line and shows the batch UIKit performs at each apply.
            Exit code 0: every line ran; 1: UIKit raised on some line; 2: the script does not parse.
            See docs/snapshot.md for the script language.
            """)
    static let script = Localized(
        ko: "스크립트 파일 (한 줄에 스냅샷 메서드 하나), 또는 표준 입력이면 -.",
        en: "The script file (one snapshot method per line), or - for standard input.")
    static let format = Localized(
        ko: "출력 형식: text 또는 json.",
        en: "Output format: text or json.")
    static let ios = Localized(
        ko: """
            흉내 낼 iOS 릴리스: 13부터 18, 또는 26 (현재 릴리스, 기본값). 스냅샷 규칙은 13, 14, 15, 17에서 바뀌었고, \
            그 사이 릴리스는 바로 앞 규칙을 씁니다 (16은 15의 규칙, 18과 26은 17의 규칙).
            """,
        en: """
            iOS release to simulate: 13 to 18, or 26 (the current release, the default). Snapshot rules \
            changed in 13, 14, 15 and 17; a release between them follows the one before (16 takes 15's rules, \
            18 and 26 take 17's).
            """)
    static let fullStates = Localized(
        ko: "줄마다 스냅샷 전체를 보여 줍니다 (기본값: 그 줄이 가리키는 항목 주변만, 나머지는 \"… N개 더\"; json: 각 단계의 snapshot과 screen).",
        en:
            "Show the whole snapshot at every line (default: the items around the ones the line names, \"… N more\" for the rest; json: each step's snapshot and screen)."
    )
}
