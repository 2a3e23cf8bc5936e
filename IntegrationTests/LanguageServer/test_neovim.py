"""Headless Neovim (Debian's `neovim`) with the configuration from Editors/README.md opens a spec
and reads the diagnostics it received from `formc lsp`, as a person's editor would."""

import json
import os
import pathlib
import shutil
import subprocess

from conftest import FORMC, ROOT, lint_json

NVIM = shutil.which("nvim")
CONFIG = ROOT / "Editors" / "neovim" / "formc.lua"
DRIVER = pathlib.Path(__file__).with_name("neovim_diagnostics.lua")

def test_the_readme_shows_the_tested_configuration():
    assert CONFIG.read_text().strip() in (ROOT / "Editors" / "README.md").read_text()


def test_neovim_shows_formc_lints_diagnostics(tmp_path):
    assert NVIM is not None, "nvim is not installed (apt-get install neovim)"
    (tmp_path / ".git").mkdir()
    spec = tmp_path / "Warnings.form.yaml"
    # A non-ASCII title before the problems: Neovim's columns are bytes, LSP's UTF-16 units.
    text = (ROOT / "Tests/formcTests/Fixtures/Lint/Warnings.form.yaml").read_text()
    text = text.replace("form: ", "# Привет 😀\nform: ", 1)
    spec.write_text(text, encoding="utf-8")
    lint = lint_json([spec])
    assert len(lint) >= 2
    out = tmp_path / "diagnostics.json"
    environment = dict(
        os.environ,
        PATH=f"{pathlib.Path(FORMC).parent}{os.pathsep}{os.environ.get('PATH', '')}",
        FORMC_SPEC=str(spec),
        FORMC_OUT=str(out),
        FORMC_EXPECTED=str(len(lint)),
        XDG_STATE_HOME=str(tmp_path / "state"),
        XDG_DATA_HOME=str(tmp_path / "data"),
    )
    subprocess.run(
        [NVIM, "--headless", "-n", "-i", "NONE", "-u", str(CONFIG), "-c", f"luafile {DRIVER}"],
        env=environment,
        cwd=tmp_path,
        timeout=60,
        check=True,
        stdin=subprocess.DEVNULL,
        capture_output=True,
    )
    seen = json.loads(out.read_text())
    assert seen["ok"], seen
    lines = text.split("\n")

    def byte_column(line, column):
        return len(lines[line - 1][: column - 1].encode("utf-8"))

    expected = [
        {
            "lnum": e["line"] - 1,
            "col": byte_column(e["line"], e["column"]),
            "severity": {"error": 1, "warning": 2, "note": 3}[e["severity"]],
            "message": e["message"],
            "code": e["rule"],
            "source": "formc",
        }
        for e in lint
    ]
    assert seen["diagnostics"] == sorted(expected, key=lambda d: (d["lnum"], d["col"]))
