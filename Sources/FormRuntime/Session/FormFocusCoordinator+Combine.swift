#if canImport(Combine)
  import Combine

  /// A SwiftUI screen owns its coordinator as a `@StateObject`; the coordinator publishes
  /// nothing (the screen re-renders from the view model).
  extension FormFocusCoordinator: ObservableObject {}
#endif
