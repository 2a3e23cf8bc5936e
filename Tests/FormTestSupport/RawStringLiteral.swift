/// Text embedded in Swift source as a multi-line raw string literal, the way formc compiles its
/// templates and device catalog in.
public enum RawStringLiteral {
  /// One more `#` than the longest run of `#` in `text`, so nothing in it can end the literal or
  /// interpolate.
  public static func hashes(for text: String) -> String {
    var longest = 0
    var run = 0
    for character in text {
      run = character == "#" ? run + 1 : 0
      longest = max(longest, run)
    }
    return String(repeating: "#", count: longest + 1)
  }

  /// `text` with each non-empty line indented by `indent` spaces, as deep as the closing delimiter,
  /// which strips it again.
  public static func indented(_ text: String, by indent: Int = 4) -> String {
    let prefix = String(repeating: " ", count: indent)
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : prefix + $0 }.joined(separator: "\n")
  }
}
