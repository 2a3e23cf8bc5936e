/// The words of the keyboard toolbar: the accessibility labels of the image-only Previous and Next
/// buttons, and Done's title where the system's own Done item is not used (SwiftUI).
///
/// Labels name the action only ("Previous", not "Previous button"): VoiceOver adds the button
/// trait itself. One value serves both adapters, so UIKit and SwiftUI say the same thing.
public struct FormToolbarLabels: Sendable, Hashable {
  /// The label of Previous.
  public var previous: String
  /// The label of Next.
  public var next: String
  /// The title of Done (SwiftUI; UIKit shows the system's localized Done).
  public var done: String

  /// Creates labels from FormRuntime's strings, by default in the language the app runs in.
  public init(_ strings: FormRuntimeStrings = .current) {
    self.init(previous: strings[.previous], next: strings[.next], done: strings[.done])
  }

  /// Creates labels with the app's own words.
  public init(previous: String, next: String, done: String) {
    self.previous = previous
    self.next = next
    self.done = done
  }
}
