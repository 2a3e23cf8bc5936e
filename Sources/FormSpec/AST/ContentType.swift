/// A `UITextContentType`, spelt as Swift spells the static member, with the iOS version that
/// introduced it.
///
/// The list is formc's own (Apple's documentation), not whatever SDK is at hand, so checks are the
/// same on every machine.
public struct ContentType: Hashable, Sendable {
  /// The member name, such as `oneTimeCode`.
  public var name: String
  /// The first iOS version that has it.
  public var introduced: PlatformVersion

  /// Every content type formc knows, in Apple's documentation order.
  public static let all: [ContentType] = {
    let table: [(PlatformVersion, [String])] = [
      (
        PlatformVersion(10, 0),
        [
          "name", "namePrefix", "givenName", "middleName", "familyName", "nameSuffix", "nickname",
          "jobTitle", "organizationName", "location", "fullStreetAddress", "streetAddressLine1",
          "streetAddressLine2", "addressCity", "addressState", "addressCityAndState",
          "sublocality", "countryName", "postalCode", "telephoneNumber", "emailAddress", "URL",
          "creditCardNumber",
        ]
      ),
      (PlatformVersion(11, 0), ["username", "password"]),
      (PlatformVersion(12, 0), ["newPassword", "oneTimeCode"]),
      (PlatformVersion(15, 0), ["shipmentTrackingNumber", "flightNumber", "dateTime"]),
      (
        PlatformVersion(17, 0),
        [
          "birthdate", "birthdateDay", "birthdateMonth", "birthdateYear",
          "creditCardSecurityCode", "creditCardName", "creditCardGivenName",
          "creditCardMiddleName", "creditCardFamilyName", "creditCardExpiration",
          "creditCardExpirationMonth", "creditCardExpirationYear", "creditCardType",
        ]
      ),
      (PlatformVersion(17, 4), ["cellularEID", "cellularIMEI"]),
    ]
    return table.flatMap { version, names in
      names.map { ContentType(name: $0, introduced: version) }
    }
  }()

  /// The content types by name.
  public static let byName: [String: ContentType] = Dictionary(
    uniqueKeysWithValues: all.map { ($0.name, $0) })
}

/// An iOS version, `major.minor`.
public struct PlatformVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The major version.
  public var major: Int
  /// The minor version.
  public var minor: Int

  /// Creates a version.
  public init(_ major: Int, _ minor: Int = 0) {
    self.major = major
    self.minor = minor
  }

  /// Parses `major` or `major.minor` (decimal digits only).
  public init?(parsing text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count),
      parts.allSatisfy({
        !$0.isEmpty && $0.count <= 4 && $0.utf8.allSatisfy { (48...57).contains($0) }
      }),
      let major = Int(parts[0]), let minor = parts.count == 2 ? Int(parts[1]) : 0
    else { return nil }
    self.init(major, minor)
  }

  /// The lowest deployment target formc supports.
  public static let minimum = PlatformVersion(13, 0)
  /// The deployment target when the spec names none.
  public static let `default` = PlatformVersion(15, 0)

  /// `major.minor`.
  public var description: String { "\(major).\(minor)" }

  /// Orders by major, then minor.
  public static func < (lhs: PlatformVersion, rhs: PlatformVersion) -> Bool {
    (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
  }
}
