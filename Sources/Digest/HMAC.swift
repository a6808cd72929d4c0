/// HMAC-SHA256 (RFC 2104 with SHA-256, test vectors from RFC 4231).
///
/// It keys each student's variant with the course's secret, so a student holding the public
/// tool cannot compute a classmate's inputs or answer key.
package enum HMAC {
    /// The 32-byte message authentication code of `message` under `key`.
    /// - Parameters:
    ///   - key: the secret (any length; a key longer than a block is hashed first).
    ///   - message: the bytes to authenticate.
    /// - Returns: 32 bytes.
    /// - Complexity: O(*n* + *k*) in the lengths of message and key.
    package static func sha256(key: [UInt8], message: [UInt8]) -> [UInt8] {
        var block = key.count > SHA256.blockSize ? SHA256.digest(key) : key
        block += [UInt8](repeating: 0, count: SHA256.blockSize - block.count)
        let inner = SHA256.digest(block.map { $0 ^ 0x36 } + message)
        return SHA256.digest(block.map { $0 ^ 0x5c } + inner)
    }
}
