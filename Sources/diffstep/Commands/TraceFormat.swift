import ArgumentParser

/// How `diffstep trace` prints: the table, the JSON contract, or two lines for scripts.
enum TraceFormat: String, CaseIterable, ExpressibleByArgument {
    case text, json, summary
}
