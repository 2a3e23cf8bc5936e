import FormRuntime
import Foundation
import Testing

@Suite("Keyboard notification user info")
struct FormKeyboardEventTests {
  let frame = CGRect(x: 0, y: 516, width: 393, height: 336)

  @Test("a CGRect frame with numbers")
  func parsesPlainValues() throws {
    let event = try #require(
      FormKeyboardEvent(userInfo: [
        "UIKeyboardFrameEndUserInfoKey": frame,
        "UIKeyboardAnimationDurationUserInfoKey": 0.25,
        "UIKeyboardAnimationCurveUserInfoKey": 7,
      ]))
    #expect(event == FormKeyboardEvent(endFrame: frame, duration: 0.25, curve: 7))
    #expect(event.animationOptions == 7 << 16)
  }

  @Test("NSNumber duration and curve, as UIKit posts them")
  func parsesNumbers() throws {
    let event = try #require(
      FormKeyboardEvent(userInfo: [
        FormKeyboardEvent.frameEndKey: frame,
        FormKeyboardEvent.durationKey: NSNumber(value: 0.4),
        FormKeyboardEvent.curveKey: NSNumber(value: 3),
      ]))
    #expect(event.duration == 0.4)
    #expect(event.curve == 3)
  }

  #if !canImport(Darwin)
    @Test("an NSValue frame")
    func parsesNSValue() throws {
      let event = try #require(
        FormKeyboardEvent(userInfo: [FormKeyboardEvent.frameEndKey: NSValue(rect: frame)]))
      #expect(event.endFrame == frame)
    }
  #endif

  @Test("NSString keys")
  func parsesNSStringKeys() throws {
    let key = AnyHashable(NSString(string: FormKeyboardEvent.frameEndKey))
    let event = try #require(FormKeyboardEvent(userInfo: [key: frame]))
    #expect(event.endFrame == frame)
  }

  @Test("without a frame there is no event")
  func requiresFrame() {
    #expect(FormKeyboardEvent(userInfo: [:]) == nil)
    #expect(FormKeyboardEvent(userInfo: [FormKeyboardEvent.durationKey: 0.25]) == nil)
    #expect(FormKeyboardEvent(userInfo: [FormKeyboardEvent.frameEndKey: "frame"]) == nil)
    #expect(FormKeyboardEvent(userInfo: [FormKeyboardEvent.frameEndKey: NSNumber(value: 1)]) == nil)
  }

  @Test(
    "a missing or invalid duration is 0, a missing curve is 0",
    arguments: [
      [:], [FormKeyboardEvent.durationKey: -1.0], [FormKeyboardEvent.durationKey: Double.nan],
      [FormKeyboardEvent.durationKey: "slow"],
    ] as [[String: any Sendable]])
  func defaults(extra: [String: any Sendable]) throws {
    var info: [AnyHashable: Any] = [FormKeyboardEvent.frameEndKey: frame]
    for (key, value) in extra { info[key] = value }
    let event = try #require(FormKeyboardEvent(userInfo: info))
    #expect(event.duration == 0)
    #expect(event.curve == 0)
  }

  @Test("an integer duration")
  func integerDuration() throws {
    let event = try #require(
      FormKeyboardEvent(userInfo: [
        FormKeyboardEvent.frameEndKey: frame, FormKeyboardEvent.durationKey: 1,
      ]))
    #expect(event.duration == 1)
  }
}
