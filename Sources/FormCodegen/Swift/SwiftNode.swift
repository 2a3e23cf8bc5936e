/// Generated Swift as one typed tree: declarations with their documentation and attributes,
/// statements, result-builder blocks, `#if` blocks and expressions. ``SwiftRenderer`` lays a tree
/// out the way `swift format` does with the checked-in `.swift-format` (two-space indentation,
/// 100 columns), deciding each line break once, at the column the node lands on.
///
/// Translators (one per output file: ``GeneratedOutput``) build the tree from the checked form;
/// the templates only place it in a file skeleton.
enum SwiftNode {
  /// One statement or member written as it stands (`case .email: return self.email` is a
  /// ``switchStatement(_:)`` case, not a line; a line is for what has no structure of its own).
  case line(String)
  /// A line of fixed text around one piece that varies (`return self.` `email`, `startCheck(.`
  /// `email` `)`), written piece by piece: no `String` is joined for it, where a ``line(_:)``
  /// built by joining costs an allocation, a copy and a free per line (three lines per input in
  /// the model file alone).
  case affixed(SwiftAffix, String)
  /// An empty line, separating members or statements.
  case blank
  /// A documentation comment (`///`), its words filled onto lines that end by column 100 at the
  /// column it lands on; `"\n\n"` separates paragraphs.
  case doc(String)
  /// A declaration: type, function, property, typealias, enum case.
  case declaration(SwiftDeclaration)
  /// Declarations without attributes one after another, held by value in one array: an enum's
  /// cases, a protocol's requirements, a class's stored properties; with `blankLines`, an empty
  /// line between each two. A ``declaration(_:)`` each is a class instance (an allocation, a
  /// free and a release apiece: about 7,200 per 50 specs for these three).
  case members([SwiftMember], blankLines: Bool)
  /// `head {` … `}`: an `if`, a closure, a result-builder block, with trailing closures after it.
  case block(SwiftBlock)
  /// `switch subject {` … `}`.
  case switchStatement(SwiftSwitch)
  /// `#if condition` … `#endif`, the body indented.
  case conditionalCompilation(condition: String, body: [SwiftNode])
  /// An expression, after a head such as `return ` or `static let x = `, broken as swift-format
  /// breaks a long one (``SwiftExpression``).
  case expression(SwiftExpressionStatement)
  /// A view (or any expression) with members chained to it, one per line: indented two more than
  /// the view when it ends on a line of its own making, at the view's column after a closing
  /// brace or parenthesis on a line of its own.
  indirect case chain(SwiftNode, [SwiftNode])
}

/// The fixed text around the varying piece of a ``SwiftNode/affixed(_:_:)`` line: a head before
/// it and a tail after it, both literals (kept as one byte in the node, so a node stays as small
/// as a ``SwiftNode/line(_:)``).
enum SwiftAffix: UInt8 {
  /// `return ` and the piece.
  case returnValue
  /// `return self.` and an input's id.
  case returnProperty
  /// `return self.email ? "true" : "false"`: a switch's value as text.
  case returnBoolText
  /// `return self.email ?? ""`: an optional choice's value as text.
  case returnTextOrEmpty
  /// `self.email = value`.
  case assignText
  /// `self.email = value == "true"`.
  case assignBool
  /// `self.email = value.isEmpty ? nil : value`.
  case assignOptional
  /// `self.email = Set(FormChoice.selection(value))`.
  case assignSelection
  /// `didSet { formChanges.valueDidChange(.email) }`.
  case didSetValueDidChange
  /// `formChanges.valueDidChange(.email)`.
  case valueDidChange
  /// `startCheck(.email)`.
  case startCheck
  /// `case email`: an enum case's declaration (``SwiftSignature/affixed(_:_:)``).
  case enumCase
  /// `.font(.headline)`: a text's font, chained to it.
  case font
  /// `FormTextField(.email, of: form, focus: $focus)`: a field's view, broken as the call's
  /// expression (``expression(_:in:)``) when it does not fit.
  case textField

