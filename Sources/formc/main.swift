import FormSpec
import Foundation

let args = Array(CommandLine.arguments.dropFirst())
var status: Int32 = 0
for path in args {
  do {
    let result = try FormSpecReader().read(contentsOf: path)
    for d in result.diagnostics {
      print(
        "\(d.location.path):\(d.location.line):\(d.location.column): \(d.severity): \(d.message) [\(d.rule)]"
      )
      for n in d.notes {
        print("\(n.location.path):\(n.location.line):\(n.location.column): note: \(n.message)")
      }
    }
    if result.diagnostics.containsErrors { status = 1 }
  } catch {
    print("error: \(error)")
    status = 2
  }
}
exit(status)
