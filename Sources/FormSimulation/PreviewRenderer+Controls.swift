import FormCompiler
import Foundation

extension PreviewRenderer {
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
    let lines = metrics.lineCount(
      title, width: titleWidth, characterWidth: metrics.bodyCharacterWidth)
    let top =
      frame.midY - CGFloat(max(lines, 1)) * metrics.bodyLineHeight / 2 + 15 * bodyScale - 3
    let titleFrame = CGRect(
      x: mirrored ? frame.maxX - titleWidth : frame.minX, y: frame.minY, width: titleWidth,
      height: frame.height)
    svg.textLines(
      title, x: leading(titleFrame, inset: 0), y: top, width: titleWidth, size: 15 * bodyScale,
      lineHeight: metrics.bodyLineHeight, characterWidth: metrics.bodyCharacterWidth,
      anchor: leadingAnchor, fill: "#000000")
  }
}
