import DiffEngine
import Storyboard
import TextIntake
import Wire

/// The frames of a trace request, as `diffstep step` makes them: the whole table's walkthrough
/// up to `Limits.steppedCells` cells, past it the diagonal band's (``BandedStoryboard``), a
/// window of at most that many cells around the path.
struct TraceFrames {
    /// The edit distance.
    var distance: Int
    /// The frames the page steps through.
    var sequence: FrameSequence
    /// What a banded table is (nil for a whole one).
    var band: Band?

    /// The facts of a banded table the page shows beside its frames.
    struct Band {
        /// The storyboard told.
        var storyboard: BandedStoryboard
        /// Whether the ops notation was asked for, which a band cannot show (its cells show costs).
        var opsAsked: Bool

        /// `{"k", "rows": [first, last], "columns": [first, last], "cells", "computed"}`, and
        /// `"note"` when the ops notation was asked for (why the cells show costs).
        func json(language: Language) -> JSON {
            let (trace, window) = (storyboard.trace, storyboard.window)
            var members = [
                JSON.Member("k", .int(trace.band)),
                JSON.Member("rows", .array([.int(window.rows.lowerBound), .int(window.rows.upperBound)])),
                JSON.Member("columns", .array([.int(window.columns.lowerBound), .int(window.columns.upperBound)])),
                JSON.Member("cells", .int(trace.rows.multipliedReportingOverflow(by: trace.columns).partialValue)),
                JSON.Member("computed", .int(trace.computedCells)),
            ]
            if opsAsked { members.append(JSON.Member("note", .string(BandedStoryboard.opsNotationPageNote[language]))) }
            return .object(members)
        }
    }
}

extension WebEngine {
    /// The frames of a trace request, their words in `language` only, or the page's words
    /// refusing it.
    /// - Throws: `WebEngineError` for an unknown option, or a band over `Limits.tracedCells`
    ///   slots (the limit of `diffstep step`'s band).
    static func traceFrames(
        source: String, target: String, unit: String, tieBreak: String, notation: String, language: Language
    ) throws(WebEngineError) -> TraceFrames {
        let unit = try option(TokenUnit.self, unit, name: "unit")
        let tieBreak = try option(TieBreak.self, tieBreak, name: "tie-break")
        let notation = try option(CellChoice.self, notation, name: "notation")
        let (sourceTokens, targetTokens) = (unit.tokens(of: source), unit.tokens(of: target))
        let limit = Limits.steppedCells
        let (cells, overflow) = (sourceTokens.count + 1).multipliedReportingOverflow(by: targetTokens.count + 1)
        if !overflow, cells <= limit {
            do throws(DiffEngineError) {
                let trace = try Trace(
                    source: sourceTokens, target: targetTokens, tieBreak: tieBreak, maximumCells: limit)
                let storyboard = TraceStoryboard(
                    trace: trace, cellText: notation == .ops ? .notation : .cost, unit: unit, language: language)
                return TraceFrames(distance: trace.distance, sequence: storyboard.sequence, band: nil)
            } catch {
                throw refusal(error, table: TableName.table)
            }
        }
        let banded: BandedTrace<String>
        do throws(DiffEngineError) {
            banded = try BandedTrace(
                source: sourceTokens, target: targetTokens, tieBreak: tieBreak,
                maximumCells: max(limit, Limits.tracedCells))
        } catch {
            throw refusal(error, table: TableName.band)
        }
        let window = BandedStoryboard.Window.around(banded, maximumCells: limit)
        let storyboard = BandedStoryboard(trace: banded, window: window)
        return TraceFrames(
            distance: banded.distance, sequence: storyboard.sequence,
            band: TraceFrames.Band(storyboard: storyboard, opsAsked: notation == .ops))
    }

    /// The limit of `diffstep step`, which shows every step too, in the page's own words.
    static func refusal(_ error: DiffEngineError, table: Localized) -> WebEngineError {
        WebEngineError(
            DiffEngineErrorWords.localized(
                error, table: table, wayOut: EngineWords.tryShorterTexts, flag: nil))
    }
}
