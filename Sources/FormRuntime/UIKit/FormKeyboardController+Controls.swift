#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit

  @available(iOS 13.0, *)
  extension FormKeyboardController {
    /// Wires a typed control (a `UISwitch` for a `switch`): its value-changed event reports the
    /// new value to the session, as `"true"` or `"false"`. The action is added once per control.
    func configureControl(_ control: UIControl, _ input: FormInputSchema<Field>) {
      guard configured.insert(ObjectIdentifier(control)).inserted else { return }
      let field = input.field
      let handler: @MainActor () -> Void = { [weak self, weak control] in
        guard let self, let control, let value = Self.value(of: control) else { return }
        self.session.send(.textDidChange(field, value))
      }
      if #available(iOS 14.0, *) {
        control.addAction(UIAction { _ in handler() }, for: .valueChanged)
      } else {
        #if canImport(ObjectiveC)
          let trampoline = FormActionTrampoline(handler)
          trampolines.append(trampoline)
          control.addTarget(
            trampoline, action: #selector(FormActionTrampoline.invoke), for: .valueChanged)
        #endif
      }
    }

    /// Shows a value the session set (a reset, a value app code wrote) on a typed control:
    /// `"true"` turns a switch on. Setting `isOn` sends no action, so this does not echo back.
    func setControlValue(_ control: UIControl, _ value: String) {
      if let toggle = control as? UISwitch { toggle.isOn = value == "true" }
    }

    /// A typed control's value as the session spells it, or `nil` for other controls.
    static func value(of control: UIControl) -> String? {
      if let toggle = control as? UISwitch { return toggle.isOn ? "true" : "false" }
      return nil
    }
  }
#endif
