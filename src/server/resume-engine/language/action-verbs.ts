/**
 * Strong action verbs for resume bullets, grouped by what they show, with their present and past
 * forms. Bullets of a current role read in the present ('Lead', 'Leads'), earlier roles in the past
 * ('Led'); the tense check and the rewriter both read the forms from here.
 */

export const ACTION_VERB_GROUPS = [
  'leadership',
  'building',
  'improving',
  'achieving',
  'analyzing',
  'managing',
  'communicating',
  'collaborating',
  'supporting',
] as const;
export type TActionVerbGroup = (typeof ACTION_VERB_GROUPS)[number];

export type TVerbTense = 'present' | 'past';

export type TActionVerb = {
  /** 'lead' */
  base: string;
  /** 'led' */
  past: string;
  /** 'leads' */
  thirdPerson: string;
  /** 'leading', for 'Responsible for leading X' → 'Led X'. */
  gerund: string;
  group: TActionVerbGroup;
};

/** The verb as it opens a bullet, with the tense it was written in. */
type TActionVerbUse = { verb: TActionVerb; tense: TVerbTense };

// 'base' or 'base:past' where the past tense is irregular or doubles its last consonant; '_' joins
// the words of a phrasal verb ('set_up:set_up').
const VERBS_BY_GROUP: Record<TActionVerbGroup, string> = {
  leadership:
    'lead:led spearhead direct head chair champion mentor coach guide steer oversee:oversaw supervise orchestrate ' +
    'pioneer drive:drove own found establish initiate launch mobilize inspire delegate hire recruit train onboard',
  building:
    'build:built architect design develop engineer create implement code program:programmed prototype ship:shipped deploy ' +
    'apply automate integrate configure construct craft devise write:wrote author migrate port release refactor ' +
    'containerize instrument install model assemble compose formulate invent introduce set_up:set_up stand_up:stood_up roll_out:rolled_out',
  improving:
    'improve optimize streamline accelerate enhance upgrade modernize redesign rearchitect restructure revamp simplify ' +
    'reduce cut:cut lower decrease eliminate consolidate scale boost increase expand grow:grew strengthen stabilize ' +
    'harden speed_up:sped_up overhaul transform refine tune debug:debugged fix resolve troubleshoot',
  achieving:
    'achieve deliver exceed surpass outperform win:won earn attain secure generate save complete accomplish ' +
    'double triple maximize capture land',
  analyzing:
    'analyze assess conduct evaluate investigate research measure quantify benchmark audit diagnose identify discover forecast ' +
    'test validate verify review examine map:mapped profile survey inspect monitor track',
  managing:
    'manage coordinate organize plan:planned prioritize schedule administer budget allocate execute operate run:ran ' +
    'maintain standardize govern negotiate procure',
  communicating:
    'present publish document report explain advocate persuade convince influence pitch ' +
    'brief demonstrate teach:taught speak:spoke translate articulate',
  collaborating: 'collaborate partner facilitate unite align liaise contribute cooperate consult',
  supporting: 'support enable empower assist advise educate serve protect safeguard',
};

function toRegularPast(base: string): string {
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  return `${base}ed`;
}

/** 'manage' → 'managing', 'ship' → 'shipping' (as its past 'shipped' doubles), 'run' → 'running', 'set up' → 'setting up'. */
function toGerund(base: string, past: string): string {
  const [word = base, ...rest] = base.split(' ');
  const last = word.at(-1) ?? '';
  let inflected = `${word}ing`;
  if (word.endsWith('ie')) inflected = `${word.slice(0, -2)}ying`;
  else if (word.endsWith('e') && !word.endsWith('ee')) inflected = `${word.slice(0, -1)}ing`;
  else if (past === `${word}${last}ed` || /^[^aeiou]*[aeiou][bdgklmnprt]$/.test(word)) inflected = `${word}${last}ing`;
  return [inflected, ...rest].join(' ');
}

