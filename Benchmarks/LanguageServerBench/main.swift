// What `formc lsp` costs an editor (docs/Performance.md, "The language server").
//
// `swift build -c release --product formc && swift run -c release formc-lsp-bench
// [--formc PATH] [--edits N] [--documents N]` starts the `formc lsp` binary (by default the one
// beside this executable) on two pipes, as an editor would, and:
// 1. opens a generated 300-line spec and makes `--edits` incremental changes (default 1,000),
//    each waiting for the `publishDiagnostics` of its version, once with no debounce
//    (`initializationOptions.debounceMilliseconds: 0`: the check itself) and once with the server's
//    adaptive debounce (what a person typing sees); the edits alternate a title's text with a
//    misspelt key, so every other check finds an `unknown-key`;
// 2. opens `--documents` different specs (default 100) and reads the server's resident memory
//    (`VmRSS` in /proc) before and after.
// It prints the median, 95th percentile and worst time from writing a `didChange` to reading
// its diagnostics, the memory, and the verdict against the target (p95 < 10 ms). The client's
// own time (framing, JSON) is inside the figures.

import Foundation

/// A `formc lsp` process and the client's end of its pipes.
final class Server {
  let process = Process()
  let input = Pipe()
  let output = Pipe()
  private var buffer = Data()

  init(formc: String) throws {
    process.executableURL = URL(fileURLWithPath: formc)
    process.arguments = ["lsp", "--stdio"]
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.standardError
    try process.run()
  }

  func send(_ message: [String: Any]) {
    var message = message
    message["jsonrpc"] = "2.0"
    let body = try! JSONSerialization.data(withJSONObject: message)
    input.fileHandleForWriting.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
  }

  func receive() -> [String: Any] {
    let separator = Data("\r\n\r\n".utf8)
    while true {
      if let end = buffer.range(of: separator) {
        let header = String(decoding: buffer[buffer.startIndex..<end.lowerBound], as: UTF8.self)
        let length = Int(header.split(separator: ":")[1].trimmingCharacters(in: .whitespaces))!
        if buffer.count - (end.upperBound - buffer.startIndex) >= length {
          let body = buffer[end.upperBound..<end.upperBound + length]
          buffer = Data(buffer[(end.upperBound + length)...])
          return try! JSONSerialization.jsonObject(with: body) as! [String: Any]
        }
      }
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { fatalError("formc lsp closed its output") }
      buffer.append(chunk)
    }
  }

  /// Reads until the diagnostics of `uri` at `version`, returning them.
  func diagnostics(of uri: String, version: Int) -> [[String: Any]] {
    while true {
      let message = receive()
      guard message["method"] as? String == "textDocument/publishDiagnostics",
        let params = message["params"] as? [String: Any], params["uri"] as? String == uri,
        params["version"] as? Int == version
      else { continue }
      return params["diagnostics"] as? [[String: Any]] ?? []
    }
  }

  func initialize(debounce: Int?) {
    var params: [String: Any] = ["capabilities": [:] as [String: Any], "processId": NSNull()]
    if let debounce { params["initializationOptions"] = ["debounceMilliseconds": debounce] }
    send(["id": 0, "method": "initialize", "params": params])
    while receive()["id"] as? Int != 0 {}
    send(["method": "initialized", "params": [:] as [String: Any]])
  }

  func open(_ uri: String, _ text: String) {
    send([
      "method": "textDocument/didOpen",
      "params": [
        "textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": text]
      ],
    ])
  }

  /// The server's resident memory in MB, from /proc.
  var residentMB: Double {
    guard
      let status = try? String(
        contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
    else { return .nan }
    let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "") ?? .nan
    return kilobytes / 1024
  }

  func stop() {
    send(["id": 1, "method": "shutdown"])
    while receive()["id"] as? Int != 1 {}
    send(["method": "exit"])
    process.waitUntilExit()
  }
}

