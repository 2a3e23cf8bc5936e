@_spi(Reflection) import Swift

// Where a view's dynamic properties are stored, worked out once per type. Not Apple API: a cache
// of the double's, which no modelled rule depends on. `ViewGraph.installProperties(of:_:)` gives
// each `@State`, `@FocusState`, `@Environment`, … of a view or modifier its storage at every
// render; reading them through a `Mirror` reflected every stored property of every view at every
// update (a tenth of the harness's SwiftUI time in session 51's profile, most of it resolving
// the properties' types by their mangled names). A type's stored properties do not change, so
// the offsets of those that are dynamic properties are read once from its metadata and the
// properties loaded from there; the same properties, in the same order, with the same labels.

/// Where a view type's dynamic properties are stored.
enum DynamicPropertyLayout {
  /// A struct's dynamic properties: each one's label (as `Mirror` gives it), offset and type, in
  /// declaration order (none: the type has none).
  case fields([(label: String, offset: Int, type: any DoubleDynamicProperty.Type)])
  /// A type whose stored properties may hold a dynamic property their declared types do not say
  /// (an optional, an existential), or that is not a struct or reflects itself
  /// (`CustomReflectable`): read through `Mirror`, as before.
  case mirrored
}

/// An optional type, whose wrapped type the layout looks into.
private protocol OptionalType {
  /// The wrapped type and its metadata kind.
  static var wrapped: (type: Any.Type, kind: _MetadataKind?) { get }
}

/// A struct of one stored property: its field's metadata kind is `Value`'s.
private struct KindProbe<Value> {
  var value: Value
}

extension Optional: OptionalType {
  static var wrapped: (type: Any.Type, kind: _MetadataKind?) {
    var kind: _MetadataKind?
    _forEachField(of: KindProbe<Wrapped>.self) { _, _, _, found in
      kind = found
      return false
    }
    return (Wrapped.self, kind)
  }
}

extension DoubleDynamicProperty {
  /// The property stored at `address` (the address of a value of this type).
  static func load(from address: UnsafeRawPointer) -> any DoubleDynamicProperty {
    address.load(as: Self.self)
  }
}

extension ViewGraph {
  /// The dynamic-property layouts worked out so far, by type (types are the process's, so one
  /// cache serves every graph).
  private static var dynamicPropertyLayouts: [ObjectIdentifier: DynamicPropertyLayout] = [:]

  /// Where the dynamic properties of `value`'s type are stored, worked out at its first render.
  static func dynamicPropertyLayout(of value: Any) -> DynamicPropertyLayout {
    let type = type(of: value)
    let key = ObjectIdentifier(type)
    if let layout = dynamicPropertyLayouts[key] { return layout }
    // A struct's stored properties are its `Mirror`'s children unless it reflects itself.
    guard Mirror(reflecting: value).displayStyle == .struct, !(value is any CustomReflectable)
    else {
      dynamicPropertyLayouts[key] = .mirrored
      return .mirrored
    }
    var fields: [(label: String, offset: Int, type: any DoubleDynamicProperty.Type)] = []
    var mirrored = false
    // `false` when a field could not be read: `Mirror` then.
    let walked = _forEachField(of: type) { name, offset, fieldType, kind in
      if let property = fieldType as? any DoubleDynamicProperty.Type {
        fields.append((String(cString: name), offset, property))
        return true
      }
      guard holdsNoDynamicProperty(fieldType, kind: kind) else {
        mirrored = true
        return false
      }
      return true
    }
    let layout: DynamicPropertyLayout = walked && !mirrored ? .fields(fields) : .mirrored
    dynamicPropertyLayouts[key] = layout
    return layout
  }

  /// Whether a stored property of type `type` (of metadata kind `kind`), not a dynamic property
  /// itself, never holds one that `as?` finds. A struct, class, enum, tuple, function or
  /// metatype converts to a dynamic property only if its type is one (every dynamic property is
  /// a struct of the double's); an optional does if its wrapped value does (`as?` looks inside);
  /// an existential (`Any`, `any View`) or a value of any other kind may hold one.
  private static func holdsNoDynamicProperty(_ type: Any.Type, kind: _MetadataKind) -> Bool {
    switch kind {
    case .struct, .class, .enum, .tuple, .function, .metatype, .existentialMetatype:
      return true
    case .optional:
      guard let wrapped = (type as? any OptionalType.Type)?.wrapped, let wrappedKind = wrapped.kind,
        !(wrapped.type is any DoubleDynamicProperty.Type)
      else { return false }
      return holdsNoDynamicProperty(wrapped.type, kind: wrappedKind)
    default:
      return false
    }
  }

  /// Gives a view's dynamic properties their storage for the view's identity (SwiftUI "manages
  /// the storage" of a `@State` for the view's lifetime,
  /// https://developer.apple.com/documentation/swiftui/state).
  func installProperties(of value: Any, _ context: RenderContext) {
    switch Self.dynamicPropertyLayout(of: value) {
    case .fields(let fields):
      guard !fields.isEmpty else { return }
      func install<Value>(_ value: Value) {
        withUnsafePointer(to: value) { pointer in
          let address = UnsafeRawPointer(pointer)
          for field in fields {
            field.type.load(from: address + field.offset).install(
              in: self, key: context.path + "." + field.label, environment: context.environment)
          }
        }
      }
      _openExistential(value, do: install)
    case .mirrored:
      for child in Mirror(reflecting: value).children {
        if let property = child.value as? any DoubleDynamicProperty {
          property.install(
            in: self, key: context.path + "." + (child.label ?? "?"),
            environment: context.environment)
        }
      }
    }
  }
}
