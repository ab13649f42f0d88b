// The All Fives Notation in VS Code: the language server (allfives lsp) for .afn files and
// the JSON record files the allfives.jsonRecords setting names. Colours come from
// syntaxes/afn.tmLanguage.json, declared in package.json.
const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');

let client;

function activate(context) {
  const settings = vscode.workspace.getConfiguration('allfives');
  const [command, ...args] = settings.get('command');
  const documentSelector = [
    { language: 'afn' },
    ...settings.get('jsonRecords').map((pattern) => ({ pattern })),
  ];
  client = new LanguageClient(
    'allfives',
    'All Fives Notation',
    { command, args },
    {
      documentSelector,
      initializationOptions: { ascii: settings.get('asciiDiagrams') },
    },
  );
  context.subscriptions.push(client);
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
