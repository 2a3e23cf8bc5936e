/// UTF-8 bytes appended at the end of one growing allocation.
///
/// An append is a capacity check and a `memcpy`. `Array.append(contentsOf:)` also checks that its
/// storage is unique and keeps more bookkeeping, which cost more than the copying itself when a
/// rendered file is assembled from a thousand short pieces. Being non-copyable, the buffer owns
/// its allocation outright and frees it when it goes.
struct ByteBuffer: ~Copyable {
  private var base: UnsafeMutablePointer<UInt8>
  /// How many bytes have been appended.
  private(set) var count = 0
  private var capacity: Int

  init(capacity: Int) {
    self.capacity = max(capacity, 256)
    base = .allocate(capacity: self.capacity)
  }

  deinit { base.deallocate() }

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

  /// Calls `body` with the bytes appended so far.
  func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    body(UnsafeBufferPointer(start: base, count: count))
  }

  private mutating func grow(toAtLeast minimum: Int) {
    let newCapacity = max(minimum, capacity * 2)
    let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newBase.initialize(from: base, count: count)
    base.deallocate()
    base = newBase
    capacity = newCapacity
  }
}
