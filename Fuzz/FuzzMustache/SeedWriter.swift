import FormCodegen
import FormCompiler
import FormSpec
import Foundation

/// Writes seeds that pair formc's real templates with the template model of real specs, so the
/// fuzzer starts from what `formc generate` renders.
enum SeedWriter {
  /// Writes `template NUL model-as-JSON` for each default template and each clean spec.
  static func write(into directory: String, specs: [String]) -> Int32 {
    var count = 0
    for spec in specs {
      guard let data = FileManager.default.contents(atPath: spec) else { continue }
      guard let form = FormPipeline().run(bytes: [UInt8](data), path: spec).form else { continue }
      let name = (spec as NSString).lastPathComponent
      let model = TemplateModel(form: form, sourcePath: name, access: .internal)
      for (template, output) in zip(TemplateSet.names, CodeGenerator.outputs) {
        guard let source = TemplateSet.defaults.sources[template] else { continue }
        let value = model.skeletonValue(of: output, column: 2)
        let seed = Array(source.utf8) + [0] + Array(json(value).utf8)
        let path = (directory as NSString).appendingPathComponent("model_\(name)_\(template)")
        _ = FileManager.default.createFile(atPath: path, contents: Data(seed))
        count += 1
      }
    }
    FileHandle.standardError.write(Data("FuzzMustache: wrote \(count) model seeds\n".utf8))
    exit(0)
  }

  /// JSON for a value (lambdas, which models never hold, become null).
  static func json(_ value: MustacheValue) -> String {
    switch value {
    case .null, .lambda: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .int(let number): return String(number)
    case .double(let number): return number.isFinite ? String(number) : "null"
    case .string(let text): return string(text)
    case .list(let items): return "[" + items.map(json).joined(separator: ", ") + "]"
    case .dictionary(let members):
      return "{"
        + members.keys.sorted().map { "\(string($0)): \(json(members[$0]!))" }
        .joined(separator: ", ") + "}"
    case .orderedDictionary(let pairs):
      return "{" + pairs.map { "\(string($0.key)): \(json($0.value))" }.joined(separator: ", ")
        + "}"
    }
  }

  static func string(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
          out += String(format: "\\u%04X", scalar.value)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
