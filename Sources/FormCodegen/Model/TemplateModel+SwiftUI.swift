import FormCompiler
import FormRuntime
import FormSpec
import Foundation

/// The generated SwiftUI screen (`<Name>FormView.swift`): the layout tree as views.
///
/// `scroll` is a `FormScrollContent` when vertical (a `ScrollView` of a `VStack` inside the
/// margins) and a `ScrollView` of an `HStack` when horizontal, `table` a `Form` whose text inputs
/// are rows (`.formInputPlacement(.row)`; elsewhere they stand alone, title above), `section` a
/// `Section` with its header and footer in a table (else a `VStack` with them in footnote text),
/// `stack` a `VStack` or `HStack` with its spacing, `field` and `textView` a `FormTextField`,
/// `custom` the app's view from the `custom` view builder, `label` a `Text`, `button` a
/// `FormSubmitButton` or a `Button` that calls `onAction`, `spacer` a `Spacer` of fixed height,
/// `image` an `Image` of fixed height (the app's from `appImage`). A node with a
/// `visibleWhen` is inside `if form.isVisible(…)`. Texts are `Text(verbatim:)`: shown exactly as
/// the spec writes them, or, with `localization` configured, as the view model's `localization`
/// looks them up (SwiftUI's own lookup is not applied to them).
///
/// The sizes (default spacing, control heights, padding, the gap around section text) are
/// FormRuntime's `FormLayoutMetrics.standard`, the values `formc simulate` estimates with, so that
/// its verdict is about this screen.
extension TemplateModelBuilder {
  /// `<Name>FormView.swift`'s declarations: the screen and its preview.
  var viewFile: [SwiftNode] {
    let customs = form.inputs.filter { $0.kind == .custom }
    // By index: a filter over the nodes themselves copied every node (a dozen retains each).
    let actions = form.layout.indices.filter {
      form.layout[$0].kind == .button && form.layout[$0].action != .submit
        && form.layout[$0].id != nil
    }
    let viewName = typeName + "View"
    let hasCancel = form.actions?.cancel != nil
    let subject =
      form.title.map { SwiftLiteral.string($0, prefix: "The ", suffix: " form") }
      ?? .joining("The ", form.name, " form")
    let customsDoc: String =
      customs.isEmpty
      ? ""
      : .joining(
        " The `custom` view builder gives the view of each custom input (",
        customs.map { .joining("`", $0.id, "`") }.joined(separator: ", "), ").")
    // The doc joined from its pieces: appended piece by piece, its string grew twice.
    var doc: String = .joining(
      subject,
      " as a SwiftUI screen, built from the spec's layout: every input with its traits "
        + "and return key, the keyboard toolbar, focus that follows Return and Next, scrolling "
        + "to the focused input, the visibility of every node, and error messages under their "
        + "inputs.",
      customsDoc,
      "\n\nShow it with a view model the screen owns (`@State` of an iOS 17 `@Observable` "
        + "model, `@StateObject` below iOS 17) and run the submission in `onSubmit`, or in "
        + "`onSubmitAsync` when it is asynchronous (the submit shows progress and cannot be "
        + "tapped twice while it runs).")

    // The struct's body in one array, its stored properties first, then its declarations with a
    // blank line before each (what ``SwiftNode/separated(_:)`` made of groups: an array per
    // group, the array of the groups and the joined one were about five allocations and frees per
    // screen). Room for the most it holds: nine properties, four declarations and their blank
    // lines.
    var members: [SwiftNode] = [
      .line(
        (usesObservation ? "private let form: " : "@ObservedObject private var form: ") + typeName),
      .line(.joining("@FocusState private var focus: ", typeName, ".Field?")),
      .line("private let onSubmit: () -> Void"),
      .line("private let onSubmitAsync: (@MainActor () async -> Void)?"),
    ]
    members.reserveCapacity(17)
    var assignments: [SwiftNode] = [
      .line("self.form = form"), .line("self.onSubmit = onSubmit"),
      .line("self.onSubmitAsync = onSubmitAsync"),
    ]
    var parameters = [
      .joining("form: ", typeName), "onSubmit: @escaping () -> Void = {}",
      "onSubmitAsync: (@MainActor () async -> Void)? = nil",
    ]
    if !actions.isEmpty {
      members.append(.line("private let onAction: (Action) -> Void"))
      assignments.append(.line("self.onAction = onAction"))
      parameters.append("onAction: @escaping (Action) -> Void = { _ in }")
    }
    if asksToDiscard {
      // Whether the cancel's Discard Changes or Keep Editing dialog shows.
      members.append(.line("@State private var isAskingToDiscard = false"))
    }
    if hasCancel {
      // A main-actor closure: `Button`'s action type
      // (https://developer.apple.com/documentation/swiftui/button/init(action:label:)), so the
      // button takes it as it is; a plain `() -> Void` passed there is "converting non-Sendable
      // function value to '@MainActor @Sendable () -> Void' may introduce data races".
      members.append(.line("private let onCancel: @MainActor () -> Void"))
      assignments.append(.line("self.onCancel = onCancel"))
      parameters.append("onCancel: @escaping @MainActor () -> Void = {}")
    }
    // The images whose picture the app sets, which the screen asks for by id (read in place:
    // a `compactMap` over the layout copied every node).
    var appImages: [String] = []
    for index in form.layout.indices where form.layout[index].kind == .image {
      if form.layout[index].image?.source == .app, let id = form.layout[index].id {
        appImages.append(id)
      }
    }
    if !appImages.isEmpty {
      members.append(.line("private let appImage: (AppImage) -> Image"))
      assignments.append(.line("self.appImage = appImage"))
      parameters.append("appImage: @escaping (AppImage) -> Image")
      doc +=
        " The `appImage` closure gives the picture of each image the app sets ("
        + appImages.map { "`\($0)`" }.joined(separator: ", ")
        + "): the screen sizes it and reads its description to VoiceOver; return "
        + "`Image(uiImage: UIImage())` while there is none."
    }
    if !customs.isEmpty {
      members.append(.line(.joining("private let custom: (", typeName, ".Field) -> Custom")))
      assignments.append(.line("self.custom = custom"))
      parameters.append(.joining("@ViewBuilder custom: @escaping (", typeName, ".Field) -> Custom"))
    }
    if !actions.isEmpty {
      let cases = actions.compactMap { index in
        let node = form.layout[index]
        return node.id.map { id -> SwiftNode in
          let title = node.text.map { SwiftLiteral.string($0, prefix: "The ", suffix: " button.") }
          return .declaration(SwiftDeclaration(doc: title ?? "The `\(id)` button.", "case " + id))
        }
      }
      members.append(.blank)
      members.append(
        .declaration(
          SwiftDeclaration(
            doc: "The buttons whose action is the app's, by id.",
            modifier + "enum Action: String, Sendable", body: cases)))
    }
    if !appImages.isEmpty {
      members.append(.blank)
      members.append(
        .declaration(
          SwiftDeclaration(
            doc: "The images whose picture the app sets (`source: app`), by id.",
            modifier + "enum AppImage: String, Sendable",
            body: appImages.map { id in
              .declaration(SwiftDeclaration(doc: "The `\(id)` image.", "case " + id))
            })))
    }
    members.append(.blank)
    members.append(
      .declaration(
        SwiftDeclaration(
          doc: "The screen of `form`; `onSubmit`, then `onSubmitAsync`, run when a valid form "
            + "submits.",
          .parameters(head: modifier + "init", parameters), body: assignments)))
    members.append(.blank)
    members.append(
      .declaration(
        SwiftDeclaration(
          doc: "The form's views.", modifier + "var body: some View", body: viewBody)))
    let preview = SwiftDeclaration(
      doc: "The screen with an empty form, for Xcode's canvas.",
      attributes: [.available(platform: "iOS", introduced: "15.0")],
      .joining("struct ", viewName, "_Previews: PreviewProvider"),
      body: [
        .declaration(
          SwiftDeclaration(
            "static var previews: some View",
            body: previewBody(
              viewName: viewName, hasCustom: !customs.isEmpty, hasAppImages: !appImages.isEmpty)))
      ])
    return [
      .declaration(
        SwiftDeclaration(
          doc: doc, attributes: [.available(platform: "iOS", introduced: "15.0")],
          .joining(
            modifier, "struct ", viewName, customs.isEmpty ? "" : "<Custom: View>", ": View"),
          body: members)),
      .blank,
      .conditionalCompilation(condition: "DEBUG", body: [.declaration(preview)]),
    ]
  }

