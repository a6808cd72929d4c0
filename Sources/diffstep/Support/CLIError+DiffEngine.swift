import DiffEngine
import Storyboard

extension CLIError {
    /// The engine's refusal in the user's language, with the way out
    /// (`DiffEngineErrorWords`, shared with the WebAssembly build).
    /// - Parameters:
    ///   - error: what the engine refused.
    ///   - table: the name of the table in the message (`table`, `wagner-fischer table`).
    ///   - wayOut: what to do instead.
    init(_ error: DiffEngineError, table: Localized, wayOut: Localized) {
        self.init(DiffEngineErrorWords.localized(error, table: table, wayOut: wayOut))
    }
}
