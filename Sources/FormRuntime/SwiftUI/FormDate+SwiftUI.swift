#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import Foundation
  import SwiftUI

  @available(iOS 15.0, *)
  extension Binding where Value == Date? {
    /// A binding a `DatePicker` can edit for a date that starts unset: while unset the picker
    /// shows the current moment, and the user's first pick sets the value.
    public func formDate() -> Binding<Date> {
      let base = self
      return Binding<Date>(
        get: { base.wrappedValue ?? Date() }, set: { base.wrappedValue = $0 })
    }
  }
#endif
