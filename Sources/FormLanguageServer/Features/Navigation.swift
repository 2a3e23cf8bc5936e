import FormDiagnostics
import FormSpec

/// Go to definition, find references and rename, for node ids: a node declares its id with its
/// kind key (`field: email`); `next`, a condition's `input` (`visibleWhen`, `enabledWhen`, and
/// each element of their `all` or `any`), the cross-field rules (`equals`, `after`, `before`,
/// `onOrAfter`, `onOrBefore`, `requiredWithout` and each entry of its list) and `focus.order`
/// entries refer to one. An app flag is declared by its entry in `flags`; a condition's `flag`
/// refers to one.
enum Navigation {
  /// `textDocument/definition`: where the id at `position` is declared.
  static func definition(_ context: FeatureContext, at position: TextPosition) -> JSON {
    let syntax = context.syntax
    guard let (name, _) = syntax.id(at: context.document.offset(of: position)),
      let range = syntax.declarationRange(of: name)
    else { return .null }
    return location(context, range)
  }

  /// `textDocument/references`: every place that names the id at `position`.
  static func references(
    _ context: FeatureContext, at position: TextPosition, includeDeclaration: Bool
  ) -> JSON {
    let syntax = context.syntax
    guard let (name, _) = syntax.id(at: context.document.offset(of: position)) else {
      return .null
    }
    return .array(
      syntax.occurrences(of: name, includingDeclaration: includeDeclaration).map {
        location(context, $0)
      })
  }

  /// `textDocument/prepareRename`: the id's range and text, or `null` when the cursor is on no id.
  static func prepareRename(_ context: FeatureContext, at position: TextPosition) -> JSON {
    let syntax = context.syntax
    guard let (name, range) = syntax.id(at: context.document.offset(of: position)) else {
      return .null
    }
    return [
      "range": context.range(contentRange(range, in: context.document)).json,
      "placeholder": .string(name),
    ]
  }

  /// `textDocument/rename`: rewrites the declaration and every reference, or fails when the new
  /// name is not an acceptable id (for a flag: an acceptable flag name, which may be a
  /// `UIViewController` member's) or is already a node's id or a flag's name (one namespace).
  static func rename(_ context: FeatureContext, at position: TextPosition, to newName: String)
    throws(ResponseError) -> JSON
  {
    let syntax = context.syntax
    guard let (name, _) = syntax.id(at: context.document.offset(of: position)) else {
      throw ResponseError(
        code: ResponseError.requestFailed, message: "there is no id at the cursor to rename")
    }
    // A flag is a property of the view model only, so it may take a name a `UIViewController`
    // already has (`title`, `isEditing`), as the decoder's `flags` allows; the names the view
    // model uses itself (`submit`, `errors`) it may not take, as no id may.
    let isFlag = syntax.declaration(of: name) == nil && !syntax.flagDeclarations(of: name).isEmpty
    if let problem = Identifier.problem(with: newName, upperCamelCase: false, viewMember: !isFlag) {
      throw ResponseError(
        code: ResponseError.requestFailed,
        message: (isFlag ? "invalid flag name: " : "invalid id: ") + problem)
    }
    // Flags and node ids share one namespace: each flag is a property of the view model, as each
    // input is, and a condition's `flag:` and `input:` must never name the same thing.
    let shared = "flags and node ids share one namespace"
    if newName != name, let taken = syntax.declaration(of: newName) {
      throw ResponseError(
        code: ResponseError.requestFailed,
        message: "'\(newName)' is already the id of a \(taken.kind?.rawValue ?? "node")"
          + (isFlag ? " (\(shared))" : ""))
    }
    if newName != name, !syntax.flagDeclarations(of: newName).isEmpty {
      throw ResponseError(
        code: ResponseError.requestFailed,
        message: "'\(newName)' is already an app flag" + (isFlag ? "" : " (\(shared))"))
    }
    let edits = syntax.occurrences(of: name, includingDeclaration: true).map { range in
      context.edit(contentRange(range, in: context.document), newName)
    }
    return ["changes": .object([context.uri: .array(edits)])]
  }

  /// A scalar's range without its quotes, so a rename keeps the quoting.
  static func contentRange(_ range: Range<Int>, in document: TextDocument) -> Range<Int> {
    guard range.count >= 2 else { return range }
    let first = document.bytes[range.lowerBound]
    let last = document.bytes[range.upperBound - 1]
    if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'"), last == first {
      return range.lowerBound + 1..<range.upperBound - 1
    }
    return range
  }

  static func location(_ context: FeatureContext, _ range: Range<Int>) -> JSON {
    ["uri": .string(context.uri), "range": context.range(range).json]
  }
}
