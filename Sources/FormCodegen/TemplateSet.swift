import FormSpec
import Foundation

/// The templates formc renders: the defaults compiled into the binary, or a directory's.
public struct TemplateSet: Sendable {
  /// The template names, one output file each: `<Spec>` + the name without `.mustache`.
  public static let names = GeneratedOutput.all.map(\.templateName)

  /// Template sources by name.
  public var sources: [String: String]

  /// The defaults (identical to the repository's `Templates/`, checked by a test).
  public static let defaults = TemplateSet(sources: defaultSources)

  /// A problem with a template set (the tool's failure).
  public struct Failure: Error, CustomStringConvertible, Sendable {
    /// What went wrong.
    public var description: String
  }

  /// Loads `directory`'s templates; a template the directory lacks falls back to the default.
  /// Files in it that are not templates formc knows are an error, so a misspelt name is not
  /// silently ignored.
  public static func load(directory: String) throws(Failure) -> TemplateSet {
    let fileManager = FileManager.default
    guard let names = try? fileManager.contentsOfDirectory(atPath: directory) else {
      throw Failure(description: "cannot read template directory '\(directory)'")
    }
    var sources = defaultSources
    for name in names.sorted() where name.hasSuffix(".mustache") {
      guard Self.names.contains(name) else {
        throw Failure(
          description:
            "unknown template '\(name)' in '\(directory)'; formc uses \(Self.names.map { "'\($0)'" }.joined(separator: ", "))"
        )
      }
      let path = PathString.appending(name, to: directory)
      guard let data = fileManager.contents(atPath: path) else {
        throw Failure(description: "cannot read template '\(path)'")
      }
      sources[name] = String(decoding: data, as: UTF8.self)
    }
    return TemplateSet(sources: sources)
  }

  /// Parses every template, or fails naming the template, line and column.
  public func parsed() throws(Failure) -> [(name: String, template: MustacheTemplate)] {
    var result: [(String, MustacheTemplate)] = []
    for name in Self.names {
      guard let source = sources[name] else {
        throw Failure(description: "missing template '\(name)'")
      }
      do {
        result.append((name, try MustacheTemplate(parsing: source)))
      } catch {
        throw Failure(description: "\(name):\(error.line):\(error.column): error: \(error.message)")
      }
    }
    return result
  }
}
