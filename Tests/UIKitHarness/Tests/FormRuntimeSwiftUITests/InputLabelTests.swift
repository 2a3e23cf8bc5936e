import FormRuntime
import SwiftUI
import Testing
import UIKit

@testable import GeneratedForms

/// The visible title of every text input of the generated SwiftUI screens, its default field
/// style, and the hooks an app restyles them with (`formInputStyle(_:)`, `textFieldStyle(_:)`).
@MainActor
@Suite("Generated SwiftUI screens: visible labels and input styles", .serialized)
struct InputLabelTests {
  /// The nearest container around `input` (at most five levels up) that holds a `Text` of
  /// `title`, and that text.
  func label(of input: SwiftUINode, title: String) -> (text: SwiftUINode, around: SwiftUINode)? {
    var current = input.parent
    for _ in 0..<5 {
      guard let node = current else { return nil }
      if let text = node.subtree.first(where: { $0.kind == .text && $0.text == title }) {
        return (text, node)
      }
      current = node.parent
    }
    return nil
  }

  /// The innermost container holding both `first` and `second`.
  func commonContainer(_ first: SwiftUINode, _ second: SwiftUINode) -> SwiftUINode? {
    var current = first.parent
    while let node = current {
      if node.subtree.contains(where: { $0 === second }) { return node }
      current = node.parent
    }
    return nil
  }

  /// Whether a container of the kind holds the node.
  func isIn(_ kind: String, _ node: SwiftUINode) -> Bool {
    var current = node.parent
    while let parent = current {
      if parent.kind == .container(kind) { return true }
      current = parent.parent
    }
    return false
  }

  /// Whether a `Form` holds the node.
  func isInForm(_ node: SwiftUINode) -> Bool { isIn("Form", node) }

  /// The realized text input of the identifier.
  func input(_ id: String, in screen: any HostedScreen) -> SwiftUINode? {
    guard let node = screen.driver.node(id), node.isTextInput else { return nil }
    return node
  }

