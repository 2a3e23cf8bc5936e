import FormCodegen
import Testing

struct MustacheRenderingTests {
  static func render(
    _ source: String, _ context: MustacheValue, partials: MustachePartials = [:],
    escaping: MustacheEscaping = .html
  ) throws -> String {
    try MustacheTemplate(parsing: source).render(context, partials: partials, escaping: escaping)
  }

  @Test(
    arguments: [
      (85, "85"), (.double(85), "85"), (1.5, "1.5"), (1.21, "1.21"), (-2.0, "-2"),
      (.double(-0.0), "0"), (1e20, "1e+20"), (true, "true"), (false, "false"), ("é", "é"),
      (nil, ""), ([1, 2], ""), (["a": 1], ""),
    ] as [(MustacheValue, String)])
  func printing(value: MustacheValue, expected: String) throws {
    #expect(try Self.render("{{x}}", ["x": value]) == expected)
  }

  @Test(
    arguments: [
      (nil, false), (false, false), (0, false), (.double(0), false), ("", false), ([], false),
      (true, true), (1, true), (0.5, true), ("0", true), ([nil], true), ([:], true),
      (.dictionary([:]), true),
    ] as [(MustacheValue, Bool)])
  func truthiness(value: MustacheValue, truthy: Bool) throws {
    let output = try Self.render("{{#x}}yes{{/x}}{{^x}}no{{/x}}", ["x": value])
    #expect(output == (truthy ? "yes" : "no"))
  }

  @Test func escapingIsHTMLByDefaultAndConfigurable() throws {
    let context: MustacheValue = ["x": #"a < b && "c" > 'd'"#]
    let source = "{{x}}|{{{x}}}|{{&x}}"
    #expect(
      try Self.render(source, context)
        == #"a &lt; b &amp;&amp; &quot;c&quot; &gt; &#39;d&#39;|a < b && "c" > 'd'|a < b && "c" > 'd'"#
    )
    #expect(
      try Self.render(source, context, escaping: .none)
        == #"a < b && "c" > 'd'|a < b && "c" > 'd'|a < b && "c" > 'd'"#)
  }

  @Test func rendersSwiftSourceWithIndentedPartials() throws {
    let source = """
      struct {{name}} {
        {{#fields}}
        {{>property}}
        {{/fields}}
      }

      """
    let property = try MustacheTemplate(
      parsing: """
        {{#doc}}
        /// {{doc}}
        {{/doc}}
        var {{id}}: {{type}} = {{{initial}}}

        """)
    let context: MustacheValue = [
      "name": "LoginForm",
      "fields": [
        ["id": "email", "type": "String", "initial": #""""#, "doc": "Needs an <@>."],
        ["id": "remember", "type": "Bool", "initial": "false"],
      ],
    ]
    let expected = """
      struct LoginForm {
        /// Needs an <@>.
        var email: String = ""
        var remember: Bool = false
      }

      """
    let output = try Self.render(
      source, context, partials: ["property": property], escaping: .none)
    #expect(output == expected)
  }

  @Test func dictionaryKeyOrderDoesNotAffectOutput() throws {
    let template = try MustacheTemplate(
      parsing: "{{#form}}{{a}},{{b.c}},{{#list}}{{d}}{{e}};{{/list}}{{/form}}")
    let pairs: [(key: String, value: MustacheValue)] = [
      ("a", "1"), ("b", ["c": 2.5]), ("list", [["d": 3, "e": true], ["e": nil, "d": "x"]]),
    ]
    var outputs: Set<String> = []
    for rotation in pairs.indices {
      let rotated = Array(pairs[rotation...] + pairs[..<rotation])
      var unordered: [String: MustacheValue] = [:]
      for pair in rotated.reversed() { unordered[pair.key] = pair.value }
      outputs.insert(template.render(["form": .orderedDictionary(rotated)]))
      outputs.insert(template.render(["form": .dictionary(unordered)]))
    }
    #expect(outputs == ["1,2.5,3true;x;"])
  }

  @Test func orderedDictionaryLastPairWins() throws {
    #expect(
      try Self.render("{{k}}", .orderedDictionary([("k", "first"), ("k", "last")])) == "last")
  }

  /// Unescaped variables take a string straight from its dictionary; whatever else the nearest
  /// frame holds under the name (a number, a list, null) must still win over an outer string.
  @Test(arguments: [MustacheEscaping.none, .html])
  func theNearestFrameWinsWhateverItHolds(escaping: MustacheEscaping) throws {
    let context: MustacheValue = .orderedDictionary([
      ("x", "outer"),
      ("number", .orderedDictionary([("x", 5)])),
      ("null", .orderedDictionary([("x", .null)])),
      ("string", .dictionary(["x": "inner"])),
      ("list", .orderedDictionary([("x", [1, 2])])),
    ])
    let source =
      "{{{x}}}|{{#number}}{{{x}}}{{/number}}|{{#null}}{{{x}}}{{/null}}|"
      + "{{#string}}{{{x}}}{{/string}}|{{#list}}{{{x}}}{{/list}}|{{{missing}}}"
    #expect(try Self.render(source, context, escaping: escaping) == "outer|5||inner||")
  }

  @Test func partialsResolveThroughAClosureAndMissingOnesRenderEmpty() throws {
    let row = try MustacheTemplate(parsing: "<{{.}}>")
    let partials = MustachePartials(resolving: { $0 == "row" ? row : nil })
    #expect(
      try Self.render("{{#xs}}{{>row}}{{/xs}}[{{>nope}}]", ["xs": [1, 2]], partials: partials)
        == "<1><2>[]")
  }

  @Test func templateRendersManyTimes() throws {
    let template = try MustacheTemplate(parsing: "Hello, {{who.name}}!")
    #expect(template.render(["who": ["name": "form"]]) == "Hello, form!")
    #expect(template.render(["who": .dictionary(["name": "spec"])]) == "Hello, spec!")
    #expect(template.render("no dictionary") == "Hello, !")
  }
}

@Test func selfIncludingPartialStopsAtTheDepthLimit() throws {
  let template = try MustacheTemplate(parsing: "x{{>self}}")
  let output = template.render([:], partials: ["self": template])
  #expect(output == String(repeating: "x", count: 65))
}
