// Generated from the engine's TypedDicts (tapisvert.types, tapisvert.extras) by sitebuild/runtime/js_types.py:
// do not edit (tests/engine/test_js_types.py checks it). JSON objects without a finer shape are
// JSONObject: a reader narrows what it reads.

/** A JSON object the engine sends without a finer shape (tapisvert.types.JSONObject). */
export type JSONObject = Record<string, unknown>;

/** A view's extra: every game's keys (tapisvert.extras.EXTRA), each optional. */
export type ViewExtra = Partial<TriompheExtra & FrancionExtra & BriscanExtra & TarotExtra & EmpruntExtra>;

/** One line of an observation's log, worded for its reader and in the third person. (tapisvert.types.LogEntry) */
export interface LogEntry {
  hand: number;
  seat: number | null;
  action: string | null;
  text: string;
  text_third: string;
  record?: JSONObject;
}

/** One hand's result as an observation shows it (`hand_results`; `tapisvert.events.results_for`): its text worded for the reader and the text's record; a game adds its own keys beside these (Tarot's `detail`, Emprunt's `winner`, Francion's `tricks`). (tapisvert.types.HandResult) */
export interface HandResult {
  hand: number;
  points: number[];
  text: string;
  words?: JSONObject | null;
}

/** A hand's score sheet (:mod:`tapisvert.sheet`). (tapisvert.types.Sheet) */
export interface Sheet {
  hand: number;
  unit: string;
  summary: string;
  terms: Term[];
  points: number[];
  totals: number[] | null;
  accounts?: Account[];
}

/** `GameState.observation(seat)`: what one seat may know (CHANGELOG: the observation). (tapisvert.types.Observation) */
export interface Observation {
  game: string;
  players: number;
  seat: number;
  phase: string | null;
  hand_number: number;
  dealer: number | null;
  current_player: number | null;
  leader: number | null;
  trump: string | null;
  turnup: string | null;
  hand: string[];
  hand_sizes: number[];
  trick: TrickCard[];
  last_trick: LastTrick | null;
  tricks_won: number[];
  teams: number[][] | null;
  scores: number[];
  target: number | null;
  log: LogEntry[];
  hand_results: HandResult[];
  seat_names: string[];
  tricks: TrickSeen[] | null;
  tricks_review: string | null;
  tricks_review_rule: string | null;
  prompt: string | null;
  score_unit: string;
  winners: number[] | null;
  options: JSONObject;
  extra: ViewExtra;
}

/** The bridge's `view`: the human seat's observation plus what a table draws its controls with. (tapisvert.types.View) */
export interface View extends Observation {
  legal: string[];
  human: number;
  humans: number[];
  is_over: boolean;
  action_labels: Record<string, string>;
  card_actions: Record<string, string>;
  record_actions: number;
  log_start: number;
  results_start: number;
  sheet?: Sheet | null;
}

/** BridgeErrorInfo (tapisvert.types.BridgeErrorInfo) */
export interface BridgeErrorInfo {
  type: "illegal" | "record" | "value" | "internal";
  message: string;
  rule_id?: string;
  rule?: JSONObject | null;
  action?: string | null;
  words?: JSONObject | null;
  head?: string | null;
  head_words?: JSONObject | null;
  rule_quoted?: boolean;
  cause?: string;
}

/** The answer of `tapisvert.bridge.call`: `ok` and the op's fields, or `error` (and, for bad input, `error_words`: its message's record `{key, params}`, language-free). (tapisvert.types.BridgeResponse) */
export interface BridgeResponse {
  ok?: boolean;
  error?: BridgeErrorInfo;
  error_words?: JSONObject;
  games?: JSONObject[];
  info?: GameInfo;
  rules?: JSONObject[];
  decisions?: JSONObject[];
  table?: string;
  view?: View;
  allowed?: boolean;
  action?: string;
  seat?: number;
  sheets?: Sheet[];
  record?: string;
  closed?: string;
  closed_all?: string[];
  open?: number;
  legal?: string[];
  current_player?: number | null;
  winner?: number | null;
  hint?: JSONObject;
  analysis?: JSONObject;
  decision?: JSONObject;
  left?: number;
  mistakes?: number;
  cost?: number;
  refinable?: boolean;
  target?: JSONObject | null;
  stopped?: JSONObject | boolean;
  exact?: number;
  graded?: number;
  hand?: number;
  count?: number;
  choices?: number[];
}

