import CCmark

/// CommonMark to HTML through libcmark, with our widgets put in place of `diffstep` blocks.
///
/// A fenced block whose info string starts with `diffstep` (```` ```diffstep trace kit kat ````)
/// becomes a custom block whose HTML the caller makes. cmark renders everything else in its
/// safe default: raw HTML typed into the Markdown is dropped and `javascript:` links are
/// emptied, while the widgets (our own HTML) stay.
public enum Markdown {
    /// The word that marks a fenced block as one of our widgets.
    static let widgetMarker = "diffstep"

    /// Renders `markdown` to HTML.
    ///
    /// Every pointer cmark hands out is freed before this returns; none escapes.
    /// - Parameters:
    ///   - markdown: CommonMark text.
    ///   - widget: makes the HTML for one `diffstep` block from its info string (after
    ///     `diffstep`, trimmed) and its body.
    /// - Returns: the HTML of the document.
    /// - Throws: whatever `widget` throws, or `RenderError.markdown` when cmark fails.
    public static func html(
        _ markdown: String, widget: (_ info: String, _ body: String) throws -> String
    ) throws -> String {
        try html(markdown) { (block: Block) in try widget(block.info, block.body) }
    }

    /// Renders `markdown` to HTML, telling the widget maker where each block starts.
    /// - Parameters:
    ///   - markdown: CommonMark text.
    ///   - block: makes the HTML for one `diffstep` block (info, body, line).
    /// - Returns: the HTML of the document.
    /// - Throws: whatever `block` throws, or `RenderError.markdown` when cmark fails.
    public static func html(_ markdown: String, block widget: (Block) throws -> String) throws -> String {
        let bytes = Array(markdown.utf8)
        guard let document = cmark_parse_document(bytes, bytes.count, CMARK_OPT_DEFAULT) else {
            throw RenderError.markdown("cmark could not parse the document")
        }
        defer { cmark_node_free(document) }
        try replaceWidgets(in: document, widget: widget)
        guard let rendered = cmark_render_html(document, CMARK_OPT_DEFAULT) else {
            throw RenderError.markdown("cmark could not render the document")
        }
        defer { free(rendered) }
        return String(cString: rendered)
    }

    /// Swaps each `diffstep` code block for a custom block holding the widget's HTML.
    private static func replaceWidgets(
        in document: OpaquePointer, widget: (Block) throws -> String
    ) throws {
        // Collect first: replacing nodes while iterating would invalidate the iterator.
        var blocks: [(node: OpaquePointer, block: Block)] = []
        guard let iterator = cmark_iter_new(document) else {
            throw RenderError.markdown("cmark could not walk the document")
        }
        defer { cmark_iter_free(iterator) }
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            guard let node = cmark_iter_get_node(iterator),
                cmark_node_get_type(node) == CMARK_NODE_CODE_BLOCK,
                let info = widgetInfo(of: node)
            else { continue }
            let body = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
            blocks.append((node, Block(info: info, body: body, line: Int(cmark_node_get_start_line(node)))))
        }
        for block in blocks {
            let html = try widget(block.block)
            try replace(block.node, withHTML: html)
        }
    }

    /// The info string after the marker, or nil when the block is not one of ours.
    private static func widgetInfo(of node: OpaquePointer) -> String? {
        guard let raw = cmark_node_get_fence_info(node) else { return nil }
        let info = String(cString: raw).trimmingSpaces
        guard info == widgetMarker || info.hasPrefix(widgetMarker + " ") else { return nil }
        return String(info.dropFirst(widgetMarker.count)).trimmingSpaces
    }

    private static func replace(_ node: OpaquePointer, withHTML html: String) throws {
        guard let custom = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else {
            throw RenderError.markdown("cmark could not make a node")
        }
        guard cmark_node_set_on_enter(custom, html) == 1, cmark_node_replace(node, custom) == 1 else {
            cmark_node_free(custom)
            throw RenderError.markdown("cmark could not place a widget")
        }
        // The old block is out of the tree now, so the document's free would miss it.
        cmark_node_free(node)
    }
}

extension String {
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
