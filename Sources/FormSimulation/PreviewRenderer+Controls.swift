import FormCompiler
import FormRuntime
import Foundation

extension PreviewRenderer {
  /// A control row's title in body text on the leading side of `row`, wrapped within `width` and
  /// centred vertically on the row (a switch's, a choice's or a date's title).
  func drawRowTitle(
    _ title: String, in row: CGRect, width: CGFloat, fill: String, into svg: inout SVGWriter
  ) {
    let lines = metrics.lineCount(title, width: width, characterWidth: metrics.bodyCharacterWidth)
    let top = row.midY - CGFloat(max(lines, 1)) * metrics.bodyLineHeight / 2 + 15 * bodyScale - 3
    let titleFrame = CGRect(
      x: mirrored ? row.maxX - width : row.minX, y: row.minY, width: width, height: row.height)
    svg.textLines(
      title, x: leading(titleFrame, inset: 0), y: top, width: width, size: 15 * bodyScale,
      lineHeight: metrics.bodyLineHeight, characterWidth: metrics.bodyCharacterWidth,
      anchor: leadingAnchor, fill: fill)
  }

  /// A switch row: the title on the leading side, wrapped beside the switch, and the switch on
  /// the trailing side, green when its initial value is on.
  func drawSwitch(
    _ node: LayoutNode, input: ResolvedInput?, frame: CGRect, into svg: inout SVGWriter
  ) {
    let size = LayoutMetrics.switchSize
    let isOn = input?.initialValue == "true"
    let x = mirrored ? frame.minX : frame.maxX - size.width
    let track = CGRect(
      x: x, y: frame.midY - size.height / 2, width: size.width, height: size.height)
    svg.rect(track, radius: size.height / 2, fill: isOn ? "#34c759" : "#e9e9eb")
    let knob: CGFloat = size.height - 4
    let knobX = isOn != mirrored ? track.maxX - 2 - knob : track.minX + 2
    svg.rect(
      CGRect(x: knobX, y: track.minY + 2, width: knob, height: knob), radius: knob / 2,
      fill: "#ffffff", stroke: "#d1d1d6", strokeWidth: 0.5)
    let titleWidth = frame.width - size.width - LayoutMetrics.switchGap
    let title = input?.title ?? node.id ?? ""
    drawRowTitle(title, in: frame, width: titleWidth, fill: "#000000", into: &svg)
  }
}

extension PreviewRenderer {
  /// A choice, per style: a menu or navigation row (the title, the chosen option's title and a
  /// chevron on the trailing side), a segmented control with a segment per option (the chosen one
  /// raised), an inline list (a title row, then a row per option, the chosen one checked), or a
  /// wheel (the chosen option in the selection band). A choice whose options the app loads
  /// (`options: app`) has none in the spec: it is drawn with ``appOptionsPlaceholder`` where its
  /// options or its value would be.
  func drawChoice(
    _ node: LayoutNode, input: ResolvedInput?, frame: CGRect, into svg: inout SVGWriter
  ) {
    if input?.choice?.loadsOptions == true {
      drawAppChoice(node, input: input, frame: frame, into: &svg)
      return
    }
    let options = input?.choice?.options ?? []
    let chosen = options.firstIndex { $0.value == input?.initialValue }
    // A multi-choice's value lists its chosen options, comma-separated.
    let chosenValues: Set<String> =
      input?.kind == .multiChoice
      ? Set((input?.initialValue ?? "").split(separator: ",").map(String.init))
      : Set(chosen.map { [options[$0].value] } ?? [])
    let title = input?.title ?? node.id ?? ""
    let size = 15 * bodyScale
    let trailingAnchor = mirrored ? "start" : "end"
    let trailingX = mirrored ? frame.minX : frame.maxX
    switch input?.choice?.style ?? .menu {
    case .menu, .navigation:
      let titles = options.filter { chosenValues.contains($0.value) }.map(\.title)
      let value =
        input?.kind == .multiChoice
        ? Self.multiChoiceSummary(titles, of: options.count) : titles.joined(separator: ", ")
      let titleWidth = frame.width - LayoutMetrics.choiceValueWidth - LayoutMetrics.switchGap
      drawRowTitle(title, in: frame, width: titleWidth, fill: "#000000", into: &svg)
      let chevron = input?.choice?.style == .navigation ? (mirrored ? "‹" : "›") : "⌃⌄"
      svg.text(
        truncate(value, width: LayoutMetrics.choiceValueWidth - 20) + " " + chevron,
        x: trailingX, y: frame.midY + 5 * bodyScale, size: size, anchor: trailingAnchor,
        fill: "#8e8e93")
    case .segmented:
      let height = LayoutMetrics.segmentedControlHeight
      let track = CGRect(
        x: frame.minX, y: frame.midY - height / 2, width: frame.width, height: height)
      svg.rect(track, radius: 8, fill: "#eeeef0")
      let count = max(options.count, 1)
      let width = track.width / CGFloat(count)
      for (position, option) in options.enumerated() {
        let slot = mirrored ? count - 1 - position : position
        let segment = CGRect(
          x: track.minX + CGFloat(slot) * width, y: track.minY, width: width, height: height)
        if position == chosen {
          svg.rect(
            segment.insetBy(dx: 2, dy: 2), radius: 7, fill: "#ffffff", stroke: "#d1d1d6",
            strokeWidth: 0.5)
        }
        svg.text(
          truncate(option.title, width: width - 8), x: segment.midX,
          y: segment.midY + 4.5 * bodyScale, size: 13 * bodyScale, anchor: "middle",
          fill: "#000000")
      }
    case .inline:
      let row = frame.height / CGFloat(options.count + 1)
      svg.text(
        truncate(title, width: frame.width), x: leading(frame, inset: 0),
        y: frame.minY + row / 2 + 5 * bodyScale, size: size, anchor: leadingAnchor,
        fill: "#6d6d72")
      for (position, option) in options.enumerated() {
        let y = frame.minY + CGFloat(position + 1) * row
        svg.line(
          from: CGPoint(x: frame.minX, y: y), to: CGPoint(x: frame.maxX, y: y),
          stroke: "#e5e5ea", width: 0.5)
        svg.text(
          truncate(option.title, width: frame.width - 24), x: leading(frame, inset: 0),
          y: y + row / 2 + 5 * bodyScale, size: size, anchor: leadingAnchor, fill: "#000000")
        if chosenValues.contains(option.value) {
          svg.text(
            "✓", x: trailingX, y: y + row / 2 + 5 * bodyScale, size: size,
            anchor: trailingAnchor, fill: "#007aff")
        }
      }
    case .wheel:
      let band = CGRect(x: frame.minX, y: frame.midY - 17, width: frame.width, height: 34)
      svg.rect(band, radius: 8, fill: "#eeeef0")
      let shown = chosen.map { options[$0].title } ?? options.first?.title ?? title
      svg.text(
        truncate(shown, width: frame.width - 16), x: frame.midX, y: frame.midY + 6 * bodyScale,
        size: 20 * bodyScale, anchor: "middle", fill: "#000000")
    }
  }
}

