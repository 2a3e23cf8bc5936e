#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// UTF-8 bytes appended at the end of one growing allocation.
///
/// An append is a capacity check and a `memcpy`. `Array.append(contentsOf:)` also checks that its
/// storage is unique and keeps more bookkeeping, which cost more than the copying itself when a
/// rendered file is assembled from a thousand short pieces. Being non-copyable, the buffer owns
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

  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    if count + bytes.count > capacity { grow(toAtLeast: count + bytes.count) }
    (base + count).initialize(from: source, count: bytes.count)
    count += bytes.count
  }

  mutating func append(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { append($0) }
  }

  mutating func append(byte: UInt8) {
    if count == capacity { grow(toAtLeast: count + 1) }
    (base + count).initialize(to: byte)
    count += 1
  }

  mutating func append(repeating byte: UInt8, count repeated: Int) {
    guard repeated > 0 else { return }
    if count + repeated > capacity { grow(toAtLeast: count + repeated) }
    (base + count).initialize(repeating: byte, count: repeated)
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

  private mutating func grow(toAtLeast minimum: Int) {
    let newCapacity = max(minimum, capacity * 2)
    guard let memory = realloc(base, newCapacity) else { fatalError("out of memory") }
    base = memory.assumingMemoryBound(to: UInt8.self)
    capacity = newCapacity
  }
}