/** TriompheExtra (tapisvert.extras.TriompheExtra) */
export interface TriompheExtra {
  form: string;
  regime: string;
  order: string;
  total_tricks: number;
  side_tricks: number[];
  vole_committed: number | null;
  burden: number | null;
  concession: JSONObject | null;
  next_dealer: number | null;
  voids: string[][];
  partner_hands?: Record<string, string[]>;
  pillage?: JSONObject;
}

/** FrancionExtra (tapisvert.extras.FrancionExtra) */
export interface FrancionExtra {
  beasts_carried: unknown[];
  hand_stake: number;
  hand_tokens: number[];
  next_dealer: number | null;
  next_stake: number | null;
  pack_size: number;
  per_trick: number;
  points: number[];
  precedence: number[];
  purses: JSONObject[];
  settlement: JSONObject | null;
  stake: number;
  stake_paid: unknown[];
  start_purse: JSONObject;
  tokens_per_counter: number;
  totals: JSONObject;
  voids: string[][];
  welche: string;
  welche_events: JSONObject[];
  welche_turned_up: boolean;
}

/** BriscanExtra (tapisvert.extras.BriscanExtra) */
export interface BriscanExtra {
  cards_won: number[];
  exchange_allowed: boolean;
  exchanged_by: number | null;
  final_tricks: number[];
  free_tricks: number;
  hand_points: number[];
  known: string[][];
  meld_options: JSONObject[];
  melds: JSONObject[];
  next_dealer: number | null;
  sequence_cards: string[];
  stage: string;
  talon: number;
  trick_number: number;
  turnup_dealt: string;
  variant: string;
  window: number | null;
}

/** TarotExtra (tapisvert.extras.TarotExtra) */
export interface TarotExtra {
  bids: JSONObject[];
  called: string | null;
  chelem_announced: boolean;
  chien: string[] | null;
  chien_public: string | null;
  chien_size: number;
  coefficient: number | null;
  contract: string | null;
  deals_played: number;
  deals_total: number;
  discard: string[];
  discard_size: number;
  first_trick: boolean;
  goulash: boolean;
  miseres: JSONObject[];
  next_dealer: number | null;
  partner: number | null;
  poignees: JSONObject[];
  sides_per_deal: boolean;
  taker: number | null;
  tricks_total: number;
  trump_ceiling: (number | null)[];
  voids: string[][];
  hiding?: JSONObject;
}

/** EmpruntExtra (tapisvert.extras.EmpruntExtra) */
export interface EmpruntExtra {
  ante: number;
  deals_played: number;
  deals_total: number;
  jetons: number[];
  last_move: JSONObject | null;
  need: string | null;
  next_dealer: number | null;
  opening: boolean;
  pool: number;
  ranks: string;
  run: JSONObject[];
  table: string[];
  talon_size: number;
}

/** One line of a score sheet (:func:`tapisvert.sheet.term`). (tapisvert.types.Term) */
export interface Term {
  label: string;
  detail: string | null;
  rule: string | null;
  points: number[];
}

/** A second ledger of the same hand in another unit (:func:`tapisvert.sheet.account`). (tapisvert.types.Account) */
export interface Account {
  unit: string;
  terms: Term[];
  points: number[];
  totals: number[] | null;
}

/** TrickCard (tapisvert.types.TrickCard) */
export interface TrickCard {
  seat: number;
  card: string;
}

/** The last completed trick, as an observation shows it (`last_trick`). (tapisvert.types.LastTrick) */
export interface LastTrick {
  cards: TrickCard[];
  winner: number;
}

/** A completed trick of the current hand, as a player may look back at it. (tapisvert.types.TrickSeen) */
export interface TrickSeen {
  leader: number;
  cards: TrickCard[];
  winner: number;
}

/** `tapisvert.game_info(name)` (the bridge's `info`): what a game allows, its options with their words and the words of its actions. (tapisvert.types.GameInfo) */
export interface GameInfo {
  name: string;
  title: string;
  players: number[];
  default_players: number;
  options: JSONObject[];
  actions: Record<string, string>;
  source: string;
}
