import FormCompiler
import FormSpec

/// `<Name>Form+Keyboard.swift`: the UIKit views protocol, its map from inputs and node ids to
/// views, and the keyboard controller's typealias.
extension TemplateModelBuilder {
  /// The file's declarations.
  var keyboardFile: [SwiftNode] {
    let viewsProtocol = typeName + "Views"
    let hasFlagTexts = !flagTextNodes.isEmpty
    // Each doc is joined from its pieces (the optional ones joined first): interpolated, each
    // piece was an append, and the string reserved for the literal grew; as a chain of `+`, each
    // piece made a new string (23 allocations per form).
    let viewsDoc: String = .joining(
      "The views a screen provides for `", typeName,
      "`: its root view (from `FormViews`), one view per scroll view, table and input, and one "
        + "per node that `visibleWhen` hides",
      .joining(
        hasFlagTexts ? " or whose text changes with app flags" : "",
        enabledButtonNodes.isEmpty ? "" : ", and one per submit button with an `enabled`",
        imageNodes.isEmpty ? "" : ", and one per image with an id"),
      ".\n\nA view controller conforms with a property for each, of the type named or a subclass "
        + "of it (a custom control's own class); the extension below maps the form's inputs and "
        + "node ids to them. Implement `formViewsHidden(with:)` to hide an input's title label "
        + "with it, `formShowError(_:for:)` to show validation messages and "
        + "`formErrorView(for:)` to bring a message into view with its input; "
        + "`formIndexPath(for:)` only for a table laid out otherwise than the spec.")
    let didAppear = form.initialFocus.map {
      String.joining(
        "`didAppear()` in `viewDidAppear(_:)` (it focuses `", $0,
        "`, the spec's `focus.initial`), ")
    }
    let controllerDoc: String = .joining(
      "Applies `", typeName,
      "` to a screen through a `FormSession`: traits, placeholders and accessibility labels, "
        + "return keys that follow visibility, the accessory toolbar, focus, visibility of every "
        + "node, validation messages, submitting, and keyboard avoidance by the form's keyboard "
        + "plan.\n\nCreate it with `",
      typeName,
      "KeyboardController(form:views:)` (it holds the views weakly), call `start()` in "
        + "`viewWillAppear(_:)`, ",
      .joining(
        didAppear ?? "",
        "`stop()` in `viewDidDisappear(_:)` and `layoutDidChange()` in "
          + "`viewDidLayoutSubviews()`."))
    // The extension's declarations with a blank line between each two, in one array: as groups
    // joined by ``SwiftNode/separated(_:)``, an array per group, the array of the groups and the
    // joined one were five allocations and frees per form.
    var extensionBody: [SwiftNode] = [
      .declaration(
        SwiftDeclaration(
          doc: "The view of an input.",
          modifier + "func formView(for field: Form.Field) -> UIView",
          body: [
            .switchStatement(
              SwiftSwitch(
                subject: "field",
                cases: form.inputs.map {
                  .init(enumCase: $0.id, .affixed(.returnValue, $0.id))
                }))
          ])),
      .blank,
      .declaration(
        SwiftDeclaration(
          doc: "The scroll view, table or pinned container with an id.",
          modifier + "func formContainer(_ id: String) -> UIView?",
          body: viewLookup(containerIDs, found: { $0 }, notFound: "nil"))),
      .blank,
      .declaration(
        SwiftDeclaration(
          doc: "The views of a node that `visibleWhen` hides"
            + (hasFlagTexts ? " or whose text changes with app flags" : "")
            + (enabledButtonNodes.isEmpty
              ? "" : ", or of a submit button enabled by the form")
            + (imageNodes.isEmpty ? "" : ", or of an image")
            + ", by id.",
          modifier + "func formNodeViews(_ id: String) -> [UIView]",
          body: viewLookup(nodeViewIDs, found: { "[\($0)]" }, notFound: "[]"))),
    ]
    if let configureImages {
      extensionBody.append(.blank)
      extensionBody.append(.declaration(configureImages))
    }
    let declarations: [SwiftNode] = [
      .declaration(
        SwiftDeclaration(
          doc: viewsDoc, attributes: [.mainActor],
          .joining(modifier, "protocol ", viewsProtocol, ": FormViews where Form == ", typeName),
          body: viewRequirements)),
      .blank,
      .declaration(
        SwiftDeclaration(
          "extension " + viewsProtocol,
          body: extensionBody)),
      .blank,
      .declaration(
        SwiftDeclaration(
          doc: controllerDoc,
          .assignment(
            head: .joining(modifier, "typealias ", typeName, "KeyboardController"),
            value: .joining("FormKeyboardController<", typeName, ">")))),
    ]
    return declarations + navigationItemExtension(of: viewsProtocol)
  }

