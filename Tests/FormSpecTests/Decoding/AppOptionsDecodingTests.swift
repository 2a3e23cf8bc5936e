import FormSpec
import Testing

/// `options: app` on a choice (options the app loads at run time) and `lines.max: none` on a text
/// view (a text view that grows without a limit).
struct AppOptionsDecodingTests {
  static func nodes(_ children: String) -> [Node] {
    let text = "form: Address\ncontent:\n  scroll: page\n  children:\n" + children
    let result = FormSpecReader().read(bytes: Array(text.utf8), path: "Address.form.yaml")
    #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
    return result.definition?.content.children ?? []
  }

  @Test func optionsAppIsAChoiceWhoseOptionsTheAppLoads() throws {
    let node = try #require(
      Self.nodes(
        "    - choice: country\n      title: Country\n      options: app\n      value: US\n"
      )
      .first)
    let control = try #require(node.input?.control)
    #expect(control.options == nil)
    let app = try #require(control.appOptions)
    #expect(app.location.line == 7 && app.location.column == 16)
    #expect(app.keyLocation?.column == 7)
    #expect(node.input?.value?.value == "US")
  }

  @Test func optionsAppOnAMultiChoice() throws {
    let node = try #require(
      Self.nodes(
        "    - multiChoice: topics\n      title: Topics\n      options: app\n      value: [news]\n"
      )
      .first)
    let control = try #require(node.input?.control)
    #expect(control.options == nil)
    let app = try #require(control.appOptions)
    #expect(app.location.line == 7 && app.location.column == 16)
    #expect(control.selection?.value.map(\.value) == ["news"])
  }

  @Test func aListOfOptionsIsNotLoadedByTheApp() throws {
    let node = try #require(
      Self.nodes("    - choice: scheme\n      options: [https, socks5]\n").first)
    #expect(node.input?.control.appOptions == nil)
    #expect(node.input?.control.options?.value.count == 2)
  }

  @Test(arguments: [
    ("{min: 2, max: none}", 2), ("{max: none}", 3), ("{min: 12, max: none}", 12),
  ])
  func maxNoneGrowsWithoutALimit(lines: String, min: Int) throws {
    let node = try #require(
      Self.nodes("    - textView: notes\n      title: Notes\n      lines: \(lines)\n").first)
    let resolved = try #require(node.input?.lines)
    #expect(resolved.min == min)
    #expect(resolved.max == nil)
    #expect(resolved.isUnbounded)
  }

  @Test func theDefaultLinesStayCapped() throws {
    let node = try #require(Self.nodes("    - textView: notes\n      title: Notes\n").first)
    #expect(node.input?.lines?.max == 8)
    #expect(node.input?.lines?.isUnbounded == false)
  }
}
