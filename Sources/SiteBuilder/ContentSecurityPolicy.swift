import Digest
import Foundation

/// A page's Content-Security-Policy: nothing loads from anywhere, and only the page's own
/// inline style and script run, each named by its SHA-256 hash; on a site with the engine,
/// also the site's own `engine.js` (`'self'`), the WebAssembly it compiles
/// (`'wasm-unsafe-eval'`, which allows compiling WebAssembly and nothing else) and the worker
/// it makes from a `blob:` URL to compute a large trace off the page's thread (`worker-src
/// blob:`: a page opened from file:// may not start a worker from a file).
struct ContentSecurityPolicy {
    var style: String
    var script: String
    var engine = false

    /// The policy, for a `<meta http-equiv="Content-Security-Policy">` tag.
    var header: String {
        var sources = script.isEmpty ? [] : [ContentSecurityPolicy.source(script)]
        if engine { sources += ["'self'", "'wasm-unsafe-eval'"] }
        let scriptSource = sources.isEmpty ? "'none'" : sources.joined(separator: " ")
        return "default-src 'none'; style-src \(ContentSecurityPolicy.source(style)); script-src \(scriptSource); "
            + (engine ? "worker-src blob:; " : "") + "img-src 'self' data:; base-uri 'none'; form-action 'none'"
    }

    /// `'sha256-…'` for one inline element's exact text.
    static func source(_ text: String) -> String {
        "'sha256-" + Data(SHA256.digest(Array(text.utf8))).base64EncodedString() + "'"
    }
}
