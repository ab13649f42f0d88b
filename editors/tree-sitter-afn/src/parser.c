#include <tree_sitter/parser.h>

#if defined(__GNUC__) || defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"
#endif

#define LANGUAGE_VERSION 14
#define STATE_COUNT 158
#define LARGE_STATE_COUNT 2
#define SYMBOL_COUNT 74
#define ALIAS_COUNT 0
#define TOKEN_COUNT 40
#define EXTERNAL_TOKEN_COUNT 1
#define FIELD_COUNT 0
#define MAX_ALIAS_SEQUENCE_LENGTH 7
#define PRODUCTION_ID_COUNT 1

enum {
  sym_name = 1,
  anon_sym_LBRACK = 2,
  aux_sym_tag_token1 = 3,
  aux_sym_tag_token2 = 4,
  aux_sym_tag_token3 = 5,
  aux_sym_tag_token4 = 6,
  anon_sym_hand = 7,
  anon_sym_COMMA = 8,
  anon_sym_leads = 9,
  anon_sym_deal = 10,
  anon_sym_deals = 11,
  anon_sym_thrown = 12,
  anon_sym_in = 13,
  anon_sym_COLON = 14,
  anon_sym_boneyard_COLON = 15,
  anon_sym_passes = 16,
  anon_sym_draws = 17,
  anon_sym_plays = 18,
  anon_sym_muggins = 19,
  anon_sym_out = 20,
  anon_sym_blocked = 21,
  anon_sym_reaches = 22,
  anon_sym_the = 23,
  anon_sym_target = 24,
  anon_sym_pips = 25,
  anon_sym_shown = 26,
  anon_sym_deduct = 27,
  anon_sym_award = 28,
  anon_sym_score = 29,
  anon_sym_PLUS = 30,
  aux_sym__side_token1 = 31,
  sym_tile = 32,
  sym_arm = 33,
  sym_points = 34,
  sym_number = 35,
  sym_score_value = 36,
  sym_glyph = 37,
  sym_comment = 38,
  sym__line_end = 39,
  sym_source_file = 40,
  sym_tag = 41,
  sym_hand = 42,
  sym_hand_header = 43,
  sym_thrown_in = 44,
  sym_dealt = 45,
  sym_boneyard = 46,
  sym_turn = 47,
  sym__placement = 48,
  sym__draw = 49,
  sym_call = 50,
  sym_went_out = 51,
  sym_blocked = 52,
  sym_reached = 53,
  sym_pips = 54,
  sym_shown = 55,
  sym_deduct = 56,
  sym_award = 57,
  sym_score = 58,
  sym__side = 59,
  sym__end = 60,
  sym__comment_line = 61,
  aux_sym_source_file_repeat1 = 62,
  aux_sym_source_file_repeat2 = 63,
  aux_sym_hand_repeat1 = 64,
  aux_sym_hand_repeat2 = 65,
  aux_sym_hand_repeat3 = 66,
  aux_sym_dealt_repeat1 = 67,
  aux_sym_turn_repeat1 = 68,
  aux_sym_pips_repeat1 = 69,
  aux_sym_shown_repeat1 = 70,
  aux_sym_award_repeat1 = 71,
  aux_sym_score_repeat1 = 72,
  aux_sym__end_repeat1 = 73,
};

static const char * const ts_symbol_names[] = {
  [ts_builtin_sym_end] = "end",
  [sym_name] = "name",
  [anon_sym_LBRACK] = "[",
  [aux_sym_tag_token1] = "tag_name",
  [aux_sym_tag_token2] = "tag_token2",
  [aux_sym_tag_token3] = "tag_value",
  [aux_sym_tag_token4] = "]",
  [anon_sym_hand] = "hand",
  [anon_sym_COMMA] = ",",
  [anon_sym_leads] = "leads",
  [anon_sym_deal] = "deal",
  [anon_sym_deals] = "deals",
  [anon_sym_thrown] = "thrown",
  [anon_sym_in] = "in",
  [anon_sym_COLON] = ":",
  [anon_sym_boneyard_COLON] = "boneyard:",
  [anon_sym_passes] = "passes",
  [anon_sym_draws] = "draws",
  [anon_sym_plays] = "plays",
  [anon_sym_muggins] = "muggins",
  [anon_sym_out] = "out",
  [anon_sym_blocked] = "blocked",
  [anon_sym_reaches] = "reaches",
  [anon_sym_the] = "the",
  [anon_sym_target] = "target",
  [anon_sym_pips] = "pips",
  [anon_sym_shown] = "shown",
  [anon_sym_deduct] = "deduct",
  [anon_sym_award] = "award",
  [anon_sym_score] = "score",
  [anon_sym_PLUS] = "+",
  [aux_sym__side_token1] = "name",
  [sym_tile] = "tile",
  [sym_arm] = "arm",
  [sym_points] = "points",
  [sym_number] = "number",
  [sym_score_value] = "score_value",
  [sym_glyph] = "glyph",
  [sym_comment] = "comment",
  [sym__line_end] = "_line_end",
  [sym_source_file] = "source_file",
  [sym_tag] = "tag",
  [sym_hand] = "hand",
  [sym_hand_header] = "hand_header",
  [sym_thrown_in] = "thrown_in",
  [sym_dealt] = "dealt",
  [sym_boneyard] = "boneyard",
  [sym_turn] = "turn",
  [sym__placement] = "_placement",
  [sym__draw] = "_draw",
  [sym_call] = "call",
  [sym_went_out] = "went_out",
  [sym_blocked] = "blocked",
  [sym_reached] = "reached",
  [sym_pips] = "pips",
  [sym_shown] = "shown",
  [sym_deduct] = "deduct",
  [sym_award] = "award",
  [sym_score] = "score",
  [sym__side] = "_side",
  [sym__end] = "_end",
  [sym__comment_line] = "_comment_line",
  [aux_sym_source_file_repeat1] = "source_file_repeat1",
  [aux_sym_source_file_repeat2] = "source_file_repeat2",
  [aux_sym_hand_repeat1] = "hand_repeat1",
  [aux_sym_hand_repeat2] = "hand_repeat2",
  [aux_sym_hand_repeat3] = "hand_repeat3",
  [aux_sym_dealt_repeat1] = "dealt_repeat1",
  [aux_sym_turn_repeat1] = "turn_repeat1",
  [aux_sym_pips_repeat1] = "pips_repeat1",
  [aux_sym_shown_repeat1] = "shown_repeat1",
  [aux_sym_award_repeat1] = "award_repeat1",
  [aux_sym_score_repeat1] = "score_repeat1",
  [aux_sym__end_repeat1] = "_end_repeat1",
};

static const TSSymbol ts_symbol_map[] = {
  [ts_builtin_sym_end] = ts_builtin_sym_end,
  [sym_name] = sym_name,
  [anon_sym_LBRACK] = anon_sym_LBRACK,
  [aux_sym_tag_token1] = aux_sym_tag_token1,
  [aux_sym_tag_token2] = aux_sym_tag_token2,
  [aux_sym_tag_token3] = aux_sym_tag_token3,
  [aux_sym_tag_token4] = aux_sym_tag_token4,
  [anon_sym_hand] = anon_sym_hand,
  [anon_sym_COMMA] = anon_sym_COMMA,
  [anon_sym_leads] = anon_sym_leads,
  [anon_sym_deal] = anon_sym_deal,
  [anon_sym_deals] = anon_sym_deals,
  [anon_sym_thrown] = anon_sym_thrown,
  [anon_sym_in] = anon_sym_in,
  [anon_sym_COLON] = anon_sym_COLON,
  [anon_sym_boneyard_COLON] = anon_sym_boneyard_COLON,
  [anon_sym_passes] = anon_sym_passes,
  [anon_sym_draws] = anon_sym_draws,
  [anon_sym_plays] = anon_sym_plays,
  [anon_sym_muggins] = anon_sym_muggins,
  [anon_sym_out] = anon_sym_out,
  [anon_sym_blocked] = anon_sym_blocked,
  [anon_sym_reaches] = anon_sym_reaches,
  [anon_sym_the] = anon_sym_the,
  [anon_sym_target] = anon_sym_target,
  [anon_sym_pips] = anon_sym_pips,
  [anon_sym_shown] = anon_sym_shown,
  [anon_sym_deduct] = anon_sym_deduct,
  [anon_sym_award] = anon_sym_award,
  [anon_sym_score] = anon_sym_score,
  [anon_sym_PLUS] = anon_sym_PLUS,
  [aux_sym__side_token1] = sym_name,
  [sym_tile] = sym_tile,
  [sym_arm] = sym_arm,
  [sym_points] = sym_points,
  [sym_number] = sym_number,
  [sym_score_value] = sym_score_value,
  [sym_glyph] = sym_glyph,
  [sym_comment] = sym_comment,
  [sym__line_end] = sym__line_end,
  [sym_source_file] = sym_source_file,
  [sym_tag] = sym_tag,
  [sym_hand] = sym_hand,
  [sym_hand_header] = sym_hand_header,
  [sym_thrown_in] = sym_thrown_in,
  [sym_dealt] = sym_dealt,
  [sym_boneyard] = sym_boneyard,
  [sym_turn] = sym_turn,
  [sym__placement] = sym__placement,
  [sym__draw] = sym__draw,
  [sym_call] = sym_call,
  [sym_went_out] = sym_went_out,
  [sym_blocked] = sym_blocked,
  [sym_reached] = sym_reached,
  [sym_pips] = sym_pips,
  [sym_shown] = sym_shown,
  [sym_deduct] = sym_deduct,
  [sym_award] = sym_award,
  [sym_score] = sym_score,
  [sym__side] = sym__side,
  [sym__end] = sym__end,
  [sym__comment_line] = sym__comment_line,
  [aux_sym_source_file_repeat1] = aux_sym_source_file_repeat1,
  [aux_sym_source_file_repeat2] = aux_sym_source_file_repeat2,
  [aux_sym_hand_repeat1] = aux_sym_hand_repeat1,
  [aux_sym_hand_repeat2] = aux_sym_hand_repeat2,
  [aux_sym_hand_repeat3] = aux_sym_hand_repeat3,
  [aux_sym_dealt_repeat1] = aux_sym_dealt_repeat1,
  [aux_sym_turn_repeat1] = aux_sym_turn_repeat1,
  [aux_sym_pips_repeat1] = aux_sym_pips_repeat1,
  [aux_sym_shown_repeat1] = aux_sym_shown_repeat1,
  [aux_sym_award_repeat1] = aux_sym_award_repeat1,
  [aux_sym_score_repeat1] = aux_sym_score_repeat1,
  [aux_sym__end_repeat1] = aux_sym__end_repeat1,
};

static const TSSymbolMetadata ts_symbol_metadata[] = {
  [ts_builtin_sym_end] = {
    .visible = false,
    .named = true,
  },
  [sym_name] = {
    .visible = true,
    .named = true,
  },
  [anon_sym_LBRACK] = {
    .visible = true,
    .named = false,
  },
  [aux_sym_tag_token1] = {
    .visible = true,
    .named = true,
  },
  [aux_sym_tag_token2] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_tag_token3] = {
    .visible = true,
    .named = true,
  },
  [aux_sym_tag_token4] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_hand] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_COMMA] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_leads] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_deal] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_deals] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_thrown] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_in] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_COLON] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_boneyard_COLON] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_passes] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_draws] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_plays] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_muggins] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_out] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_blocked] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_reaches] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_the] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_target] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_pips] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_shown] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_deduct] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_award] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_score] = {
    .visible = true,
    .named = false,
  },
  [anon_sym_PLUS] = {
    .visible = true,
    .named = false,
  },
  [aux_sym__side_token1] = {
    .visible = true,
    .named = true,
  },
  [sym_tile] = {
    .visible = true,
    .named = true,
  },
  [sym_arm] = {
    .visible = true,
    .named = true,
  },
  [sym_points] = {
    .visible = true,
    .named = true,
  },
  [sym_number] = {
    .visible = true,
    .named = true,
  },
  [sym_score_value] = {
    .visible = true,
    .named = true,
  },
  [sym_glyph] = {
    .visible = true,
    .named = true,
  },
  [sym_comment] = {
    .visible = true,
    .named = true,
  },
  [sym__line_end] = {
    .visible = false,
    .named = true,
  },
  [sym_source_file] = {
    .visible = true,
    .named = true,
  },
  [sym_tag] = {
    .visible = true,
    .named = true,
  },
  [sym_hand] = {
    .visible = true,
    .named = true,
  },
  [sym_hand_header] = {
    .visible = true,
    .named = true,
  },
  [sym_thrown_in] = {
    .visible = true,
    .named = true,
  },
  [sym_dealt] = {
    .visible = true,
    .named = true,
  },
  [sym_boneyard] = {
    .visible = true,
    .named = true,
  },
  [sym_turn] = {
    .visible = true,
    .named = true,
  },
  [sym__placement] = {
    .visible = false,
    .named = true,
  },
  [sym__draw] = {
    .visible = false,
    .named = true,
  },
  [sym_call] = {
    .visible = true,
    .named = true,
  },
  [sym_went_out] = {
    .visible = true,
    .named = true,
  },
  [sym_blocked] = {
    .visible = true,
    .named = true,
  },
  [sym_reached] = {
    .visible = true,
    .named = true,
  },
  [sym_pips] = {
    .visible = true,
    .named = true,
  },
  [sym_shown] = {
    .visible = true,
    .named = true,
  },
  [sym_deduct] = {
    .visible = true,
    .named = true,
  },
  [sym_award] = {
    .visible = true,
    .named = true,
  },
  [sym_score] = {
    .visible = true,
    .named = true,
  },
  [sym__side] = {
    .visible = false,
    .named = true,
  },
  [sym__end] = {
    .visible = false,
    .named = true,
  },
  [sym__comment_line] = {
    .visible = false,
    .named = true,
  },
  [aux_sym_source_file_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_source_file_repeat2] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_hand_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_hand_repeat2] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_hand_repeat3] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_dealt_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_turn_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_pips_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_shown_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_award_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym_score_repeat1] = {
    .visible = false,
    .named = false,
  },
  [aux_sym__end_repeat1] = {
    .visible = false,
    .named = false,
  },
};

static const TSSymbol ts_alias_sequences[PRODUCTION_ID_COUNT][MAX_ALIAS_SEQUENCE_LENGTH] = {
  [0] = {0},
};

static const uint16_t ts_non_terminal_alias_map[] = {
  0,
};

static const TSStateId ts_primary_state_ids[STATE_COUNT] = {
  [0] = 0,
  [1] = 1,
  [2] = 2,
  [3] = 3,
  [4] = 4,
  [5] = 5,
  [6] = 6,
  [7] = 7,
  [8] = 8,
  [9] = 9,
  [10] = 10,
  [11] = 11,
  [12] = 12,
  [13] = 13,
  [14] = 14,
  [15] = 15,
  [16] = 16,
  [17] = 17,
  [18] = 17,
  [19] = 19,
  [20] = 13,
  [21] = 14,
  [22] = 15,
  [23] = 16,
  [24] = 24,
  [25] = 25,
  [26] = 26,
  [27] = 27,
  [28] = 28,
  [29] = 29,
  [30] = 30,
  [31] = 25,
  [32] = 32,
  [33] = 33,
  [34] = 34,
  [35] = 35,
  [36] = 36,
  [37] = 37,
  [38] = 38,
  [39] = 39,
  [40] = 40,
  [41] = 41,
  [42] = 42,
  [43] = 43,
  [44] = 44,
  [45] = 45,
  [46] = 46,
  [47] = 47,
  [48] = 48,
  [49] = 49,
  [50] = 50,
  [51] = 51,
  [52] = 52,
  [53] = 53,
  [54] = 54,
  [55] = 55,
  [56] = 56,
  [57] = 57,
  [58] = 58,
  [59] = 59,
  [60] = 60,
  [61] = 61,
  [62] = 62,
  [63] = 63,
  [64] = 64,
  [65] = 65,
  [66] = 66,
  [67] = 67,
  [68] = 68,
  [69] = 69,
  [70] = 70,
  [71] = 71,
  [72] = 72,
  [73] = 73,
  [74] = 74,
  [75] = 75,
  [76] = 76,
  [77] = 77,
  [78] = 78,
  [79] = 79,
  [80] = 80,
  [81] = 81,
  [82] = 82,
  [83] = 83,
  [84] = 84,
  [85] = 85,
  [86] = 86,
  [87] = 87,
  [88] = 88,
  [89] = 89,
  [90] = 90,
  [91] = 91,
  [92] = 92,
  [93] = 93,
  [94] = 94,
  [95] = 95,
  [96] = 96,
  [97] = 97,
  [98] = 98,
  [99] = 99,
  [100] = 100,
  [101] = 101,
  [102] = 102,
  [103] = 103,
  [104] = 104,
  [105] = 100,
  [106] = 106,
  [107] = 107,
  [108] = 108,
  [109] = 109,
  [110] = 110,
  [111] = 111,
  [112] = 99,
  [113] = 113,
  [114] = 114,
  [115] = 115,
  [116] = 116,
  [117] = 117,
  [118] = 118,
  [119] = 119,
  [120] = 120,
  [121] = 121,
  [122] = 122,
  [123] = 123,
  [124] = 116,
  [125] = 125,
  [126] = 126,
  [127] = 127,
  [128] = 128,
  [129] = 129,
  [130] = 130,
  [131] = 131,
  [132] = 132,
  [133] = 133,
  [134] = 134,
  [135] = 135,
  [136] = 136,
  [137] = 137,
  [138] = 138,
  [139] = 139,
  [140] = 140,
  [141] = 141,
  [142] = 142,
  [143] = 143,
  [144] = 144,
  [145] = 145,
  [146] = 146,
  [147] = 147,
  [148] = 148,
  [149] = 149,
  [150] = 150,
  [151] = 151,
  [152] = 152,
  [153] = 153,
  [154] = 139,
  [155] = 155,
  [156] = 156,
  [157] = 143,
};

