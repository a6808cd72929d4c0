import Testing

/// One public crash report: where it was found, the iOS version where the report states it,
/// and the exception text exactly as the report quotes it (prefixes, addresses, wrapped or
/// collapsed whitespace and all). See README.md for how texts are compared.
struct CorpusReport: CustomTestStringConvertible, Sendable {
    /// What the corpus test expects of the text.
    enum Expectation: Sendable {
        /// explain reads it and its reproduction raises the same text (normalised).
        case reproduces
        /// explain reads it, but no iOS 13+ scenario raises it (the reason is in `note`).
        case readOnly
        /// Not a batch-update exception: explain must say so instead of guessing.
        case notBatch
    }

    var source: String
    var ios: String?
    var text: String
    var expectation: Expectation = .reproduces
    var note: String = ""

    var testDescription: String { source }
}

let corpus = corpusCountTexts + corpusOtherTexts
