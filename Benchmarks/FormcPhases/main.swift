// formc-phases: how long each stage of `formc generate` takes over a folder of specs, on one
// thread, so that a change can be aimed at the stage that dominates (docs/Performance.md).
//
//   swift run -c release formc-phases DIR [--runs N]
//
// Files go into a temporary folder under $FORMC_PHASES_OUTPUT (default: /dev/shm when it can be
// written, as Scripts/bench.sh does, else the temporary directory).
// Each run reads every spec, checks it, builds its template model, renders its files and writes
// them into a new temporary folder; the stages are timed separately and the median of the runs
// is printed. Nothing is asserted: this is a measuring tool, not a test.
import FormCodegen
import FormCompiler
import FormSpec
import Foundation

struct Phases {
  var read = 0.0
  var parse = 0.0
  var diagnose = 0.0
  var assemble = 0.0
  var model = 0.0
  var render = 0.0
  var write = 0.0
  var outputBytes = 0
  var inputBytes = 0

  static let names = [
    "read: all (file, YAML, decode)", "  of which the YAML tree", "check: diagnostics",
    "check: assemble the form",
    "template model", "render and normalize", "write files",
  ]
  var values: [Double] { [read, parse, diagnose, assemble, model, render, write] }
}

func now() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func specs(in directory: String) -> [String] {
  guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
  var result: [String] = []
  while let relative = enumerator.nextObject() as? String {
    if relative.hasSuffix(".form.yaml") || relative.hasSuffix(".form.yml") {
      result.append(relative)
    }
  }
  return result.sorted()
}

func runOnce(_ directory: String, _ paths: [String], generator: CodeGenerator) -> Phases {
  var phases = Phases()
  let shm = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : nil
  let output =
    (ProcessInfo.processInfo.environment["FORMC_PHASES_OUTPUT"] ?? shm ?? NSTemporaryDirectory())
    + "/formc-phases-\(getpid())"
  defer { try? FileManager.default.removeItem(atPath: output) }
  for relative in paths {
    let path = directory + "/" + relative
    phases.inputBytes +=
      (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    var start = now()
    guard let read = try? FormSpecReader().read(contentsOf: path), read.definition != nil else {
      continue
    }
    var end = now()
    let reading = end - start
    phases.read += reading
    // The YAML tree alone, from bytes already in memory: the rest of `read` is the file and the
    // decoder.
    if let bytes = FileManager.default.contents(atPath: path).map(Array.init) {
      start = now()
      _ = YAMLParser().parse(bytes, path: path)
      phases.parse += now() - start
    }
    // The pipeline reads, then diagnoses: diagnosing is the difference from reading alone. For
    // a form it also assembles the form: assembling is the difference from diagnosing.
    let pipeline = FormPipeline()
    start = now()
    guard let diagnosed = try? pipeline.run(contentsOf: path, goal: .diagnostics) else { continue }
    end = now()
    let diagnosing = max(0, end - start - reading)
    phases.diagnose += diagnosing
    start = end
    guard let checked = try? pipeline.run(contentsOf: path, goal: .formWithoutFocusStates) else {
      continue
    }
    end = now()
    phases.assemble += max(0, end - start - reading - diagnosing)
    guard let form = checked.form, !diagnosed.hasErrors else { continue }
    // `generate` translates each file into a Swift tree, lays it out, fills the skeleton and
    // normalizes: filling and normalizing are the difference.
    start = now()
    let model = TemplateModel(form: form, sourcePath: relative, access: .internal)
    for output in CodeGenerator.outputs where Configuration.Output.defaults.contains(output) {
      _ = model.declarations(of: output, column: output == .model ? 0 : 2)
    }
    end = now()
    let modelling = end - start
    phases.model += modelling
    start = end
    let files = generator.generate(form, sourcePath: relative)
    end = now()
    phases.render += max(0, end - start - modelling)
    start = end
    for file in files {
      let target = output + "/" + file.path
      try? FileManager.default.createDirectory(
        atPath: PathString.deletingLastComponent(target), withIntermediateDirectories: true)
      // Written as formc writes (no fsync), so the figure is the file system's, not Foundation's.
      if let stream = fopen(target, "wb") {
        file.bytes.withUnsafeBufferPointer { _ = fwrite($0.baseAddress, 1, $0.count, stream) }
        fclose(stream)
      }
      phases.outputBytes += file.bytes.count
    }
    phases.write += now() - start
  }
  return phases
}

let arguments = CommandLine.arguments.dropFirst()
guard let directory = arguments.first else {
  FileHandle.standardError.write(Data("usage: formc-phases DIR [--runs N]\n".utf8))
  exit(2)
}
var runs = 5
if let index = arguments.firstIndex(of: "--runs"), index + 1 < arguments.endIndex,
  let value = Int(arguments[index + 1])
{
  runs = value
}
let paths = specs(in: directory)
let generator = try CodeGenerator()
var samples: [Phases] = []
for _ in 0...runs { samples.append(runOnce(directory, paths, generator: generator)) }
samples.removeFirst()  // warm-up
let first = samples[0]
print(
  "formc-phases: \(paths.count) specs, \(String(format: "%.2f", Double(first.inputBytes) / 1e6)) MB in, "
    + "\(String(format: "%.2f", Double(first.outputBytes) / 1e6)) MB out; median of \(runs) runs, one thread"
)
var total = 0.0
for (index, name) in Phases.names.enumerated() {
  let values = samples.map { $0.values[index] }.sorted()
  let median = values[values.count / 2]
  if index != 1 { total += median }
  print(
    name.padding(toLength: 30, withPad: " ", startingAt: 0)
      + String(format: "%8.1f ms", median * 1000))
}
print(
  "total".padding(toLength: 30, withPad: " ", startingAt: 0)
    + String(format: "%8.1f ms", total * 1000))
