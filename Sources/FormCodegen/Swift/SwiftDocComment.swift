/// Documentation comments for generated code, wrapped at the line length.
enum SwiftDocComment {
  /// `/// text`, its words filled onto lines of at most 100 columns when the template puts it at
  /// `column` (a word longer than a line stands alone). A blank line in `text` (`"\n\n"`)
  /// separates paragraphs (`///` alone); words are separated by spaces, and a single line break
  /// counts as a space. No line carries indentation: the renderer indents the later lines to the
  /// tag's column, as it does the first, unless `indent` gives the spaces to write after each
  /// line break. Widths count characters.
  static func lines(_ text: String, column: Int, indent: Int = 0) -> String {
    var out = TextBuffer(capacity: text.utf8.count + 32)
    write(text, column: column, indent: indent, into: &out)
    return out.text
  }

  /// ``lines(_:column:indent:)`` written at the end of `out`, with no `String` in between.
  static func write(_ text: String, column: Int, indent: Int, into out: inout TextBuffer) {
    let budget = SwiftLayout.lineLength - column - 4
    text.withUTF8Bytes { write($0, budget: budget, indent: indent, into: &out) }
  }

  /// A line break, then `///` and another line break when it ends a paragraph.
  private static func newLine(paragraph: Bool, indent: Int, into out: inout TextBuffer) {
    out.newline(indent: indent)
    if paragraph {
      out.append("///")
      out.newline(indent: indent)
    }
  }

  /// The words of `bytes` filled onto lines of at most `budget` columns after `/// `.
  private static func write(
    _ bytes: UnsafeBufferPointer<UInt8>, budget: Int, indent: Int, into out: inout TextBuffer
  ) {
    if ASCIIScan.isSingleSpacedLine(bytes) {
      writeSingleSpaced(bytes, budget: budget, indent: indent, into: &out)
      return
    }
    var lineWidth = -1  // -1: nothing on the line yet
    var index = 0
    var startOfLine = true
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: " ") {
        index += 1
        continue
      }
      if byte == UInt8(ascii: "\n") {
        if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") {
          index += 2
          if !startOfLine || lineWidth >= 0 {
            newLine(paragraph: true, indent: indent, into: &out)
            startOfLine = true
            lineWidth = -1
          }
        } else {
          index += 1
        }
        continue
      }
      // A word: up to the next space or line break.
      var end = index
      var ascii = true
      while end < bytes.count, bytes[end] != UInt8(ascii: " "), bytes[end] != UInt8(ascii: "\n") {
        if bytes[end] >= 0x80 || bytes[end] == UInt8(ascii: "\r") { ascii = false }
        end += 1
      }
      let word = UnsafeBufferPointer(rebasing: bytes[index..<end])
      let width = ascii ? word.count : String(decoding: word, as: UTF8.self).count
      if lineWidth < 0 {
        out.append("/// ")
        out.append(word)
        lineWidth = width
      } else if lineWidth + 1 + width <= budget {
        out.append(byte: UInt8(ascii: " "))
        out.append(word)
        lineWidth += 1 + width
      } else {
        out.newline(indent: indent)
        out.append("/// ")
        out.append(word)
        lineWidth = width
      }
      startOfLine = false
      index = end
    }
    if lineWidth < 0 && startOfLine { out.append("///") }
  }

  /// The same filling for one line of single-spaced ASCII words (most doc comments), a line at
  /// a time: each line is the longest run of words that fits, copied whole.
  private static func writeSingleSpaced(
    _ bytes: UnsafeBufferPointer<UInt8>, budget: Int, indent: Int, into out: inout TextBuffer
  ) {
    let count = bytes.count
    let budget = max(budget, 0)
    var start = 0
    while true {
      if start > 0 { out.newline(indent: indent) }
      out.append("/// ")
      if count - start <= budget {
        out.append(UnsafeBufferPointer(rebasing: bytes[start..<count]))
        return
      }
      // The last word end (a space, or the end) at most `budget` columns in; a first word longer
      // than that stands alone, up to the next space.
      var end = start + budget
      while end > start, bytes[end] != UInt8(ascii: " ") { end -= 1 }
      if end == start {
        end = start + budget + 1
        while end < count, bytes[end] != UInt8(ascii: " ") { end += 1 }
      }
      out.append(UnsafeBufferPointer(rebasing: bytes[start..<end]))
      if end == count { return }
      start = end + 1
    }
  }
}
