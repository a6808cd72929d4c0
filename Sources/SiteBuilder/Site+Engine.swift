import Foundation

extension Site {
    /// The shared script holding the engine, beside the pages.
    static let engineFile = "engine.js"
    /// The shared script that gives the widgets their input forms (`Templates/inputs.js`).
    static let inputsFile = "inputs.js"
    /// The web stepper, shared by the pages of a site with the engine (inlined otherwise).
    static let stepperFile = "stepper.js"
    /// The practice panels, answer sheet and explain page, beside the pages (`Templates/practice.js`).
    static let practiceFile = "practice.js"
    /// Where the loader (`Templates/engine.js`) takes the module.
    static let engineMarker = "@ENGINE_WASM_BASE64@"

    /// `engine.js`: the loader with `engine.wasm` inlined as base64, so a page opened from
    /// file:// needs no fetch. The same bytes always give the same script.
    /// - Parameters:
    ///   - wasm: the module's bytes.
    ///   - templates: the templates; they must hold `engine.js` with the marker exactly once.
    /// - Returns: the script's text.
    /// - Throws: `SiteError.missingTemplate("engine.js")` when the loader or its marker is missing.
    static func engineScript(wasm: [UInt8], templates: Templates) throws(SiteError) -> String {
        guard let loader = templates.engineLoader else { throw .missingTemplate(engineFile) }
        let parts = loader.components(separatedBy: engineMarker)
        guard parts.count == 2 else { throw .missingTemplate(engineFile + " (" + engineMarker + ")") }
        return parts[0] + Data(wasm).base64EncodedString() + parts[1]
    }
}