static inline bool aux_sym__side_token1_character_set_1(int32_t c) {
  return (c < 43520
    ? (c < 3792
      ? (c < 2741
        ? (c < 2042
          ? (c < 908
            ? (c < 216
              ? (c < 170
                ? (c < 'A'
                  ? (c < '-'
                    ? c == '\''
                    : (c <= '.' || (c >= '0' && c <= '9')))
                  : (c <= 'Z' || (c < 'a'
                    ? c == '_'
                    : c <= 'z')))
                : (c <= 170 || (c < 185
                  ? (c < 181
                    ? (c >= 178 && c <= 179)
                    : c <= 181)
                  : (c <= 186 || (c < 192
                    ? (c >= 188 && c <= 190)
                    : c <= 214)))))
              : (c <= 246 || (c < 768
                ? (c < 736
                  ? (c < 710
                    ? (c >= 248 && c <= 705)
                    : c <= 721)
                  : (c <= 740 || (c < 750
                    ? c == 748
                    : c <= 750)))
                : (c <= 884 || (c < 895
                  ? (c < 890
                    ? (c >= 886 && c <= 887)
                    : c <= 893)
                  : (c <= 895 || (c < 904
                    ? c == 902
                    : c <= 906)))))))
            : (c <= 908 || (c < 1488
              ? (c < 1376
                ? (c < 1155
                  ? (c < 931
                    ? (c >= 910 && c <= 929)
                    : (c <= 1013 || (c >= 1015 && c <= 1153)))
                  : (c <= 1327 || (c < 1369
                    ? (c >= 1329 && c <= 1366)
                    : c <= 1369)))
                : (c <= 1416 || (c < 1473
                  ? (c < 1471
                    ? (c >= 1425 && c <= 1469)
                    : c <= 1471)
                  : (c <= 1474 || (c < 1479
                    ? (c >= 1476 && c <= 1477)
                    : c <= 1479)))))
              : (c <= 1514 || (c < 1759
                ? (c < 1568
                  ? (c < 1552
                    ? (c >= 1519 && c <= 1522)
                    : c <= 1562)
                  : (c <= 1641 || (c < 1749
                    ? (c >= 1646 && c <= 1747)
                    : c <= 1756)))
                : (c <= 1768 || (c < 1808
                  ? (c < 1791
                    ? (c >= 1770 && c <= 1788)
                    : c <= 1791)
                  : (c <= 1866 || (c < 1984
                    ? (c >= 1869 && c <= 1969)
                    : c <= 2037)))))))))
          : (c <= 2042 || (c < 2556
            ? (c < 2451
              ? (c < 2200
                ? (c < 2144
                  ? (c < 2048
                    ? c == 2045
                    : (c <= 2093 || (c >= 2112 && c <= 2139)))
                  : (c <= 2154 || (c < 2185
                    ? (c >= 2160 && c <= 2183)
                    : c <= 2190)))
                : (c <= 2273 || (c < 2417
                  ? (c < 2406
                    ? (c >= 2275 && c <= 2403)
                    : c <= 2415)
                  : (c <= 2435 || (c < 2447
                    ? (c >= 2437 && c <= 2444)
                    : c <= 2448)))))
              : (c <= 2472 || (c < 2507
                ? (c < 2486
                  ? (c < 2482
                    ? (c >= 2474 && c <= 2480)
                    : c <= 2482)
                  : (c <= 2489 || (c < 2503
                    ? (c >= 2492 && c <= 2500)
                    : c <= 2504)))
                : (c <= 2510 || (c < 2527
                  ? (c < 2524
                    ? c == 2519
                    : c <= 2525)
                  : (c <= 2531 || (c < 2548
                    ? (c >= 2534 && c <= 2545)
                    : c <= 2553)))))))
            : (c <= 2556 || (c < 2631
              ? (c < 2602
                ? (c < 2565
                  ? (c < 2561
                    ? c == 2558
                    : c <= 2563)
                  : (c <= 2570 || (c < 2579
                    ? (c >= 2575 && c <= 2576)
                    : c <= 2600)))
                : (c <= 2608 || (c < 2616
                  ? (c < 2613
                    ? (c >= 2610 && c <= 2611)
                    : c <= 2614)
                  : (c <= 2617 || (c < 2622
                    ? c == 2620
                    : c <= 2626)))))
              : (c <= 2632 || (c < 2689
                ? (c < 2649
                  ? (c < 2641
                    ? (c >= 2635 && c <= 2637)
                    : c <= 2641)
                  : (c <= 2652 || (c < 2662
                    ? c == 2654
                    : c <= 2677)))
                : (c <= 2691 || (c < 2707
                  ? (c < 2703
                    ? (c >= 2693 && c <= 2701)
                    : c <= 2705)
                  : (c <= 2728 || (c < 2738
                    ? (c >= 2730 && c <= 2736)
                    : c <= 2739)))))))))))
        : (c <= 2745 || (c < 3168
          ? (c < 2958
            ? (c < 2866
              ? (c < 2809
                ? (c < 2768
                  ? (c < 2759
                    ? (c >= 2748 && c <= 2757)
                    : (c <= 2761 || (c >= 2763 && c <= 2765)))
                  : (c <= 2768 || (c < 2790
                    ? (c >= 2784 && c <= 2787)
                    : c <= 2799)))
                : (c <= 2815 || (c < 2831
                  ? (c < 2821
                    ? (c >= 2817 && c <= 2819)
                    : c <= 2828)
                  : (c <= 2832 || (c < 2858
                    ? (c >= 2835 && c <= 2856)
                    : c <= 2864)))))
              : (c <= 2867 || (c < 2908
                ? (c < 2887
                  ? (c < 2876
                    ? (c >= 2869 && c <= 2873)
                    : c <= 2884)
                  : (c <= 2888 || (c < 2901
                    ? (c >= 2891 && c <= 2893)
                    : c <= 2903)))
                : (c <= 2909 || (c < 2929
                  ? (c < 2918
                    ? (c >= 2911 && c <= 2915)
                    : c <= 2927)
                  : (c <= 2935 || (c < 2949
                    ? (c >= 2946 && c <= 2947)
                    : c <= 2954)))))))
            : (c <= 2960 || (c < 3031
              ? (c < 2984
                ? (c < 2972
                  ? (c < 2969
                    ? (c >= 2962 && c <= 2965)
                    : c <= 2970)
                  : (c <= 2972 || (c < 2979
                    ? (c >= 2974 && c <= 2975)
                    : c <= 2980)))
                : (c <= 2986 || (c < 3014
                  ? (c < 3006
                    ? (c >= 2990 && c <= 3001)
                    : c <= 3010)
                  : (c <= 3016 || (c < 3024
                    ? (c >= 3018 && c <= 3021)
                    : c <= 3024)))))
              : (c <= 3031 || (c < 3132
                ? (c < 3086
                  ? (c < 3072
                    ? (c >= 3046 && c <= 3058)
                    : c <= 3084)
                  : (c <= 3088 || (c < 3114
                    ? (c >= 3090 && c <= 3112)
                    : c <= 3129)))
                : (c <= 3140 || (c < 3157
                  ? (c < 3146
                    ? (c >= 3142 && c <= 3144)
                    : c <= 3149)
                  : (c <= 3158 || (c < 3165
                    ? (c >= 3160 && c <= 3162)
                    : c <= 3165)))))))))
          : (c <= 3171 || (c < 3457
            ? (c < 3293
              ? (c < 3242
                ? (c < 3205
                  ? (c < 3192
                    ? (c >= 3174 && c <= 3183)
                    : (c <= 3198 || (c >= 3200 && c <= 3203)))
                  : (c <= 3212 || (c < 3218
                    ? (c >= 3214 && c <= 3216)
                    : c <= 3240)))
                : (c <= 3251 || (c < 3270
                  ? (c < 3260
                    ? (c >= 3253 && c <= 3257)
                    : c <= 3268)
                  : (c <= 3272 || (c < 3285
                    ? (c >= 3274 && c <= 3277)
                    : c <= 3286)))))
              : (c <= 3294 || (c < 3346
                ? (c < 3313
                  ? (c < 3302
                    ? (c >= 3296 && c <= 3299)
                    : c <= 3311)
                  : (c <= 3314 || (c < 3342
                    ? (c >= 3328 && c <= 3340)
                    : c <= 3344)))
                : (c <= 3396 || (c < 3412
                  ? (c < 3402
                    ? (c >= 3398 && c <= 3400)
                    : c <= 3406)
                  : (c <= 3427 || (c < 3450
                    ? (c >= 3430 && c <= 3448)
                    : c <= 3455)))))))
            : (c <= 3459 || (c < 3585
              ? (c < 3530
                ? (c < 3507
                  ? (c < 3482
                    ? (c >= 3461 && c <= 3478)
                    : c <= 3505)
                  : (c <= 3515 || (c < 3520
                    ? c == 3517
                    : c <= 3526)))
                : (c <= 3530 || (c < 3544
                  ? (c < 3542
                    ? (c >= 3535 && c <= 3540)
                    : c <= 3542)
                  : (c <= 3551 || (c < 3570
                    ? (c >= 3558 && c <= 3567)
                    : c <= 3571)))))
              : (c <= 3642 || (c < 3724
                ? (c < 3713
                  ? (c < 3664
                    ? (c >= 3648 && c <= 3662)
                    : c <= 3673)
                  : (c <= 3714 || (c < 3718
                    ? c == 3716
                    : c <= 3722)))
                : (c <= 3747 || (c < 3776
                  ? (c < 3751
                    ? c == 3749
                    : c <= 3773)
                  : (c <= 3780 || (c < 3784
                    ? c == 3782
                    : c <= 3789)))))))))))))
      : (c <= 3801 || (c < 8064
        ? (c < 5984
          ? (c < 4704
            ? (c < 4038
              ? (c < 3897
                ? (c < 3872
                  ? (c < 3840
                    ? (c >= 3804 && c <= 3807)
                    : (c <= 3840 || (c >= 3864 && c <= 3865)))
                  : (c <= 3891 || (c < 3895
                    ? c == 3893
                    : c <= 3895)))
                : (c <= 3897 || (c < 3953
                  ? (c < 3913
                    ? (c >= 3902 && c <= 3911)
                    : c <= 3948)
                  : (c <= 3972 || (c < 3993
                    ? (c >= 3974 && c <= 3991)
                    : c <= 4028)))))
              : (c <= 4038 || (c < 4304
                ? (c < 4256
                  ? (c < 4176
                    ? (c >= 4096 && c <= 4169)
                    : c <= 4253)
                  : (c <= 4293 || (c < 4301
                    ? c == 4295
                    : c <= 4301)))
                : (c <= 4346 || (c < 4688
                  ? (c < 4682
                    ? (c >= 4348 && c <= 4680)
                    : c <= 4685)
                  : (c <= 4694 || (c < 4698
                    ? c == 4696
                    : c <= 4701)))))))
            : (c <= 4744 || (c < 4969
              ? (c < 4802
                ? (c < 4786
                  ? (c < 4752
                    ? (c >= 4746 && c <= 4749)
                    : c <= 4784)
                  : (c <= 4789 || (c < 4800
                    ? (c >= 4792 && c <= 4798)
                    : c <= 4800)))
                : (c <= 4805 || (c < 4882
                  ? (c < 4824
                    ? (c >= 4808 && c <= 4822)
                    : c <= 4880)
                  : (c <= 4885 || (c < 4957
                    ? (c >= 4888 && c <= 4954)
                    : c <= 4959)))))
              : (c <= 4988 || (c < 5761
                ? (c < 5112
                  ? (c < 5024
                    ? (c >= 4992 && c <= 5007)
                    : c <= 5109)
                  : (c <= 5117 || (c < 5743
                    ? (c >= 5121 && c <= 5740)
                    : c <= 5759)))
                : (c <= 5786 || (c < 5888
                  ? (c < 5870
                    ? (c >= 5792 && c <= 5866)
                    : c <= 5880)
                  : (c <= 5909 || (c < 5952
                    ? (c >= 5919 && c <= 5940)
                    : c <= 5971)))))))))
          : (c <= 5996 || (c < 6800
            ? (c < 6400
              ? (c < 6128
                ? (c < 6103
                  ? (c < 6002
                    ? (c >= 5998 && c <= 6000)
                    : (c <= 6003 || (c >= 6016 && c <= 6099)))
                  : (c <= 6103 || (c < 6112
                    ? (c >= 6108 && c <= 6109)
                    : c <= 6121)))
                : (c <= 6137 || (c < 6176
                  ? (c < 6159
                    ? (c >= 6155 && c <= 6157)
                    : c <= 6169)
                  : (c <= 6264 || (c < 6320
                    ? (c >= 6272 && c <= 6314)
                    : c <= 6389)))))
              : (c <= 6430 || (c < 6576
                ? (c < 6470
                  ? (c < 6448
                    ? (c >= 6432 && c <= 6443)
                    : c <= 6459)
                  : (c <= 6509 || (c < 6528
                    ? (c >= 6512 && c <= 6516)
                    : c <= 6571)))
                : (c <= 6601 || (c < 6688
                  ? (c < 6656
                    ? (c >= 6608 && c <= 6618)
                    : c <= 6683)
                  : (c <= 6750 || (c < 6783
                    ? (c >= 6752 && c <= 6780)
                    : c <= 6793)))))))
            : (c <= 6809 || (c < 7357
              ? (c < 7040
                ? (c < 6912
                  ? (c < 6832
                    ? c == 6823
                    : c <= 6862)
                  : (c <= 6988 || (c < 7019
                    ? (c >= 6992 && c <= 7001)
                    : c <= 7027)))
                : (c <= 7155 || (c < 7245
                  ? (c < 7232
                    ? (c >= 7168 && c <= 7223)
                    : c <= 7241)
                  : (c <= 7293 || (c < 7312
                    ? (c >= 7296 && c <= 7304)
                    : c <= 7354)))))
              : (c <= 7359 || (c < 8008
                ? (c < 7424
                  ? (c < 7380
                    ? (c >= 7376 && c <= 7378)
                    : c <= 7418)
                  : (c <= 7957 || (c < 7968
                    ? (c >= 7960 && c <= 7965)
                    : c <= 8005)))
                : (c <= 8013 || (c < 8027
                  ? (c < 8025
                    ? (c >= 8016 && c <= 8023)
                    : c <= 8025)
                  : (c <= 8027 || (c < 8031
                    ? c == 8029
                    : c <= 8061)))))))))))
        : (c <= 8116 || (c < 11744
          ? (c < 8508
            ? (c < 8336
              ? (c < 8160
                ? (c < 8134
                  ? (c < 8126
                    ? (c >= 8118 && c <= 8124)
                    : (c <= 8126 || (c >= 8130 && c <= 8132)))
                  : (c <= 8140 || (c < 8150
                    ? (c >= 8144 && c <= 8147)
                    : c <= 8155)))
                : (c <= 8172 || (c < 8304
                  ? (c < 8182
                    ? (c >= 8178 && c <= 8180)
                    : c <= 8188)
                  : (c <= 8305 || (c < 8319
                    ? (c >= 8308 && c <= 8313)
                    : c <= 8329)))))
              : (c <= 8348 || (c < 8473
                ? (c < 8455
                  ? (c < 8450
                    ? (c >= 8400 && c <= 8432)
                    : c <= 8450)
                  : (c <= 8455 || (c < 8469
                    ? (c >= 8458 && c <= 8467)
                    : c <= 8469)))
                : (c <= 8477 || (c < 8488
                  ? (c < 8486
                    ? c == 8484
                    : c <= 8486)
                  : (c <= 8488 || (c < 8495
                    ? (c >= 8490 && c <= 8493)
                    : c <= 8505)))))))
            : (c <= 8511 || (c < 11565
              ? (c < 10102
                ? (c < 8528
                  ? (c < 8526
                    ? (c >= 8517 && c <= 8521)
                    : c <= 8526)
                  : (c <= 8585 || (c < 9450
                    ? (c >= 9312 && c <= 9371)
                    : c <= 9471)))
                : (c <= 10131 || (c < 11517
                  ? (c < 11499
                    ? (c >= 11264 && c <= 11492)
                    : c <= 11507)
                  : (c <= 11517 || (c < 11559
                    ? (c >= 11520 && c <= 11557)
                    : c <= 11559)))))
              : (c <= 11565 || (c < 11696
                ? (c < 11647
                  ? (c < 11631
                    ? (c >= 11568 && c <= 11623)
                    : c <= 11631)
                  : (c <= 11670 || (c < 11688
                    ? (c >= 11680 && c <= 11686)
                    : c <= 11694)))
                : (c <= 11702 || (c < 11720
                  ? (c < 11712
                    ? (c >= 11704 && c <= 11710)
                    : c <= 11718)
                  : (c <= 11726 || (c < 11736
                    ? (c >= 11728 && c <= 11734)
                    : c <= 11742)))))))))
          : (c <= 11775 || (c < 42512
            ? (c < 12690
              ? (c < 12441
                ? (c < 12337
                  ? (c < 12293
                    ? c == 11823
                    : (c <= 12295 || (c >= 12321 && c <= 12335)))
                  : (c <= 12341 || (c < 12353
                    ? (c >= 12344 && c <= 12348)
                    : c <= 12438)))
                : (c <= 12442 || (c < 12540
                  ? (c < 12449
                    ? (c >= 12445 && c <= 12447)
                    : c <= 12538)
                  : (c <= 12543 || (c < 12593
                    ? (c >= 12549 && c <= 12591)
                    : c <= 12686)))))
              : (c <= 12693 || (c < 12928
                ? (c < 12832
                  ? (c < 12784
                    ? (c >= 12704 && c <= 12735)
                    : c <= 12799)
                  : (c <= 12841 || (c < 12881
                    ? (c >= 12872 && c <= 12879)
                    : c <= 12895)))
                : (c <= 12937 || (c < 19968
                  ? (c < 13312
                    ? (c >= 12977 && c <= 12991)
                    : c <= 19903)
                  : (c <= 42124 || (c < 42240
                    ? (c >= 42192 && c <= 42237)
                    : c <= 42508)))))))
            : (c <= 42539 || (c < 43056
              ? (c < 42891
                ? (c < 42623
                  ? (c < 42612
                    ? (c >= 42560 && c <= 42610)
                    : c <= 42621)
                  : (c <= 42737 || (c < 42786
                    ? (c >= 42775 && c <= 42783)
                    : c <= 42888)))
                : (c <= 42954 || (c < 42965
                  ? (c < 42963
                    ? (c >= 42960 && c <= 42961)
                    : c <= 42963)
                  : (c <= 42969 || (c < 43052
                    ? (c >= 42994 && c <= 43047)
                    : c <= 43052)))))
              : (c <= 43061 || (c < 43261
                ? (c < 43216
                  ? (c < 43136
                    ? (c >= 43072 && c <= 43123)
                    : c <= 43205)
                  : (c <= 43225 || (c < 43259
                    ? (c >= 43232 && c <= 43255)
                    : c <= 43259)))
                : (c <= 43309 || (c < 43392
                  ? (c < 43360
                    ? (c >= 43312 && c <= 43347)
                    : c <= 43388)
                  : (c <= 43456 || (c < 43488
                    ? (c >= 43471 && c <= 43481)
                    : c <= 43518)))))))))))))))
    : (c <= 43574 || (c < 71935
      ? (c < 67808
        ? (c < 65549
          ? (c < 64285
            ? (c < 43824
              ? (c < 43762
                ? (c < 43642
                  ? (c < 43600
                    ? (c >= 43584 && c <= 43597)
                    : (c <= 43609 || (c >= 43616 && c <= 43638)))
                  : (c <= 43714 || (c < 43744
                    ? (c >= 43739 && c <= 43741)
                    : c <= 43759)))
                : (c <= 43766 || (c < 43793
                  ? (c < 43785
                    ? (c >= 43777 && c <= 43782)
                    : c <= 43790)
                  : (c <= 43798 || (c < 43816
                    ? (c >= 43808 && c <= 43814)
                    : c <= 43822)))))
              : (c <= 43866 || (c < 55216
                ? (c < 44012
                  ? (c < 43888
                    ? (c >= 43868 && c <= 43881)
                    : c <= 44010)
                  : (c <= 44013 || (c < 44032
                    ? (c >= 44016 && c <= 44025)
                    : c <= 55203)))
                : (c <= 55238 || (c < 64112
                  ? (c < 63744
                    ? (c >= 55243 && c <= 55291)
                    : c <= 64109)
                  : (c <= 64217 || (c < 64275
                    ? (c >= 64256 && c <= 64262)
                    : c <= 64279)))))))
            : (c <= 64296 || (c < 65056
              ? (c < 64326
                ? (c < 64318
                  ? (c < 64312
                    ? (c >= 64298 && c <= 64310)
                    : c <= 64316)
                  : (c <= 64318 || (c < 64323
                    ? (c >= 64320 && c <= 64321)
                    : c <= 64324)))
                : (c <= 64433 || (c < 64914
                  ? (c < 64848
                    ? (c >= 64467 && c <= 64829)
                    : c <= 64911)
                  : (c <= 64967 || (c < 65024
                    ? (c >= 65008 && c <= 65019)
                    : c <= 65039)))))
              : (c <= 65071 || (c < 65382
                ? (c < 65296
                  ? (c < 65142
                    ? (c >= 65136 && c <= 65140)
                    : c <= 65276)
                  : (c <= 65305 || (c < 65345
                    ? (c >= 65313 && c <= 65338)
                    : c <= 65370)))
                : (c <= 65470 || (c < 65490
                  ? (c < 65482
                    ? (c >= 65474 && c <= 65479)
                    : c <= 65487)
                  : (c <= 65495 || (c < 65536
                    ? (c >= 65498 && c <= 65500)
                    : c <= 65547)))))))))
          : (c <= 65574 || (c < 66864
            ? (c < 66304
              ? (c < 65856
                ? (c < 65616
                  ? (c < 65596
                    ? (c >= 65576 && c <= 65594)
                    : (c <= 65597 || (c >= 65599 && c <= 65613)))
                  : (c <= 65629 || (c < 65799
                    ? (c >= 65664 && c <= 65786)
                    : c <= 65843)))
                : (c <= 65912 || (c < 66176
                  ? (c < 66045
                    ? (c >= 65930 && c <= 65931)
                    : c <= 66045)
                  : (c <= 66204 || (c < 66272
                    ? (c >= 66208 && c <= 66256)
                    : c <= 66299)))))
              : (c <= 66339 || (c < 66513
                ? (c < 66432
                  ? (c < 66384
                    ? (c >= 66349 && c <= 66378)
                    : c <= 66426)
                  : (c <= 66461 || (c < 66504
                    ? (c >= 66464 && c <= 66499)
                    : c <= 66511)))
                : (c <= 66517 || (c < 66736
                  ? (c < 66720
                    ? (c >= 66560 && c <= 66717)
                    : c <= 66729)
                  : (c <= 66771 || (c < 66816
                    ? (c >= 66776 && c <= 66811)
                    : c <= 66855)))))))
            : (c <= 66915 || (c < 67456
              ? (c < 66979
                ? (c < 66956
                  ? (c < 66940
                    ? (c >= 66928 && c <= 66938)
                    : c <= 66954)
                  : (c <= 66962 || (c < 66967
                    ? (c >= 66964 && c <= 66965)
                    : c <= 66977)))
                : (c <= 66993 || (c < 67072
                  ? (c < 67003
                    ? (c >= 66995 && c <= 67001)
                    : c <= 67004)
                  : (c <= 67382 || (c < 67424
                    ? (c >= 67392 && c <= 67413)
                    : c <= 67431)))))
              : (c <= 67461 || (c < 67639
                ? (c < 67584
                  ? (c < 67506
                    ? (c >= 67463 && c <= 67504)
                    : c <= 67514)
                  : (c <= 67589 || (c < 67594
                    ? c == 67592
                    : c <= 67637)))
                : (c <= 67640 || (c < 67672
                  ? (c < 67647
                    ? c == 67644
                    : c <= 67669)
                  : (c <= 67702 || (c < 67751
                    ? (c >= 67705 && c <= 67742)
                    : c <= 67759)))))))))))
        : (c <= 67826 || (c < 70089
          ? (c < 68800
            ? (c < 68192
              ? (c < 68101
                ? (c < 67968
                  ? (c < 67835
                    ? (c >= 67828 && c <= 67829)
                    : (c <= 67867 || (c >= 67872 && c <= 67897)))
                  : (c <= 68023 || (c < 68050
                    ? (c >= 68028 && c <= 68047)
                    : c <= 68099)))
                : (c <= 68102 || (c < 68121
                  ? (c < 68117
                    ? (c >= 68108 && c <= 68115)
                    : c <= 68119)
                  : (c <= 68149 || (c < 68159
                    ? (c >= 68152 && c <= 68154)
                    : c <= 68168)))))
              : (c <= 68222 || (c < 68416
                ? (c < 68297
                  ? (c < 68288
                    ? (c >= 68224 && c <= 68255)
                    : c <= 68295)
                  : (c <= 68326 || (c < 68352
                    ? (c >= 68331 && c <= 68335)
                    : c <= 68405)))
                : (c <= 68437 || (c < 68521
                  ? (c < 68472
                    ? (c >= 68440 && c <= 68466)
                    : c <= 68497)
                  : (c <= 68527 || (c < 68736
                    ? (c >= 68608 && c <= 68680)
                    : c <= 68786)))))))
            : (c <= 68850 || (c < 69632
              ? (c < 69296
                ? (c < 69216
                  ? (c < 68912
                    ? (c >= 68858 && c <= 68903)
                    : c <= 68921)
                  : (c <= 69246 || (c < 69291
                    ? (c >= 69248 && c <= 69289)
                    : c <= 69292)))
                : (c <= 69297 || (c < 69488
                  ? (c < 69424
                    ? (c >= 69376 && c <= 69415)
                    : c <= 69460)
                  : (c <= 69509 || (c < 69600
                    ? (c >= 69552 && c <= 69579)
                    : c <= 69622)))))
              : (c <= 69702 || (c < 69888
                ? (c < 69826
                  ? (c < 69759
                    ? (c >= 69714 && c <= 69749)
                    : c <= 69818)
                  : (c <= 69826 || (c < 69872
                    ? (c >= 69840 && c <= 69864)
                    : c <= 69881)))
                : (c <= 69940 || (c < 69968
                  ? (c < 69956
                    ? (c >= 69942 && c <= 69951)
                    : c <= 69959)
                  : (c <= 70003 || (c < 70016
                    ? c == 70006
                    : c <= 70084)))))))))
          : (c <= 70092 || (c < 70487
            ? (c < 70384
              ? (c < 70272
                ? (c < 70144
                  ? (c < 70108
                    ? (c >= 70094 && c <= 70106)
                    : (c <= 70108 || (c >= 70113 && c <= 70132)))
                  : (c <= 70161 || (c < 70206
                    ? (c >= 70163 && c <= 70199)
                    : c <= 70206)))
                : (c <= 70278 || (c < 70287
                  ? (c < 70282
                    ? c == 70280
                    : c <= 70285)
                  : (c <= 70301 || (c < 70320
                    ? (c >= 70303 && c <= 70312)
                    : c <= 70378)))))
              : (c <= 70393 || (c < 70450
                ? (c < 70415
                  ? (c < 70405
                    ? (c >= 70400 && c <= 70403)
                    : c <= 70412)
                  : (c <= 70416 || (c < 70442
                    ? (c >= 70419 && c <= 70440)
                    : c <= 70448)))
                : (c <= 70451 || (c < 70471
                  ? (c < 70459
                    ? (c >= 70453 && c <= 70457)
                    : c <= 70468)
                  : (c <= 70472 || (c < 70480
                    ? (c >= 70475 && c <= 70477)
                    : c <= 70480)))))))
            : (c <= 70487 || (c < 71128
              ? (c < 70750
                ? (c < 70512
                  ? (c < 70502
                    ? (c >= 70493 && c <= 70499)
                    : c <= 70508)
                  : (c <= 70516 || (c < 70736
                    ? (c >= 70656 && c <= 70730)
                    : c <= 70745)))
                : (c <= 70753 || (c < 70864
                  ? (c < 70855
                    ? (c >= 70784 && c <= 70853)
                    : c <= 70855)
                  : (c <= 70873 || (c < 71096
                    ? (c >= 71040 && c <= 71093)
                    : c <= 71104)))))
              : (c <= 71133 || (c < 71424
                ? (c < 71248
                  ? (c < 71236
                    ? (c >= 71168 && c <= 71232)
                    : c <= 71236)
                  : (c <= 71257 || (c < 71360
                    ? (c >= 71296 && c <= 71352)
                    : c <= 71369)))
                : (c <= 71450 || (c < 71488
                  ? (c < 71472
                    ? (c >= 71453 && c <= 71467)
                    : c <= 71483)
                  : (c <= 71494 || (c < 71840
                    ? (c >= 71680 && c <= 71738)
                    : c <= 71922)))))))))))))
      : (c <= 71942 || (c < 119995
        ? (c < 92784
          ? (c < 72968
            ? (c < 72263
              ? (c < 72016
                ? (c < 71960
                  ? (c < 71948
                    ? c == 71945
                    : (c <= 71955 || (c >= 71957 && c <= 71958)))
                  : (c <= 71989 || (c < 71995
                    ? (c >= 71991 && c <= 71992)
                    : c <= 72003)))
                : (c <= 72025 || (c < 72154
                  ? (c < 72106
                    ? (c >= 72096 && c <= 72103)
                    : c <= 72151)
                  : (c <= 72161 || (c < 72192
                    ? (c >= 72163 && c <= 72164)
                    : c <= 72254)))))
              : (c <= 72263 || (c < 72760
                ? (c < 72368
                  ? (c < 72349
                    ? (c >= 72272 && c <= 72345)
                    : c <= 72349)
                  : (c <= 72440 || (c < 72714
                    ? (c >= 72704 && c <= 72712)
                    : c <= 72758)))
                : (c <= 72768 || (c < 72850
                  ? (c < 72818
                    ? (c >= 72784 && c <= 72812)
                    : c <= 72847)
                  : (c <= 72871 || (c < 72960
                    ? (c >= 72873 && c <= 72886)
                    : c <= 72966)))))))
            : (c <= 72969 || (c < 73440
              ? (c < 73056
                ? (c < 73020
                  ? (c < 73018
                    ? (c >= 72971 && c <= 73014)
                    : c <= 73018)
                  : (c <= 73021 || (c < 73040
                    ? (c >= 73023 && c <= 73031)
                    : c <= 73049)))
                : (c <= 73061 || (c < 73104
                  ? (c < 73066
                    ? (c >= 73063 && c <= 73064)
                    : c <= 73102)
                  : (c <= 73105 || (c < 73120
                    ? (c >= 73107 && c <= 73112)
                    : c <= 73129)))))
              : (c <= 73462 || (c < 77712
                ? (c < 73728
                  ? (c < 73664
                    ? c == 73648
                    : c <= 73684)
                  : (c <= 74649 || (c < 74880
                    ? (c >= 74752 && c <= 74862)
                    : c <= 75075)))
                : (c <= 77808 || (c < 92160
                  ? (c < 82944
                    ? (c >= 77824 && c <= 78894)
                    : c <= 83526)
                  : (c <= 92728 || (c < 92768
                    ? (c >= 92736 && c <= 92766)
                    : c <= 92777)))))))))
          : (c <= 92862 || (c < 110948
            ? (c < 94095
              ? (c < 93019
                ? (c < 92928
                  ? (c < 92880
                    ? (c >= 92864 && c <= 92873)
                    : (c <= 92909 || (c >= 92912 && c <= 92916)))
                  : (c <= 92982 || (c < 93008
                    ? (c >= 92992 && c <= 92995)
                    : c <= 93017)))
                : (c <= 93025 || (c < 93760
                  ? (c < 93053
                    ? (c >= 93027 && c <= 93047)
                    : c <= 93071)
                  : (c <= 93846 || (c < 94031
                    ? (c >= 93952 && c <= 94026)
                    : c <= 94087)))))
              : (c <= 94111 || (c < 101632
                ? (c < 94192
                  ? (c < 94179
                    ? (c >= 94176 && c <= 94177)
                    : c <= 94180)
                  : (c <= 94193 || (c < 100352
                    ? (c >= 94208 && c <= 100343)
                    : c <= 101589)))
                : (c <= 101640 || (c < 110589
                  ? (c < 110581
                    ? (c >= 110576 && c <= 110579)
                    : c <= 110587)
                  : (c <= 110590 || (c < 110928
                    ? (c >= 110592 && c <= 110882)
                    : c <= 110930)))))))
            : (c <= 110951 || (c < 119173
              ? (c < 113821
                ? (c < 113776
                  ? (c < 113664
                    ? (c >= 110960 && c <= 111355)
                    : c <= 113770)
                  : (c <= 113788 || (c < 113808
                    ? (c >= 113792 && c <= 113800)
                    : c <= 113817)))
                : (c <= 113822 || (c < 119141
                  ? (c < 118576
                    ? (c >= 118528 && c <= 118573)
                    : c <= 118598)
                  : (c <= 119145 || (c < 119163
                    ? (c >= 119149 && c <= 119154)
                    : c <= 119170)))))
              : (c <= 119179 || (c < 119894
                ? (c < 119520
                  ? (c < 119362
                    ? (c >= 119210 && c <= 119213)
                    : c <= 119364)
                  : (c <= 119539 || (c < 119808
                    ? (c >= 119648 && c <= 119672)
                    : c <= 119892)))
                : (c <= 119964 || (c < 119973
                  ? (c < 119970
                    ? (c >= 119966 && c <= 119967)
                    : c <= 119970)
                  : (c <= 119974 || (c < 119982
                    ? (c >= 119977 && c <= 119980)
                    : c <= 119993)))))))))))
        : (c <= 119995 || (c < 125264
          ? (c < 121403
            ? (c < 120514
              ? (c < 120123
                ? (c < 120077
                  ? (c < 120005
                    ? (c >= 119997 && c <= 120003)
                    : (c <= 120069 || (c >= 120071 && c <= 120074)))
                  : (c <= 120084 || (c < 120094
                    ? (c >= 120086 && c <= 120092)
                    : c <= 120121)))
                : (c <= 120126 || (c < 120138
                  ? (c < 120134
                    ? (c >= 120128 && c <= 120132)
                    : c <= 120134)
                  : (c <= 120144 || (c < 120488
                    ? (c >= 120146 && c <= 120485)
                    : c <= 120512)))))
              : (c <= 120538 || (c < 120688
                ? (c < 120598
                  ? (c < 120572
                    ? (c >= 120540 && c <= 120570)
                    : c <= 120596)
                  : (c <= 120628 || (c < 120656
                    ? (c >= 120630 && c <= 120654)
                    : c <= 120686)))
                : (c <= 120712 || (c < 120772
                  ? (c < 120746
                    ? (c >= 120714 && c <= 120744)
                    : c <= 120770)
                  : (c <= 120779 || (c < 121344
                    ? (c >= 120782 && c <= 120831)
                    : c <= 121398)))))))
            : (c <= 121452 || (c < 123184
              ? (c < 122880
                ? (c < 121499
                  ? (c < 121476
                    ? c == 121461
                    : c <= 121476)
                  : (c <= 121503 || (c < 122624
                    ? (c >= 121505 && c <= 121519)
                    : c <= 122654)))
                : (c <= 122886 || (c < 122915
                  ? (c < 122907
                    ? (c >= 122888 && c <= 122904)
                    : c <= 122913)
                  : (c <= 122916 || (c < 123136
                    ? (c >= 122918 && c <= 122922)
                    : c <= 123180)))))
              : (c <= 123197 || (c < 124904
                ? (c < 123536
                  ? (c < 123214
                    ? (c >= 123200 && c <= 123209)
                    : c <= 123214)
                  : (c <= 123566 || (c < 124896
                    ? (c >= 123584 && c <= 123641)
                    : c <= 124902)))
                : (c <= 124907 || (c < 124928
                  ? (c < 124912
                    ? (c >= 124909 && c <= 124910)
                    : c <= 124926)
                  : (c <= 125124 || (c < 125184
                    ? (c >= 125127 && c <= 125142)
                    : c <= 125259)))))))))
          : (c <= 125273 || (c < 126557
            ? (c < 126521
              ? (c < 126469
                ? (c < 126209
                  ? (c < 126125
                    ? (c >= 126065 && c <= 126123)
                    : (c <= 126127 || (c >= 126129 && c <= 126132)))
                  : (c <= 126253 || (c < 126464
                    ? (c >= 126255 && c <= 126269)
                    : c <= 126467)))
                : (c <= 126495 || (c < 126503
                  ? (c < 126500
                    ? (c >= 126497 && c <= 126498)
                    : c <= 126500)
                  : (c <= 126503 || (c < 126516
                    ? (c >= 126505 && c <= 126514)
                    : c <= 126519)))))
              : (c <= 126521 || (c < 126541
                ? (c < 126535
                  ? (c < 126530
                    ? c == 126523
                    : c <= 126530)
                  : (c <= 126535 || (c < 126539
                    ? c == 126537
                    : c <= 126539)))
                : (c <= 126543 || (c < 126551
                  ? (c < 126548
                    ? (c >= 126545 && c <= 126546)
                    : c <= 126548)
                  : (c <= 126551 || (c < 126555
                    ? c == 126553
                    : c <= 126555)))))))
            : (c <= 126557 || (c < 126629
              ? (c < 126580
                ? (c < 126564
                  ? (c < 126561
                    ? c == 126559
                    : c <= 126562)
                  : (c <= 126564 || (c < 126572
                    ? (c >= 126567 && c <= 126570)
                    : c <= 126578)))
                : (c <= 126583 || (c < 126592
                  ? (c < 126590
                    ? (c >= 126585 && c <= 126588)
                    : c <= 126590)
                  : (c <= 126601 || (c < 126625
                    ? (c >= 126603 && c <= 126619)
                    : c <= 126627)))))
              : (c <= 126633 || (c < 177984
                ? (c < 130032
                  ? (c < 127232
                    ? (c >= 126635 && c <= 126651)
                    : c <= 127244)
                  : (c <= 130041 || (c < 173824
                    ? (c >= 131072 && c <= 173791)
                    : c <= 177976)))
                : (c <= 178205 || (c < 194560
                  ? (c < 183984
                    ? (c >= 178208 && c <= 183969)
                    : c <= 191456)
                  : (c <= 195101 || (c < 917760
                    ? (c >= 196608 && c <= 201546)
                    : c <= 917999)))))))))))))))));
}

