import FormCompiler
import FormDiagnostics
import FormSpec
import Testing

/// What the decoder and checker make of a `multiChoice` (issue 31): its IR entry (options,
/// style, bounds, the chosen options as the value), outside the focus chain; the located
/// diagnostics of impossible bounds and values; `contains` conditions, the visibility states
/// counted per option named; and `impossible-condition` for tests a set cannot pass.
struct MultiChoiceCheckingTests {
  static let header = """
    form: Reminder
    content:
      table: reminder
      children:
        - section: main
          children:

    """

  func run(_ children: String) -> FormPipeline.Output {
    FormPipeline().run(bytes: Array((Self.header + children).utf8), path: "Reminder.form.yaml")
  }

  static let week = """
          - multiChoice: days
            title: Repeat on
            options:
              - {value: mon, title: Monday}
              - {value: tue, title: Tuesday}
              - {value: wed, title: Wednesday}
              - {value: thu, title: Thursday}

    """

  @Test func aMultiChoiceIsAControlOfTheIRWithItsOptionsBoundsAndChosenOptions() throws {
    let output = run(
      """
            - field: name
              title: Name
            - multiChoice: days
              title: Repeat on
              style: navigation
              options: [mon, tue, {value: wed, title: Wednesday}]
              value: [wed, mon]
              min: 2
              max: 3

      """)
    #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
    let form = try #require(output.form)
    let days = try #require(form.inputs.first { $0.id == "days" })
    #expect(days.kind == .multiChoice && days.isControl)
    // The chosen options in option order, whatever order `value` lists them in.
    #expect(days.initialValue == "mon,wed")
    #expect(days.choice?.style == .navigation)
    #expect(days.choice?.options.map(\.title) == ["mon", "tue", "Wednesday"])
    #expect(days.choice?.minSelections == 2 && days.choice?.maxSelections == 3)
    #expect(days.traits == nil)
    #expect(form.focusInputs.map(\.id) == ["name"])
    #expect(form.keyboardPlan.inputs.map(\.id) == ["name"])
    let keys = FormStrings.strings(of: form).map(\.key)
    #expect(keys.contains("Reminder.days.options.wed"))
  }

  @Test func theStyleDefaultsToInline() throws {
    let form = try #require(run(Self.week).form)
    #expect(form.inputs.first?.choice?.style == .inline)
    #expect(form.inputs.first?.initialValue == "")
  }

  @Test(
    arguments: [
      (
        "value: mon", 14, 16, RuleID.invalidValue,
        "a multi-choice's 'value' is the list of options chosen when the form opens, such as '[mon, wed]', not 'mon'"
      ),
      ("value: [mon, mon]", 14, 22, .invalidValue, "'value' lists 'mon' twice"),
      (
        "min: 3\n        max: 2", 15, 14, .invalidValue,
        "'min' (3) is greater than 'max' (2): no selection can meet both"
      ),
      (
        "min: 5", 14, 14, .invalidValue,
        "'min' (5) is more than the 4 options, so it can never be met"
      ),
      ("min: 0", 14, 14, .invalidValue, "'min' must be at least 1, not 0"),
      (
        "value: [mon, tue]\n        max: 1", 14, 16, .invalidValue,
        "'value' chooses 2 options, more than 'max' (1)"
      ),
      (
        "value: [mon]\n        min: 2", 14, 16, .invalidValue,
        "'value' chooses 1 option, fewer than 'min' (2)"
      ),
      (
        "value: [mon, thur]", 14, 22, .unknownOption,
        "'thur' is not an option of 'days'; its options are 'mon', 'tue', 'wed', 'thu'; did you mean 'thu'?"
      ),
      ("style: segmented", 14, 16, .invalidValue, nil),
      ("placeholder: Days", 14, 9, .unknownKey, nil),
    ] as [(String, Int, Int, RuleID, String?)])
  func impossibleKeysAreLocated(
    key: String, line: Int, column: Int, rule: RuleID, message: String?
  ) throws {
    let output = run(Self.week + "        \(key)\n")
    let diagnostic = try #require(output.diagnostics.first, "\(key)")
    #expect(diagnostic.rule == rule, "\(diagnostic)")
    #expect(
      diagnostic.location.line == line && diagnostic.location.column == column, "\(diagnostic)")
    if let message { #expect(diagnostic.message == message) }
    #expect(output.form == nil)
  }