/// A valid spec of about `lines` lines: sections of fields and text views, `next` links, rules,
/// a `visibleWhen` in four sections (16 visibility states), and a button. `salt` makes each one's ids its own.
func spec(lines: Int, salt: Int = 0) -> String {
  var text = "# Benchmark spec \(salt)\nform: Bench\(salt)\ntitle: Benchmark\n\n"
  text +=
    "keyboard:\n  avoidance: insets\n  submit: done\n\ncontent:\n  scroll: page\n  children:\n"
  var index = 0
  let presets = ["givenName", "familyName", "email", "username", "phone", "text", "url", "number"]
  while text.split(separator: "\n", omittingEmptySubsequences: false).count < lines - 5 {
    text += "    - section: part\(index)\n      header: Part \(index)\n      children:\n"
    for field in 0..<4 {
      let id = "input\(index)x\(field)"
      text +=
        "        - field: \(id)\n          input: \(presets[(index + field) % presets.count])\n"
      text += "          title: Input \(index) \(field)\n          required: true\n"
      if field == 1 { text += "          rules:\n            - minLength: 2\n" }
      if field == 3, index % 4 == 0, index < 16 {
        text += "          visibleWhen: {input: input\(index)x0, notEmpty: true}\n"
      }
    }
    index += 1
  }
  text += "    - textView: notes\n      title: Notes\n      lines: {min: 3, max: 8}\n"
  text += "    - button: send\n      title: Send\n"
  return text
}

func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
  sorted[min(sorted.count - 1, Int((Double(sorted.count) * fraction).rounded(.up)) - 1)]
}

func formatted(_ milliseconds: Double) -> String { String(format: "%.2f ms", milliseconds) }

/// `edits` changes, each timed from writing it to reading its diagnostics.
func timeEdits(formc: String, edits: Int, debounce: Int?) throws -> [Double] {
  let server = try Server(formc: formc)
  server.initialize(debounce: debounce)
  let text = spec(lines: 300)
  let uri = "file:///tmp/formc-lsp-bench/Bench0.form.yaml"
  server.open(uri, text)
  _ = server.diagnostics(of: uri, version: 1)
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
  let line = lines.firstIndex(of: "title: Benchmark")!
  var times: [Double] = []
  for version in 2..<(edits + 2) {
    // Alternately `titel` (an unknown key) and `title`.
    let word = version % 2 == 0 ? "titel" : "title"
    let started = DispatchTime.now().uptimeNanoseconds
    server.send([
      "method": "textDocument/didChange",
      "params": [
        "textDocument": ["uri": uri, "version": version],
        "contentChanges": [
          [
            "range": [
              "start": ["line": line, "character": 0], "end": ["line": line, "character": 5],
            ],
            "text": word,
          ]
        ],
      ] as [String: Any],
    ])
    let diagnostics = server.diagnostics(of: uri, version: version)
    times.append(Double(DispatchTime.now().uptimeNanoseconds - started) / 1e6)
    let expected = word == "titel" ? 1 : 0
    if diagnostics.count != expected {
      print("version \(version): expected \(expected) diagnostics, got \(diagnostics)")
      exit(1)
    }
  }
  server.stop()
  return times.sorted()
}

func main() throws {
  var formc = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("formc").path
  var edits = 1000
  var documents = 100
  var arguments = CommandLine.arguments.dropFirst()
  while let argument = arguments.popFirst() {
    switch (argument, arguments.popFirst()) {
    case ("--formc", let value?): formc = value
    case ("--edits", let value?) where Int(value) != nil: edits = max(20, Int(value)!)
    case ("--documents", let value?) where Int(value) != nil: documents = max(1, Int(value)!)
    default:
      print("usage: formc-lsp-bench [--formc PATH] [--edits N] [--documents N]")
      return
    }
  }
  guard FileManager.default.isExecutableFile(atPath: formc) else {
    print("no formc at \(formc); run 'swift build -c release --product formc' or pass --formc")
    exit(1)
  }
  let lineCount = spec(lines: 300).split(separator: "\n").count
  print("formc lsp: didChange to publishDiagnostics, \(edits) edits of a \(lineCount)-line spec")
  var p95s: [Double] = []
  for (name, debounce) in [("no debounce", Optional(0)), ("adaptive debounce", nil)] {
    let times = try timeEdits(formc: formc, edits: edits, debounce: debounce)
    p95s.append(percentile(times, 0.95))
    print(
      "  \(name): p50 \(formatted(percentile(times, 0.5))), p95 \(formatted(percentile(times, 0.95))), max \(formatted(times.last!))"
    )
  }

  let server = try Server(formc: formc)
  server.initialize(debounce: 0)
  let before = server.residentMB
  for index in 0..<documents {
    let uri = "file:///tmp/formc-lsp-bench/Bench\(index).form.yaml"
    server.open(uri, spec(lines: 300, salt: index))
    _ = server.diagnostics(of: uri, version: 1)
  }
  let after = server.residentMB
  server.stop()
  print(
    String(
      format: "memory: %.1f MB resident after initialize, %.1f MB with %d open %d-line specs",
      before, after, documents, lineCount))
  let met = p95s.allSatisfy { $0 < 10 }
  print("target p95 < 10 ms, with and without the debounce: \(met ? "met" : "missed")")
}

try main()