static inline bool sym_name_character_set_1(int32_t c) {
  return (c < 43360
    ? (c < 4186
      ? (c < 2707
        ? (c < 1994
          ? (c < 931
            ? (c < 748
              ? (c < 192
                ? (c < 170
                  ? (c < 'a'
                    ? (c >= 'A' && c <= 'Z')
                    : c <= 'z')
                  : (c <= 170 || (c < 186
                    ? c == 181
                    : c <= 186)))
                : (c <= 214 || (c < 710
                  ? (c < 248
                    ? (c >= 216 && c <= 246)
                    : c <= 705)
                  : (c <= 721 || (c >= 736 && c <= 740)))))
              : (c <= 748 || (c < 895
                ? (c < 886
                  ? (c < 880
                    ? c == 750
                    : c <= 884)
                  : (c <= 887 || (c >= 890 && c <= 893)))
                : (c <= 895 || (c < 908
                  ? (c < 904
                    ? c == 902
                    : c <= 906)
                  : (c <= 908 || (c >= 910 && c <= 929)))))))
            : (c <= 1013 || (c < 1649
              ? (c < 1376
                ? (c < 1329
                  ? (c < 1162
                    ? (c >= 1015 && c <= 1153)
                    : c <= 1327)
                  : (c <= 1366 || c == 1369))
                : (c <= 1416 || (c < 1568
                  ? (c < 1519
                    ? (c >= 1488 && c <= 1514)
                    : c <= 1522)
                  : (c <= 1610 || (c >= 1646 && c <= 1647)))))
              : (c <= 1747 || (c < 1791
                ? (c < 1774
                  ? (c < 1765
                    ? c == 1749
                    : c <= 1766)
                  : (c <= 1775 || (c >= 1786 && c <= 1788)))
                : (c <= 1791 || (c < 1869
                  ? (c < 1810
                    ? c == 1808
                    : c <= 1839)
                  : (c <= 1957 || c == 1969))))))))
          : (c <= 2026 || (c < 2482
            ? (c < 2208
              ? (c < 2088
                ? (c < 2048
                  ? (c < 2042
                    ? (c >= 2036 && c <= 2037)
                    : c <= 2042)
                  : (c <= 2069 || (c < 2084
                    ? c == 2074
                    : c <= 2084)))
                : (c <= 2088 || (c < 2160
                  ? (c < 2144
                    ? (c >= 2112 && c <= 2136)
                    : c <= 2154)
                  : (c <= 2183 || (c >= 2185 && c <= 2190)))))
              : (c <= 2249 || (c < 2417
                ? (c < 2384
                  ? (c < 2365
                    ? (c >= 2308 && c <= 2361)
                    : c <= 2365)
                  : (c <= 2384 || (c >= 2392 && c <= 2401)))
                : (c <= 2432 || (c < 2451
                  ? (c < 2447
                    ? (c >= 2437 && c <= 2444)
                    : c <= 2448)
                  : (c <= 2472 || (c >= 2474 && c <= 2480)))))))
            : (c <= 2482 || (c < 2579
              ? (c < 2527
                ? (c < 2510
                  ? (c < 2493
                    ? (c >= 2486 && c <= 2489)
                    : c <= 2493)
                  : (c <= 2510 || (c >= 2524 && c <= 2525)))
                : (c <= 2529 || (c < 2565
                  ? (c < 2556
                    ? (c >= 2544 && c <= 2545)
                    : c <= 2556)
                  : (c <= 2570 || (c >= 2575 && c <= 2576)))))
              : (c <= 2600 || (c < 2649
                ? (c < 2613
                  ? (c < 2610
                    ? (c >= 2602 && c <= 2608)
                    : c <= 2611)
                  : (c <= 2614 || (c >= 2616 && c <= 2617)))
                : (c <= 2652 || (c < 2693
                  ? (c < 2674
                    ? c == 2654
                    : c <= 2676)
                  : (c <= 2701 || (c >= 2703 && c <= 2705)))))))))))
        : (c <= 2728 || (c < 3242
          ? (c < 2962
            ? (c < 2858
              ? (c < 2784
                ? (c < 2741
                  ? (c < 2738
                    ? (c >= 2730 && c <= 2736)
                    : c <= 2739)
                  : (c <= 2745 || (c < 2768
                    ? c == 2749
                    : c <= 2768)))
                : (c <= 2785 || (c < 2831
                  ? (c < 2821
                    ? c == 2809
                    : c <= 2828)
                  : (c <= 2832 || (c >= 2835 && c <= 2856)))))
              : (c <= 2864 || (c < 2911
                ? (c < 2877
                  ? (c < 2869
                    ? (c >= 2866 && c <= 2867)
                    : c <= 2873)
                  : (c <= 2877 || (c >= 2908 && c <= 2909)))
                : (c <= 2913 || (c < 2949
                  ? (c < 2947
                    ? c == 2929
                    : c <= 2947)
                  : (c <= 2954 || (c >= 2958 && c <= 2960)))))))
            : (c <= 2965 || (c < 3090
              ? (c < 2984
                ? (c < 2974
                  ? (c < 2972
                    ? (c >= 2969 && c <= 2970)
                    : c <= 2972)
                  : (c <= 2975 || (c >= 2979 && c <= 2980)))
                : (c <= 2986 || (c < 3077
                  ? (c < 3024
                    ? (c >= 2990 && c <= 3001)
                    : c <= 3024)
                  : (c <= 3084 || (c >= 3086 && c <= 3088)))))
              : (c <= 3112 || (c < 3168
                ? (c < 3160
                  ? (c < 3133
                    ? (c >= 3114 && c <= 3129)
                    : c <= 3133)
                  : (c <= 3162 || c == 3165))
                : (c <= 3169 || (c < 3214
                  ? (c < 3205
                    ? c == 3200
                    : c <= 3212)
                  : (c <= 3216 || (c >= 3218 && c <= 3240)))))))))
          : (c <= 3251 || (c < 3634
            ? (c < 3406
              ? (c < 3313
                ? (c < 3293
                  ? (c < 3261
                    ? (c >= 3253 && c <= 3257)
                    : c <= 3261)
                  : (c <= 3294 || (c >= 3296 && c <= 3297)))
                : (c <= 3314 || (c < 3346
                  ? (c < 3342
                    ? (c >= 3332 && c <= 3340)
                    : c <= 3344)
                  : (c <= 3386 || c == 3389))))
              : (c <= 3406 || (c < 3482
                ? (c < 3450
                  ? (c < 3423
                    ? (c >= 3412 && c <= 3414)
                    : c <= 3425)
                  : (c <= 3455 || (c >= 3461 && c <= 3478)))
                : (c <= 3505 || (c < 3520
                  ? (c < 3517
                    ? (c >= 3507 && c <= 3515)
                    : c <= 3517)
                  : (c <= 3526 || (c >= 3585 && c <= 3632)))))))
            : (c <= 3635 || (c < 3776
              ? (c < 3724
                ? (c < 3716
                  ? (c < 3713
                    ? (c >= 3648 && c <= 3654)
                    : c <= 3714)
                  : (c <= 3716 || (c >= 3718 && c <= 3722)))
                : (c <= 3747 || (c < 3762
                  ? (c < 3751
                    ? c == 3749
                    : c <= 3760)
                  : (c <= 3763 || c == 3773))))
              : (c <= 3780 || (c < 3913
                ? (c < 3840
                  ? (c < 3804
                    ? c == 3782
                    : c <= 3807)
                  : (c <= 3840 || (c >= 3904 && c <= 3911)))
                : (c <= 3948 || (c < 4159
                  ? (c < 4096
                    ? (c >= 3976 && c <= 3980)
                    : c <= 4138)
                  : (c <= 4159 || (c >= 4176 && c <= 4181)))))))))))))
      : (c <= 4189 || (c < 8118
        ? (c < 6108
          ? (c < 4802
            ? (c < 4682
              ? (c < 4256
                ? (c < 4206
                  ? (c < 4197
                    ? c == 4193
                    : c <= 4198)
                  : (c <= 4208 || (c < 4238
                    ? (c >= 4213 && c <= 4225)
                    : c <= 4238)))
                : (c <= 4293 || (c < 4304
                  ? (c < 4301
                    ? c == 4295
                    : c <= 4301)
                  : (c <= 4346 || (c >= 4348 && c <= 4680)))))
              : (c <= 4685 || (c < 4746
                ? (c < 4698
                  ? (c < 4696
                    ? (c >= 4688 && c <= 4694)
                    : c <= 4696)
                  : (c <= 4701 || (c >= 4704 && c <= 4744)))
                : (c <= 4749 || (c < 4792
                  ? (c < 4786
                    ? (c >= 4752 && c <= 4784)
                    : c <= 4789)
                  : (c <= 4798 || c == 4800))))))
            : (c <= 4805 || (c < 5761
              ? (c < 4992
                ? (c < 4882
                  ? (c < 4824
                    ? (c >= 4808 && c <= 4822)
                    : c <= 4880)
                  : (c <= 4885 || (c >= 4888 && c <= 4954)))
                : (c <= 5007 || (c < 5121
                  ? (c < 5112
                    ? (c >= 5024 && c <= 5109)
                    : c <= 5117)
                  : (c <= 5740 || (c >= 5743 && c <= 5759)))))
              : (c <= 5786 || (c < 5952
                ? (c < 5888
                  ? (c < 5873
                    ? (c >= 5792 && c <= 5866)
                    : c <= 5880)
                  : (c <= 5905 || (c >= 5919 && c <= 5937)))
                : (c <= 5969 || (c < 6016
                  ? (c < 5998
                    ? (c >= 5984 && c <= 5996)
                    : c <= 6000)
                  : (c <= 6067 || c == 6103))))))))
          : (c <= 6108 || (c < 7245
            ? (c < 6576
              ? (c < 6320
                ? (c < 6279
                  ? (c < 6272
                    ? (c >= 6176 && c <= 6264)
                    : c <= 6276)
                  : (c <= 6312 || c == 6314))
                : (c <= 6389 || (c < 6512
                  ? (c < 6480
                    ? (c >= 6400 && c <= 6430)
                    : c <= 6509)
                  : (c <= 6516 || (c >= 6528 && c <= 6571)))))
              : (c <= 6601 || (c < 6981
                ? (c < 6823
                  ? (c < 6688
                    ? (c >= 6656 && c <= 6678)
                    : c <= 6740)
                  : (c <= 6823 || (c >= 6917 && c <= 6963)))
                : (c <= 6988 || (c < 7098
                  ? (c < 7086
                    ? (c >= 7043 && c <= 7072)
                    : c <= 7087)
                  : (c <= 7141 || (c >= 7168 && c <= 7203)))))))
            : (c <= 7247 || (c < 7680
              ? (c < 7401
                ? (c < 7312
                  ? (c < 7296
                    ? (c >= 7258 && c <= 7293)
                    : c <= 7304)
                  : (c <= 7354 || (c >= 7357 && c <= 7359)))
                : (c <= 7404 || (c < 7418
                  ? (c < 7413
                    ? (c >= 7406 && c <= 7411)
                    : c <= 7414)
                  : (c <= 7418 || (c >= 7424 && c <= 7615)))))
              : (c <= 7957 || (c < 8025
                ? (c < 8008
                  ? (c < 7968
                    ? (c >= 7960 && c <= 7965)
                    : c <= 8005)
                  : (c <= 8013 || (c >= 8016 && c <= 8023)))
                : (c <= 8025 || (c < 8031
                  ? (c < 8029
                    ? c == 8027
                    : c <= 8029)
                  : (c <= 8061 || (c >= 8064 && c <= 8116)))))))))))
        : (c <= 8124 || (c < 11728
          ? (c < 8495
            ? (c < 8336
              ? (c < 8160
                ? (c < 8134
                  ? (c < 8130
                    ? c == 8126
                    : c <= 8132)
                  : (c <= 8140 || (c < 8150
                    ? (c >= 8144 && c <= 8147)
                    : c <= 8155)))
                : (c <= 8172 || (c < 8305
                  ? (c < 8182
                    ? (c >= 8178 && c <= 8180)
                    : c <= 8188)
                  : (c <= 8305 || c == 8319))))
              : (c <= 8348 || (c < 8473
                ? (c < 8458
                  ? (c < 8455
                    ? c == 8450
                    : c <= 8455)
                  : (c <= 8467 || c == 8469))
                : (c <= 8477 || (c < 8488
                  ? (c < 8486
                    ? c == 8484
                    : c <= 8486)
                  : (c <= 8488 || (c >= 8490 && c <= 8493)))))))
            : (c <= 8505 || (c < 11565
              ? (c < 11264
                ? (c < 8526
                  ? (c < 8517
                    ? (c >= 8508 && c <= 8511)
                    : c <= 8521)
                  : (c <= 8526 || (c >= 8579 && c <= 8580)))
                : (c <= 11492 || (c < 11520
                  ? (c < 11506
                    ? (c >= 11499 && c <= 11502)
                    : c <= 11507)
                  : (c <= 11557 || c == 11559))))
              : (c <= 11565 || (c < 11688
                ? (c < 11648
                  ? (c < 11631
                    ? (c >= 11568 && c <= 11623)
                    : c <= 11631)
                  : (c <= 11670 || (c >= 11680 && c <= 11686)))
                : (c <= 11694 || (c < 11712
                  ? (c < 11704
                    ? (c >= 11696 && c <= 11702)
                    : c <= 11710)
                  : (c <= 11718 || (c >= 11720 && c <= 11726)))))))))
          : (c <= 11734 || (c < 42560
            ? (c < 12549
              ? (c < 12347
                ? (c < 12293
                  ? (c < 11823
                    ? (c >= 11736 && c <= 11742)
                    : c <= 11823)
                  : (c <= 12294 || (c >= 12337 && c <= 12341)))
                : (c <= 12348 || (c < 12449
                  ? (c < 12445
                    ? (c >= 12353 && c <= 12438)
                    : c <= 12447)
                  : (c <= 12538 || (c >= 12540 && c <= 12543)))))
              : (c <= 12591 || (c < 19968
                ? (c < 12784
                  ? (c < 12704
                    ? (c >= 12593 && c <= 12686)
                    : c <= 12735)
                  : (c <= 12799 || (c >= 13312 && c <= 19903)))
                : (c <= 42124 || (c < 42512
                  ? (c < 42240
                    ? (c >= 42192 && c <= 42237)
                    : c <= 42508)
                  : (c <= 42527 || (c >= 42538 && c <= 42539)))))))
            : (c <= 42606 || (c < 43011
              ? (c < 42891
                ? (c < 42775
                  ? (c < 42656
                    ? (c >= 42623 && c <= 42653)
                    : c <= 42725)
                  : (c <= 42783 || (c >= 42786 && c <= 42888)))
                : (c <= 42954 || (c < 42965
                  ? (c < 42963
                    ? (c >= 42960 && c <= 42961)
                    : c <= 42963)
                  : (c <= 42969 || (c >= 42994 && c <= 43009)))))
              : (c <= 43013 || (c < 43250
                ? (c < 43072
                  ? (c < 43020
                    ? (c >= 43015 && c <= 43018)
                    : c <= 43042)
                  : (c <= 43123 || (c >= 43138 && c <= 43187)))
                : (c <= 43255 || (c < 43274
                  ? (c < 43261
                    ? c == 43259
                    : c <= 43262)
                  : (c <= 43301 || (c >= 43312 && c <= 43334)))))))))))))))
    : (c <= 43388 || (c < 70751
      ? (c < 66967
        ? (c < 64323
          ? (c < 43785
            ? (c < 43646
              ? (c < 43520
                ? (c < 43488
                  ? (c < 43471
                    ? (c >= 43396 && c <= 43442)
                    : c <= 43471)
                  : (c <= 43492 || (c < 43514
                    ? (c >= 43494 && c <= 43503)
                    : c <= 43518)))
                : (c <= 43560 || (c < 43616
                  ? (c < 43588
                    ? (c >= 43584 && c <= 43586)
                    : c <= 43595)
                  : (c <= 43638 || c == 43642))))
              : (c <= 43695 || (c < 43714
                ? (c < 43705
                  ? (c < 43701
                    ? c == 43697
                    : c <= 43702)
                  : (c <= 43709 || c == 43712))
                : (c <= 43714 || (c < 43762
                  ? (c < 43744
                    ? (c >= 43739 && c <= 43741)
                    : c <= 43754)
                  : (c <= 43764 || (c >= 43777 && c <= 43782)))))))
            : (c <= 43790 || (c < 63744
              ? (c < 43868
                ? (c < 43816
                  ? (c < 43808
                    ? (c >= 43793 && c <= 43798)
                    : c <= 43814)
                  : (c <= 43822 || (c >= 43824 && c <= 43866)))
                : (c <= 43881 || (c < 55216
                  ? (c < 44032
                    ? (c >= 43888 && c <= 44002)
                    : c <= 55203)
                  : (c <= 55238 || (c >= 55243 && c <= 55291)))))
              : (c <= 64109 || (c < 64287
                ? (c < 64275
                  ? (c < 64256
                    ? (c >= 64112 && c <= 64217)
                    : c <= 64262)
                  : (c <= 64279 || c == 64285))
                : (c <= 64296 || (c < 64318
                  ? (c < 64312
                    ? (c >= 64298 && c <= 64310)
                    : c <= 64316)
                  : (c <= 64318 || (c >= 64320 && c <= 64321)))))))))
          : (c <= 64324 || (c < 65616
            ? (c < 65382
              ? (c < 65008
                ? (c < 64848
                  ? (c < 64467
                    ? (c >= 64326 && c <= 64433)
                    : c <= 64829)
                  : (c <= 64911 || (c >= 64914 && c <= 64967)))
                : (c <= 65019 || (c < 65313
                  ? (c < 65142
                    ? (c >= 65136 && c <= 65140)
                    : c <= 65276)
                  : (c <= 65338 || (c >= 65345 && c <= 65370)))))
              : (c <= 65470 || (c < 65536
                ? (c < 65490
                  ? (c < 65482
                    ? (c >= 65474 && c <= 65479)
                    : c <= 65487)
                  : (c <= 65495 || (c >= 65498 && c <= 65500)))
                : (c <= 65547 || (c < 65596
                  ? (c < 65576
                    ? (c >= 65549 && c <= 65574)
                    : c <= 65594)
                  : (c <= 65597 || (c >= 65599 && c <= 65613)))))))
            : (c <= 65629 || (c < 66504
              ? (c < 66349
                ? (c < 66208
                  ? (c < 66176
                    ? (c >= 65664 && c <= 65786)
                    : c <= 66204)
                  : (c <= 66256 || (c >= 66304 && c <= 66335)))
                : (c <= 66368 || (c < 66432
                  ? (c < 66384
                    ? (c >= 66370 && c <= 66377)
                    : c <= 66421)
                  : (c <= 66461 || (c >= 66464 && c <= 66499)))))
              : (c <= 66511 || (c < 66864
                ? (c < 66776
                  ? (c < 66736
                    ? (c >= 66560 && c <= 66717)
                    : c <= 66771)
                  : (c <= 66811 || (c >= 66816 && c <= 66855)))
                : (c <= 66915 || (c < 66956
                  ? (c < 66940
                    ? (c >= 66928 && c <= 66938)
                    : c <= 66954)
                  : (c <= 66962 || (c >= 66964 && c <= 66965)))))))))))
        : (c <= 66977 || (c < 69296
          ? (c < 67872
            ? (c < 67592
              ? (c < 67424
                ? (c < 67003
                  ? (c < 66995
                    ? (c >= 66979 && c <= 66993)
                    : c <= 67001)
                  : (c <= 67004 || (c < 67392
                    ? (c >= 67072 && c <= 67382)
                    : c <= 67413)))
                : (c <= 67431 || (c < 67506
                  ? (c < 67463
                    ? (c >= 67456 && c <= 67461)
                    : c <= 67504)
                  : (c <= 67514 || (c >= 67584 && c <= 67589)))))
              : (c <= 67592 || (c < 67680
                ? (c < 67644
                  ? (c < 67639
                    ? (c >= 67594 && c <= 67637)
                    : c <= 67640)
                  : (c <= 67644 || (c >= 67647 && c <= 67669)))
                : (c <= 67702 || (c < 67828
                  ? (c < 67808
                    ? (c >= 67712 && c <= 67742)
                    : c <= 67826)
                  : (c <= 67829 || (c >= 67840 && c <= 67861)))))))
            : (c <= 67897 || (c < 68297
              ? (c < 68117
                ? (c < 68096
                  ? (c < 68030
                    ? (c >= 67968 && c <= 68023)
                    : c <= 68031)
                  : (c <= 68096 || (c >= 68112 && c <= 68115)))
                : (c <= 68119 || (c < 68224
                  ? (c < 68192
                    ? (c >= 68121 && c <= 68149)
                    : c <= 68220)
                  : (c <= 68252 || (c >= 68288 && c <= 68295)))))
              : (c <= 68324 || (c < 68608
                ? (c < 68448
                  ? (c < 68416
                    ? (c >= 68352 && c <= 68405)
                    : c <= 68437)
                  : (c <= 68466 || (c >= 68480 && c <= 68497)))
                : (c <= 68680 || (c < 68864
                  ? (c < 68800
                    ? (c >= 68736 && c <= 68786)
                    : c <= 68850)
                  : (c <= 68899 || (c >= 69248 && c <= 69289)))))))))
          : (c <= 69297 || (c < 70108
            ? (c < 69763
              ? (c < 69552
                ? (c < 69424
                  ? (c < 69415
                    ? (c >= 69376 && c <= 69404)
                    : c <= 69415)
                  : (c <= 69445 || (c >= 69488 && c <= 69505)))
                : (c <= 69572 || (c < 69745
                  ? (c < 69635
                    ? (c >= 69600 && c <= 69622)
                    : c <= 69687)
                  : (c <= 69746 || c == 69749))))
              : (c <= 69807 || (c < 69968
                ? (c < 69956
                  ? (c < 69891
                    ? (c >= 69840 && c <= 69864)
                    : c <= 69926)
                  : (c <= 69956 || c == 69959))
                : (c <= 70002 || (c < 70081
                  ? (c < 70019
                    ? c == 70006
                    : c <= 70066)
                  : (c <= 70084 || c == 70106))))))
            : (c <= 70108 || (c < 70415
              ? (c < 70282
                ? (c < 70272
                  ? (c < 70163
                    ? (c >= 70144 && c <= 70161)
                    : c <= 70187)
                  : (c <= 70278 || c == 70280))
                : (c <= 70285 || (c < 70320
                  ? (c < 70303
                    ? (c >= 70287 && c <= 70301)
                    : c <= 70312)
                  : (c <= 70366 || (c >= 70405 && c <= 70412)))))
              : (c <= 70416 || (c < 70461
                ? (c < 70450
                  ? (c < 70442
                    ? (c >= 70419 && c <= 70440)
                    : c <= 70448)
                  : (c <= 70451 || (c >= 70453 && c <= 70457)))
                : (c <= 70461 || (c < 70656
                  ? (c < 70493
                    ? c == 70480
                    : c <= 70497)
                  : (c <= 70708 || (c >= 70727 && c <= 70730)))))))))))))
      : (c <= 70753 || (c < 119966
        ? (c < 73063
          ? (c < 72096
            ? (c < 71488
              ? (c < 71168
                ? (c < 70855
                  ? (c < 70852
                    ? (c >= 70784 && c <= 70831)
                    : c <= 70853)
                  : (c <= 70855 || (c < 71128
                    ? (c >= 71040 && c <= 71086)
                    : c <= 71131)))
                : (c <= 71215 || (c < 71352
                  ? (c < 71296
                    ? c == 71236
                    : c <= 71338)
                  : (c <= 71352 || (c >= 71424 && c <= 71450)))))
              : (c <= 71494 || (c < 71948
                ? (c < 71935
                  ? (c < 71840
                    ? (c >= 71680 && c <= 71723)
                    : c <= 71903)
                  : (c <= 71942 || c == 71945))
                : (c <= 71955 || (c < 71999
                  ? (c < 71960
                    ? (c >= 71957 && c <= 71958)
                    : c <= 71983)
                  : (c <= 71999 || c == 72001))))))
            : (c <= 72103 || (c < 72368
              ? (c < 72203
                ? (c < 72163
                  ? (c < 72161
                    ? (c >= 72106 && c <= 72144)
                    : c <= 72161)
                  : (c <= 72163 || c == 72192))
                : (c <= 72242 || (c < 72284
                  ? (c < 72272
                    ? c == 72250
                    : c <= 72272)
                  : (c <= 72329 || c == 72349))))
              : (c <= 72440 || (c < 72960
                ? (c < 72768
                  ? (c < 72714
                    ? (c >= 72704 && c <= 72712)
                    : c <= 72750)
                  : (c <= 72768 || (c >= 72818 && c <= 72847)))
                : (c <= 72966 || (c < 73030
                  ? (c < 72971
                    ? (c >= 72968 && c <= 72969)
                    : c <= 73008)
                  : (c <= 73030 || (c >= 73056 && c <= 73061)))))))))
          : (c <= 73064 || (c < 94032
            ? (c < 92160
              ? (c < 73728
                ? (c < 73440
                  ? (c < 73112
                    ? (c >= 73066 && c <= 73097)
                    : c <= 73112)
                  : (c <= 73458 || c == 73648))
                : (c <= 74649 || (c < 77824
                  ? (c < 77712
                    ? (c >= 74880 && c <= 75075)
                    : c <= 77808)
                  : (c <= 78894 || (c >= 82944 && c <= 83526)))))
              : (c <= 92728 || (c < 92992
                ? (c < 92880
                  ? (c < 92784
                    ? (c >= 92736 && c <= 92766)
                    : c <= 92862)
                  : (c <= 92909 || (c >= 92928 && c <= 92975)))
                : (c <= 92995 || (c < 93760
                  ? (c < 93053
                    ? (c >= 93027 && c <= 93047)
                    : c <= 93071)
                  : (c <= 93823 || (c >= 93952 && c <= 94026)))))))
            : (c <= 94032 || (c < 110592
              ? (c < 100352
                ? (c < 94179
                  ? (c < 94176
                    ? (c >= 94099 && c <= 94111)
                    : c <= 94177)
                  : (c <= 94179 || (c >= 94208 && c <= 100343)))
                : (c <= 101589 || (c < 110581
                  ? (c < 110576
                    ? (c >= 101632 && c <= 101640)
                    : c <= 110579)
                  : (c <= 110587 || (c >= 110589 && c <= 110590)))))
              : (c <= 110882 || (c < 113776
                ? (c < 110960
                  ? (c < 110948
                    ? (c >= 110928 && c <= 110930)
                    : c <= 110951)
                  : (c <= 111355 || (c >= 113664 && c <= 113770)))
                : (c <= 113788 || (c < 119808
                  ? (c < 113808
                    ? (c >= 113792 && c <= 113800)
                    : c <= 113817)
                  : (c <= 119892 || (c >= 119894 && c <= 119964)))))))))))
        : (c <= 119967 || (c < 126464
          ? (c < 120598
            ? (c < 120094
              ? (c < 119997
                ? (c < 119977
                  ? (c < 119973
                    ? c == 119970
                    : c <= 119974)
                  : (c <= 119980 || (c < 119995
                    ? (c >= 119982 && c <= 119993)
                    : c <= 119995)))
                : (c <= 120003 || (c < 120077
                  ? (c < 120071
                    ? (c >= 120005 && c <= 120069)
                    : c <= 120074)
                  : (c <= 120084 || (c >= 120086 && c <= 120092)))))
              : (c <= 120121 || (c < 120146
                ? (c < 120134
                  ? (c < 120128
                    ? (c >= 120123 && c <= 120126)
                    : c <= 120132)
                  : (c <= 120134 || (c >= 120138 && c <= 120144)))
                : (c <= 120485 || (c < 120540
                  ? (c < 120514
                    ? (c >= 120488 && c <= 120512)
                    : c <= 120538)
                  : (c <= 120570 || (c >= 120572 && c <= 120596)))))))
            : (c <= 120628 || (c < 123214
              ? (c < 120746
                ? (c < 120688
                  ? (c < 120656
                    ? (c >= 120630 && c <= 120654)
                    : c <= 120686)
                  : (c <= 120712 || (c >= 120714 && c <= 120744)))
                : (c <= 120770 || (c < 123136
                  ? (c < 122624
                    ? (c >= 120772 && c <= 120779)
                    : c <= 122654)
                  : (c <= 123180 || (c >= 123191 && c <= 123197)))))
              : (c <= 123214 || (c < 124909
                ? (c < 124896
                  ? (c < 123584
                    ? (c >= 123536 && c <= 123565)
                    : c <= 123627)
                  : (c <= 124902 || (c >= 124904 && c <= 124907)))
                : (c <= 124910 || (c < 125184
                  ? (c < 124928
                    ? (c >= 124912 && c <= 124926)
                    : c <= 125124)
                  : (c <= 125251 || c == 125259))))))))
          : (c <= 126467 || (c < 126559
            ? (c < 126535
              ? (c < 126505
                ? (c < 126500
                  ? (c < 126497
                    ? (c >= 126469 && c <= 126495)
                    : c <= 126498)
                  : (c <= 126500 || c == 126503))
                : (c <= 126514 || (c < 126523
                  ? (c < 126521
                    ? (c >= 126516 && c <= 126519)
                    : c <= 126521)
                  : (c <= 126523 || c == 126530))))
              : (c <= 126535 || (c < 126548
                ? (c < 126541
                  ? (c < 126539
                    ? c == 126537
                    : c <= 126539)
                  : (c <= 126543 || (c >= 126545 && c <= 126546)))
                : (c <= 126548 || (c < 126555
                  ? (c < 126553
                    ? c == 126551
                    : c <= 126553)
                  : (c <= 126555 || c == 126557))))))
            : (c <= 126559 || (c < 126625
              ? (c < 126580
                ? (c < 126567
                  ? (c < 126564
                    ? (c >= 126561 && c <= 126562)
                    : c <= 126564)
                  : (c <= 126570 || (c >= 126572 && c <= 126578)))
                : (c <= 126583 || (c < 126592
                  ? (c < 126590
                    ? (c >= 126585 && c <= 126588)
                    : c <= 126590)
                  : (c <= 126601 || (c >= 126603 && c <= 126619)))))
              : (c <= 126627 || (c < 177984
                ? (c < 131072
                  ? (c < 126635
                    ? (c >= 126629 && c <= 126633)
                    : c <= 126651)
                  : (c <= 173791 || (c >= 173824 && c <= 177976)))
                : (c <= 178205 || (c < 194560
                  ? (c < 183984
                    ? (c >= 178208 && c <= 183969)
                    : c <= 191456)
                  : (c <= 195101 || (c >= 196608 && c <= 201546)))))))))))))))));
}

