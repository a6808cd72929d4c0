// The C ABI of engine.wasm (built by Scripts/build-wasm.sh, never natively): the page writes
// UTF-8 into buffers from `alloc`, passes (pointer, length) pairs, and reads the JSON at the
// returned pointer, `result_len()` bytes long, before the next call replaces it.
// The texts of trace, heckel, batch and snapshot come in the order of their option enums
// (EngineCommand.swift), which the page's loader gets from `diffstep site`; the labelled calls
// below cost no bytes, and Scripts/checks/wasm-parity.sh (its cases sent by option name, in that
// order) fails if one of them takes its texts in another order.
#if arch(wasm32)
    import DiffEngine

    /// The last call's JSON; freed by the next call.
    nonisolated(unsafe) private var result = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)

    /// `n` bytes for the page to write into; give them back with `dealloc`.
    @_expose(wasm, "alloc") @_cdecl("alloc")
    public func alloc(_ count: Int32) -> UnsafeMutableRawPointer {
        UnsafeMutableRawPointer.allocate(byteCount: max(1, Int(count)), alignment: 8)
    }

    /// Frees a buffer from `alloc`.
    @_expose(wasm, "dealloc") @_cdecl("dealloc")
    public func dealloc(_ pointer: UnsafeMutableRawPointer?) {
        pointer?.deallocate()
    }

    /// The length in bytes of the last call's JSON.
    @_expose(wasm, "result_len") @_cdecl("result_len")
    public func resultLength() -> Int32 { Int32(result.count) }

    /// What this module answers (`WebEngine.parts`): its parts and their kinds.
    @_expose(wasm, "parts") @_cdecl("parts")
    public func parts() -> UnsafeMutablePointer<UInt8>? { finish(WebEngine.parts()) }

    /// The text in a buffer the page wrote (invalid UTF-8 repaired, as `TextEncoder` never writes).
    func text(_ pointer: UnsafePointer<UInt8>?, _ count: Int32) -> String {
        guard let pointer, count > 0 else { return "" }
        return String(decoding: UnsafeBufferPointer(start: pointer, count: Int(count)), as: UTF8.self)
    }

    /// Keeps `json` as the result and returns where it starts.
    func finish(_ json: String) -> UnsafeMutablePointer<UInt8>? {
        result.deallocate()
        var utf8 = json
        result = utf8.withUTF8 { bytes in
            let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, bytes.count))
            _ = copy.initialize(fromContentsOf: bytes)
            return UnsafeMutableBufferPointer(rebasing: copy[0..<bytes.count])
        }
        return result.baseAddress
    }

    #if !ENGINE_PART || ENGINE_PART_TEXT
        /// `WebEngine.trace`: the texts of ``TraceOption``, in its order.
        @_expose(wasm, "trace") @_cdecl("trace")
        public func trace(
            _ source: UnsafePointer<UInt8>?, _ sourceCount: Int32, _ target: UnsafePointer<UInt8>?,
            _ targetCount: Int32,
            _ unit: UnsafePointer<UInt8>?, _ unitCount: Int32, _ tieBreak: UnsafePointer<UInt8>?,
            _ tieBreakCount: Int32,
            _ notation: UnsafePointer<UInt8>?, _ notationCount: Int32, _ language: UnsafePointer<UInt8>?,
            _ languageCount: Int32
        ) -> UnsafeMutablePointer<UInt8>? {
            finish(
                WebEngine.trace(
                    source: text(source, sourceCount), target: text(target, targetCount), unit: text(unit, unitCount),
                    tieBreak: text(tieBreak, tieBreakCount), notation: text(notation, notationCount),
                    language: text(language, languageCount)))
        }

        /// The frames of the last `trace_step`'s texts: the page asks for each frame's words as
        /// it shows it, and only the first call of a run makes the frames.
        nonisolated(unsafe) private var traceStepMemo: WebEngine.TraceStepMemo? = nil

        /// `WebEngine.traceStep`: `trace`'s six arguments, then the step (from 1).
        @_expose(wasm, "trace_step") @_cdecl("trace_step")
        public func traceStep(
            _ source: UnsafePointer<UInt8>?, _ sourceCount: Int32, _ target: UnsafePointer<UInt8>?,
            _ targetCount: Int32,
            _ unit: UnsafePointer<UInt8>?, _ unitCount: Int32, _ tieBreak: UnsafePointer<UInt8>?,
            _ tieBreakCount: Int32,
            _ notation: UnsafePointer<UInt8>?, _ notationCount: Int32, _ language: UnsafePointer<UInt8>?,
            _ languageCount: Int32, _ step: UnsafePointer<UInt8>?, _ stepCount: Int32
        ) -> UnsafeMutablePointer<UInt8>? {
            finish(
                WebEngine.traceStep(
                    source: text(source, sourceCount), target: text(target, targetCount), unit: text(unit, unitCount),
                    tieBreak: text(tieBreak, tieBreakCount), notation: text(notation, notationCount),
                    language: text(language, languageCount), step: text(step, stepCount), memo: &traceStepMemo))
        }

    #endif

    #if !ENGINE_PART || ENGINE_PART_BATCH
        /// `WebEngine.batch`: the texts of ``BatchOption``, in its order.
        @_expose(wasm, "batch") @_cdecl("batch")
        public func batch(
            _ old: UnsafePointer<UInt8>?, _ oldCount: Int32, _ new: UnsafePointer<UInt8>?, _ newCount: Int32,
            _ calls: UnsafePointer<UInt8>?, _ callsCount: Int32, _ view: UnsafePointer<UInt8>?, _ viewCount: Int32,
            _ messages: UnsafePointer<UInt8>?, _ messagesCount: Int32, _ countMessage: UnsafePointer<UInt8>?,
            _ countMessageCount: Int32, _ platform: UnsafePointer<UInt8>?, _ platformCount: Int32,
            _ language: UnsafePointer<UInt8>?, _ languageCount: Int32, _ ios: UnsafePointer<UInt8>?,
            _ iosCount: Int32, _ cached: UnsafePointer<UInt8>?, _ cachedCount: Int32
        ) -> UnsafeMutablePointer<UInt8>? {
            finish(
                WebEngine.batch(
                    old: text(old, oldCount), new: text(new, newCount), calls: text(calls, callsCount),
                    view: text(view, viewCount), messages: text(messages, messagesCount),
                    countMessage: text(countMessage, countMessageCount), platform: text(platform, platformCount),
                    language: text(language, languageCount), ios: text(ios, iosCount), cached: text(cached, cachedCount)
                ))
        }
    #endif

    #if !ENGINE_PART || ENGINE_PART_SNAPSHOT
        /// `WebEngine.snapshot`: the texts of ``SnapshotOption``, in its order.
        @_expose(wasm, "snapshot") @_cdecl("snapshot")
        public func snapshot(
            _ script: UnsafePointer<UInt8>?, _ scriptCount: Int32, _ ios: UnsafePointer<UInt8>?, _ iosCount: Int32,
            _ language: UnsafePointer<UInt8>?, _ languageCount: Int32
        ) -> UnsafeMutablePointer<UInt8>? {
            finish(
                WebEngine.snapshot(
                    script: text(script, scriptCount), ios: text(ios, iosCount), language: text(language, languageCount)
                ))
        }

    #endif

    #if !ENGINE_PART || ENGINE_PART_TEXT
        /// `WebEngine.heckel`: the texts of ``HeckelOption``, in its order.
        @_expose(wasm, "heckel") @_cdecl("heckel")
        public func heckel(
            _ old: UnsafePointer<UInt8>?, _ oldCount: Int32, _ new: UnsafePointer<UInt8>?, _ newCount: Int32,
            _ language: UnsafePointer<UInt8>?, _ languageCount: Int32
        ) -> UnsafeMutablePointer<UInt8>? {
            finish(
                WebEngine.heckel(
                    old: text(old, oldCount), new: text(new, newCount), language: text(language, languageCount)))
        }
    #endif
#endif
