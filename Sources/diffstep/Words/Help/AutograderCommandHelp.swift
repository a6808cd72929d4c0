import Foundation
import Grading
import Storyboard
import TextIntake

/// The help of `AutograderCommand`: each text in Korean and English (``HelpWords``).
enum AutograderCommandHelp {
    static let abstract = Localized(
        ko: "Gradescope 자동 채점기 zip을 만듭니다 (setup.sh, run_autograder, diffstep, 연습 문제).",
        en: "Build a Gradescope autograder zip (setup.sh, run_autograder, diffstep, the exercise).")
    static let discussion = Localized(
        ko: """
            zip에 든 run_autograder는 /autograder/submission을 /autograder/submission_metadata.json의
            학생 답안 하나로 채점하고(늦은 제출은 그 created_at으로 판단), 항목마다 공개 범위를 붙여
            /autograder/results/results.json을 씁니다. 실행 파일은 `swift build -c release --static-swift-stdlib`로
            만들어야 합니다(Gradescope의 Ubuntu 22.04 이미지에는 Swift 런타임이 없습니다). --out이 /로 끝나면
            zip 대신 폴더에 씁니다.
            """,
        en: """
            The zip holds run_autograder, which grades
            /autograder/submission as ONE submission of the student in
            /autograder/submission_metadata.json (late by its created_at) and writes
            /autograder/results/results.json with each item's visibility. The binary must be
            built with `swift build -c release --static-swift-stdlib` (Gradescope's Ubuntu 22.04
            image has no Swift runtime). --out ending in / writes the files to a folder instead.
            """)
    static let out = Localized(
        ko: "쓸 zip 파일 (/로 끝나면 폴더).",
        en: "The zip to write (or a folder, ending in /).")
    static let binary = Localized(
        ko: "함께 넣을 diffstep 실행 파일 (기본값: 지금 실행 중인 것).",
        en: "The diffstep binary to ship (default: this one).")
    static let allowDynamicStdlib = Localized(
        ko: "Swift 런타임이 설치되어 있어야 도는 실행 파일을 넣습니다 (로컬 테스트 전용).",
        en: "Ship a binary that needs the Swift runtime installed (for local tests only).")
    static let gradeWrittenVariant = Localized(
        ko: "답안의 글자가 명단의 다른 학생 문제지와 똑같으면 그 문제지로 채점합니다 (check --grade-written-variant).",
        en:
            "Grade an answer written on another roster student's sheet against that sheet (check --grade-written-variant)."
    )
}
