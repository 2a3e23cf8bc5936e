import FormCompiler
import FormRuntime
import FormSimulation
import Foundation
import Testing

/// The mistakes keyboard-handling guides warn about, each as a ``KeyboardHandling``: the simulator
/// must report each one on the scenario where it bites, and pass formc's own handling there (and on
/// the whole matrix).
struct NaiveKeyboardHandlingTests {
  /// formc's handling, with one requirement replaced.
  struct Naive: KeyboardHandling {
    var frame: (@Sendable ([KeyboardNotification], CGRect) -> CGRect?)?
    var inset: (@Sendable (InsetContext) -> CGFloat)?
    var outermostOnly = false
    var rescrolls = true
    let formc = FormcKeyboardHandling()

    func keyboardFrame(after notifications: [KeyboardNotification], screenBounds: CGRect)
      -> CGRect?
    {
      frame?(notifications, screenBounds)
        ?? formc.keyboardFrame(after: notifications, screenBounds: screenBounds)
    }

    func bottomInset(_ context: InsetContext) -> CGFloat {
      inset?(context) ?? formc.bottomInset(context)
    }

    func reveal(
      _ target: CGRect, caret: CGRect?, spacing: CGFloat, through containers: [Int],
      in scene: SimulatedScene
    ) {
      formc.reveal(
        target, caret: caret, spacing: spacing,
        through: outermostOnly ? Array(containers.suffix(1)) : containers, in: scene)
    }

    var rescrollsWhenTextViewGrows: Bool { rescrolls }
  }

  struct Mistake: Sendable, CustomTestStringConvertible {
    var name: String
    var fixture: String
    var device: String
    var orientation: Orientation
    var keyboard: KeyboardState
    var presentation: Presentation = .fullScreen
    var rotatedFrom: Orientation?
    var handling: Naive
    var hiddenInput: String

    var testDescription: String { name }

    var scenario: Scenario {
      Scenario(
        device: SimulationFixtures.device(device), orientation: orientation, keyboard: keyboard,
        presentation: presentation, rotatedFrom: rotatedFrom)
    }
  }

  static let mistakes: [Mistake] = [
    Mistake(
      name: "safe area counted twice", fixture: "StackedScroll.form.yaml", device: "iphone-16",
      orientation: .portrait, keyboard: .predictive,
      handling: Naive(inset: { context in
        // The scroll view ends at the safe area already, yet the root view's safe area is taken
        // off its overlap again.
        let overlap = FormKeyboardGeometry.overlap(
          keyboardFrame: context.keyboardFrame, viewFrame: context.scrollViewFrame,
          screenBounds: context.screenBounds)
        return max(0, overlap - context.viewSafeAreaBottom)
      }), hiddenInput: "entry10"),
    Mistake(
      name: "a fixed 216-point keyboard", fixture: "LongForm.form.yaml", device: "iphone-16",
      orientation: .portrait, keyboard: .predictive,
      handling: Naive(frame: { _, screen in
        CGRect(x: 0, y: screen.maxY - 216, width: screen.width, height: 216)
      }), hiddenInput: "line12"),
    Mistake(
      name: "keyboardWillShow without frame changes on rotation", fixture: "LongForm.form.yaml",
      device: "iphone-16", orientation: .landscape, keyboard: .predictive, rotatedFrom: .portrait,
      handling: Naive(frame: { notifications, _ in
        notifications.first { if case .willShow = $0 { return true } else { return false } }?
          .frame
      }), hiddenInput: "line12"),
    Mistake(
      name: "a popover on iPad using screen height", fixture: "LongForm.form.yaml",
      device: "ipad-10", orientation: .landscape, keyboard: .docked, presentation: .popover,
      handling: Naive(inset: { context in
        // The keyboard's screen y read as if the view began at the screen's top.
        let overlap = max(0, context.viewFrame.height - context.keyboardFrame.minY)
        return FormKeyboardGeometry.bottomInset(
          overlap: overlap, safeAreaBottom: context.scrollViewSafeAreaBottom,
          adjustsForSafeArea: context.adjustsForSafeArea)
      }), hiddenInput: "line12"),
    Mistake(
      name: "a text view that grows under the keyboard", fixture: "GrowingNotes.form.yaml",
      device: "iphone-16", orientation: .portrait, keyboard: .predictive,
      handling: Naive(rescrolls: false), hiddenInput: "body"),
    Mistake(
      name: "the last input near the bottom, scrolled without an inset",
      fixture: "LongForm.form.yaml", device: "iphone-se-3", orientation: .portrait,
      keyboard: .docked, handling: Naive(inset: { _ in 0 }), hiddenInput: "line12"),
    Mistake(
      name: "an input in a horizontal row inside a vertical scroll",
      fixture: "PhotoRow.form.yaml", device: "iphone-se-3", orientation: .portrait,
      keyboard: .docked, handling: Naive(outermostOnly: true), hiddenInput: "thirdTag"),
  ]

  @Test(arguments: mistakes)
  func theNaivePlanFailsAndFormcsPasses(_ mistake: Mistake) throws {
    let form = try SimulationFixtures.fixture(mistake.fixture)
    let naive = Simulator(handling: mistake.handling).simulate(form, scenarios: [mistake.scenario])
    let hidden = Set(naive.occlusions.map(\.outcome.input))
    #expect(hidden.contains(mistake.hiddenInput), "naive plan hid \(hidden.sorted())")
    let formc = Simulator().simulate(form, scenarios: [mistake.scenario])
    #expect(formc.occlusions.isEmpty, "formc hid \(formc.occlusions.map(\.outcome.input))")
    #expect(formc.checks > 0)
  }

  @Test(arguments: SimulationFixtures.fixtures)
  func formcPassesEveryFixtureOnTheWholeMatrixAndAfterRotation(_ fixture: String) throws {
    let form = try SimulationFixtures.fixture(fixture)
    let report = Simulator().simulate(form, scenarios: SimulationFixtures.fullMatrix)
    #expect(report.skipped == nil)
    let failures = report.occlusions.map { "\($0.outcome.input) on \($0.outcome.scenario.phrase)" }
    #expect(failures.isEmpty, "\(failures.prefix(5))")
  }

  @Test func everyMistakeOfTheIssueIsCovered() {
    #expect(Self.mistakes.count == 7)
    #expect(Set(Self.mistakes.map(\.fixture)).isSubset(of: Set(SimulationFixtures.fixtures)))
  }
}
