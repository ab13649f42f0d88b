"""The language server over pygls: findings while typing, hover, completion, formatting and quick fixes.

Checking runs in a thread of its own, a short while after the last edit (``delay``), and
a newer edit stops an older check between two pieces; only the pieces an edit changed are
checked again. The editor's requests are answered meanwhile. The server ends when the
editor says ``exit`` or closes the connection, whatever it was doing.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import queue
import sys
import threading
from dataclasses import dataclass, field
from typing import Final

from lsprotocol import types
from pygls.lsp.server import LanguageServer
from pygls.uris import to_fs_path

from allfives_notation import __version__
from allfives_notation.check.diagnostics import Severity
from allfives_notation.lsp.completion import complete
from allfives_notation.lsp.document import Finding, Kept, Record, Span
from allfives_notation.lsp.fixes import fixes
from allfives_notation.lsp.formatting import canonical
from allfives_notation.lsp.hover import hover

#: Seconds of quiet after an edit before the record is checked again.
DELAY: Final = 0.15
_KINDS: Final = {
    "tag": types.CompletionItemKind.Property,
    "value": types.CompletionItemKind.EnumMember,
    "name": types.CompletionItemKind.Variable,
    "keyword": types.CompletionItemKind.Keyword,
    "tile": types.CompletionItemKind.Value,
}


@dataclass
class _Job:
    """One check of one version of a document; ``stop`` set by a newer one."""

    uri: str
    version: int | None
    text: str
    source: str
    state: _State
    stop: threading.Event = field(default_factory=threading.Event)


@dataclass
class _State:
    """What the server keeps of an open document."""

    kept: Kept = field(default_factory=Kept)
    record: Record | None = None  # of the version requests were last answered on
    latest: Record | None = None  # the last one made, by either thread: the next is cut again from it
    version: int | None = None
    text: str = ""
    timer: asyncio.TimerHandle | None = None
    job: _Job | None = None


class RecordServer(LanguageServer):
    """The ``allfives`` language server: one per editor, over standard input and output."""

    def __init__(self, delay: float = DELAY) -> None:
        super().__init__(
            "allfives", __version__, text_document_sync_kind=types.TextDocumentSyncKind.Incremental
        )
        self.delay = delay
        self.ascii_only = False
        self.states: dict[str, _State] = {}
        self._jobs: queue.SimpleQueue[_Job] = queue.SimpleQueue()
        self._loop: asyncio.AbstractEventLoop | None = None
        threading.Thread(target=self._check_forever, name="allfives-check", daemon=True).start()

    def shutdown(self) -> None:
        """Stop at once: a read of standard input still waiting is not waited for."""
        if self._stop_event is not None:
            self._stop_event.set()
        if self._thread_pool is not None:
            self._thread_pool.shutdown(wait=False, cancel_futures=True)

    # -- the record of a document, one per version ---------------------------------------

    def record(self, uri: str) -> Record:
        """The record of the document as the editor has it now."""
        document = self.workspace.get_text_document(uri)
        state = self.states.setdefault(uri, _State())
        if state.record is None or state.version != document.version or state.text != document.source:
            state.text = document.source
            state.version = document.version
            state.record = Record(state.text, _name(uri), state.kept, state.latest)
            state.latest = state.record
        return state.record

    def changed(self, uri: str, delay: float) -> None:
        """Check the document again once ``delay`` seconds pass without another edit."""
        state = self.states.setdefault(uri, _State())
        if state.timer is not None:
            state.timer.cancel()
        loop = asyncio.get_running_loop()
        self._loop = loop
        state.timer = loop.call_later(delay, self._start, uri)

    def _start(self, uri: str) -> None:
        state = self.states.get(uri)
        if state is None:
            return
        state.timer = None
        if state.job is not None:
            state.job.stop.set()
        document = self.workspace.get_text_document(uri)
        text, version = document.source, document.version
        job = _Job(uri, version, text, _name(uri), state)  # cut into pieces in the checking thread
        state.job = job
        self._jobs.put(job)

    def _check_forever(self) -> None:
        while True:
            job = self._jobs.get()
            if job.stop.is_set():
                continue
            try:
                state = job.state
                record = Record(job.text, job.source, state.kept, state.latest)
                state.latest = record
                found = record.findings(job.stop.is_set)
                if found is None:
                    continue
                diagnostics = [self.diagnostic(record, finding) for finding in found]
            except Exception as error:  # a bug must not stop the server: say it, and go on
                self._log(f"allfives: internal error while checking ({type(error).__name__}: {error})")
                continue
            if self._loop is not None and not job.stop.is_set():
                self._loop.call_soon_threadsafe(self._publish, job, diagnostics)

    def _publish(self, job: _Job, diagnostics: list[types.Diagnostic]) -> None:
        state = self.states.get(job.uri)
        if state is None or state.job is not job or job.stop.is_set():
            return
        params = types.PublishDiagnosticsParams(job.uri, diagnostics, job.version)
        self.text_document_publish_diagnostics(params)

    def _log(self, message: str) -> None:
        loop = self._loop
        params = types.LogMessageParams(types.MessageType.Error, message)
        if loop is not None:
            loop.call_soon_threadsafe(self.window_log_message, params)

    def closed(self, uri: str) -> None:
        """Forget a document, and clear its findings."""
        state = self.states.pop(uri, None)
        if state is not None:
            if state.timer is not None:
                state.timer.cancel()
            if state.job is not None:
                state.job.stop.set()
        self.text_document_publish_diagnostics(types.PublishDiagnosticsParams(uri, []))

    # -- places, both ways ----------------------------------------------------------------

    def range_of(self, record: Record, span: Span) -> types.Range:
        """A span of the record in the editor's units."""
        start = types.Position(span.line, span.start)
        end = types.Position(span.end_line, span.end)
        return self.workspace.position_codec.range_to_client_units(record.lines, types.Range(start, end))

    def place_of(self, record: Record, position: types.Position) -> tuple[int, int]:
        """A place the editor gives, as (line, column in characters)."""
        if position.line >= len(record.lines):
            return position.line, 0
        at = self.workspace.position_codec.position_from_client_units(record.lines, position)
        return at.line, at.character

    def diagnostic(self, record: Record, finding: Finding) -> types.Diagnostic:
        """A finding as the editor shows it."""
        d = finding.diagnostic
        severity = (
            types.DiagnosticSeverity.Error
            if d.severity is Severity.ERROR
            else types.DiagnosticSeverity.Warning
        )
        rule = f" ({d.rule})" if d.rule else ""
        return types.Diagnostic(
            range=self.range_of(record, finding.span),
            message=f"{d.message}{rule}",
            severity=severity,
            code=d.code,
            source="allfives",
            data={"expected": d.expected, "found": d.found},
        )


