import FormDiagnostics
import FormSpec

/// `localization` in `formc.yml`: the String Catalog table the generated code looks strings up
/// in, the bundle that holds it, and the locales the project ships.
public struct LocalizationSettings: Sendable, Hashable {
  /// The bundle the table is in (`bundle`).
  public enum Bundle: String, SpecWord {
    /// The app's main bundle (the default).
    case main
    /// The Swift package module's bundle (`Bundle.module`).
    case module
  }

  /// What lint found where the catalog should be.
  public enum CatalogState: Sendable, Hashable {
    /// The catalog was not read (settings parsed from text alone).
    case notRead
    /// There is no file: every string is missing.
    case absent
    /// The catalog as read.
    case loaded(StringCatalog)
    /// The file is not a catalog (reported as `invalid-catalog`); nothing is checked against it.
    case invalid
  }

  /// `table`: the catalog's name without `.xcstrings` (default `Localizable`).
  public var table: String = "Localizable"
  /// `bundle` (default `main`).
  public var bundle: Bundle = .main
  /// `locales`: the languages every string must be translated into, as written (`de`, `ar`,
  /// `pt-BR`); the catalog's source language is not checked.
  public var locales: [String] = []
  /// The path of `<table>.xcstrings` in the folder of the `formc.yml`, once known.
  public var catalogPath: String?
  /// The catalog lint checks against.
  public var catalog: CatalogState = .notRead

  /// Creates the default settings.
  public init() {}

  /// The catalog's file name: `<table>.xcstrings`.
  public var catalogFileName: String { table + ".xcstrings" }
}
