/// What the server needs to know about a document's URI: whether it names a form spec, and the
/// file path behind a `file:` URI.
enum DocumentURI {
  /// Whether the URI's path ends in `.form.yaml` or `.form.yml` (any scheme: an unsaved buffer
  /// named like a spec is checked too, without a `formc.yml`).
  static func isSpec(_ uri: String) -> Bool {
    let path = (filePath(uri) ?? uri.split(separator: "?").first.map(String.init) ?? uri)
    let name = path.split(separator: "/").last.map { $0.lowercased() } ?? ""
    return name.hasSuffix(".form.yaml") || name.hasSuffix(".form.yml")
  }

  /// Whether the URI names a `formc.yml`.
  static func isConfiguration(_ uri: String) -> Bool {
    (filePath(uri) ?? uri).split(separator: "/").last == "formc.yml"
  }

  /// The file path of a `file:` URI (percent-escapes decoded), or `nil` for other schemes.
  static func filePath(_ uri: String) -> String? {
    guard uri.lowercased().hasPrefix("file:") else { return nil }
    var rest = Substring(uri.dropFirst(5))
    if rest.hasPrefix("//") {
      rest = rest.dropFirst(2)
      // An authority (host) before the path: only an empty one or `localhost` is local.
      guard let slash = rest.firstIndex(of: "/") else { return nil }
      let host = rest[..<slash]
      guard host.isEmpty || host.lowercased() == "localhost" else { return nil }
      rest = rest[slash...]
    }
    if let query = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<query] }
    return percentDecoded(rest)
  }

  /// A `file:` URI for an absolute path, escaping what RFC 3986 does not allow in a path.
  static func fileURI(_ path: String) -> String {
    var out = "file://"
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "/"), UInt8(ascii: "-"),
        UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
        out.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = Array("0123456789ABCDEF".unicodeScalars)
        out.unicodeScalars.append("%")
        out.unicodeScalars.append(hex[Int(byte >> 4)])
        out.unicodeScalars.append(hex[Int(byte & 0xF)])
      }
    }
    return out
  }

  private static func percentDecoded(_ text: Substring) -> String {
    var bytes: [UInt8] = []
    var utf8 = Array(text.utf8)[...]
    while let byte = utf8.popFirst() {
      if byte == UInt8(ascii: "%"), utf8.count >= 2,
        let high = hexValue(utf8[utf8.startIndex]), let low = hexValue(utf8[utf8.startIndex + 1])
      {
        bytes.append(high << 4 | low)
        utf8 = utf8.dropFirst(2)
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }
}