  /// What stands before the piece: ASCII without a line break, one column a byte, and a static
  /// string, written from where it stands (a `String`'s bytes are reached through its UTF-8
  /// view, and each was measured).
  var head: StaticString {
    switch self {
    case .returnValue: return "return "
    case .returnProperty, .returnBoolText, .returnTextOrEmpty: return "return self."
    case .assignText, .assignBool, .assignOptional, .assignSelection: return "self."
    case .didSetValueDidChange: return "didSet { formChanges.valueDidChange(."
    case .valueDidChange: return "formChanges.valueDidChange(."
    case .startCheck: return "startCheck(."
    case .enumCase: return "case "
    case .font: return ".font("
    case .textField: return "FormTextField(."
    }
  }

  /// What stands after the piece: ASCII without a line break, as ``head``.
  var tail: StaticString {
    switch self {
    case .returnValue, .returnProperty, .enumCase: return ""
    case .returnBoolText: return " ? \"true\" : \"false\""
    case .returnTextOrEmpty: return " ?? \"\""
    case .assignText: return " = value"
    case .assignBool: return " = value == \"true\""
    case .assignOptional: return " = value.isEmpty ? nil : value"
    case .assignSelection: return " = Set(FormChoice.selection(value))"
    case .didSetValueDidChange: return ") }"
    case .valueDidChange, .startCheck, .font: return ")"
    case .textField: return ", of: form, focus: $focus)"
    }
  }

  /// The columns ``head`` and ``tail`` take together: their bytes.
  var width: Int { head.utf8CodeUnitCount + tail.utf8CodeUnitCount }

  /// Whether the line breaks as an expression (``expression(_:in:)``) when it does not fit.
  var breaks: Bool { self == .textField }

  /// The line as an expression tree, for an affix whose line breaks as a call when it does not
  /// fit; `nil` for a line that stays whole.
  func expression(_ piece: String, in tree: SwiftExpression) -> SwiftExpression.ID? {
    guard self == .textField else { return nil }
    return tree.call(
      "FormTextField",
      [tree.member(piece), tree.text("form", label: "of"), tree.text("$focus", label: "focus")])
  }
}

/// An attribute on its own line before a declaration.
enum SwiftAttribute: Equatable {
  /// `@MainActor`.
  case mainActor
  /// `@Observable`.
  case observable
  /// `@available(iOS 15.0, *)`.
  case available(platform: String, introduced: String)
  /// An attribute written as it stands.
  case other(String)

  /// The attribute as Swift.
  var text: String {
    switch self {
    case .mainActor: return "@MainActor"
    case .observable: return "@Observable"
    case .available(let platform, let introduced): return "@available(\(platform) \(introduced), *)"
    case .other(let text): return text
    }
  }
}

/// A declaration: its documentation, attributes, signature and, when it has one, its body.
///
/// The tree's composite nodes are classes, built once and never changed: handing one to the
/// renderer costs one retain, where a struct of arrays and strings would copy each field.
final class SwiftDeclaration {
  /// The documentation comment's text, if any (``SwiftNode/doc(_:)``).
  let doc: String?
  /// Attributes, each on a line of its own above the signature.
  let attributes: [SwiftAttribute]
  /// What the declaration says before its body: `public final class SignUpForm: FormModel`.
  let signature: SwiftSignature
  /// The members or statements between braces, if it has a body.
  let body: Body

  /// What stands between a declaration's braces: an input's stored property has one statement
  /// (its `didSet`), held without an array (an allocation and a free per input).
  enum Body {
    /// No body: no braces.
    case none
    /// One statement or member.
    case one(SwiftNode)
    /// Any number of statements or members.
    case many([SwiftNode])
  }

  init(
    doc: String? = nil, attributes: [SwiftAttribute] = [], _ signature: SwiftSignature,
    body: [SwiftNode]? = nil
  ) {
    self.doc = doc
    self.attributes = attributes
    self.signature = signature
    self.body = body.map { .many($0) } ?? .none
  }

