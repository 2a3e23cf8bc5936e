import FormRuntime

/// Drives a ``FormSession`` as a platform would, and keeps what the screen shows.
///
/// It stands for the adapter and the platform together, with the platform's documented
/// behaviour where the session depends on it: a focus request succeeds (the old input ends
/// editing, then the new one begins) unless the input is in `refusesFocus`; revealing an input
/// makes it focusable when `revealMakesFocusable` is set (a table row scrolled back on screen);
/// ending editing ends the first responder's editing. User actions (`tap`, `type`, `pressReturn`,
/// the toolbar, `dismissKeyboard`) send the events the platform would send for them.
@MainActor
public final class FormSessionDriver<Form: FormModel> {
  /// The form's inputs.
  public typealias Field = Form.Field

  /// The view model.
  public let form: Form
  /// The session under test.
  public let session: FormSession<Form>

  /// Every effect applied, oldest first.
  public private(set) var effects: [FormEffect<Field>] = []
  /// The options each choice whose options the app loads shows, as last told (absent: never
  /// told).
  public private(set) var options: [Field: [FormChoice.Option]] = [:]
  /// Whether each node is hidden, as last told (absent: never told).
  public private(set) var hidden: [FormEffect<Field>.Node: Bool] = [:]
  /// By input, whether the screen was last told it is enabled (`enabledWhen`).
  public private(set) var enabled: [Field: Bool] = [:]
  /// The return key each input shows.
  public private(set) var returnKeys: [Field: FormReturnKey] = [:]
  /// The inputs whose keyboard was reloaded to show a new return key, oldest first.
  public private(set) var reloads: [Field] = []
  /// The text each input's view holds.
  public private(set) var texts: [Field: String] = [:]
  /// The accessory toolbar's state, by input, as last told.
  public private(set) var toolbars: [Field: FormToolbarState] = [:]
  /// The input whose toolbar was updated last.
  public private(set) var lastToolbarField: Field?
  /// The error messages shown.
  public private(set) var shownErrors: [Field: String] = [:]
  /// The inputs whose app check the screen shows as pending (a progress indicator), as last told.
  public private(set) var pendingChecks: Set<Field> = []
  /// The announcements made, oldest first.
  public private(set) var announcements: [String] = []
  /// The inputs VoiceOver's focus was moved to, oldest first.
  public private(set) var accessibilityFocused: [Field] = []
  /// How many times the form submitted.
  public private(set) var submitCount = 0
  /// Whether the screen shows the submitting state, as last told.
  public private(set) var isSubmitting = false
  /// The input the platform has as first responder.
  public private(set) var firstResponder: Field?
  /// The inputs revealed before a second focus attempt, oldest first.
  public private(set) var revealed: [Field] = []
  /// The inputs the session gave up focusing.
  public private(set) var focusFailures: [Field] = []
  /// The inputs resized (growing text views), oldest first.
  public private(set) var resized: [Field] = []
  /// The input kept above the keyboard.
  public private(set) var tracked: Field?
  /// Keyboard frame changes passed to the avoidance.
  public private(set) var keyboardEvents: [FormKeyboardEvent] = []
  /// Layout passes passed to the avoidance.
  public private(set) var relayouts = 0

  /// Inputs the platform refuses to focus (their view is not in a window, or cannot become first
  /// responder).
  public var refusesFocus: Set<Field> = []
  /// Whether revealing an input lets it be focused (a table row brought back on screen).
  public var revealMakesFocusable = true

  /// Creates a driver over a new session of `form` that speaks the language of `strings`
  /// (English unless told).
  public init(_ form: Form, strings: FormRuntimeStrings = FormRuntimeStrings(localization: "en")) {
    self.form = form
    session = FormSession(form: form, strings: strings)
    session.perform = { [weak self] effects in self?.apply(effects) }
  }

  // MARK: - What the user and the screen do

  /// The screen appears.
  public func start() { session.send(.start) }

  /// The screen goes away.
  public func stop() { session.send(.stop) }

  /// The user taps an input: it becomes first responder unless the platform refuses.
  public func tap(_ field: Field) {
    guard !refusesFocus.contains(field) else { return }
    moveFirstResponder(to: field)
  }

  /// The user replaces the text of the first responder (typing, a paste, dictation).
  public func type(_ text: String) {
    guard let field = firstResponder else { return }
    enter(text, into: field)
  }

  /// Committed text arrives in an input, focused or not (typing, AutoFill).
  public func enter(_ text: String, into field: Field) {
    texts[field] = text
    session.send(.textDidChange(field, text))
  }

  /// The user presses Return on the first responder.
  public func pressReturn() {
    guard let field = firstResponder else { return }
    session.send(.returnPressed(field))
  }

  /// The user taps the toolbar's Next.
  public func toolbarNext() { session.send(.toolbarNext) }

  /// The user taps the toolbar's Previous.
  public func toolbarPrevious() { session.send(.toolbarPrevious) }

  /// The user taps the toolbar's Done.
  public func toolbarDone() { session.send(.toolbarDone) }

  /// The keyboard goes down without the form asking (an interactive dismiss, a tap elsewhere).
  public func dismissKeyboard() {
    guard let field = firstResponder else { return }
    firstResponder = nil
    session.send(.didEndEditing(field))
  }

  /// The first input the screen shows, in focus order.
  public var visibleInputs: [Field] {
    Field.allCases.filter { hidden[.input($0)] != true }
  }

  /// Forgets the effects seen so far (the rest of the state stays).
  public func clearLog() { effects = [] }

  // MARK: - Applying effects

  private func moveFirstResponder(to field: Field) {
    if firstResponder == field { return }
    if let old = firstResponder {
      firstResponder = nil
      session.send(.didEndEditing(old))
    }
    firstResponder = field
    session.send(.didBeginEditing(field))
  }

  private func apply(_ batch: [FormEffect<Field>]) {
    for effect in batch {
      effects.append(effect)
      switch effect {
      case .setHidden(let node, let isHidden): hidden[node] = isHidden
      case .setText(let field, let text): texts[field] = text
      case .setReturnKey(let field, let key, let reload):
        returnKeys[field] = key
        if reload { reloads.append(field) }
      case .updateToolbar(let field, let state):
        toolbars[field] = state
        lastToolbarField = field
      case .focus(let field):
        if refusesFocus.contains(field) {
          session.send(.focusRefused(field))
        } else {
          moveFirstResponder(to: field)
        }
      case .accessibilityFocus(let field): accessibilityFocused.append(field)
      case .reveal(let field):
        revealed.append(field)
        if revealMakesFocusable { refusesFocus.remove(field) }
      case .focusFailed(let field): focusFailures.append(field)
      case .endEditing: dismissKeyboard()
      case .showError(let field, let message): shownErrors[field] = message
      case .showCheckPending(let field, let pending):
        if pending { pendingChecks.insert(field) } else { pendingChecks.remove(field) }
      case .announce(let message): announcements.append(message)
      case .submitted: submitCount += 1
      case .setSubmitting(let submitting): isSubmitting = submitting
      case .track(let field): tracked = field
      case .avoidKeyboard(let event): keyboardEvents.append(event)
      case .relayout: relayouts += 1
      case .resize(let field): resized.append(field)
      case .setEnabled(let field, let enabled): self.enabled[field] = enabled
      case .setOptions(let field, let options): self.options[field] = options
      }
    }
  }
}
