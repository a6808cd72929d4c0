import ArgumentParser

/// `diffstep manual [--lang ko|en]`: prints the man page (`ManPage`) that `make install`
/// installs; hidden from the help, which it repeats.
struct ManualCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "manual",
        abstract: HelpWords.pick(ManualCommandHelp.abstract),
        shouldDisplay: false
    )

    @OptionGroup var language: LanguageOption

    func run(_ console: Console) throws {
        console.out(ManPage(language: console.language).roff)
    }
}
