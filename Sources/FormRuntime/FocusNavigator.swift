/// Moves focus through a form's inputs in focus order, skipping hidden ones.
public struct FocusNavigator<Field: Hashable & Sendable>: Sendable {
  /// Every input, in focus order.
  public var order: [Field]
  /// Whether Next on the last visible input goes to the first.
  public var wraps: Bool

  /// Creates a navigator.
  public init(order: [Field], wraps: Bool) {
    self.order = order
    self.wraps = wraps
  }

  /// The visible inputs in focus order.
  public func visible(_ isVisible: (Field) -> Bool) -> [Field] {
    order.filter(isVisible)
  }

  /// The visible input after `field`; with `wrapping`, the first after the last. `nil` when there
  /// is none (or `field` is hidden and nothing visible follows its place in the order).
  public func next(after field: Field, wrapping: Bool? = nil, isVisible: (Field) -> Bool) -> Field?
  {
    guard let index = order.firstIndex(of: field) else { return nil }
    if let following = order[(index + 1)...].first(where: isVisible) { return following }
    guard wrapping ?? wraps, let first = order.first(where: isVisible), first != field else {
      return nil
    }
    return first
  }

  /// The visible input before `field`, or `nil` (Previous never wraps).
  public func previous(before field: Field, isVisible: (Field) -> Bool) -> Field? {
    guard let index = order.firstIndex(of: field) else { return nil }
    return order[..<index].last(where: isVisible)
  }

  /// Whether a visible input follows `field` (without wrapping).
  public func hasNext(after field: Field, isVisible: (Field) -> Bool) -> Bool {
    next(after: field, wrapping: false, isVisible: isVisible) != nil
  }
}
