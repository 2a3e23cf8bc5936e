/// Something that happened to a form's screen: what the user did, what the platform reports,
/// what app code changed. A ``FormSession`` turns events into ``FormEffect``s.
public enum FormEvent<Field: FormField>: Sendable, Hashable {
  /// The screen appears: the session presents the whole form.
  case start
  /// The screen goes away.
  case stop
  /// The screen finished appearing (UIKit's `viewDidAppear(_:)`, SwiftUI's `onAppear` once focus
  /// can be written): the first time in the session's life, the session focuses the schema's
  /// ``FormSchema/initialFocus`` when that input is shown and enabled and nothing is focused yet.
  case didAppear
  /// An input became first responder.
  case didBeginEditing(Field)
  /// An input stopped being first responder, for any reason (focus moved, Done, an interactive
  /// dismiss, a tap elsewhere, its view left the window).
  case didEndEditing(Field)
  /// The committed text of an input changed by the user: typing, a paste, dictation, AutoFill
  /// (also into an input that is not focused). Never sent for marked (unconfirmed) text.
  case textDidChange(Field, String)
  /// Return was pressed on an input.
  case returnPressed(Field)
  /// The toolbar's Previous.
  case toolbarPrevious
  /// The toolbar's Next.
  case toolbarNext
  /// The toolbar's Done.
  case toolbarDone
  /// A submit button, or app code, asks to submit.
  case submit
  /// The app's asynchronous submit handler returned (``FormSession/submitsAsynchronously``): the
  /// form leaves its submitting state and may be submitted again.
  case submissionDidFinish
  /// App code asks to put every input back to its initial value.
  case reset
  /// App code asks to focus an input, or to end editing (`nil`).
  case focus(Field?)
  /// The platform refused to focus an input (its view could not become first responder).
  case focusRefused(Field)
  /// App code set an input's value on the view model.
  case valueSet(Field)
  /// App code set `focusedField` on the view model.
  case focusSet
  /// App code set `errors` on the view model.
  case errorsSet
  /// App code set an app flag on the view model (what conditions on flags show may change).
  case flagsSet
  /// App code set the options it loads for a choice (`options: app`) on the view model.
  case optionsSet(Field)
  /// The keyboard is about to change its frame.
  case keyboardWillChangeFrame(FormKeyboardEvent)
  /// The screen's layout changed (rotation, a resized window, a changed safe area).
  case layoutDidChange
}
