import FormTestSupport
import Foundation
import Testing

#if os(Linux)
  private let runsOnLinux = true
#else
  private let runsOnLinux = false
#endif

/// The SwiftUI stand-in (`Tests/UIKitHarness/Sources/SwiftUI`) is as strict as Apple's current SDK:
/// code that Xcode rejects fails `Scripts/typecheck-uikit.sh` too, at the deployment target and in
/// Swift 6 mode, and so does code Xcode only warns about (the script compiles with
/// `-warnings-as-errors`: generated code must build warning-free in an app); the same code written
/// as Xcode accepts it passes (so the failures are the mistakes', not the stand-in's). Linux only,
/// as the script.
@Suite(
  "SwiftUI stand-in strictness",
  .enabled(if: runsOnLinux, "the stand-ins are for machines without SwiftUI"))
struct SwiftUIStandInTests {
  /// A mistake, the deployment target it is compiled for, what the compiler must say, and the
  /// same code as Xcode accepts it.
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var deployment: String
    var mistake: String
    var mention: String
    var fixed: String
    /// Whether Xcode reports an error (else a warning: a `@preconcurrency` declaration's Sendable
    /// checks are warnings even in Swift 6 mode). The script fails on both: it compiles with
    /// `-warnings-as-errors`, so a warning is printed as an error.
    var isError = true
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "an if in a toolbar builder at iOS 15 (ToolbarContentBuilder.buildIf is iOS 16.0+)",
      deployment: "15.0",
      mistake: """
        @available(iOS 15.0, *)
        struct Screen: View {
          let hasToolbar: Bool
          var body: some View {
            Text("x").toolbar {
              if hasToolbar {
                ToolbarItemGroup(placement: .keyboard) { Button("Done") {} }
              }
            }
          }
        }
        """,
      mention: "is only available in iOS 16.0 or newer",
      fixed: """
        @available(iOS 15.0, *)
        struct Screen: View {
          let hasToolbar: Bool
          var body: some View {
            if hasToolbar {
              Text("x").toolbar {
                ToolbarItemGroup(placement: .keyboard) { Button("Done") {} }
              }
            } else {
              Text("x")
            }
          }
        }
        """),
    Case(
      name: "Binding(get:set:) capturing a non-Sendable generic model (Swift 6)",
      deployment: "15.0",
      mistake: """
        @MainActor protocol Model: AnyObject {
          func value(of field: Int) -> String
          func setValue(_ value: String, for field: Int)
        }

        @available(iOS 15.0, *)
        struct Field<M: Model>: View {
          let model: M
          let field: Int
          var body: some View { TextField("x", text: text) }
          private var text: Binding<String> {
            let model = model
            let field = field
            return Binding(
              get: { model.value(of: field) }, set: { model.setValue($0, for: field) })
          }
        }
        """,
      // Xcode warns about the captures, then rejects "sending 'model' risks causing data races"
      // (a SIL diagnostic); with `-warnings-as-errors` the captures fail first, before SIL.
      mention: "capture of 'model' with non-Sendable type 'M' in a '@Sendable' closure",
      fixed: """
        @MainActor protocol Model: AnyObject {
          func value(of field: Int) -> String
          func setValue(_ value: String, for field: Int)
        }
        @MainActor final class Reference<M: Model>: Sendable {
          let model: M
          init(_ model: M) { self.model = model }
        }

        @available(iOS 15.0, *)
        struct Field<M: Model>: View {
          let model: M
          let field: Int
          var body: some View { TextField("x", text: text) }
          private var text: Binding<String> {
            let reference = Reference(model)
            let field = field
            return Binding(
              get: { @MainActor in reference.model.value(of: field) },
              set: { @MainActor in reference.model.setValue($0, for: field) })
          }
        }
        """),
    Case(
      name: "an iOS 17 API at iOS 15 (onChange(of:initial:_:))",
      deployment: "15.0",
      mistake: """
        @available(iOS 15.0, *)
        struct Screen: View {
          let value: Int
          var body: some View {
            Text("x").onChange(of: value, initial: true) {}
          }
        }
        """,
      mention: "is only available in iOS 17.0 or newer",
      fixed: """
        @available(iOS 15.0, *)
        struct Screen: View {
          let value: Int
          var body: some View {
            Text("x").onChange(of: value) { _ in }
          }
        }
        """),
    Case(
      name: "a selection binding at iOS 17 (TextField(_:text:selection:) is iOS 18.0+)",
      deployment: "17.0",
      mistake: """
        @available(iOS 17.0, *)
        struct Screen: View {
          @State private var text = ""
          @State private var selection: TextSelection? = nil
          var body: some View {
            TextField("x", text: $text, selection: $selection)
          }
        }
        """,
      mention: "is only available in iOS 18.0 or newer",
      fixed: """
        @available(iOS 18.0, *)
        struct Screen: View {
          @State private var text = ""
          @State private var selection: TextSelection? = nil
          var body: some View {
            TextField("x", text: $text, selection: $selection)
          }
        }
        """),
    Case(
      name: "a caret put with TextSelection at iOS 17 (TextSelection is iOS 18.0+)",
      deployment: "17.0",
      mistake: """
        @available(iOS 17.0, *)
        func caret(after count: Int, in text: String) -> Bool {
          TextSelection(insertionPoint: text.index(text.startIndex, offsetBy: count)).isInsertion
        }
        """,
      mention: "is only available in iOS 18.0 or newer",
      fixed: """
        @available(iOS 17.0, *)
        func caret(after count: Int, in text: String) -> Bool {
          if #available(iOS 18.0, *) {
            return TextSelection(insertionPoint: text.index(text.startIndex, offsetBy: count))
              .isInsertion
          }
          return false
        }
        """),
    Case(
      name:
        "a label appended to a view's own at iOS 17 (accessibilityLabel(content:) is iOS 18.0+)",
      deployment: "17.0",
      mistake: """
        @available(iOS 17.0, *)
        struct Rating: View {
          let error: String
          var body: some View {
            Text("x").accessibilityLabel { label in
              label
              Text(error)
            }
          }
        }
        """,
      mention: "is only available in iOS 18.0 or newer",
      fixed: """
        @available(iOS 17.0, *)
        struct Rating: View {
          let error: String
          var body: some View {
            if #available(iOS 18.0, *) {
              Text("x").accessibilityLabel { label in
                label
                Text(error)
              }
            } else {
              Text("x").accessibilityValue(Text(error))
            }
          }
        }
        """),
    Case(
      name: "a non-Sendable capture in a @Sendable closure",
      deployment: "17.0",
      mistake: """
        final class Counter { var count = 0 }

        @available(iOS 17.0, *)
        struct Screen: View {
          let counter: Counter
          var body: some View {
            let counter = counter
            Text("x").onAppear {
              _ = Binding(get: { counter.count }, set: { counter.count = $0 })
            }
          }
        }
        """,
      mention: "capture of 'counter' with non-Sendable type 'Counter' in a '@Sendable' closure",
      fixed: """
        final class Counter: Sendable { let count = 0 }

        @available(iOS 17.0, *)
        struct Screen: View {
          let counter: Counter
          var body: some View {
            let counter = counter
            Text("x").onAppear {
              _ = Binding(get: { counter.count }, set: { _ in })
            }
          }
        }
        """,
      isError: false),
    Case(
      name:
        "a non-Sendable closure passed as Button's action (a warning in Xcode; a generated screen's cancel)",
      deployment: "15.0",
      mistake: """
        @available(iOS 15.0, *)
        struct Screen: View {
          private let onCancel: () -> Void
          init(onCancel: @escaping () -> Void = {}) { self.onCancel = onCancel }
          var body: some View {
            Button(action: onCancel) { Text(verbatim: "Cancel") }
          }
        }
        """,
      mention:
        "converting non-Sendable function value to '@MainActor @Sendable () -> Void' may introduce data races",
      fixed: """
        @available(iOS 15.0, *)
        struct Screen: View {
          private let onCancel: @MainActor () -> Void
          init(onCancel: @escaping @MainActor () -> Void = {}) { self.onCancel = onCancel }
          var body: some View {
            Button(action: onCancel) { Text(verbatim: "Cancel") }
          }
        }
        """,
      isError: false),
    Case(
      name:
        "a View extension at iOS 12 (what SwiftPM builds a package at that declares no iOS platform)",
      deployment: "12.0",
      mistake: """
        extension View {
          func framed() -> some View { padding() }
        }
        """,
      mention: "'View' is only available in iOS 13.0 or newer",
      fixed: """
        @available(iOS 13.0, *)
        extension View {
          func framed() -> some View { padding() }
        }
        """),
  ]

  static func source(_ body: String) -> String {
    "import SwiftUI\n\n" + body + "\n"
  }

  @Test("the stand-in rejects what Xcode rejects", arguments: cases)
  func rejects(_ example: Case) async throws {
    let run = try await TypecheckScript.run(
      sources: ["Mistake.swift": Self.source(example.mistake)],
      environment: ["TYPECHECK_DEPLOYMENT": example.deployment])
    // A warning fails the script as an error does (`-warnings-as-errors`).
    #expect(run.status != 0, "the script accepted it:\n\(run.output)")
    let reported = run.output.split(separator: "\n").contains {
      $0.contains("error:") && $0.contains(example.mention)
    }
    #expect(reported, "no error: \(example.mention):\n\(run.output)")
  }

  @Test("the stand-in accepts the same code written as Xcode accepts it", arguments: cases)
  func accepts(_ example: Case) async throws {
    let run = try await TypecheckScript.run(
      sources: ["Fixed.swift": Self.source(example.fixed)],
      environment: ["TYPECHECK_DEPLOYMENT": example.deployment])
    #expect(run.status == 0, "\(run.output)")
    #expect(!run.output.contains(example.mention), "\(run.output)")
  }
}
