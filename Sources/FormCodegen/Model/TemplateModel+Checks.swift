import FormCompiler
import FormSpec

/// App checks (`check` in the spec): the `<Form>FormChecks` protocol the app implements, one
/// `async` method per check name, and the view model's hook: `checker`, `appChecks`,
/// `appCheck(for:)`, and a `didSet` that starts the input's check.
extension TemplateModelBuilder {
  /// The name of the protocol of the form's app checks: `SignUpFormChecks`.
  var checksProtocolName: String { typeName + "Checks" }

  /// The check names the spec gives, in document order, each with the inputs that name it.
  private var checkNames: [(name: String, inputs: [ResolvedInput])] {
    var order: [String] = []
    var inputs: [String: [ResolvedInput]] = [:]
    for input in form.inputs {
      guard let name = input.check?.name else { continue }
      if inputs[name] == nil { order.append(name) }
      inputs[name, default: []].append(input)
    }
    return order.map { ($0, inputs[$0]!) }
  }

  /// An input's `didSet`: it reports the change and, for an input with a check, starts it.
  /// A local check (`local: true`) is not started: the model asks it whenever it needs the
  /// input's message.
  func valueDidSet(_ input: ResolvedInput) -> SwiftNode {
    guard input.check?.local == false else {
      return .affixed(.didSetValueDidChange, input.id)
    }
    return .block(
      SwiftBlock(
        "didSet", [.affixed(.valueDidChange, input.id), .affixed(.startCheck, input.id)]))
  }

  /// `protocol SignUpFormChecks`, or nothing when no input has a check.
  var checksProtocol: [SwiftNode] {
    let names = checkNames
    guard !names.isEmpty else { return [] }
    let methods: [SwiftNode] = names.enumerated().flatMap { index, check -> [SwiftNode] in
      let inputs = check.inputs.map { input in
        (input.title ?? input.placeholder).map {
          SwiftLiteral.string($0, prefix: "the ", suffix: " " + describe(input.kind))
        }
          ?? "`\(input.id)`"
      }
      if check.inputs.first?.check?.local == true {
        let doc =
          "`\(check.name)`: checks the value of " + inputs.joined(separator: ", ")
          + " at once (a local check: synchronous, never pending, and a submit does not wait "
          + "for it). Returns the message to show under the input, or `nil` when the value "
          + "passes. It runs whenever the input's message is needed (as the input's `validateOn` "
          + "says, and on submit), never on an empty value."
        var nodes: [SwiftNode] = index == 0 ? [] : [.blank]
        nodes.append(
          .declaration(
            SwiftDeclaration(doc: doc, "func \(check.name)(_ value: String) -> String?")))
        return nodes
      }
      let debounces = Set(check.inputs.compactMap { $0.check?.debounce })
      let timing =
        debounces.count == 1
        ? "It runs \(Self.seconds(debounces.first!)) after the last change"
        : "It runs after each input's debounce"
      let doc =
        "`\(check.name)`: checks the value of " + inputs.joined(separator: ", ")
        + ". Returns the message to show under the input, or `nil` when the value passes. "
        + timing + ", never on an empty value; a new value cancels the task it runs in, and "
        + "the outcome for a value no longer current is dropped."
      var nodes: [SwiftNode] = index == 0 ? [] : [.blank]
      nodes.append(
        .declaration(
          SwiftDeclaration(
            doc: doc, "func \(check.name)(_ value: String) async -> String?")))
      return nodes
    }
    return [
      .blank,
      .declaration(
        SwiftDeclaration(
          doc: "The app checks of the "
            + (form.title.map { SwiftLiteral.string($0) } ?? form.name)
            + " form, by the names its spec gives: the app "
            + "implements them and sets the view model's `checker`. While a check runs its input "
            + "is pending (`isCheckPending(_:)`); a submit waits for the checks.",
          attributes: [.mainActor],
          .joining(modifier, "protocol ", checksProtocolName, ": AnyObject"),
          body: methods)),
    ]
  }

  /// The view model's `checker`, `appChecks` and `appCheck(for:)`, or nothing when no input has
  /// a check.
  var checkMembers: [[SwiftNode]] {
    let checked = form.inputs.filter { $0.check != nil }
    guard !checked.isEmpty else { return [] }
    var cases: [SwiftSwitch.Case] = checked.map { input in
      let check = input.check!
      if check.local {
        return .init(
          enumCase: input.id,
          .block(
            // `FormAppCheck(local:)` by its label, as a reader looks it up (a lone trailing
            // closure would select the same initializer, the only one it fits).
            SwiftBlock(
              "return FormAppCheck(local:", parameters: " [weak self] value in",
              [.line("self?.checker?.\(check.name)(value)")], closing: "})")))
      }
      return .init(
        enumCase: input.id,
        .block(
          SwiftBlock(
            "return FormAppCheck(debounce: \(SwiftLiteral.number(check.debounce)))",
            parameters: " [weak self] value in",
            [.line("await self?.checker?.\(check.name)(value)")])))
    }
    if checked.count < form.inputs.count {
      cases.append(.init(label: "default", .line("return nil")))
    }
    return [
      [
        .declaration(
          SwiftDeclaration(
            doc: "The app's checks (`\(checksProtocolName)`), held weakly: set it before the "
              + "screen shows (the view controller or an object the screen keeps). Without it "
              + "every check passes.",
            attributes: usesObservation ? [.other("@ObservationIgnored")] : [],
            .joining(modifier, "weak var checker: (any ", checksProtocolName, ")?")))
      ],
      [
        .declaration(
          SwiftDeclaration(
            doc: "The inputs whose app checks are running (their debounce passed, the app has "
              + "not answered): the screens show a progress indicator beside each. A check still "
              + "in its debounce is not in it; a submit waits for it all the same.",
            .joining(published, modifier, "var pendingChecks: Set<Field> = []")))
      ],
      [
        .declaration(
          SwiftDeclaration(
            doc: "The app checks in flight and their outcomes; they publish their running inputs "
              + "as `pendingChecks`.",
            attributes: usesObservation ? [.other("@ObservationIgnored")] : [],
            .assignment(
              head: modifier + "lazy var appChecks: FormChecks<Field>?",
              value: "FormChecks(pendingDidChange: { [weak self] in self?.pendingChecks = $0 })")))
      ],
      [
        .declaration(
          SwiftDeclaration(
            doc: "The app check of an input: its debounce and the call of `checker`'s method.",
            modifier + "func appCheck(for field: Field) -> FormAppCheck?",
            statement: .switchStatement(SwiftSwitch(subject: "field", cases: cases))))
      ],
    ]
  }

  /// `0.5 seconds`, `1 second`, `at once`.
  private static func seconds(_ value: Double) -> String {
    if value == 0 { return "at once" }
    return SwiftLiteral.number(value) + (value == 1 ? " second" : " seconds")
  }
}
