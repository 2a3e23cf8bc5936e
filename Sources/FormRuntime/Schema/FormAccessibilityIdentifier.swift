/// The accessibility identifiers FormRuntime gives a form's views, which UI tests find them by
/// (identifiers, unlike labels, do not change with the language).
///
/// The UIKit controller and the SwiftUI modifiers set them; formc's generated UI tests and
/// `FormUITesting` query them. An identifier the app set itself on an input is kept.
public enum FormAccessibilityIdentifier {
  /// An input's identifier: its id in the spec (`email`).
  public static func input(_ id: String) -> String { id }
  /// An input's identifier.
  public static func input<Field: FormField>(_ field: Field) -> String { field.rawValue }
  /// The identifier of a label or button that `visibleWhen` hides: its id in the spec
  /// (`referralBonus`). The UIKit controller sets it on the node's `UILabel` or `UIButton` unless
  /// the screen set one.
  public static func node(_ id: String) -> String { id }
  /// The identifier of the view that shows an input's validation message:
  /// `formc.error.<id>` (`formc.error.givenName`), so that a UI test finds the message under
  /// the input it belongs to. The UIKit controller sets it on the screen's
  /// `FormViews.formErrorView(for:)` unless the screen set one; a screen that shows its messages
  /// in views it does not return there sets it itself.
  public static func error(_ id: String) -> String { "formc.error." + id }
  /// The identifier of the view that shows an input's validation message.
  public static func error<Field: FormField>(_ field: Field) -> String { error(field.rawValue) }
  /// The keyboard toolbar's Previous.
  public static let previous = "formc.toolbar.previous"
  /// The keyboard toolbar's Next.
  public static let next = "formc.toolbar.next"
  /// The keyboard toolbar's Done.
  public static let done = "formc.toolbar.done"
  /// The form's submit button (`FormSubmitButton`; a UIKit screen sets it on its own button, or
  /// gives the button the spec's id).
  public static let submit = "formc.submit"
  /// The navigation bar's submit button (`actions.submit`) of a form that also has a submit button
  /// in its content, so that each identifier names one element; with no content submit button,
  /// the navigation bar's is ``submit``.
  public static let navigationBarSubmit = "formc.submit.navigationBar"
  /// The keyboard toolbar's submit button (`actions.submit` placed `keyboardToolbar`) of a form
  /// that also has a submit button in its content; with no content submit button it is ``submit``.
  public static let keyboardToolbarSubmit = "formc.submit.keyboardToolbar"
  /// The cancel button of the form's `actions`.
  public static let cancel = "formc.cancel"
  /// The spinner beside an input while its app check runs (`check` in the spec):
  /// `formc.check.<id>` (`formc.check.username`), so that a UI test can wait for the check to
  /// end. FormRuntime's spinners have it (a UIKit screen's `FormViews.formShowCheckPending(_:for:)`
  /// by default, SwiftUI's `FormTextField`, which also identifies an app's own indicator given
  /// to `formCheckIndicator(_:)`).
  public static func check(_ id: String) -> String { "formc.check." + id }
  /// The spinner beside an input while its app check runs.
  public static func check<Field: FormField>(_ field: Field) -> String { check(field.rawValue) }
}