  @Test func theStatesGrowWithTheOptionsNamedNotWithTheOptions() throws {
    let output = run(
      Self.week + """
              - field: note
                title: Note
                visibleWhen: {input: days, contains: tue}
              - field: late
                title: Late
                visibleWhen: {input: days, contains: thu}
              - label: nothing
                text: Choose a day
                visibleWhen: {input: days, empty: true}

        """)
    // Checking Thursday with the note focused shows 'late' after it: the one warning.
    #expect(
      output.diagnostics.map(\.rule) == [.returnKeyChangesWhileFocused], "\(output.diagnostics)")
    let form = try #require(output.form)
    let evaluation = form.visibilityEvaluation
    // Nothing, each non-empty combination of the two named, only unnamed ones: 1 + 3 + 1.
    #expect(
      form.states.map { evaluation.describe($0.values) } == [
        "'days' has nothing chosen", "'days' has 'tue' chosen", "'days' has 'thu' chosen",
        "'days' has 'tue' and 'thu' chosen",
        "'days' has only options no condition names chosen",
      ])
    #expect(
      form.states.map { $0.steps.map(\.input) } == [[], ["note"], ["late"], ["note", "late"], []])
  }

  @Test(arguments: [
    (
      "{input: days, contains: thur}",
      "'days' is a multi-choice without an option 'thur', so 'note' is never shown; its options are 'mon', 'tue', 'wed', 'thu'; did you mean 'thu'?"
    ),
    (
      "{input: days, equals: mon}",
      "'days' is a multi-choice, which holds a set of options rather than one value; test 'contains: mon', 'empty: true' or 'notEmpty: true'"
    ),
    (
      "{input: days, in: [mon, tue]}",
      "'days' is a multi-choice, which holds a set of options rather than one value; test 'contains: mon', 'empty: true' or 'notEmpty: true'"
    ),
    (
      "{input: name, contains: mon}",
      "'contains' tests the options chosen in a multi-choice, and 'name' is a field; test 'equals', 'in', 'notEmpty' or 'empty'"
    ),
  ])
  func conditionsASetCannotPassAreImpossible(condition: String, message: String) throws {
    let output = run(
      Self.week + """
              - field: name
                title: Name
              - field: note
                title: Note
                visibleWhen: \(condition)

        """)
    let diagnostic = try #require(output.diagnostics.first)
    #expect(diagnostic.rule == .impossibleCondition)
    #expect(diagnostic.message == message)
  }

  @Test func anEnabledWhenOnAMultiChoiceIsCheckedToo() throws {
    let output = run(
      Self.week + """
              - field: note
                title: Note
                enabledWhen: {input: days, contains: fri}

        """)
    let diagnostic = try #require(output.diagnostics.first)
    #expect(diagnostic.rule == .impossibleCondition)
    #expect(
      diagnostic.message.hasPrefix(
        "'days' is a multi-choice without an option 'fri', so 'note' is never enabled"))
  }

  @Test func emptyAndDuplicateOptionsAreReportedAsForAChoice() throws {
    let empty = run("      - multiChoice: days\n        title: Days\n        options: []\n")
    #expect(empty.diagnostics.map(\.rule) == [.emptyChoice])
    let duplicate = run(
      "      - multiChoice: days\n        title: Days\n        options: [mon, mon]\n")
    #expect(duplicate.diagnostics.map(\.rule) == [.duplicateOption])
  }
}
