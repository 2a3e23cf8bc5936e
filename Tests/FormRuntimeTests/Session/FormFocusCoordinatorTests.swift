import Testing

@testable import FormRuntime

/// The coordinator a SwiftUI screen uses, with the screen played by the test: `@FocusState` is a
/// variable the coordinator sets through `setFocus`, and the screen reports every change of it
/// back, as `onChange(of:)` would after the next render.
@MainActor
@Suite("Focus coordinator (SwiftUI)")
struct FormFocusCoordinatorTests {
  typealias Field = ContactForm.Field

  /// A screen: its focus state, what it scrolled to, what it announced, how often it submitted.
  @MainActor
  final class Screen {
    let coordinator: FormFocusCoordinator<ContactForm>
    var focus: Field?
    var scrolled: [Field] = []
    var announced: [String] = []
    var voiceOver: [Field] = []
    var submitted = 0

    init(_ form: ContactForm = ContactForm()) {
      coordinator = FormFocusCoordinator(
        form: form, strings: FormRuntimeStrings(localization: "en"))
      coordinator.accessibilityFocus = { [unowned self] in voiceOver.append($0) }
      coordinator.setFocus = { [unowned self] in focus = $0 }
      coordinator.scrollTo = { [unowned self] in scrolled.append($0) }
      coordinator.announce = { [unowned self] in announced.append($0) }
      coordinator.onSubmit = { [unowned self] in submitted += 1 }
    }

    /// SwiftUI renders again and reports the focus it holds.
    func render() { coordinator.focusDidChange(to: focus) }

    /// The user taps an input.
    func tap(_ field: Field) {
      focus = field
      render()
    }
  }

  @Test("Return moves focus to the next visible input and scrolls it into view")
  func returnMovesOn() {
    let screen = Screen()
    screen.tap(.name)
    #expect(screen.coordinator.form.focusedField == .name)
    screen.coordinator.returnPressed(.name)
    #expect(screen.focus == .kind)
    #expect(screen.scrolled.last == .kind)
    #expect(screen.coordinator.form.focusedField == .name, "not focused until SwiftUI says so")
    screen.render()
    #expect(screen.coordinator.form.focusedField == .kind)
  }

  @Test("a change of the visible height reveals the focused input again, and nothing without one")
  func visibleAreaChange() {
    let screen = Screen()
    screen.coordinator.visibleAreaDidChange()
    #expect(screen.scrolled.isEmpty, "no input focused: nothing to reveal")
    screen.tap(.email)
    screen.scrolled = []
    // The keyboard shows in an update after the focus change.
    screen.coordinator.visibleAreaDidChange()
    #expect(screen.scrolled == [.email])
    screen.coordinator.done()
    screen.scrolled = []
    screen.coordinator.visibleAreaDidChange()
    #expect(screen.scrolled.isEmpty, "the keyboard hid with the focus: nothing to reveal")
  }

  @Test("an input focused with the keyboard down is revealed once, when the keyboard's area comes")
  func revealWaitsForTheKeyboard() {
    let screen = Screen()
    for field in [Field.name, .email, .phone] { screen.coordinator.inputDidAppear(field) }
    screen.tap(.email)
    #expect(screen.scrolled.isEmpty, "no scroll on the screen without the keyboard")
    #expect(screen.coordinator.revealAwaitingKeyboard == .email)
    // Moved on before the keyboard came: still no keyboard to reveal above.
    screen.tap(.phone)
    #expect(screen.scrolled.isEmpty)
    #expect(screen.coordinator.revealAwaitingKeyboard == .phone)
    screen.coordinator.visibleAreaDidChange()
    #expect(screen.scrolled == [.phone], "one scroll, on the area above the keyboard")
    #expect(screen.coordinator.revealAwaitingKeyboard == nil)
    // The keyboard is up: the next input is revealed at once.
    screen.tap(.name)
    #expect(screen.scrolled == [.phone, .name])
  }

  @Test("a submit with the keyboard down focuses the first invalid input and reveals it once")
  func submitRevealWaitsForTheKeyboard() {
    let screen = Screen()
    for field in Field.allCases { screen.coordinator.inputDidAppear(field) }
    #expect(!screen.coordinator.submit())
    #expect(screen.focus == .name)
    #expect(screen.scrolled.isEmpty, "no scroll on the screen without the keyboard")
    screen.render()
    #expect(screen.coordinator.form.focusedField == .name)
    #expect(screen.scrolled.isEmpty)
    screen.coordinator.visibleAreaDidChange()
    #expect(screen.scrolled == [.name], "one scroll, on the area above the keyboard")
  }

  @Test("an input whose view is not known to be on screen is scrolled to at once")
  func revealNowForRowsNotShown() {
    let screen = Screen()
    screen.tap(.email)
    #expect(screen.scrolled == [.email], "a lazy row must be scrolled to before it takes focus")
    #expect(screen.coordinator.revealAwaitingKeyboard == nil)
  }

