import Foundation
import WebEngine

extension Site {
    /// The engine's loader (`Templates/engine.js`), beside the pages; every page of a site with
    /// the engine loads it, then the script of each part its widgets call.
    static let engineFile = "engine.js"
    /// The shared script that gives the widgets their input forms (`Templates/inputs.js`).
    static let inputsFile = "inputs.js"
    /// The web stepper, shared by the pages of a site with the engine (inlined otherwise).
    static let stepperFile = "stepper.js"
    /// The practice panels, answer sheet and explain page, beside the pages (`Templates/practice.js`).
    static let practiceFile = "practice.js"

    /// The script holding one part of the engine: `engine-text.js`, `engine-batch.js`.
    static func partFile(_ part: EnginePart) -> String { "engine-\(part.rawValue).js" }

    /// The script of one part: a single call that hands the loader the module inlined as
    /// base64, so a page opened from file:// needs no fetch. The same bytes always give the
    /// same script.
    /// - Parameters:
    ///   - part: which part.
    ///   - wasm: its module's bytes (gzipped or not: the loader inflates a gzipped one).
    /// - Returns: the script's text.
    static func partScript(_ part: EnginePart, wasm: [UInt8]) -> String {
        """
        /* diffstep engine, the \(part.rawValue) part (engine-\(part.rawValue).wasm; docs/WASM.md): for engine.js. */
        DiffstepEngine.add("\(part.rawValue)", "\(Data(wasm).base64EncodedString())");

        """
    }

    /// The parts a page needs: those that answer a kind its widgets, practice panels, answer
    /// sheet or explain form use.
    static func parts(for kinds: [String]) -> [EnginePart] {
        EnginePart.allCases.filter { part in kinds.contains { part.kinds.contains($0) } }
    }
}
