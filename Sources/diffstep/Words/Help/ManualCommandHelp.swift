import Storyboard

/// The help of `ManualCommand`: each text in Korean and English (``HelpWords``).
enum ManualCommandHelp {
    static let abstract = Localized(
        ko: "man 페이지(roff)를 출력합니다. make install이 설치하는 그 페이지입니다.",
        en: "Print the man page (roff) that make install installs.")
}
