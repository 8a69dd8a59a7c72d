/**
 * First-person pronouns. Resumes are written in an implied first person ('Led a team', not 'I led a
 * team'); singular pronouns are the classic mistake, plural ones ('our team') are milder.
 */

type TPronounPerson = 'singular' | 'plural';

const FIRST_PERSON_PRONOUNS: Record<TPronounPerson, readonly string[]> = {
  singular: ['I', 'me', 'my', 'mine', 'myself', "I'm", "I've", "I'd", "I'll"],
  plural: ['we', 'us', 'our', 'ours', 'ourselves', "we're", "we've"],
};

type TPronounMatch = { pronoun: string; person: TPronounPerson; index: number };

const personByPronoun = new Map<string, TPronounPerson>();
for (const person of ['singular', 'plural'] as const)
  for (const pronoun of FIRST_PERSON_PRONOUNS[person]) personByPronoun.set(pronoun.toLowerCase().replace("'", '’'), person);

// Case-sensitive on purpose: 'I' only as a capital (not the roman numeral in 'Phase i'), and 'us'
// only in lower case, so 'US' (the country) and 'IT' are never pronouns.
const PRONOUN_PATTERN =
  /(?<![\p{L}\p{N}'’.&-])(?:I(?:['’](?:m|ve|d|ll))?|[Mm]e|[Mm]y(?:self)?|[Mm]ine|[Ww]e(?:['’](?:re|ve))?|us|[Oo]urs?(?:elves)?|Us)(?![\p{L}\p{N}'’&-]|\.[\p{L}])/gu;

/** Every first-person pronoun in a text ('I', 'my', 'our'…), with its offset. */
export function findFirstPersonPronouns(text: string): TPronounMatch[] {
  const matches: TPronounMatch[] = [];
  for (const match of text.matchAll(PRONOUN_PATTERN)) {
    // 'Us' is a pronoun only at the start of a sentence; elsewhere a capitalised 'Us' is a name.
    if (match[0] === 'Us' && match.index > 0 && !/[.!?]\s*$/.test(text.slice(0, match.index))) continue;
    const person = personByPronoun.get(match[0].toLowerCase().replace("'", '’'));
    if (person) matches.push({ pronoun: match[0], person, index: match.index });
  }
  return matches;
}
