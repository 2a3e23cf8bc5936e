extension FormModel {
  /// The screen's title for the app flags set now: the first `when` entry of the spec's `title`
  /// whose flag is set, else its `text` (a plain title is always itself); `nil` when the spec has
  /// no title. The generated SwiftUI screen of a title with variants shows it in
  /// `.navigationTitle`, and the UIKit keyboard controller puts it into the navigation item as
  /// flags change.
  public var screenTitle: String? {
    guard let title = Self.schema.title else { return nil }
    return FormTextVariant.text(title, Self.schema.titleVariants, isFlagSet: isFlagSet)
  }

  /// The title of an action outside the content (`actions.submit` or `actions.cancel`) for the
  /// app flags set now; empty when the spec has no such action.
  public func actionTitle(_ role: FormActionRole) -> String {
    guard let action = Self.schema.actions[role] else { return "" }
    return action.title(isFlagSet: isFlagSet)
  }

  /// The static text at `index` of the schema's ``FormSchema/texts`` (a section's header or
  /// footer, a label's text, a button's title) for the app flags set now: the first `when` entry
  /// whose flag is set, else its text. The generated SwiftUI screen shows a text with variants
  /// through it, and the UIKit keyboard controller hands it to ``FormViews`` as flags change.
  public func staticText(_ index: Int) -> String {
    Self.schema.texts[index].text(isFlagSet: isFlagSet)
  }
}
