import FormTestSupport
import Foundation
import Testing

#if os(Linux)
  private let runsOnLinux = true
#else
  private let runsOnLinux = false
#endif

/// Runs `Scripts/typecheck-uikit.sh`, which builds the UIKit double, emits FormRuntime (with its
/// UIKit adapter) against it and compiles extra files. Linux only: the double stands in for a
/// UIKit that Linux lacks, and Apple platforms check against the real one. The tests run side by
/// side: the script builds its modules once and every run shares them.
@Suite(
  "UIKit type-check against the double",
  .enabled(if: runsOnLinux, "the double is for machines without UIKit"))
struct UIKitTypecheckTests {
  static let repositoryRoot = FormcProcess.repositoryRoot

  /// Runs the script with `sources` written to temporary files.
  func typecheck(_ sources: [String: String]) async throws -> TypecheckScript.Run {
    try await TypecheckScript.run(sources: sources)
  }

  @Test("the double and FormRuntime's UIKit adapter type-check")
  func adapterCompiles() async throws {
    let run = try await typecheck([:])
    #expect(run.status == 0, "\(run.output)")
  }

  @Test(
    "a screen that uses the runtime's UIKit pieces directly (avoider, toolbar, traits) type-checks")
  func generatedStyleCodeCompiles() async throws {
    let run = try await typecheck(["SampleForm+Keyboard.swift": Self.sample])
    #expect(run.status == 0, "\(run.output)")
  }

  @Test(
    "the script fails on UIKit misuse: the double is not vacuous",
    arguments: [
      ("a member that does not exist", "view.keyboardInsetMagic = 3", "keyboardInsetMagic"),
      (
        "a missing argument", "UIView.animate(withDuration: 0.25, delay: 0, options: [])",
        "animations"
      ),
      ("a wrong type", "field.returnKeyType = .submit", "submit"),
      ("a wrong label", "scroll.setContentOffset(.zero, animate: true)", "animate"),
      ("an optional used as a value", "let height: CGFloat = field.font.lineHeight", "font"),
      (
        "an API newer than the deployment target (iOS 15)", "_ = UIBarButtonItem().isHidden",
        "is only available in iOS 16.0 or newer"
      ),
      (
        "an idiom newer than the deployment target (UIUserInterfaceIdiom.vision is iOS 17.0+)",
        "_ = UIUserInterfaceIdiom.vision", "is only available in iOS 17.0 or newer"
      ),
      (
        "a keyboard notification name assigned (Apple's is a class let)",
        "UIResponder.keyboardWillShowNotification = .init(\"x\")", "is a 'let' constant"
      ),
      (
        "a text field notification name assigned (Apple's is a class let)",
        "UITextField.textDidChangeNotification = .init(\"x\")", "is a 'let' constant"
      ),
      (
        "a constant used before it is initialized (a SIL diagnostic, which -typecheck misses)",
        "let width: CGFloat; view.frame.size.width = width", "used before being initialized"
      ),
      (
        "a non-Sendable value sent to another isolation domain (region isolation, SIL)",
        "let box = NSMutableArray(); Task.detached { box.add(1) }; box.add(2)",
        "risks causing data races"
      ),
      (
        "a SwiftUI API newer than the deployment target",
        "_ = SwiftUI.TextField(\"x\", text: SwiftUI.Binding(get: { \"\" }, set: { _ in }), axis: .vertical)",
        "is only available in iOS 16.0 or newer"
      ),
    ])
  func misuseFails(name: String, statement: String, mention: String) async throws {
    let source = """
      import SwiftUI
      import UIKit

      @MainActor
      func misuse(view: UIView, field: UITextField, scroll: UIScrollView) {
        \(statement)
      }
      """
    let run = try await typecheck(["Misuse.swift": source])
    #expect(run.status != 0)
    #expect(run.output.contains("error:"), "\(run.output)")
    #expect(run.output.contains(mention), "\(run.output)")
  }

