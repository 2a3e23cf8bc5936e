"""Diagnostics: exactly `formc lint`'s, on open and on every change, with the formc.yml that
applies (read again when it changes)."""

import pathlib
import shutil

from lsprotocol import types
from pytest_lsp import LanguageClient

from conftest import ROOT, diagnostics_for, lint_json, lsp_position, open_document, uri

FOLDERS = ["Specs", "Tests/FormCompilerTests/Fixtures/Checking", "Tests/formcTests/Fixtures/Lint"]
SEVERITY = {"error": 1, "warning": 2, "note": 3}
DOCS = "https://github.com/formc/formc/blob/main/docs/Diagnostics.md#"


def spec_files():
    files = []
    for folder in FOLDERS:
        for pattern in ("*.form.yaml", "*.form.yml"):
            files += (ROOT / folder).rglob(pattern)
    return sorted(files)


def expected(entry, text):
    return (
        lsp_position(text, entry["line"], entry["column"]),
        SEVERITY[entry["severity"]],
        entry["rule"],
        entry["message"],
        [(lsp_position(text, n["line"], n["column"]), n["message"]) for n in entry["notes"]],
    )


def published(diagnostic):
    return (
        diagnostic.range.start,
        int(diagnostic.severity),
        diagnostic.code,
        diagnostic.message,
        [(r.location.range.start, r.message) for r in diagnostic.related_information or []],
    )


async def test_every_spec_and_fixture_gets_lints_diagnostics(client: LanguageClient):
    files = spec_files()
    assert len(files) > 150
    by_path = {}
    for entry in lint_json([f.relative_to(ROOT) for f in files]):
        by_path.setdefault(str(ROOT / entry["path"]), []).append(entry)
    assert sum(map(len, by_path.values())) > 150
    compared = 0
    for path in files:
        text = path.read_text(encoding="utf-8")
        diagnostics = await open_document(client, path, text)
        lint = [expected(e, text) for e in by_path.get(str(path), []) if e["path"].endswith(path.name)]
        assert [published(d) for d in diagnostics] == lint, path
        for diagnostic in diagnostics:
            assert diagnostic.source == "formc"
            assert diagnostic.code_description.href == DOCS + diagnostic.code
        compared += len(lint)
    assert compared > 150


SPEC = """form: Note
content:
  scroll: page
  children:
    - field: heading
      title: "Título 😀"
      next: body
    - textView: body
      title: Body
"""


async def test_an_incremental_change_is_checked_again(client: LanguageClient, tmp_path):
    path = tmp_path / "Note.form.yaml"
    assert await open_document(client, path, SPEC) == []
    document_uri = uri(path)
    # Misspell 'body' in `next: body` (line 6, after "      next: ").
    client.diagnostics.pop(document_uri, None)
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=document_uri, version=2),
            content_changes=[
                types.TextDocumentContentChangePartial(
                    range=types.Range(start=types.Position(6, 12), end=types.Position(6, 16)),
                    text="bdoy",
                )
            ],
        )
    )
    diagnostics = await diagnostics_for(client, document_uri)
    assert [d.code for d in diagnostics] == ["dangling-reference"]
    assert "did you mean 'body'?" in diagnostics[0].message
    assert diagnostics[0].range == types.Range(start=types.Position(6, 12), end=types.Position(6, 16))


async def test_columns_after_non_ascii_text_count_utf16(client: LanguageClient, tmp_path):
    # '😀' is one scalar for formc and two UTF-16 code units for LSP.
    path = tmp_path / "Emoji.form.yaml"
    text = 'form: Note\ntitle: "😀😀"\ncontent: {scroll: page, children: [{field: a, title: "😀", bgus: 1}]}\n'
    path.write_text(text, encoding="utf-8")
    lint = lint_json([path])
    assert [e["rule"] for e in lint] == ["unknown-key"]
    diagnostics = await open_document(client, path, text)
    assert [published(d) for d in diagnostics] == [expected(lint[0], text)]
    start = diagnostics[0].range.start
    assert text.split("\n")[start.line].encode("utf-16-le")[start.character * 2 :].decode(
        "utf-16-le"
    ).startswith("bgus")


async def test_the_formc_yml_that_applies_and_its_changes(client: LanguageClient, tmp_path):
    (tmp_path / ".git").mkdir()
    fixture = ROOT / "Tests/formcTests/Fixtures/Lint/Warnings.form.yaml"
    path = tmp_path / "forms" / "Warnings.form.yaml"
    path.parent.mkdir()
    shutil.copy(fixture, path)
    without = await open_document(client, path)
    rules = sorted({d.code for d in without if d.severity == types.DiagnosticSeverity.Warning})
    assert rules, "the fixture has warnings"
    config = tmp_path / "formc.yml"
    config.write_text("rules:\n  %s: off\n" % rules[0])
    client.diagnostics.pop(uri(path), None)
    client.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams(
            changes=[types.FileEvent(uri=uri(config), type=types.FileChangeType.Created)]
        )
    )
    with_config = await diagnostics_for(client, uri(path))
    assert rules[0] not in {d.code for d in with_config}
    assert {d.code for d in with_config} == {d.code for d in without} - {rules[0]}
    assert [published(d) for d in with_config] == [
        expected(e, path.read_text()) for e in lint_json([path])
    ]


async def test_closing_clears_the_diagnostics(client: LanguageClient, tmp_path):
    path = tmp_path / "Broken.form.yaml"
    shutil.copy(ROOT / "Tests/formcTests/Fixtures/Lint/Broken.form.yaml", path)
    assert await open_document(client, path) != []
    client.diagnostics.pop(uri(path), None)
    client.text_document_did_close(
        types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri(path)))
    )
    assert await diagnostics_for(client, uri(path)) == []


async def test_problems_in_formc_yml_are_published_for_it(client: LanguageClient, tmp_path):
    (tmp_path / ".git").mkdir()
    config = tmp_path / "formc.yml"
    config.write_text("lint:\n  disable: [missing-label]\n")
    path = tmp_path / "Warnings.form.yaml"
    shutil.copy(ROOT / "Tests/formcTests/Fixtures/Lint/Warnings.form.yaml", path)
    client.diagnostics.pop(uri(config), None)
    await open_document(client, path)
    problems = await diagnostics_for(client, uri(config))
    lint = [e for e in lint_json([path]) if e["path"].endswith("formc.yml")]
    assert [published(d) for d in problems] == [expected(e, config.read_text()) for e in lint]
    assert [d.code for d in problems] == ["unknown-key"]
