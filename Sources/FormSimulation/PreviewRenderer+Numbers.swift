import FormCompiler
import FormRuntime
import Foundation

extension ResolvedInput {
  /// A number control's row label as estimated and drawn: the title and the value's label as the
  /// runtime writes it (`FormNumber.label(_:locale:)`) for `locale`: grouped and with the
  /// locale's decimal separator (`Seats  1,500 seats`, German `1.500 seats`), the English
  /// singular (`format.one`) when the number as shown is 1 (`Guests  1 guest`).
  func numberRowLabel(locale: Locale) -> String {
    guard let number, let value = Double(initialValue) else {
      return [title ?? id, initialValue].joined(separator: "  ")
    }
    let runtime = FormNumber(
      range: number.minimum...max(number.minimum, number.maximum), step: number.step,
      isInteger: number.isInteger, fractionDigits: number.fractionDigits,
      format: number.format ?? "{value}", formatOne: number.formatOne)
    return [title ?? id, runtime.label(value, locale: locale)].joined(separator: "  ")
  }
}

extension SimulationLocale {
  /// The locale numbers are written in: the language tag's (`de` writes `1.500` and `2,5`), or
  /// American English for the spec's text and the pseudo-locale (the spec is written in English).
  public var numberLocale: Locale {
    isPseudo || code == "source" ? Locale(identifier: "en_US") : Locale(identifier: code)
  }
}

extension PreviewRenderer {
  /// A stepper row: the title and the value's label on the leading side, the stepper's − and +
  /// on the trailing side.
  func drawStepper(
    _ node: LayoutNode, input: ResolvedInput?, frame: CGRect, into svg: inout SVGWriter
  ) {
    let size = LayoutMetrics.stepperSize
    let x = mirrored ? frame.minX : frame.maxX - size.width
    let body = CGRect(x: x, y: frame.midY - size.height / 2, width: size.width, height: size.height)
    svg.rect(body, radius: 8, fill: "#eeeef0")
    svg.rect(
      CGRect(x: body.midX - 0.5, y: body.minY + 8, width: 1, height: size.height - 16), radius: 0,
      fill: "#c7c7cc")
    svg.text(
      "−", x: body.minX + size.width / 4, y: body.midY + 6, size: 18, anchor: "middle",
      fill: "#000000")
    svg.text(
      "+", x: body.maxX - size.width / 4, y: body.midY + 6, size: 18, anchor: "middle",
      fill: "#000000")
    let labelWidth = frame.width - size.width - LayoutMetrics.switchGap
    let label = input?.numberRowLabel(locale: locale.numberLocale) ?? node.id ?? ""
    let labelFrame = CGRect(
      x: mirrored ? frame.maxX - labelWidth : frame.minX, y: frame.minY, width: labelWidth,
      height: frame.height)
    svg.text(
      truncate(label, width: labelWidth), x: leading(labelFrame, inset: 0),
      y: frame.midY + 5 * bodyScale, size: 15 * bodyScale, anchor: leadingAnchor, fill: "#000000")
  }

  /// A slider row: the title and the value's label, then the track, filled up to the initial
  /// value, with the thumb there (mirrored right to left).
  func drawSlider(
    _ node: LayoutNode, input: ResolvedInput?, frame: CGRect, into svg: inout SVGWriter
  ) {
    let label = input?.numberRowLabel(locale: locale.numberLocale) ?? node.id ?? ""
    svg.text(
      truncate(label, width: frame.width), x: leading(frame, inset: 0),
      y: frame.minY + 15 * bodyScale + 4, size: 15 * bodyScale, anchor: leadingAnchor,
      fill: "#000000")
    let trackY = frame.maxY - LayoutMetrics.sliderHeight / 2 - 6
    svg.rect(
      CGRect(x: frame.minX, y: trackY - 2, width: frame.width, height: 4), radius: 2,
      fill: "#e5e5ea")
    var fraction: CGFloat = 0
    if let number = input?.number, number.maximum > number.minimum,
      let value = Double(input?.initialValue ?? "")
    {
      fraction = CGFloat((value - number.minimum) / (number.maximum - number.minimum))
      fraction = min(max(fraction, 0), 1)
    }
    let filled = frame.width * fraction
    let fillX = mirrored ? frame.maxX - filled : frame.minX
    svg.rect(CGRect(x: fillX, y: trackY - 2, width: filled, height: 4), radius: 2, fill: "#007aff")
    let thumb: CGFloat = 28
    let thumbX = (mirrored ? frame.maxX - filled : frame.minX + filled) - thumb / 2
    svg.rect(
      CGRect(x: thumbX, y: trackY - thumb / 2, width: thumb, height: thumb), radius: thumb / 2,
      fill: "#ffffff", stroke: "#d1d1d6", strokeWidth: 0.5)
  }
}
