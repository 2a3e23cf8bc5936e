/// A text shown instead of its default while an app flag is set: one entry of a spec text's
/// `when` list (`{flag: isEditing, text: Edit Card}`), localized where the spec's strings are.
public struct FormTextVariant: Sendable, Hashable {
  /// The app flag (a name of ``FormSchema/flags``).
  public var flag: String
  /// The text shown while the flag is set.
  public var text: String

  /// Creates a variant.
  public init(flag: String, text: String) {
    self.flag = flag
    self.text = text
  }

  /// The text of the first variant whose flag is set, in list order, else `text`.
  public static func text(
    _ text: String, _ variants: [FormTextVariant], isFlagSet: (String) -> Bool
  ) -> String {
    for variant in variants where isFlagSet(variant.flag) { return variant.text }
    return text
  }
}

/// Which of a form's actions outside its content (`actions.submit`, `actions.cancel`).
public enum FormActionRole: String, Sendable, Hashable, CaseIterable {
  /// `actions.submit`.
  case submit
  /// `actions.cancel`.
  case cancel
}
