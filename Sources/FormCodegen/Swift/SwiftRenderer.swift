/// Lays out a ``SwiftNode`` tree as text, the way `swift format` lays it out with the checked-in
/// `.swift-format`: two spaces per level, lines of at most 100 columns (``SwiftLayout``).
///
/// The text is written for a template hole at a column: its first line carries no indentation
/// (the template's text before the hole does), later lines carry their whole indentation, empty
/// lines none, so the template prints it as it is: nothing re-indents it. Widths count characters,
/// so every line-break decision is made once, here, at the column the line really starts.
struct SwiftRenderer: ~Copyable {
  /// The column later lines are written relative to: 0 for a file's text; a fragment written for
  /// an engine that indents it (tests) can leave that much out.
  let margin: Int
  private var out: TextBuffer
  private var started = false
  /// Whether the last line written is a closing brace or parenthesis alone (after its
  /// indentation), after which a chained member stays at the same indentation.
  private var endsWithCloser = false

  init(margin: Int, out: consuming TextBuffer = TextBuffer(capacity: 8192)) {
    self.margin = margin
    self.out = out
  }

  /// Writes the nodes laid out starting at `column` (0-based, in characters) at the end of
  /// `buffer`, later lines fully indented: a file's text is written where the rest of the file
  /// is, never copied out as a `String` first.
  static func write(_ nodes: [SwiftNode], column: Int, into buffer: inout ByteBuffer) {
    var renderer = SwiftRenderer(margin: 0, out: TextBuffer(continuing: buffer))
    renderer.append(nodes, indent: column)
    buffer = renderer.out.takeBytes()
  }

  /// The nodes laid out starting at `column` (0-based, in characters), later lines fully
  /// indented.
  static func render(_ nodes: [SwiftNode], column: Int) -> String {
    var renderer = SwiftRenderer(margin: 0)
    renderer.append(nodes, indent: column)
    return renderer.text
  }

  /// The nodes laid out starting at column `margin`, later lines without the `margin` (for an
  /// engine that indents each line to it).
  static func render(_ nodes: [SwiftNode], margin: Int) -> String {
    var renderer = SwiftRenderer(margin: margin)
    renderer.append(nodes, indent: margin)
    return renderer.text
  }

  /// What was written.
  var text: String { out.text }

  /// A line at column `indent` (at least `margin`).
  private mutating func line(_ indent: Int, _ text: String) {
    startLine(indent)
    out.append(text)
  }

  /// A line at column `indent` holding `first` and `second` one after another, written without
  /// joining them first. (Overloads by the number of pieces: with empty pieces as default
  /// arguments, each cost a trip through its UTF-8 view, 17,000 per 50 specs.)
  private mutating func line(_ indent: Int, _ first: String, _ second: String) {
    startLine(indent)
    out.append(first)
    out.append(second)
  }

  /// A line at column `indent` holding `affix`'s head, `piece` and `affix`'s tail, written without
  /// joining them first.
  private mutating func line(_ indent: Int, _ affix: SwiftAffix, _ piece: String) {
    startLine(indent)
    out.append(affix.head)
    out.append(piece)
    out.append(affix.tail)
  }

  /// A line at column `indent` holding `first` to `third` one after another, written without
  /// joining them first.
  private mutating func line(_ indent: Int, _ first: String, _ second: String, _ third: String) {
    startLine(indent)
    out.append(first)
    out.append(second)
    out.append(third)
  }

  /// A line at column `indent` holding `first` to `fourth` one after another, written without
  /// joining them first.
  private mutating func line(
    _ indent: Int, _ first: String, _ second: String, _ third: String, _ fourth: String
  ) {
    startLine(indent)
    out.append(first)
    out.append(second)
    out.append(third)
    out.append(fourth)
  }

  /// A line at column `indent`: `head(parameters…)` and `tail`, the parameters separated by
  /// commas, written without joining them first.
  private mutating func call(_ indent: Int, _ head: String, _ parameters: [String], _ tail: String)
  {
    startLine(indent)
    out.append(head)
    out.append("(")
    for (index, parameter) in parameters.enumerated() {
      if index > 0 { out.append(", ") }
      out.append(parameter)
    }
    out.append(")")
    out.append(tail)
  }

