import Testing

@testable import FormCodegen

/// `ByteCopy` copies and fills short runs by words that may overlap: every length must write
/// exactly its run, whatever the offsets, and nothing on either side of it.
struct ByteCopyTests {
  @Test func copiesEveryLengthExactly() {
    let source = (0..<80).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
    for count in 0...70 {
      for offset in [0, 1, 3, 7] {
        var destination = [UInt8](repeating: 0xEE, count: 90)
        source.withUnsafeBufferPointer { from in
          destination.withUnsafeMutableBufferPointer { to in
            ByteCopy.copy(
              from: from.baseAddress! + offset, to: to.baseAddress! + 5, count: count)
          }
        }
        var expected = [UInt8](repeating: 0xEE, count: 90)
        expected.replaceSubrange(5..<(5 + count), with: source[offset..<(offset + count)])
        #expect(destination == expected, "count \(count) offset \(offset)")
      }
    }
  }

  @Test func fillsEveryLengthExactly() {
    for count in 0...40 {
      var destination = [UInt8](repeating: 0xEE, count: 50)
      destination.withUnsafeMutableBufferPointer { to in
        ByteCopy.fill(to.baseAddress! + 3, with: 0x20, count: count)
      }
      var expected = [UInt8](repeating: 0xEE, count: 50)
      expected.replaceSubrange(3..<(3 + count), with: repeatElement(0x20, count: count))
      #expect(destination == expected, "count \(count)")
    }
  }

  /// A piece between two bytes (a literal's quotes, a member's dot) is appended as the three
  /// appends one after another would, across the buffer's growth.
  @Test func aPieceBetweenTwoBytesIsAppendedWhole() {
    var buffer = ByteBuffer(capacity: 0)
    var expected: [UInt8] = []
    for length in 0..<300 {
      let piece = (0..<length).map { UInt8(truncatingIfNeeded: $0 + length) }
      let last: UInt8? = length % 3 == 0 ? nil : 0x22
      piece.withUnsafeBufferPointer { buffer.append(0x2E, $0, last) }
      expected.append(0x2E)
      expected += piece
      if let last { expected.append(last) }
      #expect(buffer.count == expected.count)
    }
    #expect(buffer.withUnsafeBufferPointer { Array($0) } == expected)
  }
}
