#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import Foundation
  import SwiftUI

  @available(iOS 15.0, *)
  extension Binding where Value == Date? {
    /// A binding a `DatePicker` can edit for a date that starts unset: while unset the picker
    /// shows the current moment, and the user's first pick sets the value.
    ///
    /// `Binding(get:set:)` takes `@isolated(any) @Sendable` closures (iOS 18 SDK,
    /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp): they
    /// are isolated to the main actor, so the pick writes the view model (an observable object
    /// that publishes its changes) there, never from another executor.
    public func formDate() -> Binding<Date> {
      let base = self
      return Binding<Date>(
        get: { @MainActor in base.wrappedValue ?? Date() },
        set: { @MainActor in base.wrappedValue = $0 })
    }
  }
#endif
