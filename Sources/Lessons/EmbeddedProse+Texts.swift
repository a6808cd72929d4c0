extension EmbeddedProse {
    /// Every text, keyed by `<lesson id>.<language>`: the file names of
    /// `Sources/Lessons/Prose/<id>.<ko|en>.md` without `.md`. The EmbedFiles build-tool plugin
    /// compiles those files in (`files`), so the binary needs no resource files.
    static let texts: [String: String] = Dictionary(
        uniqueKeysWithValues: files.map { name, text in
            (name.hasSuffix(".md") ? String(name.dropLast(3)) : name, text)
        })
}
