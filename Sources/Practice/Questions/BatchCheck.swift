import BatchModel
import BatchParsing
import BatchSimulation
import TextIntake

/// The verdict on "does this batch crash, and with which message?".
public struct BatchVerdict: Sendable, Hashable {
    /// Right, wrong or shown.
    public var result: PracticeResult
    /// What the learner said: nil for "it runs".
    public var given: String?
    /// What UIKit raises (default wording), nil when the batch runs.
    public var raised: Exception?
    /// Section 0's count before and after, and the four numbers UIKit adds up for it.
    public var before: Int, after: Int
    /// The counts of section 0 as UIKit reads the batch.
    public var counts: ItemCounts
}

/// Checks answers to the batch question with the simulator.
package enum BatchCheck {
    /// The answer that says the batch runs.
    package static let none = "none"

    /// The exception UIKit raises for `calls` (compact form or the article's Swift) taking
    /// `old` to `new` in a collection view, nil when it runs.
    /// - Throws: `BatchError` when the calls do not parse.
    package static func raised(old: [String], new: [String], calls: String) throws(BatchError) -> Exception? {
        try simulation(old: old, new: new, calls: calls, options: SimulationOptions()).raised
    }

    /// Checks `answer` ("none", or an exception's text in any wording UIKit's releases use,
    /// compared as ``normalized(_:)`` compares; empty asks for the answer).
    /// - Throws: `BatchError` when the calls do not parse.
    /// - Complexity: four simulations.
    package static func check(old: [String], new: [String], calls: String, answer: String) throws(BatchError)
        -> BatchVerdict
    {
        let first = try simulation(old: old, new: new, calls: calls, options: SimulationOptions())
        var wordings: [Exception?] = []
        for style in SimulationOptions.MessageStyle.allCases {
            for count in [SimulationOptions.CountMessage.invalidUpdate, .invalidBatch] {
                let options = SimulationOptions(messageStyle: style, countMessage: count)
                wordings.append(try simulation(old: old, new: new, calls: calls, options: options).raised)
            }
        }
        let trimmed = normalized(answer)
        let saysNone = ["none", "no crash", "없음", "크래시 없음", "nil", "null", "runs"].contains(trimmed)
        let given: String? = saysNone ? nil : answer
        let right = wordings.contains { ($0.map { normalized($0.message) } ?? "none") == (saysNone ? "none" : trimmed) }
        let counts = first.simulation.batches.first?.uikit.counts.first ?? ItemCounts()
        return BatchVerdict(
            result: trimmed.isEmpty ? .shown : right ? .right : .wrong, given: given, raised: first.raised,
            before: old.count, after: new.count, counts: counts)
    }

    private static func simulation(old: [String], new: [String], calls: String, options: SimulationOptions)
        throws(BatchError) -> (simulation: Simulation, raised: Exception?)
    {
        let script = try CallParser.parse(calls, view: .collection, itemCount: old.count)
        let simulation = try Simulation(script, old: Contents(items: old), new: Contents(items: new), options: options)
        if case .raises(let exception, _) = simulation.verdict { return (simulation, exception) }
        return (simulation, nil)
    }

    /// The text with what does not change the meaning removed: the "Terminating app ...
    /// reason:" preamble, quotes of any kind, case, spacing, a final period, object addresses.
    /// The grader compares predicted exceptions the same way.
    /// - Complexity: O(n).
    package static func normalized(_ text: String) -> String {
        var text = Substring(TextBytes.asciiLowercased(text))
        if let reason = text.range(ofText: "reason:") { text = text[reason.upperBound...] }
        let quotes: [Character] = ["'", "\"", "‘", "’", "“", "”", "`"]
        var out = ""
        var lastWasSpace = true
        var skippingHex = false
        for character in text where !quotes.contains(character) {
            if skippingHex, character.isHexDigit { continue }
            skippingHex = false
            if TextBytes.isWhitespace(character) {
                if !lastWasSpace { out.append(" ") }
                lastWasSpace = true
                continue
            }
            out.append(character)
            lastWasSpace = false
            if TextBytes.hasSuffix(out, "0x") { skippingHex = true }
        }
        // A final space or period (one byte each), counted from the end of the bytes.
        let trailing = out.utf8.reversed().prefix { $0 == 0x20 || $0 == 0x2E }.count
        return TextBytes.droppingLastBytes(out, trailing)
    }
}
