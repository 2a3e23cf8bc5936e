import FormCompiler
import FormRuntime
import FormSpec
import Foundation

/// The generated SwiftUI screen (`<Name>FormView.swift`): the layout tree as views.
///
/// `scroll` is a `FormScrollContent` when vertical (a `ScrollView` of a `VStack` inside the
/// margins) and a `ScrollView` of an `HStack` when horizontal, `table` a `Form`, `section` a
/// `Section` with its header and footer in a table (else a `VStack` with them in footnote text),
/// `stack` a `VStack` or `HStack` with its spacing, `field` and `textView` a `FormTextField`,
/// `custom` the app's view from the `custom` view builder, `label` a `Text`, `button` a
/// `FormSubmitButton` or a `Button` that calls `onAction`, `spacer` a `Spacer` of fixed height. A node with a
/// `visibleWhen` is inside `if form.isVisible(…)`. Texts are `Text(verbatim:)`: shown exactly as
/// the spec writes them, or, with `localization` configured, as the view model's `localization`
/// looks them up (SwiftUI's own lookup is not applied to them).
///
/// The sizes (default spacing, control heights, padding, the gap around section text) are
/// FormRuntime's `FormLayoutMetrics.standard`, the values `formc simulate` estimates with, so that
/// its verdict is about this screen.
extension TemplateModelBuilder {
  /// The Mustache values of the SwiftUI screen.
  var swiftUIValues: [(key: String, value: MustacheValue)] {
    let customs = form.inputs.filter { $0.kind == .custom }
    let actions = form.layout.filter { $0.kind == .button && $0.action != .submit && $0.id != nil }
    let viewName = typeName + "View"
    var values: [(key: String, value: MustacheValue)] = [
      ("viewName", .string(viewName)),
      ("genericClause", .string(customs.isEmpty ? "" : "<Custom: View>")),
      (
        "formProperty",
        .string(usesObservation ? "private let form: " : "@ObservedObject private var form: ")
      ),
      ("hasCustom", .bool(!customs.isEmpty)),
      ("hasActions", .bool(!actions.isEmpty)),
      ("hasCancel", .bool(form.actions?.cancel != nil)),
      (
        "actions",
        .list(
          actions.compactMap { node in
            node.id.map { id in
              let title = node.text.map {
                SwiftLiteral.string($0, prefix: "The ", suffix: " button.")
              }
              return .orderedDictionary([
                ("doc", .string(SwiftDocComment.lines(title ?? "The `\(id)` button.", column: 6))),
                ("name", .string(id)),
              ])
            }
          })
      ),
      (
        "initParameters",
        .string(initParameters(hasCustom: !customs.isEmpty, hasActions: !actions.isEmpty))
      ),
      ("viewBody", .string(viewBody(hasActions: !actions.isEmpty))),
      ("previewBody", .string(previewBody(viewName: viewName, hasCustom: !customs.isEmpty))),
    ]
    let subject =
      form.title.map { SwiftLiteral.string($0, prefix: "The ", suffix: " form") }
      ?? "The \(form.name) form"
    var doc =
      subject + " as a SwiftUI screen, built from the spec's layout: every input with its traits "
      + "and return key, the keyboard toolbar, focus that follows Return and Next, scrolling "
      + "to the focused input, the visibility of every node, and error messages under their "
      + "inputs."
    if !customs.isEmpty {
      doc +=
        " The `custom` view builder gives the view of each custom input ("
        + customs.map { "`\($0.id)`" }.joined(separator: ", ") + ")."
    }
    doc +=
      "\n\nShow it with a view model the screen owns (`@State` of an iOS 17 `@Observable` "
      + "model, `@StateObject` below iOS 17) and run the submission in `onSubmit`."
    values.append(("viewDoc", .string(SwiftDocComment.lines(doc, column: 2))))
    return values
  }

