#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit

  @available(iOS 13.0, *)
  extension FormKeyboardController {
    /// Wires a typed control (a `UISwitch` for a `switch`; a `UISegmentedControl` or a
    /// ``FormChoiceControl`` for a `choice`): a choice is given its options and initial value,
    /// and its value-changed event reports the new value to the session (`"true"` or `"false"`,
    /// an option's value). The action is added once per control.
    func configureControl(_ control: UIControl, _ input: FormInputSchema<Field>) {
      guard configured.insert(ObjectIdentifier(control)).inserted else { return }
      let field = input.field
      if input.choice != nil, let multiChoice = control as? any FormMultiChoiceControl {
        // The spec's options, or the ones the app loaded so far (`options: app`).
        multiChoice.setOptions(form.choiceOptions(for: field))
        multiChoice.selectedValues = Set(FormChoice.selection(form.value(of: field)))
      } else if input.choice != nil {
        // The spec's options, or the ones the app loaded so far (`options: app`).
        Self.setOptions(form.choiceOptions(for: field), on: control)
        setControlValue(control, form.value(of: field), field)
      }
      if let date = input.date, let picker = control as? UIDatePicker {
        Self.configureDatePicker(picker, date)
        setControlValue(control, form.value(of: field), field)
      }
      if let number = input.number {
        Self.setRange(number, on: control)
        setControlValue(control, form.value(of: field), field)
      }
      let handler: @MainActor () -> Void = { [weak self, weak control] in
        guard let self, let control,
          let value = Self.value(
            of: control, Form.schema[field].choice, options: self.form.choiceOptions(for: field))
            ?? Self.dateValue(of: control, Form.schema[field].date)
            ?? Self.numberValue(of: control, Form.schema[field].number)
        else { return }
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
    /// `"true"` turns a switch on; a choice selects the option with the value (none for `""`).
    /// Setting these sends no action, so this does not echo back.
    func setControlValue(_ control: UIControl, _ value: String, _ field: Field) {
      switch control {
      case let toggle as UISwitch: toggle.isOn = value == "true"
      case let segments as UISegmentedControl:
        let index = form.choiceOptions(for: field).firstIndex { $0.value == value }
        segments.selectedSegmentIndex = index ?? UISegmentedControl.noSegment
      case let choice as any FormChoiceControl: choice.selectedValue = value.isEmpty ? nil : value
      case let multiChoice as any FormMultiChoiceControl:
        multiChoice.selectedValues = Set(FormChoice.selection(value))
      case let picker as UIDatePicker:
        // An unset date shows the current moment until the user picks.
        picker.date = FormDate.date(from: value) ?? Date()
      default: setNumberValue(control, value, field)
      }
    }

    /// A typed control's value as the session spells it, or `nil` for other controls. A
    /// segmented control's segment is one of `options` (the app's, for `options: app`), by
    /// default the choice's own.
    static func value(
      of control: UIControl, _ choice: FormChoice?, options: [FormChoice.Option]? = nil
    ) -> String? {
      switch control {
      case let toggle as UISwitch: return toggle.isOn ? "true" : "false"
      case let segments as UISegmentedControl:
        guard let choice else { return nil }
        let index = segments.selectedSegmentIndex
        let options = options ?? choice.options
        return options.indices.contains(index) ? options[index].value : ""
      case let custom as any FormChoiceControl: return custom.selectedValue ?? ""
      case let multiChoice as any FormMultiChoiceControl:
        guard let choice else { return nil }
        return FormChoice(options: options ?? choice.options, style: choice.style).value(
          choosing: multiChoice.selectedValues)
      default: return nil
      }
    }

    /// Gives a choice's or multi-choice's control its options (the spec's, or the app's for
    /// `options: app`): a segmented control one segment per option, titled as the spec (or its
    /// String Catalog, or the app) titles it; a ``FormChoiceControl`` or a
    /// ``FormMultiChoiceControl`` the options themselves.
    static func setOptions(_ options: [FormChoice.Option], on control: UIControl) {
      switch control {
      case let segments as UISegmentedControl:
        segments.removeAllSegments()
        for (index, option) in options.enumerated() {
          segments.insertSegment(withTitle: option.title, at: index, animated: false)
        }
      case let custom as any FormChoiceControl: custom.setOptions(options)
      case let multiChoice as any FormMultiChoiceControl: multiChoice.setOptions(options)
      default: break
      }
    }
  }

  /// A control a screen brings for a `choice` whose style UIKit has no control for (a menu
  /// button, an inline or pushed list, a wheel): the keyboard controller gives it the options
  /// and the chosen value, and listens to its `.valueChanged` event.
  @available(iOS 13.0, *)
  @MainActor
  public protocol FormChoiceControl: UIControl {
    /// The chosen option's value, or `nil` when none is chosen. The controller sets it without
    /// expecting an action; the control sends `.valueChanged` when the user chooses.
    var selectedValue: String? { get set }
    /// Shows these options, in this order (their titles are the spec's, localized).
    func setOptions(_ options: [FormChoice.Option])
  }

  /// The control a screen brings for a `multiChoice` (a table section of rows with checkmark
  /// accessories, a pushed list, or a button whose `UIMenu` toggles options without
  /// `.singleSelection` and stays open with `keepsMenuPresented` on iOS 16): the keyboard
  /// controller gives it the options and the chosen values, and listens to its `.valueChanged`
  /// event.
  @available(iOS 13.0, *)
  @MainActor
  public protocol FormMultiChoiceControl: UIControl {
    /// The chosen options' values (none: an empty set). The controller sets it without expecting
    /// an action; the control sends `.valueChanged` when the user checks or unchecks an option.
    var selectedValues: Set<String> { get set }
    /// Shows these options, in this order (their titles are the spec's, localized, or the
    /// app's for `options: app`); called again each time the app sets a new list.
    func setOptions(_ options: [FormChoice.Option])
  }
#endif
