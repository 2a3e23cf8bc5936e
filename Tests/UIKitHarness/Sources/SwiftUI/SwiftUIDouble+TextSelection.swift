// The caret of the double's text inputs and the selection binding of a text field (iOS 18). Not
// Apple API; every modelled rule cites Apple's documentation or says it is not documented.

extension SwiftUIHost {
  /// The user puts the caret of the focused input at a UTF-16 offset of its text (a tap between
  /// two characters), or selects `offset..<end`; then ``settle()``. A text field with a selection
  /// binding reports it: the binding is "A Binding to the variable containing the selection"
  /// (https://developer.apple.com/documentation/swiftui/textfield/init(_:text:selection:prompt:axis:)),
  /// which the text field writes when the user changes the selection, as it writes its text
  /// binding when the user edits ("the text field updates this value continuously as the user
  /// types or otherwise edits the text in the field",
  /// https://developer.apple.com/documentation/swiftui/textfield).
  public func placeCaret(at offset: Int, through end: Int? = nil) async {
    guard let node = focusedInput, let binding = node.textBinding else {
      preconditionFailure("no focused text input")
    }
    let text = await binding.read()
    let range = clampedUTF16(offset..<max(end ?? offset, offset), in: text)
    carets[node.path] = range
    if #available(iOS 18.0, *), let selection = node.selectionBinding?.textSelection {
      await selection.write(TextSelection(utf16: range, in: text))
    }
    settle()
  }

  /// The focused input's caret or selected range, in UTF-16 offsets of its text: a selection the
  /// app set through the text field's selection binding moves it there
  /// (``SwiftUIHost/edit(replacingCaretWith:)``); an input the user never placed it in has it at
  /// the end of its text. `nil` without a focused input.
  /// double only: the focused input's caret or selected range, in UTF-16 offsets of its ….
  public func caret() async -> Range<Int>? {
    guard let node = focusedInput, let binding = node.textBinding else { return nil }
    let text = await binding.read()
    return await currentCaret(of: node, in: text)
  }

  /// One edit of the focused input at its caret: `replacement` in place of the selection, or
  /// (`nil`, Delete) the selection removed, or with an insertion point the character before it
  /// (nothing at the start of the text). Then ``settle()``, and the caret goes:
  /// - with a selection binding (iOS 18) whose value the app set, where the binding says: a
  ///   "Binding to the variable containing the selection" is read as well as written
  ///   (https://developer.apple.com/documentation/swiftui/textfield/init(_:text:selection:prompt:axis:));
  /// - else, when the text binding kept the edited text, after the inserted text (where the
  ///   deleted text was);
  /// - else (the app replaced the text: a limit or a format) at the end of the text. Not
  ///   documented by Apple: the behaviour issue 32 reports (the caret jumps to the end when the
  ///   text changes under it), as the `UITextField` a text field is on iOS does when its text is
  ///   set (the UIKit double's `UITextField.text`).
  ///
  /// The text field writes its text binding, then (iOS 18) its selection binding with the caret
  /// after the edit in the edited text; Apple does not document the order of the two writes.
  func edit(replacingCaretWith replacement: String?) async {
    guard let node = focusedInput, let binding = node.textBinding else {
      preconditionFailure("no focused text input")
    }
    let old = await binding.read()
    let selected = await currentCaret(of: node, in: old)
    var utf16 = Array(old.utf16)
    var range = selected
    if replacement == nil, range.isEmpty {
      guard range.lowerBound > 0 else { return }
      // The whole character before the caret.
      let caret = String.Index(utf16Offset: range.lowerBound, in: old)
      let before = old.index(before: caret)
      range = before.utf16Offset(in: old)..<range.lowerBound
    }
    let inserted = Array((replacement ?? "").utf16)
    utf16.replaceSubrange(range, with: inserted)
    let new = String(decoding: utf16, as: UTF16.self)
    let caret = range.lowerBound + inserted.count
    await binding.write(new)
    if #available(iOS 18.0, *), let selection = node.selectionBinding?.textSelection {
      await selection.write(TextSelection(utf16: caret..<caret, in: new))
    }
    settle()
    let shown = await binding.read()
    carets[node.path] = shown == new ? caret..<caret : shown.utf16.count..<shown.utf16.count
    if #available(iOS 18.0, *), let selection = node.selectionBinding?.textSelection,
      let reported = await selection.read()
    {
      carets[node.path] = reported.utf16Range(in: shown)
    }
  }

  /// The caret of an input in `text`: the app's selection (iOS 18), else where the user left it,
  /// else the end of the text.
  private func currentCaret(of node: SwiftUINode, in text: String) async -> Range<Int> {
    if #available(iOS 18.0, *), let selection = node.selectionBinding?.textSelection,
      let value = await selection.read()
    {
      return value.utf16Range(in: text)
    }
    let end = text.utf16.count
    return clampedUTF16(carets[node.path] ?? end..<end, in: text)
  }
}

/// A UTF-16 range brought inside `text`. Not Apple API.
func clampedUTF16(_ range: Range<Int>, in text: String) -> Range<Int> {
  let count = text.utf16.count
  let lower = min(max(range.lowerBound, 0), count)
  return lower..<min(max(range.upperBound, lower), count)
}

extension TextFieldSelection {
  /// The binding, as the text field was given it.
  @available(iOS 18.0, *)
  var textSelection: Binding<TextSelection?>? { binding as? Binding<TextSelection?> }
}

@available(iOS 18.0, *)
extension TextSelection {
  /// A selection of a UTF-16 range of `text` (an insertion point when empty). Not Apple API.
  init(utf16 range: Range<Int>, in text: String) {
    let lower = String.Index(utf16Offset: range.lowerBound, in: text)
    let upper = String.Index(utf16Offset: range.upperBound, in: text)
    self.init(range: lower..<upper)
  }

  /// The selection as a UTF-16 range of `text`, clamped to it (the first range of several).
  /// Not Apple API.
  func utf16Range(in text: String) -> Range<Int> {
    let range: Range<String.Index>
    switch indices {
    case .selection(let selected): range = selected
    case .multiSelection(let ranges):
      guard let first = ranges.ranges.first else { return text.utf16.count..<text.utf16.count }
      range = first
    }
    guard range.upperBound <= text.endIndex else { return text.utf16.count..<text.utf16.count }
    return clampedUTF16(
      range.lowerBound.utf16Offset(in: text)..<range.upperBound.utf16Offset(in: text), in: text)
  }
}
