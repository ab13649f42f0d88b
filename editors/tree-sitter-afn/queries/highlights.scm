; Highlights for the All Fives Notation (AFN 1.1); capture names as nvim-treesitter and Helix use them.

(comment) @comment

(tag_name) @property
(tag_value) @string

(name) @variable
(tile) @constant
(arm) @constant.builtin
(points) @number
(number) @number
(score_value) @number
(glyph) @punctuation.special

[
  "hand"
  "leads"
  "deal"
  "deals"
  "thrown"
  "in"
  "boneyard:"
  "draws"
  "plays"
  "passes"
  "muggins"
  "out"
  "reaches"
  "the"
  "target"
  "blocked"
  "pips"
  "shown"
  "deduct"
  "award"
  "score"
] @keyword

["[" "]"] @punctuation.bracket
["," ":" "+"] @punctuation.delimiter