  /// The preview's statement: the screen of a new form in a navigation view with the form's
  /// title, each custom input drawn as its id in secondary text.
  private func previewBody(viewName: String, hasCustom: Bool, hasAppImages: Bool) -> [SwiftNode] {
    // The app's pictures as a placeholder symbol: the trailing closure, or (before the custom
    // inputs' view builder) an argument.
    let appImages = ", appImage: { _ in Image(systemName: \"photo\") }"
    var screen: SwiftNode
    if hasCustom {
      screen = .block(
        SwiftBlock(
          .joining(viewName, "(form: ", typeName, "()", hasAppImages ? appImages : "", ")"),
          parameters: " field in",
          [.line("Text(verbatim: field.rawValue).foregroundColor(.secondary)")]))
    } else if hasAppImages {
      screen = .block(
        SwiftBlock(
          .joining(viewName, "(form: ", typeName, "())"), parameters: " _ in",
          [.line("Image(systemName: \"photo\")")]))
    } else {
      screen = .line(.joining(viewName, "(form: ", typeName, "())"))
    }
    if let title = form.title {
      // A `Text(verbatim:)`, as every text of the screen: shown as written, never a format.
      let owner = typeName + "."
      let literal = oneLineText(.formTitle, title, owner: owner)
      let builder = self
      screen = .chain(
        screen,
        [
          .expression(
            SwiftExpressionStatement(
              oneLine: .joining(".navigationTitle(Text(verbatim: ", literal, "))")
            ) {
              tree in
              tree.call(
                ".navigationTitle",
                [
                  tree.call(
                    "Text",
                    [
                      builder.localizedText(
                        .formTitle, title, owner: owner, label: "verbatim", in: tree)
                    ])
                ])
            })
        ])
    }
    return [.block(SwiftBlock("NavigationView", [screen]))]
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

  /// Whether the spec's cancel asks before discarding changes (`actions.cancel.confirmDiscard`).
  var asksToDiscard: Bool { form.actions?.cancel?.confirmDiscard == true }

  /// `var body`'s statements: the content node's view, with the screen's keyboard handling.
  private var viewBody: [SwiftNode] {
    let translator = SwiftUIViewTranslator(builder: self)
    // The action toolbars inside `formKeyboard`, whose environment the submit button reads;
    // chained after the content's closing brace, as swift-format puts a chained call.
    // A cancel with `confirmDiscard` asks before it discards changes, and a sheet showing the
    // screen is not swiped away meanwhile.
    let discard: [SwiftNode] =
      asksToDiscard
      ? [
        .line(
          ".formDiscardConfirmation(of: form, isPresented: $isAskingToDiscard, onDiscard: onCancel)"
        )
      ] : []
    return [
      translator.content(0).chained(
        translator.flagTitle() + translator.actionToolbars() + discard
          + [
            .line(
              ".formKeyboard(of: form, focus: $focus, onSubmit: onSubmit, onSubmitAsync: onSubmitAsync)"
            )
          ])
    ]
  }
}

/// Translates a layout tree into SwiftUI views, as swift-format lays them out.
struct SwiftUIViewTranslator {
  let builder: TemplateModelBuilder
  /// The input of each layout node, by its index in `form.layout`; `nil` for other nodes (an
  /// array, not a dictionary by id: no id is hashed per node).
  let inputs: [ResolvedInput?]
  /// `<Name>Form.`, before a localized string's key.
  let owner: String
  /// The ids of the nodes an input's `reveal` names, a table's rows included
  /// (`TemplateModelBuilder.revealedNodes(includingTableRows:)`).
  let revealed: Set<String>

