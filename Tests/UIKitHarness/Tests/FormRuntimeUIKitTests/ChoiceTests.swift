import FormRuntime
import Testing
import UIKit

@testable import GeneratedForms

/// Choices on a UIKit screen (issue 31): the generated controller fills a `UISegmentedControl`
/// with the spec's options and gives a screen's `FormChoiceControl` its options, wires their
/// value-changed events to the form's enum properties, shows values the form sets, and keeps
/// choices out of the keyboard's focus chain.
@MainActor
@Suite(.serialized)
struct ChoiceTests {
  @Test("a segmented choice gets one segment per option, titled, at the spec's value")
  func segmentsFromTheSpec() {
    UIKitDouble.reset()
    let screen = ProxySettingsScreen()
    screen.present()
    #expect(screen.mode.numberOfSegments == 3)
    #expect(
      (0..<3).map { screen.mode.titleForSegment(at: $0) } == ["System", "Manual", "Off"])
    #expect(screen.mode.selectedSegmentIndex == 0)
    #expect(screen.mode.accessibilityLabel == "Mode")
    #expect(screen.mode.accessibilityIdentifier == "mode")
  }

  @Test("a screen's choice control gets the options and the starting value, or none")
  func customControlFromTheSpec() {
    UIKitDouble.reset()
    let screen = ProxySettingsScreen()
    screen.present()
    #expect(screen.scheme.options.map(\.value) == ["https", "socks4", "socks5"])
    #expect(screen.scheme.options.map(\.title) == ["HTTPS", "SOCKS 4", "SOCKS 5"])
    #expect(screen.scheme.selectedValue == "socks5")
    #expect(screen.exitCountry.selectedValue == nil)
    #expect(screen.circuitLength.accessibilityHint == "More relays are slower and more private")
  }

  @Test("tapping a segment writes the form's enum and shows the section it controls")
  func segmentShowsSection() {
    UIKitDouble.reset()
    let screen = ProxySettingsScreen()
    screen.present()
    let form = screen.keyboard.form
    #expect(screen.host.isHidden)
    #expect(screen.scheme.isHidden)
    #expect(screen.mode.simulateSelect(1))
    #expect(form.mode == .manual)
    #expect(!screen.host.isHidden)
    #expect(!screen.scheme.isHidden)
    #expect(screen.mode.simulateSelect(2))
    #expect(form.mode == .off)
    #expect(screen.host.isHidden)
  }

  @Test("picking in a screen's control writes the enum; a value from code reaches the control")
  func customControlRoundTrip() {
    UIKitDouble.reset()
    let screen = ProxySettingsScreen()
    screen.present()
    let form = screen.keyboard.form
    #expect(!screen.exitCountry.isEnabled, "disabled while 'pickExit' is off")
    #expect(!screen.exitCountry.simulatePick("sweden"))
    #expect(screen.pickExit.simulateFlip())
    #expect(screen.exitCountry.isEnabled)
    #expect(screen.exitCountry.simulatePick("sweden"))
    #expect(form.exitCountry == .sweden)
    form.logLevel = .debug
    #expect(screen.logLevel.selectedValue == "debug")
    form.mode = .manual
    #expect(screen.mode.selectedSegmentIndex == 1)
    screen.keyboard.reset()
    #expect(screen.mode.selectedSegmentIndex == 0)
    #expect(screen.exitCountry.selectedValue == nil)
    #expect(form.exitCountry == nil)
  }

  @Test(
    "a required choice with none chosen fails submit while enabled (not while disabled); choosing one passes"
  )
  func requiredChoice() {
    UIKitDouble.reset()
    let screen = ProxySettingsScreen()
    screen.present()
    #expect(screen.keyboard.submit(), "the disabled exit country is not validated")
    #expect(screen.pickExit.simulateFlip())
    #expect(!screen.keyboard.submit())
    #expect(screen.errorMessages["exitCountry"] == "Exit country is required")
    #expect(screen.exitCountry.simulatePick("germany"))
    #expect(screen.keyboard.submit())
  }

  @Test("Next from the host goes to the port, past the choices; the choices never take focus")
  func nextSkipsChoices() throws {
    UIKitDouble.reset()
    let screen = ProxySettingsScreen()
    let window = screen.present()
    #expect(screen.mode.simulateSelect(1))
    #expect(screen.proxyTable.numberOfSections == 3, "the server section was inserted")
    #expect(UIKitDouble.raisedExceptions.isEmpty)
    #expect(screen.host.window === window, "the inserted rows have their cells")
    #expect(screen.host.simulateTap())
    let toolbar = try #require(screen.host.inputAccessoryView as? FormAccessoryToolbar)
    #expect(toolbar.previousButton?.isEnabled == false)
    #expect(toolbar.nextButton?.simulateTap() == true)
    #expect(screen.port.isFirstResponder)
    #expect(window.simulatedKeyboard.responder === screen.port)
    let last = try #require(screen.port.inputAccessoryView as? FormAccessoryToolbar)
    #expect(last.nextButton?.isEnabled == false)
  }
}
