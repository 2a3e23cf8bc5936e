import Foundation

/// A small SVG writer with deterministic number formatting.
struct SVGWriter {
  private(set) var text = ""
  private var depth = 0
  private var clips = 0

  static func number(_ value: CGFloat) -> String {
    // SVG numbers must be finite; layouts are clamped, so this only guards against surprises.
    let value = value.isFinite ? min(max(value, -1e9), 1e9) : 0
    let rounded = (Double(value) * 10).rounded() / 10
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(format: "%.1f", rounded)
  }

  static func escape(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      default:
        // XML 1.0 forbids most control characters; show them as a replacement character.
        if scalar.value < 0x20 && scalar != "\t" || (0xFFFE...0xFFFF).contains(scalar.value) {
          out += "\u{FFFD}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }

  mutating func line(_ content: String) {
    text += String(repeating: "  ", count: depth) + content + "\n"
  }

  mutating func open(width: CGFloat, height: CGFloat) {
    let w = Self.number(width)
    let h = Self.number(height)
    text += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    line(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" "
        + "viewBox=\"0 0 \(w) \(h)\" font-family=\"-apple-system, 'SF Pro Text', "
        + "'Helvetica Neue', Helvetica, Arial, sans-serif\">")
    depth += 1
  }

  mutating func close() -> String {
    depth -= 1
    line("</svg>")
    return text
  }

  mutating func group(translateX x: CGFloat, y: CGFloat) {
    line("<g transform=\"translate(\(Self.number(x)) \(Self.number(y)))\">")
    depth += 1
  }

  mutating func group(clip: String) {
    line("<g clip-path=\"url(#\(clip))\">")
    depth += 1
  }

  mutating func end() {
    depth -= 1
    line("</g>")
  }

  mutating func clipPath(_ rect: CGRect, radius: CGFloat) -> String {
    clips += 1
    let id = "clip\(clips)"
    line("<clipPath id=\"\(id)\">\(rectElement(rect, radius: radius, attributes: ""))</clipPath>")
    return id
  }

  func rectElement(_ rect: CGRect, radius: CGFloat, attributes: String) -> String {
    var element =
      "<rect x=\"\(Self.number(rect.minX))\" y=\"\(Self.number(rect.minY))\" "
      + "width=\"\(Self.number(max(0, rect.width)))\" height=\"\(Self.number(max(0, rect.height)))\""
    if radius > 0 { element += " rx=\"\(Self.number(radius))\"" }
    return element + attributes + "/>"
  }

  mutating func rect(
    _ rect: CGRect, radius: CGFloat = 0, fill: String, opacity: CGFloat = 1,
    stroke: String? = nil, strokeWidth: CGFloat = 1, dashed: Bool = false
  ) {
    var attributes = " fill=\"\(fill)\""
    if opacity < 1 { attributes += " fill-opacity=\"\(Self.number(opacity * 100) )%\"" }
    if let stroke {
      attributes += " stroke=\"\(stroke)\" stroke-width=\"\(Self.number(strokeWidth))\""
      if dashed { attributes += " stroke-dasharray=\"4 3\"" }
    }
    line(rectElement(rect, radius: radius, attributes: attributes))
  }

  mutating func line(from: CGPoint, to: CGPoint, stroke: String, width: CGFloat) {
    line(
      "<line x1=\"\(Self.number(from.x))\" y1=\"\(Self.number(from.y))\" "
        + "x2=\"\(Self.number(to.x))\" y2=\"\(Self.number(to.y))\" stroke=\"\(stroke)\" "
        + "stroke-width=\"\(Self.number(width))\"/>")
  }

  mutating func text(
    _ content: String, x: CGFloat, y: CGFloat, size: CGFloat, weight: String = "400",
    anchor: String = "start", fill: String
  ) {
    var attributes =
      "x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" font-size=\"\(Self.number(size))\""
    if weight != "400" { attributes += " font-weight=\"\(weight)\"" }
    if anchor != "start" { attributes += " text-anchor=\"\(anchor)\"" }
    line("<text \(attributes) fill=\"\(fill)\">\(Self.escape(content))</text>")
  }

  mutating func textLines(
    _ content: String, x: CGFloat, y: CGFloat, width: CGFloat, size: CGFloat,
    lineHeight: CGFloat, characterWidth: CGFloat, anchor: String = "start", fill: String
  ) {
    let lines = LayoutMetrics.standard.wrap(content, width: width, characterWidth: characterWidth)
    for (index, lineText) in lines.enumerated() {
      text(
        lineText, x: x, y: y + CGFloat(index) * lineHeight, size: size, anchor: anchor, fill: fill)
    }
  }
}