  /// `init(form: …) {`, one parameter per line when it does not fit at column 4, where the
  /// template puts it.
  private func initParameters(hasCustom: Bool, hasActions: Bool) -> String {
    var parameters = ["form: \(typeName)", "onSubmit: @escaping () -> Void = {}"]
    if hasActions { parameters.append("onAction: @escaping (Action) -> Void = { _ in }") }
    if form.actions?.cancel != nil { parameters.append("onCancel: @escaping () -> Void = {}") }
    if hasCustom {
      parameters.append("@ViewBuilder custom: @escaping (\(typeName).Field) -> Custom")
    }
    let oneLine = modifier + "init(" + parameters.joined(separator: ", ") + ") {"
    if SwiftLayout.fits(4, oneLine) { return oneLine }
    return modifier + "init(\n"
      + parameters.map { SwiftLayout.spaces(2) + $0 }.joined(separator: ",\n") + "\n) {"
  }

  /// The preview's statement: the screen of a new form in a navigation view with the form's
  /// title, each custom input drawn as its id in secondary text; the template puts it at column 8.
  private func previewBody(viewName: String, hasCustom: Bool) -> String {
    var writer = SwiftUIViewWriter(builder: self, margin: 8)
    writer.line(8, "NavigationView {")
    if hasCustom {
      writer.line(10, "\(viewName)(form: \(typeName)()) { field in")
      writer.line(12, "Text(verbatim: field.rawValue).foregroundColor(.secondary)")
      writer.line(10, "}")
    } else {
      writer.line(10, "\(viewName)(form: \(typeName)())")
    }
    if let title = form.title {
      // swift-format indents a call chained to a one-line call, not to a closing brace. A
      // `Text(verbatim:)`, as every text of the screen: shown as written, never a format.
      let owner = typeName + "."
      let literal = oneLineText(.formTitle, title, owner: owner)
      writer.expression(
        hasCustom ? 10 : 12, oneLine: ".navigationTitle(Text(verbatim: \(literal)))"
      ) { tree in
        tree.call(
          ".navigationTitle",
          [
            tree.call(
              "Text",
              [localizedText(.formTitle, title, owner: owner, label: "verbatim", in: tree)])
          ])
      }
    }
    writer.line(8, "}")
    return writer.text
  }

  /// ``localizedText(_:_:owner:label:in:)`` on one line.
  func oneLineText(_ origin: FormString.Origin, _ value: String, owner: String) -> String {
    guard let string = catalogStrings[origin], !string.isFormat else {
      return SwiftLiteral.string(value)
    }
    return owner + "localization.string(" + SwiftLiteral.string(string.key) + ", default: "
      + SwiftLiteral.string(string.sourceValue) + ")"
  }

  // MARK: - The body

  /// `var body`'s statements: the content node's view, with the screen's keyboard handling; the
  /// template puts them at column 6.
  private func viewBody(hasActions: Bool) -> String {
    var writer = SwiftUIViewWriter(builder: self, margin: 6)
    writer.appendNode(0, indent: 6, inTable: false)
    // Inside `formKeyboard`, whose environment the submit button reads.
    writer.appendActionToolbars(indent: 6)
    // After the content's closing brace, as swift-format puts a chained call.
    writer.line(6, ".formKeyboard(of: form, focus: $focus, onSubmit: onSubmit)")
    return writer.text
  }
}

/// Writes the views of a layout tree, one statement per line, as swift-format lays them out.
///
/// Indents are columns of the generated file, which decide where lines break; each line is
/// written with what its indent has beyond `margin`, the column of the value's tag in the
/// template, to which the renderer indents the value's later lines.
struct SwiftUIViewWriter: ~Copyable {
  let builder: TemplateModelBuilder
  /// The column of the value's tag in the template.
  let margin: Int
  private var out = TextBuffer(capacity: 4096)
  private var started = false
  /// The inputs by id.
  private let inputs: [String: ResolvedInput]

  init(builder: TemplateModelBuilder, margin: Int) {
    self.builder = builder
    self.margin = margin
    var inputs: [String: ResolvedInput] = [:]
    for input in builder.form.inputs { inputs[input.id] = input }
    self.inputs = inputs
  }

  /// What was written, each line without the `margin` the renderer gives it.
  var text: String { out.text }

