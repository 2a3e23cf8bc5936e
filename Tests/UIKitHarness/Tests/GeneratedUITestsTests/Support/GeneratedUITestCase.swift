import FormRuntime
import XCTest

/// One test method of a generated UI test class (`<Name>FormUITests`), with what the app model
/// needs to show its form.
@MainActor
struct GeneratedUITestCase: CustomStringConvertible {
  /// What running a test came to.
  enum Outcome: Equatable {
    /// No assertion failed.
    case passed
    /// The test skipped itself, with the reason.
    case skipped(String)
    /// Assertions failed, the first one first (the one that stops a test, as the generated
    /// classes set `continueAfterFailure = false`).
    case failed([String])
  }

  /// The form's name (the spec's `form`).
  let form: String
  /// The test method's name.
  let test: String
  /// An app model of the form, correct or with defects.
  let app: (Set<AppDefect>, SimulatorSettings) -> any XCUIApplicationDouble
  /// Runs the test method on a new instance of its class.
  let body: () throws -> Void

  init<Form: FormModel>(
    _ form: String, _ test: String, _ make: @escaping @MainActor () -> Form,
    body: @escaping () throws -> Void
  ) {
    self.form = form
    self.test = test
    self.app = { defects, settings in
      FormAppModel(name: form, make: make, defects: defects, settings: settings)
    }
    self.body = body
  }

  nonisolated var description: String { "\(form).\(test)" }

  /// Runs the test against the app model, as XCTest runs a test: `setUp()`, the method,
  /// `tearDown()`.
  func run(
    defects: Set<AppDefect> = [], settings: SimulatorSettings = SimulatorSettings()
  ) -> Outcome {
    run(on: app(defects, settings))
  }

  /// Runs the test against `application` (one a previous test may have run on, as the same app
  /// stays installed on a simulator from one test to the next).
  func run(on application: any XCUIApplicationDouble) -> Outcome {
    XCTestDouble.reset()
    XCTestDouble.application = application
    defer {
      XCTestDouble.application?.terminate()
      XCTestDouble.application = nil
    }
    do {
      try body()
    } catch let skip as XCTSkip {
      return .skipped(skip.message ?? "")
    } catch {
      return .failed(["threw \(error)"])
    }
    let failures = XCTestDouble.failures
    return failures.isEmpty ? .passed : .failed(failures)
  }
}

/// Runs one test method of a generated UI test class on `instance`, as XCTest does.
@MainActor
func runTestMethod<Case: XCTestCase>(_ instance: Case, _ method: (Case) throws -> Void) rethrows {
  instance.setUp()
  defer { instance.tearDown() }
  try method(instance)
}
