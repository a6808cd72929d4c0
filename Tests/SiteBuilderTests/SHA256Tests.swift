import Testing

@testable import SiteBuilder

@Suite struct SHA256Tests {
    @Test(
        "known digests from FIPS 180-4",
        arguments: [
            ("", "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU="),
            ("abc", "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0="),
            (String(repeating: "a", count: 1000), "Qe3s5C1j6Nm/UVqbppMuHCDLyfWl0TRkWttdsblzfqM="),
        ])
    func digests(input: String, base64: String) {
        #expect(ContentSecurityPolicy.source(input) == "'sha256-\(base64)'")
    }
}
