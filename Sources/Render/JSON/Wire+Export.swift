// The JSON value and the JSON contracts moved down to Wire so the WebAssembly build shares
// them; whoever imports Render keeps seeing them.
@_exported import Wire