  @Test("the Calibration app (Calibration/) type-checks against the double")
  func calibrationAppCompiles() async throws {
    let folder = Self.repositoryRoot.appendingPathComponent("Calibration")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }
    #expect(
      Set(names) == [
        "CalibrationApp.swift", "CalibrationMeasurement.swift", "CalibrationViewController.swift",
      ])
    var sources: [String: String] = [:]
    for name in names {
      sources[name] = try String(
        contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }
    let run = try await typecheck(sources)
    #expect(run.status == 0, "\(run.output)")
    // The check is not vacuous: the same app with a member UIKit lacks fails.
    var broken = sources
    broken["CalibrationViewController.swift"] = sources["CalibrationViewController.swift"]?
      .replacingOccurrences(of: "toolbar.sizeToFit()", with: "toolbar.sizeToFitSystem()")
    let failed = try await typecheck(broken)
    #expect(failed.status != 0)
    #expect(failed.output.contains("sizeToFitSystem"), "\(failed.output)")
  }

  @Test("a second run reuses the modules the first built")
  func modulesAreCached() async throws {
    _ = try await typecheck([:])
    let run = try await typecheck([:])
    #expect(run.status == 0, "\(run.output)")
    #expect(run.output.contains("modules: 0 built, 6 reused"), "\(run.output)")
  }

  @Test("a missing file is an error")
  func missingFile() async throws {
    let run = try await AsyncProcess.run(
      URL(fileURLWithPath: "/bin/bash"),
      [
        Self.repositoryRoot.appendingPathComponent("Scripts/typecheck-uikit.sh").path,
        "/nonexistent/Nothing.swift",
      ])
    #expect(run.status != 0)
  }

  /// A hand-written keyboard controller built from the runtime's UIKit pieces, without
  /// `FormKeyboardController`: delegates, traits, toolbar, avoider.
  static let sample = """
    import FormRuntime

    #if canImport(UIKit)
      import UIKit

      @MainActor
      protocol SampleFormViews: AnyObject {
        var rootView: UIView { get }
        var page: UIScrollView { get }
        var list: UITableView { get }
        var email: UITextField { get }
        var notes: UITextView { get }
      }

      @MainActor
      final class SampleFormKeyboardController: NSObject, UITextFieldDelegate, UITextViewDelegate {
        static let plan = FormKeyboardPlan(
          avoidance: .insets, dismissMode: .interactive, spacing: 16, insetContainer: "page",
          inputs: [
            .init(id: "email", scrollContainers: ["list", "page"]),
            .init(id: "notes", scrollContainers: ["page"], grows: true, minLines: 3, maxLines: 8),
          ])

        private let views: any SampleFormViews
        private let avoider: FormKeyboardAvoider
        private var toolbar: FormAccessoryToolbar?

        init(views: any SampleFormViews) {
          self.views = views
          avoider = FormKeyboardAvoider(
            plan: Self.plan, rootView: views.rootView,
            scrollContainers: ["page": views.page, "list": views.list],
            inputs: ["email": views.email, "notes": views.notes])
          super.init()
          views.email.delegate = self
          views.notes.delegate = self
          FormTextTraits(
            keyboard: .emailAddress, contentType: .emailAddress, autocapitalization: .none,
            autocorrection: false, secure: false
          ).apply(to: views.email, returnKey: .next)
          FormTextTraits(keyboard: .default, contentType: nil, autocapitalization: .sentences,
            autocorrection: true, secure: false).apply(to: views.notes)
          let toolbar = FormAccessoryToolbar(
            itemNames: ["previous", "next", "flexibleSpace", "done"],
            onPrevious: { [weak self] in self?.move(by: -1) },
            onNext: { [weak self] in self?.move(by: 1) },
            onDone: { [weak self] in self?.views.rootView.endEditing(true) })
          toolbar.update(FormToolbarState(previousEnabled: false, nextEnabled: true, title: "Email"))
          views.email.inputAccessoryView = toolbar
          views.notes.inputAccessoryView = toolbar
          self.toolbar = toolbar
        }

        func start() { avoider.start() }
        func stop() { avoider.stop() }
        func layoutDidChange() { avoider.layoutDidChange() }

        private func move(by step: Int) {
          if step > 0 { views.notes.becomeFirstResponder() } else { views.email.becomeFirstResponder() }
        }

        func textFieldDidBeginEditing(_ textField: UITextField) {
          avoider.inputDidBeginEditing(id: "email")
        }

        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
          views.notes.becomeFirstResponder()
          return false
        }

        func textViewDidBeginEditing(_ textView: UITextView) {
          avoider.inputDidBeginEditing(id: "notes")
        }

        func textViewDidChange(_ textView: UITextView) {
          let height = FormTextViewGrowth.fittingHeight(for: textView, minLines: 3, maxLines: 8)
          textView.isScrollEnabled = FormTextViewGrowth.scrolls(textView, maxLines: 8)
          _ = height
          avoider.inputDidChangeHeight(id: "notes")
        }

        func textViewDidEndEditing(_ textView: UITextView) {
          avoider.inputDidEndEditing(id: "notes")
        }
      }
    #endif
    """
}
