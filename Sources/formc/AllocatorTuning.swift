#if canImport(Glibc)
  import Glibc
#endif

/// Process-wide tuning of the C allocator, applied once at start-up.
///
/// A run of `formc` allocates and frees many short-lived buffers per spec (the YAML tree, the
/// form, the generated text). With glibc's defaults the top of the heap is handed back to the
/// kernel whenever enough of it is free, and taken again a moment later: over the benchmark
/// corpus that was about 1,500 `brk` calls and 7,000 page faults of fresh zeroed pages, 3–4 % of
/// `formc generate`. Asking for the heap in larger steps and keeping what was freed (up to a
/// bound) leaves peak memory as it was: the pages kept are the ones the run already touched.
/// Other C libraries keep their own defaults.
enum AllocatorTuning {
  /// How much more than asked the heap grows by at a time.
  static let topPad: Int32 = 32 << 20
  /// How much free memory at the top of the heap is kept rather than handed back.
  static let trimThreshold: Int32 = 256 << 20

  /// Applies the tuning; call before the first large allocation. `mallopt` is looked up at run
  /// time (the Glibc module does not bring in `malloc.h`); its option numbers are glibc's ABI.
  static func apply() {
    #if canImport(Glibc)
      typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
      let mallopt = unsafeBitCast(symbol, to: MallOpt.self)
      let trimThresholdOption: Int32 = -1  // M_TRIM_THRESHOLD
      let topPadOption: Int32 = -2  // M_TOP_PAD
      _ = mallopt(topPadOption, topPad)
      _ = mallopt(trimThresholdOption, trimThreshold)
    #endif
  }
}