  /// A declaration whose body is the one `statement`.
  init(
    doc: String? = nil, attributes: [SwiftAttribute] = [], _ signature: SwiftSignature,
    statement: SwiftNode
  ) {
    self.doc = doc
    self.attributes = attributes
    self.signature = signature
    self.body = .one(statement)
  }

  convenience init(
    doc: String? = nil, attributes: [SwiftAttribute] = [], _ signature: String,
    body: [SwiftNode]? = nil
  ) {
    self.init(doc: doc, attributes: attributes, .text(signature), body: body)
  }

  /// A declaration whose body is the one `statement`, its signature text that never breaks.
  convenience init(
    doc: String? = nil, attributes: [SwiftAttribute] = [], _ signature: String,
    statement: SwiftNode
  ) {
    self.init(doc: doc, attributes: attributes, .text(signature), statement: statement)
  }
}

/// A declaration without attributes, held by value (``SwiftNode/members(_:blankLines:)``): its
/// documentation, signature and body, as a ``SwiftDeclaration`` holds them.
struct SwiftMember {
  /// The documentation comment's text, if any.
  let doc: String?
  /// What the declaration says before its body.
  let signature: SwiftSignature
  /// The members or statements between braces, if it has a body.
  let body: SwiftDeclaration.Body

  /// A declaration without a body.
  init(doc: String?, _ signature: SwiftSignature) {
    self.doc = doc
    self.signature = signature
    self.body = .none
  }

  /// A declaration whose body is the one `statement`.
  init(doc: String?, _ signature: SwiftSignature, statement: SwiftNode) {
    self.doc = doc
    self.signature = signature
    self.body = .one(statement)
  }
}

/// What a declaration says before its body, and how it breaks when it is too long for its line.
enum SwiftSignature {
  /// Text that never breaks: `enum Field: String, FormField`.
  case text(String)
  /// `head = value`: when it does not fit with the body's opening brace, the value goes on the
  /// next line, indented two more, and the brace on a line of its own.
  case assignment(head: String, value: String)
  /// `head(parameters)`: when it does not fit, one parameter per line, indented two more, and the
  /// closing parenthesis on the line of the body's opening brace.
  case parameters(head: String, [String])
  /// `head` followed by an expression laid out where it starts (a `let` with a long value).
  case expression(head: String, SwiftExpression, SwiftExpression.ID)
  /// Fixed text around one piece that varies (`case email`), written piece by piece: no
  /// `String` is joined for it.
  case affixed(SwiftAffix, String)
  /// `associatedtype name: type`, written piece by piece (a protocol's view type, one per view
  /// of the UIKit views protocol).
  case associatedType(name: String, type: String)
  /// `var name: type { get }`, written piece by piece (a protocol's read-only property).
  case getter(name: String, type: String)
  /// `associatedtype EmailView: type`: the type of the view named `id` (`email`), named after the
  /// id with its first letter upper-cased and `View` after it, below its documentation line
  /// (The type of \`email\`: \`type\` or a subclass of it.). Both are written piece by piece:
  /// joined, the name and the documentation were a string each (an allocation past 15 bytes)
  /// per view of the UIKit views protocol. A declaration with it has no documentation of its own.
  case viewType(id: String, type: String)
  /// `var email: EmailView { get }`: the view named `id`, of its ``viewType(id:type:)``.
  case view(id: String)
  /// `head name: type = value` (`@FormPublished var email: String = ""`), written piece by piece
  /// and broken as ``assignment(head:value:)`` breaks: an input's stored property, whose joined
  /// head cost an allocation per input.
  case property(head: String, name: String, type: String, value: String)
}

