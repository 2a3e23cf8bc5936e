import FormRuntime
import FormUITesting
import Testing
import XCTest

@testable import GeneratedForms

/// A right-to-left language mirrors the app model's layout (`FormAppModel+RightToLeft.swift`), and
/// the generated UI tests do not depend on it: they find elements by identifier, compare frames
/// only vertically (above the keyboard, on screen, height) and drag only up and down.
@Suite(.serialized)
@MainActor
struct RightToLeftTests {
  /// The frames of the toolbar's Previous and Next, the Return key and the `givenName` field's
  /// title while `givenName` is edited, in `language`.
  func frames(in language: String) throws -> [String: CGRect] {
    XCTestDouble.reset()
    var settings = SimulatorSettings()
    settings.keyboardLanguage = language
    let model = FormAppModel(name: "SignUp", make: SignUpForm.init, settings: settings)
    XCTestDouble.application = model
    defer {
      model.terminate()
      XCTestDouble.application = nil
    }
    let walk = FormUIWalk(form: "SignUp")
    let app = walk.launch()
    walk.input("givenName", in: app).tap()
    #expect(XCTestDouble.failures.isEmpty)
    var frames: [String: CGRect] = [:]
    func collect(_ element: XCUIElementSnapshotDouble) {
      switch element.elementType {
      case .button where !element.identifier.isEmpty: frames[element.identifier] = element.frame
      case .staticText where element.label == "First name": frames["title"] = element.frame
      default: break
      }
      element.children.forEach(collect)
    }
    model.elements.forEach(collect)
    let returnKey = model.elements.first { $0.elementType == .keyboard }?.children.last
    frames["return"] = try #require(returnKey).frame
    return frames
  }

  @Test("in Arabic the app is mirrored: Previous right of Next, the Return key on the left")
  func arabicMirrors() throws {
    let english = try frames(in: "en")
    let arabic = try frames(in: "ar")
    let previous = FormAccessibilityIdentifier.previous
    let next = FormAccessibilityIdentifier.next
    let (ePrevious, eNext) = (try #require(english[previous]), try #require(english[next]))
    let (aPrevious, aNext) = (try #require(arabic[previous]), try #require(arabic[next]))
    #expect(ePrevious.minX < eNext.minX)
    #expect(aPrevious.minX > aNext.minX, "the toolbar's leading item is on the right")
    #expect(try #require(english["return"]).midX > 195)
    #expect(try #require(arabic["return"]).midX < 195, "Return is at the keyboard's left")
    #expect(try #require(english["title"]).minY == (try #require(arabic["title"])).minY)
    #expect(ePrevious.minY == aPrevious.minY, "nothing moves vertically")
  }

  @Test("every generated UI test passes with the app mirrored")
  func generatedTestsDoNotDependOnDirection() {
    var settings = SimulatorSettings()
    settings.keyboardLanguage = "ar"
    let failed = GeneratedUITestCase.all.map { ($0.description, $0.run(settings: settings)) }
      .filter { $0.1 != .passed }
    #expect(failed.isEmpty, "\(failed.map { "\($0.0): \($0.1)" }.joined(separator: "\n"))")
  }
}
