import FormCompiler
import FormSpec
import FormTestSupport
import Foundation
import Testing

@testable import FormCodegen

/// A rendered file is normalized by ``CodeGenerator/normalizeRendered(_:count:)``: nothing is
/// done when ``CodeGenerator/isNormalized(_:count:)`` finds the text already normalized, else the
/// rule's own pass (``CodeGenerator/normalizeInPlace(_:count:)``, the reference here). Both must
/// give the same bytes for every text: every golden's rendered files, skeletons that move the
/// hole or leave blanks and blank lines, spec text with trailing blanks in a doc comment, and
/// random texts.
struct NormalizationFastPathTests {
  /// The reference's result and the fast path's for `text`, and whether the fast path took it
  /// as it stands.
  static func both(_ text: [UInt8]) -> (reference: [UInt8], fast: [UInt8], asItStands: Bool) {
    func run(_ normalize: (UnsafeMutablePointer<UInt8>, Int) -> Int) -> [UInt8] {
      let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: text.count + 1)
      defer { storage.deallocate() }
      storage.initialize(from: text, count: text.count)
      let count = normalize(storage, text.count)
      return Array(UnsafeBufferPointer(start: storage, count: count))
    }
    let asItStands = text.withUnsafeBufferPointer {
      $0.baseAddress.map { CodeGenerator.isNormalized($0, count: text.count) } ?? false
    }
    return (
      run(CodeGenerator.normalizeInPlace), run(CodeGenerator.normalizeRendered), asItStands
    )
  }

  /// Each output's text for `form` as rendered (before normalizing) with `templates`.
  static func renderedFiles(
    _ form: CheckedForm, sourcePath: String, templates: TemplateSet = .defaults
  ) throws -> [(path: String, text: [UInt8])] {
    let generator = try CodeGenerator(templates: templates)
    let model = TemplateModel(form: form, sourcePath: sourcePath, access: .internal)
    return generator.skeletons.map { output, template, column in
      let bytes = CodeGenerator.rendered(
        model, kind: output.kind, template: template, column: column)
      return (
        output.path(forSpec: sourcePath, flat: false), bytes.withUnsafeBufferPointer(Array.init)
      )
    }
  }

  static func checkedForm(_ path: String) throws -> CheckedForm {
    let url = GoldenFileTests.repository.appendingPathComponent(path)
    let checked = FormPipeline().run(bytes: [UInt8](try Data(contentsOf: url)), path: path)
    return try #require(checked.form, "\(path): \(checked.diagnostics)")
  }

  static func checkedForm(yaml: String) throws -> CheckedForm {
    let checked = FormPipeline().run(bytes: Array(yaml.utf8), path: "Blanks.form.yaml")
    return try #require(checked.form, "\(checked.diagnostics)")
  }

  /// Every golden spec's files with the bundled skeletons are rendered already normalized, so
  /// the fast path takes them as they stand, and that is what the rule gives.
  @Test(arguments: GoldenFileTests.specs)
  func everyGoldenIsRenderedNormalized(spec: String) throws {
    let name = String(spec.split(separator: "/").last!)
    for (path, text) in try Self.renderedFiles(Self.checkedForm(spec), sourcePath: name) {
      let (reference, fast, asItStands) = Self.both(text)
      #expect(fast == reference, "\(path)")
      #expect(asItStands, "\(path) is not rendered normalized")
      #expect(reference == text, "\(path)")
    }
  }

  /// Skeletons that move the hole, put it alone on a line with blanks after it, or leave
  /// trailing blanks and runs of blank lines around it: the fast path steps aside where the text
  /// needs normalizing and agrees with the rule everywhere.
  @Test(arguments: [
    // The hole two levels deeper.
    """
    {{header}}

    #if canImport(SwiftUI)
      #if DEBUG
        {{declarations}}
      #endif
    #endif

    """,
    // Trailing blanks after the header and the hole, blank lines in runs around it.
    "{{header}}  \n\n\n\nimport FormRuntime\t\n\n\n  {{declarations}}   \n\n\n\n",
    // The hole alone on a line between blank lines, no final line break.
    "{{header}}\n\n{{declarations}}\n\n// end",
    // The hole after text on its line, a carriage return in the skeleton.
    "{{header}}\r\n\r\nlet x = 1; {{declarations}}\n",
    // Nothing but the hole.
    "{{declarations}}",
  ])
  func customSkeletonsAgree(skeleton: String) throws {
    var templates = TemplateSet.defaults
    for name in TemplateSet.names { templates.sources[name] = skeleton }
    for spec in ["Specs/Checkout.form.yaml", "Tests/FormCodegenTests/Fixtures/Hostile.form.yaml"] {
      let name = String(spec.split(separator: "/").last!)
      for (path, text) in try Self.renderedFiles(
        Self.checkedForm(spec), sourcePath: name, templates: templates)
      {
        let (reference, fast, _) = Self.both(text)
        #expect(fast == reference, "\(path)")
      }
    }
  }

  /// Spec text with trailing blanks where doc comments carry it (an input's and a button's
  /// title): doc comments quote it as a literal (`/// The "Name \t " field.`), so no line ends
  /// in a blank, the files are taken as they stand, and the rule agrees.
  @Test func specTextWithTrailingBlanksInDocCommentsAgrees() throws {
    let form = try Self.checkedForm(
      yaml: """
        form: Blanks
        content:
          scroll: page
          children:
            - field: name
              title: "Name \\t "
            - textView: notes
              title: "Notes   "
            - button: send
              title: "Send \\t"
              action: none
        """)
    var sawQuotedTitle = false
    for (path, text) in try Self.renderedFiles(form, sourcePath: "Blanks.form.yaml") {
      let (reference, fast, asItStands) = Self.both(text)
      #expect(fast == reference, "\(path)")
      #expect(asItStands, "\(path) is not rendered normalized")
      if String(decoding: text, as: UTF8.self).contains(#"/// The "Name \t " field."#) {
        sawQuotedTitle = true
      }
    }
    #expect(sawQuotedTitle)
  }

  /// Texts of 18 to 60 bytes normalized as they stand, with one byte replaced by a space, a
  /// tab, a carriage return or a line break at every position (the first two bytes, every
  /// 16-byte read, the last one overlapping the others): whatever the fast path takes as it
  /// stands, the rule leaves as it stands.
  @Test func everyPositionOfEveryLengthAgrees() {
    for line in ["ab\n", "a\n\n", "abc\n\n", "abcdefg\n"] {
      for length in 18...60 {
        var text = Array(String(repeating: line, count: 60).utf8.prefix(length - 1))
        text.append(10)
        if text[text.count - 2] == 10 { text[text.count - 2] = UInt8(ascii: "z") }
        #expect(Self.both(text).asItStands, "\(text)")
        for position in text.indices {
          for byte: UInt8 in [32, 9, 13, 10] {
            var changed = text
            changed[position] = byte
            let (reference, fast, asItStands) = Self.both(changed)
            #expect(fast == reference)
            if asItStands { #expect(reference == changed, "\(changed)") }
          }
        }
      }
    }
  }

  /// Random texts of line breaks, blanks, carriage returns, letters and a combining accent:
  /// whatever the fast path takes as it stands, the rule leaves as it stands.
  @Test func randomTextsAgree() {
    var generator = SplitMix64(seed: 55)
    let pieces: [[UInt8]] = [
      [10], [10], [10], [10, 10], [32], [9], [13], [13, 10], Array("abc".utf8),
      Array("let x".utf8), Array("é".utf8), Array("e\u{301}".utf8), Array("\u{600}".utf8),
    ]
    var tookAsItStands = 0
    for _ in 0..<20_000 {
      var text: [UInt8] = []
      let length = Int.random(in: 0...24, using: &generator)
      for _ in 0..<length {
        // Letters most of the time, so that some texts are normalized already.
        let piece =
          Bool.random(using: &generator)
          ? pieces[8] : pieces[Int.random(in: 0..<pieces.count, using: &generator)]
        text += piece
      }
      let (reference, fast, asItStands) = Self.both(text)
      #expect(fast == reference, "\(text)")
      if asItStands {
        tookAsItStands += 1
        #expect(reference == text, "\(text)")
      }
    }
    #expect(tookAsItStands > 100)
  }
}