static inline bool sym_name_character_set_2(int32_t c) {
  return (c < 43520
    ? (c < 3792
      ? (c < 2741
        ? (c < 2042
          ? (c < 908
            ? (c < 216
              ? (c < 170
                ? (c < 'A'
                  ? (c < '-'
                    ? c == '\''
                    : (c <= '.' || (c >= '0' && c <= '9')))
                  : (c <= 'Z' || (c < 'b'
                    ? c == '_'
                    : c <= 'z')))
                : (c <= 170 || (c < 185
                  ? (c < 181
                    ? (c >= 178 && c <= 179)
                    : c <= 181)
                  : (c <= 186 || (c < 192
                    ? (c >= 188 && c <= 190)
                    : c <= 214)))))
              : (c <= 246 || (c < 768
                ? (c < 736
                  ? (c < 710
                    ? (c >= 248 && c <= 705)
                    : c <= 721)
                  : (c <= 740 || (c < 750
                    ? c == 748
                    : c <= 750)))
                : (c <= 884 || (c < 895
                  ? (c < 890
                    ? (c >= 886 && c <= 887)
                    : c <= 893)
                  : (c <= 895 || (c < 904
                    ? c == 902
                    : c <= 906)))))))
            : (c <= 908 || (c < 1488
              ? (c < 1376
                ? (c < 1155
                  ? (c < 931
                    ? (c >= 910 && c <= 929)
                    : (c <= 1013 || (c >= 1015 && c <= 1153)))
                  : (c <= 1327 || (c < 1369
                    ? (c >= 1329 && c <= 1366)
                    : c <= 1369)))
                : (c <= 1416 || (c < 1473
                  ? (c < 1471
                    ? (c >= 1425 && c <= 1469)
                    : c <= 1471)
                  : (c <= 1474 || (c < 1479
                    ? (c >= 1476 && c <= 1477)
                    : c <= 1479)))))
              : (c <= 1514 || (c < 1759
                ? (c < 1568
                  ? (c < 1552
                    ? (c >= 1519 && c <= 1522)
                    : c <= 1562)
                  : (c <= 1641 || (c < 1749
                    ? (c >= 1646 && c <= 1747)
                    : c <= 1756)))
                : (c <= 1768 || (c < 1808
                  ? (c < 1791
                    ? (c >= 1770 && c <= 1788)
                    : c <= 1791)
                  : (c <= 1866 || (c < 1984
                    ? (c >= 1869 && c <= 1969)
                    : c <= 2037)))))))))
          : (c <= 2042 || (c < 2556
            ? (c < 2451
              ? (c < 2200
                ? (c < 2144
                  ? (c < 2048
                    ? c == 2045
                    : (c <= 2093 || (c >= 2112 && c <= 2139)))
                  : (c <= 2154 || (c < 2185
                    ? (c >= 2160 && c <= 2183)
                    : c <= 2190)))
                : (c <= 2273 || (c < 2417
                  ? (c < 2406
                    ? (c >= 2275 && c <= 2403)
                    : c <= 2415)
                  : (c <= 2435 || (c < 2447
                    ? (c >= 2437 && c <= 2444)
                    : c <= 2448)))))
              : (c <= 2472 || (c < 2507
                ? (c < 2486
                  ? (c < 2482
                    ? (c >= 2474 && c <= 2480)
                    : c <= 2482)
                  : (c <= 2489 || (c < 2503
                    ? (c >= 2492 && c <= 2500)
                    : c <= 2504)))
                : (c <= 2510 || (c < 2527
                  ? (c < 2524
                    ? c == 2519
                    : c <= 2525)
                  : (c <= 2531 || (c < 2548
                    ? (c >= 2534 && c <= 2545)
                    : c <= 2553)))))))
            : (c <= 2556 || (c < 2631
              ? (c < 2602
                ? (c < 2565
                  ? (c < 2561
                    ? c == 2558
                    : c <= 2563)
                  : (c <= 2570 || (c < 2579
                    ? (c >= 2575 && c <= 2576)
                    : c <= 2600)))
                : (c <= 2608 || (c < 2616
                  ? (c < 2613
                    ? (c >= 2610 && c <= 2611)
                    : c <= 2614)
                  : (c <= 2617 || (c < 2622
                    ? c == 2620
                    : c <= 2626)))))
              : (c <= 2632 || (c < 2689
                ? (c < 2649
                  ? (c < 2641
                    ? (c >= 2635 && c <= 2637)
                    : c <= 2641)
                  : (c <= 2652 || (c < 2662
                    ? c == 2654
                    : c <= 2677)))
                : (c <= 2691 || (c < 2707
                  ? (c < 2703
                    ? (c >= 2693 && c <= 2701)
                    : c <= 2705)
                  : (c <= 2728 || (c < 2738
                    ? (c >= 2730 && c <= 2736)
                    : c <= 2739)))))))))))
        : (c <= 2745 || (c < 3168
          ? (c < 2958
            ? (c < 2866
              ? (c < 2809
                ? (c < 2768
                  ? (c < 2759
                    ? (c >= 2748 && c <= 2757)
                    : (c <= 2761 || (c >= 2763 && c <= 2765)))
                  : (c <= 2768 || (c < 2790
                    ? (c >= 2784 && c <= 2787)
                    : c <= 2799)))
                : (c <= 2815 || (c < 2831
                  ? (c < 2821
                    ? (c >= 2817 && c <= 2819)
                    : c <= 2828)
                  : (c <= 2832 || (c < 2858
                    ? (c >= 2835 && c <= 2856)
                    : c <= 2864)))))
              : (c <= 2867 || (c < 2908
                ? (c < 2887
                  ? (c < 2876
                    ? (c >= 2869 && c <= 2873)
                    : c <= 2884)
                  : (c <= 2888 || (c < 2901
                    ? (c >= 2891 && c <= 2893)
                    : c <= 2903)))
                : (c <= 2909 || (c < 2929
                  ? (c < 2918
                    ? (c >= 2911 && c <= 2915)
                    : c <= 2927)
                  : (c <= 2935 || (c < 2949
                    ? (c >= 2946 && c <= 2947)
                    : c <= 2954)))))))
            : (c <= 2960 || (c < 3031
              ? (c < 2984
                ? (c < 2972
                  ? (c < 2969
                    ? (c >= 2962 && c <= 2965)
                    : c <= 2970)
                  : (c <= 2972 || (c < 2979
                    ? (c >= 2974 && c <= 2975)
                    : c <= 2980)))
                : (c <= 2986 || (c < 3014
                  ? (c < 3006
                    ? (c >= 2990 && c <= 3001)
                    : c <= 3010)
                  : (c <= 3016 || (c < 3024
                    ? (c >= 3018 && c <= 3021)
                    : c <= 3024)))))
              : (c <= 3031 || (c < 3132
                ? (c < 3086
                  ? (c < 3072
                    ? (c >= 3046 && c <= 3058)
                    : c <= 3084)
                  : (c <= 3088 || (c < 3114
                    ? (c >= 3090 && c <= 3112)
                    : c <= 3129)))
                : (c <= 3140 || (c < 3157
                  ? (c < 3146
                    ? (c >= 3142 && c <= 3144)
                    : c <= 3149)
                  : (c <= 3158 || (c < 3165
                    ? (c >= 3160 && c <= 3162)
                    : c <= 3165)))))))))
          : (c <= 3171 || (c < 3457
            ? (c < 3293
              ? (c < 3242
                ? (c < 3205
                  ? (c < 3192
                    ? (c >= 3174 && c <= 3183)
                    : (c <= 3198 || (c >= 3200 && c <= 3203)))
                  : (c <= 3212 || (c < 3218
                    ? (c >= 3214 && c <= 3216)
                    : c <= 3240)))
                : (c <= 3251 || (c < 3270
                  ? (c < 3260
                    ? (c >= 3253 && c <= 3257)
                    : c <= 3268)
                  : (c <= 3272 || (c < 3285
                    ? (c >= 3274 && c <= 3277)
                    : c <= 3286)))))
              : (c <= 3294 || (c < 3346
                ? (c < 3313
                  ? (c < 3302
                    ? (c >= 3296 && c <= 3299)
                    : c <= 3311)
                  : (c <= 3314 || (c < 3342
                    ? (c >= 3328 && c <= 3340)
                    : c <= 3344)))
                : (c <= 3396 || (c < 3412
                  ? (c < 3402
                    ? (c >= 3398 && c <= 3400)
                    : c <= 3406)
                  : (c <= 3427 || (c < 3450
                    ? (c >= 3430 && c <= 3448)
                    : c <= 3455)))))))
            : (c <= 3459 || (c < 3585
              ? (c < 3530
                ? (c < 3507
                  ? (c < 3482
                    ? (c >= 3461 && c <= 3478)
                    : c <= 3505)
                  : (c <= 3515 || (c < 3520
                    ? c == 3517
                    : c <= 3526)))
                : (c <= 3530 || (c < 3544
                  ? (c < 3542
                    ? (c >= 3535 && c <= 3540)
                    : c <= 3542)
                  : (c <= 3551 || (c < 3570
                    ? (c >= 3558 && c <= 3567)
                    : c <= 3571)))))
              : (c <= 3642 || (c < 3724
                ? (c < 3713
                  ? (c < 3664
                    ? (c >= 3648 && c <= 3662)
                    : c <= 3673)
                  : (c <= 3714 || (c < 3718
                    ? c == 3716
                    : c <= 3722)))
                : (c <= 3747 || (c < 3776
                  ? (c < 3751
                    ? c == 3749
                    : c <= 3773)
                  : (c <= 3780 || (c < 3784
                    ? c == 3782
                    : c <= 3789)))))))))))))
      : (c <= 3801 || (c < 8064
        ? (c < 5984
          ? (c < 4704
            ? (c < 4038
              ? (c < 3897
                ? (c < 3872
                  ? (c < 3840
                    ? (c >= 3804 && c <= 3807)
                    : (c <= 3840 || (c >= 3864 && c <= 3865)))
                  : (c <= 3891 || (c < 3895
                    ? c == 3893
                    : c <= 3895)))
                : (c <= 3897 || (c < 3953
                  ? (c < 3913
                    ? (c >= 3902 && c <= 3911)
                    : c <= 3948)
                  : (c <= 3972 || (c < 3993
                    ? (c >= 3974 && c <= 3991)
                    : c <= 4028)))))
              : (c <= 4038 || (c < 4304
                ? (c < 4256
                  ? (c < 4176
                    ? (c >= 4096 && c <= 4169)
                    : c <= 4253)
                  : (c <= 4293 || (c < 4301
                    ? c == 4295
                    : c <= 4301)))
                : (c <= 4346 || (c < 4688
                  ? (c < 4682
                    ? (c >= 4348 && c <= 4680)
                    : c <= 4685)
                  : (c <= 4694 || (c < 4698
                    ? c == 4696
                    : c <= 4701)))))))
            : (c <= 4744 || (c < 4969
              ? (c < 4802
                ? (c < 4786
                  ? (c < 4752
                    ? (c >= 4746 && c <= 4749)
                    : c <= 4784)
                  : (c <= 4789 || (c < 4800
                    ? (c >= 4792 && c <= 4798)
                    : c <= 4800)))
                : (c <= 4805 || (c < 4882
                  ? (c < 4824
                    ? (c >= 4808 && c <= 4822)
                    : c <= 4880)
                  : (c <= 4885 || (c < 4957
                    ? (c >= 4888 && c <= 4954)
                    : c <= 4959)))))
              : (c <= 4988 || (c < 5761
                ? (c < 5112
                  ? (c < 5024
                    ? (c >= 4992 && c <= 5007)
                    : c <= 5109)
                  : (c <= 5117 || (c < 5743
                    ? (c >= 5121 && c <= 5740)
                    : c <= 5759)))
                : (c <= 5786 || (c < 5888
                  ? (c < 5870
                    ? (c >= 5792 && c <= 5866)
                    : c <= 5880)
                  : (c <= 5909 || (c < 5952
                    ? (c >= 5919 && c <= 5940)
                    : c <= 5971)))))))))
          : (c <= 5996 || (c < 6800
            ? (c < 6400
              ? (c < 6128
                ? (c < 6103
                  ? (c < 6002
                    ? (c >= 5998 && c <= 6000)
                    : (c <= 6003 || (c >= 6016 && c <= 6099)))
                  : (c <= 6103 || (c < 6112
                    ? (c >= 6108 && c <= 6109)
                    : c <= 6121)))
                : (c <= 6137 || (c < 6176
                  ? (c < 6159
                    ? (c >= 6155 && c <= 6157)
                    : c <= 6169)
                  : (c <= 6264 || (c < 6320
                    ? (c >= 6272 && c <= 6314)
                    : c <= 6389)))))
              : (c <= 6430 || (c < 6576
                ? (c < 6470
                  ? (c < 6448
                    ? (c >= 6432 && c <= 6443)
                    : c <= 6459)
                  : (c <= 6509 || (c < 6528
                    ? (c >= 6512 && c <= 6516)
                    : c <= 6571)))
                : (c <= 6601 || (c < 6688
                  ? (c < 6656
                    ? (c >= 6608 && c <= 6618)
                    : c <= 6683)
                  : (c <= 6750 || (c < 6783
                    ? (c >= 6752 && c <= 6780)
                    : c <= 6793)))))))
            : (c <= 6809 || (c < 7357
              ? (c < 7040
                ? (c < 6912
                  ? (c < 6832
                    ? c == 6823
                    : c <= 6862)
                  : (c <= 6988 || (c < 7019
                    ? (c >= 6992 && c <= 7001)
                    : c <= 7027)))
                : (c <= 7155 || (c < 7245
                  ? (c < 7232
                    ? (c >= 7168 && c <= 7223)
                    : c <= 7241)
                  : (c <= 7293 || (c < 7312
                    ? (c >= 7296 && c <= 7304)
                    : c <= 7354)))))
              : (c <= 7359 || (c < 8008
                ? (c < 7424
                  ? (c < 7380
                    ? (c >= 7376 && c <= 7378)
                    : c <= 7418)
                  : (c <= 7957 || (c < 7968
                    ? (c >= 7960 && c <= 7965)
                    : c <= 8005)))
                : (c <= 8013 || (c < 8027
                  ? (c < 8025
                    ? (c >= 8016 && c <= 8023)
                    : c <= 8025)
                  : (c <= 8027 || (c < 8031
                    ? c == 8029
                    : c <= 8061)))))))))))
        : (c <= 8116 || (c < 11744
          ? (c < 8508
            ? (c < 8336
              ? (c < 8160
                ? (c < 8134
                  ? (c < 8126
                    ? (c >= 8118 && c <= 8124)
                    : (c <= 8126 || (c >= 8130 && c <= 8132)))
                  : (c <= 8140 || (c < 8150
                    ? (c >= 8144 && c <= 8147)
                    : c <= 8155)))
                : (c <= 8172 || (c < 8304
                  ? (c < 8182
                    ? (c >= 8178 && c <= 8180)
                    : c <= 8188)
                  : (c <= 8305 || (c < 8319
                    ? (c >= 8308 && c <= 8313)
                    : c <= 8329)))))
              : (c <= 8348 || (c < 8473
                ? (c < 8455
                  ? (c < 8450
                    ? (c >= 8400 && c <= 8432)
                    : c <= 8450)
                  : (c <= 8455 || (c < 8469
                    ? (c >= 8458 && c <= 8467)
                    : c <= 8469)))
                : (c <= 8477 || (c < 8488
                  ? (c < 8486
                    ? c == 8484
                    : c <= 8486)
                  : (c <= 8488 || (c < 8495
                    ? (c >= 8490 && c <= 8493)
                    : c <= 8505)))))))
            : (c <= 8511 || (c < 11565
              ? (c < 10102
                ? (c < 8528
                  ? (c < 8526
                    ? (c >= 8517 && c <= 8521)
                    : c <= 8526)
                  : (c <= 8585 || (c < 9450
                    ? (c >= 9312 && c <= 9371)
                    : c <= 9471)))
                : (c <= 10131 || (c < 11517
                  ? (c < 11499
                    ? (c >= 11264 && c <= 11492)
                    : c <= 11507)
                  : (c <= 11517 || (c < 11559
                    ? (c >= 11520 && c <= 11557)
                    : c <= 11559)))))
              : (c <= 11565 || (c < 11696
                ? (c < 11647
                  ? (c < 11631
                    ? (c >= 11568 && c <= 11623)
                    : c <= 11631)
                  : (c <= 11670 || (c < 11688
                    ? (c >= 11680 && c <= 11686)
                    : c <= 11694)))
                : (c <= 11702 || (c < 11720
                  ? (c < 11712
                    ? (c >= 11704 && c <= 11710)
                    : c <= 11718)
                  : (c <= 11726 || (c < 11736
                    ? (c >= 11728 && c <= 11734)
                    : c <= 11742)))))))))
          : (c <= 11775 || (c < 42512
            ? (c < 12690
              ? (c < 12441
                ? (c < 12337
                  ? (c < 12293
                    ? c == 11823
                    : (c <= 12295 || (c >= 12321 && c <= 12335)))
                  : (c <= 12341 || (c < 12353
                    ? (c >= 12344 && c <= 12348)
                    : c <= 12438)))
                : (c <= 12442 || (c < 12540
                  ? (c < 12449
                    ? (c >= 12445 && c <= 12447)
                    : c <= 12538)
                  : (c <= 12543 || (c < 12593
                    ? (c >= 12549 && c <= 12591)
                    : c <= 12686)))))
              : (c <= 12693 || (c < 12928
                ? (c < 12832
                  ? (c < 12784
                    ? (c >= 12704 && c <= 12735)
                    : c <= 12799)
                  : (c <= 12841 || (c < 12881
                    ? (c >= 12872 && c <= 12879)
                    : c <= 12895)))
                : (c <= 12937 || (c < 19968
                  ? (c < 13312
                    ? (c >= 12977 && c <= 12991)
                    : c <= 19903)
                  : (c <= 42124 || (c < 42240
                    ? (c >= 42192 && c <= 42237)
                    : c <= 42508)))))))
            : (c <= 42539 || (c < 43056
              ? (c < 42891
                ? (c < 42623
                  ? (c < 42612
                    ? (c >= 42560 && c <= 42610)
                    : c <= 42621)
                  : (c <= 42737 || (c < 42786
                    ? (c >= 42775 && c <= 42783)
                    : c <= 42888)))
                : (c <= 42954 || (c < 42965
                  ? (c < 42963
                    ? (c >= 42960 && c <= 42961)
                    : c <= 42963)
                  : (c <= 42969 || (c < 43052
                    ? (c >= 42994 && c <= 43047)
                    : c <= 43052)))))
              : (c <= 43061 || (c < 43261
                ? (c < 43216
                  ? (c < 43136
                    ? (c >= 43072 && c <= 43123)
                    : c <= 43205)
                  : (c <= 43225 || (c < 43259
                    ? (c >= 43232 && c <= 43255)
                    : c <= 43259)))
                : (c <= 43309 || (c < 43392
                  ? (c < 43360
                    ? (c >= 43312 && c <= 43347)
                    : c <= 43388)
                  : (c <= 43456 || (c < 43488
                    ? (c >= 43471 && c <= 43481)
                    : c <= 43518)))))))))))))))
    : (c <= 43574 || (c < 71935
      ? (c < 67808
        ? (c < 65549
          ? (c < 64285
            ? (c < 43824
              ? (c < 43762
                ? (c < 43642
                  ? (c < 43600
                    ? (c >= 43584 && c <= 43597)
                    : (c <= 43609 || (c >= 43616 && c <= 43638)))
                  : (c <= 43714 || (c < 43744
                    ? (c >= 43739 && c <= 43741)
                    : c <= 43759)))
                : (c <= 43766 || (c < 43793
                  ? (c < 43785
                    ? (c >= 43777 && c <= 43782)
                    : c <= 43790)
                  : (c <= 43798 || (c < 43816
                    ? (c >= 43808 && c <= 43814)
                    : c <= 43822)))))
              : (c <= 43866 || (c < 55216
                ? (c < 44012
                  ? (c < 43888
                    ? (c >= 43868 && c <= 43881)
                    : c <= 44010)
                  : (c <= 44013 || (c < 44032
                    ? (c >= 44016 && c <= 44025)
                    : c <= 55203)))
                : (c <= 55238 || (c < 64112
                  ? (c < 63744
                    ? (c >= 55243 && c <= 55291)
                    : c <= 64109)
                  : (c <= 64217 || (c < 64275
                    ? (c >= 64256 && c <= 64262)
                    : c <= 64279)))))))
            : (c <= 64296 || (c < 65056
              ? (c < 64326
                ? (c < 64318
                  ? (c < 64312
                    ? (c >= 64298 && c <= 64310)
                    : c <= 64316)
                  : (c <= 64318 || (c < 64323
                    ? (c >= 64320 && c <= 64321)
                    : c <= 64324)))
                : (c <= 64433 || (c < 64914
                  ? (c < 64848
                    ? (c >= 64467 && c <= 64829)
                    : c <= 64911)
                  : (c <= 64967 || (c < 65024
                    ? (c >= 65008 && c <= 65019)
                    : c <= 65039)))))
              : (c <= 65071 || (c < 65382
                ? (c < 65296
                  ? (c < 65142
                    ? (c >= 65136 && c <= 65140)
                    : c <= 65276)
                  : (c <= 65305 || (c < 65345
                    ? (c >= 65313 && c <= 65338)
                    : c <= 65370)))
                : (c <= 65470 || (c < 65490
                  ? (c < 65482
                    ? (c >= 65474 && c <= 65479)
                    : c <= 65487)
                  : (c <= 65495 || (c < 65536
                    ? (c >= 65498 && c <= 65500)
                    : c <= 65547)))))))))
          : (c <= 65574 || (c < 66864
            ? (c < 66304
              ? (c < 65856
                ? (c < 65616
                  ? (c < 65596
                    ? (c >= 65576 && c <= 65594)
                    : (c <= 65597 || (c >= 65599 && c <= 65613)))
                  : (c <= 65629 || (c < 65799
                    ? (c >= 65664 && c <= 65786)
                    : c <= 65843)))
                : (c <= 65912 || (c < 66176
                  ? (c < 66045
                    ? (c >= 65930 && c <= 65931)
                    : c <= 66045)
                  : (c <= 66204 || (c < 66272
                    ? (c >= 66208 && c <= 66256)
                    : c <= 66299)))))
              : (c <= 66339 || (c < 66513
                ? (c < 66432
                  ? (c < 66384
                    ? (c >= 66349 && c <= 66378)
                    : c <= 66426)
                  : (c <= 66461 || (c < 66504
                    ? (c >= 66464 && c <= 66499)
                    : c <= 66511)))
                : (c <= 66517 || (c < 66736
                  ? (c < 66720
                    ? (c >= 66560 && c <= 66717)
                    : c <= 66729)
                  : (c <= 66771 || (c < 66816
                    ? (c >= 66776 && c <= 66811)
                    : c <= 66855)))))))
            : (c <= 66915 || (c < 67456
              ? (c < 66979
                ? (c < 66956
                  ? (c < 66940
                    ? (c >= 66928 && c <= 66938)
                    : c <= 66954)
                  : (c <= 66962 || (c < 66967
                    ? (c >= 66964 && c <= 66965)
                    : c <= 66977)))
                : (c <= 66993 || (c < 67072
                  ? (c < 67003
                    ? (c >= 66995 && c <= 67001)
                    : c <= 67004)
                  : (c <= 67382 || (c < 67424
                    ? (c >= 67392 && c <= 67413)
                    : c <= 67431)))))
              : (c <= 67461 || (c < 67639
                ? (c < 67584
                  ? (c < 67506
                    ? (c >= 67463 && c <= 67504)
                    : c <= 67514)
                  : (c <= 67589 || (c < 67594
                    ? c == 67592
                    : c <= 67637)))
                : (c <= 67640 || (c < 67672
                  ? (c < 67647
                    ? c == 67644
                    : c <= 67669)
                  : (c <= 67702 || (c < 67751
                    ? (c >= 67705 && c <= 67742)
                    : c <= 67759)))))))))))
        : (c <= 67826 || (c < 70089
          ? (c < 68800
            ? (c < 68192
              ? (c < 68101
                ? (c < 67968
                  ? (c < 67835
                    ? (c >= 67828 && c <= 67829)
                    : (c <= 67867 || (c >= 67872 && c <= 67897)))
                  : (c <= 68023 || (c < 68050
                    ? (c >= 68028 && c <= 68047)
                    : c <= 68099)))
                : (c <= 68102 || (c < 68121
                  ? (c < 68117
                    ? (c >= 68108 && c <= 68115)
                    : c <= 68119)
                  : (c <= 68149 || (c < 68159
                    ? (c >= 68152 && c <= 68154)
                    : c <= 68168)))))
              : (c <= 68222 || (c < 68416
                ? (c < 68297
                  ? (c < 68288
                    ? (c >= 68224 && c <= 68255)
                    : c <= 68295)
                  : (c <= 68326 || (c < 68352
                    ? (c >= 68331 && c <= 68335)
                    : c <= 68405)))
                : (c <= 68437 || (c < 68521
                  ? (c < 68472
                    ? (c >= 68440 && c <= 68466)
                    : c <= 68497)
                  : (c <= 68527 || (c < 68736
                    ? (c >= 68608 && c <= 68680)
                    : c <= 68786)))))))
            : (c <= 68850 || (c < 69632
              ? (c < 69296
                ? (c < 69216
                  ? (c < 68912
                    ? (c >= 68858 && c <= 68903)
                    : c <= 68921)
                  : (c <= 69246 || (c < 69291
                    ? (c >= 69248 && c <= 69289)
                    : c <= 69292)))
                : (c <= 69297 || (c < 69488
                  ? (c < 69424
                    ? (c >= 69376 && c <= 69415)
                    : c <= 69460)
                  : (c <= 69509 || (c < 69600
                    ? (c >= 69552 && c <= 69579)
                    : c <= 69622)))))
              : (c <= 69702 || (c < 69888
                ? (c < 69826
                  ? (c < 69759
                    ? (c >= 69714 && c <= 69749)
                    : c <= 69818)
                  : (c <= 69826 || (c < 69872
                    ? (c >= 69840 && c <= 69864)
                    : c <= 69881)))
                : (c <= 69940 || (c < 69968
                  ? (c < 69956
                    ? (c >= 69942 && c <= 69951)
                    : c <= 69959)
                  : (c <= 70003 || (c < 70016
                    ? c == 70006
                    : c <= 70084)))))))))
          : (c <= 70092 || (c < 70487
            ? (c < 70384
              ? (c < 70272
                ? (c < 70144
                  ? (c < 70108
                    ? (c >= 70094 && c <= 70106)
                    : (c <= 70108 || (c >= 70113 && c <= 70132)))
                  : (c <= 70161 || (c < 70206
                    ? (c >= 70163 && c <= 70199)
                    : c <= 70206)))
                : (c <= 70278 || (c < 70287
                  ? (c < 70282
                    ? c == 70280
                    : c <= 70285)
                  : (c <= 70301 || (c < 70320
                    ? (c >= 70303 && c <= 70312)
                    : c <= 70378)))))
              : (c <= 70393 || (c < 70450
                ? (c < 70415
                  ? (c < 70405
                    ? (c >= 70400 && c <= 70403)
                    : c <= 70412)
                  : (c <= 70416 || (c < 70442
                    ? (c >= 70419 && c <= 70440)
                    : c <= 70448)))
                : (c <= 70451 || (c < 70471
                  ? (c < 70459
                    ? (c >= 70453 && c <= 70457)
                    : c <= 70468)
                  : (c <= 70472 || (c < 70480
                    ? (c >= 70475 && c <= 70477)
                    : c <= 70480)))))))
            : (c <= 70487 || (c < 71128
              ? (c < 70750
                ? (c < 70512
                  ? (c < 70502
                    ? (c >= 70493 && c <= 70499)
                    : c <= 70508)
                  : (c <= 70516 || (c < 70736
                    ? (c >= 70656 && c <= 70730)
                    : c <= 70745)))
                : (c <= 70753 || (c < 70864
                  ? (c < 70855
                    ? (c >= 70784 && c <= 70853)
                    : c <= 70855)
                  : (c <= 70873 || (c < 71096
                    ? (c >= 71040 && c <= 71093)
                    : c <= 71104)))))
              : (c <= 71133 || (c < 71424
                ? (c < 71248
                  ? (c < 71236
                    ? (c >= 71168 && c <= 71232)
                    : c <= 71236)
                  : (c <= 71257 || (c < 71360
                    ? (c >= 71296 && c <= 71352)
                    : c <= 71369)))
                : (c <= 71450 || (c < 71488
                  ? (c < 71472
                    ? (c >= 71453 && c <= 71467)
                    : c <= 71483)
                  : (c <= 71494 || (c < 71840
                    ? (c >= 71680 && c <= 71738)
                    : c <= 71922)))))))))))))
      : (c <= 71942 || (c < 119995
        ? (c < 92784
          ? (c < 72968
            ? (c < 72263
              ? (c < 72016
                ? (c < 71960
                  ? (c < 71948
                    ? c == 71945
                    : (c <= 71955 || (c >= 71957 && c <= 71958)))
                  : (c <= 71989 || (c < 71995
                    ? (c >= 71991 && c <= 71992)
                    : c <= 72003)))
                : (c <= 72025 || (c < 72154
                  ? (c < 72106
                    ? (c >= 72096 && c <= 72103)
                    : c <= 72151)
                  : (c <= 72161 || (c < 72192
                    ? (c >= 72163 && c <= 72164)
                    : c <= 72254)))))
              : (c <= 72263 || (c < 72760
                ? (c < 72368
                  ? (c < 72349
                    ? (c >= 72272 && c <= 72345)
                    : c <= 72349)
                  : (c <= 72440 || (c < 72714
                    ? (c >= 72704 && c <= 72712)
                    : c <= 72758)))
                : (c <= 72768 || (c < 72850
                  ? (c < 72818
                    ? (c >= 72784 && c <= 72812)
                    : c <= 72847)
                  : (c <= 72871 || (c < 72960
                    ? (c >= 72873 && c <= 72886)
                    : c <= 72966)))))))
            : (c <= 72969 || (c < 73440
              ? (c < 73056
                ? (c < 73020
                  ? (c < 73018
                    ? (c >= 72971 && c <= 73014)
                    : c <= 73018)
                  : (c <= 73021 || (c < 73040
                    ? (c >= 73023 && c <= 73031)
                    : c <= 73049)))
                : (c <= 73061 || (c < 73104
                  ? (c < 73066
                    ? (c >= 73063 && c <= 73064)
                    : c <= 73102)
                  : (c <= 73105 || (c < 73120
                    ? (c >= 73107 && c <= 73112)
                    : c <= 73129)))))
              : (c <= 73462 || (c < 77712
                ? (c < 73728
                  ? (c < 73664
                    ? c == 73648
                    : c <= 73684)
                  : (c <= 74649 || (c < 74880
                    ? (c >= 74752 && c <= 74862)
                    : c <= 75075)))
                : (c <= 77808 || (c < 92160
                  ? (c < 82944
                    ? (c >= 77824 && c <= 78894)
                    : c <= 83526)
                  : (c <= 92728 || (c < 92768
                    ? (c >= 92736 && c <= 92766)
                    : c <= 92777)))))))))
          : (c <= 92862 || (c < 110948
            ? (c < 94095
              ? (c < 93019
                ? (c < 92928
                  ? (c < 92880
                    ? (c >= 92864 && c <= 92873)
                    : (c <= 92909 || (c >= 92912 && c <= 92916)))
                  : (c <= 92982 || (c < 93008
                    ? (c >= 92992 && c <= 92995)
                    : c <= 93017)))
                : (c <= 93025 || (c < 93760
                  ? (c < 93053
                    ? (c >= 93027 && c <= 93047)
                    : c <= 93071)
                  : (c <= 93846 || (c < 94031
                    ? (c >= 93952 && c <= 94026)
                    : c <= 94087)))))
              : (c <= 94111 || (c < 101632
                ? (c < 94192
                  ? (c < 94179
                    ? (c >= 94176 && c <= 94177)
                    : c <= 94180)
                  : (c <= 94193 || (c < 100352
                    ? (c >= 94208 && c <= 100343)
                    : c <= 101589)))
                : (c <= 101640 || (c < 110589
                  ? (c < 110581
                    ? (c >= 110576 && c <= 110579)
                    : c <= 110587)
                  : (c <= 110590 || (c < 110928
                    ? (c >= 110592 && c <= 110882)
                    : c <= 110930)))))))
            : (c <= 110951 || (c < 119173
              ? (c < 113821
                ? (c < 113776
                  ? (c < 113664
                    ? (c >= 110960 && c <= 111355)
                    : c <= 113770)
                  : (c <= 113788 || (c < 113808
                    ? (c >= 113792 && c <= 113800)
                    : c <= 113817)))
                : (c <= 113822 || (c < 119141
                  ? (c < 118576
                    ? (c >= 118528 && c <= 118573)
                    : c <= 118598)
                  : (c <= 119145 || (c < 119163
                    ? (c >= 119149 && c <= 119154)
                    : c <= 119170)))))
              : (c <= 119179 || (c < 119894
                ? (c < 119520
                  ? (c < 119362
                    ? (c >= 119210 && c <= 119213)
                    : c <= 119364)
                  : (c <= 119539 || (c < 119808
                    ? (c >= 119648 && c <= 119672)
                    : c <= 119892)))
                : (c <= 119964 || (c < 119973
                  ? (c < 119970
                    ? (c >= 119966 && c <= 119967)
                    : c <= 119970)
                  : (c <= 119974 || (c < 119982
                    ? (c >= 119977 && c <= 119980)
                    : c <= 119993)))))))))))
        : (c <= 119995 || (c < 125264
          ? (c < 121403
            ? (c < 120514
              ? (c < 120123
                ? (c < 120077
                  ? (c < 120005
                    ? (c >= 119997 && c <= 120003)
                    : (c <= 120069 || (c >= 120071 && c <= 120074)))
                  : (c <= 120084 || (c < 120094
                    ? (c >= 120086 && c <= 120092)
                    : c <= 120121)))
                : (c <= 120126 || (c < 120138
                  ? (c < 120134
                    ? (c >= 120128 && c <= 120132)
                    : c <= 120134)
                  : (c <= 120144 || (c < 120488
                    ? (c >= 120146 && c <= 120485)
                    : c <= 120512)))))
              : (c <= 120538 || (c < 120688
                ? (c < 120598
                  ? (c < 120572
                    ? (c >= 120540 && c <= 120570)
                    : c <= 120596)
                  : (c <= 120628 || (c < 120656
                    ? (c >= 120630 && c <= 120654)
                    : c <= 120686)))
                : (c <= 120712 || (c < 120772
                  ? (c < 120746
                    ? (c >= 120714 && c <= 120744)
                    : c <= 120770)
                  : (c <= 120779 || (c < 121344
                    ? (c >= 120782 && c <= 120831)
                    : c <= 121398)))))))
            : (c <= 121452 || (c < 123184
              ? (c < 122880
                ? (c < 121499
                  ? (c < 121476
                    ? c == 121461
                    : c <= 121476)
                  : (c <= 121503 || (c < 122624
                    ? (c >= 121505 && c <= 121519)
                    : c <= 122654)))
                : (c <= 122886 || (c < 122915
                  ? (c < 122907
                    ? (c >= 122888 && c <= 122904)
                    : c <= 122913)
                  : (c <= 122916 || (c < 123136
                    ? (c >= 122918 && c <= 122922)
                    : c <= 123180)))))
              : (c <= 123197 || (c < 124904
                ? (c < 123536
                  ? (c < 123214
                    ? (c >= 123200 && c <= 123209)
                    : c <= 123214)
                  : (c <= 123566 || (c < 124896
                    ? (c >= 123584 && c <= 123641)
                    : c <= 124902)))
                : (c <= 124907 || (c < 124928
                  ? (c < 124912
                    ? (c >= 124909 && c <= 124910)
                    : c <= 124926)
                  : (c <= 125124 || (c < 125184
                    ? (c >= 125127 && c <= 125142)
                    : c <= 125259)))))))))
          : (c <= 125273 || (c < 126557
            ? (c < 126521
              ? (c < 126469
                ? (c < 126209
                  ? (c < 126125
                    ? (c >= 126065 && c <= 126123)
                    : (c <= 126127 || (c >= 126129 && c <= 126132)))
                  : (c <= 126253 || (c < 126464
                    ? (c >= 126255 && c <= 126269)
                    : c <= 126467)))
                : (c <= 126495 || (c < 126503
                  ? (c < 126500
                    ? (c >= 126497 && c <= 126498)
                    : c <= 126500)
                  : (c <= 126503 || (c < 126516
                    ? (c >= 126505 && c <= 126514)
                    : c <= 126519)))))
              : (c <= 126521 || (c < 126541
                ? (c < 126535
                  ? (c < 126530
                    ? c == 126523
                    : c <= 126530)
                  : (c <= 126535 || (c < 126539
                    ? c == 126537
                    : c <= 126539)))
                : (c <= 126543 || (c < 126551
                  ? (c < 126548
                    ? (c >= 126545 && c <= 126546)
                    : c <= 126548)
                  : (c <= 126551 || (c < 126555
                    ? c == 126553
                    : c <= 126555)))))))
            : (c <= 126557 || (c < 126629
              ? (c < 126580
                ? (c < 126564
                  ? (c < 126561
                    ? c == 126559
                    : c <= 126562)
                  : (c <= 126564 || (c < 126572
                    ? (c >= 126567 && c <= 126570)
                    : c <= 126578)))
                : (c <= 126583 || (c < 126592
                  ? (c < 126590
                    ? (c >= 126585 && c <= 126588)
                    : c <= 126590)
                  : (c <= 126601 || (c < 126625
                    ? (c >= 126603 && c <= 126619)
                    : c <= 126627)))))
              : (c <= 126633 || (c < 177984
                ? (c < 130032
                  ? (c < 127232
                    ? (c >= 126635 && c <= 126651)
                    : c <= 127244)
                  : (c <= 130041 || (c < 173824
                    ? (c >= 131072 && c <= 173791)
                    : c <= 177976)))
                : (c <= 178205 || (c < 194560
                  ? (c < 183984
                    ? (c >= 178208 && c <= 183969)
                    : c <= 191456)
                  : (c <= 195101 || (c < 917760
                    ? (c >= 196608 && c <= 201546)
                    : c <= 917999)))))))))))))))));
}