/// `head {` body `}`, with trailing closures after it (`} header: {`).
final class SwiftBlock {
  /// What comes before the opening brace: `if form.isVisible(.email)`, `Section`.
  let head: String
  /// What follows the opening brace on its line: ` field in` for a closure with a parameter.
  let parameters: String
  /// The statements or views inside.
  let body: [SwiftNode]
  /// Further closures, each `} label: {` and its body.
  let trailing: [(label: String, body: [SwiftNode])]
  /// The arguments of a call `head` makes before its trailing closure (`DatePicker(selection: …)
  /// {`): on the head's line when they fit, else one per line, the `)` before the brace.
  let arguments: [String]
  /// The line that closes the block: `}`, or `})` for a closure passed as a call's last
  /// labelled argument (`FormAppCheck(local: {`).
  let closing: String

  init(
    _ head: String, arguments: [String] = [], parameters: String = "", _ body: [SwiftNode],
    trailing: [(label: String, body: [SwiftNode])] = [], closing: String = "}"
  ) {
    self.head = head
    self.arguments = arguments
    self.parameters = parameters
    self.body = body
    self.trailing = trailing
    self.closing = closing
  }
}

/// `switch subject {` with its cases, each at the switch's own indentation (swift-format's
/// default).
final class SwiftSwitch {
  /// The value switched over.
  let subject: String
  /// The cases, in order.
  let cases: [Case]

  init(subject: String, cases: [Case]) {
    self.subject = subject
    self.cases = cases
  }

  /// One case: `case .email` or `default`, and its statements; a single one-line statement
  /// stays on the case's line.
  struct Case {
    /// What the label starts with, before ``label``: `case .` for ``init(enumCase:body:)``,
    /// otherwise nothing. Each initializer sets it once: with a default value, every case was
    /// built as a copy of a first value (a retain and a release of its strings and statement).
    var head: String
    /// `case .email` or `default`; after a ``head``, the rest of the label (`email`).
    var label: String
    /// What the case does.
    var body: Body

    /// A case's statements: most cases of a switch over the inputs have one, held without an
    /// array (an allocation and a free per case, several switches per input).
    enum Body {
      /// One statement.
      case one(SwiftNode)
      /// Any other number of statements.
      case many([SwiftNode])
    }

    /// A case labelled `label` as it stands: `default`, `case "captchaRequired"`.
    init(label: String, body: [SwiftNode]) {
      head = ""
      self.label = label
      self.body = body.count == 1 ? .one(body[0]) : .many(body)
    }

    /// A case labelled `label` as it stands, doing one statement.
    init(label: String, _ statement: SwiftNode) {
      head = ""
      self.label = label
      self.body = .one(statement)
    }

    /// `case .name`: the label is written as `case .` and the name, never joined into a new
    /// string (a switch over the inputs has one case per input, and the view model has two).
    init(enumCase name: String, body: [SwiftNode]) {
      head = "case ."
      label = name
      self.body = body.count == 1 ? .one(body[0]) : .many(body)
    }

    /// `case .name` doing one statement.
    init(enumCase name: String, _ statement: SwiftNode) {
      head = "case ."
      label = name
      self.body = .one(statement)
    }
  }
}

/// An expression that follows `head` on its line (nothing, `return `, `let x = `).
final class SwiftExpressionStatement {
  /// What stands before the expression on its first line.
  let head: String
  /// The expression on one line, when it is cheap to write so: used as it is when it fits, so
  /// that no tree is built for the common short case.
  let oneLine: String?
  /// Builds the expression's tree when it has to break.
  let build: (SwiftExpression) -> SwiftExpression.ID

  init(
    head: String = "", oneLine: String? = nil,
    _ build: @escaping (SwiftExpression) -> SwiftExpression.ID
  ) {
    self.head = head
    self.oneLine = oneLine
    self.build = build
  }
}

extension SwiftNode {
  /// The node with `members` chained after the ones it has: a chain grows instead of nesting, so
  /// every member stands where swift-format puts the chain's members.
  func chained(_ members: [SwiftNode]) -> SwiftNode {
    if case .chain(let base, let existing) = self { return .chain(base, existing + members) }
    return .chain(self, members)
  }
}
