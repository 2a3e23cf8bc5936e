import Foundation
import Testing

@testable import FormDiagnostics

@Suite struct SARIFReporterTests {
  let reporter = SARIFReporter()

  /// The `rules` array as the catalog should give it, indented as inside the document.
  private var catalogRules: String {
    let rules = Rule.all.map { rule in
      """
                  {
                    "id": "\(rule.id)",
                    "shortDescription": {
                      "text": "\(rule.summary)"
                    },
                    "defaultConfiguration": {
                      "level": "\(rule.defaultSeverity.rawValue)"
                    }
                  }
      """
    }
    let custom = """
                  {
                    "id": "custom-rule",
                    "defaultConfiguration": {
                      "level": "error"
                    }
                  }
      """
    return (rules + [custom]).joined(separator: ",\n")
  }

  @Test func documentIsExact() {
    // Known rules point into the catalog; the unknown custom-rule comes right after it.
    let index = { (id: RuleID) in Rule.all.firstIndex { $0.id == id }! }
    let expected = #"""
      {
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [
          {
            "tool": {
              "driver": {
                "name": "formc",
                "version": "1.2.3",
                "informationUri": "https://example.com/formc",
                "rules": [
      \#(catalogRules)
                ]
              }
            },
            "columnKind": "unicodeCodePoints",
            "results": [
              {
                "ruleId": "custom-rule",
                "ruleIndex": \#(Rule.all.count),
                "level": "error",
                "message": {
                  "text": "custom failure"
                },
                "locations": [
                  {
                    "physicalLocation": {
                      "artifactLocation": {
                        "uri": "file:///elsewhere/x.form.yaml"
                      },
                      "region": {
                        "startLine": 1,
                        "startColumn": 1
                      }
                    }
                  }
                ]
              },
              {
                "ruleId": "missing-label",
                "ruleIndex": \#(index(.missingLabel)),
                "level": "warning",
                "message": {
                  "text": "input 'email' has neither title nor placeholder"
                },
                "locations": [
                  {
                    "physicalLocation": {
                      "artifactLocation": {
                        "uri": "a.form.yaml",
                        "uriBaseId": "%SRCROOT%"
                      },
                      "region": {
                        "startLine": 3,
                        "startColumn": 5
                      }
                    }
                  }
                ]
              },
              {
                "ruleId": "invalid-value",
                "ruleIndex": \#(index(.invalidValue)),
                "level": "error",
                "message": {
                  "text": "value \"a\\\"b\" is not C:\\forms, 100% sure: no\nsecond line 🎉\u001b[2J"
                },
                "locations": [
                  {
                    "physicalLocation": {
                      "artifactLocation": {
                        "uri": "a.form.yaml",
                        "uriBaseId": "%SRCROOT%"
                      },
                      "region": {
                        "startLine": 4,
                        "startColumn": 14
                      }
                    }
                  }
                ],
                "relatedLocations": [
                  {
                    "id": 1,
                    "physicalLocation": {
                      "artifactLocation": {
                        "uri": "a.form.yaml",
                        "uriBaseId": "%SRCROOT%"
                      },
                      "region": {
                        "startLine": 3,
                        "startColumn": 5
                      }
                    },
                    "message": {
                      "text": "first defined here"
                    }
                  },
                  {
                    "id": 2,
                    "physicalLocation": {
                      "artifactLocation": {
                        "uri": "dir/%C3%BC%20b.form.yaml",
                        "uriBaseId": "%SRCROOT%"
                      },
                      "region": {
                        "startLine": 1,
                        "startColumn": 1
                      }
                    },
                    "message": {
                      "text": "see also, 50%: here"
                    }
                  }
                ]
              },
              {
                "ruleId": "unknown-key",
                "ruleIndex": \#(index(.unknownKey)),
                "level": "error",
                "message": {
                  "text": "unknown key 'feild'"
                },
                "locations": [
                  {
                    "physicalLocation": {
                      "artifactLocation": {
                        "uri": "dir/%C3%BC%20b.form.yaml",
                        "uriBaseId": "%SRCROOT%"
                      },
                      "region": {
                        "startLine": 2,
                        "startColumn": 3
                      }
                    }
                  }
                ]
              }
            ]
          }
        ]
      }

      """#
    let output = reporter.render(
      ReportingFixtures.diagnostics, context: ReportingFixtures.context())
    #expect(output == expected)
  }

  @Test func parsesBackWithTheSARIFStructure() throws {
    let output = reporter.render(
      ReportingFixtures.diagnostics, context: ReportingFixtures.context())
    let log = try #require(
      JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    #expect(log["$schema"] as? String == SARIFReporter.schema)
    #expect(log["version"] as? String == "2.1.0")
    let runs = try #require(log["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    let run = runs[0]
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "formc")
    #expect(driver["version"] as? String == "1.2.3")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(
      rules.compactMap { $0["id"] as? String } == Rule.all.map(\.id.rawValue) + ["custom-rule"])

    let results = try #require(run["results"] as? [[String: Any]])
    let sorted = ReportingFixtures.diagnostics.sorted()
    #expect(results.count == sorted.count)
    for (result, diagnostic) in zip(results, sorted) {
      #expect(result["ruleId"] as? String == diagnostic.rule.rawValue)
      let ruleIndex = try #require(result["ruleIndex"] as? Int)
      #expect(rules[ruleIndex]["id"] as? String == diagnostic.rule.rawValue)
      #expect(result["level"] as? String == diagnostic.severity.rawValue)
      #expect((result["message"] as? [String: Any])?["text"] as? String == diagnostic.message)
      let locations = try #require(result["locations"] as? [[String: Any]])
      let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
      let region = try #require(physical["region"] as? [String: Any])
      #expect(region["startLine"] as? Int == diagnostic.location.line)
      #expect(region["startColumn"] as? Int == diagnostic.location.column)
      let related = result["relatedLocations"] as? [[String: Any]] ?? []
      #expect(related.count == diagnostic.notes.count)
      for (location, note) in zip(related, diagnostic.notes) {
        #expect((location["message"] as? [String: Any])?["text"] as? String == note.message)
      }
    }
    let uri = { (result: [String: Any]) in
      let location = (result["locations"] as? [[String: Any]])?.first
      let physical = location?["physicalLocation"] as? [String: Any]
      return (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String
    }
    #expect(
      results.map(uri) == [
        "file:///elsewhere/x.form.yaml", "a.form.yaml", "a.form.yaml", "dir/%C3%BC%20b.form.yaml",
      ])
  }

  @Test func emptyListStillDescribesTheToolAndRules() throws {
    let output = reporter.render([], context: ReportingFixtures.context())
    let log = try #require(
      JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    #expect((run["results"] as? [Any])?.isEmpty == true)
    let driver = (run["tool"] as? [String: Any])?["driver"] as? [String: Any]
    #expect((driver?["rules"] as? [Any])?.count == Rule.all.count)
    #expect(output.hasSuffix("\"results\": []\n    }\n  ]\n}\n"))
  }

  @Test func informationURIIsOmittedWhenUnknown() {
    let context = ReportContext(toolVersion: "1", workingDirectory: "/")
    #expect(!reporter.render([], context: context).contains("informationUri"))
  }

  @Test(arguments: [
    // (path, working directory, base directory, artifact URI)
    ("a.form.yaml", "/repo", "/repo", "a.form.yaml"),
    ("./Specs/../Specs/a.form.yaml", "/repo", "/repo", "Specs/a.form.yaml"),
    ("/repo/x/a b.form.yaml", "/elsewhere", "/repo", "x/a%20b.form.yaml"),
    ("Sub/a.form.yaml", "/repo", "..", "repo/Sub/a.form.yaml"),
    ("formulaire/été #1?.form.yaml", "/r", "/r", "formulaire/%C3%A9t%C3%A9%20%231%3F.form.yaml"),
    ("c:d%.yaml", "/r", "/r", "c%3Ad%25.yaml"),
    ("../other/a.form.yaml", "/repo", "/repo", "file:///other/a.form.yaml"),
    ("/repository/a.form.yaml", "/repo", "/repo", "file:///repository/a.form.yaml"),
    ("/tmp/ü x/a.form.yaml", "/repo", "/repo", "file:///tmp/%C3%BC%20x/a.form.yaml"),
  ])
  func artifactURIs(path: String, working: String, base: String, uri: String) throws {
    let diagnostic = Diagnostic(
      .yamlSyntax, "m", at: SourceLocation(path: path, line: 1, column: 1))
    let context = ReportContext(toolVersion: "1", baseDirectory: base, workingDirectory: working)
    let output = reporter.render([diagnostic], context: context)
    let log = try #require(
      JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    let result = try #require(
      ((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
    let physical =
      (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
    let artifact = try #require(physical?["artifactLocation"] as? [String: Any])
    #expect(artifact["uri"] as? String == uri)
    #expect((artifact["uriBaseId"] as? String == "%SRCROOT%") == !uri.hasPrefix("file:"))
  }

  @Test func logDoesNotDependOnWhereTheCheckoutLives() {
    let diagnostics = [
      Diagnostic(.unknownKey, "x", at: SourceLocation(path: "a.form.yaml", line: 1, column: 1))
    ]
    let one = reporter.render(
      diagnostics,
      context: ReportContext(toolVersion: "1", baseDirectory: "/one", workingDirectory: "/one"))
    let two = reporter.render(
      diagnostics,
      context: ReportContext(toolVersion: "1", baseDirectory: "/two", workingDirectory: "/two"))
    #expect(one == two)
    #expect(!one.contains("/one"))
  }
}
