import FormRuntime
import UIKit

@testable import GeneratedForms

/// `Tests/FormCodegenTests/Fixtures/Hostile.form.yaml` on screen: its strings try to break the
/// generated code; here two fields, a text view and the spec's submit button (`button: send`)
/// under an introduction.
@MainActor
final class HostileScreen: FormScreen, HostileFormViews {
  var rootView: UIView { view }
  let page = UIScrollView()
  let quoted = UITextField()
  let emoji = UITextField()
  let notes = UITextView()
  /// The spec's submit button (`button: send`).
  let send = UIButton(type: .system)

  lazy var keyboard = HostileFormKeyboardController(form: HostileForm(), views: self)

  override func viewDidLoad() {
    super.viewDidLoad()
    let intro = UILabel(frame: CGRect(x: 0, y: 0, width: 358, height: 60))
    intro.text = "Line one\nLine two */ // not a comment"
    notes.font = UIFont.systemFont(ofSize: 17)
    send.frame = CGRect(x: 0, y: 0, width: 358, height: 44)
    send.setTitle("#if DEBUG", for: .normal)
    // The screen's own submit button takes the spec's id of the button (docs/UITests.md).
    send.accessibilityIdentifier = "send"
    send.addAction(
      UIAction { [weak self] _ in self?.keyboard.submit() }, for: .primaryActionTriggered)
    let details = stack(
      row("quoted", "\"); fatalError(\"pwned", quoted)
        + row("emoji", "👩‍💻 Developer 🇺🇸", emoji)
        + row("notes", "/* comment */ `backticks` $(shell)", notes, height: 80))
    install(stack([intro, details, send], spacing: 24), in: page)
    stacks.insert(stacks.removeLast(), at: 0)
    keyboard.onSubmit = { [weak self] in self?.submitCount += 1 }
  }

  override var lifecycle: (any KeyboardLifecycle)? { keyboard }

  func formShowError(_ message: String?, for field: HostileForm.Field) {
    errorMessages[field.rawValue] = message
  }
}
