import FormSpec
import Foundation

extension LayoutMetrics {
  /// The characters a compact date picker's value shows, per components: a medium date
  /// (`Dec 24, 2026`), a short time (`9:30 AM`), or both as two buttons.
  public static func compactDateCharacters(_ components: DateComponentsKind) -> Int {
    switch components {
    case .date: return 12
    case .time: return 8
    case .dateAndTime: return 22
    }
  }

  /// The padding around a compact date picker's value (the grey button's insets; two buttons
  /// and their gap for a date and time).
  ///
  /// An estimate: neither Apple's documentation nor a measurement found says how wide the
  /// compact style's buttons are (`UIDatePickerStyle.compact` is "a label that opens an editor").
  public static func compactDatePadding(_ components: DateComponentsKind) -> CGFloat {
    components == .dateAndTime ? 48 : 24
  }

  /// The height of a graphical (inline) calendar: a month header, the weekday row and six weeks
  /// (`UIDatePicker`'s `.inline` style, and SwiftUI's `.graphical`, in a form row; the calendar
  /// does not grow with Dynamic Type).
  ///
  /// Apple documents no size for the style. The figure is observed: WooCommerce iOS sized its
  /// table cell for the iOS 14 inline date picker at 345 points, having measured that "the new
  /// date picker needs 345" where the wheels needed 216
  /// (https://github.com/woocommerce/woocommerce-ios/pull/3044). It was 330, an estimate, before.
  /// An iPhone in a narrower or wider width, or a later iOS, may draw it a few points otherwise.
  public static let calendarHeight: CGFloat = 345

  /// The height of a date `width` points wide, per style: a compact row wraps its title beside
  /// the value buttons (which grow with the text size); an inline date is the title row and a
  /// calendar (and a time row for a date and time; a time alone is one row); a wheel is its
  /// fixed height.
  public func dateHeight(
    title: String, components: DateComponentsKind, style: DateStyle, width: CGFloat
  ) -> CGFloat {
    let padding = max(controlHeight - bodyLineHeight, 0)
    func row(valueWidth: CGFloat) -> CGFloat {
      let titleWidth = max(width - valueWidth - Self.switchGap, bodyCharacterWidth)
      let lines = lineCount(title, width: titleWidth, characterWidth: bodyCharacterWidth)
      return max(controlHeight, CGFloat(max(lines, 1)) * bodyLineHeight + padding)
    }
    switch style {
    case .compact:
      return row(valueWidth: compactDateValueWidth(components, width: width))
    case .inline:
      switch components {
      case .time: return row(valueWidth: compactDateValueWidth(.time, width: width))
      case .date: return controlHeight + Self.calendarHeight
      case .dateAndTime: return 2 * controlHeight + Self.calendarHeight
      }
    case .wheel:
      return Self.wheelHeight
    }
  }

  /// The width of a compact date picker's value buttons at this text size, at most half the row.
  public func compactDateValueWidth(_ components: DateComponentsKind, width: CGFloat) -> CGFloat {
    min(
      CGFloat(Self.compactDateCharacters(components)) * bodyCharacterWidth
        + Self.compactDatePadding(components), width / 2)
  }
}
