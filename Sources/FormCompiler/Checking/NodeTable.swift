/// A value per node, by the node's index in ``CheckContext/nodes``: the shape of an `[Int: Value]`
/// dictionary for the checker's per-node facts, kept as an array so that a lookup indexes instead
/// of hashing (the passes over every state look nodes up tens of thousands of times per spec).
struct NodeTable<Value> {
  private var values: [Value?] = []

  /// An empty table.
  init() {}

  /// The table of `values`, by node index: a table filled at once, where writing node after node
  /// grew the array by a generic append each time.
  init(_ values: [Value?]) {
    self.values = values
  }

  /// The value of the node at `index`, `nil` when it has none; setting one past the end grows the
  /// table.
  subscript(index: Int) -> Value? {
    get { index < values.count ? values[index] : nil }
    set {
      if index >= values.count {
        guard newValue != nil else { return }
        values.append(contentsOf: repeatElement(nil, count: index + 1 - values.count))
      }
      values[index] = newValue
    }
  }

  /// The value of the node at `index`, `defaultValue` when it has none, changed in place.
  subscript(index: Int, default defaultValue: @autoclosure () -> Value) -> Value {
    get { self[index] ?? defaultValue() }
    _modify {
      if index >= values.count {
        values.append(contentsOf: repeatElement(nil, count: index + 1 - values.count))
      }
      var value = values[index].take() ?? defaultValue()
      defer { values[index] = value }
      yield &value
    }
  }
}

extension NodeTable: Sendable where Value: Sendable {}
