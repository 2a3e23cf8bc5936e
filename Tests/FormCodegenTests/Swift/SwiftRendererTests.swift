import Testing

@testable import FormCodegen

/// ``SwiftRenderer`` lays the tree out as `swift format` does: each rule once, at the column the
/// line really starts.
struct SwiftRendererTests {
  static func render(_ nodes: [SwiftNode], margin: Int = 0) -> String {
    SwiftRenderer.render(nodes, margin: margin)
  }

  static let long = String(repeating: "x", count: 90)

  @Test func anAssignmentBreaksAfterTheEqualsSignOnlyWhenItDoesNotFit() {
    let short = SwiftDeclaration(
      .assignment(head: "var a: String", value: "\"b\""), body: [.line("didSet {}")])
    #expect(Self.render([.declaration(short)]) == "var a: String = \"b\" {\n  didSet {}\n}")
    let long = SwiftDeclaration(
      .assignment(head: "var a: String", value: "\"\(Self.long)\""), body: [.line("didSet {}")])
    #expect(
      Self.render([.declaration(long)])
        == "var a: String =\n  \"\(Self.long)\"\n{\n  didSet {}\n}")
    let noBody = SwiftDeclaration(.assignment(head: "typealias A", value: Self.long + "Long"))
    #expect(Self.render([.declaration(noBody)]) == "typealias A =\n  \(Self.long)Long")
  }

  /// A property written piece by piece lays out as the assignment of its joined head does, with
  /// a body and without one, fitting or broken (a value that fits only without the brace, too).
  @Test(arguments: [1, 59, 61, 62, 63, 64, 90])
  func aPropertyLaysOutAsTheAssignmentOfItsJoinedHead(length: Int) {
    let value = "\"" + String(repeating: "v", count: length) + "\""
    for body in [nil, [SwiftNode.line("didSet {}")]] {
      let pieces = SwiftDeclaration(
        .property(head: "@FormPublished var ", name: "email", type: "String", value: value),
        body: body)
      let joined = SwiftDeclaration(
        .assignment(head: "@FormPublished var email: String", value: value), body: body)
      #expect(Self.render([.declaration(pieces)]) == Self.render([.declaration(joined)]))
      #expect(
        Self.render([.declaration(pieces)], margin: 4)
          == Self.render([.declaration(joined)], margin: 4))
    }
  }

  /// A declaration holding its one statement without an array lays out as one whose body is an
  /// array of that statement: fitting or broken, with and without its documentation, at a
  /// margin.
  @Test(arguments: [1, 62, 90])
  func aDeclarationOfOneStatementLaysOutAsOneWithABodyOfIt(length: Int) {
    let value = "\"" + String(repeating: "v", count: length) + "\""
    let signatures: [SwiftSignature] = [
      .property(head: "@FormPublished var ", name: "email", type: "String", value: value),
      .assignment(head: "var email: String", value: value),
      .text("var email: String"),
    ]
    let statements: [SwiftNode] = [
      .affixed(.didSetValueDidChange, "email"),
      .block(SwiftBlock("didSet", [.line("a()"), .line("b()")])),
    ]
    for signature in signatures {
      for statement in statements {
        for doc in [nil, "The email."] {
          let one = SwiftDeclaration(doc: doc, signature, statement: statement)
          let array = SwiftDeclaration(doc: doc, signature, body: [statement])
          for margin in [0, 4] {
            #expect(
              Self.render([.declaration(one)], margin: margin)
                == Self.render([.declaration(array)], margin: margin))
          }
        }
      }
    }
    let text = SwiftDeclaration("var a: Int", statement: .line("didSet {}"))
    #expect(Self.render([.declaration(text)]) == "var a: Int {\n  didSet {}\n}")
  }

  /// Declarations held by value in one array lay out as the same declarations as class
  /// instances, one after another or with an empty line between each two: with and without
  /// documentation and a body, fitting or broken, at a margin, inside a body.
  @Test(arguments: [1, 62, 90])
  func membersLayOutAsTheDeclarationsTheyHold(length: Int) {
    let value = "\"" + String(repeating: "v", count: length) + "\""
    let members: [(doc: String?, signature: SwiftSignature, statement: SwiftNode?)] = [
      ("The email.", .affixed(.enumCase, "email"), nil),
      (nil, .associatedType(name: "EmailView", type: "UITextField"), nil),
      ("The `email` field.", .getter(name: "email", type: "EmailView"), nil),
      (
        "A property.",
        .property(head: "@FormPublished var ", name: "email", type: "String", value: value),
        .affixed(.didSetValueDidChange, "email")
      ),
      (nil, .text("var a: Int"), .block(SwiftBlock("didSet", [.line("a()"), .line("b()")]))),
    ]
    let held = members.map { member in
      member.statement.map { SwiftMember(doc: member.doc, member.signature, statement: $0) }
        ?? SwiftMember(doc: member.doc, member.signature)
    }
    let declarations: [SwiftNode] = members.map { member in
      .declaration(
        member.statement.map { SwiftDeclaration(doc: member.doc, member.signature, statement: $0) }
          ?? SwiftDeclaration(doc: member.doc, member.signature))
    }
    let separated = declarations.enumerated().flatMap { index, node in
      index == 0 ? [node] : [.blank, node]
    }
    for margin in [0, 4] {
      #expect(
        Self.render([.members(held, blankLines: false)], margin: margin)
          == Self.render(declarations, margin: margin))
      #expect(
        Self.render([.members(held, blankLines: true)], margin: margin)
          == Self.render(separated, margin: margin))
      let inside = SwiftDeclaration(.text("enum A"), body: [.members(held, blankLines: true)])
      #expect(
        Self.render([.declaration(inside)], margin: margin)
          == Self.render(
            [.declaration(SwiftDeclaration(.text("enum A"), body: separated))], margin: margin))
    }
    #expect(Self.render([.line("a"), .members([], blankLines: true), .line("b")]) == "a\nb")
  }

  @Test func parametersGoOnePerLineWhenTheSignatureDoesNotFit() {
    let fits = SwiftDeclaration(.parameters(head: "init", ["a: Int", "b: Int"]), body: [])
    #expect(Self.render([.declaration(fits)]) == "init(a: Int, b: Int) {\n}")
    let long = SwiftDeclaration(
      .parameters(head: "init", ["a: \(Self.long)", "b: Int"]), body: [.line("x()")])
    #expect(
      Self.render([.declaration(long)]) == "init(\n  a: \(Self.long),\n  b: Int\n) {\n  x()\n}")
  }

  @Test func aCaseKeepsItsStatementOnItsLineWhenItFits() {
    let statement = SwiftSwitch(
      subject: "id",
      cases: [
        .init(label: "case .a", body: [.line("return a")]),
        .init(label: "case .b", body: [.line("return " + Self.long + "yyyy")]),
        .init(label: "default", body: [.line("return nil")]),
      ])
    #expect(
      Self.render([.switchStatement(statement)])
        == "switch id {\ncase .a: return a\ncase .b:\n  return \(Self.long)yyyy\ndefault: return nil\n}"
    )
  }

  /// An affixed line is written as the joined line would be: alone, as a block's statement and as
  /// a case's one statement, on the case's line only when the whole joined text fits there.
  @Test(arguments: ["a", Self.long, "\u{301}é" + Self.long])
  func anAffixedLineIsLaidOutAsTheJoinedLine(id: String) {
    func nodes(_ line: (SwiftAffix, String) -> SwiftNode) -> [SwiftNode] {
      [
        line(.didSetValueDidChange, id),
        .block(SwiftBlock("didSet", [line(.valueDidChange, id), line(.startCheck, id)])),
        .switchStatement(
          SwiftSwitch(
            subject: "field",
            cases: [
              .init(enumCase: id, body: [line(.returnBoolText, id)]),
              .init(enumCase: "b", body: [line(.assignSelection, id)]),
              .init(label: "default", body: [line(.returnValue, id)]),
            ])),
      ]
    }
    let affixed = Self.render(nodes { .affixed($0, $1) })
    #expect(affixed == Self.render(nodes { .line("\($0.head)" + $1 + "\($0.tail)") }))
    #expect(affixed.contains("case .b: self.\(id) = Set(") == (id.count < 10))
  }

  /// Every affix's head and tail are ASCII without a line break, so their width is their bytes
  /// (``SwiftAffix/width``), as the renderer measures them.
  @Test func anAffixIsASCIIWithoutALineBreak() {
    let affixes = (0...UInt8.max).compactMap(SwiftAffix.init(rawValue:))
    #expect(affixes.count == 14)
    for affix in affixes {
      let text = "\(affix.head)\(affix.tail)"
      #expect(text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0A && $0 != 0x0D }, "\(affix)")
      #expect(affix.width == text.count, "\(affix)")
    }
  }

  /// A text field's affixed line breaks as its call does when it does not fit, alone and with a
  /// member chained to it, as the expression statement it replaces did.
  @Test(arguments: [0, 40, 70])
  func anAffixedTextFieldBreaksAsItsCall(indent: Int) {
    func statement() -> SwiftNode {
      .expression(
        SwiftExpressionStatement(oneLine: "FormTextField(.emailAddress, of: form, focus: $focus)") {
          tree in
          tree.call(
            "FormTextField",
            [
              tree.member("emailAddress"), tree.text("form", label: "of"),
              tree.text("$focus", label: "focus"),
            ])
        })
    }
    let affixed = SwiftNode.affixed(.textField, "emailAddress")
    let disabled = SwiftNode.line(".disabled(!form.isEnabled(.emailAddress))")
    #expect(
      SwiftRenderer.render([affixed], column: indent)
        == SwiftRenderer.render([statement()], column: indent))
    #expect(
      SwiftRenderer.render([affixed.chained([disabled])], column: indent)
        == SwiftRenderer.render([statement().chained([disabled])], column: indent))
    let declaration = SwiftNode.declaration(SwiftDeclaration(.affixed(.enumCase, "email")))
    #expect(SwiftRenderer.render([declaration], column: indent) == "case email")
  }

  /// A protocol's associated type and read-only property, written piece by piece, are the
  /// lines their joined text would be, with a doc above and at any column.
  @Test(arguments: [0, 2, 90])
  func protocolRequirementsAreWrittenAsTheirJoinedLines(indent: Int) {
    let pieces: [SwiftNode] = [
      .declaration(
        SwiftDeclaration(
          doc: "The type of `email`.", .associatedType(name: "EmailView", type: "UITextField"))),
      .declaration(
        SwiftDeclaration(doc: "The `email` field.", .getter(name: "email", type: "EmailView"))),
    ]
    let joined: [SwiftNode] = [
      .declaration(
        SwiftDeclaration(doc: "The type of `email`.", "associatedtype EmailView: UITextField")),
      .declaration(SwiftDeclaration(doc: "The `email` field.", "var email: EmailView { get }")),
    ]
    #expect(
      SwiftRenderer.render(pieces, column: indent) == SwiftRenderer.render(joined, column: indent))
    #expect(
      SwiftRenderer.render([pieces[1]], column: 0)
        == "/// The `email` field.\nvar email: EmailView { get }")
  }

  /// A view's associated type and property, named and documented from its id piece by piece,
  /// are the lines of the joined type name and documentation: a documentation line that fits or
  /// one filled onto two, an id that does not start with a lowercase ASCII letter, one with a
  /// character that is not ASCII, at any column and margin.
  @Test(arguments: [0, 2, 40])
  func viewRequirementsAreWrittenAsTheirJoinedLines(indent: Int) {
    let ids = [
      "email", "accountType", "x", "_private", "émail", "a" + String(repeating: "b", count: 60),
    ]
    for id in ids {
      for type in ["UITextField", "FormMultiChoiceControl", "Custom View"] {
        let name = String.capitalized(id, suffix: "View")
        let pieces: [SwiftNode] = [
          .members(
            [
              SwiftMember(doc: nil, .viewType(id: id, type: type)),
              SwiftMember(doc: "The `\(id)` field.", .view(id: id)),
            ], blankLines: false)
        ]
        let joined: [SwiftNode] = [
          .declaration(
            SwiftDeclaration(
              doc: "The type of `\(id)`: `\(type)` or a subclass of it.",
              "associatedtype \(name): \(type)")),
          .declaration(SwiftDeclaration(doc: "The `\(id)` field.", "var \(id): \(name) { get }")),
        ]
        #expect(
          SwiftRenderer.render(pieces, column: indent)
            == SwiftRenderer.render(joined, column: indent))
        #expect(
          SwiftRenderer.render(pieces, margin: indent)
            == SwiftRenderer.render(joined, margin: indent))
      }
    }
    #expect(
      SwiftRenderer.render(
        [
          .members(
            [SwiftMember(doc: nil, .viewType(id: "email", type: "UITextField"))], blankLines: false)
        ],
        column: 0)
        == "/// The type of `email`: `UITextField` or a subclass of it.\n"
        + "associatedtype EmailView: UITextField")
  }

  @Test func chainedMembersFollowSwiftFormat() {
    // After a one-line view: two more; after a closing brace: the view's own column.
    let line = SwiftNode.chain(.line("Text(\"a\")"), [.line(".font(.footnote)")])
    #expect(Self.render([line]) == "Text(\"a\")\n  .font(.footnote)")
    let block = SwiftNode.chain(
      .block(SwiftBlock("Toggle(isOn: $a)", [.line("Text(\"a\")")])), [.line(".disabled(true)")])
    #expect(Self.render([block]) == "Toggle(isOn: $a) {\n  Text(\"a\")\n}\n.disabled(true)")
    // A call that breaks puts its closing parenthesis on a line of its own before a member.
    let literal = "\"" + Self.long.dropLast(10) + "\""
    let broken = SwiftNode.chain(
      .expression(
        SwiftExpressionStatement(oneLine: "Text(verbatim: \(literal))") { tree in
          tree.call("Text", [tree.text(literal, label: "verbatim")])
        }), [.line(".font(.footnote)")])
    #expect(
      Self.render([broken], margin: 4)
        == "Text(\n  verbatim: \(literal)\n)\n.font(.footnote)")
  }

  @Test func laterLinesCarryOnlyWhatTheyHaveBeyondTheMargin() {
    let nodes: [SwiftNode] = [
      .conditionalCompilation(condition: "DEBUG", body: [.line("let a = 1"), .blank, .line("b()")])
    ]
    // The template indents each later line to the hole's column; a blank line gets nothing.
    #expect(Self.render(nodes, margin: 2) == "#if DEBUG\n  let a = 1\n\n  b()\n#endif")
  }

  @Test func aDocCommentIsFilledAtTheColumnItLandsOn() {
    let text = Array(repeating: "word", count: 30).joined(separator: " ")
    let shallow = Self.render([.doc(text)])
    let deep = Self.render([.block(SwiftBlock("if a", [.doc(text)]))], margin: 40)
    #expect(shallow.split(separator: "\n").allSatisfy { $0.count <= 100 })
    #expect(deep.split(separator: "\n").allSatisfy { 40 + $0.count <= 100 })
    #expect(deep.split(separator: "\n").count > shallow.split(separator: "\n").count + 1)
  }

  @Test func attributesStandOnTheirOwnLines() {
    let declaration = SwiftDeclaration(
      doc: "A view.", attributes: [.mainActor, .available(platform: "iOS", introduced: "15.0")],
      "struct A: View", body: [.blank])
    #expect(
      Self.render([.declaration(declaration)])
        == "/// A view.\n@MainActor\n@available(iOS 15.0, *)\nstruct A: View {\n\n}")
  }
}
