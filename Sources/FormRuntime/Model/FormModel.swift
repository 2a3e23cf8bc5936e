/// A generated view model: what differs per form. Everything else — navigation, return keys,
/// toolbar states, validation, submitting, resetting — is written once, in extensions of this
/// protocol, over the form's ``FormSchema``.
///
/// formc generates the conforming class: the `Field` enum, one stored (observed or published)
/// property per input, the switch that reads and writes them, and the schema literal. A screen
/// uses the class directly (SwiftUI) or through a ``FormSession`` (UIKit's
/// `FormKeyboardController`).
@MainActor
public protocol FormModel: AnyObject {
  /// The inputs, in focus order.
  associatedtype Field: FormField where Field.Form == Self

  /// The form's facts.
  nonisolated static var schema: FormSchema<Field> { get }

  /// The text of an input.
  func value(of field: Field) -> String

  /// Sets the text of an input.
  func setValue(_ value: String, for field: Field)

  /// The input being edited, if any.
  var focusedField: Field? { get set }

  /// The message of each visible input that failed validation. `validate()` and `submit()` fill
  /// it; an app may set it too (say, errors its server returned), and the views show them.
  var errors: [Field: String] { get set }

  /// Reports changes to the sessions driving the views; the generated properties call it from
  /// their `didSet`.
  var formChanges: FormChangeRelay<Field> { get }

  /// Whether the app flag named `flag` (one of the schema's ``FormSchema/flags``) is set. The
  /// generated view model answers from its `Bool` flag properties; a form without flags need not
  /// implement it (none is set).
  func isFlagSet(_ flag: String) -> Bool

  /// Sets or clears the app flag named `flag`, by its name (what a UI test's launch asks for);
  /// a name that is no flag of the form is ignored.
  func setFlag(_ flag: String, _ isSet: Bool)

  /// The formatter a spec's `format` names: the app's own, else FormRuntime's standard one
  /// (``FormTextFormatter/standard(_:)``), else `nil` (the input is not formatted). A generated
  /// model whose spec uses `format` answers from its `textFormatters`, where the app registers
  /// its formatters by name.
  func textFormatter(for format: FormTextFormat) -> FormTextFormatter?

  /// The app checks in flight and their outcomes (`check` in the spec); `nil` for a form without
  /// checks, which need not implement it.
  var appChecks: FormChecks<Field>? { get }

  /// The app check of an input: its debounce and the call of the app's method; `nil` for an
  /// input without `check`. A form without checks need not implement it.
  func appCheck(for field: Field) -> FormAppCheck?

  /// The inputs whose app checks are running: their debounce passed and the app has not answered
  /// (what the screens show pending, with a progress indicator; a check still in its debounce is
  /// not in it, though a submit waits for it: ``FormChecks/isPending(_:)``). A generated model
  /// whose spec names checks publishes it (`@Published`, or tracked by Observation), so a SwiftUI
  /// screen redraws its progress indicators; other models need not implement it.
  var pendingChecks: Set<Field> { get }

  /// The options the app loaded for a choice whose spec says `options: app` (countries from a
  /// server, the user's accounts), in the order the control shows them; `nil` for any other
  /// input. The generated view model answers from its settable `<id>Options` properties; a form
  /// without such a choice need not implement it.
  func options(of field: Field) -> [FormChoice.Option]?

  /// The other inputs that edit the same value as `field` (`valueOf` in the spec: a list of
  /// states and a text field for one stored `state`), so that a session that writes the value
  /// from one input's view shows it in the others' views too. The generated view model answers
  /// for the inputs that share a value; a form without such inputs need not implement it.
  func fieldsSharingValue(with field: Field) -> [Field]
}
