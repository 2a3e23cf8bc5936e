import FormCodegen

extension MustacheSpecTests {
  /// A spec case's JSON `data` decoded into a `MustacheValue`.
  struct SpecValue: Decodable {
    var value: MustacheValue

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if container.decodeNil() {
        value = .null
      } else if let bool = try? container.decode(Bool.self) {
        value = .bool(bool)
      } else if let int = try? container.decode(Int.self) {
        value = .int(int)
      } else if let double = try? container.decode(Double.self) {
        value = .double(double)
      } else if let string = try? container.decode(String.self) {
        value = .string(string)
      } else if let list = try? container.decode([SpecValue].self) {
        value = .list(list.map(\.value))
      } else {
        value = .dictionary(try container.decode([String: SpecValue].self).mapValues(\.value))
      }
    }
  }
}