static inline bool sym_name_character_set_3(int32_t c) {
  return (c < 43520
    ? (c < 3792
      ? (c < 2741
        ? (c < 2042
          ? (c < 908
            ? (c < 216
              ? (c < 170
                ? (c < 'A'
                  ? (c < '-'
                    ? c == '\''
                    : (c <= '.' || (c >= '7' && c <= '9')))
                  : (c <= 'Z' || (c < 'a'
                    ? c == '_'
                    : c <= 'z')))
                : (c <= 170 || (c < 185
                  ? (c < 181
                    ? (c >= 178 && c <= 179)
                    : c <= 181)
                  : (c <= 186 || (c < 192
                    ? (c >= 188 && c <= 190)
                    : c <= 214)))))
              : (c <= 246 || (c < 768
                ? (c < 736
                  ? (c < 710
                    ? (c >= 248 && c <= 705)
                    : c <= 721)
                  : (c <= 740 || (c < 750
                    ? c == 748
                    : c <= 750)))
                : (c <= 884 || (c < 895
                  ? (c < 890
                    ? (c >= 886 && c <= 887)
                    : c <= 893)
                  : (c <= 895 || (c < 904
                    ? c == 902
                    : c <= 906)))))))
            : (c <= 908 || (c < 1488
              ? (c < 1376
                ? (c < 1155
                  ? (c < 931
                    ? (c >= 910 && c <= 929)
                    : (c <= 1013 || (c >= 1015 && c <= 1153)))
                  : (c <= 1327 || (c < 1369
                    ? (c >= 1329 && c <= 1366)
                    : c <= 1369)))
                : (c <= 1416 || (c < 1473
                  ? (c < 1471
                    ? (c >= 1425 && c <= 1469)
                    : c <= 1471)
                  : (c <= 1474 || (c < 1479
                    ? (c >= 1476 && c <= 1477)
                    : c <= 1479)))))
              : (c <= 1514 || (c < 1759
                ? (c < 1568
                  ? (c < 1552
                    ? (c >= 1519 && c <= 1522)
                    : c <= 1562)
                  : (c <= 1641 || (c < 1749
                    ? (c >= 1646 && c <= 1747)
                    : c <= 1756)))
                : (c <= 1768 || (c < 1808
                  ? (c < 1791
                    ? (c >= 1770 && c <= 1788)
                    : c <= 1791)
                  : (c <= 1866 || (c < 1984
                    ? (c >= 1869 && c <= 1969)
                    : c <= 2037)))))))))
          : (c <= 2042 || (c < 2556
            ? (c < 2451
              ? (c < 2200
                ? (c < 2144
                  ? (c < 2048
                    ? c == 2045
                    : (c <= 2093 || (c >= 2112 && c <= 2139)))
                  : (c <= 2154 || (c < 2185
                    ? (c >= 2160 && c <= 2183)
                    : c <= 2190)))
                : (c <= 2273 || (c < 2417
                  ? (c < 2406
                    ? (c >= 2275 && c <= 2403)
                    : c <= 2415)
                  : (c <= 2435 || (c < 2447
                    ? (c >= 2437 && c <= 2444)
                    : c <= 2448)))))
              : (c <= 2472 || (c < 2507
                ? (c < 2486
                  ? (c < 2482
                    ? (c >= 2474 && c <= 2480)
                    : c <= 2482)
                  : (c <= 2489 || (c < 2503
                    ? (c >= 2492 && c <= 2500)
                    : c <= 2504)))
                : (c <= 2510 || (c < 2527
                  ? (c < 2524
                    ? c == 2519
                    : c <= 2525)
                  : (c <= 2531 || (c < 2548
                    ? (c >= 2534 && c <= 2545)
                    : c <= 2553)))))))
            : (c <= 2556 || (c < 2631
              ? (c < 2602
                ? (c < 2565
                  ? (c < 2561
                    ? c == 2558
                    : c <= 2563)
                  : (c <= 2570 || (c < 2579
                    ? (c >= 2575 && c <= 2576)
                    : c <= 2600)))
                : (c <= 2608 || (c < 2616
                  ? (c < 2613
                    ? (c >= 2610 && c <= 2611)
                    : c <= 2614)
                  : (c <= 2617 || (c < 2622
                    ? c == 2620
                    : c <= 2626)))))
              : (c <= 2632 || (c < 2689
                ? (c < 2649
                  ? (c < 2641
                    ? (c >= 2635 && c <= 2637)
                    : c <= 2641)
                  : (c <= 2652 || (c < 2662
                    ? c == 2654
                    : c <= 2677)))
                : (c <= 2691 || (c < 2707
                  ? (c < 2703
                    ? (c >= 2693 && c <= 2701)
                    : c <= 2705)
                  : (c <= 2728 || (c < 2738
                    ? (c >= 2730 && c <= 2736)
                    : c <= 2739)))))))))))
        : (c <= 2745 || (c < 3168
          ? (c < 2958
            ? (c < 2866
              ? (c < 2809
                ? (c < 2768
                  ? (c < 2759
                    ? (c >= 2748 && c <= 2757)
                    : (c <= 2761 || (c >= 2763 && c <= 2765)))
                  : (c <= 2768 || (c < 2790
                    ? (c >= 2784 && c <= 2787)
                    : c <= 2799)))
                : (c <= 2815 || (c < 2831
                  ? (c < 2821
                    ? (c >= 2817 && c <= 2819)
                    : c <= 2828)
                  : (c <= 2832 || (c < 2858
                    ? (c >= 2835 && c <= 2856)
                    : c <= 2864)))))
              : (c <= 2867 || (c < 2908
                ? (c < 2887
                  ? (c < 2876
                    ? (c >= 2869 && c <= 2873)
                    : c <= 2884)
                  : (c <= 2888 || (c < 2901
                    ? (c >= 2891 && c <= 2893)
                    : c <= 2903)))
                : (c <= 2909 || (c < 2929
                  ? (c < 2918
                    ? (c >= 2911 && c <= 2915)
                    : c <= 2927)
                  : (c <= 2935 || (c < 2949
                    ? (c >= 2946 && c <= 2947)
                    : c <= 2954)))))))
            : (c <= 2960 || (c < 3031
              ? (c < 2984
                ? (c < 2972
                  ? (c < 2969
                    ? (c >= 2962 && c <= 2965)
                    : c <= 2970)
                  : (c <= 2972 || (c < 2979
                    ? (c >= 2974 && c <= 2975)
                    : c <= 2980)))
                : (c <= 2986 || (c < 3014
                  ? (c < 3006
                    ? (c >= 2990 && c <= 3001)
                    : c <= 3010)
                  : (c <= 3016 || (c < 3024
                    ? (c >= 3018 && c <= 3021)
                    : c <= 3024)))))
              : (c <= 3031 || (c < 3132
                ? (c < 3086
                  ? (c < 3072
                    ? (c >= 3046 && c <= 3058)
                    : c <= 3084)
                  : (c <= 3088 || (c < 3114
                    ? (c >= 3090 && c <= 3112)
                    : c <= 3129)))
                : (c <= 3140 || (c < 3157
                  ? (c < 3146
                    ? (c >= 3142 && c <= 3144)
                    : c <= 3149)
                  : (c <= 3158 || (c < 3165
                    ? (c >= 3160 && c <= 3162)
                    : c <= 3165)))))))))
          : (c <= 3171 || (c < 3457
            ? (c < 3293
              ? (c < 3242
                ? (c < 3205
                  ? (c < 3192
                    ? (c >= 3174 && c <= 3183)
                    : (c <= 3198 || (c >= 3200 && c <= 3203)))
                  : (c <= 3212 || (c < 3218
                    ? (c >= 3214 && c <= 3216)
                    : c <= 3240)))
                : (c <= 3251 || (c < 3270
                  ? (c < 3260
                    ? (c >= 3253 && c <= 3257)
                    : c <= 3268)
                  : (c <= 3272 || (c < 3285
                    ? (c >= 3274 && c <= 3277)
                    : c <= 3286)))))
              : (c <= 3294 || (c < 3346
                ? (c < 3313
                  ? (c < 3302
                    ? (c >= 3296 && c <= 3299)
                    : c <= 3311)
                  : (c <= 3314 || (c < 3342
                    ? (c >= 3328 && c <= 3340)
                    : c <= 3344)))
                : (c <= 3396 || (c < 3412
                  ? (c < 3402
                    ? (c >= 3398 && c <= 3400)
                    : c <= 3406)
                  : (c <= 3427 || (c < 3450
                    ? (c >= 3430 && c <= 3448)
                    : c <= 3455)))))))
            : (c <= 3459 || (c < 3585
              ? (c < 3530
                ? (c < 3507
                  ? (c < 3482
                    ? (c >= 3461 && c <= 3478)
                    : c <= 3505)
                  : (c <= 3515 || (c < 3520
                    ? c == 3517
                    : c <= 3526)))
                : (c <= 3530 || (c < 3544
                  ? (c < 3542
                    ? (c >= 3535 && c <= 3540)
                    : c <= 3542)
                  : (c <= 3551 || (c < 3570
                    ? (c >= 3558 && c <= 3567)
                    : c <= 3571)))))
              : (c <= 3642 || (c < 3724
                ? (c < 3713
                  ? (c < 3664
                    ? (c >= 3648 && c <= 3662)
                    : c <= 3673)
                  : (c <= 3714 || (c < 3718
                    ? c == 3716
                    : c <= 3722)))
                : (c <= 3747 || (c < 3776
                  ? (c < 3751
                    ? c == 3749
                    : c <= 3773)
                  : (c <= 3780 || (c < 3784
                    ? c == 3782
                    : c <= 3789)))))))))))))
      : (c <= 3801 || (c < 8064
        ? (c < 5984
          ? (c < 4704
            ? (c < 4038
              ? (c < 3897
                ? (c < 3872
                  ? (c < 3840
                    ? (c >= 3804 && c <= 3807)
                    : (c <= 3840 || (c >= 3864 && c <= 3865)))
                  : (c <= 3891 || (c < 3895
                    ? c == 3893
                    : c <= 3895)))
                : (c <= 3897 || (c < 3953
                  ? (c < 3913
                    ? (c >= 3902 && c <= 3911)
                    : c <= 3948)
                  : (c <= 3972 || (c < 3993
                    ? (c >= 3974 && c <= 3991)
                    : c <= 4028)))))
              : (c <= 4038 || (c < 4304
                ? (c < 4256
                  ? (c < 4176
                    ? (c >= 4096 && c <= 4169)
                    : c <= 4253)
                  : (c <= 4293 || (c < 4301
                    ? c == 4295
                    : c <= 4301)))
                : (c <= 4346 || (c < 4688
                  ? (c < 4682
                    ? (c >= 4348 && c <= 4680)
                    : c <= 4685)
                  : (c <= 4694 || (c < 4698
                    ? c == 4696
                    : c <= 4701)))))))
            : (c <= 4744 || (c < 4969
              ? (c < 4802
                ? (c < 4786
                  ? (c < 4752
                    ? (c >= 4746 && c <= 4749)
                    : c <= 4784)
                  : (c <= 4789 || (c < 4800
                    ? (c >= 4792 && c <= 4798)
                    : c <= 4800)))
                : (c <= 4805 || (c < 4882
                  ? (c < 4824
                    ? (c >= 4808 && c <= 4822)
                    : c <= 4880)
                  : (c <= 4885 || (c < 4957
                    ? (c >= 4888 && c <= 4954)
                    : c <= 4959)))))
              : (c <= 4988 || (c < 5761
                ? (c < 5112
                  ? (c < 5024
                    ? (c >= 4992 && c <= 5007)
                    : c <= 5109)
                  : (c <= 5117 || (c < 5743
                    ? (c >= 5121 && c <= 5740)
                    : c <= 5759)))
                : (c <= 5786 || (c < 5888
                  ? (c < 5870
                    ? (c >= 5792 && c <= 5866)
                    : c <= 5880)
                  : (c <= 5909 || (c < 5952
                    ? (c >= 5919 && c <= 5940)
                    : c <= 5971)))))))))
          : (c <= 5996 || (c < 6800
            ? (c < 6400
              ? (c < 6128
                ? (c < 6103
                  ? (c < 6002
                    ? (c >= 5998 && c <= 6000)
                    : (c <= 6003 || (c >= 6016 && c <= 6099)))
                  : (c <= 6103 || (c < 6112
                    ? (c >= 6108 && c <= 6109)
                    : c <= 6121)))
                : (c <= 6137 || (c < 6176
                  ? (c < 6159
                    ? (c >= 6155 && c <= 6157)
                    : c <= 6169)
                  : (c <= 6264 || (c < 6320
                    ? (c >= 6272 && c <= 6314)
                    : c <= 6389)))))
              : (c <= 6430 || (c < 6576
                ? (c < 6470
                  ? (c < 6448
                    ? (c >= 6432 && c <= 6443)
                    : c <= 6459)
                  : (c <= 6509 || (c < 6528
                    ? (c >= 6512 && c <= 6516)
                    : c <= 6571)))
                : (c <= 6601 || (c < 6688
                  ? (c < 6656
                    ? (c >= 6608 && c <= 6618)
                    : c <= 6683)
                  : (c <= 6750 || (c < 6783
                    ? (c >= 6752 && c <= 6780)
                    : c <= 6793)))))))
            : (c <= 6809 || (c < 7357
              ? (c < 7040
                ? (c < 6912
                  ? (c < 6832
                    ? c == 6823
                    : c <= 6862)
                  : (c <= 6988 || (c < 7019
                    ? (c >= 6992 && c <= 7001)
                    : c <= 7027)))
                : (c <= 7155 || (c < 7245
                  ? (c < 7232
                    ? (c >= 7168 && c <= 7223)
                    : c <= 7241)
                  : (c <= 7293 || (c < 7312
                    ? (c >= 7296 && c <= 7304)
                    : c <= 7354)))))
              : (c <= 7359 || (c < 8008
                ? (c < 7424
                  ? (c < 7380
                    ? (c >= 7376 && c <= 7378)
                    : c <= 7418)
                  : (c <= 7957 || (c < 7968
                    ? (c >= 7960 && c <= 7965)
                    : c <= 8005)))
                : (c <= 8013 || (c < 8027
                  ? (c < 8025
                    ? (c >= 8016 && c <= 8023)
                    : c <= 8025)
                  : (c <= 8027 || (c < 8031
                    ? c == 8029
                    : c <= 8061)))))))))))
        : (c <= 8116 || (c < 11744
          ? (c < 8508
            ? (c < 8336
              ? (c < 8160
                ? (c < 8134
                  ? (c < 8126
                    ? (c >= 8118 && c <= 8124)
                    : (c <= 8126 || (c >= 8130 && c <= 8132)))
                  : (c <= 8140 || (c < 8150
                    ? (c >= 8144 && c <= 8147)
                    : c <= 8155)))
                : (c <= 8172 || (c < 8304
                  ? (c < 8182
                    ? (c >= 8178 && c <= 8180)
                    : c <= 8188)
                  : (c <= 8305 || (c < 8319
                    ? (c >= 8308 && c <= 8313)
                    : c <= 8329)))))
              : (c <= 8348 || (c < 8473
                ? (c < 8455
                  ? (c < 8450
                    ? (c >= 8400 && c <= 8432)
                    : c <= 8450)
                  : (c <= 8455 || (c < 8469
                    ? (c >= 8458 && c <= 8467)
                    : c <= 8469)))
                : (c <= 8477 || (c < 8488
                  ? (c < 8486
                    ? c == 8484
                    : c <= 8486)
                  : (c <= 8488 || (c < 8495
                    ? (c >= 8490 && c <= 8493)
                    : c <= 8505)))))))
            : (c <= 8511 || (c < 11565
              ? (c < 10102
                ? (c < 8528
                  ? (c < 8526
                    ? (c >= 8517 && c <= 8521)
                    : c <= 8526)
                  : (c <= 8585 || (c < 9450
                    ? (c >= 9312 && c <= 9371)
                    : c <= 9471)))
                : (c <= 10131 || (c < 11517
                  ? (c < 11499
                    ? (c >= 11264 && c <= 11492)
                    : c <= 11507)
                  : (c <= 11517 || (c < 11559
                    ? (c >= 11520 && c <= 11557)
                    : c <= 11559)))))
              : (c <= 11565 || (c < 11696
                ? (c < 11647
                  ? (c < 11631
                    ? (c >= 11568 && c <= 11623)
                    : c <= 11631)
                  : (c <= 11670 || (c < 11688
                    ? (c >= 11680 && c <= 11686)
                    : c <= 11694)))
                : (c <= 11702 || (c < 11720
                  ? (c < 11712
                    ? (c >= 11704 && c <= 11710)
                    : c <= 11718)
                  : (c <= 11726 || (c < 11736
                    ? (c >= 11728 && c <= 11734)
                    : c <= 11742)))))))))
          : (c <= 11775 || (c < 42512
            ? (c < 12690
              ? (c < 12441
                ? (c < 12337
                  ? (c < 12293
                    ? c == 11823
                    : (c <= 12295 || (c >= 12321 && c <= 12335)))
                  : (c <= 12341 || (c < 12353
                    ? (c >= 12344 && c <= 12348)
                    : c <= 12438)))
                : (c <= 12442 || (c < 12540
                  ? (c < 12449
                    ? (c >= 12445 && c <= 12447)
                    : c <= 12538)
                  : (c <= 12543 || (c < 12593
                    ? (c >= 12549 && c <= 12591)
                    : c <= 12686)))))
              : (c <= 12693 || (c < 12928
                ? (c < 12832
                  ? (c < 12784
                    ? (c >= 12704 && c <= 12735)
                    : c <= 12799)
                  : (c <= 12841 || (c < 12881
                    ? (c >= 12872 && c <= 12879)
                    : c <= 12895)))
                : (c <= 12937 || (c < 19968
                  ? (c < 13312
                    ? (c >= 12977 && c <= 12991)
                    : c <= 19903)
                  : (c <= 42124 || (c < 42240
                    ? (c >= 42192 && c <= 42237)
                    : c <= 42508)))))))
            : (c <= 42539 || (c < 43056
              ? (c < 42891
                ? (c < 42623
                  ? (c < 42612
                    ? (c >= 42560 && c <= 42610)
                    : c <= 42621)
                  : (c <= 42737 || (c < 42786
                    ? (c >= 42775 && c <= 42783)
                    : c <= 42888)))
                : (c <= 42954 || (c < 42965
                  ? (c < 42963
                    ? (c >= 42960 && c <= 42961)
                    : c <= 42963)
                  : (c <= 42969 || (c < 43052
                    ? (c >= 42994 && c <= 43047)
                    : c <= 43052)))))
              : (c <= 43061 || (c < 43261
                ? (c < 43216
                  ? (c < 43136
                    ? (c >= 43072 && c <= 43123)
                    : c <= 43205)
                  : (c <= 43225 || (c < 43259
                    ? (c >= 43232 && c <= 43255)
                    : c <= 43259)))
                : (c <= 43309 || (c < 43392
                  ? (c < 43360
                    ? (c >= 43312 && c <= 43347)
                    : c <= 43388)
                  : (c <= 43456 || (c < 43488
                    ? (c >= 43471 && c <= 43481)
                    : c <= 43518)))))))))))))))
    : (c <= 43574 || (c < 71935
      ? (c < 67808
        ? (c < 65549
          ? (c < 64285
            ? (c < 43824
              ? (c < 43762
                ? (c < 43642
                  ? (c < 43600
                    ? (c >= 43584 && c <= 43597)
                    : (c <= 43609 || (c >= 43616 && c <= 43638)))
                  : (c <= 43714 || (c < 43744
                    ? (c >= 43739 && c <= 43741)
                    : c <= 43759)))
                : (c <= 43766 || (c < 43793
                  ? (c < 43785
                    ? (c >= 43777 && c <= 43782)
                    : c <= 43790)
                  : (c <= 43798 || (c < 43816
                    ? (c >= 43808 && c <= 43814)
                    : c <= 43822)))))
              : (c <= 43866 || (c < 55216
                ? (c < 44012
                  ? (c < 43888
                    ? (c >= 43868 && c <= 43881)
                    : c <= 44010)
                  : (c <= 44013 || (c < 44032
                    ? (c >= 44016 && c <= 44025)
                    : c <= 55203)))
                : (c <= 55238 || (c < 64112
                  ? (c < 63744
                    ? (c >= 55243 && c <= 55291)
                    : c <= 64109)
                  : (c <= 64217 || (c < 64275
                    ? (c >= 64256 && c <= 64262)
                    : c <= 64279)))))))
            : (c <= 64296 || (c < 65056
              ? (c < 64326
                ? (c < 64318
                  ? (c < 64312
                    ? (c >= 64298 && c <= 64310)
                    : c <= 64316)
                  : (c <= 64318 || (c < 64323
                    ? (c >= 64320 && c <= 64321)
                    : c <= 64324)))
                : (c <= 64433 || (c < 64914
                  ? (c < 64848
                    ? (c >= 64467 && c <= 64829)
                    : c <= 64911)
                  : (c <= 64967 || (c < 65024
                    ? (c >= 65008 && c <= 65019)
                    : c <= 65039)))))
              : (c <= 65071 || (c < 65382
                ? (c < 65296
                  ? (c < 65142
                    ? (c >= 65136 && c <= 65140)
                    : c <= 65276)
                  : (c <= 65305 || (c < 65345
                    ? (c >= 65313 && c <= 65338)
                    : c <= 65370)))
                : (c <= 65470 || (c < 65490
                  ? (c < 65482
                    ? (c >= 65474 && c <= 65479)
                    : c <= 65487)
                  : (c <= 65495 || (c < 65536
                    ? (c >= 65498 && c <= 65500)
                    : c <= 65547)))))))))
          : (c <= 65574 || (c < 66864
            ? (c < 66304
              ? (c < 65856
                ? (c < 65616
                  ? (c < 65596
                    ? (c >= 65576 && c <= 65594)
                    : (c <= 65597 || (c >= 65599 && c <= 65613)))
                  : (c <= 65629 || (c < 65799
                    ? (c >= 65664 && c <= 65786)
                    : c <= 65843)))
                : (c <= 65912 || (c < 66176
                  ? (c < 66045
                    ? (c >= 65930 && c <= 65931)
                    : c <= 66045)
                  : (c <= 66204 || (c < 66272
                    ? (c >= 66208 && c <= 66256)
                    : c <= 66299)))))
              : (c <= 66339 || (c < 66513
                ? (c < 66432
                  ? (c < 66384
                    ? (c >= 66349 && c <= 66378)
                    : c <= 66426)
                  : (c <= 66461 || (c < 66504
                    ? (c >= 66464 && c <= 66499)
                    : c <= 66511)))
                : (c <= 66517 || (c < 66736
                  ? (c < 66720
                    ? (c >= 66560 && c <= 66717)
                    : c <= 66729)
                  : (c <= 66771 || (c < 66816
                    ? (c >= 66776 && c <= 66811)
                    : c <= 66855)))))))
            : (c <= 66915 || (c < 67456
              ? (c < 66979
                ? (c < 66956
                  ? (c < 66940
                    ? (c >= 66928 && c <= 66938)
                    : c <= 66954)
                  : (c <= 66962 || (c < 66967
                    ? (c >= 66964 && c <= 66965)
                    : c <= 66977)))
                : (c <= 66993 || (c < 67072
                  ? (c < 67003
                    ? (c >= 66995 && c <= 67001)
                    : c <= 67004)
                  : (c <= 67382 || (c < 67424
                    ? (c >= 67392 && c <= 67413)
                    : c <= 67431)))))
              : (c <= 67461 || (c < 67639
                ? (c < 67584
                  ? (c < 67506
                    ? (c >= 67463 && c <= 67504)
                    : c <= 67514)
                  : (c <= 67589 || (c < 67594
                    ? c == 67592
                    : c <= 67637)))
                : (c <= 67640 || (c < 67672
                  ? (c < 67647
                    ? c == 67644
                    : c <= 67669)
                  : (c <= 67702 || (c < 67751
                    ? (c >= 67705 && c <= 67742)
                    : c <= 67759)))))))))))
        : (c <= 67826 || (c < 70089
          ? (c < 68800
            ? (c < 68192
              ? (c < 68101
                ? (c < 67968
                  ? (c < 67835
                    ? (c >= 67828 && c <= 67829)
                    : (c <= 67867 || (c >= 67872 && c <= 67897)))
                  : (c <= 68023 || (c < 68050
                    ? (c >= 68028 && c <= 68047)
                    : c <= 68099)))
                : (c <= 68102 || (c < 68121
                  ? (c < 68117
                    ? (c >= 68108 && c <= 68115)
                    : c <= 68119)
                  : (c <= 68149 || (c < 68159
                    ? (c >= 68152 && c <= 68154)
                    : c <= 68168)))))
              : (c <= 68222 || (c < 68416
                ? (c < 68297
                  ? (c < 68288
                    ? (c >= 68224 && c <= 68255)
                    : c <= 68295)
                  : (c <= 68326 || (c < 68352
                    ? (c >= 68331 && c <= 68335)
                    : c <= 68405)))
                : (c <= 68437 || (c < 68521
                  ? (c < 68472
                    ? (c >= 68440 && c <= 68466)
                    : c <= 68497)
                  : (c <= 68527 || (c < 68736
                    ? (c >= 68608 && c <= 68680)
                    : c <= 68786)))))))
            : (c <= 68850 || (c < 69632
              ? (c < 69296
                ? (c < 69216
                  ? (c < 68912
                    ? (c >= 68858 && c <= 68903)
                    : c <= 68921)
                  : (c <= 69246 || (c < 69291
                    ? (c >= 69248 && c <= 69289)
                    : c <= 69292)))
                : (c <= 69297 || (c < 69488
                  ? (c < 69424
                    ? (c >= 69376 && c <= 69415)
                    : c <= 69460)
                  : (c <= 69509 || (c < 69600
                    ? (c >= 69552 && c <= 69579)
                    : c <= 69622)))))
              : (c <= 69702 || (c < 69888
                ? (c < 69826
                  ? (c < 69759
                    ? (c >= 69714 && c <= 69749)
                    : c <= 69818)
                  : (c <= 69826 || (c < 69872
                    ? (c >= 69840 && c <= 69864)
                    : c <= 69881)))
                : (c <= 69940 || (c < 69968
                  ? (c < 69956
                    ? (c >= 69942 && c <= 69951)
                    : c <= 69959)
                  : (c <= 70003 || (c < 70016
                    ? c == 70006
                    : c <= 70084)))))))))
          : (c <= 70092 || (c < 70487
            ? (c < 70384
              ? (c < 70272
                ? (c < 70144
                  ? (c < 70108
                    ? (c >= 70094 && c <= 70106)
                    : (c <= 70108 || (c >= 70113 && c <= 70132)))
                  : (c <= 70161 || (c < 70206
                    ? (c >= 70163 && c <= 70199)
                    : c <= 70206)))
                : (c <= 70278 || (c < 70287
                  ? (c < 70282
                    ? c == 70280
                    : c <= 70285)
                  : (c <= 70301 || (c < 70320
                    ? (c >= 70303 && c <= 70312)
                    : c <= 70378)))))
              : (c <= 70393 || (c < 70450
                ? (c < 70415
                  ? (c < 70405
                    ? (c >= 70400 && c <= 70403)
                    : c <= 70412)
                  : (c <= 70416 || (c < 70442
                    ? (c >= 70419 && c <= 70440)
                    : c <= 70448)))
                : (c <= 70451 || (c < 70471
                  ? (c < 70459
                    ? (c >= 70453 && c <= 70457)
                    : c <= 70468)
                  : (c <= 70472 || (c < 70480
                    ? (c >= 70475 && c <= 70477)
                    : c <= 70480)))))))
            : (c <= 70487 || (c < 71128
              ? (c < 70750
                ? (c < 70512
                  ? (c < 70502
                    ? (c >= 70493 && c <= 70499)
                    : c <= 70508)
                  : (c <= 70516 || (c < 70736
                    ? (c >= 70656 && c <= 70730)
                    : c <= 70745)))
                : (c <= 70753 || (c < 70864
                  ? (c < 70855
                    ? (c >= 70784 && c <= 70853)
                    : c <= 70855)
                  : (c <= 70873 || (c < 71096
                    ? (c >= 71040 && c <= 71093)
                    : c <= 71104)))))
              : (c <= 71133 || (c < 71424
                ? (c < 71248
                  ? (c < 71236
                    ? (c >= 71168 && c <= 71232)
                    : c <= 71236)
                  : (c <= 71257 || (c < 71360
                    ? (c >= 71296 && c <= 71352)
                    : c <= 71369)))
                : (c <= 71450 || (c < 71488
                  ? (c < 71472
                    ? (c >= 71453 && c <= 71467)
                    : c <= 71483)
                  : (c <= 71494 || (c < 71840
                    ? (c >= 71680 && c <= 71738)
                    : c <= 71922)))))))))))))
      : (c <= 71942 || (c < 119995
        ? (c < 92784
          ? (c < 72968
            ? (c < 72263
              ? (c < 72016
                ? (c < 71960
                  ? (c < 71948
                    ? c == 71945
                    : (c <= 71955 || (c >= 71957 && c <= 71958)))
                  : (c <= 71989 || (c < 71995
                    ? (c >= 71991 && c <= 71992)
                    : c <= 72003)))
                : (c <= 72025 || (c < 72154
                  ? (c < 72106
                    ? (c >= 72096 && c <= 72103)
                    : c <= 72151)
                  : (c <= 72161 || (c < 72192
                    ? (c >= 72163 && c <= 72164)
                    : c <= 72254)))))
              : (c <= 72263 || (c < 72760
                ? (c < 72368
                  ? (c < 72349
                    ? (c >= 72272 && c <= 72345)
                    : c <= 72349)
                  : (c <= 72440 || (c < 72714
                    ? (c >= 72704 && c <= 72712)
                    : c <= 72758)))
                : (c <= 72768 || (c < 72850
                  ? (c < 72818
                    ? (c >= 72784 && c <= 72812)
                    : c <= 72847)
                  : (c <= 72871 || (c < 72960
                    ? (c >= 72873 && c <= 72886)
                    : c <= 72966)))))))
            : (c <= 72969 || (c < 73440
              ? (c < 73056
                ? (c < 73020
                  ? (c < 73018
                    ? (c >= 72971 && c <= 73014)
                    : c <= 73018)
                  : (c <= 73021 || (c < 73040
                    ? (c >= 73023 && c <= 73031)
                    : c <= 73049)))
                : (c <= 73061 || (c < 73104
                  ? (c < 73066
                    ? (c >= 73063 && c <= 73064)
                    : c <= 73102)
                  : (c <= 73105 || (c < 73120
                    ? (c >= 73107 && c <= 73112)
                    : c <= 73129)))))
              : (c <= 73462 || (c < 77712
                ? (c < 73728
                  ? (c < 73664
                    ? c == 73648
                    : c <= 73684)
                  : (c <= 74649 || (c < 74880
                    ? (c >= 74752 && c <= 74862)
                    : c <= 75075)))
                : (c <= 77808 || (c < 92160
                  ? (c < 82944
                    ? (c >= 77824 && c <= 78894)
                    : c <= 83526)
                  : (c <= 92728 || (c < 92768
                    ? (c >= 92736 && c <= 92766)
                    : c <= 92777)))))))))
          : (c <= 92862 || (c < 110948
            ? (c < 94095
              ? (c < 93019
                ? (c < 92928
                  ? (c < 92880
                    ? (c >= 92864 && c <= 92873)
                    : (c <= 92909 || (c >= 92912 && c <= 92916)))
                  : (c <= 92982 || (c < 93008
                    ? (c >= 92992 && c <= 92995)
                    : c <= 93017)))
                : (c <= 93025 || (c < 93760
                  ? (c < 93053
                    ? (c >= 93027 && c <= 93047)
                    : c <= 93071)
                  : (c <= 93846 || (c < 94031
                    ? (c >= 93952 && c <= 94026)
                    : c <= 94087)))))
              : (c <= 94111 || (c < 101632
                ? (c < 94192
                  ? (c < 94179
                    ? (c >= 94176 && c <= 94177)
                    : c <= 94180)
                  : (c <= 94193 || (c < 100352
                    ? (c >= 94208 && c <= 100343)
                    : c <= 101589)))
                : (c <= 101640 || (c < 110589
                  ? (c < 110581
                    ? (c >= 110576 && c <= 110579)
                    : c <= 110587)
                  : (c <= 110590 || (c < 110928
                    ? (c >= 110592 && c <= 110882)
                    : c <= 110930)))))))
            : (c <= 110951 || (c < 119173
              ? (c < 113821
                ? (c < 113776
                  ? (c < 113664
                    ? (c >= 110960 && c <= 111355)
                    : c <= 113770)
                  : (c <= 113788 || (c < 113808
                    ? (c >= 113792 && c <= 113800)
                    : c <= 113817)))
                : (c <= 113822 || (c < 119141
                  ? (c < 118576
                    ? (c >= 118528 && c <= 118573)
                    : c <= 118598)
                  : (c <= 119145 || (c < 119163
                    ? (c >= 119149 && c <= 119154)
                    : c <= 119170)))))
              : (c <= 119179 || (c < 119894
                ? (c < 119520
                  ? (c < 119362
                    ? (c >= 119210 && c <= 119213)
                    : c <= 119364)
                  : (c <= 119539 || (c < 119808
                    ? (c >= 119648 && c <= 119672)
                    : c <= 119892)))
                : (c <= 119964 || (c < 119973
                  ? (c < 119970
                    ? (c >= 119966 && c <= 119967)
                    : c <= 119970)
                  : (c <= 119974 || (c < 119982
                    ? (c >= 119977 && c <= 119980)
                    : c <= 119993)))))))))))
        : (c <= 119995 || (c < 125264
          ? (c < 121403
            ? (c < 120514
              ? (c < 120123
                ? (c < 120077
                  ? (c < 120005
                    ? (c >= 119997 && c <= 120003)
                    : (c <= 120069 || (c >= 120071 && c <= 120074)))
                  : (c <= 120084 || (c < 120094
                    ? (c >= 120086 && c <= 120092)
                    : c <= 120121)))
                : (c <= 120126 || (c < 120138
                  ? (c < 120134
                    ? (c >= 120128 && c <= 120132)
                    : c <= 120134)
                  : (c <= 120144 || (c < 120488
                    ? (c >= 120146 && c <= 120485)
                    : c <= 120512)))))
              : (c <= 120538 || (c < 120688
                ? (c < 120598
                  ? (c < 120572
                    ? (c >= 120540 && c <= 120570)
                    : c <= 120596)
                  : (c <= 120628 || (c < 120656
                    ? (c >= 120630 && c <= 120654)
                    : c <= 120686)))
                : (c <= 120712 || (c < 120772
                  ? (c < 120746
                    ? (c >= 120714 && c <= 120744)
                    : c <= 120770)
                  : (c <= 120779 || (c < 121344
                    ? (c >= 120782 && c <= 120831)
                    : c <= 121398)))))))
            : (c <= 121452 || (c < 123184
              ? (c < 122880
                ? (c < 121499
                  ? (c < 121476
                    ? c == 121461
                    : c <= 121476)
                  : (c <= 121503 || (c < 122624
                    ? (c >= 121505 && c <= 121519)
                    : c <= 122654)))
                : (c <= 122886 || (c < 122915
                  ? (c < 122907
                    ? (c >= 122888 && c <= 122904)
                    : c <= 122913)
                  : (c <= 122916 || (c < 123136
                    ? (c >= 122918 && c <= 122922)
                    : c <= 123180)))))
              : (c <= 123197 || (c < 124904
                ? (c < 123536
                  ? (c < 123214
                    ? (c >= 123200 && c <= 123209)
                    : c <= 123214)
                  : (c <= 123566 || (c < 124896
                    ? (c >= 123584 && c <= 123641)
                    : c <= 124902)))
                : (c <= 124907 || (c < 124928
                  ? (c < 124912
                    ? (c >= 124909 && c <= 124910)
                    : c <= 124926)
                  : (c <= 125124 || (c < 125184
                    ? (c >= 125127 && c <= 125142)
                    : c <= 125259)))))))))
          : (c <= 125273 || (c < 126557
            ? (c < 126521
              ? (c < 126469
                ? (c < 126209
                  ? (c < 126125
                    ? (c >= 126065 && c <= 126123)
                    : (c <= 126127 || (c >= 126129 && c <= 126132)))
                  : (c <= 126253 || (c < 126464
                    ? (c >= 126255 && c <= 126269)
                    : c <= 126467)))
                : (c <= 126495 || (c < 126503
                  ? (c < 126500
                    ? (c >= 126497 && c <= 126498)
                    : c <= 126500)
                  : (c <= 126503 || (c < 126516
                    ? (c >= 126505 && c <= 126514)
                    : c <= 126519)))))
              : (c <= 126521 || (c < 126541
                ? (c < 126535
                  ? (c < 126530
                    ? c == 126523
                    : c <= 126530)
                  : (c <= 126535 || (c < 126539
                    ? c == 126537
                    : c <= 126539)))
                : (c <= 126543 || (c < 126551
                  ? (c < 126548
                    ? (c >= 126545 && c <= 126546)
                    : c <= 126548)
                  : (c <= 126551 || (c < 126555
                    ? c == 126553
                    : c <= 126555)))))))
            : (c <= 126557 || (c < 126629
              ? (c < 126580
                ? (c < 126564
                  ? (c < 126561
                    ? c == 126559
                    : c <= 126562)
                  : (c <= 126564 || (c < 126572
                    ? (c >= 126567 && c <= 126570)
                    : c <= 126578)))
                : (c <= 126583 || (c < 126592
                  ? (c < 126590
                    ? (c >= 126585 && c <= 126588)
                    : c <= 126590)
                  : (c <= 126601 || (c < 126625
                    ? (c >= 126603 && c <= 126619)
                    : c <= 126627)))))
              : (c <= 126633 || (c < 177984
                ? (c < 130032
                  ? (c < 127232
                    ? (c >= 126635 && c <= 126651)
                    : c <= 127244)
                  : (c <= 130041 || (c < 173824
                    ? (c >= 131072 && c <= 173791)
                    : c <= 177976)))
                : (c <= 178205 || (c < 194560
                  ? (c < 183984
                    ? (c >= 178208 && c <= 183969)
                    : c <= 191456)
                  : (c <= 195101 || (c < 917760
                    ? (c >= 196608 && c <= 201546)
                    : c <= 917999)))))))))))))))));
}

