import FormCodegen
import FormCompiler
import Testing

/// Snippets of app checks (`check`, issue 32): the protocol the app implements, the view model's
/// hook, and the `didSet` that starts a check.
struct CheckSnippetTests {
  static let spec = """
    content:
      scroll: page
      children:
        - field: username
          title: Username
          check: usernameAvailable
        - field: coupon
          title: Coupon
          check: {name: couponValid, debounce: 1}
        - field: note
          title: Note
    """

  static let snippets: [SnippetTests.Snippet] = [
    SnippetTests.Snippet(
      name: "the app implements one async method per check name",
      spec: spec, output: .model, start: "protocol SnippetFormChecks",
      expected: """
        protocol SnippetFormChecks: AnyObject {
          /// `usernameAvailable`: checks the value of the "Username" field. Returns the message to show
          /// under the input, or `nil` when the value passes. It runs 0.5 seconds after the last change,
          /// never on an empty value; a new value cancels the task it runs in, and the outcome for a value
          /// no longer current is dropped.
          func usernameAvailable(_ value: String) async -> String?

          /// `couponValid`: checks the value of the "Coupon" field. Returns the message to show under the
          /// input, or `nil` when the value passes. It runs 1 second after the last change, never on an
          /// empty value; a new value cancels the task it runs in, and the outcome for a value no longer
          /// current is dropped.
          func couponValid(_ value: String) async -> String?
        }
        """),
    SnippetTests.Snippet(
      name: "the model hands each checked input's check to the runtime",
      spec: spec, output: .model, start: "func appCheck",
      expected: """
        func appCheck(for field: Field) -> FormAppCheck? {
          switch field {
          case .username:
            return FormAppCheck(debounce: 0.5) { [weak self] value in
              await self?.checker?.usernameAvailable(value)
            }
          case .coupon:
            return FormAppCheck(debounce: 1) { [weak self] value in
              await self?.checker?.couponValid(value)
            }
          default: return nil
          }
        }
        """),
    SnippetTests.Snippet(
      name: "the app's checker is held weakly",
      spec: spec, output: .model, start: "weak var checker",
      expected: """
        weak var checker: (any SnippetFormChecks)?
        """),
    SnippetTests.Snippet(
      name: "the pending inputs are published, for the screens' progress indicators",
      spec: spec, output: .model, start: "@FormPublished var pendingChecks",
      expected: """
        @FormPublished var pendingChecks: Set<Field> = []
        """),
    SnippetTests.Snippet(
      name: "the checks publish their pending inputs to the model",
      spec: spec, output: .model, start: "lazy var appChecks",
      expected: """
        lazy var appChecks: FormChecks<Field>? =
          FormChecks(pendingDidChange: { [weak self] in self?.pendingChecks = $0 })
        """),
    SnippetTests.Snippet(
      name: "a checked input starts its check when its value changes",
      spec: spec, output: .model, start: "@FormPublished var username",
      expected: """
        @FormPublished var username: String = "" {
          didSet {
            formChanges.valueDidChange(.username)
            startCheck(.username)
          }
        }
        """),
  ]

  @Test(arguments: snippets)
  func snippet(_ snippet: SnippetTests.Snippet) throws {
    let file = try SnippetTests.file(snippet.spec, snippet.output)
    let found = SnippetTests.declaration(startingWith: snippet.start, in: file)
    #expect(found == snippet.expected, "in:\n\(file)")
  }

  @Test("with Observation (iOS 17) the pending inputs are observed, the checker and checks not")
  func observationIgnoresTheChecker() throws {
    let file = try SnippetTests.file(
      "platform: {iOS: \"17.0\"}\n" + Self.spec, .model)
    #expect(file.contains("  @ObservationIgnored\n  weak var checker: (any SnippetFormChecks)?"))
    #expect(file.contains("\n  var pendingChecks: Set<Field> = []"), "observed")
    #expect(file.contains("  @ObservationIgnored\n  lazy var appChecks: FormChecks<Field>? ="))
  }

  @Test("pendingChecks is documented as the running checks, not those in their debounce")
  func pendingChecksDocSaysRunning() throws {
    let file = try SnippetTests.file(Self.spec, .model)
    let lines = file.split(separator: "\n").map { $0.drop(while: { $0 == " " }) }
    let declaration = try #require(lines.firstIndex { $0.contains("var pendingChecks") })
    let doc = lines[..<declaration].reversed().prefix { $0.hasPrefix("///") }.reversed()
      .map { $0.dropFirst(3) }.joined()
    #expect(doc.contains("app checks are running"), "\(doc)")
    #expect(doc.contains("still in its debounce is not in it"), "\(doc)")
    #expect(!doc.contains("are pending"), "\(doc)")
  }

  @Test("a form without checks has no checks protocol and no hook")
  func noHook() throws {
    let file = try SnippetTests.file(
      "content:\n  scroll: page\n  children:\n    - field: code\n      title: Code", .model)
    #expect(!file.contains("Checks"))
    #expect(!file.contains("appCheck"))
    #expect(file.contains("didSet { formChanges.valueDidChange(.code) }"))
  }
}
