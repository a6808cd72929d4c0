import Foundation
import Grading
import Storyboard

/// The help of `CheckCommand`: each text in Korean and English (``HelpWords``).
enum CheckCommandHelp {
    static let abstract = Localized(
        ko: "연습 문제의 답안을 채점합니다: 항목별 피드백과 부분 점수.",
        en: "Grade submissions of an exercise, with per-item feedback and partial credit.")
    static let discussion = Localized(
        ko: """
            폴더는 파일만 든 폴더(kim.txt), 학생마다 한 폴더, 또는 LMS 내보내기(submission_metadata.yml이
            있는 Gradescope, Canvas, Moodle)일 수 있습니다. 학생은 --roster, LMS의 메타데이터, 또는 파일
            이름으로 찾습니다(NFC, 대소문자 무시, 앞뒤 공백 제거). 링크, 장치 파일, 너무 큰 파일은 따라가지
            않고 거부합니다. 파일이 둘인 학생은 0점과 두 파일의 이름을, 명단에 있지만 파일이 없는 학생은
            0점과 "제출 없음"을 받습니다. 답안은 데이터일 뿐이라 그 안의 어떤 것도 실행하지 않습니다.

            종료 코드: 0 낸 답안을 모두 읽었습니다(점수와 상관없이; 제출하지 않은 학생은 세기만 하고 오류가
            아닙니다); 1 답안 하나 이상을 읽지 못했거나, 명단의 한 학생과 맞지 않았거나, 파일이 둘이었습니다
            (나머지는 채점했습니다); 2 사용법 오류, 잘못된 연습 문제나 명단, 또는 비밀 파일이 없습니다.
            """,
        en: """
            A folder may be flat (kim.txt), one folder per student, or an
            LMS export (Gradescope with submission_metadata.yml, Canvas, Moodle); the student is
            found from --roster, the LMS's metadata or the file name (NFC, case folded,
            trimmed). Links, devices and oversized files are refused, never followed. A
            student with two files gets zero and a message naming both; a roster student with
            no file gets zero and "no submission". Submissions are data: nothing in them runs.

            Exit codes: 0 every submission handed in was read (whatever its score;
            absentees are counted, not an error); 1 at least one submission could not be read,
            matched no single roster student, or had a second file (the others were graded);
            2 bad usage, a broken exercise, roster or missing secret.
            """)
    static let submissions = Localized(
        ko: "답안 파일, 또는 답안 파일이 든 폴더.",
        en: "Submission files or folders of them.")
    static let format = Localized(
        ko: "text, json, gradescope, prairielearn, junit, csv 중 하나.",
        en: "text, json, gradescope, prairielearn, junit or csv.")
    static let out = Localized(
        ko: "보고서를 표준 출력 대신 이 파일에 씁니다 (한 번에 통째로).",
        en: "Write the report to this file (atomically) instead of standard output.")
    static let report = Localized(
        ko: "반 전체 보고서도 씁니다: FILE.html과 FILE.json.",
        en: "Also write the class report: FILE.html and FILE.json.")
    static let gradescopeMetadata = Localized(
        ko: "Gradescope의 submission_metadata.json: 폴더를 그 학생의 답안 하나로 채점합니다.",
        en: "Gradescope's submission_metadata.json: grade the folder as ONE submission of that student.")
    static let student = Localized(
        ko: "파일이나 폴더를 이 학생의 답안 하나로 채점합니다 (PrairieLearn, 한 번의 업로드).",
        en: "Grade the files or folder as ONE submission of this student (PrairieLearn, a single upload).")
    static let extensions = Localized(
        ko: "학생별 연장 CSV: 학번 열과 due(날짜), days(연장일), submitted(제출 시각) 중 하나 이상.",
        en: "Per-student extensions CSV: an id column and due (a date), days (extra days) and/or submitted (a time).")
    static let worksheet = Localized(
        ko: "Moodle의 채점 워크시트 CSV: 제출 시각(마감일의 시간대로 읽음), 참가자 번호, 팀. 제출 폴더 안에 있으면 저절로 읽습니다.",
        en:
            "Moodle's grading worksheet CSV: submission times (read in the due date's zone), participant numbers, teams. Found by itself inside the submissions folder."
    )
    static let groups = Localized(
        ko: "그룹 목록 CSV (Canvas의 그룹 내보내기, 또는 학번과 group 열): 그룹 제출물을 팀원 모두에게 줍니다.",
        en:
            "Group list CSV (Canvas's group-set export, or an id and a group column): a group upload credits every member."
    )
    static let gradeWrittenVariant = Localized(
        ko: "답안의 글자(표의 머리글, 스크립트의 글자)가 명단의 다른 학생 문제지와 똑같으면 그 문제지로 채점합니다 (표시는 남습니다).",
        en:
            "Grade an answer whose letters (table labels, script letters) are exactly another roster student's sheet against that sheet (still flagged)."
    )
}