  /// A line at column `indent` (at least `margin`).
  mutating func line(_ indent: Int, _ text: String) {
    if started { out.newline(indent: indent - margin) }
    started = true
    out.append(text)
  }

  /// A call laid out at `indent`, as swift-format breaks a long one: `oneLine` when it fits (no
  /// tree is built), else the tree `build` makes.
  mutating func expression(
    _ indent: Int, oneLine: String, _ build: (SwiftExpression) -> SwiftExpression.ID
  ) {
    if SwiftLayout.fits(indent, oneLine) { return line(indent, oneLine) }
    let tree = SwiftExpression()
    let root = build(tree)
    line(indent, tree.layout(root, column: indent, indent: indent, margin: margin))
  }

  private var metrics: FormLayoutMetrics { .standard }

  private func spacing(_ node: LayoutNode) -> String {
    SwiftLiteral.number(node.spacing ?? Double(metrics.itemSpacing))
  }

  private func number(_ value: CGFloat) -> String {
    SwiftLiteral.number(Double(value))
  }

  /// A node's views, inside `if form.isVisible(…)` when it has a condition.
  mutating func appendNode(_ index: Int, indent: Int, inTable: Bool) {
    let node = builder.form.layout[index]
    if node.condition != nil, let id = node.id, index != 0 {
      let test =
        node.kind.isInput || node.kind.isControl
        ? "form.isVisible(.\(id))" : "form.isVisible(node: \(SwiftLiteral.string(id)))"
      line(indent, "if \(test) {")
      appendContent(index, node, indent: indent + 2, inTable: inTable)
      appendEnabledWhen(
        node.id.flatMap { inputs[$0] }, indent: indent + 4 - (node.kind == .switch ? 2 : 0))
      line(indent, "}")
    } else {
      appendContent(index, node, indent: indent, inTable: inTable)
      appendEnabledWhen(
        node.id.flatMap { inputs[$0] }, indent: indent + 2 - (node.kind == .switch ? 2 : 0))
    }
  }

  private mutating func appendChildren(_ node: LayoutNode, indent: Int, inTable: Bool) {
    for child in node.children { appendNode(child, indent: indent, inTable: inTable) }
  }