  /// Whether `head(parameters…)` followed by `tail` fits at `indent`, measured without joining
  /// them when each is one line of ASCII.
  private static func callFits(
    _ indent: Int, _ head: String, _ parameters: [String], _ tail: String
  ) -> Bool {
    func joinedFits() -> Bool {
      SwiftLayout.fits(indent, head + "(" + parameters.joined(separator: ", ") + ")" + tail)
    }
    guard let headWidth = SwiftLayout.asciiWidth(head), let tailWidth = SwiftLayout.asciiWidth(tail)
    else { return joinedFits() }
    var width = indent + headWidth + tailWidth + 2 + 2 * max(0, parameters.count - 1)
    for parameter in parameters {
      guard let measured = SwiftLayout.asciiWidth(parameter) else { return joinedFits() }
      width += measured
    }
    return width <= SwiftLayout.lineLength
  }

  /// Starts a line at column `indent`, for text written next.
  private mutating func startLine(_ indent: Int) {
    if started { out.newline(indent: indent - margin) }
    started = true
    endsWithCloser = false
  }

  /// A line at column `indent`: `head`, then the expression `root` of `tree` laid out after it,
  /// written straight into the output; returns whether the expression broke.
  @discardableResult
  private mutating func line(
    _ indent: Int, _ head: String, _ tree: SwiftExpression, _ root: SwiftExpression.ID
  ) -> Bool {
    startLine(indent)
    out.append(head)
    let column = indent + SwiftExpression.width(head)
    return tree.write(root, into: &out, column: column, indent: indent, margin: margin)
  }

  /// A line holding only `}` or `)` at `indent`.
  private mutating func closer(_ indent: Int, _ text: String) {
    line(indent, text)
    endsWithCloser = true
  }

  private mutating func blank() {
    if started { out.newline() }
    started = true
    endsWithCloser = false
  }

  /// Nodes one after another at `indent`.
  mutating func append(_ nodes: [SwiftNode], indent: Int) {
    for node in nodes { append(node, indent: indent) }
  }

  /// One node at `indent`.
  mutating func append(_ node: SwiftNode, indent: Int) {
    switch node {
    case .line(let text): line(indent, text)
    case .affixed(let affix, let text): append(affix, text, indent: indent, chained: false)
    case .blank: blank()
    case .doc(let text): doc(text, indent: indent)
    case .declaration(let declaration): append(declaration, indent: indent)
    case .members(let members, let blankLines):
      append(members, blankLines: blankLines, indent: indent)
    case .block(let block): append(block, indent: indent)
    case .switchStatement(let statement):
      line(indent, "switch ", statement.subject, " {")
      for entry in statement.cases {
        if case .one(.line(let text)) = entry.body,
          SwiftLayout.fits(indent, entry.head, entry.label, ": ", text)
        {
          line(indent, entry.head, entry.label, ": ", text)
        } else if case .one(.affixed(let affix, let text)) = entry.body,
          SwiftLayout.fits(indent, entry.head, entry.label, ": ", affix, text)
        {
          line(indent, entry.head, entry.label, ": ")
          out.append(affix.head)
          out.append(text)
          out.append(affix.tail)
        } else {
          line(indent, entry.head, entry.label, ":")
          switch entry.body {
          case .one(let statement): append(statement, indent: indent + 2)
          case .many(let statements): append(statements, indent: indent + 2)
          }
        }
      }
      closer(indent, "}")
    case .conditionalCompilation(let condition, let body):
      line(indent, "#if ", condition)
      append(body, indent: indent + 2)
      line(indent, "#endif")
    case .expression(let statement): append(statement, indent: indent, chained: false)
    case .chain(let base, let members):
      if case .expression(let statement) = base {
        append(statement, indent: indent, chained: true)
      } else if case .affixed(let affix, let text) = base {
        append(affix, text, indent: indent, chained: true)
      } else {
        append(base, indent: indent)
      }
      let memberIndent = endsWithCloser ? indent : indent + 2
      append(members, indent: memberIndent)
    }
  }