  init(builder: TemplateModelBuilder) {
    self.builder = builder
    var inputs = [ResolvedInput?](repeating: nil, count: builder.form.layout.count)
    for input in builder.form.inputs where input.node < inputs.count { inputs[input.node] = input }
    self.inputs = inputs
    owner = .joining(builder.typeName, ".")
    revealed = Set(builder.revealedNodes(includingTableRows: true))
  }

  private var metrics: FormLayoutMetrics { .standard }

  // The stack heads of the standard metrics, made once: a section's, and a stack's without
  // `spacing` of its own, were each interpolated per node (a number formatted, four string
  // appends and, past 15 bytes, an allocation).

  /// `VStack(alignment: .leading, spacing: …)` of the metrics' item spacing.
  private static let itemVStack =
    "VStack(alignment: .leading, spacing: \(SwiftLiteral.number(Double(FormLayoutMetrics.standard.itemSpacing))))"
  /// `HStack(alignment: .top, spacing: …)` of the metrics' item spacing.
  private static let itemHStack =
    "HStack(alignment: .top, spacing: \(SwiftLiteral.number(Double(FormLayoutMetrics.standard.itemSpacing))))"
  /// `VStack(alignment: .leading, spacing: …)` of the metrics' section-text spacing.
  private static let sectionTextVStack =
    "VStack(alignment: .leading, spacing: \(SwiftLiteral.number(Double(FormLayoutMetrics.standard.sectionTextSpacing))))"

