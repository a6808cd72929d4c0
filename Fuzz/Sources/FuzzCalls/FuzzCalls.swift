import BatchModel
import BatchParsing
import BatchSimulation
import FuzzDriver
import Render
import Storyboard
import TextIntake

/// `diffstep batch --old LINE1 CALLS`: the first line is `--old` (the contents' text form),
/// the rest is the snippet. Parsed, simulated and rendered as the command does, in both
/// languages and as JSON; any outcome but a trap or a hang is fine.
@main enum FuzzCallsMain {
    static func main() { runFuzzer(fuzz) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let text = try? Intake.text(fuzzBytes(data, size)) else { return 0 }
    let (first, rest) = splitFirstLine(text)
    guard let old = try? Contents(parsing: first) else { return 0 }
    guard old.sections.reduce(0, { $0 + $1.items.count }) <= Limits.items else { return 0 }
    guard let script = try? CallParser.parse(rest, itemCount: old.sections.first?.items.count) else { return 0 }
    let options = SimulationOptions(view: script.view ?? .collection)
    guard let simulation = try? Simulation(script, old: old, new: nil, options: options) else { return 0 }
    for language in [Language.ko, .en] {
        _ = BatchText(language: language, colors: true).render(simulation)
    }
    _ = BatchJSON.render(simulation).serialized()
    return 0
}

func splitFirstLine(_ text: String) -> (String, String) {
    guard let end = text.firstIndex(of: "\n") else { return (text, "") }
    return (String(text[..<end]), String(text[text.index(after: end)...]))
}
