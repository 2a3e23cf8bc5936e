import SwiftUI
import Testing

/// One input of each kind, each with its own `onSubmit`.
@MainActor
private struct Inputs: View {
  @State private var line = ""
  @State private var secret = ""
  @State private var lines = ""
  @State private var editor = ""
  let log: SubmitLog

  var body: some View {
    VStack {
      TextField("Line", text: $line).onSubmit { log.submitted.append("line") }
        .submitLabel(.next).accessibilityIdentifier("line")
      SecureField("Secret", text: $secret).onSubmit { log.submitted.append("secret") }
        .accessibilityIdentifier("secret")
      TextField("Lines", text: $lines, axis: .vertical).onSubmit { log.submitted.append("lines") }
        .accessibilityIdentifier("lines")
      TextEditor(text: $editor).onSubmit { log.submitted.append("editor") }
        .submitLabel(.send).accessibilityIdentifier("editor")
      Text(lines + "|" + editor).accessibilityIdentifier("texts")
    }
  }
}

/// What the inputs submitted.
@MainActor
final class SubmitLog {
  var submitted: [String] = []
}

@MainActor
@Suite("SwiftUI double: Return per control", .serialized)
struct SubmitTests {
  @Test(
    "a single-line text field and a secure field submit on either keyboard",
    arguments: [false, true])
  func singleLine(hardware: Bool) async {
    let log = SubmitLog()
    let host = SwiftUIHost(Inputs(log: log))
    host.hardwareKeyboard = hardware
    host.tap("line")
    #expect(await host.pressReturn() == .submitted)
    host.tap("secret")
    #expect(await host.pressReturn() == .submitted)
    #expect(log.submitted == ["line", "secret"])
  }

  @Test(
    "a vertical text field inserts a newline from the software keyboard, submits from a hardware one"
  )
  func verticalField() async {
    let log = SubmitLog()
    let host = SwiftUIHost(Inputs(log: log))
    host.tap("lines")
    await host.type("a")
    #expect(await host.pressReturn() == .newline)
    #expect(host.node("texts")?.text == "a\n|")
    host.hardwareKeyboard = true
    #expect(await host.pressReturn() == .submitted)
    #expect(log.submitted == ["lines"])
  }

  @Test("a text editor never submits", arguments: [false, true])
  func editor(hardware: Bool) async {
    let log = SubmitLog()
    let host = SwiftUIHost(Inputs(log: log))
    host.hardwareKeyboard = hardware
    host.tap("editor")
    #expect(await host.pressReturn() == .newline)
    #expect(log.submitted.isEmpty)
    #expect(host.node("texts")?.text == "|\n")
  }

  @Test("the Return key shows the input's submit label")
  func submitLabel() {
    let host = SwiftUIHost(Inputs(log: SubmitLog()))
    #expect(host.node("line")?.submitLabelName == "next")
    #expect(host.node("secret")?.submitLabelName == nil)
  }

  @Test("a text editor's keyboard shows the system Return key whatever its submit label")
  func editorKey() {
    let host = SwiftUIHost(Inputs(log: SubmitLog()))
    host.tap("line")
    #expect(host.returnKeyShown == "next")
    host.tap("editor")
    #expect(host.node("editor")?.submitLabelName == "send", "the modifier says Send")
    #expect(host.returnKeyShown == nil, "the keyboard says return")
  }

  @Test("Return inserts the newline at the caret, on a vertical field and a text editor")
  func newlineAtCaret() async {
    let host = SwiftUIHost(Inputs(log: SubmitLog()))
    host.tap("lines")
    await host.type("ab")
    await host.placeCaret(at: 1)
    #expect(await host.pressReturn() == .newline)
    host.tap("editor")
    await host.type("cd")
    await host.placeCaret(at: 1)
    #expect(await host.pressReturn() == .newline)
    #expect(host.node("texts")?.text == "a\nb|c\nd")
    #expect(await host.caret() == 2..<2, "after the newline")
  }
}