  private func spacing(_ node: LayoutNode) -> String {
    SwiftLiteral.number(node.spacing ?? Double(metrics.itemSpacing))
  }

  private func number(_ value: CGFloat) -> String {
    SwiftLiteral.number(Double(value))
  }

  /// The root node's view (the root's own condition never applies).
  func content(_ index: Int) -> SwiftNode {
    var nodes: [SwiftNode] = []
    appendContent(index, builder.form.layout[index], inTable: false, to: &nodes)
    return nodes.count == 1 ? nodes[0] : .chain(nodes[0], Array(nodes.dropFirst()))
  }

  /// Appends a node's views to `views`, inside `if form.isVisible(…)` when it has a condition,
  /// and disabled while its `enabledWhen` fails or, for a choice whose options the app loads,
  /// while the app's list is empty. Appending to its parent's views, a node makes no array of
  /// its own (it has one view most of the time: an array of it was an allocation per node).
  func appendNode(_ index: Int, inTable: Bool, to views: inout [SwiftNode]) {
    // A layout node is a copy-on-write box (`LayoutNode.Storage`): taking it costs one retain.
    let layout = builder.form.layout
    let start = views.count
    appendContent(index, layout[index], inTable: inTable, to: &views)
    let single = views.count == start + 1
    let id = layout[index].id
    // Whether a condition is there is asked with `case .some`: `!= nil` on an optional of an
    // Equatable type is its `==`, which copied the whole condition (a retain and a release of
    // each of its strings) for every input and node.
    if let id, let input = inputs[index], single {
      let disables: Bool
      if case .some = input.enabledCondition {
        disables = true
      } else {
        disables = input.choice?.loadsOptions == true
      }
      if disables {
        views[start] = views[start].chained([
          .line(.joining(".disabled(!form.isEnabled(.", id, "))"))
        ])
      }
    }
    // A node an input's `reveal` names: a scroll id of its own, and its frame measured, for the
    // input's reveal region (FormRuntime's `formRevealed(_:)`).
    if !revealed.isEmpty, let id, single, revealed.contains(id) {
      views[start] = views[start].chained([
        .line(SwiftLiteral.string(id, prefix: ".formRevealed(", suffix: ")"))
      ])
    }
    if case .some = layout[index].condition, let id, index != 0 {
      let kind = layout[index].kind
      // A label or a screen's own button that `visibleWhen` hides carries its id as
      // accessibility identifier, as the UIKit controller gives it (`identifyNodeViews`): the
      // generated UI tests find it by that id in every language. A submit button keeps the
      // runtime's submit identifier.
      if kind == .label || (kind == .button && layout[index].action != .submit), single {
        views[start] = views[start].chained([
          .line(
            SwiftLiteral.string(
              id, prefix: ".accessibilityIdentifier(FormAccessibilityIdentifier.node(", suffix: "))"
            )
          )
        ])
      }
      // The `if` line joined in one string from its pieces (the test, then the line, were two).
      let head: String =
        kind.isInput || kind.isControl
        ? .joining("if form.isVisible(.", id, ")")
        : SwiftLiteral.string(id, prefix: "if form.isVisible(node: ", suffix: ")")
      let body = Array(views[start...])
      views.removeSubrange(start...)
      views.append(.block(SwiftBlock(head, body)))
    }
  }

  private func children(_ node: LayoutNode, inTable: Bool) -> [SwiftNode] {
    // Room for one view per child (most give one) at once: `flatMap` grew the array as it went.
    let children = node.children
    var views: [SwiftNode] = []
    views.reserveCapacity(children.count)
    for child in children { appendNode(child, inTable: inTable, to: &views) }
    return views
  }

