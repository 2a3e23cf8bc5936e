#if canImport(XCTest) && canImport(UIKit)
  import FormRuntime
  import UIKit
  import XCTest

  extension FormUIWalk {
    /// Launches the app in `state` (turned to landscape with ``runsInLandscape``, throwing
    /// `XCTSkip` when the app does not turn), walks to the text input `id`, types `text` into it
    /// and checks that the input's value (`XCUIElement.value`, what the field shows) is then
    /// exactly `expected`: the spec's `maxLength` and `format` applied as the user types. The
    /// failure names what was not applied: typing past `maxLength` ("… took 18 characters, past
    /// its maxLength 16 …"), or a `format` not applied ("… is not formatted as 'cardNumber' …").
    public func runEntry(
      typing text: String, into id: String, expecting expected: String, maxLength: Int? = nil,
      format: String? = nil, in state: FormUIState, file: StaticString = #filePath,
      line: UInt = #line
    ) throws {
      try walkUp(to: id, in: state, file: file, line: line) { app in
        activity("type '\(text)' into '\(id)'", in: app) {
          let field = input(id, in: app)
          field.typeText(text)
          let shows = { (field.value as? String) ?? "" }
          guard
            !field.wait(
              for: \.formTextValue, toEqual: expected, timeout: timeout)
          else { return }
          let actual = shows()
          let raw = actual.filter { $0.isLetter || $0.isNumber }
          if let maxLength, raw.count > maxLength {
            fail(
              "typing '\(text)' into '\(id)' took \(raw.count) characters, past its maxLength "
                + "\(maxLength): it shows '\(actual)', not '\(expected)'", file: file, line: line)
          } else if let format {
            fail(
              "typing '\(text)' into '\(id)' shows '\(actual)', not '\(expected)': it is not "
                + "formatted as '\(format)'", file: file, line: line)
          } else {
            fail(
              "typing '\(text)' into '\(id)' shows '\(actual)', not '\(expected)'", file: file,
              line: line)
          }
        }
      }
    }
  }

  extension XCUIElement {
    /// The element's value as text (a text input's text; empty when it has none).
    var formTextValue: String { (value as? String) ?? "" }
  }
#endif
