// Starts `formc lsp --stdio` for form specs; the JSON Schema comes through the YAML extension
// (package.json's `yamlValidation`).
const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const command = vscode.workspace.getConfiguration("formc").get("path", "formc");
  client = new LanguageClient(
    "formc",
    "formc",
    { command, args: ["lsp", "--stdio"] },
    {
      documentSelector: [
        { scheme: "file", pattern: "**/*.form.yaml" },
        { scheme: "file", pattern: "**/*.form.yml" },
      ],
      // The formc.yml that applies to a spec is read again when it changes.
      synchronize: { fileEvents: vscode.workspace.createFileSystemWatcher("**/formc.yml") },
    }
  );
  context.subscriptions.push(client);
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