  /// The clock of the coordinator's wait for the software keyboard, the test's: it records each
  /// wait, and a wait ends as soon as its task runs, with no real time passing (a real sleep ends
  /// late on a loaded machine), unless the wait was cancelled first.
  @MainActor
  final class KeyboardClock {
    var waits: [UInt64] = []

    init(_ coordinator: FormFocusCoordinator<ContactForm>) {
      coordinator.keyboardWaitSleep = { [unowned self] in
        waits.append($0)
        try Task.checkCancellation()
      }
    }
  }

  @Test("with no software keyboard, the reveal happens once the wait is over")
  func revealWithoutKeyboard() async throws {
    let screen = Screen()
    let clock = KeyboardClock(screen.coordinator)
    screen.coordinator.inputDidAppear(.email)
    screen.tap(.email)
    #expect(screen.scrolled.isEmpty, "the reveal waits for the keyboard")
    #expect(screen.coordinator.revealAwaitingKeyboard == .email)
    let wait = try #require(screen.coordinator.keyboardWait)
    await wait.value
    #expect(clock.waits == [500_000_000], "half a second by default")
    #expect(screen.scrolled == [.email])
    #expect(screen.coordinator.revealAwaitingKeyboard == nil)
    // The wait ends with the focus too: nothing is revealed after Done.
    screen.coordinator.done()
    screen.render()
    screen.coordinator.inputDidAppear(.name)
    screen.tap(.name)
    let cancelled = try #require(screen.coordinator.keyboardWait)
    screen.coordinator.done()
    screen.render()
    #expect(cancelled.isCancelled)
    await cancelled.value
    #expect(screen.scrolled == [.email])
  }

  @Test("the toolbar's Next skips hidden inputs; Done clears the focus at once")
  func toolbar() {
    let screen = Screen()
    screen.tap(.kind)
    screen.coordinator.next()
    screen.render()
    #expect(screen.focus == .email, "company and vat are hidden")
    screen.coordinator.previous()
    screen.render()
    #expect(screen.focus == .kind)
    screen.coordinator.done()
    #expect(screen.focus == nil)
    #expect(screen.coordinator.form.focusedField == nil)
  }

  @Test("submit focuses the first invalid input, announces its message, and reports success once")
  func submit() {
    let screen = Screen()
    screen.tap(.phone)
    #expect(!screen.coordinator.submit())
    screen.render()
    #expect(screen.focus == .name)
    #expect(screen.announced == ["2 errors. Name is required"])
    #expect(screen.voiceOver == [.name], "VoiceOver's focus moves with the keyboard's")
    #expect(screen.coordinator.form.errors[.email] == "Email is required")
    #expect(screen.submitted == 0)
    screen.coordinator.form.name = "Ada"
    screen.coordinator.form.email = "ada@example.com"
    #expect(screen.coordinator.submit())
    #expect(screen.submitted == 1)
    #expect(screen.focus == nil, "a valid submit ends editing")
  }

  @Test("focus set on the view model by app code reaches the screen")
  func focusFromCode() {
    let screen = Screen()
    screen.coordinator.form.focusedField = .email
    #expect(screen.focus == .email)
    screen.render()
    #expect(screen.coordinator.session.focusedField == .email)
    // A hidden input cannot be focused: the model goes back to what the screen focuses.
    screen.coordinator.form.focusedField = .company
    #expect(screen.focus == .email)
    #expect(screen.coordinator.form.focusedField == .email)
  }

  @Test("a focus asked for before the screen can take it lands once the screen registers")
  func focusBeforeTheScreenAppears() {
    let coordinator = FormFocusCoordinator(
      form: ContactForm(), strings: FormRuntimeStrings(localization: "en"))
    // App code asks for focus before the screen appeared (no `setFocus` yet).
    coordinator.form.focusedField = .email
    var focus: Field?
    var scrolled: [Field] = []
    coordinator.scrollTo = { scrolled.append($0) }
    coordinator.setFocus = { focus = $0 }
    // The app asks again, as it would once the screen shows.
    coordinator.form.focusedField = .email
    #expect(focus == .email, "the request was neither lost nor made a no-op by the first")
    #expect(scrolled == [.email])
    coordinator.focusDidChange(to: focus)
    #expect(coordinator.session.focusedField == .email)
  }

  @Test("a new view model re-binds the coordinator: its session drives the new model only")
  func modelReplacement() {
    let screen = Screen()
    let first = screen.coordinator.form
    screen.tap(.name)
    let replacement = ContactForm()
    screen.coordinator.rebind(to: replacement)
    #expect(screen.coordinator.form === replacement)
    #expect(screen.coordinator.session.form === replacement)
    // The old model no longer moves the screen; the new one does.
    first.focusedField = .email
    #expect(screen.focus == .name)
    replacement.focusedField = .phone
    #expect(screen.focus == .phone)
    screen.render()
    #expect(replacement.focusedField == .phone)
    // The same model again changes nothing.
    let session = screen.coordinator.session
    screen.coordinator.rebind(to: replacement)
    #expect(screen.coordinator.session === session)
  }

