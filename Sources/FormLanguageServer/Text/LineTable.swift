/// Where each line of UTF-8 text starts and where its content ends (before its line break).
///
/// Two conventions of what ends a line matter here. LSP ends lines at LF, CRLF and CR. libyaml,
/// which decides the lines of formc's own locations, also ends them at NEL (U+0085), LINE
/// SEPARATOR (U+2028) and PARAGRAPH SEPARATOR (U+2029); a document holding one of those has
/// more YAML lines than LSP lines, so the two tables differ. libyaml also skips a byte order mark:
/// its first line starts after one.
struct LineTable: Sendable, Equatable {
  /// What ends a line.
  enum Breaks: Sendable {
    /// LF, CRLF and CR (LSP).
    case lsp
    /// LF, CRLF, CR, NEL, LS and PS (libyaml).
    case yaml
  }

  /// The byte offset of each line's first byte; never empty.
  private(set) var starts: [Int]
  /// The byte offset just after each line's content (where its break starts).
  private(set) var ends: [Int]
  /// Whether the YAML table differs from the LSP one: the text holds a break only YAML counts
  /// (NEL, LS or PS), or starts with a byte order mark.
  private(set) var hasYAMLOnlyBreaks = false

  /// The number of lines (a text ending in a break has an empty last line).
  var count: Int { starts.count }

  /// Scans `bytes`.
  init(_ bytes: [UInt8], breaks: Breaks) {
    let hasMark = bytes.starts(with: [0xEF, 0xBB, 0xBF])
    var starts = [breaks == .yaml && hasMark ? 3 : 0]
    var ends: [Int] = []
    var yamlOnly = false
    bytes.withUnsafeBufferPointer { text in
      var index = 0
      let count = text.count
      while index < count {
        let byte = text[index]
        if byte == 0x0A {
          ends.append(index)
          index += 1
          starts.append(index)
        } else if byte == 0x0D {
          ends.append(index)
          index += index + 1 < count && text[index + 1] == 0x0A ? 2 : 1
          starts.append(index)
        } else if byte == 0xC2, index + 1 < count, text[index + 1] == 0x85 {
          yamlOnly = true
          if breaks == .yaml {
            ends.append(index)
            starts.append(index + 2)
          }
          index += 2
        } else if byte == 0xE2, index + 2 < count, text[index + 1] == 0x80,
          text[index + 2] == 0xA8 || text[index + 2] == 0xA9
        {
          yamlOnly = true
          if breaks == .yaml {
            ends.append(index)
            starts.append(index + 3)
          }
          index += 3
        } else {
          index += 1
        }
      }
      ends.append(count)
    }
    self.starts = starts
    self.ends = ends
    hasYAMLOnlyBreaks = yamlOnly || hasMark
  }

  /// The 0-based line holding byte `offset` (a break belongs to the line it ends).
  func line(containing offset: Int) -> Int {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }
}
