// The end of a line of AFN: its line break, or the end of the file.
//
// A line holds one item (grammar/afn.lark's _ALONE): the grammar asks for a line end after
// each item and its comments, and this scanner gives one where the line breaks (taking the
// blank lines after it too), or at the end of the file. Line breaks are no extras, so a
// line's words cannot run on to the next line.

#include "tree_sitter/parser.h"

enum TokenType { LINE_END };

void *tree_sitter_afn_external_scanner_create(void) { return NULL; }

void tree_sitter_afn_external_scanner_destroy(void *payload) { (void)payload; }

unsigned tree_sitter_afn_external_scanner_serialize(void *payload, char *buffer) {
  (void)payload;
  (void)buffer;
  return 0;
}

void tree_sitter_afn_external_scanner_deserialize(void *payload, const char *buffer, unsigned length) {
  (void)payload;
  (void)buffer;
  (void)length;
}

bool tree_sitter_afn_external_scanner_scan(void *payload, TSLexer *lexer, const bool *valid_symbols) {
  (void)payload;
  if (!valid_symbols[LINE_END]) return false;
  while (lexer->lookahead == ' ' || lexer->lookahead == '\t' || lexer->lookahead == '\f' ||
         lexer->lookahead == '\r') {
    lexer->advance(lexer, true);
  }
  if (lexer->eof(lexer)) {
    lexer->result_symbol = LINE_END;
    return true;
  }
  if (lexer->lookahead == '\n') {
    // the line break, and any blank lines after it
    while (lexer->lookahead == '\n' || lexer->lookahead == ' ' || lexer->lookahead == '\t' ||
           lexer->lookahead == '\f' || lexer->lookahead == '\r') {
      lexer->advance(lexer, false);
    }
    lexer->mark_end(lexer);
    lexer->result_symbol = LINE_END;
    return true;
  }
  return false;
}
