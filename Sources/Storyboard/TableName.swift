/// The names of the tables the engine fills, each said once: the refusals of the CLI and the
/// page and the stepper's panel label use them. (Computed, as a literal written in place:
/// a stored global would cost each WebAssembly part its lazy initializer.)
package enum TableName {
    /// The full table (`trace`, `step`, the stepper's panel).
    package static var table: Localized { Localized(ko: "표", en: "table") }
    /// Ukkonen's band of diagonals.
    package static var band: Localized { Localized(ko: "대각선 띠", en: "diagonal band") }
}
