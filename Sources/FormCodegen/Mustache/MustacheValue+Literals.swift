extension MustacheValue: ExpressibleByStringInterpolation {
  /// A `.string`.
  public init(stringLiteral value: String) {
    self = .string(value)
  }
}

extension MustacheValue: ExpressibleByBooleanLiteral {
  /// A `.bool`.
  public init(booleanLiteral value: Bool) {
    self = .bool(value)
  }
}

extension MustacheValue: ExpressibleByIntegerLiteral {
  /// An `.int`.
  public init(integerLiteral value: Int) {
    self = .int(value)
  }
}

extension MustacheValue: ExpressibleByFloatLiteral {
  /// A `.double`.
  public init(floatLiteral value: Double) {
    self = .double(value)
  }
}

extension MustacheValue: ExpressibleByArrayLiteral {
  /// A `.list`.
  public init(arrayLiteral elements: MustacheValue...) {
    self = .list(elements)
  }
}

extension MustacheValue: ExpressibleByDictionaryLiteral {
  /// An `.orderedDictionary`, in the order written.
  public init(dictionaryLiteral elements: (String, MustacheValue)...) {
    self = .orderedDictionary(elements.map { (key: $0.0, value: $0.1) })
  }
}

extension MustacheValue: ExpressibleByNilLiteral {
  /// `.null`.
  public init(nilLiteral: ()) {
    self = .null
  }
}
