import ArgumentParser
import BatchModel
import Storyboard

#if canImport(Glibc)
    import Glibc
#endif

// The one place errors become a line on stderr and an exit code: 0 success, 1 a check
// failed, 2 bad usage or input; commands may throw ExitCode for their own documented codes.
// A closed pipe is reported by write() as EPIPE, which Console turns into a quiet end.
signal(SIGPIPE, SIG_IGN)
#if canImport(Glibc)
    HeapTuning.apply()
#endif
// The language, the environment and the terminals, decided here once and handed to the command.
let console = Console.ofProcess()
// A trap is a bug: one line, not a backtrace (SWIFT_BACKTRACE=enable=yes brings the backtrace back).
if !(console.environment["SWIFT_BACKTRACE"] ?? "").contains("enable=yes") {
    CrashLine.install(language: console.language)
}
// For the regression test of the line above: a bug, on purpose.
CrashLine.simulateForTest(console.environment["DIFFSTEP_TEST_CRASH"])

// The help speaks the console's language: the parser builds it from static configurations
// and option wrappers, which take no value, so the decision reaches them bound around the parse.
HelpWords.$language.withValue(console.language) {
    do {
        var command = try Diffstep.parseAsRoot(Diffstep.parsed(Array(CommandLine.arguments.dropFirst())))
        if let command = command as? any ConsoleCommand {
            try command.run(console)
        } else {
            try command.run()
        }
    } catch let error as CLIError {
        console.error(error.message[console.language])
        exit(error.exitCode)
    } catch let error as ExitCode {
        exit(error.rawValue)
    } catch {
        let code = Diffstep.exitCode(for: error)
        if code == .success {
            let help = Diffstep.fullMessage(for: error)
            // The parser's headings and its own words in the language asked for (HelpWords).
            console.out(console.language == .ko ? HelpWords.korean(help) : help)
            exit(0)
        }
        let message = Diffstep.message(for: error)
        // The parser lists accepted values one per line ("  - 'text'"); they join the one line.
        let lines = message.split(separator: "\n").map { $0.drop(while: \.isWhitespace) }
        let choices = lines.dropFirst().filter { $0.hasPrefix("- ") }.map { String($0.dropFirst(2)) }
        var firstLine = lines.first.map(String.init) ?? message
        if !choices.isEmpty { firstLine += " " + choices.joined(separator: ", ") }
        let near = Diffstep.nearestCommand(in: firstLine)
        // The parser's own sentence is English; a Korean reader gets it in Korean (UsageWords), or a
        // Korean lead-in with it for a sentence UsageWords does not know.
        let korean = UsageWords.korean(firstLine) ?? firstLine
        let usage = ProcessWords.usage(korean: korean, english: firstLine, near: near)
        console.error(usage[console.language])
        exit(2)
    }
}