  private func appendContent(
    _ index: Int, _ node: LayoutNode, inTable: Bool, to views: inout [SwiftNode]
  ) {
    let typeName = builder.typeName
    switch node.kind {
    case .scroll:
      let view: SwiftNode
      if node.axis == .horizontal {
        view = .block(
          SwiftBlock(
            "ScrollView(.horizontal)",
            [
              .block(
                SwiftBlock(
                  .joining("HStack(spacing: ", spacing(node), ")"), children(node, inTable: false)))
            ]))
      } else {
        let head: String =
          node.spacing.map { .joining("FormScrollContent(spacing: ", SwiftLiteral.number($0), ")") }
          ?? "FormScrollContent"
        view = .block(SwiftBlock(head, children(node, inTable: false)))
      }
      if let height = node.height, index != 0 {
        return views.append(
          .chain(view, [.line(.joining(".frame(height: ", SwiftLiteral.number(height), ")"))]))
      }
      return views.append(view)
    case .table:
      // Its text inputs are rows: SwiftUI tells them nothing about the `Form` around them, and
      // an input anywhere else is stacked (FormRuntime's `formInputPlacement(_:)`).
      return views.append(
        .chain(
          .block(SwiftBlock("Form", children(node, inTable: true))),
          [.line(".formInputPlacement(.row)")]))
    case .section:
      if inTable {
        var trailing: [(label: String, body: [SwiftNode])] = []
        if let header = node.header {
          trailing.append(
            ("header:", [endingEditingOnTap(text(header, .node(index, .header), font: nil))]))
        }
        if let footer = node.footer {
          trailing.append(
            ("footer:", [endingEditingOnTap(text(footer, .node(index, .footer), font: nil))]))
        }
        return views.append(
          .block(SwiftBlock("Section", children(node, inTable: true), trailing: trailing)))
      }
      // Header and footer sit the section-text gap from the children, which are the item
      // spacing apart.
      let header = node.header.map { text($0, .node(index, .header), font: ".footnote") }
      let stack = SwiftNode.block(
        SwiftBlock(Self.itemVStack, children(node, inTable: false)))
      let footer = node.footer.map { text($0, .node(index, .footer), font: ".footnote") }
      guard header != nil || footer != nil else { return views.append(stack) }
      var nodes: [SwiftNode] = []
      nodes.reserveCapacity(3)
      if let header { nodes.append(header) }
      nodes.append(stack)
      if let footer { nodes.append(footer) }
      return views.append(
        .block(
          SwiftBlock(Self.sectionTextVStack, nodes)))
    case .stack:
      let head: String
      switch (node.axis == .horizontal, node.spacing == nil) {
      case (true, true): head = Self.itemHStack
      case (true, false): head = .joining("HStack(alignment: .top, spacing: ", spacing(node), ")")
      case (false, true): head = Self.itemVStack
      case (false, false):
        head = .joining("VStack(alignment: .leading, spacing: ", spacing(node), ")")
      }
      return views.append(.block(SwiftBlock(head, children(node, inTable: inTable))))
    case .field, .textView:
      guard let id = node.id else { return }
      return views.append(.affixed(.textField, id))
    case .custom:
      guard let id = node.id else { return }
      let height = inputs[index]?.height.map(SwiftLiteral.number) ?? number(metrics.controlHeight)
      // A custom control without an input view gets no focus binding: no `@FocusState` write
      // ever targets it. (The call's closing parenthesis comes with it.)
      let focus = inputs[index]?.inputView == false ? ")" : ", focus: $focus)"
      // Each line joined in one go (`String.joining`): interpolated, each piece was appended
      // on its own, the string growing as it went.
      return views.append(
        .chain(
          .line(.joining("custom(.", id, ")")),
          [
            // The form, whose error for the input joins its accessibility label.
            .line(
              .joining(".formCustomInput(", typeName, ".Field.", id, ", of: form", focus)),
            .line(.joining(".frame(minHeight: ", height, ")")),
          ]))
    case .switch:
      guard let id = node.id else { return }
      let binding: String =
        builder.usesObservation ? .joining("Bindable(form).", id) : .joining("$form.", id)
      return views.append(
        .chain(
          .block(
            SwiftBlock(
              .joining("Toggle(isOn: ", binding, ")"),
              [text(inputs[index]?.title ?? id, .node(index, .title), font: nil)])),
          [.line(.joining(".formControl(", typeName, ".Field.", id, ", of: form)"))]))
    case .date:
      guard let id = node.id, let input = inputs[index], let date = input.date else { return }
      return views.append(datePicker(index, id, input, date))
    case .choice:
      guard let id = node.id, let input = inputs[index], let choice = input.choice else {
        return
      }
      let binding: String =
        builder.usesObservation ? .joining("Bindable(form).", id) : .joining("$form.", id)
      if choice.loadsOptions {
        // The options the app loaded, re-rendered when it sets new ones (a published property);
        // their titles are the app's, shown as written. `appendNode(_:inTable:to:)` disables the
        // picker while the list is empty.
        return views.append(
          .chain(
            .block(
              SwiftBlock(
                .joining("Picker(selection: ", binding, ")"),
                [
                  .block(
                    SwiftBlock(
                      .joining(
                        "ForEach(form.", builder.appOptionsProperty(input), ", id: \\.value)"),
                      parameters: " option in",
                      [
                        .chain(
                          .line("Text(verbatim: option.title)"),
                          [.line(".tag(String?.some(option.value))")])
                      ]))
                ],
                trailing: [("label:", [text(input.title ?? id, .node(index, .title), font: nil)])])),
            [
              .line(builder.choicePickerStyle(choice.style)),
              .line(.joining(".formControl(", typeName, ".Field.", id, ", of: form)")),
            ]))
      }
      let type = typeName + "." + builder.choiceTypeName(input)
      let optional = builder.choiceIsOptional(input)
      let options = choice.options.map { option -> SwiftNode in
        .chain(
          text(option.title, .node(index, .option(option.value)), font: nil),
          [
            .line(
              optional
                ? .joining(".tag(", type, "?.some(.", option.value, "))")
                : .joining(".tag(", type, ".", option.value, ")"))
          ])
      }
      return views.append(
        .chain(
          .block(
            SwiftBlock(
              .joining("Picker(selection: ", binding, ")"), options,
              trailing: [("label:", [text(input.title ?? id, .node(index, .title), font: nil)])])),
          [
            .line(builder.choicePickerStyle(choice.style)),
            .line(.joining(".formControl(", typeName, ".Field.", id, ", of: form)")),
          ]))
    case .multiChoice: views += multiChoiceRows(index, node)
    case .stepper, .slider: views += numberControl(index, node)
    case .label:
      let label = text(node.text ?? "", .node(index, .text), font: nil)
      return views.append(inTable ? endingEditingOnTap(label) : label)
    case .button:
      let origin = FormString.Origin.node(index, .title)
      let value = node.text ?? node.id ?? ""
      if node.action == .submit || node.id == nil {
        return views.append(
          submitButton(
            origin, value, enabled: node.enabled, modelTitle: builder.flagStaticText(origin)))
      } else if let id = node.id {
        return views.append(
          .block(
            SwiftBlock(
              .joining("Button(action: { onAction(.", id, ") })"),
              [text(node.text ?? id, origin, font: nil)])))
      }
      return
    case .image: return views.append(imageView(index, node))
    case .spacer:
      if let height = node.height {
        // A fixed space, as in UIKit: `Spacer(minLength:)` would expand to fill the stack.
        return views.append(
          .line(.joining("Spacer().frame(height: ", SwiftLiteral.number(height), ")")))
      }
      return views.append(.line("Spacer()"))
    }
  }

