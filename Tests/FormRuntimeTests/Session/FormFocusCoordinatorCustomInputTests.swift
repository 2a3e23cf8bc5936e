import FormRuntime
import Testing

/// A custom input that presents an input view (`inputView: true`) must take the SwiftUI screen's
/// focus: the app's view for it has to be `focusable()` (iOS 17) or a first-responder
/// representable. The coordinator cannot see the view, but it sees the focus it wrote to an
/// input on screen revert twice, and in DEBUG builds says so (`customInputRefusedFocus`).
@MainActor
@Suite("Focus coordinator (SwiftUI): a custom input whose view cannot take focus")
struct FormFocusCoordinatorCustomInputTests {
  typealias Field = RatingForm.Field

  /// A screen whose views are all on screen, where a focus written to an input in `refusing`
  /// reverts to `nil` at the next update (a view SwiftUI cannot focus).
  @MainActor
  final class Screen {
    let coordinator: FormFocusCoordinator<RatingForm>
    var focus: Field?
    var refusing: Set<Field>
    var warnings: [Field] = []
    private var written: Field?? = nil

    init(refusing: Set<Field>, shown: [Field] = Field.allCases) {
      self.refusing = refusing
      coordinator = FormFocusCoordinator(
        form: RatingForm(), strings: FormRuntimeStrings(localization: "en"))
      coordinator.customInputRefusedFocus = { [unowned self] in warnings.append($0) }
      coordinator.scrollTo = { _ in }
      coordinator.setFocus = { [unowned self] in written = .some($0) }
      for field in shown { coordinator.inputDidAppear(field) }
    }

    /// The next update: the write lands unless its view refuses it, then `onChange(of:)`.
    func update() {
      if case .some(let target) = written {
        focus = target.flatMap { refusing.contains($0) ? nil : $0 }
      }
      written = nil
      coordinator.focusDidChange(to: focus)
    }

    /// The user taps an input.
    func tap(_ field: Field) {
      focus = field
      coordinator.focusDidChange(to: field)
    }
  }

  @Test("Next onto a time picker whose view cannot take focus: the focus is lost, and it says so")
  func refusedCustomInput() {
    let screen = Screen(refusing: [.time])
    screen.tap(.email)
    screen.coordinator.next()
    for _ in 0..<4 { screen.update() }
    #expect(screen.focus == nil)
    #expect(screen.warnings == [.time])
  }

  @Test("a focusable one lands, and nothing is said")
  func focusableCustomInput() {
    let screen = Screen(refusing: [])
    screen.tap(.email)
    screen.coordinator.next()
    for _ in 0..<4 { screen.update() }
    #expect(screen.focus == .time)
    #expect(screen.warnings.isEmpty)
  }

  @Test("one not on screen (a lazy row never created) is not blamed on its view")
  func customInputNotShown() {
    let screen = Screen(refusing: [.time], shown: [.name, .email])
    screen.tap(.email)
    screen.coordinator.next()
    for _ in 0..<4 { screen.update() }
    #expect(screen.focus == nil)
    #expect(screen.warnings.isEmpty)
  }

  @Test("a text input that refuses (not on screen) is never a custom input's warning")
  func textInputRefused() {
    let screen = Screen(refusing: [.email])
    screen.tap(.name)
    screen.coordinator.next()
    for _ in 0..<4 { screen.update() }
    #expect(screen.warnings.isEmpty)
  }
}