  private mutating func appendContent(
    _ index: Int, _ node: LayoutNode, indent: Int, inTable: Bool
  ) {
    let typeName = builder.typeName
    switch node.kind {
    case .scroll:
      if node.axis == .horizontal {
        line(indent, "ScrollView(.horizontal) {")
        line(indent + 2, "HStack(spacing: \(spacing(node))) {")
        appendChildren(node, indent: indent + 4, inTable: false)
        line(indent + 2, "}")
      } else {
        let arguments = node.spacing.map { "(spacing: \(SwiftLiteral.number($0)))" } ?? ""
        line(indent, "FormScrollContent\(arguments) {")
        appendChildren(node, indent: indent + 2, inTable: false)
      }
      line(indent, "}")
      if let height = node.height, index != 0 {
        line(indent, ".frame(height: \(SwiftLiteral.number(height)))")
      }
    case .table:
      line(indent, "Form {")
      appendChildren(node, indent: indent + 2, inTable: true)
      line(indent, "}")
    case .section:
      if inTable {
        line(indent, "Section {")
        appendChildren(node, indent: indent + 2, inTable: true)
        if let header = node.header {
          line(indent, "} header: {")
          text(indent + 2, header, .node(index, .header), font: nil)
        }
        if let footer = node.footer {
          line(indent, "} footer: {")
          text(indent + 2, footer, .node(index, .footer), font: nil)
        }
        line(indent, "}")
      } else {
        // Header and footer sit the section-text gap from the children, which are the item
        // spacing apart.
        let spaced = node.header != nil || node.footer != nil
        if spaced {
          line(
            indent, "VStack(alignment: .leading, spacing: \(number(metrics.sectionTextSpacing))) {")
        }
        let inner = spaced ? indent + 2 : indent
        if let header = node.header {
          text(inner, header, .node(index, .header), font: ".footnote")
        }
        line(inner, "VStack(alignment: .leading, spacing: \(number(metrics.itemSpacing))) {")
        appendChildren(node, indent: inner + 2, inTable: false)
        line(inner, "}")
        if let footer = node.footer {
          text(inner, footer, .node(index, .footer), font: ".footnote")
        }
        if spaced { line(indent, "}") }
      }
    case .stack:
      if node.axis == .horizontal {
        line(indent, "HStack(alignment: .top, spacing: \(spacing(node))) {")
      } else {
        line(indent, "VStack(alignment: .leading, spacing: \(spacing(node))) {")
      }
      appendChildren(node, indent: indent + 2, inTable: inTable)
      line(indent, "}")
    case .field, .textView:
      guard let id = node.id else { return }
      expression(indent, oneLine: "FormTextField(.\(id), of: form, focus: $focus)") { tree in
        tree.call(
          "FormTextField",
          [
            tree.text("." + id), tree.text("form", label: "of"),
            tree.text("$focus", label: "focus"),
          ])
      }
    case .custom:
      guard let id = node.id else { return }
      line(indent, "custom(.\(id))")
      line(indent + 2, ".formCustomInput(\(typeName).Field.\(id), focus: $focus)")
      let height = inputs[id]?.height.map(SwiftLiteral.number) ?? number(metrics.controlHeight)
      line(indent + 2, ".frame(minHeight: \(height))")
    case .switch:
      guard let id = node.id else { return }
      let binding = builder.usesObservation ? "Bindable(form).\(id)" : "$form.\(id)"
      line(indent, "Toggle(isOn: \(binding)) {")
      text(indent + 2, inputs[id]?.title ?? id, .node(index, .title), font: nil)
      line(indent, "}")
      line(indent, ".formControl(\(typeName).Field.\(id))")
    case .label:
      text(indent, node.text ?? "", .node(index, .text), font: nil)
    case .button:
      let origin = FormString.Origin.node(index, .title)
      let value = node.text ?? node.id ?? ""
      let title = builder.oneLineText(origin, value, owner: owner)
      let (builder, owner) = (builder, owner)
      if node.action == .submit || node.id == nil {
        expression(indent, oneLine: "FormSubmitButton(\(title), of: form)") { tree in
          tree.call(
            "FormSubmitButton",
            [
              builder.localizedText(origin, value, owner: owner, in: tree),
              tree.text("form", label: "of"),
            ])
        }
        appendEnablement(node.enabled, indent: indent + 2)
      } else if let id = node.id {
        line(indent, "Button(action: { onAction(.\(id)) }) {")
        text(indent + 2, node.text ?? id, origin, font: nil)
        line(indent, "}")
      }
    case .spacer:
      if let height = node.height {
        // A fixed space, as in UIKit: `Spacer(minLength:)` would expand to fill the stack.
        line(indent, "Spacer().frame(height: \(SwiftLiteral.number(height)))")
      } else {
        line(indent, "Spacer()")
      }
    }
  }

  /// What reaches the view model's `localization`: its type name and a dot.
  var owner: String { builder.typeName + "." }

  /// `Text(verbatim: "…")` of the spec text `value` (or of its lookup), with a font.
  mutating func text(
    _ indent: Int, _ value: String, _ origin: FormString.Origin, font: String?
  ) {
    let literal = builder.oneLineText(origin, value, owner: owner)
    let oneLine = "Text(verbatim: \(literal))"
    guard !SwiftLayout.fits(indent, oneLine) else {
      line(indent, oneLine)
      if let font { line(indent + 2, ".font(\(font))") }
      return
    }
    let tree = SwiftExpression()
    let root = tree.call(
      "Text", [builder.localizedText(origin, value, owner: owner, label: "verbatim", in: tree)])
    var text = tree.layout(root, column: indent, indent: indent, margin: margin)
    guard let font else { return line(indent, text) }
    // swift-format puts the closing parenthesis of a call that breaks on its own line when a
    // member is chained to it, and the member at the call's indent.
    text.removeLast()
    line(indent, text)
    line(indent, ")")
    line(indent, ".font(\(font))")
  }
}
