import FormDiagnostics

/// One entry of a text's `when` list: the text shown while an app flag is set
/// (`{flag: isEditing, text: Edit Card}`).
///
/// A text that accepts variants (the form's `title`, `actions.submit.title`,
/// `actions.cancel.title`) keeps its plain text as the default; its variants are tried in list
/// order, and the first whose flag is set wins.
public struct TextVariant: Sendable {
  /// `flag`: the app flag, located at its name (checked against `flags` by `dangling-reference`).
  public var flag: Located<String>
  /// `text`: the text shown while the flag is set.
  public var text: Located<String>

  /// Creates a variant.
  public init(flag: Located<String>, text: Located<String>) {
    self.flag = flag
    self.text = text
  }
}
