#if canImport(Glibc)
  import Glibc
#endif

/// Process-wide tuning of the C allocator, applied once at start-up.
///
/// A run of `formc` allocates and frees many short-lived buffers per spec (the YAML tree, the
/// form, the generated text). With glibc's defaults the top of the heap is handed back to the
/// kernel whenever enough of it is free, and taken again a moment later: over the benchmark
/// corpus that was about 1,500 `brk` calls and 7,000 page faults of fresh zeroed pages, 3–4 % of
/// `formc generate`. Growing the heap by at least 4 MB at a time (glibc's `M_TOP_PAD`, default
/// 128 KB), which also keeps up to twice that free at its top, removes nearly all of them; peak
/// memory stays within about 0.1 MB of the default (the 5 MB spec's lint: 63.1 MB). Larger pads,
/// or a higher trim threshold, gained nothing more and cost up to 2.5 MB of peak memory. Other C
/// libraries keep their own defaults.
package enum AllocatorTuning {
  /// How much more than asked the heap grows by at a time.
  static let topPad: Int32 = 4 << 20

  /// Applies the tuning; call before the first large allocation. `mallopt` is looked up at run
  /// time (the Glibc module does not bring in `malloc.h`); its option numbers are glibc's ABI.
  package static func apply() {
    #if canImport(Glibc)
      typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
      let mallopt = unsafeBitCast(symbol, to: MallOpt.self)
      let topPadOption: Int32 = -2  // M_TOP_PAD
      _ = mallopt(topPadOption, topPad)
    #endif
  }

  /// The number of inputs from which a spec's reading is worth handing back before rendering
  /// (``releaseFreePages()``). Below it, trimming frees a few pages that the renderer takes back
  /// at once, each as a fresh zeroed page: trimming after every spec of the 500-spec corpus
  /// (3–72 inputs each) cost about 17,000 page faults and 1,150 `madvise` calls, some 10 % of
  /// `generate`'s wall time, for no gain in peak memory. The 5 MB spec has about 13,600 inputs.
  static let trimmedInputs = 1_000

  /// Hands the free pages inside the heap back to the kernel (glibc's `malloc_trim(0)`, which
  /// also releases whole free pages below the heap's top). Called between checking a large spec
  /// and rendering its files (see ``trimmedInputs``): the YAML tree and the decoded spec are freed
  /// by then, and the renderer's allocations are mostly large buffers of their own, so the pages
  /// would otherwise stay resident unused. On the 5 MB spec this lowered `generate`'s peak RSS by
  /// about 3 MB. Looked up at run time, as `mallopt`.
  package static func releaseFreePages() {
    #if canImport(Glibc)
      _ = trim?(0)
    #endif
  }

  #if canImport(Glibc)
    private typealias MallocTrim = @convention(c) (Int) -> Int32
    private static let trim: MallocTrim? = {
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else {
        return nil
      }
      return unsafeBitCast(symbol, to: MallocTrim.self)
    }()
  #endif
}
