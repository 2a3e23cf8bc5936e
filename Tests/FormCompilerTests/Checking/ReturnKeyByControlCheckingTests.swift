import FormCompiler
import FormDiagnostics
import FormSpec
import Foundation
import Testing

/// A Return key that another input changes while the focused input keeps the focus (issues 28 and
/// 32): a typed control changed with a tap (a switch, a segmented choice) shows or enables a later
/// input. The warning and the plan name the control, its values and the other values it needs.
struct ReturnKeyByControlCheckingTests {
  static let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Checking/return-key-changes-while-focused")

  func run(_ name: String) throws -> FormPipeline.Output {
    let url = Self.fixtures.appendingPathComponent(name)
    let bytes = try [UInt8](Data(contentsOf: url))
    return FormPipeline().run(bytes: bytes, path: name)
  }

  @Test func aSegmentedChoiceNamesTheControlItsValuesAndWhatElseItNeeds() throws {
    let output = try run("a-segmented-choice-disables-the-next-input.form.yaml")
    #expect(output.diagnostics.count == 2)
    let diagnostic = try #require(output.diagnostics.last)
    #expect(diagnostic.rule == .returnKeyChangesWhileFocused)
    #expect(
      diagnostic.message
        == "changing 'scheme' from 'socks4' to 'socks5' when 'authenticate' is on changes the return key of 'username' from 'done' to 'next' while it stays focused ('scheme' decides whether 'password' follows it); the SwiftUI screen shows the new key only when 'username' is focused again"
    )
    let note = try #require(diagnostic.notes.first)
    #expect(
      note.message
        == "'scheme' is here: the user changes it without moving the focus from 'username'")
    #expect(note.location.line == 13 && note.location.column == 11)
    // With 'host' focused, the switch enables 'username' after it; no other value matters.
    #expect(
      output.diagnostics.first?.message
        == "changing 'authenticate' from off to on changes the return key of 'host' from 'done' to 'next' while it stays focused ('authenticate' decides whether 'username' follows it); the SwiftUI screen shows the new key only when 'host' is focused again"
    )
    // The plan: the user name's key changed by the scheme, between two states the JSON lists.
    let form = try #require(output.form)
    let username = try #require(form.inputs.first { $0.id == "username" })
    #expect(username.returnKeyChangesWhileFocused == nil, "its own value decides nothing")
    let change = try #require(username.returnKeyChangedBy?.first)
    #expect(username.returnKeyChangedBy?.count == 1)
    #expect(change.input == "scheme" && change.from == .done && change.to == .next)
    #expect(change.inputs == ["password"])
    let scheme = try #require(form.controllers.firstIndex { $0.id == "scheme" })
    #expect(form.states[change.before].values[scheme] == .equals("socks4"))
    #expect(form.states[change.after].values[scheme] == .equals("socks5"))
    // The switch also disables the user name itself: that change is not one "while focused".
    #expect(username.returnKeyChangedBy?.contains { $0.input == "authenticate" } == false)
    let host = try #require(form.inputs.first { $0.id == "host" })
    #expect(host.returnKeyChangedBy?.map(\.input) == ["authenticate"])
  }

  @Test func aSwitchNamesItsValuesAndNoOtherState() throws {
    let output = try run("a-switch-shows-the-next-input.form.yaml")
    #expect(
      output.diagnostics.map(\.message) == [
        "changing 'isGift' from off to on changes the return key of 'name' from 'done' to 'next' while it stays focused ('isGift' decides whether 'note' follows it); the SwiftUI screen shows the new key only when 'name' is focused again"
      ])
  }

  @Test(arguments: [
    "passing-navigation-choice-decides.form.yaml", "passing-compact-date-decides.form.yaml",
    "passing-another-field-decides.form.yaml",
  ])
  func aControlThatTakesTheFocusChangesNoKeyWhileFocused(_ name: String) throws {
    let output = try run(name)
    #expect(output.diagnostics.isEmpty)
    let form = try #require(output.form)
    #expect(form.inputs.allSatisfy { $0.returnKeyChangedBy == nil })
  }
}
