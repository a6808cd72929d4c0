import Storyboard

extension Article {
    /// The page that tells how this site was made.
    static let about = Article(
        id: "about", kind: .about,
        title: Localized(ko: "이 사이트를 만든 방법", en: "How this site was made"),
        summary: Localized(ko: "diffstep site가 하는 일", en: "What diffstep site does"),
        prose: Localized(ko: aboutKorean, en: aboutEnglish))

    private static let aboutKorean = """
        이 사이트의 모든 페이지는 `diffstep site` 명령 하나로 만들어졌습니다.

        - 레슨의 글은 CommonMark로 쓰고 **libcmark**로 HTML로 바꿉니다. 글 안의
          ```` ```diffstep trace kit kat ```` 같은 블록은 한 단계씩 넘겨 보는 표로 바뀝니다.
          글에 직접 쓴 HTML은 지워집니다.
        - 페이지 틀은 `Templates/` 폴더의 Mustache 템플릿입니다. 템플릿이 쓰는 키를 페이지가
          주지 않으면 빈칸이 아니라 오류가 납니다.
        - 표는 사이트를 만들 때 미리 그려 두므로 자바스크립트가 없어도 마지막 상태를 읽을 수 있습니다.
          스크립트는 이 사이트 폴더의 파일뿐이고 네트워크를 쓰지 않습니다. Content-Security-Policy가
          그 파일들, 스타일의 해시, 그리고 WebAssembly 컴파일만 허용합니다.
        - `engine.js`에는 터미널의 `diffstep`과 같은 엔진이 WebAssembly로 들어 있습니다. 그래서 모든 표와
          배치에 내 입력을 넣어 볼 수 있고, 주소창의 링크가 지금 보는 화면을 그대로 다시 엽니다.
        - 키보드: ←/→ 한 단계, Home/End 처음과 끝, Space 재생과 멈춤. 색마다 글자 표시가 함께
          붙어 있어 색을 구별하지 않아도 읽을 수 있습니다.
        - 터미널의 `diffstep`과 이 페이지는 같은 프레임을 보여 줍니다.
        """

    private static let aboutEnglish = """
        Every page of this site was written by one command, `diffstep site`.

        - Lessons are CommonMark, turned into HTML by **libcmark**. A block such as
          ```` ```diffstep trace kit kat ```` becomes a table you can step through. HTML typed
          into the prose is dropped.
        - The page frame comes from Mustache templates in `Templates/`. A key a template names
          and a page does not provide is an error, not a blank.
        - Tables are drawn ahead of time, so the final state reads without JavaScript. The
          scripts are files of this site's folder and use no network; a Content-Security-Policy
          allows only those files, the style by its hash, and compiling WebAssembly.
        - `engine.js` holds the same engine as the terminal's `diffstep`, as WebAssembly: every
          table and batch takes your own input, and the address bar's link reopens exactly
          what you see.
        - Keyboard: ←/→ one step, Home/End first and last, Space play and pause. Each colour
          comes with a letter, so no step depends on telling colours apart.
        - The terminal `diffstep` and these pages show the same frames.
        """
}
