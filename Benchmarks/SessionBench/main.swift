// What one keystroke costs a form session (docs/Performance.md, "The form session").
//
// `swift run -c release formc-session-bench [--keystrokes N] [--case plain|controlling|picker]`
// types into the generated
// `LargeForm` (Large.form.yaml beside this file: 60 inputs, 10 `visibleWhen` conditions, built by
// formc's own build plugin) through a `FormSession` whose adapter only counts effects, as UIKit's
// `.editingChanged` would deliver each keystroke. It prints the median, 95th percentile and
// worst time per keystroke for three cases, then the verdict against the target (p95 < 20 µs):
// - typing into an input that controls nothing (the common case);
// - typing into a controlling input, each keystroke flipping a section on or off;
// - a picker's value set by app code (a custom input), flipping a section.
// Times come from a monotonic clock around each `send`, in batches of 16 keystrokes to stay
// above the clock's resolution. `--case` runs one case only, for instruction counts under
// `valgrind --tool=callgrind` (docs/Performance.md).

import Dispatch
import FormRuntime

@MainActor
func run() {
  var keystrokes = 20_000
  var only: String?
  var arguments = CommandLine.arguments.dropFirst()
  while let argument = arguments.popFirst() {
    if argument == "--keystrokes", let value = arguments.popFirst().flatMap({ Int($0) }) {
      keystrokes = max(160, value)
    } else if argument == "--case", let value = arguments.popFirst(),
      ["plain", "controlling", "picker"].contains(value)
    {
      only = value
    } else {
      print("usage: formc-session-bench [--keystrokes N] [--case plain|controlling|picker]")
      return
    }
  }

  let form = LargeForm()
  let session = FormSession(form: form)
  var effects = 0
  session.perform = { effects += $0.count }
  session.send(.start)
  // Blocks 0 to 2 shown: `picker0` shows block 1, whose last input `input10` shows block 2.
  form.picker0 = "yes"
  form.input10 = "x"
  session.send(.didBeginEditing(.input1))

  // Three cases; each batch alternates two texts so every keystroke is a change.
  let plain: (Int) -> Void = { index in
    session.send(.textDidChange(.input1, index % 2 == 0 ? "Ada" : "Ad"))
  }
  let controlling: (Int) -> Void = { index in
    // `input10` shows block 2 while it is not empty.
    session.send(.textDidChange(.input10, index % 2 == 0 ? "" : "x"))
  }
  let picker: (Int) -> Void = { index in
    // `picker2` shows block 3 while it is "yes" (set by app code, as a picker would).
    form.picker2 = index % 2 == 0 ? "yes" : "no"
  }

  print(
    "form session: \(LargeForm.Field.allCases.count) inputs, "
      + "\(LargeForm.schema.conditions.count) conditions, \(keystrokes) keystrokes per case")
  var worstP95 = 0.0
  let cases = [
    ("plain", "typing, no visibility change", plain),
    ("controlling", "typing into a controlling input", controlling),
    ("picker", "a picker set by app code", picker),
  ]
  for (key, name, body) in cases where only == nil || only == key {
    // Warm up, then measure.
    for index in 0..<1_000 { body(index) }
    let batch = 16
    var samples: [Double] = []
    samples.reserveCapacity(keystrokes / batch)
    var index = 0
    while index + batch <= keystrokes {
      let start = DispatchTime.now().uptimeNanoseconds
      for offset in 0..<batch { body(index + offset) }
      let elapsed = DispatchTime.now().uptimeNanoseconds - start
      samples.append(Double(elapsed) / Double(batch) / 1_000)
      index += batch
    }
    samples.sort()
    let median = samples[samples.count / 2]
    let p95 = samples[min(samples.count - 1, samples.count * 95 / 100)]
    worstP95 = max(worstP95, p95)
    print(
      "  \(name): median \(format(median)) µs, p95 \(format(p95)) µs, "
        + "worst batch \(format(samples[samples.count - 1])) µs per keystroke")
  }
  print("  effects applied: \(effects)")
  let verdict = worstP95 < 20 ? "met" : "NOT MET"
  print("target: p95 under 20 µs per keystroke: \(verdict) (worst p95 \(format(worstP95)) µs)")
}

func format(_ value: Double) -> String {
  let rounded = (value * 100).rounded() / 100
  return String(rounded)
}

MainActor.assumeIsolated { run() }