static bool ts_lex(TSLexer *lexer, TSStateId state) {
  START_LEXER();
  eof = lexer->eof(lexer);
  switch (state) {
    case 0:
      if (eof) ADVANCE(18);
      if (lookahead == '!') ADVANCE(48);
      if (lookahead == '"') ADVANCE(3);
      if (lookahead == '$') ADVANCE(11);
      if (lookahead == '+') ADVANCE(28);
      if (lookahead == ',') ADVANCE(24);
      if (lookahead == '-') ADVANCE(13);
      if (lookahead == ':') ADVANCE(25);
      if (lookahead == ';') ADVANCE(51);
      if (lookahead == '?') ADVANCE(48);
      if (lookahead == '[') ADVANCE(19);
      if (lookahead == ']') ADVANCE(23);
      if (lookahead == 'b') ADVANCE(35);
      if (lookahead == '{') ADVANCE(6);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(1);
      if (('7' <= lookahead && lookahead <= '9')) ADVANCE(45);
      if (lookahead == 'E' ||
          lookahead == 'N' ||
          lookahead == 'S' ||
          lookahead == 'W') ADVANCE(39);
      if (('0' <= lookahead && lookahead <= '6')) ADVANCE(44);
      if (sym_name_character_set_1(lookahead)) ADVANCE(40);
      END_STATE();
    case 1:
      if (lookahead == '!') ADVANCE(48);
      if (lookahead == '$') ADVANCE(11);
      if (lookahead == '+') ADVANCE(12);
      if (lookahead == ',') ADVANCE(24);
      if (lookahead == '-') ADVANCE(13);
      if (lookahead == ';') ADVANCE(51);
      if (lookahead == '?') ADVANCE(48);
      if (lookahead == '[') ADVANCE(19);
      if (lookahead == ']') ADVANCE(23);
      if (lookahead == 'b') ADVANCE(35);
      if (lookahead == '{') ADVANCE(6);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(1);
      if (('7' <= lookahead && lookahead <= '9')) ADVANCE(45);
      if (lookahead == 'E' ||
          lookahead == 'N' ||
          lookahead == 'S' ||
          lookahead == 'W') ADVANCE(39);
      if (('0' <= lookahead && lookahead <= '6')) ADVANCE(44);
      if (sym_name_character_set_1(lookahead)) ADVANCE(40);
      END_STATE();
    case 2:
      if (lookahead == '!') ADVANCE(48);
      if (lookahead == '$') ADVANCE(11);
      if (lookahead == '+') ADVANCE(12);
      if (lookahead == '-') ADVANCE(13);
      if (lookahead == ';') ADVANCE(51);
      if (lookahead == '?') ADVANCE(48);
      if (lookahead == '{') ADVANCE(6);
      if (lookahead == '\t' ||
          lookahead == ' ') SKIP(2)
      if (lookahead == 'E' ||
          lookahead == 'N' ||
          lookahead == 'S' ||
          lookahead == 'W') ADVANCE(42);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(46);
      END_STATE();
    case 3:
      if (lookahead == '"') ADVANCE(22);
      if (lookahead == '\\') ADVANCE(8);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(3);
      END_STATE();
    case 4:
      if (lookahead == '+') ADVANCE(27);
      if (lookahead == '-') ADVANCE(13);
      if (lookahead == '\t' ||
          lookahead == ' ') SKIP(5)
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(46);
      if (('A' <= lookahead && lookahead <= 'Z') ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(20);
      END_STATE();
    case 5:
      if (lookahead == '-') ADVANCE(13);
      if (lookahead == '\t' ||
          lookahead == ' ') SKIP(5)
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(46);
      END_STATE();
    case 6:
      if (lookahead == '}') ADVANCE(50);
      if (lookahead != 0 &&
          lookahead != '{') ADVANCE(6);
      END_STATE();
    case 7:
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(21);
      if (sym_name_character_set_1(lookahead)) ADVANCE(29);
      END_STATE();
    case 8:
      if (lookahead == '"' ||
          lookahead == '\\') ADVANCE(3);
      END_STATE();
    case 9:
      if (lookahead == 'E' ||
          lookahead == 'N' ||
          lookahead == 'S' ||
          lookahead == 'W') ADVANCE(42);
      END_STATE();
    case 10:
      if (('0' <= lookahead && lookahead <= '6')) ADVANCE(41);
      END_STATE();
    case 11:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(49);
      END_STATE();
    case 12:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(43);
      END_STATE();
    case 13:
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(46);
      END_STATE();
    case 14:
      if (eof) ADVANCE(18);
      if (lookahead == '!') ADVANCE(48);
      if (lookahead == '$') ADVANCE(11);
      if (lookahead == '+') ADVANCE(12);
      if (lookahead == ',') ADVANCE(24);
      if (lookahead == ':') ADVANCE(25);
      if (lookahead == ';') ADVANCE(51);
      if (lookahead == '?') ADVANCE(48);
      if (lookahead == '[') ADVANCE(19);
      if (lookahead == '{') ADVANCE(6);
      if (lookahead == '\t' ||
          lookahead == ' ') SKIP(15)
      if (('7' <= lookahead && lookahead <= '9')) ADVANCE(45);
      if (('0' <= lookahead && lookahead <= '6')) ADVANCE(44);
      if (sym_name_character_set_1(lookahead)) ADVANCE(40);
      END_STATE();
    case 15:
      if (eof) ADVANCE(18);
      if (lookahead == '!') ADVANCE(48);
      if (lookahead == '$') ADVANCE(11);
      if (lookahead == '+') ADVANCE(12);
      if (lookahead == ',') ADVANCE(24);
      if (lookahead == ';') ADVANCE(51);
      if (lookahead == '?') ADVANCE(48);
      if (lookahead == '[') ADVANCE(19);
      if (lookahead == '{') ADVANCE(6);
      if (lookahead == '\t' ||
          lookahead == ' ') SKIP(15)
      if (('7' <= lookahead && lookahead <= '9')) ADVANCE(45);
      if (('0' <= lookahead && lookahead <= '6')) ADVANCE(44);
      if (sym_name_character_set_1(lookahead)) ADVANCE(40);
      END_STATE();
    case 16:
      if (eof) ADVANCE(18);
      if (lookahead == '+') ADVANCE(27);
      if (lookahead == ';') ADVANCE(51);
      if (lookahead == '[') ADVANCE(19);
      if (lookahead == 'b') ADVANCE(35);
      if (lookahead == '{') ADVANCE(6);
      if (lookahead == '\t' ||
          lookahead == ' ') SKIP(17)
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(45);
      if (sym_name_character_set_1(lookahead)) ADVANCE(40);
      END_STATE();
    case 17:
      if (eof) ADVANCE(18);
      if (lookahead == ';') ADVANCE(51);
      if (lookahead == '[') ADVANCE(19);
      if (lookahead == 'b') ADVANCE(35);
      if (lookahead == '{') ADVANCE(6);
      if (lookahead == '\t' ||
          lookahead == ' ') SKIP(17)
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(45);
      if (sym_name_character_set_1(lookahead)) ADVANCE(40);
      END_STATE();
    case 18:
      ACCEPT_TOKEN(ts_builtin_sym_end);
      END_STATE();
    case 19:
      ACCEPT_TOKEN(anon_sym_LBRACK);
      END_STATE();
    case 20:
      ACCEPT_TOKEN(aux_sym_tag_token1);
      if (('0' <= lookahead && lookahead <= '9') ||
          ('A' <= lookahead && lookahead <= 'Z') ||
          lookahead == '_' ||
          ('a' <= lookahead && lookahead <= 'z')) ADVANCE(20);
      END_STATE();
    case 21:
      ACCEPT_TOKEN(aux_sym_tag_token2);
      if (lookahead == '\t' ||
          lookahead == ' ') ADVANCE(21);
      END_STATE();
    case 22:
      ACCEPT_TOKEN(aux_sym_tag_token3);
      END_STATE();
    case 23:
      ACCEPT_TOKEN(aux_sym_tag_token4);
      END_STATE();
    case 24:
      ACCEPT_TOKEN(anon_sym_COMMA);
      END_STATE();
    case 25:
      ACCEPT_TOKEN(anon_sym_COLON);
      END_STATE();
    case 26:
      ACCEPT_TOKEN(anon_sym_boneyard_COLON);
      END_STATE();
    case 27:
      ACCEPT_TOKEN(anon_sym_PLUS);
      END_STATE();
    case 28:
      ACCEPT_TOKEN(anon_sym_PLUS);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(43);
      END_STATE();
    case 29:
      ACCEPT_TOKEN(aux_sym__side_token1);
      if (aux_sym__side_token1_character_set_1(lookahead)) ADVANCE(29);
      END_STATE();
    case 30:
      ACCEPT_TOKEN(sym_name);
      if (lookahead == ':') ADVANCE(26);
      if (aux_sym__side_token1_character_set_1(lookahead)) ADVANCE(40);
      END_STATE();
    case 31:
      ACCEPT_TOKEN(sym_name);
      if (lookahead == 'a') ADVANCE(36);
      if (sym_name_character_set_2(lookahead)) ADVANCE(40);
      END_STATE();
    case 32:
      ACCEPT_TOKEN(sym_name);
      if (lookahead == 'd') ADVANCE(30);
      if (aux_sym__side_token1_character_set_1(lookahead)) ADVANCE(40);
      END_STATE();
    case 33:
      ACCEPT_TOKEN(sym_name);
      if (lookahead == 'e') ADVANCE(37);
      if (aux_sym__side_token1_character_set_1(lookahead)) ADVANCE(40);
      END_STATE();
    case 34:
      ACCEPT_TOKEN(sym_name);
      if (lookahead == 'n') ADVANCE(33);
      if (aux_sym__side_token1_character_set_1(lookahead)) ADVANCE(40);
      END_STATE();
    case 35:
      ACCEPT_TOKEN(sym_name);
      if (lookahead == 'o') ADVANCE(34);
      if (aux_sym__side_token1_character_set_1(lookahead)) ADVANCE(40);
      END_STATE();
    case 36:
      ACCEPT_TOKEN(sym_name);
      if (lookahead == 'r') ADVANCE(32);
      if (aux_sym__side_token1_character_set_1(lookahead)) ADVANCE(40);
      END_STATE();
    case 37:
      ACCEPT_TOKEN(sym_name);
      if (lookahead == 'y') ADVANCE(31);
      if (aux_sym__side_token1_character_set_1(lookahead)) ADVANCE(40);
      END_STATE();
    case 38:
      ACCEPT_TOKEN(sym_name);
      if (lookahead == 'E' ||
          lookahead == 'N' ||
          lookahead == 'S' ||
          lookahead == 'W') ADVANCE(39);
      if (aux_sym__side_token1_character_set_1(lookahead)) ADVANCE(40);
      END_STATE();
    case 39:
      ACCEPT_TOKEN(sym_name);
      if (('0' <= lookahead && lookahead <= '6')) ADVANCE(38);
      if (sym_name_character_set_3(lookahead)) ADVANCE(40);
      END_STATE();
    case 40:
      ACCEPT_TOKEN(sym_name);
      if (aux_sym__side_token1_character_set_1(lookahead)) ADVANCE(40);
      END_STATE();
    case 41:
      ACCEPT_TOKEN(sym_tile);
      END_STATE();
    case 42:
      ACCEPT_TOKEN(sym_arm);
      if (('0' <= lookahead && lookahead <= '6')) ADVANCE(9);
      END_STATE();
    case 43:
      ACCEPT_TOKEN(sym_points);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(43);
      END_STATE();
    case 44:
      ACCEPT_TOKEN(sym_number);
      if (lookahead == '-') ADVANCE(10);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(45);
      END_STATE();
    case 45:
      ACCEPT_TOKEN(sym_number);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(45);
      END_STATE();
    case 46:
      ACCEPT_TOKEN(sym_score_value);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(46);
      END_STATE();
    case 47:
      ACCEPT_TOKEN(sym_glyph);
      END_STATE();
    case 48:
      ACCEPT_TOKEN(sym_glyph);
      if (lookahead == '!' ||
          lookahead == '?') ADVANCE(47);
      END_STATE();
    case 49:
      ACCEPT_TOKEN(sym_glyph);
      if (('0' <= lookahead && lookahead <= '9')) ADVANCE(49);
      END_STATE();
    case 50:
      ACCEPT_TOKEN(sym_comment);
      END_STATE();
    case 51:
      ACCEPT_TOKEN(sym_comment);
      if (lookahead != 0 &&
          lookahead != '\n') ADVANCE(51);
      END_STATE();
    default:
      return false;
  }
}

static bool ts_lex_keywords(TSLexer *lexer, TSStateId state) {
  START_LEXER();
  eof = lexer->eof(lexer);
  switch (state) {
    case 0:
      if (lookahead == 'a') ADVANCE(1);
      if (lookahead == 'b') ADVANCE(2);
      if (lookahead == 'd') ADVANCE(3);
      if (lookahead == 'h') ADVANCE(4);
      if (lookahead == 'i') ADVANCE(5);
      if (lookahead == 'l') ADVANCE(6);
      if (lookahead == 'm') ADVANCE(7);
      if (lookahead == 'o') ADVANCE(8);
      if (lookahead == 'p') ADVANCE(9);
      if (lookahead == 'r') ADVANCE(10);
      if (lookahead == 's') ADVANCE(11);
      if (lookahead == 't') ADVANCE(12);
      if (lookahead == '\t' ||
          lookahead == ' ') SKIP(0)
      END_STATE();
    case 1:
      if (lookahead == 'w') ADVANCE(13);
      END_STATE();
    case 2:
      if (lookahead == 'l') ADVANCE(14);
      END_STATE();
    case 3:
      if (lookahead == 'e') ADVANCE(15);
      if (lookahead == 'r') ADVANCE(16);
      END_STATE();
    case 4:
      if (lookahead == 'a') ADVANCE(17);
      END_STATE();
    case 5:
      if (lookahead == 'n') ADVANCE(18);
      END_STATE();
    case 6:
      if (lookahead == 'e') ADVANCE(19);
      END_STATE();
    case 7:
      if (lookahead == 'u') ADVANCE(20);
      END_STATE();
    case 8:
      if (lookahead == 'u') ADVANCE(21);
      END_STATE();
    case 9:
      if (lookahead == 'a') ADVANCE(22);
      if (lookahead == 'i') ADVANCE(23);
      if (lookahead == 'l') ADVANCE(24);
      END_STATE();
    case 10:
      if (lookahead == 'e') ADVANCE(25);
      END_STATE();
    case 11:
      if (lookahead == 'c') ADVANCE(26);
      if (lookahead == 'h') ADVANCE(27);
      END_STATE();
    case 12:
      if (lookahead == 'a') ADVANCE(28);
      if (lookahead == 'h') ADVANCE(29);
      END_STATE();
    case 13:
      if (lookahead == 'a') ADVANCE(30);
      END_STATE();
    case 14:
      if (lookahead == 'o') ADVANCE(31);
      END_STATE();
    case 15:
      if (lookahead == 'a') ADVANCE(32);
      if (lookahead == 'd') ADVANCE(33);
      END_STATE();
    case 16:
      if (lookahead == 'a') ADVANCE(34);
      END_STATE();
    case 17:
      if (lookahead == 'n') ADVANCE(35);
      END_STATE();
    case 18:
      ACCEPT_TOKEN(anon_sym_in);
      END_STATE();
    case 19:
      if (lookahead == 'a') ADVANCE(36);
      END_STATE();
    case 20:
      if (lookahead == 'g') ADVANCE(37);
      END_STATE();
    case 21:
      if (lookahead == 't') ADVANCE(38);
      END_STATE();
    case 22:
      if (lookahead == 's') ADVANCE(39);
      END_STATE();
    case 23:
      if (lookahead == 'p') ADVANCE(40);
      END_STATE();
    case 24:
      if (lookahead == 'a') ADVANCE(41);
      END_STATE();
    case 25:
      if (lookahead == 'a') ADVANCE(42);
      END_STATE();
    case 26:
      if (lookahead == 'o') ADVANCE(43);
      END_STATE();
    case 27:
      if (lookahead == 'o') ADVANCE(44);
      END_STATE();
    case 28:
      if (lookahead == 'r') ADVANCE(45);
      END_STATE();
    case 29:
      if (lookahead == 'e') ADVANCE(46);
      if (lookahead == 'r') ADVANCE(47);
      END_STATE();
    case 30:
      if (lookahead == 'r') ADVANCE(48);
      END_STATE();
    case 31:
      if (lookahead == 'c') ADVANCE(49);
      END_STATE();
    case 32:
      if (lookahead == 'l') ADVANCE(50);
      END_STATE();
    case 33:
      if (lookahead == 'u') ADVANCE(51);
      END_STATE();
    case 34:
      if (lookahead == 'w') ADVANCE(52);
      END_STATE();
    case 35:
      if (lookahead == 'd') ADVANCE(53);
      END_STATE();
    case 36:
      if (lookahead == 'd') ADVANCE(54);
      END_STATE();
    case 37:
      if (lookahead == 'g') ADVANCE(55);
      END_STATE();
    case 38:
      ACCEPT_TOKEN(anon_sym_out);
      END_STATE();
    case 39:
      if (lookahead == 's') ADVANCE(56);
      END_STATE();
    case 40:
      if (lookahead == 's') ADVANCE(57);
      END_STATE();
    case 41:
      if (lookahead == 'y') ADVANCE(58);
      END_STATE();
    case 42:
      if (lookahead == 'c') ADVANCE(59);
      END_STATE();
    case 43:
      if (lookahead == 'r') ADVANCE(60);
      END_STATE();
    case 44:
      if (lookahead == 'w') ADVANCE(61);
      END_STATE();
    case 45:
      if (lookahead == 'g') ADVANCE(62);
      END_STATE();
    case 46:
      ACCEPT_TOKEN(anon_sym_the);
      END_STATE();
    case 47:
      if (lookahead == 'o') ADVANCE(63);
      END_STATE();
    case 48:
      if (lookahead == 'd') ADVANCE(64);
      END_STATE();
    case 49:
      if (lookahead == 'k') ADVANCE(65);
      END_STATE();
    case 50:
      ACCEPT_TOKEN(anon_sym_deal);
      if (lookahead == 's') ADVANCE(66);
      END_STATE();
    case 51:
      if (lookahead == 'c') ADVANCE(67);
      END_STATE();
    case 52:
      if (lookahead == 's') ADVANCE(68);
      END_STATE();
    case 53:
      ACCEPT_TOKEN(anon_sym_hand);
      END_STATE();
    case 54:
      if (lookahead == 's') ADVANCE(69);
      END_STATE();
    case 55:
      if (lookahead == 'i') ADVANCE(70);
      END_STATE();
    case 56:
      if (lookahead == 'e') ADVANCE(71);
      END_STATE();
    case 57:
      ACCEPT_TOKEN(anon_sym_pips);
      END_STATE();
    case 58:
      if (lookahead == 's') ADVANCE(72);
      END_STATE();
    case 59:
      if (lookahead == 'h') ADVANCE(73);
      END_STATE();
    case 60:
      if (lookahead == 'e') ADVANCE(74);
      END_STATE();
    case 61:
      if (lookahead == 'n') ADVANCE(75);
      END_STATE();
    case 62:
      if (lookahead == 'e') ADVANCE(76);
      END_STATE();
    case 63:
      if (lookahead == 'w') ADVANCE(77);
      END_STATE();
    case 64:
      ACCEPT_TOKEN(anon_sym_award);
      END_STATE();
    case 65:
      if (lookahead == 'e') ADVANCE(78);
      END_STATE();
    case 66:
      ACCEPT_TOKEN(anon_sym_deals);
      END_STATE();
    case 67:
      if (lookahead == 't') ADVANCE(79);
      END_STATE();
    case 68:
      ACCEPT_TOKEN(anon_sym_draws);
      END_STATE();
    case 69:
      ACCEPT_TOKEN(anon_sym_leads);
      END_STATE();
    case 70:
      if (lookahead == 'n') ADVANCE(80);
      END_STATE();
    case 71:
      if (lookahead == 's') ADVANCE(81);
      END_STATE();
    case 72:
      ACCEPT_TOKEN(anon_sym_plays);
      END_STATE();
    case 73:
      if (lookahead == 'e') ADVANCE(82);
      END_STATE();
    case 74:
      ACCEPT_TOKEN(anon_sym_score);
      END_STATE();
    case 75:
      ACCEPT_TOKEN(anon_sym_shown);
      END_STATE();
    case 76:
      if (lookahead == 't') ADVANCE(83);
      END_STATE();
    case 77:
      if (lookahead == 'n') ADVANCE(84);
      END_STATE();
    case 78:
      if (lookahead == 'd') ADVANCE(85);
      END_STATE();
    case 79:
      ACCEPT_TOKEN(anon_sym_deduct);
      END_STATE();
    case 80:
      if (lookahead == 's') ADVANCE(86);
      END_STATE();
    case 81:
      ACCEPT_TOKEN(anon_sym_passes);
      END_STATE();
    case 82:
      if (lookahead == 's') ADVANCE(87);
      END_STATE();
    case 83:
      ACCEPT_TOKEN(anon_sym_target);
      END_STATE();
    case 84:
      ACCEPT_TOKEN(anon_sym_thrown);
      END_STATE();
    case 85:
      ACCEPT_TOKEN(anon_sym_blocked);
      END_STATE();
    case 86:
      ACCEPT_TOKEN(anon_sym_muggins);
      END_STATE();
    case 87:
      ACCEPT_TOKEN(anon_sym_reaches);
      END_STATE();
    default:
      return false;
  }
}

static const TSLexMode ts_lex_modes[STATE_COUNT] = {
  [0] = {.lex_state = 0, .external_lex_state = 1},
  [1] = {.lex_state = 14, .external_lex_state = 1},
  [2] = {.lex_state = 16},
  [3] = {.lex_state = 16},
  [4] = {.lex_state = 14},
  [5] = {.lex_state = 14},
  [6] = {.lex_state = 14},
  [7] = {.lex_state = 14},
  [8] = {.lex_state = 14},
  [9] = {.lex_state = 14},
  [10] = {.lex_state = 14},
  [11] = {.lex_state = 14},
  [12] = {.lex_state = 14},
  [13] = {.lex_state = 16},
  [14] = {.lex_state = 16},
  [15] = {.lex_state = 16},
  [16] = {.lex_state = 16},
  [17] = {.lex_state = 16},
  [18] = {.lex_state = 14},
  [19] = {.lex_state = 16},
  [20] = {.lex_state = 14},
  [21] = {.lex_state = 14},
  [22] = {.lex_state = 14},
  [23] = {.lex_state = 14},
  [24] = {.lex_state = 14},
  [25] = {.lex_state = 16},
  [26] = {.lex_state = 16},
  [27] = {.lex_state = 16},
  [28] = {.lex_state = 16},
  [29] = {.lex_state = 16},
  [30] = {.lex_state = 16},
  [31] = {.lex_state = 14},
  [32] = {.lex_state = 14},
  [33] = {.lex_state = 14},
  [34] = {.lex_state = 14},
  [35] = {.lex_state = 14},
  [36] = {.lex_state = 14},
  [37] = {.lex_state = 14},
  [38] = {.lex_state = 14},
  [39] = {.lex_state = 14},
  [40] = {.lex_state = 14},
  [41] = {.lex_state = 14},
  [42] = {.lex_state = 14},
  [43] = {.lex_state = 14},
  [44] = {.lex_state = 14},
  [45] = {.lex_state = 14},
  [46] = {.lex_state = 14},
  [47] = {.lex_state = 14},
  [48] = {.lex_state = 14},
  [49] = {.lex_state = 14},
  [50] = {.lex_state = 14},
  [51] = {.lex_state = 14},
  [52] = {.lex_state = 14},
  [53] = {.lex_state = 14, .external_lex_state = 1},
  [54] = {.lex_state = 14},
  [55] = {.lex_state = 14},
  [56] = {.lex_state = 14},
  [57] = {.lex_state = 14, .external_lex_state = 1},
  [58] = {.lex_state = 14},
  [59] = {.lex_state = 14},
  [60] = {.lex_state = 14},
  [61] = {.lex_state = 14},
  [62] = {.lex_state = 0, .external_lex_state = 1},
  [63] = {.lex_state = 14, .external_lex_state = 1},
  [64] = {.lex_state = 0, .external_lex_state = 1},
  [65] = {.lex_state = 14, .external_lex_state = 1},
  [66] = {.lex_state = 0, .external_lex_state = 1},
  [67] = {.lex_state = 14, .external_lex_state = 1},
  [68] = {.lex_state = 0},
  [69] = {.lex_state = 0, .external_lex_state = 1},
  [70] = {.lex_state = 0, .external_lex_state = 1},
  [71] = {.lex_state = 0, .external_lex_state = 1},
  [72] = {.lex_state = 0, .external_lex_state = 1},
  [73] = {.lex_state = 0, .external_lex_state = 1},
  [74] = {.lex_state = 0, .external_lex_state = 1},
  [75] = {.lex_state = 0, .external_lex_state = 1},
  [76] = {.lex_state = 0},
  [77] = {.lex_state = 0, .external_lex_state = 1},
  [78] = {.lex_state = 14, .external_lex_state = 1},
  [79] = {.lex_state = 0, .external_lex_state = 1},
  [80] = {.lex_state = 0, .external_lex_state = 1},
  [81] = {.lex_state = 14},
  [82] = {.lex_state = 0, .external_lex_state = 1},
  [83] = {.lex_state = 0, .external_lex_state = 1},
  [84] = {.lex_state = 14, .external_lex_state = 1},
  [85] = {.lex_state = 14, .external_lex_state = 1},
  [86] = {.lex_state = 2, .external_lex_state = 1},
  [87] = {.lex_state = 0, .external_lex_state = 1},
  [88] = {.lex_state = 0, .external_lex_state = 1},
  [89] = {.lex_state = 0, .external_lex_state = 1},
  [90] = {.lex_state = 0, .external_lex_state = 1},
  [91] = {.lex_state = 0, .external_lex_state = 1},
  [92] = {.lex_state = 0, .external_lex_state = 1},
  [93] = {.lex_state = 0, .external_lex_state = 1},
  [94] = {.lex_state = 0, .external_lex_state = 1},
  [95] = {.lex_state = 0, .external_lex_state = 1},
  [96] = {.lex_state = 0, .external_lex_state = 1},
  [97] = {.lex_state = 0, .external_lex_state = 1},
  [98] = {.lex_state = 14, .external_lex_state = 1},
  [99] = {.lex_state = 0, .external_lex_state = 1},
  [100] = {.lex_state = 0, .external_lex_state = 1},
  [101] = {.lex_state = 0, .external_lex_state = 1},
  [102] = {.lex_state = 0, .external_lex_state = 1},
  [103] = {.lex_state = 0, .external_lex_state = 1},
  [104] = {.lex_state = 14},
  [105] = {.lex_state = 0, .external_lex_state = 1},
  [106] = {.lex_state = 14},
  [107] = {.lex_state = 0, .external_lex_state = 1},
  [108] = {.lex_state = 0, .external_lex_state = 1},
  [109] = {.lex_state = 0, .external_lex_state = 1},
  [110] = {.lex_state = 0, .external_lex_state = 1},
  [111] = {.lex_state = 0, .external_lex_state = 1},
  [112] = {.lex_state = 0, .external_lex_state = 1},
  [113] = {.lex_state = 14},
  [114] = {.lex_state = 14},
  [115] = {.lex_state = 14},
  [116] = {.lex_state = 16},
  [117] = {.lex_state = 14},
  [118] = {.lex_state = 14},
  [119] = {.lex_state = 14},
  [120] = {.lex_state = 14},
  [121] = {.lex_state = 0, .external_lex_state = 1},
  [122] = {.lex_state = 14},
  [123] = {.lex_state = 14},
  [124] = {.lex_state = 4},
  [125] = {.lex_state = 14},
  [126] = {.lex_state = 14},
  [127] = {.lex_state = 14},
  [128] = {.lex_state = 2},
  [129] = {.lex_state = 2},
  [130] = {.lex_state = 14},
  [131] = {.lex_state = 14},
  [132] = {.lex_state = 14},
  [133] = {.lex_state = 14},
  [134] = {.lex_state = 14},
  [135] = {.lex_state = 0},
  [136] = {.lex_state = 0},
  [137] = {.lex_state = 14},
  [138] = {.lex_state = 7},
  [139] = {.lex_state = 14},
  [140] = {.lex_state = 14},
  [141] = {.lex_state = 14},
  [142] = {.lex_state = 4},
  [143] = {.lex_state = 7},
  [144] = {.lex_state = 14},
  [145] = {.lex_state = 14},
  [146] = {.lex_state = 0},
  [147] = {.lex_state = 14},
  [148] = {.lex_state = 14},
  [149] = {.lex_state = 14},
  [150] = {.lex_state = 0},
  [151] = {.lex_state = 14},
  [152] = {.lex_state = 14},
  [153] = {.lex_state = 14},
  [154] = {.lex_state = 2},
  [155] = {.lex_state = 14},
  [156] = {.lex_state = 0},
  [157] = {.lex_state = 7},
};

enum {
  ts_external_token__line_end = 0,
};

static const TSSymbol ts_external_scanner_symbol_map[EXTERNAL_TOKEN_COUNT] = {
  [ts_external_token__line_end] = sym__line_end,
};

static const bool ts_external_scanner_states[2][EXTERNAL_TOKEN_COUNT] = {
  [1] = {
    [ts_external_token__line_end] = true,
  },
};

static const uint16_t ts_parse_table[LARGE_STATE_COUNT][SYMBOL_COUNT] = {
  [0] = {
    [ts_builtin_sym_end] = ACTIONS(1),
    [sym_name] = ACTIONS(1),
    [anon_sym_LBRACK] = ACTIONS(1),
    [aux_sym_tag_token3] = ACTIONS(1),
    [aux_sym_tag_token4] = ACTIONS(1),
    [anon_sym_hand] = ACTIONS(1),
    [anon_sym_COMMA] = ACTIONS(1),
    [anon_sym_leads] = ACTIONS(1),
    [anon_sym_deal] = ACTIONS(1),
    [anon_sym_deals] = ACTIONS(1),
    [anon_sym_thrown] = ACTIONS(1),
    [anon_sym_in] = ACTIONS(1),
    [anon_sym_COLON] = ACTIONS(1),
    [anon_sym_boneyard_COLON] = ACTIONS(1),
    [anon_sym_passes] = ACTIONS(1),
    [anon_sym_draws] = ACTIONS(1),
    [anon_sym_plays] = ACTIONS(1),
    [anon_sym_muggins] = ACTIONS(1),
    [anon_sym_out] = ACTIONS(1),
    [anon_sym_blocked] = ACTIONS(1),
    [anon_sym_reaches] = ACTIONS(1),
    [anon_sym_the] = ACTIONS(1),
    [anon_sym_target] = ACTIONS(1),
    [anon_sym_pips] = ACTIONS(1),
    [anon_sym_shown] = ACTIONS(1),
    [anon_sym_deduct] = ACTIONS(1),
    [anon_sym_award] = ACTIONS(1),
    [anon_sym_score] = ACTIONS(1),
    [anon_sym_PLUS] = ACTIONS(1),
    [sym_tile] = ACTIONS(1),
    [sym_arm] = ACTIONS(1),
    [sym_points] = ACTIONS(1),
    [sym_number] = ACTIONS(1),
    [sym_score_value] = ACTIONS(1),
    [sym_glyph] = ACTIONS(1),
    [sym_comment] = ACTIONS(1),
    [sym__line_end] = ACTIONS(1),
  },
  [1] = {
    [sym_source_file] = STATE(146),
    [sym_tag] = STATE(56),
    [sym_hand] = STATE(56),
    [sym_hand_header] = STATE(3),
    [sym__comment_line] = STATE(68),
    [aux_sym_source_file_repeat1] = STATE(68),
    [aux_sym__end_repeat1] = STATE(100),
    [ts_builtin_sym_end] = ACTIONS(3),
    [anon_sym_LBRACK] = ACTIONS(5),
    [anon_sym_hand] = ACTIONS(7),
    [sym_comment] = ACTIONS(9),
    [sym__line_end] = ACTIONS(11),
  },
};

static const uint16_t ts_small_parse_table[] = {
  [0] = 13,
    ACTIONS(15), 1,
      sym_name,
    ACTIONS(17), 1,
      anon_sym_hand,
    ACTIONS(19), 1,
      anon_sym_boneyard_COLON,
    ACTIONS(21), 1,
      anon_sym_blocked,
    ACTIONS(23), 1,
      anon_sym_pips,
    ACTIONS(25), 1,
      anon_sym_shown,
    ACTIONS(27), 1,
      anon_sym_deduct,
    ACTIONS(29), 1,
      anon_sym_award,
    ACTIONS(31), 1,
      anon_sym_score,
    STATE(5), 1,
      sym_turn,
    ACTIONS(13), 2,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
    STATE(19), 3,
      sym_dealt,
      sym_boneyard,
      aux_sym_hand_repeat1,
    STATE(8), 9,
      sym_went_out,
      sym_blocked,
      sym_reached,
      sym_pips,
      sym_shown,
      sym_deduct,
      sym_award,
      sym_score,
      aux_sym_hand_repeat3,
  [51] = 13,
    ACTIONS(15), 1,
      sym_name,
    ACTIONS(19), 1,
      anon_sym_boneyard_COLON,
    ACTIONS(21), 1,
      anon_sym_blocked,
    ACTIONS(23), 1,
      anon_sym_pips,
    ACTIONS(25), 1,
      anon_sym_shown,
    ACTIONS(27), 1,
      anon_sym_deduct,
    ACTIONS(29), 1,
      anon_sym_award,
    ACTIONS(31), 1,
      anon_sym_score,
    ACTIONS(35), 1,
      anon_sym_hand,
    STATE(4), 1,
      sym_turn,
    ACTIONS(33), 2,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
    STATE(2), 3,
      sym_dealt,
      sym_boneyard,
      aux_sym_hand_repeat1,
    STATE(9), 9,
      sym_went_out,
      sym_blocked,
      sym_reached,
      sym_pips,
      sym_shown,
      sym_deduct,
      sym_award,
      sym_score,
      aux_sym_hand_repeat3,
  [102] = 11,
    ACTIONS(17), 1,
      anon_sym_hand,
    ACTIONS(21), 1,
      anon_sym_blocked,
    ACTIONS(23), 1,
      anon_sym_pips,
    ACTIONS(25), 1,
      anon_sym_shown,
    ACTIONS(27), 1,
      anon_sym_deduct,
    ACTIONS(29), 1,
      anon_sym_award,
    ACTIONS(31), 1,
      anon_sym_score,
    ACTIONS(37), 1,
      sym_name,
    ACTIONS(13), 2,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
    STATE(6), 3,
      sym_turn,
      sym_call,
      aux_sym_hand_repeat2,
    STATE(8), 9,
      sym_went_out,
      sym_blocked,
      sym_reached,
      sym_pips,
      sym_shown,
      sym_deduct,
      sym_award,
      sym_score,
      aux_sym_hand_repeat3,
  [147] = 11,
    ACTIONS(21), 1,
      anon_sym_blocked,
    ACTIONS(23), 1,
      anon_sym_pips,
    ACTIONS(25), 1,
      anon_sym_shown,
    ACTIONS(27), 1,
      anon_sym_deduct,
    ACTIONS(29), 1,
      anon_sym_award,
    ACTIONS(31), 1,
      anon_sym_score,
    ACTIONS(37), 1,
      sym_name,
    ACTIONS(41), 1,
      anon_sym_hand,
    ACTIONS(39), 2,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
    STATE(7), 3,
      sym_turn,
      sym_call,
      aux_sym_hand_repeat2,
    STATE(12), 9,
      sym_went_out,
      sym_blocked,
      sym_reached,
      sym_pips,
      sym_shown,
      sym_deduct,
      sym_award,
      sym_score,
      aux_sym_hand_repeat3,
  [192] = 11,
    ACTIONS(21), 1,
      anon_sym_blocked,
    ACTIONS(23), 1,
      anon_sym_pips,
    ACTIONS(25), 1,
      anon_sym_shown,
    ACTIONS(27), 1,
      anon_sym_deduct,
    ACTIONS(29), 1,
      anon_sym_award,
    ACTIONS(31), 1,
      anon_sym_score,
    ACTIONS(37), 1,
      sym_name,
    ACTIONS(41), 1,
      anon_sym_hand,
    ACTIONS(39), 2,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
    STATE(24), 3,
      sym_turn,
      sym_call,
      aux_sym_hand_repeat2,
    STATE(12), 9,
      sym_went_out,
      sym_blocked,
      sym_reached,
      sym_pips,
      sym_shown,
      sym_deduct,
      sym_award,
      sym_score,
      aux_sym_hand_repeat3,
  [237] = 11,
    ACTIONS(21), 1,
      anon_sym_blocked,
    ACTIONS(23), 1,
      anon_sym_pips,
    ACTIONS(25), 1,
      anon_sym_shown,
    ACTIONS(27), 1,
      anon_sym_deduct,
    ACTIONS(29), 1,
      anon_sym_award,
    ACTIONS(31), 1,
      anon_sym_score,
    ACTIONS(37), 1,
      sym_name,
    ACTIONS(45), 1,
      anon_sym_hand,
    ACTIONS(43), 2,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
    STATE(24), 3,
      sym_turn,
      sym_call,
      aux_sym_hand_repeat2,
    STATE(11), 9,
      sym_went_out,
      sym_blocked,
      sym_reached,
      sym_pips,
      sym_shown,
      sym_deduct,
      sym_award,
      sym_score,
      aux_sym_hand_repeat3,
  [282] = 10,
    ACTIONS(21), 1,
      anon_sym_blocked,
    ACTIONS(23), 1,
      anon_sym_pips,
    ACTIONS(25), 1,
      anon_sym_shown,
    ACTIONS(27), 1,
      anon_sym_deduct,
    ACTIONS(29), 1,
      anon_sym_award,
    ACTIONS(31), 1,
      anon_sym_score,
    ACTIONS(41), 1,
      anon_sym_hand,
    ACTIONS(47), 1,
      sym_name,
    ACTIONS(39), 2,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
    STATE(10), 9,
      sym_went_out,
      sym_blocked,
      sym_reached,
      sym_pips,
      sym_shown,
      sym_deduct,
      sym_award,
      sym_score,
      aux_sym_hand_repeat3,
  [322] = 10,
    ACTIONS(17), 1,
      anon_sym_hand,
    ACTIONS(21), 1,
      anon_sym_blocked,
    ACTIONS(23), 1,
      anon_sym_pips,
    ACTIONS(25), 1,
      anon_sym_shown,
    ACTIONS(27), 1,
      anon_sym_deduct,
    ACTIONS(29), 1,
      anon_sym_award,
    ACTIONS(31), 1,
      anon_sym_score,
    ACTIONS(47), 1,
      sym_name,
    ACTIONS(13), 2,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
    STATE(10), 9,
      sym_went_out,
      sym_blocked,
      sym_reached,
      sym_pips,
      sym_shown,
      sym_deduct,
      sym_award,
      sym_score,
      aux_sym_hand_repeat3,
  [362] = 10,
    ACTIONS(51), 1,
      sym_name,
    ACTIONS(54), 1,
      anon_sym_hand,
    ACTIONS(56), 1,
      anon_sym_blocked,
    ACTIONS(59), 1,
      anon_sym_pips,
    ACTIONS(62), 1,
      anon_sym_shown,
    ACTIONS(65), 1,
      anon_sym_deduct,
    ACTIONS(68), 1,
      anon_sym_award,
    ACTIONS(71), 1,
      anon_sym_score,
    ACTIONS(49), 2,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
    STATE(10), 9,
      sym_went_out,
      sym_blocked,
      sym_reached,
      sym_pips,
      sym_shown,
      sym_deduct,
      sym_award,
      sym_score,
      aux_sym_hand_repeat3,
  [402] = 10,
    ACTIONS(21), 1,
      anon_sym_blocked,
    ACTIONS(23), 1,
      anon_sym_pips,
    ACTIONS(25), 1,
      anon_sym_shown,
    ACTIONS(27), 1,
      anon_sym_deduct,
    ACTIONS(29), 1,
      anon_sym_award,
    ACTIONS(31), 1,
      anon_sym_score,
    ACTIONS(47), 1,
      sym_name,
    ACTIONS(76), 1,
      anon_sym_hand,
    ACTIONS(74), 2,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
    STATE(10), 9,
      sym_went_out,
      sym_blocked,
      sym_reached,
      sym_pips,
      sym_shown,
      sym_deduct,
      sym_award,
      sym_score,
      aux_sym_hand_repeat3,
  [442] = 10,
    ACTIONS(21), 1,
      anon_sym_blocked,
    ACTIONS(23), 1,
      anon_sym_pips,
    ACTIONS(25), 1,
      anon_sym_shown,
    ACTIONS(27), 1,
      anon_sym_deduct,
    ACTIONS(29), 1,
      anon_sym_award,
    ACTIONS(31), 1,
      anon_sym_score,
    ACTIONS(45), 1,
      anon_sym_hand,
    ACTIONS(47), 1,
      sym_name,
    ACTIONS(43), 2,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
    STATE(10), 9,
      sym_went_out,
      sym_blocked,
      sym_reached,
      sym_pips,
      sym_shown,
      sym_deduct,
      sym_award,
      sym_score,
      aux_sym_hand_repeat3,
  [482] = 5,
    ACTIONS(82), 1,
      sym_comment,
    STATE(100), 1,
      aux_sym__end_repeat1,
    STATE(13), 2,
      sym__comment_line,
      aux_sym_source_file_repeat1,
    ACTIONS(78), 3,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
      anon_sym_boneyard_COLON,
    ACTIONS(80), 8,
      anon_sym_hand,
      anon_sym_blocked,
      anon_sym_pips,
      anon_sym_shown,
      anon_sym_deduct,
      anon_sym_award,
      anon_sym_score,
      sym_name,
  [508] = 5,
    ACTIONS(9), 1,
      sym_comment,
    STATE(100), 1,
      aux_sym__end_repeat1,
    STATE(15), 2,
      sym__comment_line,
      aux_sym_source_file_repeat1,
    ACTIONS(85), 3,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
      anon_sym_boneyard_COLON,
    ACTIONS(87), 8,
      anon_sym_hand,
      anon_sym_blocked,
      anon_sym_pips,
      anon_sym_shown,
      anon_sym_deduct,
      anon_sym_award,
      anon_sym_score,
      sym_name,
  [534] = 5,
    ACTIONS(9), 1,
      sym_comment,
    STATE(100), 1,
      aux_sym__end_repeat1,
    STATE(13), 2,
      sym__comment_line,
      aux_sym_source_file_repeat1,
    ACTIONS(89), 3,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
      anon_sym_boneyard_COLON,
    ACTIONS(91), 8,
      anon_sym_hand,
      anon_sym_blocked,
      anon_sym_pips,
      anon_sym_shown,
      anon_sym_deduct,
      anon_sym_award,
      anon_sym_score,
      sym_name,
  [560] = 5,
    ACTIONS(9), 1,
      sym_comment,
    STATE(100), 1,
      aux_sym__end_repeat1,
    STATE(17), 2,
      sym__comment_line,
      aux_sym_source_file_repeat1,
    ACTIONS(89), 3,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
      anon_sym_boneyard_COLON,
    ACTIONS(91), 8,
      anon_sym_hand,
      anon_sym_blocked,
      anon_sym_pips,
      anon_sym_shown,
      anon_sym_deduct,
      anon_sym_award,
      anon_sym_score,
      sym_name,
  [586] = 5,
    ACTIONS(9), 1,
      sym_comment,
    STATE(100), 1,
      aux_sym__end_repeat1,
    STATE(13), 2,
      sym__comment_line,
      aux_sym_source_file_repeat1,
    ACTIONS(93), 3,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
      anon_sym_boneyard_COLON,
    ACTIONS(95), 8,
      anon_sym_hand,
      anon_sym_blocked,
      anon_sym_pips,
      anon_sym_shown,
      anon_sym_deduct,
      anon_sym_award,
      anon_sym_score,
      sym_name,
  [612] = 5,
    ACTIONS(97), 1,
      sym_comment,
    STATE(105), 1,
      aux_sym__end_repeat1,
    ACTIONS(93), 2,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
    STATE(20), 2,
      sym__comment_line,
      aux_sym_source_file_repeat1,
    ACTIONS(95), 8,
      anon_sym_hand,
      anon_sym_blocked,
      anon_sym_pips,
      anon_sym_shown,
      anon_sym_deduct,
      anon_sym_award,
      anon_sym_score,
      sym_name,
  [637] = 5,
    ACTIONS(101), 1,
      sym_name,
    ACTIONS(106), 1,
      anon_sym_boneyard_COLON,
    ACTIONS(99), 2,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
    STATE(19), 3,
      sym_dealt,
      sym_boneyard,
      aux_sym_hand_repeat1,
    ACTIONS(104), 7,
      anon_sym_hand,
      anon_sym_blocked,
      anon_sym_pips,
      anon_sym_shown,
      anon_sym_deduct,
      anon_sym_award,
      anon_sym_score,
  [662] = 5,
    ACTIONS(109), 1,
      sym_comment,
    STATE(105), 1,
      aux_sym__end_repeat1,
    ACTIONS(78), 2,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
    STATE(20), 2,
      sym__comment_line,
      aux_sym_source_file_repeat1,
    ACTIONS(80), 8,
      anon_sym_hand,
      anon_sym_blocked,
      anon_sym_pips,
      anon_sym_shown,
      anon_sym_deduct,
      anon_sym_award,
      anon_sym_score,
      sym_name,
  [687] = 5,
    ACTIONS(97), 1,
      sym_comment,
    STATE(105), 1,
      aux_sym__end_repeat1,
    ACTIONS(85), 2,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
    STATE(22), 2,
      sym__comment_line,
      aux_sym_source_file_repeat1,
    ACTIONS(87), 8,
      anon_sym_hand,
      anon_sym_blocked,
      anon_sym_pips,
      anon_sym_shown,
      anon_sym_deduct,
      anon_sym_award,
      anon_sym_score,
      sym_name,
  [712] = 5,
    ACTIONS(97), 1,
      sym_comment,
    STATE(105), 1,
      aux_sym__end_repeat1,
    ACTIONS(89), 2,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
    STATE(20), 2,
      sym__comment_line,
      aux_sym_source_file_repeat1,
    ACTIONS(91), 8,
      anon_sym_hand,
      anon_sym_blocked,
      anon_sym_pips,
      anon_sym_shown,
      anon_sym_deduct,
      anon_sym_award,
      anon_sym_score,
      sym_name,
  [737] = 5,
    ACTIONS(97), 1,
      sym_comment,
    STATE(105), 1,
      aux_sym__end_repeat1,
    ACTIONS(89), 2,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
    STATE(18), 2,
      sym__comment_line,
      aux_sym_source_file_repeat1,
    ACTIONS(91), 8,
      anon_sym_hand,
      anon_sym_blocked,
      anon_sym_pips,
      anon_sym_shown,
      anon_sym_deduct,
      anon_sym_award,
      anon_sym_score,
      sym_name,
  [762] = 4,
    ACTIONS(114), 1,
      sym_name,
    ACTIONS(112), 2,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
    STATE(24), 3,
      sym_turn,
      sym_call,
      aux_sym_hand_repeat2,
    ACTIONS(117), 7,
      anon_sym_hand,
      anon_sym_blocked,
      anon_sym_pips,
      anon_sym_shown,
      anon_sym_deduct,
      anon_sym_award,
      anon_sym_score,
  [784] = 2,
    ACTIONS(119), 4,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
      anon_sym_boneyard_COLON,
      sym_comment,
    ACTIONS(121), 8,
      anon_sym_hand,
      anon_sym_blocked,
      anon_sym_pips,
      anon_sym_shown,
      anon_sym_deduct,
      anon_sym_award,
      anon_sym_score,
      sym_name,
  [801] = 2,
    ACTIONS(123), 3,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
      anon_sym_boneyard_COLON,
    ACTIONS(125), 8,
      anon_sym_hand,
      anon_sym_blocked,
      anon_sym_pips,
      anon_sym_shown,
      anon_sym_deduct,
      anon_sym_award,
      anon_sym_score,
      sym_name,
  [817] = 2,
    ACTIONS(127), 3,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
      anon_sym_boneyard_COLON,
    ACTIONS(129), 8,
      anon_sym_hand,
      anon_sym_blocked,
      anon_sym_pips,
      anon_sym_shown,
      anon_sym_deduct,
      anon_sym_award,
      anon_sym_score,
      sym_name,
  [833] = 2,
    ACTIONS(131), 3,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
      anon_sym_boneyard_COLON,
    ACTIONS(133), 8,
      anon_sym_hand,
      anon_sym_blocked,
      anon_sym_pips,
      anon_sym_shown,
      anon_sym_deduct,
      anon_sym_award,
      anon_sym_score,
      sym_name,
  [849] = 2,
    ACTIONS(135), 3,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
      anon_sym_boneyard_COLON,
    ACTIONS(137), 8,
      anon_sym_hand,
      anon_sym_blocked,
      anon_sym_pips,
      anon_sym_shown,
      anon_sym_deduct,
      anon_sym_award,
      anon_sym_score,
      sym_name,
  [865] = 2,
    ACTIONS(139), 3,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
      anon_sym_boneyard_COLON,
    ACTIONS(141), 8,
      anon_sym_hand,
      anon_sym_blocked,
      anon_sym_pips,
      anon_sym_shown,
      anon_sym_deduct,
      anon_sym_award,
      anon_sym_score,
      sym_name,
  [881] = 2,
    ACTIONS(119), 3,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
      sym_comment,
    ACTIONS(121), 8,
      anon_sym_hand,
      anon_sym_blocked,
      anon_sym_pips,
      anon_sym_shown,
      anon_sym_deduct,
      anon_sym_award,
      anon_sym_score,
      sym_name,
  [897] = 2,
    ACTIONS(143), 2,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
    ACTIONS(145), 8,
      anon_sym_hand,
      anon_sym_blocked,
      anon_sym_pips,
      anon_sym_shown,
      anon_sym_deduct,
      anon_sym_award,
      anon_sym_score,
      sym_name,
  [912] = 8,
    ACTIONS(5), 1,
      anon_sym_LBRACK,
    ACTIONS(7), 1,
      anon_sym_hand,
    ACTIONS(9), 1,
      sym_comment,
    ACTIONS(147), 1,
      ts_builtin_sym_end,
    STATE(3), 1,
      sym_hand_header,
    STATE(100), 1,
      aux_sym__end_repeat1,
    STATE(58), 2,
      sym_tag,
      sym_hand,
    STATE(76), 2,
      sym__comment_line,
      aux_sym_source_file_repeat1,
  [939] = 2,
    ACTIONS(149), 2,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
    ACTIONS(151), 8,
      anon_sym_hand,
      anon_sym_blocked,
      anon_sym_pips,
      anon_sym_shown,
      anon_sym_deduct,
      anon_sym_award,
      anon_sym_score,
      sym_name,
  [954] = 2,
    ACTIONS(153), 2,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
    ACTIONS(155), 8,
      anon_sym_hand,
      anon_sym_blocked,
      anon_sym_pips,
      anon_sym_shown,
      anon_sym_deduct,
      anon_sym_award,
      anon_sym_score,
      sym_name,
  [969] = 2,
    ACTIONS(157), 2,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
    ACTIONS(159), 8,
      anon_sym_hand,
      anon_sym_blocked,
      anon_sym_pips,
      anon_sym_shown,
      anon_sym_deduct,
      anon_sym_award,
      anon_sym_score,
      sym_name,
  [984] = 2,
    ACTIONS(161), 2,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
    ACTIONS(163), 8,
      anon_sym_hand,
      anon_sym_blocked,
      anon_sym_pips,
      anon_sym_shown,
      anon_sym_deduct,
      anon_sym_award,
      anon_sym_score,
      sym_name,
  [999] = 2,
    ACTIONS(165), 2,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
    ACTIONS(167), 8,
      anon_sym_hand,
      anon_sym_blocked,
      anon_sym_pips,
      anon_sym_shown,
      anon_sym_deduct,
      anon_sym_award,
      anon_sym_score,
      sym_name,
  [1014] = 2,
    ACTIONS(169), 2,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
    ACTIONS(171), 8,
      anon_sym_hand,
      anon_sym_blocked,
      anon_sym_pips,
      anon_sym_shown,
      anon_sym_deduct,
      anon_sym_award,
      anon_sym_score,
      sym_name,
  [1029] = 2,
    ACTIONS(173), 2,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
    ACTIONS(175), 8,
      anon_sym_hand,
      anon_sym_blocked,
      anon_sym_pips,
      anon_sym_shown,
      anon_sym_deduct,
      anon_sym_award,
      anon_sym_score,
      sym_name,
  [1044] = 2,
    ACTIONS(177), 2,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
    ACTIONS(179), 8,
      anon_sym_hand,
      anon_sym_blocked,
      anon_sym_pips,
      anon_sym_shown,
      anon_sym_deduct,
      anon_sym_award,
      anon_sym_score,
      sym_name,
  [1059] = 2,
    ACTIONS(181), 2,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
    ACTIONS(183), 8,
      anon_sym_hand,
      anon_sym_blocked,
      anon_sym_pips,
      anon_sym_shown,
      anon_sym_deduct,
      anon_sym_award,
      anon_sym_score,
      sym_name,
  [1074] = 2,
    ACTIONS(185), 2,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
    ACTIONS(187), 8,
      anon_sym_hand,
      anon_sym_blocked,
      anon_sym_pips,
      anon_sym_shown,
      anon_sym_deduct,
      anon_sym_award,
      anon_sym_score,
      sym_name,
  [1089] = 2,
    ACTIONS(189), 2,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
    ACTIONS(191), 8,
      anon_sym_hand,
      anon_sym_blocked,
      anon_sym_pips,
      anon_sym_shown,
      anon_sym_deduct,
      anon_sym_award,
      anon_sym_score,
      sym_name,
  [1104] = 2,
    ACTIONS(193), 2,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
    ACTIONS(195), 8,
      anon_sym_hand,
      anon_sym_blocked,
      anon_sym_pips,
      anon_sym_shown,
      anon_sym_deduct,
      anon_sym_award,
      anon_sym_score,
      sym_name,
  [1119] = 2,
    ACTIONS(197), 2,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
    ACTIONS(199), 8,
      anon_sym_hand,
      anon_sym_blocked,
      anon_sym_pips,
      anon_sym_shown,
      anon_sym_deduct,
      anon_sym_award,
      anon_sym_score,
      sym_name,
  [1134] = 2,
    ACTIONS(201), 2,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
    ACTIONS(203), 8,
      anon_sym_hand,
      anon_sym_blocked,
      anon_sym_pips,
      anon_sym_shown,
      anon_sym_deduct,
      anon_sym_award,
      anon_sym_score,
      sym_name,
  [1149] = 2,
    ACTIONS(205), 2,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
    ACTIONS(207), 8,
      anon_sym_hand,
      anon_sym_blocked,
      anon_sym_pips,
      anon_sym_shown,
      anon_sym_deduct,
      anon_sym_award,
      anon_sym_score,
      sym_name,
  [1164] = 2,
    ACTIONS(209), 2,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
    ACTIONS(211), 8,
      anon_sym_hand,
      anon_sym_blocked,
      anon_sym_pips,
      anon_sym_shown,
      anon_sym_deduct,
      anon_sym_award,
      anon_sym_score,
      sym_name,
  [1179] = 2,
    ACTIONS(213), 2,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
    ACTIONS(215), 8,
      anon_sym_hand,
      anon_sym_blocked,
      anon_sym_pips,
      anon_sym_shown,
      anon_sym_deduct,
      anon_sym_award,
      anon_sym_score,
      sym_name,
  [1194] = 7,
    ACTIONS(217), 1,
      anon_sym_passes,
    ACTIONS(219), 1,
      anon_sym_draws,
    ACTIONS(221), 1,
      anon_sym_muggins,
    ACTIONS(223), 1,
      anon_sym_out,
    ACTIONS(225), 1,
      anon_sym_reaches,
    ACTIONS(227), 1,
      sym_tile,
    STATE(82), 2,
      sym__placement,
      sym__draw,
  [1217] = 7,
    ACTIONS(217), 1,
      anon_sym_passes,
    ACTIONS(219), 1,
      anon_sym_draws,
    ACTIONS(223), 1,
      anon_sym_out,
    ACTIONS(225), 1,
      anon_sym_reaches,
    ACTIONS(227), 1,
      sym_tile,
    ACTIONS(229), 1,
      anon_sym_COLON,
    STATE(82), 2,
      sym__placement,
      sym__draw,
  [1240] = 8,
    ACTIONS(231), 1,
      anon_sym_COMMA,
    ACTIONS(233), 1,
      sym_tile,
    ACTIONS(235), 1,
      sym_comment,
    ACTIONS(237), 1,
      sym__line_end,
    STATE(48), 1,
      sym__end,
    STATE(63), 1,
      aux_sym_dealt_repeat1,
    STATE(73), 1,
      aux_sym_shown_repeat1,
    STATE(112), 1,
      aux_sym__end_repeat1,
  [1265] = 5,
    ACTIONS(5), 1,
      anon_sym_LBRACK,
    ACTIONS(7), 1,
      anon_sym_hand,
    ACTIONS(239), 1,
      ts_builtin_sym_end,
    STATE(3), 1,
      sym_hand_header,
    STATE(61), 3,
      sym_tag,
      sym_hand,
      aux_sym_source_file_repeat2,
  [1283] = 5,
    ACTIONS(5), 1,
      anon_sym_LBRACK,
    ACTIONS(7), 1,
      anon_sym_hand,
    ACTIONS(241), 1,
      ts_builtin_sym_end,
    STATE(3), 1,
      sym_hand_header,
    STATE(61), 3,
      sym_tag,
      sym_hand,
      aux_sym_source_file_repeat2,
  [1301] = 5,
    ACTIONS(5), 1,
      anon_sym_LBRACK,
    ACTIONS(7), 1,
      anon_sym_hand,
    ACTIONS(147), 1,
      ts_builtin_sym_end,
    STATE(3), 1,
      sym_hand_header,
    STATE(54), 3,
      sym_tag,
      sym_hand,
      aux_sym_source_file_repeat2,
  [1319] = 7,
    ACTIONS(235), 1,
      sym_comment,
    ACTIONS(237), 1,
      sym__line_end,
    ACTIONS(243), 1,
      sym_points,
    ACTIONS(245), 1,
      sym_glyph,
    STATE(36), 1,
      sym__end,
    STATE(80), 1,
      aux_sym_turn_repeat1,
    STATE(112), 1,
      aux_sym__end_repeat1,
  [1341] = 5,
    ACTIONS(5), 1,
      anon_sym_LBRACK,
    ACTIONS(7), 1,
      anon_sym_hand,
    ACTIONS(239), 1,
      ts_builtin_sym_end,
    STATE(3), 1,
      sym_hand_header,
    STATE(59), 3,
      sym_tag,
      sym_hand,
      aux_sym_source_file_repeat2,
  [1359] = 5,
    ACTIONS(5), 1,
      anon_sym_LBRACK,
    ACTIONS(7), 1,
      anon_sym_hand,
    ACTIONS(247), 1,
      ts_builtin_sym_end,
    STATE(3), 1,
      sym_hand_header,
    STATE(61), 3,
      sym_tag,
      sym_hand,
      aux_sym_source_file_repeat2,
  [1377] = 5,
    ACTIONS(5), 1,
      anon_sym_LBRACK,
    ACTIONS(7), 1,
      anon_sym_hand,
    ACTIONS(247), 1,
      ts_builtin_sym_end,
    STATE(3), 1,
      sym_hand_header,
    STATE(55), 3,
      sym_tag,
      sym_hand,
      aux_sym_source_file_repeat2,
  [1395] = 5,
    ACTIONS(249), 1,
      ts_builtin_sym_end,
    ACTIONS(251), 1,
      anon_sym_LBRACK,
    ACTIONS(254), 1,
      anon_sym_hand,
    STATE(3), 1,
      sym_hand_header,
    STATE(61), 3,
      sym_tag,
      sym_hand,
      aux_sym_source_file_repeat2,
  [1413] = 6,
    ACTIONS(235), 1,
      sym_comment,
    ACTIONS(237), 1,
      sym__line_end,
    ACTIONS(257), 1,
      anon_sym_COMMA,
    STATE(47), 1,
      sym__end,
    STATE(74), 1,
      aux_sym_pips_repeat1,
    STATE(112), 1,
      aux_sym__end_repeat1,
  [1432] = 3,
    ACTIONS(261), 1,
      sym_tile,
    STATE(63), 1,
      aux_sym_dealt_repeat1,
    ACTIONS(259), 4,
      sym__line_end,
      anon_sym_COMMA,
      sym_glyph,
      sym_comment,
  [1445] = 6,
    ACTIONS(235), 1,
      sym_comment,
    ACTIONS(237), 1,
      sym__line_end,
    ACTIONS(264), 1,
      anon_sym_COMMA,
    STATE(50), 1,
      sym__end,
    STATE(77), 1,
      aux_sym_score_repeat1,
    STATE(112), 1,
      aux_sym__end_repeat1,
  [1464] = 6,
    ACTIONS(233), 1,
      sym_tile,
    ACTIONS(266), 1,
      sym_comment,
    ACTIONS(268), 1,
      sym__line_end,
    STATE(28), 1,
      sym__end,
    STATE(63), 1,
      aux_sym_dealt_repeat1,
    STATE(99), 1,
      aux_sym__end_repeat1,
  [1483] = 6,
    ACTIONS(235), 1,
      sym_comment,
    ACTIONS(237), 1,
      sym__line_end,
    ACTIONS(257), 1,
      anon_sym_COMMA,
    STATE(46), 1,
      sym__end,
    STATE(72), 1,
      aux_sym_pips_repeat1,
    STATE(112), 1,
      aux_sym__end_repeat1,
  [1502] = 4,
    ACTIONS(233), 1,
      sym_tile,
    ACTIONS(270), 1,
      anon_sym_COMMA,
    STATE(63), 1,
      aux_sym_dealt_repeat1,
    ACTIONS(272), 3,
      sym__line_end,
      sym_glyph,
      sym_comment,
  [1517] = 5,
    ACTIONS(5), 1,
      anon_sym_LBRACK,
    ACTIONS(9), 1,
      sym_comment,
    STATE(58), 1,
      sym_tag,
    STATE(100), 1,
      aux_sym__end_repeat1,
    STATE(13), 2,
      sym__comment_line,
      aux_sym_source_file_repeat1,
  [1534] = 6,
    ACTIONS(235), 1,
      sym_comment,
    ACTIONS(237), 1,
      sym__line_end,
    ACTIONS(274), 1,
      sym_glyph,
    STATE(35), 1,
      sym__end,
    STATE(93), 1,
      aux_sym_turn_repeat1,
    STATE(112), 1,
      aux_sym__end_repeat1,
  [1553] = 6,
    ACTIONS(235), 1,
      sym_comment,
    ACTIONS(237), 1,
      sym__line_end,
    ACTIONS(276), 1,
      anon_sym_COMMA,
    STATE(49), 1,
      sym__end,
    STATE(75), 1,
      aux_sym_award_repeat1,
    STATE(112), 1,
      aux_sym__end_repeat1,
  [1572] = 6,
    ACTIONS(266), 1,
      sym_comment,
    ACTIONS(268), 1,
      sym__line_end,
    ACTIONS(278), 1,
      anon_sym_COMMA,
    STATE(30), 1,
      sym__end,
    STATE(88), 1,
      sym_thrown_in,
    STATE(99), 1,
      aux_sym__end_repeat1,
  [1591] = 6,
    ACTIONS(235), 1,
      sym_comment,
    ACTIONS(237), 1,
      sym__line_end,
    ACTIONS(257), 1,
      anon_sym_COMMA,
    STATE(38), 1,
      sym__end,
    STATE(89), 1,
      aux_sym_pips_repeat1,
    STATE(112), 1,
      aux_sym__end_repeat1,
  [1610] = 6,
    ACTIONS(231), 1,
      anon_sym_COMMA,
    ACTIONS(235), 1,
      sym_comment,
    ACTIONS(237), 1,
      sym__line_end,
    STATE(40), 1,
      sym__end,
    STATE(87), 1,
      aux_sym_shown_repeat1,
    STATE(112), 1,
      aux_sym__end_repeat1,
  [1629] = 6,
    ACTIONS(235), 1,
      sym_comment,
    ACTIONS(237), 1,
      sym__line_end,
    ACTIONS(257), 1,
      anon_sym_COMMA,
    STATE(39), 1,
      sym__end,
    STATE(89), 1,
      aux_sym_pips_repeat1,
    STATE(112), 1,
      aux_sym__end_repeat1,
  [1648] = 6,
    ACTIONS(235), 1,
      sym_comment,
    ACTIONS(237), 1,
      sym__line_end,
    ACTIONS(276), 1,
      anon_sym_COMMA,
    STATE(32), 1,
      sym__end,
    STATE(91), 1,
      aux_sym_award_repeat1,
    STATE(112), 1,
      aux_sym__end_repeat1,
  [1667] = 5,
    ACTIONS(5), 1,
      anon_sym_LBRACK,
    ACTIONS(9), 1,
      sym_comment,
    STATE(60), 1,
      sym_tag,
    STATE(100), 1,
      aux_sym__end_repeat1,
    STATE(13), 2,
      sym__comment_line,
      aux_sym_source_file_repeat1,
  [1684] = 6,
    ACTIONS(235), 1,
      sym_comment,
    ACTIONS(237), 1,
      sym__line_end,
    ACTIONS(264), 1,
      anon_sym_COMMA,
    STATE(41), 1,
      sym__end,
    STATE(92), 1,
      aux_sym_score_repeat1,
    STATE(112), 1,
      aux_sym__end_repeat1,
  [1703] = 6,
    ACTIONS(233), 1,
      sym_tile,
    ACTIONS(266), 1,
      sym_comment,
    ACTIONS(268), 1,
      sym__line_end,
    STATE(27), 1,
      sym__end,
    STATE(63), 1,
      aux_sym_dealt_repeat1,
    STATE(99), 1,
      aux_sym__end_repeat1,
  [1722] = 6,
    ACTIONS(235), 1,
      sym_comment,
    ACTIONS(237), 1,
      sym__line_end,
    ACTIONS(280), 1,
      sym_glyph,
    STATE(43), 1,
      sym__end,
    STATE(83), 1,
      aux_sym_turn_repeat1,
    STATE(112), 1,
      aux_sym__end_repeat1,
  [1741] = 6,
    ACTIONS(235), 1,
      sym_comment,
    ACTIONS(237), 1,
      sym__line_end,
    ACTIONS(274), 1,
      sym_glyph,
    STATE(43), 1,
      sym__end,
    STATE(93), 1,
      aux_sym_turn_repeat1,
    STATE(112), 1,
      aux_sym__end_repeat1,
  [1760] = 5,
    ACTIONS(217), 1,
      anon_sym_passes,
    ACTIONS(219), 1,
      anon_sym_draws,
    ACTIONS(221), 1,
      anon_sym_muggins,
    ACTIONS(227), 1,
      sym_tile,
    STATE(82), 2,
      sym__placement,
      sym__draw,
  [1777] = 6,
    ACTIONS(235), 1,
      sym_comment,
    ACTIONS(237), 1,
      sym__line_end,
    ACTIONS(282), 1,
      sym_glyph,
    STATE(34), 1,
      sym__end,
    STATE(69), 1,
      aux_sym_turn_repeat1,
    STATE(112), 1,
      aux_sym__end_repeat1,
  [1796] = 6,
    ACTIONS(235), 1,
      sym_comment,
    ACTIONS(237), 1,
      sym__line_end,
    ACTIONS(274), 1,
      sym_glyph,
    STATE(45), 1,
      sym__end,
    STATE(93), 1,
      aux_sym_turn_repeat1,
    STATE(112), 1,
      aux_sym__end_repeat1,
  [1815] = 6,
    ACTIONS(266), 1,
      sym_comment,
    ACTIONS(268), 1,
      sym__line_end,
    ACTIONS(284), 1,
      sym_tile,
    STATE(26), 1,
      sym__end,
    STATE(78), 1,
      aux_sym_dealt_repeat1,
    STATE(99), 1,
      aux_sym__end_repeat1,
  [1834] = 3,
    ACTIONS(233), 1,
      sym_tile,
    STATE(63), 1,
      aux_sym_dealt_repeat1,
    ACTIONS(286), 3,
      sym__line_end,
      anon_sym_COMMA,
      sym_comment,
  [1846] = 3,
    ACTIONS(288), 1,
      sym_arm,
    ACTIONS(290), 1,
      sym_points,
    ACTIONS(292), 3,
      sym__line_end,
      sym_glyph,
      sym_comment,
  [1858] = 3,
    ACTIONS(294), 1,
      anon_sym_COMMA,
    STATE(87), 1,
      aux_sym_shown_repeat1,
    ACTIONS(297), 2,
      sym__line_end,
      sym_comment,
  [1869] = 4,
    ACTIONS(266), 1,
      sym_comment,
    ACTIONS(268), 1,
      sym__line_end,
    STATE(29), 1,
      sym__end,
    STATE(99), 1,
      aux_sym__end_repeat1,
  [1882] = 3,
    ACTIONS(299), 1,
      anon_sym_COMMA,
    STATE(89), 1,
      aux_sym_pips_repeat1,
    ACTIONS(302), 2,
      sym__line_end,
      sym_comment,
  [1893] = 4,
    ACTIONS(235), 1,
      sym_comment,
    ACTIONS(237), 1,
      sym__line_end,
    STATE(44), 1,
      sym__end,
    STATE(112), 1,
      aux_sym__end_repeat1,
  [1906] = 3,
    ACTIONS(304), 1,
      anon_sym_COMMA,
    STATE(91), 1,
      aux_sym_award_repeat1,
    ACTIONS(307), 2,
      sym__line_end,
      sym_comment,
  [1917] = 3,
    ACTIONS(309), 1,
      anon_sym_COMMA,
    STATE(92), 1,
      aux_sym_score_repeat1,
    ACTIONS(312), 2,
      sym__line_end,
      sym_comment,
  [1928] = 3,
    ACTIONS(314), 1,
      sym_glyph,
    STATE(93), 1,
      aux_sym_turn_repeat1,
    ACTIONS(317), 2,
      sym__line_end,
      sym_comment,
  [1939] = 4,
    ACTIONS(235), 1,
      sym_comment,
    ACTIONS(237), 1,
      sym__line_end,
    STATE(42), 1,
      sym__end,
    STATE(112), 1,
      aux_sym__end_repeat1,
  [1952] = 4,
    ACTIONS(266), 1,
      sym_comment,
    ACTIONS(268), 1,
      sym__line_end,
    STATE(99), 1,
      aux_sym__end_repeat1,
    STATE(104), 1,
      sym__end,
  [1965] = 4,
    ACTIONS(235), 1,
      sym_comment,
    ACTIONS(237), 1,
      sym__line_end,
    STATE(37), 1,
      sym__end,
    STATE(112), 1,
      aux_sym__end_repeat1,
  [1978] = 2,
    ACTIONS(270), 1,
      anon_sym_COMMA,
    ACTIONS(272), 3,
      sym__line_end,
      sym_glyph,
      sym_comment,
  [1987] = 2,
    ACTIONS(319), 1,
      sym_points,
    ACTIONS(321), 3,
      sym__line_end,
      sym_glyph,
      sym_comment,
  [1996] = 3,
    ACTIONS(323), 1,
      sym_comment,
    ACTIONS(325), 1,
      sym__line_end,
    STATE(101), 1,
      aux_sym__end_repeat1,
  [2006] = 3,
    ACTIONS(323), 1,
      sym_comment,
    ACTIONS(327), 1,
      sym__line_end,
    STATE(101), 1,
      aux_sym__end_repeat1,
  [2016] = 3,
    ACTIONS(329), 1,
      sym_comment,
    ACTIONS(332), 1,
      sym__line_end,
    STATE(101), 1,
      aux_sym__end_repeat1,
  [2026] = 1,
    ACTIONS(334), 3,
      sym__line_end,
      sym_glyph,
      sym_comment,
  [2032] = 1,
    ACTIONS(336), 3,
      sym__line_end,
      sym_glyph,
      sym_comment,
  [2038] = 1,
    ACTIONS(338), 3,
      ts_builtin_sym_end,
      anon_sym_LBRACK,
      anon_sym_hand,
  [2044] = 3,
    ACTIONS(323), 1,
      sym_comment,
    ACTIONS(340), 1,
      sym__line_end,
    STATE(101), 1,
      aux_sym__end_repeat1,
  [2054] = 3,
    ACTIONS(342), 1,
      sym_tile,
    ACTIONS(344), 1,
      sym_number,
    STATE(67), 1,
      aux_sym_dealt_repeat1,
  [2064] = 1,
    ACTIONS(346), 3,
      sym__line_end,
      anon_sym_COMMA,
      sym_comment,
  [2070] = 1,
    ACTIONS(348), 3,
      sym__line_end,
      anon_sym_COMMA,
      sym_comment,
  [2076] = 1,
    ACTIONS(350), 3,
      sym__line_end,
      anon_sym_COMMA,
      sym_comment,
  [2082] = 1,
    ACTIONS(352), 3,
      sym__line_end,
      sym_glyph,
      sym_comment,
  [2088] = 1,
    ACTIONS(321), 3,
      sym__line_end,
      sym_glyph,
      sym_comment,
  [2094] = 3,
    ACTIONS(323), 1,
      sym_comment,
    ACTIONS(354), 1,
      sym__line_end,
    STATE(101), 1,
      aux_sym__end_repeat1,
  [2104] = 2,
    ACTIONS(356), 1,
      sym_name,
    STATE(155), 1,
      sym__side,
  [2111] = 2,
    ACTIONS(358), 1,
      sym_tile,
    STATE(53), 1,
      aux_sym_dealt_repeat1,
  [2118] = 2,
    ACTIONS(360), 1,
      sym_tile,
    STATE(85), 1,
      aux_sym_dealt_repeat1,
  [2125] = 2,
    ACTIONS(362), 1,
      anon_sym_PLUS,
    ACTIONS(364), 1,
      sym_number,
  [2132] = 2,
    ACTIONS(366), 1,
      anon_sym_passes,
    ACTIONS(368), 1,
      anon_sym_plays,
  [2139] = 2,
    ACTIONS(227), 1,
      sym_tile,
    STATE(110), 1,
      sym__placement,
  [2146] = 2,
    ACTIONS(370), 1,
      sym_tile,
    STATE(65), 1,
      aux_sym_dealt_repeat1,
  [2153] = 2,
    ACTIONS(372), 1,
      sym_name,
    STATE(129), 1,
      sym__side,
  [2160] = 1,
    ACTIONS(374), 2,
      sym__line_end,
      sym_comment,
  [2165] = 2,
    ACTIONS(356), 1,
      sym_name,
    STATE(152), 1,
      sym__side,
  [2172] = 2,
    ACTIONS(223), 1,
      anon_sym_out,
    ACTIONS(225), 1,
      anon_sym_reaches,
  [2179] = 2,
    ACTIONS(364), 1,
      sym_score_value,
    ACTIONS(376), 1,
      anon_sym_PLUS,
  [2186] = 2,
    ACTIONS(372), 1,
      sym_name,
    STATE(128), 1,
      sym__side,
  [2193] = 2,
    ACTIONS(378), 1,
      anon_sym_deal,
    ACTIONS(380), 1,
      anon_sym_deals,
  [2200] = 1,
    ACTIONS(382), 1,
      sym_number,
  [2204] = 1,
    ACTIONS(384), 1,
      sym_score_value,
  [2208] = 1,
    ACTIONS(386), 1,
      sym_score_value,
  [2212] = 1,
    ACTIONS(388), 1,
      anon_sym_target,
  [2216] = 1,
    ACTIONS(390), 1,
      sym_name,
  [2220] = 1,
    ACTIONS(392), 1,
      anon_sym_leads,
  [2224] = 1,
    ACTIONS(394), 1,
      sym_name,
  [2228] = 1,
    ACTIONS(396), 1,
      sym_name,
  [2232] = 1,
    ACTIONS(398), 1,
      anon_sym_COMMA,
  [2236] = 1,
    ACTIONS(229), 1,
      anon_sym_COLON,
  [2240] = 1,
    ACTIONS(400), 1,
      sym_number,
  [2244] = 1,
    ACTIONS(402), 1,
      aux_sym_tag_token2,
  [2248] = 1,
    ACTIONS(404), 1,
      sym_number,
  [2252] = 1,
    ACTIONS(406), 1,
      sym_number,
  [2256] = 1,
    ACTIONS(408), 1,
      sym_number,
  [2260] = 1,
    ACTIONS(410), 1,
      aux_sym_tag_token1,
  [2264] = 1,
    ACTIONS(412), 1,
      aux_sym__side_token1,
  [2268] = 1,
    ACTIONS(414), 1,
      anon_sym_thrown,
  [2272] = 1,
    ACTIONS(416), 1,
      anon_sym_in,
  [2276] = 1,
    ACTIONS(418), 1,
      ts_builtin_sym_end,
  [2280] = 1,
    ACTIONS(420), 1,
      anon_sym_the,
  [2284] = 1,
    ACTIONS(422), 1,
      sym_number,
  [2288] = 1,
    ACTIONS(424), 1,
      sym_name,
  [2292] = 1,
    ACTIONS(426), 1,
      aux_sym_tag_token4,
  [2296] = 1,
    ACTIONS(428), 1,
      sym_name,
  [2300] = 1,
    ACTIONS(430), 1,
      sym_number,
  [2304] = 1,
    ACTIONS(432), 1,
      sym_name,
  [2308] = 1,
    ACTIONS(404), 1,
      sym_score_value,
  [2312] = 1,
    ACTIONS(434), 1,
      sym_number,
  [2316] = 1,
    ACTIONS(436), 1,
      aux_sym_tag_token3,
  [2320] = 1,
    ACTIONS(438), 1,
      aux_sym__side_token1,
};

static const uint32_t ts_small_parse_table_map[] = {
  [SMALL_STATE(2)] = 0,
  [SMALL_STATE(3)] = 51,
  [SMALL_STATE(4)] = 102,
  [SMALL_STATE(5)] = 147,
  [SMALL_STATE(6)] = 192,
  [SMALL_STATE(7)] = 237,
  [SMALL_STATE(8)] = 282,
  [SMALL_STATE(9)] = 322,
  [SMALL_STATE(10)] = 362,
  [SMALL_STATE(11)] = 402,
  [SMALL_STATE(12)] = 442,
  [SMALL_STATE(13)] = 482,
  [SMALL_STATE(14)] = 508,
  [SMALL_STATE(15)] = 534,
  [SMALL_STATE(16)] = 560,
  [SMALL_STATE(17)] = 586,
  [SMALL_STATE(18)] = 612,
  [SMALL_STATE(19)] = 637,
  [SMALL_STATE(20)] = 662,
  [SMALL_STATE(21)] = 687,
  [SMALL_STATE(22)] = 712,
  [SMALL_STATE(23)] = 737,
  [SMALL_STATE(24)] = 762,
  [SMALL_STATE(25)] = 784,
  [SMALL_STATE(26)] = 801,
  [SMALL_STATE(27)] = 817,
  [SMALL_STATE(28)] = 833,
  [SMALL_STATE(29)] = 849,
  [SMALL_STATE(30)] = 865,
  [SMALL_STATE(31)] = 881,
  [SMALL_STATE(32)] = 897,
  [SMALL_STATE(33)] = 912,
  [SMALL_STATE(34)] = 939,
  [SMALL_STATE(35)] = 954,
  [SMALL_STATE(36)] = 969,
  [SMALL_STATE(37)] = 984,
  [SMALL_STATE(38)] = 999,
  [SMALL_STATE(39)] = 1014,
  [SMALL_STATE(40)] = 1029,
  [SMALL_STATE(41)] = 1044,
  [SMALL_STATE(42)] = 1059,
  [SMALL_STATE(43)] = 1074,
  [SMALL_STATE(44)] = 1089,
  [SMALL_STATE(45)] = 1104,
  [SMALL_STATE(46)] = 1119,
  [SMALL_STATE(47)] = 1134,
  [SMALL_STATE(48)] = 1149,
  [SMALL_STATE(49)] = 1164,
  [SMALL_STATE(50)] = 1179,
  [SMALL_STATE(51)] = 1194,
  [SMALL_STATE(52)] = 1217,
  [SMALL_STATE(53)] = 1240,
  [SMALL_STATE(54)] = 1265,
  [SMALL_STATE(55)] = 1283,
  [SMALL_STATE(56)] = 1301,
  [SMALL_STATE(57)] = 1319,
  [SMALL_STATE(58)] = 1341,
  [SMALL_STATE(59)] = 1359,
  [SMALL_STATE(60)] = 1377,
  [SMALL_STATE(61)] = 1395,
  [SMALL_STATE(62)] = 1413,
  [SMALL_STATE(63)] = 1432,
  [SMALL_STATE(64)] = 1445,
  [SMALL_STATE(65)] = 1464,
  [SMALL_STATE(66)] = 1483,
  [SMALL_STATE(67)] = 1502,
  [SMALL_STATE(68)] = 1517,
  [SMALL_STATE(69)] = 1534,
  [SMALL_STATE(70)] = 1553,
  [SMALL_STATE(71)] = 1572,
  [SMALL_STATE(72)] = 1591,
  [SMALL_STATE(73)] = 1610,
  [SMALL_STATE(74)] = 1629,
  [SMALL_STATE(75)] = 1648,
  [SMALL_STATE(76)] = 1667,
  [SMALL_STATE(77)] = 1684,
  [SMALL_STATE(78)] = 1703,
  [SMALL_STATE(79)] = 1722,
  [SMALL_STATE(80)] = 1741,
  [SMALL_STATE(81)] = 1760,
  [SMALL_STATE(82)] = 1777,
  [SMALL_STATE(83)] = 1796,
  [SMALL_STATE(84)] = 1815,
  [SMALL_STATE(85)] = 1834,
  [SMALL_STATE(86)] = 1846,
  [SMALL_STATE(87)] = 1858,
  [SMALL_STATE(88)] = 1869,
  [SMALL_STATE(89)] = 1882,
  [SMALL_STATE(90)] = 1893,
  [SMALL_STATE(91)] = 1906,
  [SMALL_STATE(92)] = 1917,
  [SMALL_STATE(93)] = 1928,
  [SMALL_STATE(94)] = 1939,
  [SMALL_STATE(95)] = 1952,
  [SMALL_STATE(96)] = 1965,
  [SMALL_STATE(97)] = 1978,
  [SMALL_STATE(98)] = 1987,
  [SMALL_STATE(99)] = 1996,
  [SMALL_STATE(100)] = 2006,
  [SMALL_STATE(101)] = 2016,
  [SMALL_STATE(102)] = 2026,
  [SMALL_STATE(103)] = 2032,
  [SMALL_STATE(104)] = 2038,
  [SMALL_STATE(105)] = 2044,
  [SMALL_STATE(106)] = 2054,
  [SMALL_STATE(107)] = 2064,
  [SMALL_STATE(108)] = 2070,
  [SMALL_STATE(109)] = 2076,
  [SMALL_STATE(110)] = 2082,
  [SMALL_STATE(111)] = 2088,
  [SMALL_STATE(112)] = 2094,
  [SMALL_STATE(113)] = 2104,
  [SMALL_STATE(114)] = 2111,
  [SMALL_STATE(115)] = 2118,
  [SMALL_STATE(116)] = 2125,
  [SMALL_STATE(117)] = 2132,
  [SMALL_STATE(118)] = 2139,
  [SMALL_STATE(119)] = 2146,
  [SMALL_STATE(120)] = 2153,
  [SMALL_STATE(121)] = 2160,
  [SMALL_STATE(122)] = 2165,
  [SMALL_STATE(123)] = 2172,
  [SMALL_STATE(124)] = 2179,
  [SMALL_STATE(125)] = 2186,
  [SMALL_STATE(126)] = 2193,
  [SMALL_STATE(127)] = 2200,
  [SMALL_STATE(128)] = 2204,
  [SMALL_STATE(129)] = 2208,
  [SMALL_STATE(130)] = 2212,
  [SMALL_STATE(131)] = 2216,
  [SMALL_STATE(132)] = 2220,
  [SMALL_STATE(133)] = 2224,
  [SMALL_STATE(134)] = 2228,
  [SMALL_STATE(135)] = 2232,
  [SMALL_STATE(136)] = 2236,
  [SMALL_STATE(137)] = 2240,
  [SMALL_STATE(138)] = 2244,
  [SMALL_STATE(139)] = 2248,
  [SMALL_STATE(140)] = 2252,
  [SMALL_STATE(141)] = 2256,
  [SMALL_STATE(142)] = 2260,
  [SMALL_STATE(143)] = 2264,
  [SMALL_STATE(144)] = 2268,
  [SMALL_STATE(145)] = 2272,
  [SMALL_STATE(146)] = 2276,
  [SMALL_STATE(147)] = 2280,
  [SMALL_STATE(148)] = 2284,
  [SMALL_STATE(149)] = 2288,
  [SMALL_STATE(150)] = 2292,
  [SMALL_STATE(151)] = 2296,
  [SMALL_STATE(152)] = 2300,
  [SMALL_STATE(153)] = 2304,
  [SMALL_STATE(154)] = 2308,
  [SMALL_STATE(155)] = 2312,
  [SMALL_STATE(156)] = 2316,
  [SMALL_STATE(157)] = 2320,
};

static const TSParseActionEntry ts_parse_actions[] = {
  [0] = {.entry = {.count = 0, .reusable = false}},
  [1] = {.entry = {.count = 1, .reusable = false}}, RECOVER(),
  [3] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 0),
  [5] = {.entry = {.count = 1, .reusable = true}}, SHIFT(142),
  [7] = {.entry = {.count = 1, .reusable = true}}, SHIFT(127),
  [9] = {.entry = {.count = 1, .reusable = true}}, SHIFT(100),
  [11] = {.entry = {.count = 1, .reusable = true}}, SHIFT(33),
  [13] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_hand, 2),
  [15] = {.entry = {.count = 1, .reusable = false}}, SHIFT(52),
  [17] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_hand, 2),
  [19] = {.entry = {.count = 1, .reusable = true}}, SHIFT(84),
  [21] = {.entry = {.count = 1, .reusable = false}}, SHIFT(90),
  [23] = {.entry = {.count = 1, .reusable = false}}, SHIFT(153),
  [25] = {.entry = {.count = 1, .reusable = false}}, SHIFT(131),
  [27] = {.entry = {.count = 1, .reusable = false}}, SHIFT(151),
  [29] = {.entry = {.count = 1, .reusable = false}}, SHIFT(113),
  [31] = {.entry = {.count = 1, .reusable = false}}, SHIFT(120),
  [33] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_hand, 1),
  [35] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_hand, 1),
  [37] = {.entry = {.count = 1, .reusable = false}}, SHIFT(51),
  [39] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_hand, 3),
  [41] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_hand, 3),
  [43] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_hand, 4),
  [45] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_hand, 4),
  [47] = {.entry = {.count = 1, .reusable = false}}, SHIFT(123),
  [49] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_hand_repeat3, 2),
  [51] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_hand_repeat3, 2), SHIFT_REPEAT(123),
  [54] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_hand_repeat3, 2),
  [56] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_hand_repeat3, 2), SHIFT_REPEAT(90),
  [59] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_hand_repeat3, 2), SHIFT_REPEAT(153),
  [62] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_hand_repeat3, 2), SHIFT_REPEAT(131),
  [65] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_hand_repeat3, 2), SHIFT_REPEAT(151),
  [68] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_hand_repeat3, 2), SHIFT_REPEAT(113),
  [71] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_hand_repeat3, 2), SHIFT_REPEAT(120),
  [74] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_hand, 5),
  [76] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_hand, 5),
  [78] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2),
  [80] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_source_file_repeat1, 2),
  [82] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2), SHIFT_REPEAT(100),
  [85] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__end, 1),
  [87] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__end, 1),
  [89] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__end, 2),
  [91] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__end, 2),
  [93] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__end, 3),
  [95] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__end, 3),
  [97] = {.entry = {.count = 1, .reusable = true}}, SHIFT(105),
  [99] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_hand_repeat1, 2),
  [101] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_hand_repeat1, 2), SHIFT_REPEAT(136),
  [104] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_hand_repeat1, 2),
  [106] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_hand_repeat1, 2), SHIFT_REPEAT(84),
  [109] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat1, 2), SHIFT_REPEAT(105),
  [112] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_hand_repeat2, 2),
  [114] = {.entry = {.count = 2, .reusable = false}}, REDUCE(aux_sym_hand_repeat2, 2), SHIFT_REPEAT(81),
  [117] = {.entry = {.count = 1, .reusable = false}}, REDUCE(aux_sym_hand_repeat2, 2),
  [119] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__comment_line, 2),
  [121] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym__comment_line, 2),
  [123] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_boneyard, 2),
  [125] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_boneyard, 2),
  [127] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_boneyard, 3),
  [129] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_boneyard, 3),
  [131] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_dealt, 4),
  [133] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_dealt, 4),
  [135] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_hand_header, 7),
  [137] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_hand_header, 7),
  [139] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_hand_header, 6),
  [141] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_hand_header, 6),
  [143] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_award, 5),
  [145] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_award, 5),
  [147] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 1),
  [149] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_turn, 3),
  [151] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_turn, 3),
  [153] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_turn, 4),
  [155] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_turn, 4),
  [157] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_call, 3),
  [159] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_call, 3),
  [161] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_went_out, 3),
  [163] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_went_out, 3),
  [165] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_pips, 5),
  [167] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_pips, 5),
  [169] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_deduct, 5),
  [171] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_deduct, 5),
  [173] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_shown, 5),
  [175] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_shown, 5),
  [177] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_score, 5),
  [179] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_score, 5),
  [181] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_reached, 5),
  [183] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_reached, 5),
  [185] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_call, 4),
  [187] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_call, 4),
  [189] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_blocked, 2),
  [191] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_blocked, 2),
  [193] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_call, 5),
  [195] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_call, 5),
  [197] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_pips, 4),
  [199] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_pips, 4),
  [201] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_deduct, 4),
  [203] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_deduct, 4),
  [205] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_shown, 4),
  [207] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_shown, 4),
  [209] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_award, 4),
  [211] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_award, 4),
  [213] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_score, 4),
  [215] = {.entry = {.count = 1, .reusable = false}}, REDUCE(sym_score, 4),
  [217] = {.entry = {.count = 1, .reusable = true}}, SHIFT(82),
  [219] = {.entry = {.count = 1, .reusable = true}}, SHIFT(106),
  [221] = {.entry = {.count = 1, .reusable = true}}, SHIFT(57),
  [223] = {.entry = {.count = 1, .reusable = true}}, SHIFT(96),
  [225] = {.entry = {.count = 1, .reusable = true}}, SHIFT(147),
  [227] = {.entry = {.count = 1, .reusable = true}}, SHIFT(86),
  [229] = {.entry = {.count = 1, .reusable = true}}, SHIFT(119),
  [231] = {.entry = {.count = 1, .reusable = true}}, SHIFT(149),
  [233] = {.entry = {.count = 1, .reusable = true}}, SHIFT(63),
  [235] = {.entry = {.count = 1, .reusable = true}}, SHIFT(112),
  [237] = {.entry = {.count = 1, .reusable = true}}, SHIFT(21),
  [239] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 2),
  [241] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 4),
  [243] = {.entry = {.count = 1, .reusable = true}}, SHIFT(79),
  [245] = {.entry = {.count = 1, .reusable = true}}, SHIFT(80),
  [247] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_source_file, 3),
  [249] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_source_file_repeat2, 2),
  [251] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat2, 2), SHIFT_REPEAT(142),
  [254] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_source_file_repeat2, 2), SHIFT_REPEAT(127),
  [257] = {.entry = {.count = 1, .reusable = true}}, SHIFT(133),
  [259] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_dealt_repeat1, 2),
  [261] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_dealt_repeat1, 2), SHIFT_REPEAT(63),
  [264] = {.entry = {.count = 1, .reusable = true}}, SHIFT(125),
  [266] = {.entry = {.count = 1, .reusable = true}}, SHIFT(99),
  [268] = {.entry = {.count = 1, .reusable = true}}, SHIFT(14),
  [270] = {.entry = {.count = 1, .reusable = true}}, SHIFT(117),
  [272] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__draw, 2),
  [274] = {.entry = {.count = 1, .reusable = true}}, SHIFT(93),
  [276] = {.entry = {.count = 1, .reusable = true}}, SHIFT(122),
  [278] = {.entry = {.count = 1, .reusable = true}}, SHIFT(137),
  [280] = {.entry = {.count = 1, .reusable = true}}, SHIFT(83),
  [282] = {.entry = {.count = 1, .reusable = true}}, SHIFT(69),
  [284] = {.entry = {.count = 1, .reusable = true}}, SHIFT(78),
  [286] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_shown_repeat1, 3),
  [288] = {.entry = {.count = 1, .reusable = true}}, SHIFT(98),
  [290] = {.entry = {.count = 1, .reusable = true}}, SHIFT(111),
  [292] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__placement, 1),
  [294] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_shown_repeat1, 2), SHIFT_REPEAT(149),
  [297] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_shown_repeat1, 2),
  [299] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_pips_repeat1, 2), SHIFT_REPEAT(133),
  [302] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_pips_repeat1, 2),
  [304] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_award_repeat1, 2), SHIFT_REPEAT(122),
  [307] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_award_repeat1, 2),
  [309] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_score_repeat1, 2), SHIFT_REPEAT(125),
  [312] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_score_repeat1, 2),
  [314] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym_turn_repeat1, 2), SHIFT_REPEAT(93),
  [317] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_turn_repeat1, 2),
  [319] = {.entry = {.count = 1, .reusable = true}}, SHIFT(103),
  [321] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__placement, 2),
  [323] = {.entry = {.count = 1, .reusable = true}}, SHIFT(101),
  [325] = {.entry = {.count = 1, .reusable = true}}, SHIFT(16),
  [327] = {.entry = {.count = 1, .reusable = true}}, SHIFT(25),
  [329] = {.entry = {.count = 2, .reusable = true}}, REDUCE(aux_sym__end_repeat1, 2), SHIFT_REPEAT(101),
  [332] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym__end_repeat1, 2),
  [334] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__draw, 4),
  [336] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__placement, 3),
  [338] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_tag, 6),
  [340] = {.entry = {.count = 1, .reusable = true}}, SHIFT(31),
  [342] = {.entry = {.count = 1, .reusable = true}}, SHIFT(67),
  [344] = {.entry = {.count = 1, .reusable = false}}, SHIFT(97),
  [346] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_pips_repeat1, 3),
  [348] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_award_repeat1, 3),
  [350] = {.entry = {.count = 1, .reusable = true}}, REDUCE(aux_sym_score_repeat1, 3),
  [352] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__draw, 5),
  [354] = {.entry = {.count = 1, .reusable = true}}, SHIFT(23),
  [356] = {.entry = {.count = 1, .reusable = true}}, SHIFT(116),
  [358] = {.entry = {.count = 1, .reusable = true}}, SHIFT(53),
  [360] = {.entry = {.count = 1, .reusable = true}}, SHIFT(85),
  [362] = {.entry = {.count = 1, .reusable = true}}, SHIFT(143),
  [364] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__side, 1),
  [366] = {.entry = {.count = 1, .reusable = true}}, SHIFT(102),
  [368] = {.entry = {.count = 1, .reusable = true}}, SHIFT(118),
  [370] = {.entry = {.count = 1, .reusable = true}}, SHIFT(65),
  [372] = {.entry = {.count = 1, .reusable = true}}, SHIFT(124),
  [374] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym_thrown_in, 5),
  [376] = {.entry = {.count = 1, .reusable = true}}, SHIFT(157),
  [378] = {.entry = {.count = 1, .reusable = false}}, SHIFT(144),
  [380] = {.entry = {.count = 1, .reusable = true}}, SHIFT(144),
  [382] = {.entry = {.count = 1, .reusable = true}}, SHIFT(135),
  [384] = {.entry = {.count = 1, .reusable = true}}, SHIFT(109),
  [386] = {.entry = {.count = 1, .reusable = true}}, SHIFT(64),
  [388] = {.entry = {.count = 1, .reusable = true}}, SHIFT(94),
  [390] = {.entry = {.count = 1, .reusable = true}}, SHIFT(114),
  [392] = {.entry = {.count = 1, .reusable = true}}, SHIFT(71),
  [394] = {.entry = {.count = 1, .reusable = true}}, SHIFT(141),
  [396] = {.entry = {.count = 1, .reusable = true}}, SHIFT(132),
  [398] = {.entry = {.count = 1, .reusable = true}}, SHIFT(134),
  [400] = {.entry = {.count = 1, .reusable = true}}, SHIFT(126),
  [402] = {.entry = {.count = 1, .reusable = true}}, SHIFT(156),
  [404] = {.entry = {.count = 1, .reusable = true}}, REDUCE(sym__side, 3),
  [406] = {.entry = {.count = 1, .reusable = true}}, SHIFT(66),
  [408] = {.entry = {.count = 1, .reusable = true}}, SHIFT(107),
  [410] = {.entry = {.count = 1, .reusable = true}}, SHIFT(138),
  [412] = {.entry = {.count = 1, .reusable = true}}, SHIFT(139),
  [414] = {.entry = {.count = 1, .reusable = true}}, SHIFT(145),
  [416] = {.entry = {.count = 1, .reusable = true}}, SHIFT(121),
  [418] = {.entry = {.count = 1, .reusable = true}},  ACCEPT_INPUT(),
  [420] = {.entry = {.count = 1, .reusable = true}}, SHIFT(130),
  [422] = {.entry = {.count = 1, .reusable = true}}, SHIFT(62),
  [424] = {.entry = {.count = 1, .reusable = true}}, SHIFT(115),
  [426] = {.entry = {.count = 1, .reusable = true}}, SHIFT(95),
  [428] = {.entry = {.count = 1, .reusable = true}}, SHIFT(148),
  [430] = {.entry = {.count = 1, .reusable = true}}, SHIFT(108),
  [432] = {.entry = {.count = 1, .reusable = true}}, SHIFT(140),
  [434] = {.entry = {.count = 1, .reusable = true}}, SHIFT(70),
  [436] = {.entry = {.count = 1, .reusable = true}}, SHIFT(150),
  [438] = {.entry = {.count = 1, .reusable = true}}, SHIFT(154),
};

