#if canImport(UIKit) && canImport(ObjectiveC) && !os(tvOS) && !os(watchOS)
  import UIKit

  /// Calls a closure from a target-action message: how iOS 13, which has no `UIAction` for
  /// controls and bar button items (`addAction(_:for:)` and `primaryAction` are iOS 14.0), runs
  /// the runtime's handlers. The owner keeps it alive; a control holds its target weakly.
  @available(iOS 13.0, *)
  @MainActor
  final class FormActionTrampoline: NSObject {
    private let handler: @MainActor () -> Void

    init(_ handler: @escaping @MainActor () -> Void) {
      self.handler = handler
    }

    @objc func invoke() {
      handler()
    }
  }
#endif
