import FormRuntime
import SwiftUI
import Testing
import UIKit

@testable import GeneratedForms

/// Issue 28: a custom input the spec gives no label (`Specs/Feedback`'s star rating, which labels
/// itself) keeps its own VoiceOver label while it shows an error, and VoiceOver reads the error
/// with it: in the label from iOS 18 (`accessibilityLabel(content:)` appends to the view's own
/// label), as the UIKit screen's label does; as the accessibility value before iOS 18, where
/// SwiftUI cannot read the view's own label.
@MainActor
@Suite("Generated SwiftUI screens: a custom input's own label beside its error", .serialized)
struct CustomInputLabelTests {
  /// The Feedback screen with its custom inputs drawn as an app would: the rating labels itself
  /// ("Rating"; the spec has no title for it), the topic is a text.
  func screen(_ form: FeedbackForm, osVersion: Int) -> SwiftUIHost<some View> {
    SwiftUIHost(
      FeedbackFormView(form: form) { field in
        if field == .rating {
          Text(verbatim: "☆☆☆☆☆").accessibilityLabel(Text(verbatim: "Rating"))
        } else {
          Text(verbatim: field.rawValue)
        }
      }, osVersion: osVersion)
  }

  /// What VoiceOver reads for the rating after a failed submit moved it there, with the error
  /// the rating shows as the screen words it ("Error: Choose a rating from 1 to 5 stars").
  func readAfterFailedSubmit(osVersion: Int) throws -> (
    form: FeedbackForm, host: SwiftUIHost<some View>, spoken: SpokenUtterance, error: String
  ) {
    let form = FeedbackForm()
    form.rating = "9"
    let host = screen(form, osVersion: osVersion)
    #expect(host.root.first(identifier: "rating")?.accessibilityLabel == "Rating")
    #expect(host.tap(FormAccessibilityIdentifier.submit))
    let message = try #require(form.errors[.rating])
    #expect(host.voiceOverFocus?.identifier == "rating")
    #expect(host.speech.map(\.isAnnouncement) == [false, true], "\(host.speech)")
    let spoken = try #require(host.speech.first { !$0.isAnnouncement })
    #expect(!spoken.wasInterrupted, "\(host.speech)")
    // Issue 28: the focus move and the error announcement do not cut each other off, on a
    // custom input as on a text input (`ScenarioTests`).
    let announcement = try #require(host.speech.first { $0.isAnnouncement })
    #expect(announcement.text.contains(message))
    #expect(!announcement.wasInterrupted, "\(host.speech)")
    return (form, host, spoken, FormRuntimeStrings.current.errorAnnouncement(message))
  }

  @Test("iOS 18: VoiceOver reads the view's own label and the error, both in its label")
  func ownLabelAndErrorInLabel() throws {
    UIKitDouble.simulateVoiceOver(running: true)
    defer { UIKitDouble.simulateVoiceOver(running: false) }
    let (form, host, spoken, error) = try readAfterFailedSubmit(osVersion: 18)
    #expect(spoken.text == "Rating, \(error)")
    let rating = try #require(host.root.first(identifier: "rating"))
    #expect(rating.accessibilityLabel == "Rating, \(error)")
    #expect(rating.elementValue == nil, "the app's value is left alone")
    // Valid again: the view's own label alone.
    form.rating = "4"
    host.settle()
    #expect(form.errors[.rating] == nil)
    #expect(host.root.first(identifier: "rating")?.accessibilityLabel == "Rating")
  }

  @Test(
    "before iOS 18: VoiceOver reads the view's own label, then the error as its value",
    arguments: [15, 17])
  func ownLabelAndErrorAsValue(osVersion: Int) throws {
    UIKitDouble.simulateVoiceOver(running: true)
    defer { UIKitDouble.simulateVoiceOver(running: false) }
    let (form, host, spoken, error) = try readAfterFailedSubmit(osVersion: osVersion)
    #expect(spoken.text == "Rating, \(error)")
    let rating = try #require(host.root.first(identifier: "rating"))
    #expect(rating.accessibilityLabel == "Rating", "the view's own label stays")
    #expect(rating.elementValue == error)
    form.rating = "4"
    host.settle()
    #expect(form.errors[.rating] == nil)
    #expect(host.root.first(identifier: "rating")?.elementValue == nil)
  }

  @Test("a spec label replaces the view's own, on every version", arguments: [15, 18])
  func specLabel(osVersion: Int) {
    // Feedback's topic has a title: it is the label, whatever the view's own.
    let host = screen(FeedbackForm(), osVersion: osVersion)
    #expect(host.root.first(identifier: "topic")?.accessibilityLabel == "Topic")
  }
}
