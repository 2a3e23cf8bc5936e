import FormCompiler
import FormSpec
import Foundation

extension PreviewRenderer {
  /// A date, per style: a compact row (the title, and the value in grey buttons on the trailing
  /// side), an inline calendar (the title row, a month grid, and a time row for a date and time;
  /// a time alone is a compact row), or a wheel (the value in the selection band). The value is
  /// the spec's, written as an English medium date and short time so the preview is the same
  /// everywhere; an unset date, `today` and `now` show as `Today` and `Now`.
  func drawDate(
    _ node: LayoutNode, input: ResolvedInput?, frame: CGRect, into svg: inout SVGWriter
  ) {
    let date = input?.date ?? ResolvedInput.DateControl(components: .date, style: .compact)
    let title = input?.title ?? node.id ?? ""
    let size = 15 * bodyScale
    let (day, time) = Self.previewTexts(date)
    let shown = [day, time].compactMap { $0 }
    func row(_ frame: CGRect) {
      let valueWidth = metrics.compactDateValueWidth(date.components, width: frame.width)
      let titleWidth = frame.width - valueWidth - LayoutMetrics.switchGap
      drawRowTitle(title, in: frame, width: titleWidth, fill: "#000000", into: &svg)
      // The value buttons, trailing, one per part.
      var x = mirrored ? frame.minX : frame.maxX
      for text in (mirrored ? shown : shown.reversed()) {
        let width = CGFloat(text.count) * metrics.bodyCharacterWidth + 20
        let button = CGRect(
          x: mirrored ? x : x - width, y: frame.midY - 17, width: width, height: 34)
        svg.rect(button, radius: 6, fill: "#eeeef0")
        svg.text(
          text, x: button.midX, y: button.midY + 5 * bodyScale, size: size, anchor: "middle",
          fill: "#000000")
        x = mirrored ? x + width + 8 : x - width - 8
      }
    }
    switch (date.style, date.components) {
    case (.compact, _), (.inline, .time):
      row(frame)
    case (.inline, _):
      let titleRow = CGRect(
        x: frame.minX, y: frame.minY, width: frame.width, height: metrics.controlHeight)
      svg.text(
        truncate(title, width: frame.width), x: leading(titleRow, inset: 0),
        y: titleRow.midY + 5 * bodyScale, size: size, anchor: leadingAnchor, fill: "#6d6d72")
      let grid = CGRect(
        x: frame.minX, y: titleRow.maxY, width: frame.width,
        height: LayoutMetrics.calendarHeight)
      svg.text(
        truncate(day ?? "", width: frame.width), x: leading(grid, inset: 0),
        y: grid.minY + 24, size: 17 * bodyScale, weight: "600", anchor: leadingAnchor,
        fill: "#000000")
      // Six weeks of seven days under the month header.
      let cell = min(grid.width / 7, 44)
      for week in 0..<6 {
        for weekday in 0..<7 {
          let cellFrame = CGRect(
            x: grid.minX + CGFloat(weekday) * grid.width / 7 + (grid.width / 7 - cell) / 2,
            y: grid.minY + 48 + CGFloat(week) * 44, width: cell, height: cell)
          svg.rect(cellFrame.insetBy(dx: 8, dy: 8), radius: (cell - 16) / 2, fill: "#f2f2f7")
        }
      }
      if date.components == .dateAndTime {
        row(
          CGRect(
            x: frame.minX, y: grid.maxY, width: frame.width, height: metrics.controlHeight))
      }
    case (.wheel, _):
      let band = CGRect(x: frame.minX, y: frame.midY - 17, width: frame.width, height: 34)
      svg.rect(band, radius: 8, fill: "#eeeef0")
      svg.text(
        truncate(shown.joined(separator: "  "), width: frame.width - 16), x: frame.midX,
        y: frame.midY + 6 * bodyScale, size: 20 * bodyScale, anchor: "middle", fill: "#000000")
    }
  }

  /// The day and time a preview shows for a date: `Dec 24, 2026` and `9:30 AM`, `Today` and
  /// `Now` for an unset date, `today` and `now`; `nil` for a part the date does not edit.
  static func previewTexts(_ date: ResolvedInput.DateControl) -> (day: String?, time: String?) {
    let months = [
      "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    var day: String? = "Today"
    var time: String? = "Now"
    if let text = date.value, case .success(let value) = SpecDate.parse(text) {
      func clock(_ hour: Int, _ minute: Int) -> String {
        let twelve = hour % 12 == 0 ? 12 : hour % 12
        return "\(twelve):" + (minute < 10 ? "0" : "") + "\(minute) " + (hour < 12 ? "AM" : "PM")
      }
      switch value {
      case .day(let year, let month, let dayOfMonth):
        day = "\(months[month - 1]) \(dayOfMonth), \(year)"
      case .time(let hour, let minute): time = clock(hour, minute)
      case .dateTime(let year, let month, let dayOfMonth, let hour, let minute):
        day = "\(months[month - 1]) \(dayOfMonth), \(year)"
        time = clock(hour, minute)
      case .today: time = "12:00 AM"
      case .now: break
      }
    }
    switch date.components {
    case .date: return (day, nil)
    case .time: return (nil, time)
    case .dateAndTime: return (day, time)
    }
  }
}
