import ArgumentParser

/// How `diffstep trace` prints: the table, the JSON contract, two lines for scripts, the
/// alignment as one extended CIGAR line, or a single file to share: a self-contained web page,
/// a Markdown document, an SVG picture; or a link that opens the table in the site's live widget.
enum TraceFormat: String, CaseIterable, ExpressibleByArgument {
    case text, json, summary, cigar, html, markdown, svg, url
}
