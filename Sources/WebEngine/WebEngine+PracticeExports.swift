// The C ABI of the practice, answer-sheet and explain entries (engine.wasm only; see
// WebEngine+Exports.swift for the calling convention).
#if arch(wasm32)
    /// A (pointer, length) pair the page wrote.
    public typealias Text = UnsafePointer<UInt8>?

    #if !ENGINE_PART || ENGINE_PART_TEXT || ENGINE_PART_BATCH
        /// `WebEngine.practice`: kind, seed, source, target, unit, tie-break, language.
        @_expose(wasm, "practice") @_cdecl("practice")
        public func practice(
            _ kind: Text, _ kindCount: Int32, _ seed: Text, _ seedCount: Int32, _ source: Text, _ sourceCount: Int32,
            _ target: Text, _ targetCount: Int32, _ unit: Text, _ unitCount: Int32, _ tieBreak: Text,
            _ tieBreakCount: Int32, _ language: Text, _ languageCount: Int32
        ) -> UnsafeMutablePointer<UInt8>? {
            finish(
                WebEngine.practice(
                    kind: text(kind, kindCount), seed: text(seed, seedCount), source: text(source, sourceCount),
                    target: text(target, targetCount), unit: text(unit, unitCount),
                    tieBreak: text(tieBreak, tieBreakCount),
                    language: text(language, languageCount)))
        }

        /// `WebEngine.practiceCheck`: kind, the six fields of the problem's `check`, answer, language.
        @_expose(wasm, "practice_check") @_cdecl("practice_check")
        public func practiceCheck(
            _ kind: Text, _ kindCount: Int32, _ a: Text, _ aCount: Int32, _ b: Text, _ bCount: Int32, _ c: Text,
            _ cCount: Int32, _ d: Text, _ dCount: Int32, _ e: Text, _ eCount: Int32, _ f: Text, _ fCount: Int32,
            _ answer: Text, _ answerCount: Int32, _ language: Text, _ languageCount: Int32
        ) -> UnsafeMutablePointer<UInt8>? {
            finish(
                WebEngine.practiceCheck(
                    kind: text(kind, kindCount), text(a, aCount), text(b, bCount), text(c, cCount), text(d, dCount),
                    text(e, eCount), text(f, fCount), answer: text(answer, answerCount),
                    language: text(language, languageCount)))
        }
    #endif

    // Every part but explain holds an exercise kind.
    #if !ENGINE_PART_EXPLAIN
        /// `WebEngine.sheet`: kind, text, source, target, unit, language.
        @_expose(wasm, "sheet") @_cdecl("sheet")
        public func sheet(
            _ kind: Text, _ kindCount: Int32, _ answer: Text, _ answerCount: Int32, _ source: Text,
            _ sourceCount: Int32,
            _ target: Text, _ targetCount: Int32, _ unit: Text, _ unitCount: Int32, _ language: Text,
            _ languageCount: Int32
        ) -> UnsafeMutablePointer<UInt8>? {
            finish(
                WebEngine.sheet(
                    kind: text(kind, kindCount), text: text(answer, answerCount), source: text(source, sourceCount),
                    target: text(target, targetCount), unit: text(unit, unitCount),
                    language: text(language, languageCount))
            )
        }
    #endif

    #if !ENGINE_PART || ENGINE_PART_GRADE || ENGINE_PART_GRADEBATCH
        /// `WebEngine.grade`: kind, text, source, target, old, new, batch, script, ios, items,
        /// points, longer credit, language. One function under the part's name: the grade part
        /// exports it as `grade` (distance, table and alignment sheets), the gradebatch part as
        /// `grade_batch` (batch, predict-crash and snapshot sheets); an engine of one part would
        /// export `grade`, which grades every kind.
        #if ENGINE_PART_GRADEBATCH
            @_expose(wasm, "grade_batch") @_cdecl("grade_batch")
        #else
            @_expose(wasm, "grade") @_cdecl("grade")
        #endif
        public func grade(
            _ kind: Text, _ kindCount: Int32, _ answer: Text, _ answerCount: Int32, _ source: Text,
            _ sourceCount: Int32, _ target: Text, _ targetCount: Int32, _ old: Text, _ oldCount: Int32,
            _ new: Text, _ newCount: Int32, _ batch: Text, _ batchCount: Int32, _ script: Text, _ scriptCount: Int32,
            _ ios: Text, _ iosCount: Int32, _ items: Text, _ itemsCount: Int32, _ points: Text, _ pointsCount: Int32,
            _ longer: Text, _ longerCount: Int32, _ language: Text, _ languageCount: Int32
        ) -> UnsafeMutablePointer<UInt8>? {
            finish(
                WebEngine.grade(
                    kind: text(kind, kindCount), text: text(answer, answerCount), source: text(source, sourceCount),
                    target: text(target, targetCount), old: text(old, oldCount), new: text(new, newCount),
                    batch: text(batch, batchCount), script: text(script, scriptCount), ios: text(ios, iosCount),
                    items: text(items, itemsCount), points: text(points, pointsCount),
                    longerCredit: text(longer, longerCount), language: text(language, languageCount)))
        }
    #endif

    #if !ENGINE_PART || ENGINE_PART_EXPLAIN
        /// `WebEngine.explain`: the pasted text, language.
        @_expose(wasm, "explain") @_cdecl("explain")
        public func explain(_ pasted: Text, _ pastedCount: Int32, _ language: Text, _ languageCount: Int32)
            -> UnsafeMutablePointer<UInt8>?
        {
            finish(WebEngine.explain(text: text(pasted, pastedCount), language: text(language, languageCount)))
        }
    #endif
#endif
