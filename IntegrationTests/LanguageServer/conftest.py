"""End-to-end tests of `formc lsp` through a real client (pytest-lsp) driving the built binary.

The binary is `$FORMC`, or `.build/debug/formc` (what `swift build` leaves). Positions on the wire
are LSP's: 0-based lines, characters in UTF-16 code units; `formc lint` reports 1-based lines and
columns counting Unicode scalars, converted here with `lsp_position`.
"""

import asyncio
import json
import os
import pathlib
import subprocess

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

ROOT = pathlib.Path(__file__).resolve().parents[2]
FORMC = os.environ.get("FORMC", str(ROOT / ".build" / "debug" / "formc"))

if not os.access(FORMC, os.X_OK):
    raise pytest.UsageError(f"no formc binary at {FORMC}; run 'swift build' or set FORMC")

SERVER = [FORMC, "lsp", "--stdio"]

CAPABILITIES = types.ClientCapabilities(
    text_document=types.TextDocumentClientCapabilities(
        hover=types.HoverClientCapabilities(content_format=[types.MarkupKind.Markdown]),
        completion=types.CompletionClientCapabilities(
            completion_item=types.ClientCompletionItemOptions(
                documentation_format=[types.MarkupKind.Markdown]
            )
        ),
        document_symbol=types.DocumentSymbolClientCapabilities(
            hierarchical_document_symbol_support=True
        ),
        rename=types.RenameClientCapabilities(prepare_support=True),
        publish_diagnostics=types.PublishDiagnosticsClientCapabilities(
            related_information=True, code_description_support=True
        ),
    ),
    workspace=types.WorkspaceClientCapabilities(
        did_change_watched_files=types.DidChangeWatchedFilesClientCapabilities(
            dynamic_registration=True
        )
    ),
)


@pytest_lsp.fixture(config=ClientServerConfig(server_command=SERVER))
async def client(lsp_client: LanguageClient):
    lsp_client.registrations = []

    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register(params: types.RegistrationParams):
        lsp_client.registrations += params.registrations

    await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=CAPABILITIES,
            root_uri=ROOT.as_uri(),
        )
    )
    yield
    await lsp_client.shutdown_session()


def uri(path) -> str:
    return pathlib.Path(path).resolve().as_uri()


def lsp_position(text: str, line: int, column: int) -> types.Position:
    """The LSP position of formc's 1-based line and Unicode-scalar column in `text`."""
    lines = text.splitlines(keepends=False) if "\r" in text else text.split("\n")
    content = lines[line - 1] if 0 < line <= len(lines) else ""
    prefix = content[: column - 1]
    return types.Position(line=line - 1, character=len(prefix.encode("utf-16-le")) // 2)


async def open_document(client: LanguageClient, path, text=None, version=1):
    """Opens a document and returns the first diagnostics published for it."""
    path = pathlib.Path(path)
    text = path.read_text(encoding="utf-8") if text is None else text
    document_uri = uri(path)
    client.diagnostics.pop(document_uri, None)
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=document_uri, language_id="yaml", version=version, text=text
            )
        )
    )
    return await diagnostics_for(client, document_uri)


async def diagnostics_for(client: LanguageClient, document_uri: str, timeout=20.0):
    """Waits for diagnostics of `document_uri` (after the caller cleared the old ones)."""

    async def wait():
        while document_uri not in client.diagnostics:
            await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        return list(client.diagnostics[document_uri])

    return await asyncio.wait_for(wait(), timeout)


def lint_json(paths) -> list:
    """`formc lint --reporter json` for `paths`, run from the repository root."""
    result = subprocess.run(
        [FORMC, "lint", "--reporter", "json", "--quiet", *map(str, paths)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode in (0, 1), result.stderr
    return json.loads(result.stdout)["diagnostics"]