  /// An `image`: the picture (`Image(systemName:)`, `Image(_:)` from the assets, or the app's from
  /// `appImage`) resizable, scaled to fit (or to fill, clipped) within its height, read by
  /// VoiceOver as its `description` or hidden from it when decorative.
  private func imageView(_ index: Int, _ node: LayoutNode) -> SwiftNode {
    guard let image = node.image else { return .line("EmptyView()") }
    let picture: String
    switch image.source {
    case .system(let name):
      picture = SwiftLiteral.string(name, prefix: "Image(systemName: ", suffix: ")")
    case .asset(let name): picture = SwiftLiteral.string(name, prefix: "Image(", suffix: ")")
    // Without an id (`dynamic-node-without-id`) the app has no way to give it: a placeholder.
    case .app:
      picture = node.id.map { .joining("appImage(.", $0, ")") } ?? "Image(systemName: \"photo\")"
    }
    var modifiers: [SwiftNode] = [.line(".resizable()")]
    switch image.contentMode {
    case .fit: modifiers.append(.line(".scaledToFit()"))
    case .fill: modifiers.append(.line(".scaledToFill()"))
    }
    modifiers.append(
      .line(.joining(".frame(height: ", SwiftLiteral.number(node.height ?? 44), ")")))
    if image.contentMode == .fill { modifiers.append(.line(".clipped()")) }
    if let description = image.description {
      let origin = FormString.Origin.node(index, .description)
      let literal = builder.oneLineText(origin, description, owner: owner)
      let (string, owner) = (builder.catalogStrings[origin], owner)
      modifiers.append(
        .expression(
          SwiftExpressionStatement(
            oneLine: .joining(".accessibilityLabel(Text(verbatim: ", literal, "))")
          ) { tree in
            tree.call(
              ".accessibilityLabel",
              [
                tree.call(
                  "Text",
                  [
                    TemplateModelBuilder.localizedText(
                      string, description, owner: owner, label: "verbatim", in: tree)
                  ])
              ])
          }))
    } else {
      modifiers.append(.line(".accessibilityHidden(true)"))
    }
    return .chain(.line(picture), modifiers)
  }

