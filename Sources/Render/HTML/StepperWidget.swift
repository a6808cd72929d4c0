import DiffEngine
import Storyboard

/// A web stepper: the final frame as plain HTML tables, the frames as inline JSON, and
/// controls that `stepper.js` brings to life.
///
/// With no script the reader sees the finished table and the last narration; with the
/// script, the same frames the terminal shows, one step at a time.
public struct StepperWidget: Sendable {
    /// The frames, in order; at least one.
    public var frames: FrameSequence
    /// The language of the controls, titles and narration.
    public var language: Language
    /// A prefix unique in the page, for element ids (`w1`, `w2`...).
    public var id: String
    /// More `data-` attributes for the figure (name without `data-`, value), escaped here:
    /// what a page's script needs to run the widget again on the reader's input.
    public var data: [(name: String, value: String)] = []

    /// Creates a widget.
    /// - Parameters:
    ///   - frames: the frames to step through; must not be empty.
    ///   - language: the page's language.
    ///   - id: an id prefix unique in the page, made of letters, digits and `-`.
    public init(frames: [Frame], language: Language, id: String) {
        self.init(sequence: FrameSequence(frames), language: language, id: id)
    }

    /// Creates a widget over frames made on demand (a large trace).
    public init(sequence frames: FrameSequence, language: Language, id: String) {
        precondition(!frames.isEmpty, "a stepper needs at least one frame")
        precondition(id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }, "bad widget id")
        self.frames = frames
        self.language = language
        self.id = id
    }

    /// The widget's HTML: a `<figure>` holding tables, controls, the live region and the JSON.
    public func html() -> String {
        var out = ""
        html { out += $0 }
        return out
    }

    /// The widget's HTML handed out in pieces, as ``html()`` joins them: the final table a row
    /// at a time, the frames' JSON (most of a large walkthrough's bytes) as it is written, never
    /// held whole.
    public func html(to emit: (String) -> Void) {
        // The frames are read first, so the final frame is not held while every other is made.
        let json = StepperJSON(frames, language: language)
        let final = frames[frames.count - 1]
        let text = { (words: Localized) in HTMLText.escaped(words[language]) }
        var out = "<figure class=\"ds-stepper\" id=\"\(id)\" data-play=\"\(text(StepperText.play))\""
        out += " data-pause=\"\(text(StepperText.pause))\" data-counter=\"\(text(StepperText.counter))\""
        out += " data-grid=\"\(text(TableName.table))\" data-right=\"\(text(StepperText.right))\""
        out += " data-wrong=\"\(text(StepperText.wrong))\" data-answer=\"\(text(StepperText.answer))\""
        out += " data-again=\"\(text(StepperText.again))\" data-unreadable=\"\(text(StepperText.unreadable))\""
        out += " data-marks=\"\(HTMLText.escaped(marksJSON(json.roles)))\" data-empty=\"\(text(StepperText.empty))\""
        out += " data-row=\"\(text(StepperText.row))\" data-column=\"\(text(StepperText.column))\""
        out += " data-origin=\"\(HTMLText.escaped(StepperText.originJSON(language)))\""
        for (name, value) in data {
            precondition(name.allSatisfy { $0.isASCII && ($0.isLowercase || $0 == "-") }, "bad data attribute")
            out += " data-\(name)=\"\(HTMLText.escaped(value))\""
        }
        out += ">"
        out += controls(total: frames.count, ties: json.hasTies)
        out += "<p class=\"ds-title\">\(final.title.map(text) ?? "")</p>"
        out += "<div class=\"ds-panels\">"
        emit(out)
        for (index, panel) in final.panels.enumerated() {
            panel.html(id: "\(id)-p\(index)", language: language, label: TableName.table[language], to: emit)
        }
        out = "</div>"
        out += "<p class=\"ds-narration\" aria-live=\"polite\">\(text(final.narration))</p>"
        let question = final.prompt.map { text($0.question) }
        out += "<p class=\"ds-question\"\(question == nil ? " hidden" : "")>\(question ?? "")</p>"
        out += answerForm()
        out += legend(roles: Role.ordered(json.roles), origins: json.hasOrigins, ties: json.hasTies)
        out += "<script type=\"application/json\" class=\"ds-frames\">"
        emit(out)
        json.write(to: emit)
        emit("</script></figure>")
    }

    /// Buttons, speed and counter; hidden until the script shows them.
    private func controls(total: Int, ties: Bool) -> String {
        let text = { (words: Localized) in HTMLText.escaped(words[language]) }
        let button = { (action: String, words: Localized) in
            "<button type=\"button\" data-act=\"\(action)\">\(text(words))</button>"
        }
        let counter = StepperText.counter[language]
            .replacingAll("{n}", with: String(total)).replacingAll("{total}", with: String(total))
        var out = "<div class=\"ds-controls\" hidden>"
        out += button("first", StepperText.first) + button("prev", StepperText.previous)
        out += button("play", StepperText.play) + button("next", StepperText.next) + button("last", StepperText.last)
        out += "<label>\(text(StepperText.speed)) <select data-act=\"speed\">"
        out += "<option value=\"2000\">0.5×</option><option value=\"1000\" selected>1×</option>"
        out += "<option value=\"400\">2.5×</option></select></label>"
        out += "<span class=\"ds-counter\">\(HTMLText.escaped(counter))</span>"
        if ties {
            out +=
                "<button type=\"button\" data-act=\"ties\" aria-pressed=\"false\">\(text(StepperText.showTies))</button>"
        }
        out += "<span class=\"ds-keys\">\(text(StepperText.keys))</span></div>"
        return out
    }

    /// The learner's answer box: hidden until the script shows it on a question; the
    /// explanation is written into the verdict only after an answer is checked.
    private func answerForm() -> String {
        let text = { (words: Localized) in HTMLText.escaped(words[language]) }
        var out = "<form class=\"ds-answer\" hidden><label>\(text(StepperText.yourAnswer))"
        out += " <input type=\"text\" name=\"answer\" autocomplete=\"off\" spellcheck=\"false\"></label>"
        out += " <button type=\"submit\">\(text(StepperText.check))</button>"
        out += " <button type=\"button\" data-act=\"hint\">\(text(StepperText.hint))</button>"
        out += " <button type=\"button\" data-act=\"reveal\">\(text(StepperText.reveal))</button>"
        return out + "<p class=\"ds-verdict\" role=\"status\"></p></form>"
    }

    /// The legend: each role's word as it appears on the cells, and its full name.
    private func legend(roles: [Role], origins: Bool, ties: Bool) -> String {
        guard !roles.isEmpty || origins else { return "" }
        var out = "<ul class=\"ds-legend\" aria-label=\"\(HTMLText.escaped(StepperText.legend[language]))\">"
        if origins {
            let arrows = [EditOperation.substitute, .insert, .delete].map(StepperText.arrow).joined(separator: " ")
            out += "<li class=\"ds-key\"><span class=\"ds-mark\" aria-hidden=\"true\">\(arrows)</span> "
            out += "\(HTMLText.escaped(StepperText.arrowLegend[language]))</li>"
            if ties {
                out += "<li class=\"ds-key\"><span class=\"ds-mark ds-tie\" aria-hidden=\"true\">←</span> "
                out += "\(HTMLText.escaped(StepperText.tieLegend[language]))</li>"
            }
        }
        if roles.contains(.path) {
            out +=
                "<li class=\"ds-key\"><svg class=\"ds-line-key\" viewBox=\"0 0 40 10\" aria-hidden=\"true\" focusable=\"false\">"
            out += "<path d=\"M2 5H38\"/></svg> "
            out += "\(HTMLText.escaped(StepperText.lineLegend[language]))</li>"
        }
        for role in roles {
            out += "<li><span class=\"ds-mark \(role.cssClass)\">\(HTMLText.escaped(role.mark[language]))</span> "
            out += "\(HTMLText.escaped(role.name[language]))</li>"
        }
        return out + "</ul>"
    }

    /// The marks the script paints, by the letter the frames' JSON uses:
    /// `{"@": ["current", "now", "current cell"]...}` (class suffix, word, name). The page's
    /// engine never draws a banded table, so `notComputed` comes only when the frames use it.
    private func marksJSON(_ used: Roles) -> String {
        let roles = Role.allCases.filter { $0 != .notComputed || used.contains($0) }
        let members = roles.map { role in
            JSON.Member(
                role.letter,
                .array([.string(role.rawValue), .string(role.mark[language]), .string(role.name[language])]))
        }
        return JSON.object(members).serialized(pretty: false)
    }
}

extension String {
    /// `self` with every `target` replaced (no Foundation in Render), read on UTF-8 bytes:
    /// `split(separator:)` with a string went through a generic searcher, 14 % of a
    /// 240 x 240 page's time for the cells' places alone. UTF-8 is self-synchronizing, so a
    /// whole text's bytes match only at a scalar boundary.
    func replacingAll(_ target: String, with replacement: String) -> String {
        let (bytes, needle) = (Array(utf8), Array(target.utf8))
        guard let first = needle.first, bytes.count >= needle.count else { return self }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + replacement.utf8.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == first, index + needle.count <= bytes.count,
                bytes[index..<(index + needle.count)].elementsEqual(needle)
            {
                out += replacement.utf8
                index += needle.count
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
