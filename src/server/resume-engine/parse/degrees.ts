/**
 * Degrees as people write them ('B.S.', 'BSc', "Bachelor's degree", 'Master of Science', 'PhD') and
 * their level, so 'B.S.' and 'Bachelor of Science' compare equal. The entry parser reads them at the
 * start of an education line; the review finds them in prose.
 */

const DEGREE_LEVELS = ['certificate', 'diploma', 'associate', 'bachelor', 'master', 'mba', 'doctorate'] as const;
type TDegreeLevel = (typeof DEGREE_LEVELS)[number];

type TDegreeMention = { text: string; index: number; level: TDegreeLevel };

const SUBJECTS = String.raw`science|arts|engineering|technology|business administration|administration|philosophy|laws|fine arts|education|commerce|applied science|computer applications|music`;
const OF_SUBJECT = String.raw` of (?:[a-z]+ ){0,3}?(?:${SUBJECTS})`;
/** "Bachelor's", 'Bachelors degree', 'Bachelor of Science': the word with something that makes it a degree. */
const namedDegree = (word: string) =>
  String.raw`${word}(?:(?:['’]s|s)(?: degree)?(?:${OF_SUBJECT})?| degree(?:${OF_SUBJECT})?|${OF_SUBJECT})`;

// Each level's spellings: safe anywhere, and bare ones that only count at the start of an education line
// ('MS Office', 'be', 'as', 'master branch' are not degrees in a sentence).
const FORMS: Record<TDegreeLevel, { safe: string[]; bare: string[] }> = {
  doctorate: {
    safe: [
      String.raw`ph\.?\s?d\.?`,
      String.raw`d\.?\s?phil\.?`,
      String.raw`doctorate`,
      String.raw`doctor of (?:[a-z]+ ){0,2}?(?:${SUBJECTS})`,
    ],
    bare: [],
  },
  mba: { safe: [String.raw`m\.?b\.?a\.?`], bare: [] },
  master: {
    safe: [
      namedDegree('master'),
      String.raw`m\.?\s?sc\.?`,
      String.raw`m\.\s?s\.`,
      String.raw`m\.\s?a\.`,
      String.raw`m\.?\s?tech\.?`,
      String.raw`m\.?\s?eng\.?`,
      'mca',
      String.raw`ll\.?m\.?`,
      String.raw`m\.?\s?phil\.?`,
    ],
    bare: ['master', 'ms', 'ma'],
  },
  bachelor: {
    safe: [
      namedDegree('bachelor'),
      String.raw`b\.?\s?sc\.?`,
      String.raw`b\.\s?s\.`,
      String.raw`b\.\s?a\.`,
      String.raw`b\.?\s?tech\.?`,
      String.raw`b\.?\s?eng\.?`,
      String.raw`b\.\s?e\.`,
      String.raw`b\.?\s?com\.?`,
      'bba',
      'bca',
      String.raw`ll\.?b\.?`,
    ],
    bare: ['bachelor', 'bs', 'ba'],
  },
  associate: { safe: [namedDegree('associate'), String.raw`a\.\s?a\.(?:\s?s\.)?`, String.raw`a\.\s?s\.`], bare: ['associate', 'aas?'] },
  diploma: { safe: ['high school diploma', 'diploma', 'ged', 'hnd'], bare: [] },
  certificate: { safe: ['(?:bootcamp )?certificate'], bare: [] },
};

// One named group per level tells which level matched; bare spellings get their own groups ('master_bare')
// because a regex may not repeat a group name.
const groupsFor = (kind: 'safe' | 'bare' | 'all') =>
  DEGREE_LEVELS.map((level) => {
    const forms = kind === 'all' ? [...FORMS[level].safe, ...FORMS[level].bare] : FORMS[level][kind];
    return forms.length > 0 ? `(?<${level}${kind === 'bare' ? '_bare' : ''}>${forms.join('|')})` : null;
  })
    .filter(Boolean)
    .join('|');

const END = String.raw`(?=[\s,.:;()/]|$)`;
/** At the start of an education line, any spelling counts. */
const DEGREE_AT_START = new RegExp(`^(?:${groupsFor('all')})${END}`, 'i');
/** In a sentence, bare spellings need 'in' / 'of' / 'degree' after them ('MS in Statistics'). */
const DEGREE_IN_TEXT = new RegExp(
  String.raw`(?<![\p{L}\p{N}.])(?:${groupsFor('safe')}|(?:${groupsFor('bare')})(?=\s+(?:in|of|degree)\b))${END}`,
  'giu',
);

/** 'MBA.' at the end of a sentence → 'MBA'; dotted spellings ('Ph.D.', 'M.B.A.') keep their last dot. */
const trimSentenceDot = (text: string) => (/^[^.]+\.$/.test(text) ? text.slice(0, -1) : text);

function getMatchLevel(groups: Record<string, string | undefined> | undefined): TDegreeLevel | null {
  return DEGREE_LEVELS.find((level) => groups?.[level] !== undefined || groups?.[`${level}_bare`] !== undefined) ?? null;
}

/** The degree an education line starts with ('B.S. in Computer Science' → 'B.S.', bachelor); null when none. */
export function findLeadingDegree(text: string): { text: string; level: TDegreeLevel } | null {
  const match = DEGREE_AT_START.exec(text.trim());
  const level = getMatchLevel(match?.groups);
  return match && level ? { text: trimSentenceDot(match[0].trim()), level } : null;
}

/** The level of a degree as written ('BSc' → bachelor, 'Ph.D.' → doctorate); null when it is none. */
export function getDegreeLevel(degree: string): TDegreeLevel | null {
  return findLeadingDegree(degree)?.level ?? null;
}

/** Degrees named in prose ('holds a Master's degree in CS', 'PhD in Physics'), left to right. */
export function findDegreeMentions(text: string): TDegreeMention[] {
  const mentions: TDegreeMention[] = [];
  for (const match of text.matchAll(DEGREE_IN_TEXT)) {
    const level = getMatchLevel(match.groups);
    if (level) mentions.push({ text: trimSentenceDot(match[0]), index: match.index, level });
  }
  return mentions;
}
