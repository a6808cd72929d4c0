import FuzzDriver
import TextIntake

/// Any bytes through the one intake: decoding never traps, and what comes out keeps the
/// intake's promises (no `\r`, lines that join back, decoding a decoded text changes nothing).
@main enum FuzzIntakeMain {
    static func main() { runFuzzer(fuzz) }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = fuzzBytes(data, size)
    let invalid = TextBytes.firstInvalidUTF8Offset(bytes)
    let text: String
    do {
        text = try Intake.text(bytes)
    } catch {
        guard case .notUTF8(let offset) = error, offset == invalid, offset >= 0, offset < size else {
            fatalError("Intake.text threw \(error), TextBytes said \(String(describing: invalid))")
        }
        return 0
    }
    precondition(invalid == nil, "Intake.text accepted bytes TextBytes refuses")
    precondition(!text.utf8.contains(0x0D), "a carriage return survived the intake")
    precondition(Intake.text(text) == text, "the intake is not idempotent")
    let lines = Intake.lines(text)
    precondition(lines.joined(separator: "\n") == text, "lines do not join back to the text")
    precondition(lines.allSatisfy { !$0.contains("\n") }, "a line holds a line end")
    // The same bytes arriving as a String (an argument, a page field) give the same text.
    precondition(Intake.text(String(decoding: bytes, as: UTF8.self)) == text, "String and bytes disagree")
    return 0
}
