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
  ///
  /// A text of one single-spaced line of printable ASCII (``ASCIIScan/isSingleSpacedLine(_:)``:
  /// most doc comments) is filled a comment line at a time
  /// (``fill(_:lineWidth:budget:indent:into:)``). Any other is taken a line at a time between its
  /// line feeds: each line that is such a line filled the same way, from where the line before
  /// left off, and any other line word by word.
  private static func write(
    _ bytes: UnsafeBufferPointer<UInt8>, budget: Int, indent: Int, into out: inout TextBuffer
  ) {
    // The width of the comment line being written; -1 when no word was written since the start
    // or the last paragraph break.
    var lineWidth = -1
    if ASCIIScan.isSingleSpacedLine(bytes) {
      fill(bytes, lineWidth: &lineWidth, budget: budget, indent: indent, into: &out)
      return
    }
    let count = bytes.count
    var index = 0
    while index < count {
      if bytes[index] == UInt8(ascii: "\n") {
        if index + 1 < count, bytes[index + 1] == UInt8(ascii: "\n") {
          index += 2
          if lineWidth >= 0 {
            newLine(paragraph: true, indent: indent, into: &out)
            lineWidth = -1
          }
        } else {
          index += 1
        }
        continue
      }
      let end = ASCIIScan.firstLineFeed(bytes, from: index) ?? count
      let line = UnsafeBufferPointer(rebasing: bytes[index..<end])
      if ASCIIScan.isSingleSpacedLine(line) {
        fill(line, lineWidth: &lineWidth, budget: budget, indent: indent, into: &out)
      } else {
        writeWords(line, lineWidth: &lineWidth, budget: budget, indent: indent, into: &out)
      }
      index = end
    }
    if lineWidth < 0 { out.append("///") }
  }

  /// The words of `line` (no line feed in it) placed one at a time after the comment line
  /// `lineWidth` columns wide (-1: none yet): separated by any number of spaces, each measured in
  /// characters.
  private static func writeWords(
    _ line: UnsafeBufferPointer<UInt8>, lineWidth: inout Int, budget: Int, indent: Int,
    into out: inout TextBuffer
  ) {
    var index = 0
    while index < line.count {
      if line[index] == UInt8(ascii: " ") {
        index += 1
        continue
      }
      // A word: up to the next space.
      var end = index
      var ascii = true
      while end < line.count, line[end] != UInt8(ascii: " ") {
        if line[end] >= 0x80 || line[end] == UInt8(ascii: "\r") { ascii = false }
        end += 1
      }
      let word = UnsafeBufferPointer(rebasing: line[index..<end])
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
      index = end
    }
  }

  /// The same placing for one line of single-spaced ASCII words
  /// (``ASCIIScan/isSingleSpacedLine(_:)``), a comment line at a time: the longest run of words
  /// that fits after what the current comment line holds, then on each new line the longest run
  /// that fits, copied whole.
  private static func fill(
    _ line: UnsafeBufferPointer<UInt8>, lineWidth: inout Int, budget: Int, indent: Int,
    into out: inout TextBuffer
  ) {
    let count = line.count
    var start = 0
    if lineWidth >= 0 {
      // The words whose end is at most `room` bytes in fit after a space.
      let room = budget - lineWidth - 1
      if count <= room {
        out.append(byte: UInt8(ascii: " "))
        out.append(line)
        lineWidth += 1 + count
        return
      }
      if room > 0 {
        var end = room
        while end > 0, line[end] != UInt8(ascii: " ") { end -= 1 }
        if end > 0 {
          out.append(byte: UInt8(ascii: " "))
          out.append(UnsafeBufferPointer(rebasing: line[0..<end]))
          start = end + 1
        }
      }
      out.newline(indent: indent)
    }
    let budget = max(budget, 0)
    while true {
      out.append("/// ")
      if count - start <= budget {
        out.append(UnsafeBufferPointer(rebasing: line[start..<count]))
        lineWidth = count - start
        return
      }
      // The last word end (a space, or the end) at most `budget` columns in; a first word longer
      // than that stands alone, up to the next space.
      var end = start + budget
      while end > start, line[end] != UInt8(ascii: " ") { end -= 1 }
      if end == start {
        end = start + budget + 1
        while end < count, line[end] != UInt8(ascii: " ") { end += 1 }
      }
      out.append(UnsafeBufferPointer(rebasing: line[start..<end]))
      if end == count {
        lineWidth = end - start
        return
      }
      start = end + 1
      out.newline(indent: indent)
    }
  }
}