def _name(uri: str) -> str:
    return to_fs_path(uri) or uri


def build(delay: float = DELAY) -> RecordServer:
    """The server with every feature registered."""
    server = RecordServer(delay)

    @server.feature(types.INITIALIZE)
    def initialize(ls: RecordServer, params: types.InitializeParams) -> None:
        options = params.initialization_options
        if isinstance(options, dict):
            ls.ascii_only = bool(options.get("ascii", False))
            if isinstance(options.get("delay"), int | float):
                ls.delay = float(options["delay"])

    @server.feature(types.TEXT_DOCUMENT_DID_OPEN)
    def did_open(ls: RecordServer, params: types.DidOpenTextDocumentParams) -> None:
        ls.changed(params.text_document.uri, 0.0)

    @server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
    def did_change(ls: RecordServer, params: types.DidChangeTextDocumentParams) -> None:
        ls.changed(params.text_document.uri, ls.delay)

    @server.feature(types.TEXT_DOCUMENT_DID_SAVE)
    def did_save(ls: RecordServer, params: types.DidSaveTextDocumentParams) -> None:
        ls.changed(params.text_document.uri, 0.0)

    @server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(ls: RecordServer, params: types.DidCloseTextDocumentParams) -> None:
        ls.closed(params.text_document.uri)

    @server.feature(types.TEXT_DOCUMENT_HOVER)
    def on_hover(ls: RecordServer, params: types.HoverParams) -> types.Hover | None:
        record = ls.record(params.text_document.uri)
        line, column = ls.place_of(record, params.position)
        found = hover(record, line, column, ascii_only=ls.ascii_only)
        if found is None:
            return None
        contents = types.MarkupContent(types.MarkupKind.Markdown, found.markdown)
        return types.Hover(contents, ls.range_of(record, found.span))

    @server.feature(
        types.TEXT_DOCUMENT_COMPLETION, types.CompletionOptions(trigger_characters=[" ", "[", '"', "="])
    )
    def on_completion(ls: RecordServer, params: types.CompletionParams) -> types.CompletionList:
        record = ls.record(params.text_document.uri)
        line, column = ls.place_of(record, params.position)
        items = []
        for item in complete(record, line, column):
            span = Span(line, item.start, line, column)
            edit = types.TextEdit(ls.range_of(record, span), item.text)
            items.append(
                types.CompletionItem(
                    label=item.label,
                    kind=_KINDS.get(item.kind, types.CompletionItemKind.Text),
                    detail=item.detail or None,
                    sort_text=f"{item.order:04d}",
                    filter_text=item.text,
                    text_edit=edit,
                )
            )
        return types.CompletionList(is_incomplete=False, items=items)

    @server.feature(types.TEXT_DOCUMENT_FORMATTING)
    @server.thread()
    def on_formatting(
        ls: RecordServer, params: types.DocumentFormattingParams
    ) -> list[types.TextEdit] | None:
        record = ls.record(params.text_document.uri)
        text, why = canonical(record)
        if text is None:
            ls.window_show_message(types.ShowMessageParams(types.MessageType.Warning, f"allfives: {why}"))
            return None
        if text == record.text:
            return []
        end = ls.range_of(record, Span(len(record.lines) - 1, len(record.lines[-1]), 0, 0)).start
        return [types.TextEdit(types.Range(types.Position(0, 0), end), text)]

    @server.feature(
        types.TEXT_DOCUMENT_CODE_ACTION,
        types.CodeActionOptions(code_action_kinds=[types.CodeActionKind.QuickFix]),
    )
    def on_code_action(ls: RecordServer, params: types.CodeActionParams) -> list[types.CodeAction]:
        uri = params.text_document.uri
        record = ls.record(uri)
        first = ls.place_of(record, params.range.start)[0]
        last = ls.place_of(record, params.range.end)[0]
        actions = []
        for finding in record.findings_at(first, last):
            diagnostic = ls.diagnostic(record, finding)
            for fix in fixes(record, finding):
                edit = types.TextEdit(ls.range_of(record, fix.span), fix.text)
                actions.append(
                    types.CodeAction(
                        title=f"{fix.title} ({finding.diagnostic.code})",
                        kind=types.CodeActionKind.QuickFix,
                        diagnostics=[diagnostic],
                        edit=types.WorkspaceEdit(changes={uri: [edit]}),
                        is_preferred=True,
                    )
                )
        return actions

    return server


def serve() -> None:
    """Run the server on standard input and output until the editor goes; then end the process at once.

    The exit code is 0 when the editor asked the server to shut down first, as LSP says,
    else 1 (an ``exit`` without ``shutdown``, or a connection closed under it).
    """
    server = build()
    try:
        server.start_io()
    finally:
        with contextlib.suppress(OSError, ValueError):  # the editor closed the connection, or pygls did
            sys.stdout.flush()
        os._exit(0 if getattr(server.protocol, "_shutdown", False) else 1)
