import Foundation

// Stand-ins for SwiftUI's date picker that formc's generated screens use for a `date` (issue 31):
// the same signatures and availability as Apple's; the double (SwiftUIDouble.swift) lets a test
// pick a date in one (`SwiftUIHost.pick(_:in:)`), inside its range.

/// `DatePicker`: a control for selecting an absolute date.
///
/// https://developer.apple.com/documentation/swiftui/datepicker (iOS 13.0+)
@available(iOS 13.0, *)
public struct DatePicker<Label: View>: PrimitiveViewStub {
  /// The date components the picker shows —
  /// https://developer.apple.com/documentation/swiftui/datepicker/components (iOS 13.0+)
  public typealias Components = DatePickerComponents

  /// Creates an instance that selects a `Date` with an unbounded range.
  ///
  /// https://developer.apple.com/documentation/swiftui/datepicker/init(selection:displayedcomponents:label:)
  /// (iOS 13.0+)
  @available(iOS 13.0, *)
  public nonisolated init(
    selection: Binding<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.earliest = nil
    self.latest = nil
    self.label = label()
  }

  /// Creates an instance that selects a `Date` in a closed range.
  ///
  /// https://developer.apple.com/documentation/swiftui/datepicker/init(selection:in:displayedcomponents:label:)
  /// (iOS 13.0+; the overload page of the ClosedRange, PartialRangeFrom and PartialRangeThrough
  /// initializers)
  @available(iOS 13.0, *)
  public nonisolated init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.earliest = range.lowerBound
    self.latest = range.upperBound
    self.label = label()
  }

  /// Creates an instance that selects a `Date` on or after some start date.
  ///
  /// https://developer.apple.com/documentation/swiftui/datepicker/init(selection:in:displayedcomponents:label:)
  /// (iOS 13.0+; the overload page of the ClosedRange, PartialRangeFrom and PartialRangeThrough
  /// initializers)
  @available(iOS 13.0, *)
  public nonisolated init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.earliest = range.lowerBound
    self.latest = nil
    self.label = label()
  }

  /// Creates an instance that selects a `Date` on or before some end date.
  ///
  /// https://developer.apple.com/documentation/swiftui/datepicker/init(selection:in:displayedcomponents:label:)
  /// (iOS 13.0+; the overload page of the ClosedRange, PartialRangeFrom and PartialRangeThrough
  /// initializers)
  @available(iOS 13.0, *)
  public nonisolated init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.earliest = nil
    self.latest = range.upperBound
    self.label = label()
  }
  nonisolated let selection: Binding<Date>
  /// The range's ends, where the picker has them.
  nonisolated let earliest: Date?
  nonisolated let latest: Date?
  nonisolated(unsafe) let label: Label
}

/// `DatePickerComponents`: the date components a picker shows.
///
/// https://developer.apple.com/documentation/swiftui/datepickercomponents (iOS 13.0+)
@available(iOS 13.0, *)
public struct DatePickerComponents: OptionSet, Sendable {
  /// https://developer.apple.com/documentation/swiftui/datepickercomponents/rawvalue
  public let rawValue: UInt
  /// https://developer.apple.com/documentation/swiftui/datepickercomponents/init(rawvalue:)
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The hour and minute —
  /// https://developer.apple.com/documentation/swiftui/datepickercomponents/hourandminute
  /// (iOS 13.0+)
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
  /// The day, month and year —
  /// https://developer.apple.com/documentation/swiftui/datepickercomponents/date (iOS 13.0+)
  public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// `DatePickerStyle`: the appearance and interaction of the date pickers in a view hierarchy.
///
/// https://developer.apple.com/documentation/swiftui/datepickerstyle (iOS 13.0+)
@available(iOS 13.0, *)
@MainActor @preconcurrency
public protocol DatePickerStyle {}

/// `CompactDatePickerStyle`: the components in a compact, textual format.
///
/// https://developer.apple.com/documentation/swiftui/compactdatepickerstyle (iOS 14.0+)
@available(iOS 14.0, *)
public nonisolated struct CompactDatePickerStyle: DatePickerStyle {
  /// https://developer.apple.com/documentation/swiftui/compactdatepickerstyle/init() (iOS 14.0+)
  public nonisolated init() {}
}

/// `GraphicalDatePickerStyle`: an interactive calendar or clock.
///
/// https://developer.apple.com/documentation/swiftui/graphicaldatepickerstyle (iOS 14.0+)
@available(iOS 14.0, *)
public nonisolated struct GraphicalDatePickerStyle: DatePickerStyle {
  /// https://developer.apple.com/documentation/swiftui/graphicaldatepickerstyle/init()
  /// (iOS 14.0+)
  public nonisolated init() {}
}

/// `WheelDatePickerStyle`: each component as columns in a scrollable wheel.
///
/// https://developer.apple.com/documentation/swiftui/wheeldatepickerstyle (iOS 13.0+)
@available(iOS 13.0, *)
@MainActor @preconcurrency
public struct WheelDatePickerStyle: DatePickerStyle {
  /// https://developer.apple.com/documentation/swiftui/wheeldatepickerstyle/init() (iOS 13.0+)
  @MainActor @preconcurrency public init() {}
}

@available(iOS 14.0, *)
extension DatePickerStyle where Self == CompactDatePickerStyle {
  /// https://developer.apple.com/documentation/swiftui/datepickerstyle/compact (iOS 14.0+)
  @MainActor @preconcurrency public static var compact: CompactDatePickerStyle {
    CompactDatePickerStyle()
  }
}

@available(iOS 14.0, *)
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  /// https://developer.apple.com/documentation/swiftui/datepickerstyle/graphical (iOS 14.0+)
  @MainActor @preconcurrency public static var graphical: GraphicalDatePickerStyle {
    GraphicalDatePickerStyle()
  }
}

@available(iOS 13.0, *)
extension DatePickerStyle where Self == WheelDatePickerStyle {
  /// https://developer.apple.com/documentation/swiftui/datepickerstyle/wheel (iOS 13.0+)
  @MainActor @preconcurrency public static var wheel: WheelDatePickerStyle {
    WheelDatePickerStyle()
  }
}

extension View {
  /// The style of the date pickers in the view —
  /// https://developer.apple.com/documentation/swiftui/view/datepickerstyle(_:) (iOS 13.0+)
  @available(iOS 13.0, *)
  public nonisolated func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
}
