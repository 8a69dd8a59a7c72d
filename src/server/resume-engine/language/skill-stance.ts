/**
 * Whether a sentence says the writer holds a skill it names, as a recruiter reads it: "I have not
 * used React", "no Kubernetes experience yet", "moving away from PHP" say they do not; "learning
 * Rust", "want to learn Go", "Rust (learning)" say they are learning it; anything else says they do.
 *
 * Sentences, parts of speech, lemmas and the scope of a negation come from wink-nlp's English model
 * (a negation runs to the end of its clause). On top of it, three readings the model does not make:
 *   - a negation covers the verb it negates and that verb's objects, not a later verb's ("shipped
 *     without downtime using Kubernetes" holds Kubernetes; "never used Django and built Flask APIs" holds Flask),
 *     except a verb joined by "or" / "nor", which the negation still covers ("never used Unity or done any game development");
 *   - a list carries its first item's stance ("not used React, Angular or Vue": none of the three);
 *   - learning is the present or the wish ("learning", "to learn", "picking up", "exploring"), not the past
 *     ("learned Django on the job" holds it), and never a field's name ("machine learning with PyTorch").
 * Lines without a word that could change a stance are not parsed at all, so skills lists cost nothing.
 */
import winkNLP, { type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

export type TSkillStance = 'held' | 'learning' | 'not-held';

/** Where a skill is named in the text: [start, end) in characters. */
export type TMentionSpan = { start: number; end: number };

/** Words that can make a mention anything but held; a line without one is read as holding all it names. */
const STANCE_CUE =
  /\b(?:not|no|never|without|none|nor|neither|cannot|learn\w*|study\w*|explor\w*|experiment\w*|picking|pick|getting|away)\b|n['’]t\b/i;
/** A line labelled as what the writer is learning: "Learning: Rust, Go", "Currently learning - Zig". */
const LEARNING_LABEL = /^\s*(?:currently\s+)?(?:learning|studying)\s*[:–—-]/i;

/** Negations whose scope holds a verb: the first verb after them is the one negated. */
const VERB_NEGATIONS = new Set(['not', "n't", 'n’t', 'never', 'cannot', 'neither', 'nor']);
/** "no experience using Kubernetes": after these, a verb still names what the writer has no experience of. */
const EXPERIENCE_NOUNS = new Set(['experience', 'exposure', 'knowledge', 'familiarity', 'background']);
/** A verb after these is the negation's second object ("not used A or built B"), not a new clause. */
const NEGATED_ALTERNATIVES = new Set(['or', 'nor']);
/** What may stand between two items of one list. */
const LIST_SEPARATORS = new Set([',', 'and', 'or', 'nor', '/', '&', 'as', 'well']);
/** Verbs of learning, as lemmas, with the particle some take ("pick up", "get into"). */
const LEARNING_VERBS: Record<string, string | null> = {
  learn: null,
  study: null,
  pick: 'up',
  get: 'into',
  explore: null,
  experiment: 'with',
};
/** What may stand between a learning verb and the skill: "learning more about Rust", "picking up the basics of Go". */
const LEARNING_GAP_POS = new Set(['DET', 'ADJ', 'ADV']);
const LEARNING_GAP_WORDS = new Set(['about', 'up', 'into', 'of', 'basics', 'fundamentals']);
/** "moving away from PHP", "stepping away from Java". */
const AWAY_FROM = ['away', 'from'];

type TToken = { text: string; lower: string; lemma: string; pos: string; isNegated: boolean; start: number; end: number; mention: number };

let nlp: WinkMethods | null = null;

/** The model is loaded on first use: most processes (and worker threads) never read a negation. */
function getNlp(): WinkMethods {
  // Sentences, negation and parts of speech only: no sentiment, entities or custom entities.
  nlp ??= winkNLP(model, ['sbd', 'negation', 'pos']);
  return nlp;
}

function readTokens(text: string, spans: readonly TMentionSpan[]): TToken[] {
  const parser = getNlp();
  const { its } = parser;
  const tokens = parser.readDoc(text).tokens();
  const values = tokens.out(its.value);
  const spaces = tokens.out(its.precedingSpaces);
  // The typings give lemma a model add-on parameter the others lack; it is read as any token property.
  const lemmas = tokens.out(its.lemma as unknown as typeof its.value);
  const parts = tokens.out(its.pos);
  const negated = tokens.out(its.negationFlag) as unknown as boolean[];
  let offset = 0;
  return values.map((value, index) => {
    const expected = offset + spaces[index]!.length;
    // The model keeps the text's characters; should a token ever differ, it is found where it is.
    const start = text.startsWith(value, expected) ? expected : Math.max(offset, text.indexOf(value, offset));
    offset = start + value.length;
    const mention = spans.findIndex((span) => start < span.end && offset > span.start);
    return {
      text: value,
      lower: value.toLowerCase(),
      lemma: lemmas[index]!.toLowerCase(),
      pos: parts[index]!,
      isNegated: negated[index] === true,
      start,
      end: offset,
      mention,
    };
  });
}

const isClauseEnd = (token: TToken) =>
  (token.pos === 'PUNCT' && token.text !== ',') || token.pos === 'SCONJ' || token.lower === 'but' || token.lower === 'only';
const isOtherVerb = (token: TToken) => token.mention === -1 && token.pos === 'VERB';

/**
 * Whether the negation at `cue` reaches the mention at `first`: within its clause, and, for a
 * negated verb, no further than that verb's objects.
 */
function reachesMention(tokens: readonly TToken[], cue: number, first: number): boolean {
  const trigger = tokens[cue]!;
  // "no longer work with PHP" negates a verb, as "not" does.
  const negatesVerb = VERB_NEGATIONS.has(trigger.lower) || (trigger.lower === 'no' && tokens[cue + 1]?.lower === 'longer');
  let verbs = 0;
  for (let index = cue + 1; index < first; index += 1) {
    const token = tokens[index]!;
    if (isClauseEnd(token)) return false;
    const before = tokens[index - 1]!.lower;
    if (!isOtherVerb(token) || EXPERIENCE_NOUNS.has(before) || NEGATED_ALTERNATIVES.has(before)) continue;
    verbs += 1;
    if (!negatesVerb || verbs > 1) return false;
  }
  return true;
}

/**
 * A verb negation the model leaves unmarked when an adverb follows it ("not yet shipped an
 * Android app", "never really used Vue"): the nearest one in the clause, with only adverbs between it and a verb.
 */
function findAdverbialNegation(tokens: readonly TToken[], first: number): number {
  for (let cue = first - 1; cue >= 0; cue -= 1) {
    const token = tokens[cue]!;
    if (isClauseEnd(token)) return -1;
    if (!VERB_NEGATIONS.has(token.lower)) continue;
    let next = cue + 1;
    while (tokens[next]?.pos === 'ADV') next += 1;
    return next > cue + 1 && next < first && tokens[next]!.pos === 'VERB' ? cue : -1;
  }
  return -1;
}

/** Whether the negation before `first` (the mention's first token) reaches it. */
function isInNegationScope(tokens: readonly TToken[], first: number): boolean {
  if (!tokens[first]!.isNegated) {
    const cue = findAdverbialNegation(tokens, first);
    return cue !== -1 && reachesMention(tokens, cue, first);
  }
  let cue = first - 1;
  while (cue >= 0 && tokens[cue]!.isNegated) cue -= 1;
  if (cue < 0) return true;
  // The model's negation can run past a colon or a full stop ("not used Rails: my APIs are Express").
  if (isClauseEnd(tokens[cue]!)) return false;
  return reachesMention(tokens, cue, first);
}

/** "moving away from PHP", "stepping away from Java": the writer is leaving it. */
function isLeftBehind(tokens: readonly TToken[], first: number): boolean {
  return first >= 2 && tokens[first - 2]!.lower === AWAY_FROM[0] && tokens[first - 1]!.lower === AWAY_FROM[1];
}

/** A learning verb in the present or as a wish: "learning", "studying", "to learn", "picking up". */
function isLearningCue(tokens: readonly TToken[], index: number): boolean {
  const token = tokens[index]!;
  if (token.pos !== 'VERB' || token.mention !== -1 || !(token.lemma in LEARNING_VERBS)) return false;
  const particle = LEARNING_VERBS[token.lemma];
  if (particle && tokens[index + 1]?.lower !== particle) return false;
  return token.lower.endsWith('ing') || tokens[index - 1]?.lower === 'to';
}

/** Whether a learning verb has the mention as its object, close before it. */
function isLearnedNow(tokens: readonly TToken[], first: number): boolean {
  for (let index = first - 1; index >= 0; index -= 1) {
    const token = tokens[index]!;
    if (isLearningCue(tokens, index)) return true;
    // "experimenting with Deno": the particle of the learning verb before it.
    if (index > 0 && isLearningCue(tokens, index - 1) && LEARNING_VERBS[tokens[index - 1]!.lemma] === token.lower) return true;
    if (token.mention !== -1 || LEARNING_GAP_POS.has(token.pos) || LEARNING_GAP_WORDS.has(token.lower)) continue;
    return false;
  }
  return false;
}

/** "the team is moving to Playwright and I am learning it": a learning verb later in the sentence whose object stands for the mention. */
function isLearnedByReference(tokens: readonly TToken[], last: number): boolean {
  for (let index = last + 1; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    if (token.mention !== -1 || (token.pos === 'PUNCT' && token.text !== ',')) return false;
    if ((token.lower === 'it' || token.lower === 'them') && isLearningCue(tokens, index - 1)) return true;
  }
  return false;
}

/** "Rust (learning)": a note in brackets right after the mention. */
function isMarkedLearning(tokens: readonly TToken[], last: number): boolean {
  const note = tokens[last + 2];
  return tokens[last + 1]?.text === '(' && note !== undefined && note.lemma in LEARNING_VERBS && note.pos !== 'PROPN';
}

/** Whether only list separators stand between two tokens: the later item reads as the earlier one does. */
function isSameList(tokens: readonly TToken[], from: number, to: number): boolean {
  for (let index = from + 1; index < to; index += 1) if (!LIST_SEPARATORS.has(tokens[index]!.lower)) return false;
  return true;
}

function readStance(tokens: readonly TToken[], first: number, last: number): TSkillStance {
  if (isInNegationScope(tokens, first) || isLeftBehind(tokens, first)) return 'not-held';
  if (isLearnedNow(tokens, first) || isMarkedLearning(tokens, last) || isLearnedByReference(tokens, last)) return 'learning';
  return 'held';
}

/**
 * The stance of each mention of a skill in one line of text (`spans` in the order they appear),
 * in the same order.
 */
export function readSkillStances(text: string, spans: readonly TMentionSpan[]): TSkillStance[] {
  if (spans.length === 0) return [];
  if (LEARNING_LABEL.test(text)) return spans.map(() => 'learning');
  if (!STANCE_CUE.test(text)) return spans.map(() => 'held');
  const tokens = readTokens(text, spans);
  const stances: TSkillStance[] = [];
  let previousLast = -1;
  for (let mention = 0; mention < spans.length; mention += 1) {
    const first = tokens.findIndex((token) => token.mention === mention);
    if (first === -1) {
      stances.push('held');
      continue;
    }
    let last = first;
    while (tokens[last + 1]?.mention === mention) last += 1;
    const listed = mention > 0 && previousLast !== -1 && isSameList(tokens, previousLast, first);
    stances.push(listed && stances[mention - 1] !== 'held' ? stances[mention - 1]! : readStance(tokens, first, last));
    previousLast = last;
  }
  return stances;
}
