#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import Foundation
  import SwiftUI

  @available(iOS 15.0, *)
  extension Binding where Value == Date? {
    /// A binding a `DatePicker` can edit for a date that starts unset: while unset the picker
    /// shows the current moment, and the user's first pick sets the value.
    ///
    /// A projection of this binding (`subscript(dynamicMember:)`), not `Binding(get:set:)`: it
    /// reads and writes where SwiftUI reads and writes the base binding, on the main actor.
    public func formDate() -> Binding<Date> {
      self[dynamicMember: \Date?.formDateOrNow]
    }
  }

  extension Optional where Wrapped == Date {
    /// The date, or the current moment while unset; setting it sets the date.
    var formDateOrNow: Date {
      get { self ?? Date() }
      set { self = newValue }
    }
  }
#endif