  @Test(
    "a titled text input shows its title once, read by VoiceOver as the input's label",
    arguments: Screens.names, [15, 16])
  func visibleTitle(_ name: String, osVersion: Int) {
    let screen = Screens.make(name, osVersion: osVersion)
    var checked = 0
    for id in screen.keyboardInputs {
      guard let input = input(id, in: screen) else { continue }  // a row not realized, hidden
      checked += 1
      guard let title = screen.title(id), !title.isEmpty else {
        // No title: no label; the placeholder is the prompt and the input's label.
        if input.kind != .textEditor {
          #expect(input.text == (screen.placeholder(id) ?? ""), "\(name): \(id)'s prompt")
        }
        continue
      }
      #expect(input.elementLabel == title, "\(name): VoiceOver reads \(id) as its title")
      #expect(
        input.kind == .textEditor || input.text == (screen.placeholder(id) ?? ""),
        "\(name): \(id)'s prompt is its placeholder, not the title again")
      guard let (text, _) = label(of: input, title: title) else {
        Issue.record("\(name): no visible title \"\(title)\" by \(id)")
        continue
      }
      #expect(text.isAccessibilityHidden, "\(name): \(id)'s title is not a second element")
      guard let around = commonContainer(text, input) else { continue }
      let order = around.subtree.map { ObjectIdentifier($0) }
      #expect(
        order.firstIndex(of: ObjectIdentifier(text))! < order.firstIndex(
          of: ObjectIdentifier(input))!,
        "\(name): \(id)'s title comes first")
      if !isInForm(input) {
        #expect(around.kind == .container("VStack"), "\(name): \(id)'s title is above it")
      } else if osVersion >= 16 {
        #expect(around.kind == .container("LabeledContent"), "\(name): \(id)'s row")
      } else {
        #expect(around.kind == .container("HStack"), "\(name): \(id)'s row (iOS 15)")
      }
    }
    #expect(checked > 0 || screen.keyboardInputs.isEmpty, "\(name): no input checked")
  }

  @Test(
    "a text field outside a Form has a rounded border (a scroll's, a bar's); a Form's rows none",
    arguments: Screens.names)
  func defaultFieldStyle(_ name: String) {
    let screen = Screens.make(name)
    var standAlone = 0
    for id in screen.keyboardInputs {
      guard let input = input(id, in: screen), input.kind != .textEditor else { continue }
      if isInForm(input) {
        #expect(input.textFieldStyleName == nil, "\(name): \(id) is a Form's row")
      } else {
        // In a scroll, or outside both a scroll and a `Form` (ChatComposer's bar): stand-alone.
        standAlone += isIn("ScrollView", input) ? 0 : 1
        #expect(input.textFieldStyleName == "RoundedBorderTextFieldStyle", "\(name): \(id)")
      }
    }
    if name == "ChatComposer" { #expect(standAlone == 1, "the bar's message field") }
  }

  @Test(
    "a titled input outside a scroll and a Form shows its title above it, not as a row",
    arguments: [15, 16])
  func standAloneTitle(osVersion: Int) {
    let host = SwiftUIHost(
      HStack { BarField() }, osVersion: osVersion)
    guard let input = host.root.first(identifier: "email"), input.isTextInput else {
      Issue.record("no email field")
      return
    }
    #expect(input.textFieldStyleName == "RoundedBorderTextFieldStyle")
    guard let (text, _) = label(of: input, title: "Email"),
      let around = commonContainer(text, input)
    else {
      Issue.record("no visible title")
      return
    }
    #expect(around.kind == .container("VStack"), "the title above the field")
  }

  @Test(
    "formInputPlacement(.row) lays a hand-built Form's input out as a row", arguments: [15, 16])
  func explicitRow(osVersion: Int) {
    let host = SwiftUIHost(
      Form { BarField() }.formInputPlacement(.row), osVersion: osVersion)
    let input = host.root.first(identifier: "email")
    #expect(input?.isTextInput == true)
    #expect(input?.textFieldStyleName == nil, "a row has no border")
    if let input, let (text, _) = label(of: input, title: "Email"),
      let around = commonContainer(text, input)
    {
      #expect(around.kind == .container(osVersion >= 16 ? "LabeledContent" : "HStack"))
    } else {
      Issue.record("no visible title")
    }
  }

  /// SignUp's email input, on its own with the screen's keyboard modifier.
  struct BarField: View {
    @StateObject var form = SignUpForm()
    @FocusState var focus: SignUpForm.Field?
    var body: some View {
      FormTextField(.email, of: form, focus: $focus)
        .formKeyboard(of: form, focus: $focus)
    }
  }

  /// An app's style: the title after the input, in brackets, and the error above it.
  struct TrailingTitle: FormInputStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack {
        if let error = configuration.error { error }
        HStack {
          configuration.input
          configuration.checkIndicator
          if let title = configuration.title {
            Text(verbatim: "[\(title)]").accessibilityHidden(true)
          }
        }
      }
    }
  }

  @Test("formInputStyle(_:) restyles every input of the screen, which still takes focus")
  func appStyle() async {
    let form = SignUpForm()
    let host = SwiftUIHost(SignUpFormView(form: form).formInputStyle(TrailingTitle()))
    #expect(host.root.texts.contains("[Email]"))
    #expect(!host.root.texts.contains("Email"), "the default label is the style's to show")
    let email = host.root.first(identifier: "email")
    #expect(email?.isTextInput == true)
    #expect(email?.textFieldStyleName == nil, "the style chose no text field style")
    #expect(email?.elementLabel == "Email")
    #expect(host.tap("email"))
    #expect(host.focusedInput?.identifier == "email")
    await host.type("not an email")
    #expect(host.tap("username"))
    host.settle()
    let error = form.errors[.email]
    #expect(error != nil)
    if let error { #expect(host.root.texts.contains(error), "the style shows the error view") }
  }

  @Test("textFieldStyle(_:) around the screen reaches the fields under the inheriting style")
  func environmentFieldStyle() {
    let styled = SwiftUIHost(
      SignUpFormView(form: SignUpForm()).formInputStyle(.inheritedTextFieldStyle)
        .textFieldStyle(.plain))
    #expect(styled.root.first(identifier: "email")?.textFieldStyleName == "PlainTextFieldStyle")
    #expect(styled.root.texts.contains("Email"), "the default label stays")
    // Under the default style the rounded border is set on the field, inside the app's style:
    // the innermost style applies.
    let bordered = SwiftUIHost(SignUpFormView(form: SignUpForm()).textFieldStyle(.plain))
    #expect(
      bordered.root.first(identifier: "email")?.textFieldStyleName
        == "RoundedBorderTextFieldStyle")
  }

  @Test("buttonStyle(_:) around the screen reaches its submit button")
  func environmentButtonStyle() {
    let host = SwiftUIHost(
      SignUpFormView(form: SignUpForm()).buttonStyle(.borderedProminent))
    let submit = host.root.first(identifier: FormAccessibilityIdentifier.submit)
    #expect(submit?.kind == .button)
    #expect(submit?.buttonStyleName == "BorderedProminentButtonStyle")
  }
}
