#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// UTF-8 bytes appended at the end of one growing allocation.
///
/// An append is a capacity check and a copy (``ByteCopy``: a few word stores for up to 32 bytes,
/// `memcpy` past that). `Array.append(contentsOf:)` also checks that its storage is unique and
/// keeps more bookkeeping, which cost more than the copying itself when a rendered file is
/// assembled from a thousand short pieces. Being non-copyable, the buffer owns
/// its allocation outright and frees it when it goes.
///
/// The allocation is the C library's and grows with `realloc`, which extends a block in place
/// or, for a large one, remaps its pages (glibc's `mremap`): a 16 MB file's buffer is never held
/// twice, old and new side by side, while it grows, and pages past what was written are never
/// touched, so they take no memory.
struct ByteBuffer: ~Copyable {
  private var base: UnsafeMutablePointer<UInt8>
  /// How many bytes have been appended.
  private(set) var count = 0
  private var capacity: Int

  init(capacity: Int) {
    self.capacity = max(capacity, 256)
    guard let memory = malloc(self.capacity) else { fatalError("out of memory") }
    base = memory.assumingMemoryBound(to: UInt8.self)
  }

  deinit { free(base) }

  /// Appends `bytes`: a run of up to 32 bytes is copied inline (``ByteCopy``), a longer one by
  /// `memcpy`.
  @inline(__always)
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress else { return }
    if count + bytes.count > capacity { grow(toAtLeast: count + bytes.count) }
    ByteCopy.copy(from: source, to: base + count, count: bytes.count)
    count += bytes.count
  }

  /// Appends `first`, then `bytes`, then `last` if any (a literal's quotes, a member's dot),
  /// with one capacity check.
  @inline(__always)
  mutating func append(_ first: UInt8, _ bytes: UnsafeBufferPointer<UInt8>, _ last: UInt8?) {
    let needed = bytes.count + (last == nil ? 1 : 2)
    if count + needed > capacity { grow(toAtLeast: count + needed) }
    base[count] = first
    if let source = bytes.baseAddress {
      ByteCopy.copy(from: source, to: base + count + 1, count: bytes.count)
    }
    if let last { base[count + 1 + bytes.count] = last }
    count += needed
  }

  mutating func append(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { append($0) }
  }

  @inline(__always)
  mutating func append(byte: UInt8) {
    if count == capacity { grow(toAtLeast: count + 1) }
    (base + count).initialize(to: byte)
    count += 1
  }

  /// Appends `repeated` copies of `byte` (nothing for a count of zero or less); up to 16 are
  /// written inline (``ByteCopy/fill(_:with:count:)``).
  @inline(__always)
  mutating func append(repeating byte: UInt8, count repeated: Int) {
    guard repeated > 0 else { return }
    if count + repeated > capacity { grow(toAtLeast: count + repeated) }
    ByteCopy.fill(base + count, with: byte, count: repeated)
    count += repeated
  }

  /// The last byte appended, if any.
  var last: UInt8? { count == 0 ? nil : base[count - 1] }

  /// Removes the last byte appended.
  mutating func removeLast() {
    precondition(count > 0, "removeLast() on an empty buffer")
    count -= 1
  }

  /// Lets `body` rewrite the bytes where they are: it gets the storage, room for at least
  /// `extra` bytes past the ones appended so far, and their count, and returns how many bytes
  /// the buffer holds afterwards (at most the count plus `extra`).
  mutating func rewrite(reserving extra: Int, _ body: (UnsafeMutablePointer<UInt8>, Int) -> Int) {
    if count + extra > capacity { grow(toAtLeast: count + extra) }
    let newCount = body(base, count)
    precondition(newCount >= 0 && newCount <= count + extra, "rewrite overran its room")
    count = newCount
  }

  /// Calls `body` with the bytes appended so far.
  func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    body(UnsafeBufferPointer(start: base, count: count))
  }

  @inline(never)
  private mutating func grow(toAtLeast minimum: Int) {
    let newCapacity = max(minimum, capacity * 2)
    guard let memory = realloc(base, newCapacity) else { fatalError("out of memory") }
    base = memory.assumingMemoryBound(to: UInt8.self)
    capacity = newCapacity
  }
}
