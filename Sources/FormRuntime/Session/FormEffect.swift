/// What a form's screen must change, as a ``FormSession`` decides it: only what changed since the
/// views were last told. A platform adapter (UIKit's `FormKeyboardController`, or a test) applies
/// them in order.
public enum FormEffect<Field: FormField>: Sendable, Hashable {
  /// Something that shows or hides: an input, or another node with a `visibleWhen` (by id).
  public enum Node: Sendable, Hashable {
    /// An input (with its title and row).
    case input(Field)
    /// A label, section, stack, button or scroll view, by id.
    case node(String)
  }

  /// Show (`false`) or hide (`true`) a node.
  case setHidden(Node, Bool)
  /// Put a value into an input's view (app code set it; the view does not show it yet).
  case setText(Field, String)
  /// Change the return key an input shows; `reload` when the input is first responder, whose
  /// keyboard shows a new key only after `reloadInputViews()`.
  case setReturnKey(Field, FormReturnKey, reload: Bool)
  /// Update the accessory toolbar of the focused input.
  case updateToolbar(Field, FormToolbarState)
  /// Make an input first responder. If the platform refuses, the adapter sends
  /// ``FormEvent/focusRefused(_:)``; the session never claims a focus the platform refused.
  case focus(Field)
  /// Move VoiceOver's focus to an input (after a submit, to the first invalid one, as well as
  /// ``focus(_:)``): UIKit posts `.layoutChanged` with its view, SwiftUI sets
  /// `@AccessibilityFocusState`. Without VoiceOver running it changes nothing.
  case accessibilityFocus(Field)
  /// Bring an input's row or view into view (a table row off screen has no view in the window),
  /// before focusing it again.
  case reveal(Field)
  /// The platform refused to focus an input twice; the session gave up and keeps the focus the
  /// platform has.
  case focusFailed(Field)
  /// End editing (the keyboard goes down).
  case endEditing
  /// Show an input's error message, or clear it (`nil`).
  case showError(Field, String?)
  /// Announce a message to VoiceOver, in FormRuntime's words (``FormRuntimeStrings``): "Error: …"
  /// when an error appears, "3 errors. …" when a submit finds several.
  case announce(String)
  /// The form was submitted and is valid: run the app's submit handler.
  case submitted
  /// The form enters (`true`, just before ``submitted``) or leaves its submitting state, while the
  /// app's asynchronous submit handler runs (``FormSession/isSubmitting``): the screen shows the
  /// submit as a progress indicator and disabled, and may disable the inputs.
  case setSubmitting(Bool)
  /// Keep this input above the keyboard (`nil`: none); scroll it into view now.
  case track(Field?)
  /// Apply a keyboard frame change to the keyboard avoidance, with the keyboard's animation.
  case avoidKeyboard(FormKeyboardEvent)
  /// Re-apply the keyboard avoidance after a layout change.
  case relayout
  /// Resize a growing text view to its text (between its fewest and most lines) and keep its caret
  /// in view.
  case resize(Field)
  /// Enables or disables an input (`enabledWhen`): a disabled input stays in its place.
  case setEnabled(Field, Bool)
  /// Shows an input's app check as pending (a progress indicator beside it), or stops showing it
  /// (`check` in the spec): the check started, returned, or was cancelled; and, for each checked
  /// input, when the session starts.
  case showCheckPending(Field, Bool)
  /// Give a choice whose options the app loads (`options: app`) the app's current list: its
  /// control shows these options (an empty list disables it, which ``setEnabled(_:_:)`` says).
  case setOptions(Field, [FormChoice.Option])
}