#ifdef __cplusplus
extern "C" {
#endif
void *tree_sitter_afn_external_scanner_create(void);
void tree_sitter_afn_external_scanner_destroy(void *);
bool tree_sitter_afn_external_scanner_scan(void *, TSLexer *, const bool *);
unsigned tree_sitter_afn_external_scanner_serialize(void *, char *);
void tree_sitter_afn_external_scanner_deserialize(void *, const char *, unsigned);

#ifdef _WIN32
#define extern __declspec(dllexport)
#endif

extern const TSLanguage *tree_sitter_afn(void) {
  static const TSLanguage language = {
    .version = LANGUAGE_VERSION,
    .symbol_count = SYMBOL_COUNT,
    .alias_count = ALIAS_COUNT,
    .token_count = TOKEN_COUNT,
    .external_token_count = EXTERNAL_TOKEN_COUNT,
    .state_count = STATE_COUNT,
    .large_state_count = LARGE_STATE_COUNT,
    .production_id_count = PRODUCTION_ID_COUNT,
    .field_count = FIELD_COUNT,
    .max_alias_sequence_length = MAX_ALIAS_SEQUENCE_LENGTH,
    .parse_table = &ts_parse_table[0][0],
    .small_parse_table = ts_small_parse_table,
    .small_parse_table_map = ts_small_parse_table_map,
    .parse_actions = ts_parse_actions,
    .symbol_names = ts_symbol_names,
    .symbol_metadata = ts_symbol_metadata,
    .public_symbol_map = ts_symbol_map,
    .alias_map = ts_non_terminal_alias_map,
    .alias_sequences = &ts_alias_sequences[0][0],
    .lex_modes = ts_lex_modes,
    .lex_fn = ts_lex,
    .keyword_lex_fn = ts_lex_keywords,
    .keyword_capture_token = sym_name,
    .external_scanner = {
      &ts_external_scanner_states[0][0],
      ts_external_scanner_symbol_map,
      tree_sitter_afn_external_scanner_create,
      tree_sitter_afn_external_scanner_destroy,
      tree_sitter_afn_external_scanner_scan,
      tree_sitter_afn_external_scanner_serialize,
      tree_sitter_afn_external_scanner_deserialize,
    },
    .primary_state_ids = ts_primary_state_ids,
  };
  return &language;
}
#ifdef __cplusplus
}
#endif
