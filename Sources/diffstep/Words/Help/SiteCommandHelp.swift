import Grading
import Lessons
import SiteBuilder
import Storyboard

/// The help of `SiteCommand`: each text in Korean and English (``HelpWords``).
enum SiteCommandHelp {
    static let abstract = Localized(
        ko: "정적 웹사이트(레슨, 예제, 연습 문제; ko와 en)를 폴더에 씁니다.",
        en: "Write the static website (lessons, examples, exercises; ko and en) to a folder.")
    static let discussion = Localized(
        ko: "임시 폴더에 다 쓴 다음 한 번에 옮기므로 반쯤 만든 사이트는 남지 않습니다.",
        en:
            "Everything is written to a temporary folder first and moved into place at once, so no half-written site is left."
    )
    static let out = Localized(
        ko: "쓸 폴더 (통째로 바뀝니다).",
        en: "The folder to write (replaced as a whole).")
    static let templates = Localized(
        ko: "템플릿 폴더 (기본값: diffstep에 들어 있는 Templates/ 사본).",
        en: "The templates folder (default: the copy of Templates/ built into diffstep).")
    static let exercises = Localized(
        ko: "예제 연습 문제 폴더 (기본값: diffstep에 들어 있는 Exercises/ 사본); *.md 하나마다 유인물 한 쪽.",
        en:
            "The sample exercises folder (default: the copy of Exercises/ built into diffstep); one handout page per *.md."
    )
    static let languages = Localized(
        ko: "언어, 쉼표로 구분; 첫 언어의 페이지가 언어 표시 없는 파일 이름(index.html)을 씁니다.",
        en: "Languages, comma-separated; the first gets the plain file names.")
    static let engine = Localized(
        ko: """
            `make wasm`으로 만든 엔진 폴더: 그 부분들(engine-text.wasm.gz, engine-batch.wasm.gz, \
            engine-snapshot.wasm.gz, engine-explain.wasm.gz, 또는 압축하지 않은 모듈)을 engine-PART.js로 \
            넣어 모든 위젯이 읽는 사람의 입력을 받습니다 \
            (기본값: .build-wasm, 없으면 `make install`이 PREFIX/share/diffstep에 둔 사본).
            """,
        en: """
            The folder of the engine built by `make wasm`, whose parts (engine-text.wasm.gz, engine-batch.wasm.gz, \
            engine-snapshot.wasm.gz and engine-explain.wasm.gz, or the modules ungzipped) are inlined as engine-PART.js \
            so every widget takes the reader's own input \
            (default: .build-wasm, else the copy `make install` put in PREFIX/share/diffstep).
            """)
    static let noEngine = Localized(
        ko: "미리 계산한 프레임만: 엔진 스크립트도 입력란도 없습니다.",
        en: "Pre-computed frames only: no engine scripts, no input fields.")
}