  /// `extension <Name>FormViews { func formNavigationItem() … }`, answering `navigationItem`, for
  /// a form with `actions` in the navigation bar; nothing otherwise.
  private func navigationItemExtension(of viewsProtocol: String) -> [SwiftNode] {
    guard hasNavigationBarActions else { return [] }
    return [
      .blank,
      .declaration(
        SwiftDeclaration(
          "extension " + viewsProtocol,
          body: [
            .declaration(
              SwiftDeclaration(
                doc: "The navigation item that shows the form's `actions`.",
                modifier + "func formNavigationItem() -> UINavigationItem?",
                statement: .line("navigationItem")))
          ])),
    ]
  }

  /// `func formConfigureImages()`, which the keyboard controller calls at `start()`: each image's
  /// picture (an SF Symbol or asset; the app sets its own), content mode, and accessibility (its
  /// description as label, or hidden from VoiceOver when decorative). Nothing for a form without
  /// images with ids.
  private var configureImages: SwiftDeclaration? {
    let owner = typeName + "."
    var body: [SwiftNode] = []
    for index in form.layout.indices where form.layout[index].kind == .image {
      guard let id = form.layout[index].id, let image = form.layout[index].image else { continue }
      switch image.source {
      case .system(let name):
        body.append(.line("\(id).image = UIImage(systemName: \(SwiftLiteral.string(name)))"))
      case .asset(let name):
        body.append(.line("\(id).image = UIImage(named: \(SwiftLiteral.string(name)))"))
      case .app: break
      }
      switch image.contentMode {
      case .fit: body.append(.line("\(id).contentMode = .scaleAspectFit"))
      case .fill:
        body.append(.line("\(id).contentMode = .scaleAspectFill"))
        body.append(.line("\(id).clipsToBounds = true"))
      }
      if let description = image.description {
        body.append(.line("\(id).isAccessibilityElement = true"))
        let text = oneLineText(.node(index, .description), description, owner: owner)
        body.append(.line("\(id).accessibilityLabel = \(text)"))
      } else {
        body.append(.line("\(id).isAccessibilityElement = false"))
      }
    }
    guard !body.isEmpty else { return nil }
    return SwiftDeclaration(
      doc: "Gives each image its picture (but the app's own), content mode and "
        + "accessibility, as the spec says; the keyboard controller calls it at `start()`.",
      modifier + "func formConfigureImages()", body: body)
  }

  /// `switch id { case "x": return found(x) … default: return notFound }`, or `notFound` alone
  /// when there are no ids.
  private func viewLookup(_ ids: [String], found: (String) -> String, notFound: String)
    -> [SwiftNode]
  {
    guard !ids.isEmpty else { return [.line(notFound)] }
    var cases = ids.map {
      SwiftSwitch.Case(
        label: SwiftLiteral.string($0, prefix: "case "), .affixed(.returnValue, found($0)))
    }
    cases.append(.init(label: "default", .line("return " + notFound)))
    return [.switchStatement(SwiftSwitch(subject: "id", cases: cases))]
  }

