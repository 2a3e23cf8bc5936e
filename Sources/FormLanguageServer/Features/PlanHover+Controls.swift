import FormCodegen
import FormCompiler
import FormSpec

extension PlanHover {
  /// What `formc plan` says about a typed control (a switch): its value, that it is outside the
  /// keyboard's focus chain, and what its `visibleWhen` states are.
  static func describeControl(_ control: ResolvedInput, in form: CheckedForm) -> String {
    var lines = [
      "**\(control.kind.rawValue) \(Markdown.code(control.id))**: not in the keyboard's focus "
        + "chain (Previous, Next and Return pass over it); in VoiceOver order"
    ]
    lines.append("")
    if control.kind == .switch {
      lines.append("- Starts \(control.initialValue == "true" ? "on" : "off")")
    }
    if let choice = control.choice, choice.loadsOptions {
      lines.append(
        "- Options (\(choice.style.rawValue)): loaded by the app into "
          + "\(Markdown.code(control.id + "Options")); disabled while empty")
    } else if let choice = control.choice {
      let options = choice.options.map { Markdown.code($0.value) }.joined(separator: ", ")
      lines.append("- Options (\(choice.style.rawValue)): \(options)")
      lines.append(
        control.initialValue.isEmpty
          ? "- Starts with none chosen" : "- Starts at \(Markdown.code(control.initialValue))")
    }
    if let date = control.date {
      lines.append("- \(date.components.rawValue), \(date.style.rawValue)")
      lines.append(
        date.value.map { "- Starts at \(Markdown.code($0))" } ?? "- Starts unset (`Date?`)")
    }
    if let number = control.number {
      lines.append("- " + describeNumber(number, startingAt: control.initialValue))
    }
    let named = form.layout.filter { $0.condition?.inputs.contains(control.id) == true }.count
    if named > 0 {
      let states =
        control.kind == .date
        ? (control.date?.value == nil
          ? "two visibility states (unset, set)" : "one visibility state (always set)")
        : control.kind == .switch
          ? "two visibility states (off, on)"
          : control.number != nil || control.choice?.loadsOptions == true
            ? "one visibility state per value its conditions name, and one for any other value"
            : "one visibility state per option\(control.initialValue.isEmpty ? ", and none chosen" : "")"
      lines.append("- Shows or hides \(named) node\(named == 1 ? "" : "s"); \(states)")
    }
    return lines.joined(separator: "\n")
  }
}

extension PlanHover {
  /// `An Int from 1 to 12 in steps of 1; starts at 2`.
  static func describeNumber(_ number: ResolvedInput.Number, startingAt value: String) -> String {
    let type = number.isInteger ? "An `Int`" : "A `Double`"
    let step = number.step.map { " in steps of \(number.text($0))" } ?? ", continuous"
    return "\(type) from \(number.text(number.minimum)) to \(number.text(number.maximum))\(step); "
      + "starts at \(Markdown.code(value))"
  }
}
