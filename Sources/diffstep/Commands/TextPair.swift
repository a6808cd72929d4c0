import ArgumentParser
import DiffEngine

/// The two texts a command compares, from arguments or files, split into tokens.
struct TextPair: ParsableArguments {
    @Argument(help: .words(TextPairHelp.source))
    var source: String?

    @Argument(help: .words(TextPairHelp.target))
    var target: String?

    @Option(
        name: .long,
        help: .words(TextPairHelp.sourceFile, valueName: "path"))
    var sourceFile: String?

    @Option(
        name: .long,
        help: .words(TextPairHelp.targetFile, valueName: "path"))
    var targetFile: String?

    @Option(
        help: .words(TextPairHelp.unit))
    var unit: TokenUnit = .grapheme

    /// The source and target texts; `fallback` when neither texts nor files were given.
    func texts(fallback: (String, String)? = nil) throws(CLIError) -> (source: String, target: String) {
        var given: [String] = [source, target].compactMap { $0 }
        if sourceFile == nil, targetFile == nil, given.isEmpty, let fallback { return fallback }
        let source = try Self.text(
            file: sourceFile, given: &given,
            missing: CLIError(InputWords.missingSource))
        let target = try Self.text(
            file: targetFile, given: &given,
            missing: CLIError(InputWords.missingTarget))
        guard given.isEmpty else {
            throw CLIError(InputWords.tooManyTexts)
        }
        return (source, target)
    }

    /// One text: a file wins; otherwise the next positional argument (shared with `diff`,
    /// whose arguments are lists rather than the table's rows and columns).
    static func text(file: String?, given: inout [String], missing: CLIError) throws(CLIError) -> String {
        if let file { return try InputText.read(path: file) }
        guard !given.isEmpty else { throw missing }
        return InputText.argument(given.removeFirst())
    }

    /// One text as checked bytes (`Intake.body`), from a file or the next positional argument.
    static func body(file: String?, given: inout [String], missing: CLIError) throws(CLIError) -> ArraySlice<UInt8> {
        if let file { return try InputText.body(path: file) }
        guard !given.isEmpty else { throw missing }
        return Array(InputText.argument(given.removeFirst()).utf8)[...]
    }

    /// The texts split by ``unit``.
    func tokens(fallback: (String, String)? = nil) throws(CLIError) -> (source: [String], target: [String]) {
        let (source, target) = try texts(fallback: fallback)
        return (unit.tokens(of: source), unit.tokens(of: target))
    }
}
