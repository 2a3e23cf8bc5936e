import FormTestSupport
import Testing

@testable import FormCodegen

/// `ByteBuffer` grows past its first capacity many times over; whatever the mix of appends, it
/// must hold what an array given the same appends holds.
struct ByteBufferTests {
  @Test(arguments: [0, 1, 256, 1000])
  func holdsWhatAnArrayHolds(capacity: Int) {
    var random = SplitMix64(seed: UInt64(capacity) &+ 7)
    var buffer = ByteBuffer(capacity: capacity)
    var expected: [UInt8] = []
    for _ in 0..<2_000 {
      switch random.next() % 3 {
      case 0:
        let piece = (0..<Int(random.next() % 300)).map { _ in
          UInt8(truncatingIfNeeded: random.next())
        }
        buffer.append(piece)
        expected += piece
      case 1:
        let byte = UInt8(truncatingIfNeeded: random.next())
        buffer.append(byte: byte)
        expected.append(byte)
      default:
        let count = Int(random.next() % 20)
        buffer.append(repeating: 0x20, count: count)
        expected += Array(repeating: 0x20, count: count)
      }
      #expect(buffer.count == expected.count)
    }
    #expect(buffer.withUnsafeBufferPointer { Array($0) } == expected)
  }

  @Test func anEmptyAppendChangesNothing() {
    var buffer = ByteBuffer(capacity: 0)
    buffer.append([])
    buffer.append(repeating: 1, count: 0)
    #expect(buffer.count == 0)
    #expect(buffer.withUnsafeBufferPointer { $0.isEmpty })
  }
}
