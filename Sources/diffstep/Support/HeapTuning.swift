#if canImport(Glibc)
    import Glibc

    /// glibc's allocator set for a short run that builds a few big arrays.
    ///
    /// By default each array over 128 KiB gets pages of its own from `mmap` and gives them
    /// back when freed, so the next one faults in fresh zeroed pages again; a 100,000-line
    /// diff makes dozens of such arrays. Raising the thresholds keeps them on the heap,
    /// where freed pages are reused (measured: about 1,000 fewer page faults and 10% less
    /// CPU for that diff). `mallopt` is declared in `<malloc.h>`, which the Glibc module
    /// leaves out, so it is looked up by name; without it nothing changes.
    enum HeapTuning {
        static func apply() {
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
            let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
            // M_TRIM_THRESHOLD (-1), M_TOP_PAD (-2), M_MMAP_THRESHOLD (-3; 32 MiB is its most).
            _ = mallopt(-1, 256 << 20)
            _ = mallopt(-2, 16 << 20)
            _ = mallopt(-3, 32 << 20)
        }
    }
#endif
