import CLibFuzzer

#if canImport(Glibc)
    import Glibc
#endif

/// Runs libFuzzer with this process's arguments (`-max_total_time=600`, corpus folders, a
/// crash file to replay...) on `test`, then exits with libFuzzer's status.
///
/// - Parameter test: the target's `LLVMFuzzerTestOneInput`: any bytes in, 0 out; a trap in
///   it is a finding.
public func runFuzzer(_ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Never {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, test))
}

/// The bytes libFuzzer hands over, as an array (an empty input may come as a null pointer).
public func fuzzBytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data, size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
}
