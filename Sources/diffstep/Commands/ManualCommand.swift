import ArgumentParser

/// `diffstep manual [--lang ko|en]`: prints the man page (`ManPage`) that `make install`
/// installs; hidden from the help, which it repeats.
struct ManualCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "manual",
        abstract: HelpWords.pick(
            ko: "man 페이지(roff)를 출력합니다. make install이 설치하는 그 페이지입니다.",
            en: "Print the man page (roff) that make install installs."),
        shouldDisplay: false
    )

    @OptionGroup var language: LanguageOption

    func run(_ console: Console) throws {
        console.out(ManPage(language: console.language).roff)
    }
}