  /// A text of a table's `Form` (a section header or footer, a label) that ends editing on a tap
  /// with `keyboard.dismiss: onTap` (FormRuntime's `formEndsEditingOnTap()`): in a `Form` the
  /// screen attaches the tap to these views, which have no tap of their own, not to the `Form`,
  /// whose rows the list selects itself.
  private func endingEditingOnTap(_ text: SwiftNode) -> SwiftNode {
    guard builder.form.keyboardPlan.dismissMode == .onTap else { return text }
    return text.chained([.line(".formEndsEditingOnTap()")])
  }

  /// What reaches the view model's `localization`: its type name and a dot.

  /// `FormSubmitButton(title, of: form)`, disabled as `enabled` says; `identifier` names the
  /// accessibility identifier when it is not the runtime's default.
  func submitButton(
    _ origin: FormString.Origin, _ value: String, enabled: ActionEnablement?,
    identifier: String? = nil, modelTitle: String? = nil
  ) -> SwiftNode {
    // A title that changes with app flags is read from the model (`modelTitle`:
    // `form.actionTitle(.submit)`, `form.staticText(2)`).
    let title = modelTitle ?? builder.oneLineText(origin, value, owner: owner)
    let (builder, owner) = (builder, owner)
    let identifierArgument = identifier.map { ", identifier: " + $0 } ?? ""
    let button = SwiftNode.expression(
      SwiftExpressionStatement(
        oneLine: .joining("FormSubmitButton(", title, ", of: form", identifierArgument, ")")
      ) { tree in
        var arguments = [
          modelTitle.map { tree.text($0) }
            ?? builder.localizedText(origin, value, owner: owner, in: tree),
          tree.text("form", label: "of"),
        ]
        if let identifier { arguments.append(tree.text(identifier, label: "identifier")) }
        return tree.call("FormSubmitButton", arguments)
      })
    guard let enabled, enabled != .always else { return button }
    return .chain(
      button, [.line(.joining(".disabled(!form.isSubmitEnabled(.", enabled.rawValue, "))"))])
  }

  /// `Text(verbatim: "…")` of the spec text `value` (or of its lookup), with a font.
  func text(_ value: String, _ origin: FormString.Origin, font: String?) -> SwiftNode {
    // A text that changes with app flags is read from the model, which publishes them.
    if let read = builder.flagStaticText(origin) {
      let text = SwiftNode.line(.joining("Text(verbatim: ", read, ")"))
      return font.map { .chain(text, [.affixed(.font, $0)]) } ?? text
    }
    // The closure keeps the catalog's string, not the builder: capturing the builder copied it
    // (two dozen retains) for every text of the screen.
    let (string, owner) = (builder.catalogStrings[origin], owner)
    // Without a lookup, the one-line form is joined from the literal's pieces: the literal made
    // first was a string (an allocation) only to be copied into it.
    let oneLine: String =
      if let string, !string.isFormat {
        .joining("Text(verbatim: ", builder.oneLineText(origin, value, owner: owner), ")")
      } else {
        SwiftLiteral.string(value, prefix: "Text(verbatim: ", suffix: ")")
      }
    let text = SwiftNode.expression(
      SwiftExpressionStatement(oneLine: oneLine) { tree in
        tree.call(
          "Text",
          [
            TemplateModelBuilder.localizedText(
              string, value, owner: owner, label: "verbatim", in: tree)
          ])
      })
    guard let font else { return text }
    return .chain(text, [.affixed(.font, font)])
  }
}
