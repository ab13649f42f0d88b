"""A real LSP client: pygls's, talking to ``allfives lsp`` in a process of its own, as an editor does.

pygls comes with the ``test`` extra (or ``lsp``): without it this module does not import.
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Awaitable, Callable, Coroutine
from pathlib import Path
from typing import Any, TypeVar

from lsprotocol import types
from pygls.lsp.client import LanguageClient

T = TypeVar("T")
#: How long the tests wait for the server: far more than it takes, on a busy machine.
PATIENCE = 60.0


class Session:
    """One editor's connection to one server: open, edit, and ask; the findings as they are published."""

    def __init__(self, client: LanguageClient) -> None:
        self.client = client
        self.published: dict[str, list[types.PublishDiagnosticsParams]] = {}
        self.messages: list[str] = []
        self._news = asyncio.Condition()
        self.versions: dict[str, int] = {}

    async def note(self, params: types.PublishDiagnosticsParams) -> None:
        """Keep findings the server published, and wake whoever waits for them."""
        async with self._news:
            self.published.setdefault(params.uri, []).append(params)
            self._news.notify_all()

    async def findings(self, uri: str, version: int | None = None) -> list[types.Diagnostic]:
        """The findings published for ``uri`` at ``version`` (the latest opened or edited, by default)."""
        wanted = self.versions.get(uri) if version is None else version

        def ready() -> bool:
            return any(p.version == wanted for p in self.published.get(uri, ()))

        async with self._news:
            await asyncio.wait_for(self._news.wait_for(ready), PATIENCE)
        return list(next(p for p in reversed(self.published[uri]) if p.version == wanted).diagnostics)

    def open(self, uri: str, text: str, language: str = "afn") -> None:
        """Open ``uri`` with ``text``, as version 1."""
        self.versions[uri] = 1
        self.client.text_document_did_open(
            types.DidOpenTextDocumentParams(types.TextDocumentItem(uri, language, 1, text))
        )

    def replace(self, uri: str, text: str) -> int:
        """Send the whole text as one edit; its version."""
        version = self.versions[uri] + 1
        self.versions[uri] = version
        change = types.TextDocumentContentChangeWholeDocument(text=text)
        self.client.text_document_did_change(
            types.DidChangeTextDocumentParams(types.VersionedTextDocumentIdentifier(version, uri), [change])
        )
        return version

    def edit(self, uri: str, line: int, start: int, end: int, text: str) -> int:
        """Replace characters ``start`` to ``end`` of one line; the new version."""
        version = self.versions[uri] + 1
        self.versions[uri] = version
        where = types.Range(types.Position(line, start), types.Position(line, end))
        change = types.TextDocumentContentChangePartial(range=where, text=text)
        self.client.text_document_did_change(
            types.DidChangeTextDocumentParams(types.VersionedTextDocumentIdentifier(version, uri), [change])
        )
        return version

    async def hover(self, uri: str, line: int, character: int) -> types.Hover | None:
        """The hover at a place (lines and characters from 0)."""
        params = types.HoverParams(types.TextDocumentIdentifier(uri), types.Position(line, character))
        return await within(self.client.text_document_hover_async(params))

    async def complete(self, uri: str, line: int, character: int) -> list[types.CompletionItem]:
        """The completions offered at a place."""
        params = types.CompletionParams(types.TextDocumentIdentifier(uri), types.Position(line, character))
        found = await within(self.client.text_document_completion_async(params))
        if found is None:
            return []
        return list(found.items if isinstance(found, types.CompletionList) else found)

    async def fixes(self, uri: str, line: int) -> list[types.CodeAction]:
        """The fixes offered on line ``line``."""
        where = types.Range(types.Position(line, 0), types.Position(line, 1))
        params = types.CodeActionParams(
            types.TextDocumentIdentifier(uri), where, types.CodeActionContext(diagnostics=[])
        )
        found = await within(self.client.text_document_code_action_async(params))
        return [action for action in found or () if isinstance(action, types.CodeAction)]

    async def format(self, uri: str) -> list[types.TextEdit] | None:
        """The edits that format the whole document."""
        params = types.DocumentFormattingParams(
            types.TextDocumentIdentifier(uri), types.FormattingOptions(2, True)
        )
        found = await within(self.client.text_document_formatting_async(params))
        return None if found is None else list(found)


async def within(awaited: Awaitable[T]) -> T:
    """What the server answers, or a failure after :data:`PATIENCE` seconds."""
    return await asyncio.wait_for(awaited, PATIENCE)


async def start(options: dict[str, Any] | None = None) -> Session:
    """A server in a process of its own, initialized."""
    client = LanguageClient("allfives-tests", "1")
    session = Session(client)

    async def published(params: types.PublishDiagnosticsParams) -> None:
        await session.note(params)

    def shown(params: types.ShowMessageParams) -> None:
        session.messages.append(params.message)

    # pygls's client leaves its decorator untyped: registered by a call, the handlers keep their types
    client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)(published)
    client.feature(types.WINDOW_SHOW_MESSAGE)(shown)

    await client.start_io(sys.executable, "-m", "allfives_notation", "lsp")
    capabilities = types.ClientCapabilities(
        general=types.GeneralClientCapabilities(position_encodings=[types.PositionEncodingKind.Utf16])
    )
    await within(
        client.initialize_async(
            types.InitializeParams(
                capabilities=capabilities, initialization_options=options or {"delay": 0.05}
            )
        )
    )
    client.initialized(types.InitializedParams())
    return session


async def stop(session: Session) -> int | None:
    """Shut the server down as an editor does; the exit code of its process."""
    await within(session.client.shutdown_async(None))
    session.client.exit(None)
    server = session.client._server
    code = await asyncio.wait_for(server.wait(), PATIENCE) if server is not None else None
    await session.client.stop()  # type: ignore[no-untyped-call]  # pygls's stop() has no annotations
    return code


def run(scenario: Callable[[], Coroutine[Any, Any, T]]) -> T:
    """Run one test's conversation with a server."""
    return asyncio.run(scenario())


def uri_of(path: Path) -> str:
    """The ``file://`` URI an editor gives ``path``."""
    return path.resolve().as_uri()
