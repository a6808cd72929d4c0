extension Markdown {
    /// One ```` ```diffstep ... ```` fenced block, as the widget maker sees it.
    public struct Block: Sendable, Equatable {
        /// The info string after `diffstep`, trimmed (`trace kit kat`).
        public var info: String
        /// The text between the fences.
        public var body: String
        /// The line of the opening fence in the Markdown, from 1.
        public var line: Int

        /// Creates a block.
        public init(info: String, body: String, line: Int) {
            self.info = info
            self.body = body
            self.line = line
        }
    }
}
