/**
 * The All Fives Notation (AFN 1.1) for tree-sitter: the text form of recorded All Fives games.
 *
 * grammar/afn.lark is the reference; this grammar follows it line for line, with each line
 * taken apart into the words an editor colours (names, tiles, arms, points, glyphs).
 * A line holds one item, and only comments may follow it: the external scanner
 * (src/scanner.c) ends a line at its line break, or at the end of the file. Comments
 * ({...}, or ; to the end of the line) may stand anywhere between the words, as extras.
 * tests/editors/test_tree_sitter.py holds this grammar to the Lark one on every sample
 * and on thousands of engine-played records.
 */

// A seat name: a letter, then letters, digits, _, ', . or - (the Lark grammar's [^\W\d_][\w'.-]*).
const NAME = /\p{L}[\p{L}\p{N}\p{M}_'.-]*/;

const commaSep1 = (rule) => seq(rule, repeat(seq(',', rule)));

module.exports = grammar({
  name: 'afn',

  externals: ($) => [$._line_end],

  // Only blanks separate the words of a line: line breaks are the line ends the scanner gives.
  extras: (_) => [/[ \t]/],

  word: ($) => $.name,

  rules: {
    // A file holds games one after another: tag pairs (a game's header) and hands.
    // Comments before the first item introduce a game, so a tag must follow them.
    source_file: ($) =>
      seq(
        optional($._line_end),
        optional(seq(choice(seq(repeat1($._comment_line), $.tag), $.tag, $.hand), repeat(choice($.tag, $.hand)))),
      ),

    tag: ($) =>
      seq(
        '[',
        alias(token.immediate(/[A-Za-z][A-Za-z0-9_]*/), $.tag_name),
        token.immediate(/[ \t]+/),
        alias(token.immediate(/"(?:[^"\\\n]|\\["\\])*"/), $.tag_value),
        alias(token.immediate(/[ \t]*\]/), ']'),
        $._end,
      ),

    // A hand: its header, the hands dealt and the boneyard where known, one turn a line
    // (each perhaps followed by muggins calls, R23), and how it ended (the end lines in any
    // order, as they get written at the table).
    hand: ($) =>
      prec.right(
        seq(
          $.hand_header,
          repeat(choice($.dealt, $.boneyard)),
          optional(seq($.turn, repeat(choice($.turn, $.call)))),
          repeat(choice($.went_out, $.blocked, $.reached, $.pips, $.shown, $.deduct, $.award, $.score)),
        ),
      ),

    // Under no-double=redeal (R24, AFN 1.1) the deals thrown in before the one played may follow.
    hand_header: ($) =>
      seq('hand', $.number, ',', $.name, 'leads', optional($.thrown_in), $._end),
    thrown_in: ($) => seq(',', $.number, choice('deal', 'deals'), 'thrown', 'in'),
    dealt: ($) => seq($.name, token.immediate(':'), repeat1($.tile), $._end),
    boneyard: ($) => seq('boneyard:', repeat($.tile), $._end),

    turn: ($) =>
      seq(
        $.name,
        choice($._placement, $._draw, 'passes'),
        repeat($.glyph),
        $._end,
      ),
    _placement: ($) => seq($.tile, optional($.arm), optional($.points)),
    _draw: ($) =>
      seq(
        'draws',
        choice($.number, repeat1($.tile)),
        optional(seq(',', choice(seq('plays', $._placement), 'passes'))),
      ),

    // A muggins call (R23, AFN 1.1): `Ben muggins +2`. "muggins" is a keyword only where a
    // turn's tile, draws or passes could stand, so a seat may still be called Muggins.
    call: ($) => seq($.name, 'muggins', optional($.points), repeat($.glyph), $._end),

    went_out: ($) => seq($.name, 'out', $._end),
    blocked: ($) => seq('blocked', $._end),
    reached: ($) => seq($.name, 'reaches', 'the', 'target', $._end),
    pips: ($) => seq('pips', commaSep1(seq($.name, $.number)), $._end),
    shown: ($) => seq('shown', commaSep1(seq($.name, repeat1($.tile))), $._end),
    deduct: ($) => seq('deduct', commaSep1(seq($.name, $.number)), $._end),
    award: ($) => seq('award', commaSep1(seq($._side, $.number)), $._end),
    score: ($) => seq('score', commaSep1(seq($._side, $.score_value)), $._end),
    _side: ($) => seq($.name, optional(seq(token.immediate('+'), alias(token.immediate(NAME), $.name)))),

    // Comments follow the item of a line, on its line or on lines of their own, as in Lark.
    _end: ($) => prec.right(seq(repeat($.comment), $._line_end, repeat($._comment_line))),
    _comment_line: ($) => seq(repeat1($.comment), $._line_end),

    name: (_) => NAME,
    tile: (_) => /[0-6]-[0-6]/,
    // W, E, N or S; under spinner=every (R25) a later double's arm by its path from the lead,
    // each step a pip and a side: E3N, E3N6W (notation 13.4). A wrong turn (E3E) reads here, as
    // in Lark: the reader refuses it in words.
    arm: (_) => /[WENS](?:[0-6][WENS])*/,
    points: (_) => /\+[0-9]+/,
    number: (_) => /[0-9]+/,
    score_value: (_) => /-?[0-9]+/,
    glyph: (_) => token(choice('!!', '??', '!?', '?!', '!', '?', /\$[0-9]+/)),

    // Comments are never nested: a brace comment holds no { or }.
    comment: (_) => token(choice(/\{[^{}]*\}/, /;[^\n]*/)),
  },
});