  /// A doc comment filled at `indent`, its later lines written with their indentation as it is
  /// filled (no second pass over the text).
  private mutating func doc(_ text: String, indent: Int) {
    startLine(indent)
    SwiftDocComment.write(text, column: indent, indent: indent - margin, into: &out)
  }

  private mutating func append(_ declaration: SwiftDeclaration, indent: Int) {
    if let doc = declaration.doc { self.doc(doc, indent: indent) }
    for attribute in declaration.attributes { line(indent, attribute.text) }
    declare(declaration.signature, declaration.body, indent: indent)
  }

  /// Declarations held by value, each read where the array holds it (a member copied whole
  /// took its body along), with an empty line between each two when `blankLines`.
  @inline(never)
  private mutating func append(_ members: [SwiftMember], blankLines: Bool, indent: Int) {
    for index in members.indices {
      if blankLines, index > 0 { blank() }
      if let doc = members[index].doc { self.doc(doc, indent: indent) }
      declare(members[index].signature, members[index].body, indent: indent)
    }
  }

  /// A declaration's signature and body at `indent`.
  ///
  /// Both are borrowed where the declaration holds them: a `switch` over a class's stored enum in
  /// the caller copied the whole enum first (a retain and a release of each of its strings and
  /// nodes, four strings for an input's stored property). Passed to a function that is not
  /// inlined, they are lent in place.
  @inline(never)
  private mutating func declare(
    _ signature: borrowing SwiftSignature, _ body: borrowing SwiftDeclaration.Body, indent: Int
  ) {
    let hasBody: Bool
    switch body {
    case .none: hasBody = false
    case .one, .many: hasBody = true
    }
    self.signature(signature, indent: indent, hasBody: hasBody)
    switch body {
    case .none: return
    case .one(let statement): append(statement, indent: indent + 2)
    case .many(let statements): append(statements, indent: indent + 2)
    }
    closer(indent, "}")
  }

  /// A declaration's signature at `indent`, with the body's opening brace when it has one.
  private mutating func signature(
    _ signature: borrowing SwiftSignature, indent: Int, hasBody: Bool
  ) {
    let opening = hasBody ? " {" : ""
    switch signature {
    case .text(let text): line(indent, text, opening)
    case .assignment(let head, let value):
      if SwiftLayout.fits(indent, head, " = ", value, opening) {
        line(indent, head, " = ", value, opening)
      } else {
        line(indent, head, " =")
        line(indent + 2, value)
        if hasBody {
          line(indent, "{")
        }
      }
    case .property(let head, let name, let type, let value):
      // `opening` is ASCII without a line break: its width is its bytes.
      if SwiftLayout.fits(indent + opening.utf8.count, head, name, ": ", type, " = ", value) {
        line(indent, head, name, ": ", type)
        out.append(" = ")
        out.append(value)
        out.append(opening)
      } else {
        line(indent, head, name, ": ", type)
        out.append(" =")
        line(indent + 2, value)
        if hasBody {
          line(indent, "{")
        }
      }
    case .parameters(let head, let parameters):
      if Self.callFits(indent, head, parameters, opening) {
        call(indent, head, parameters, opening)
      } else {
        line(indent, head, "(")
        for (index, parameter) in parameters.enumerated() {
          line(indent + 2, parameter, index == parameters.count - 1 ? "" : ",")
        }
        line(indent, ")", opening)
      }
    case .expression(let head, let tree, let root):
      line(indent, head, tree, root)
    case .affixed(let affix, let text):
      line(indent, affix, text)
      out.append(opening)
    case .associatedType(let name, let type):
      line(indent, "associatedtype ", name, ": ", type)
      out.append(opening)
    case .getter(let name, let type):
      line(indent, "var ", name, ": ", type)
      out.append(" { get }")
      out.append(opening)
    case .viewType(let id, let type):
      viewTypeDoc(id, type, indent: indent)
      startLine(indent)
      out.append("associatedtype ")
      viewTypeName(id)
      out.append(": ")
      out.append(type)
      out.append(opening)
    case .view(let id):
      line(indent, "var ", id, ": ")
      viewTypeName(id)
      out.append(" { get }")
      out.append(opening)
    }
  }

