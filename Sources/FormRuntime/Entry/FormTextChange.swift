/// What ``FormTextEditor/change(old:new:charactersAfterCaret:)`` makes of a control's edit.
public struct FormTextChange: Sendable, Hashable {
  /// The text to keep.
  public var text: String
  /// Where the caret goes in ``text`` (a UTF-16 offset), when the editor changed the edit (a
  /// limit or a format); `nil` when the edit stands as the control made it, its caret with it.
  public var caret: Int?
  /// Where the control put the caret when it made the edit (a UTF-16 offset of the edited text).
  public var editedCaret: Int

  /// A change: the text kept, the caret the editor puts, the caret the control put.
  public init(text: String, caret: Int?, editedCaret: Int) {
    self.text = text
    self.caret = caret
    self.editedCaret = editedCaret
  }
}