  /// The views protocol's requirements: containers, inputs, then nodes that hide, each an
  /// associated type (the view's class or a subclass) and a documented property.
  private var viewRequirements: [SwiftNode] {
    // Held by value in one array (``SwiftNode/members(_:blankLines:)``), not a class instance
    // per declaration.
    var nodes: [SwiftMember] = []
    func add(_ id: String, _ type: String, _ doc: String) {
      // Ids start with a lowercase ASCII letter, so `AccountTypeView` names one view only. The
      // two signatures, the type's name and its documentation are written piece by piece:
      // joined, each was a string of more than 15 bytes, so an allocation, a copy and a free.
      nodes.append(SwiftMember(doc: nil, .viewType(id: id, type: type)))
      nodes.append(SwiftMember(doc: doc, .view(id: id)))
    }
    // Two declarations per view, and the navigation item: room for all of them at once.
    let containers = containerIDs
    let viewIDs = nodeViewIDs
    nodes.reserveCapacity(2 * (containers.count + form.inputs.count + viewIDs.count) + 1)
    for id in containers {
      // The node's kind is read where it stands: `first(where:)` copied the whole node.
      guard let index = form.layout.firstIndex(where: { $0.id == id }) else { continue }
      let kind = form.layout[index].kind
      let pinned = id == form.keyboardPlan.pinnedContainer
      let doc =
        pinned
        ? "The `\(id)` container, whose bottom follows the keyboard layout guide."
        : "The `\(id)` \(kind == .table ? "table" : "scroll view")."
      add(id, viewType(kind), doc)
    }
    for (index, input) in form.inputs.enumerated() {
      add(
        input.id,
        input.kind == .multiChoice
          ? "FormMultiChoiceControl" : input.choice.map(choiceViewType) ?? viewType(input.kind),
        inputDocs[index])
    }
    if hasNavigationBarActions {
      nodes.append(
        SwiftMember(
          doc:
            "The navigation item that shows the form's `actions` (a view controller's own): the "
            + "keyboard controller puts Submit and Cancel there at `start()`.",
          .text("var navigationItem: UINavigationItem { get }")))
    }
    let hidden = Set(hiddenNodes)
    let flagTexts = Set(flagTextNodes)
    let enabledButtons = Dictionary(
      enabledButtonNodes.map { ($0.id, $0.enabled) }, uniquingKeysWith: { first, _ in first })
    for id in viewIDs {
      guard let index = form.layout.firstIndex(where: { $0.id == id }) else { continue }
      let node = form.layout[index]
      let what: String
      switch node.kind {
      case .section: what = "section: the view that holds its header, rows and footer"
      case .stack: what = "stack"
      case .label: what = "label"
      case .button: what = "button"
      default: what = node.kind.rawValue
      }
      if node.kind == .image, let image = node.image {
        var doc = "The `\(id)` image"
        if hidden.contains(id) { doc += ", hidden while its `visibleWhen` fails" }
        doc +=
          image.source == .app
          ? ": the app sets its `image` (`source: app`); `formConfigureImages()` sets its content "
            + "mode and accessibility."
          : ": `formConfigureImages()` sets its picture, content mode and accessibility."
        doc +=
          " Its height is the screen's layout's (\(SwiftLiteral.number(node.height ?? 0)) points in the spec)."
        add(id, viewType(node.kind), doc)
        continue
      }
      let text = node.kind == .button ? "title" : "text"
      var doc: String
      switch (hidden.contains(id), flagTexts.contains(id)) {
      case (true, true):
        doc =
          "The `\(id)` \(what), hidden while its `visibleWhen` fails; its \(text) changes with "
          + "app flags."
      case (false, true): doc = "The `\(id)` \(what), whose \(text) changes with app flags."
      case (true, false): doc = "The `\(id)` \(what), hidden while its `visibleWhen` fails."
      case (false, false) where enabledButtons[id] == nil:
        // Listed only because an input's `reveal` names it.
        doc = "The `\(id)` \(what), revealed with the input whose `reveal` names it."
      case (false, false): doc = "The `\(id)` \(what)."
      }
      if let enabled = enabledButtons[id] {
        doc += " The keyboard controller sets its `isEnabled` (`enabled: \(enabled.rawValue)`)."
      }
      add(id, viewType(node.kind), doc)
    }
    return nodes.isEmpty ? [] : [.members(nodes, blankLines: false)]
  }
}
