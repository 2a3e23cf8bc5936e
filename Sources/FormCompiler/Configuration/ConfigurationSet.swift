import FormDiagnostics
import FormSpec

/// The `formc.yml` of each of many specs, each file read once: configuration discovery for the
/// command line (the language server keeps its own cache, which re-reads a changed file).
public struct ConfigurationSet: Sendable {
  private var perSpec: [Configuration]
  /// Problems in the configuration files, each reported once.
  public var diagnostics: [Diagnostic]

  /// Finds and reads the configuration of each spec in `paths`: the nearest `formc.yml`
  /// (``ConfigurationLoader/find(for:)``), or `forced` for every spec when given.
  public init(paths: [String], forced: String?) {
    var loaded: [String: ConfigurationLoader.Result] = [:]
    var perSpec: [Configuration] = []
    // The search up the folders depends only on the spec's folder as written (absolute or not),
    // so specs that share a folder share one search.
    var found: [String: String?] = [:]
    for path in paths {
      let folder = PathString.deletingLastComponent(path)
      let configPath: String?
      if let forced {
        configPath = forced
      } else if let known = found[folder] {
        configPath = known
      } else {
        configPath = ConfigurationLoader.find(for: path)
        found[folder] = configPath
      }
      guard let configPath else {
        perSpec.append(Configuration())
        continue
      }
      if loaded[configPath] == nil {
        loaded[configPath] = ConfigurationLoader.load(path: configPath)
      }
      perSpec.append(loaded[configPath]!.configuration)
    }
    self.perSpec = perSpec
    diagnostics = loaded.keys.sorted().flatMap { loaded[$0]!.diagnostics }
  }

  /// The configuration of the spec at `index` in the paths given.
  public func configuration(for index: Int) -> Configuration { perSpec[index] }
}
