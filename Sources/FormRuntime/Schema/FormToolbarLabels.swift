/// The words of the keyboard toolbar: the accessibility labels of the image-only Previous and Next
/// buttons, and Done's title where the system's own Done item is not used (SwiftUI).
///
/// One value serves both adapters, so UIKit and SwiftUI say the same thing.
public struct FormToolbarLabels: Sendable, Hashable {
  /// The label of Previous.
  public var previous: String
  /// The label of Next.
  public var next: String
  /// The title of Done (SwiftUI; UIKit shows the system's localized Done).
  public var done: String

  /// Creates labels; the defaults are English.
  public init(previous: String = "Previous", next: String = "Next", done: String = "Done") {
    self.previous = previous
    self.next = next
    self.done = done
  }
}
