import FormCodegen
import FormCompiler
import FormSpec
import FuzzSupport

/// libFuzzer's entry point: one input, any bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGenerateEntry(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  FuzzGenerate.run(Array(UnsafeBufferPointer(start: data, count: size)))
  return 0
}

/// Fuzzes what `formc generate` does to one spec: bytes → reader → checker → ``CodeGenerator``
/// with the default templates.
///
/// For a spec without errors it checks that generation is deterministic (two independent runs of
/// the whole pipeline give the same bytes) and that nothing a spec says can break out of a string
/// literal or a comment: every line of every file lexes with its string literals closed on the
/// same line and no interpolation, and the text holds no control, format or line-separator
/// character other than the line feed.
enum FuzzGenerate {
  static let path = "Fuzz.form.yaml"
  static let generator: CodeGenerator = {
    do {
      return try CodeGenerator()
    } catch {
      fatalError("the default templates do not parse: \(error)")
    }
  }()

  static func run(_ bytes: [UInt8]) {
    guard let first = generate(bytes, sourcePath: path) else { return }
    let second = generate(bytes, sourcePath: path)
    FuzzCheck.require(first == second, "generation is not deterministic")
    let nested = generate(
      bytes, sourcePath: "a b/\"c\"/Fuzz.form.yaml", access: .public, flat: true)
    for file in first + (nested ?? []) {
      check(file)
    }
  }

  static func generate(
    _ bytes: [UInt8], sourcePath: String, access: TemplateModel.AccessLevel = .internal,
    flat: Bool = false
  ) -> [GeneratedFile]? {
    guard
      let form = FormPipeline().run(bytes: bytes, path: path, goal: .formWithoutFocusStates).form
    else { return nil }
    return generator.generate(form, sourcePath: sourcePath, access: access, flat: flat)
  }

  static func check(_ file: GeneratedFile) {
    let text = file.contents
    FuzzCheck.require(
      text.hasPrefix(CodeGenerator.headerPrefix), "\(file.path) lacks the formc header")
    FuzzCheck.require(text.hasSuffix("\n") && !text.hasSuffix("\n\n"), "\(file.path): bad ending")
    for scalar in text.unicodeScalars where scalar != "\n" {
      switch scalar.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned,
        .surrogate:
        FuzzCheck.require(
          false, "\(file.path) holds U+\(String(scalar.value, radix: 16, uppercase: true))")
      default: break
      }
    }
    var number = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      number += 1
      FuzzCheck.require(
        line.last != " ", "\(file.path):\(number) ends with a space")
      FuzzCheck.require(
        lexes(line), "\(file.path):\(number) does not lex as one line of Swift: \(line)")
    }
  }

  /// Whether a line of generated Swift closes every string literal it opens, without
  /// interpolation, and opens no block comment.
  static func lexes(_ line: Substring) -> Bool {
    var scalars = line.unicodeScalars.makeIterator()
    var inString = false
    var previous: Unicode.Scalar?
    while let scalar = scalars.next() {
      if inString {
        if scalar == "\\" {
          guard let escaped = scalars.next() else { return false }
          if escaped == "(" { return false }
          previous = nil
          continue
        }
        if scalar == "\"" { inString = false }
      } else {
        if scalar == "\"" {
          inString = true
        } else if scalar == "/", previous == "/" {
          return true  // a line comment: the rest of the line is text
        } else if scalar == "*", previous == "/" {
          return false
        }
      }
      previous = scalar
    }
    return !inString
  }
}
