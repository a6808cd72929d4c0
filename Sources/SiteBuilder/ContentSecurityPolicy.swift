import Digest
import Foundation

/// A page's Content-Security-Policy: nothing loads from anywhere, and only the page's own
/// inline style and script run, each named by its SHA-256 hash.
struct ContentSecurityPolicy {
    var style: String
    var script: String

    /// The policy, for a `<meta http-equiv="Content-Security-Policy">` tag.
    var header: String {
        let scriptSource = script.isEmpty ? "'none'" : ContentSecurityPolicy.source(script)
        return "default-src 'none'; style-src \(ContentSecurityPolicy.source(style)); script-src \(scriptSource); "
            + "img-src 'self' data:; base-uri 'none'; form-action 'none'"
    }

    /// `'sha256-…'` for one inline element's exact text.
    static func source(_ text: String) -> String {
        "'sha256-" + Data(SHA256.digest(Array(text.utf8))).base64EncodedString() + "'"
    }
}
