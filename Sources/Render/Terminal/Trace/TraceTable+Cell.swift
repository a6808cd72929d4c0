import DiffEngine

extension TraceTable {
    /// One laid-out cell: its plain text (for measuring) and how to colour it.
    struct Cell {
        var text: String
        var style: Style?
        var onPath = false

        /// A token heading a row or column: escaped, spaces shown as `␠`, the empty prefix as `""`.
        static func header(_ token: String) -> Cell {
            let visible = TerminalText.escaped(TerminalText.standaloneJamo(token)).replacingSpaces()
            return Cell(text: visible.isEmpty ? "\"\"" : visible, style: .heading)
        }

        /// A table cell (its label already carries the path's mark), coloured by the path or
        /// by the operation it chose.
        static func body(_ label: String, chosen: EditOperation?, onPath: Bool) -> Cell {
            let style: Style? = onPath ? .path : chosen.map(Style.init)
            return Cell(text: label, style: style, onPath: onPath)
        }

        func padded(to width: Int, color: Bool) -> String {
            let gap = String(repeating: " ", count: max(0, width - TerminalText.width(text)))
            return (style?.apply(text, enabled: color) ?? text) + gap
        }
    }
}

extension Style {
    /// The colour of an operation: insert blue, delete red, substitute green.
    init(_ operation: EditOperation) {
        switch operation {
        case .match: self = .match
        case .substitute: self = .substitute
        case .insert: self = .insert
        case .delete: self = .delete
        }
    }
}

extension String {
    fileprivate func replacingSpaces() -> String {
        String(map { $0 == " " ? "␠" : $0 })
    }
}