  /// The documentation line of ``SwiftSignature/viewType(id:type:)`` at `indent`: written piece
  /// by piece when the id and the type are visible ASCII and the line fits, which is when
  /// ``SwiftDocComment`` writes the joined text as it stands; otherwise the joined text, filled.
  private mutating func viewTypeDoc(_ id: String, _ type: String, indent: Int) {
    let head: StaticString = "The type of `"
    let middle: StaticString = "`: `"
    let tail: StaticString = "` or a subclass of it."
    if let idWidth = SwiftLayout.visibleASCIIWidth(id),
      let typeWidth = SwiftLayout.visibleASCIIWidth(type),
      head.utf8CodeUnitCount + idWidth + middle.utf8CodeUnitCount + typeWidth
        + tail.utf8CodeUnitCount <= SwiftLayout.lineLength - indent - 4
    {
      startLine(indent)
      out.append("/// ")
      out.append(head)
      out.append(id)
      out.append(middle)
      out.append(type)
      out.append(tail)
    } else {
      doc(.joining("The type of `", id, "`: `", type, "` or a subclass of it."), indent: indent)
    }
  }

  /// The type name of the view named `id`: `id` with its first letter upper-cased, then `View`
  /// (`accountType` gives `AccountTypeView`), as ``String/capitalized(_:suffix:)`` makes it.
  private mutating func viewTypeName(_ id: String) {
    let written = id.withUTF8Bytes { bytes in
      guard let first = bytes.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z")
      else { return false }
      out.append(byte: first - 0x20)
      out.append(UnsafeBufferPointer(rebasing: bytes.dropFirst()))
      return true
    }
    out.append(written ? "View" : String.capitalized(id, suffix: "View"))
  }

  private mutating func append(_ block: SwiftBlock, indent: Int) {
    if block.arguments.isEmpty {
      line(indent, block.head, " {", block.parameters)
    } else {
      let tail = block.parameters.isEmpty ? " {" : " {" + block.parameters
      if Self.callFits(indent, block.head, block.arguments, tail) {
        call(indent, block.head, block.arguments, tail)
      } else {
        line(indent, block.head, "(")
        for (position, argument) in block.arguments.enumerated() {
          line(indent + 2, argument, position == block.arguments.count - 1 ? "" : ",")
        }
        line(indent, ") {", block.parameters)
      }
    }
    append(block.body, indent: indent + 2)
    for closure in block.trailing {
      line(indent, "} ", closure.label, " {")
      append(closure.body, indent: indent + 2)
    }
    closer(indent, block.closing)
  }

  /// An affixed line; one whose affix has an expression form breaks as that expression when it
  /// does not fit, as an expression statement with the joined text as its `oneLine` would.
  private mutating func append(
    _ affix: SwiftAffix, _ text: String, indent: Int, chained: Bool
  ) {
    guard affix.breaks, !SwiftLayout.fits(indent, affix, text) else {
      return line(indent, affix, text)
    }
    let tree = SwiftExpression()
    guard let root = affix.expression(text, in: tree) else {
      return line(indent, affix, text)
    }
    let broke = line(indent, "", tree, root)
    guard chained, broke, out.lastByte == UInt8(ascii: ")") else { return }
    out.removeLast()
    closer(indent, ")")
  }

  /// An expression statement; when `chained` and it breaks, its closing parenthesis goes on a
  /// line of its own, as swift-format puts it when a member is chained to the call.
  private mutating func append(
    _ statement: SwiftExpressionStatement, indent: Int, chained: Bool
  ) {
    if let oneLine = statement.oneLine, SwiftLayout.fits(indent, statement.head, oneLine) {
      return line(indent, statement.head, oneLine)
    }
    let tree = SwiftExpression()
    let root = statement.build(tree)
    let broke = line(indent, statement.head, tree, root)
    guard chained, broke, out.lastByte == UInt8(ascii: ")") else { return }
    out.removeLast()
    closer(indent, ")")
  }
}