function toThirdPerson(base: string): string {
  const [first, ...rest] = base.split(' ');
  const word = first ?? base;
  let inflected = `${word}s`;
  if (/(s|sh|ch|x|z)$/.test(word)) inflected = `${word}es`;
  else if (/[^aeiou]y$/.test(word)) inflected = `${word.slice(0, -1)}ies`;
  return [inflected, ...rest].join(' ');
}

function parseVerbs(): TActionVerb[] {
  const byBase = new Map<string, TActionVerb>();
  for (const group of ACTION_VERB_GROUPS) {
    for (const token of VERBS_BY_GROUP[group].split(' ')) {
      const [base = token, past] = token.replaceAll('_', ' ').split(':');
      // Each verb is listed once; should one appear twice, its first group counts.
      const pastForm = past ?? toRegularPast(base);
      if (!byBase.has(base))
        byBase.set(base, { base, past: pastForm, thirdPerson: toThirdPerson(base), gerund: toGerund(base, pastForm), group });
    }
  }
  return [...byBase.values()];
}

export const ACTION_VERBS: readonly TActionVerb[] = parseVerbs();

const verbUseByWord = new Map<string, TActionVerbUse>();
for (const verb of ACTION_VERBS) {
  verbUseByWord.set(verb.base, { verb, tense: 'present' });
  verbUseByWord.set(verb.thirdPerson, { verb, tense: 'present' });
  // 'cut', 'set up': same form in both tenses; the past reading is the common one in resumes.
  verbUseByWord.set(verb.past, { verb, tense: 'past' });
}

/**
 * The strong action verb a bullet opens with ('Led a team…' → lead, past), or null. Looks at the
 * first one or two words, ignoring case and leading punctuation.
 */
export function findLeadingActionVerb(text: string): TActionVerbUse | null {
  const words = text
    .replace(/^[^\p{L}]+/u, '')
    .toLowerCase()
    .split(/[^\p{L}-]+/u, 2);
  const [first = '', second = ''] = words;
  const phrasalVerb = second ? verbUseByWord.get(`${first} ${second}`) : undefined;
  return phrasalVerb ?? verbUseByWord.get(first) ?? verbUseByWord.get(toAmericanSpelling(first)) ?? null;
}

/** 'optimised' → 'optimized', 'analysing' → 'analyzing': British forms of the lexicon's verbs. */
function toAmericanSpelling(word: string): string {
  return word.replace(/is(e|es|ed|ing)$/, 'iz$1').replace(/ys(e|es|ed|ing)$/, 'yz$1');
}

const verbByGerund = new Map(ACTION_VERBS.map((verb) => [verb.gerund, verb]));

/** The action verb a gerund belongs to ('managing' → manage, 'setting up' → set up), or null. */
export function findActionVerbByGerund(gerund: string): TActionVerb | null {
  return verbByGerund.get(gerund.trim().toLowerCase()) ?? null;
}

/** The action verb a single word is a form of ('built' → build, past), or null. */
export function getActionVerbUse(word: string): TActionVerbUse | null {
  return verbUseByWord.get(word.toLowerCase()) ?? null;
}

/**
 * 'contribute to' in the wanted tense: 'Contributed to' / 'Contribute to'. Only the first word is
 * conjugated; verbs outside the lexicon get the regular ending.
 */
export function conjugateVerbPhrase(phrase: string, tense: TVerbTense): string {
  const phrasalVerb = verbUseByWord.get(phrase.toLowerCase());
  if (phrasalVerb) return capitalize(tense === 'past' ? phrasalVerb.verb.past : phrasalVerb.verb.base);
  const [first = '', ...rest] = phrase.toLowerCase().split(' ');
  const verb = tense === 'past' ? (verbUseByWord.get(first)?.verb.past ?? toRegularPast(first)) : first;
  return capitalize([verb, ...rest].join(' '));
}

export const capitalize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
