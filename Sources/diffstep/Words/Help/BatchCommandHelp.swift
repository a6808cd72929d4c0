import BatchModel
import BatchSimulation
import Foundation
import Render
import Storyboard

/// The help of `BatchCommand`: each text in Korean and English (``HelpWords``).
enum BatchCommandHelp {
    static let abstract = Localized(
        ko: "UIKit 배치 업데이트 호출을 검사합니다: 판정, 두 가지 읽기, UIKit의 예외.",
        en: "Check UIKit batch-update calls: the verdict, both readings, UIKit's exception.")
    static let discussion = Localized(
        ko: """
            Swift를 글에 쓰인 그대로(performBatchUpdates, insertItems(at:), beginUpdates/insertRows, \
            items.append(...)), 또는 짧은 형식(insert 6 7 8, delete 0 1 2, move 2 5, reload 1:0, \
            insert section 1; 배치 사이는 ---)으로 읽습니다. 아무것도 실행하지 않습니다.

            종료 코드:
              0  UIKit이 모든 배치를 받아들이고 뷰가 새 데이터를 보여 줍니다
              2  사용법 오류, 읽을 수 없는 데이터나 호출
              3  UIKit이 NSInternalInconsistencyException을 던집니다
              4  크래시는 없지만 내용이 틀립니다 (또는 UIKit이 reloadData로 물러납니다)

            예: diffstep batch --old "a b c d e f" --new "d e f g h i" --calls example6.swift
            """,
        en: """
            Reads Swift as the article writes it (performBatchUpdates, insertItems(at:), \
            beginUpdates/insertRows, items.append(...)) or the compact form (insert 6 7 8, \
            delete 0 1 2, move 2 5, reload 1:0, insert section 1; --- between batches). \
            Nothing is executed.

            Exit codes:
              0  UIKit accepts every batch and the view shows the new data
              2  usage error, unreadable data or calls
              3  UIKit would raise NSInternalInconsistencyException
              4  no crash, but wrong content (or UIKit falls back to reloadData)

            Example: diffstep batch --old "a b c d e f" --new "d e f g h i" --calls example6.swift
            """)
    static let calls = Localized(
        ko: "호출: 파일, 또는 표준 입력이면 -.",
        en: "The calls: a file, or - for standard input.")
    static let cached = Localized(
        ko: """
            배치가 시작될 때 뷰가 캐시해 둔 데이터, --old와 다를 때 (--old와 같은 문법): \
            이때 --old는 배치가 시작될 때 데이터 소스가 돌려준 데이터입니다.
            """,
        en: """
            What the view had cached when the batch began, if not --old (same syntax as --old): \
            --old is then what the data source returned when the batch began.
            """)
    static let ios = Localized(
        ko: """
            13부터 18, 또는 26 (현재 릴리스): 이 릴리스의 문구와 규칙을 씁니다. 16.2, 17.4 같은 포인트 릴리스는 \
            그 릴리스의 규칙을 (16.4부터는 16.4의 규칙), 26 이후는 26의 규칙을 씁니다 (기본값 13, 글의 문구).
            """,
        en: """
            13 to 18, or 26 (the current release): the release whose texts and rules apply; a point \
            release (16.2, 17.4) takes its release's rules (16.4 and later 16.4's), a later release 26's \
            (default 13, the article's texts).
            """)
    static let messages = Localized(
        ko: "--ios의 문구를 덮어씁니다: classic (공백 두 칸, 뷰 접미사 없음) 또는 modern (공백 한 칸, 뷰 접미사).",
        en: "Overrides --ios's spelling: classic (two spaces, no view suffix) or modern (one space, view suffix).")
    static let countMessage = Localized(
        ko: "--ios의 개수 불일치 문구를 덮어씁니다: invalidUpdate (M2), invalidBatch (M4) 또는 heuristic (검증되지 않음).",
        en: "Overrides --ios's count mismatch text: invalidUpdate (M2), invalidBatch (M4) or heuristic (unverified).")
    static let platform = Localized(
        ko: "current (예외) 또는 legacy (16.4 이전: 개수 불일치를 로그로 남기고 reloadData; 16.4부터는 무시).",
        en: "current (raise) or legacy (before 16.4: count mismatches logged, then reloadData; ignored from 16.4).")
    static let fullStates = Localized(
        ko: "호출마다 목록 전체를 보여 줍니다 (기본값: 바뀐 곳 주변만, 나머지는 \"… N개 더\"; json: 각 단계의 state).",
        en:
            "Show the whole list at every call (default: the cells around the change, \"… N more\" for the rest; json: each step's state)."
    )
}
