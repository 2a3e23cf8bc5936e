/// An edit of an input's text, as a text control reports it: the text before and after.
///
/// SwiftUI's multi-line inputs (`TextField(axis: .vertical)`, `TextEditor`) report Return from
/// the software keyboard only as a newline in their text; ``isReturn`` recognizes it, so that an
/// input whose spec says Return moves on or submits can do that instead.
public struct FormTextEdit: Sendable, Hashable {
  /// The text before the edit.
  public var old: String
  /// The text after the edit.
  public var new: String

  /// An edit from `old` to `new`.
  public init(old: String, new: String) {
    self.old = old
    self.new = new
  }

  /// Whether the edit inserted one newline and nothing else (Return on a multi-line input).
  public var isReturn: Bool {
    guard new.count == old.count + 1 else { return false }
    var oldIndex = old.startIndex
    var newIndex = new.startIndex
    while oldIndex < old.endIndex, old[oldIndex] == new[newIndex] {
      old.formIndex(after: &oldIndex)
      new.formIndex(after: &newIndex)
    }
    return new[newIndex] == "\n" && old[oldIndex...] == new[new.index(after: newIndex)...]
  }
}