extension PreviewRenderer {
  /// What the preview shows for a choice or multi-choice whose options the app loads (`options:
  /// app`): the spec has none, and the control is disabled until the app sets them.
  public static let appOptionsPlaceholder = "loaded by the app"

  /// A choice or multi-choice whose options the app loads, per style: a menu or navigation row
  /// (or an inline list's title row) with its title and ``appOptionsPlaceholder`` in the
  /// disabled grey on the trailing side, a segmented control's track or a wheel's band with the
  /// placeholder in it.
  func drawAppChoice(
    _ node: LayoutNode, input: ResolvedInput?, frame: CGRect, into svg: inout SVGWriter
  ) {
    let title = input?.title ?? node.id ?? ""
    let style = input?.choice?.style ?? .menu
    let size = 13 * bodyScale
    let placeholder = Self.appOptionsPlaceholder
    let grey = "#aeaeb2"
    switch style {
    case .segmented:
      let height = LayoutMetrics.segmentedControlHeight
      let track = CGRect(
        x: frame.minX, y: frame.midY - height / 2, width: frame.width, height: height)
      svg.rect(track, radius: 8, fill: "#eeeef0")
      svg.text(
        truncate(placeholder, width: track.width - 16), x: track.midX,
        y: track.midY + 4.5 * bodyScale, size: size, anchor: "middle", fill: grey)
    case .wheel:
      let band = CGRect(x: frame.minX, y: frame.midY - 17, width: frame.width, height: 34)
      svg.rect(band, radius: 8, fill: "#eeeef0")
      svg.text(
        truncate(placeholder, width: frame.width - 16), x: frame.midX,
        y: frame.midY + 5 * bodyScale, size: size, anchor: "middle", fill: grey)
    case .menu, .navigation, .inline:
      let rowHeight =
        style == .inline
        ? frame.height / CGFloat((input?.choice?.options.count ?? 0) + 1) : frame.height
      let row = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: rowHeight)
      let titleWidth = row.width - LayoutMetrics.choiceValueWidth - LayoutMetrics.switchGap
      drawRowTitle(
        title, in: row, width: titleWidth, fill: style == .inline ? "#6d6d72" : "#000000",
        into: &svg)
      let chevron =
        style == .navigation ? " " + (mirrored ? "‹" : "›") : style == .menu ? " ⌃⌄" : ""
      svg.text(
        placeholder + chevron, x: mirrored ? row.minX : row.maxX,
        y: row.midY + 5 * bodyScale, size: size, anchor: mirrored ? "start" : "end", fill: grey)
    }
  }

  /// English's words of a multi-choice's summary, as FormRuntime's `en.lproj` has them
  /// (`multiChoice.none`, `multiChoice.all`, `list.separator`, `multiChoice.count`); formc reads
  /// no FormRuntime resources, so they are written here and a test compares them.
  public static let summaryWords = (
    none: "None", all: "All", separator: ", ", count: "%lld selected"
  )

  /// A multi-choice row's summary as the runtime writes it
  /// (`FormRuntimeStrings.selectionSummary`): "None", up to two titles, "3 selected", "All".
  static func multiChoiceSummary(_ titles: [String], of total: Int) -> String {
    FormRuntimeStrings.selectionSummary(
      titles, of: total, none: summaryWords.none, all: summaryWords.all,
      separator: summaryWords.separator,
      count: { String(format: summaryWords.count, locale: Locale(identifier: "en_US"), $0) })
  }
}
