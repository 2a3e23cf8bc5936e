import FormCodegen
import FormSpec
import Foundation
import FuzzSupport

/// libFuzzer's entry point: one input, any bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMustacheEntry(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  FuzzMustache.run(Array(UnsafeBufferPointer(start: data, count: size)))
  return 0
}

/// Fuzzes the Mustache engine, template and data.
///
/// An input is NUL-separated parts: the template, then the data as YAML (JSON is YAML, so the
/// official spec's cases and formc's own template models seed it directly), then any number of
/// partials, each `name` + newline + source. In the data, a string starting with `λ` is a lambda
/// (the optional `~lambdas` module): called for `{{x}}` it returns the rest of the string, for a
/// section it returns the rest with its first `%s` replaced by the section's text.
///
/// Rendering is exponential by design in how deeply a template nests sections over lists (each
/// level multiplies the work by the list's length), and partials may recurse (64 levels deep) with
/// several branches per level. formc renders only its own templates and a `--templates` directory,
/// both trusted like source code, over a model whose size the spec limits bound, and never uses
/// partials or lambdas. So the harness bounds the multiplicative part instead of reporting it:
/// lists keep four entries, or one when there are partials; a partial with more than one partial
/// tag is skipped; without partials an input is skipped when (longest list) ^ (section nesting)
/// passes 4096, where with lambdas or a delimiter change the nesting counts as the number of `#`,
/// `^` and `>` bytes in the input (more than eight skip it); lambdas stop expanding after 64
/// calls. Everything else — every byte sequence as a template, every delimiter change, every data
/// shape — is fuzzed as is.
enum FuzzMustache {
  static let maxListLength = 4
  static let maxWork = 4096
  static let maxSigils = 8
  static let maxLambdaCalls = 64
  nonisolated(unsafe) static var lambdaCalls = 0