  @Test("the session stops while the screen is away and starts again when it reappears")
  func lifetimeFollowsTheScreen() {
    let screen = Screen()
    screen.tap(.name)
    screen.coordinator.screenDidDisappear()
    #expect(!screen.coordinator.isRunning)
    #expect(screen.coordinator.session.focusedField == nil, "the screen's focus is over")
    screen.focus = nil
    // Focus asked for while the screen is away waits for it.
    screen.coordinator.form.focusedField = .email
    #expect(screen.focus == nil)
    screen.coordinator.screenDidAppear()
    #expect(screen.coordinator.isRunning)
    #expect(screen.focus == .email)
  }

  /// A screen whose inputs sit in a lazy container (the generated `Form`): only realized rows can
  /// take focus. A `@FocusState` write takes effect at the next update, and only on a row that
  /// exists then; a write to a row not yet created reverts to `nil`, which `onChange(of:)` reports
  /// (the observation issue 28 records). `scrollTo` realizes a row, at the next update too.
  @MainActor
  final class LazyScreen {
    let coordinator: FormFocusCoordinator<ContactForm>
    var focus: Field?
    var realized: Set<Field>
    /// The focus written since the last update (`.some(nil)`: cleared), if any.
    private var written: Field?? = nil
    private var scrolledTo: [Field] = []

    init(realized: Set<Field>) {
      self.realized = realized
      coordinator = FormFocusCoordinator(
        form: ContactForm(), strings: FormRuntimeStrings(localization: "en"))
      coordinator.scrollTo = { [unowned self] in scrolledTo.append($0) }
      coordinator.setFocus = { [unowned self] in written = .some($0) }
    }

    /// The next update: the focus write lands on a realized row or reverts to `nil`, then the
    /// scrolls realize their rows, then `onChange(of:)` reports the focus.
    func update() {
      if case .some(let target) = written {
        focus = target.flatMap { realized.contains($0) ? $0 : nil }
      }
      written = nil
      realized.formUnion(scrolledTo)
      scrolledTo = []
      coordinator.focusDidChange(to: focus)
    }

    /// The user taps a realized row.
    func tap(_ field: Field) {
      focus = field
      coordinator.focusDidChange(to: field)
    }
  }

  @Test("focus into an off-screen row of a lazy form lands: scroll, then focus once realized")
  func focusIntoALazyRow() {
    let screen = LazyScreen(realized: [.name, .kind, .email])
    screen.coordinator.form.focusedField = .phone
    // Update after update, as SwiftUI would run them, until nothing changes.
    for _ in 0..<4 { screen.update() }
    #expect(screen.focus == .phone, "the row was realized by the scroll, then focused")
    #expect(screen.coordinator.session.focusedField == .phone)
    #expect(screen.coordinator.form.focusedField == .phone)
  }

  @Test("a row that never realizes: the session retries once, then gives the focus up")
  func focusThatCannotLand() {
    let screen = LazyScreen(realized: [.name, .kind, .email])
    // A row that scrolling cannot realize (it never shows): the session tries twice, then the
    // model goes back to the focus the screen has.
    screen.coordinator.scrollTo = { _ in }
    screen.coordinator.form.focusedField = .phone
    for _ in 0..<4 { screen.update() }
    #expect(screen.focus == nil)
    #expect(screen.coordinator.form.focusedField == nil)
    // The user taps a row: the screen's focus, not a refusal.
    screen.tap(.email)
    screen.update()
    #expect(screen.focus == .email)
    #expect(screen.coordinator.session.focusedField == .email)
  }

  @Test("a user tap elsewhere ends editing in the session and the view model")
  func userClearsFocus() {
    let screen = Screen()
    screen.tap(.email)
    screen.focus = nil
    screen.render()
    #expect(screen.coordinator.session.focusedField == nil)
    #expect(screen.coordinator.form.focusedField == nil)
  }

  @Test("a form that keeps the keyboard after a submit keeps its input focused")
  func keepsKeyboard() {
    let coordinator = FormFocusCoordinator(form: ComposerForm())
    var focus: ComposerForm.Field?
    var sent: [String] = []
    coordinator.setFocus = { focus = $0 }
    coordinator.onSubmit = { [unowned coordinator] in sent.append(coordinator.form.message) }
    focus = .message
    coordinator.focusDidChange(to: focus)
    coordinator.form.message = "Hello"
    coordinator.returnPressed(.message)
    #expect(sent == ["Hello"])
    #expect(focus == .message)
  }

  @Test("the coordinator goes away with the screen")
  func lifetime() {
    weak var weakCoordinator: FormFocusCoordinator<ContactForm>?
    let form = ContactForm()
    do {
      let screen = Screen(form)
      weakCoordinator = screen.coordinator
      screen.tap(.name)
    }
    #expect(weakCoordinator == nil)
  }
}
