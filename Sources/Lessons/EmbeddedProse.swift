/// The lessons' Markdown prose, compiled in so the binary needs no resource files.
///
/// The texts live in `Sources/Lessons/Prose/<id>.<ko|en>.md`; `Scripts/embed-prose.sh` turns
/// them into `Generated/EmbeddedProse+ko.swift` and `+en.swift`, and `make test` fails when
/// those are stale.
enum EmbeddedProse {
    /// Every text, keyed by `<lesson id>.<language>`.
    static let texts: [String: String] = korean.merging(english) { first, _ in first }
}