  static func run(_ bytes: [UInt8]) {
    let parts = bytes.split(separator: 0, omittingEmptySubsequences: false)
    let templateBytes = Array(parts[0])
    let source = String(decoding: templateBytes, as: UTF8.self)
    var partials: [String: MustacheTemplate] = [:]
    for part in parts.dropFirst(2) {
      // A partial with two partial tags can branch at each of 64 levels of recursion.
      guard part.lazy.filter({ $0 == UInt8(ascii: ">") }).count <= 1 else { return }
      let text = String(decoding: part, as: UTF8.self)
      let name = String(text.prefix { $0 != "\n" })
      if let template = try? MustacheTemplate(parsing: String(text.dropFirst(name.count + 1))) {
        partials[name] = template
      }
    }
    // With partials, a section over a list could repeat a recursion: lists keep one entry.
    let listLength = partials.isEmpty ? maxListLength : 1
    var hasLambda = false
    let data =
      parts.count > 1
      ? value(ofYAML: Array(parts[1]), listLength: listLength, hasLambda: &hasLambda) : .null
    let template: MustacheTemplate
    do {
      template = try MustacheTemplate(parsing: source)
    } catch {
      FuzzCheck.require(error.line >= 1 && error.column >= 1, "error without a position")
      FuzzCheck.require(
        error.line <= SourceBounds(templateBytes).lineBreaks + 1, "error past the last line")
      return
    }
    let longest = longestList(data)
    if longest > 1 {
      // Without partials: (longest list) ^ (section nesting) bounds the work.
      let sigils = bytes.lazy.filter {
        $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "^") || $0 == UInt8(ascii: ">")
      }.count
      let changesDelimiters = templateBytes.firstRange(of: Array("{{=".utf8)) != nil
      if (hasLambda || changesDelimiters) && sigils > maxSigils { return }
      let nesting = hasLambda || changesDelimiters ? sigils : sectionNesting(templateBytes)
      var work = 1
      for _ in 0..<nesting {
        work *= longest
        if work > maxWork { return }
      }
    }
    for escaping in [MustacheEscaping.html, .none] {
      lambdaCalls = 0
      let first = template.render(data, partials: MustachePartials(partials), escaping: escaping)
      lambdaCalls = 0
      let second = template.render(data, partials: MustachePartials(partials), escaping: escaping)
      FuzzCheck.require(first == second, "rendering is not deterministic")
      // Indenting multi-line values (formc's option) only adds spaces and tabs.
      lambdaCalls = 0
      let indented = template.render(
        data, partials: MustachePartials(partials), escaping: escaping, indentingValueLines: true)
      FuzzCheck.require(
        withoutBlanks(indented) == withoutBlanks(first),
        "indenting values changed more than spaces and tabs")
    }
  }

  /// `text`'s UTF-8 without its spaces and tabs.
  static func withoutBlanks(_ text: String) -> [UInt8] {
    text.utf8.filter { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
  }

  /// The deepest nesting of `{{#…}}` and `{{^…}}` sections, with the default delimiters.
  static func sectionNesting(_ bytes: [UInt8]) -> Int {
    var depth = 0
    var deepest = 0
    var index = 0
    while index + 2 < bytes.count {
      if bytes[index] == UInt8(ascii: "{"), bytes[index + 1] == UInt8(ascii: "{") {
        switch bytes[index + 2] {
        case UInt8(ascii: "#"), UInt8(ascii: "^"):
          depth += 1
          deepest = max(deepest, depth)
        case UInt8(ascii: "/"):
          depth = max(0, depth - 1)
        default: break
        }
        index += 2
      } else {
        index += 1
      }
    }
    return deepest
  }

  static func longestList(_ value: MustacheValue) -> Int {
    switch value {
    case .list(let items): return items.map(longestList).reduce(items.count, max)
    case .dictionary(let members): return members.values.map(longestList).reduce(0, max)
    case .orderedDictionary(let pairs): return pairs.map { longestList($0.value) }.reduce(0, max)
    default: return 0
    }
  }

  /// The Mustache value of a YAML document (null when it does not parse).
  static func value(ofYAML bytes: [UInt8], listLength: Int, hasLambda: inout Bool)
    -> MustacheValue
  {
    let parser = YAMLParser(
      limits: YAMLParser.Limits(maxFileSize: 1 << 16, maxDepth: 32, maxExpandedNodes: 2_000),
      options: YAMLParser.Options(allowsMultipleDocuments: false, allowsForeignTags: true))
    let result = parser.parse(bytes, path: "data.yaml")
    guard let document = result.documents.first, let root = document.root else { return .null }
    return value(of: root, in: document, listLength: listLength, hasLambda: &hasLambda)
  }

  static func value(
    of id: YAMLNode.ID, in document: YAMLDocument, listLength: Int, hasLambda: inout Bool
  ) -> MustacheValue {
    let node = document[id]
    switch node.kind {
    case .sequence:
      var items: [MustacheValue] = []
      for entry in document.entries(of: id).prefix(listLength) {
        items.append(value(of: entry, in: document, listLength: listLength, hasLambda: &hasLambda))
      }
      return .list(items)
    case .mapping:
      var pairs: [(key: String, value: MustacheValue)] = []
      for pair in document.pairs(of: id) {
        pairs.append(
          (
            document[pair.key].text,
            value(of: pair.value, in: document, listLength: listLength, hasLambda: &hasLambda)
          ))
      }
      // Both dictionary flavours: unordered when the first key is `_`, else in written order.
      if pairs.first?.key == "_" {
        return .dictionary(Dictionary(pairs, uniquingKeysWith: { _, last in last }))
      }
      return .orderedDictionary(pairs)
    case .scalar:
      switch node.scalarValue {
      case .null?, nil: return .null
      case .bool(let flag)?: return .bool(flag)
      case .int(let number)?: return .int(number)
      case .float(let number)?: return .double(number)
      case .string(let text)?:
        guard text.hasPrefix("λ") else { return .string(text) }
        hasLambda = true
        let body = String(text.dropFirst())
        return .lambda { section in
          lambdaCalls += 1
          guard lambdaCalls <= maxLambdaCalls else { return "" }
          guard let section, let range = body.range(of: "%s") else { return body }
          return body.replacingCharacters(in: range, with: section)
        }
      }
    }
  }
}
