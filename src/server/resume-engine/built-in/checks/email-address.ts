/**
 * The e-mail address as a recruiter reads it in the header: its part before the '@' should look like
 * a name or initials, perhaps with a short number or a role word ('hello', 'jobs', 'dev'). What does
 * not is a nickname: words a recruiter would not say in a meeting, a birth year or a joke number, a
 * gamer tag of numbers, a run of random characters, 'xx' decorations, letters written as digits. An
 * address that names someone else is no fault (people keep the address they have).
 */
import type { TLocatedValue } from '#server/resume-engine/parse/types.ts';
import { faultPenalty, joinWords, lineRef, type TCheck, type TFinding } from './check.ts';

/**
 * Words that make an address a nickname: flirting, pet names, violence, drink and drugs, swearing,
 * boasts and gamer words. Each stands for a family (its plural and '-y'/'-er' forms match through
 * NICKNAME_PATTERN), so the list names kinds of word, not addresses. Words that are also common
 * names (Love, Hunter, Savage, Boss, Fan, Wild…) are left out: an address may name someone.
 */
const NICKNAME_STEMS = [
  // flirting and pet names
  'sexy',
  'sexi',
  'sex',
  'hottie',
  'hot',
  'babe',
  'baby',
  'babygirl',
  'cutie',
  'cute',
  'sweetie',

  'sugar',
  'kitty',
  'kitten',
  'bunny',
  'princess',
  'lover',
  'lovely',
  'kiss',
  'kisses',
  'hugs',
  'flirt',
  'naughty',
  'kinky',
  'stud',
  'hunk',
  'daddy',
  'mommy',
  'mama',
  'papi',
  'mami',
  'chick',
  'dude',
  'bro',
  'playboy',

  'diva',
  'angelface',
  'cupcake',
  'muffin',
  'pie',
  // violence, darkness, gamer tags
  'killer',
  'kill',
  'slayer',
  'slay',
  'sniper',
  'assassin',
  'reaper',
  'death',
  'dead',
  'devil',
  'demon',
  'evil',
  'dark',
  'darkness',
  'shadow',
  'blood',
  'psycho',

  'beast',
  'monster',
  'warrior',
  'destroyer',

  'gamer',
  'noob',
  'pwn',
  'pwnz',
  'ninja',
  'dragon',
  'legend',

  'overlord',

  'thug',
  'gangsta',
  'gangster',
  'rockstar',
  'wizard',
  'leet',
  'elite',
  // party, drink and drugs
  'party',
  'partyboy',
  'partygirl',
  'beer',
  'vodka',
  'tequila',
  'drunk',
  'booze',
  'weed',
  'stoner',

  'blazed',

  'dope',
  'crazy',

  'freak',
  'funky',
  'lol',
  'lmao',
  'rofl',
  'xoxo',
  'yolo',
  'swag',
  'lit',
  'goofy',
  'silly',
  'fluffy',
  'cool',
  'awesome',
  'fun',
  'funny',
  'smelly',
  'lazy',
  'sleepy',
  // swearing and insults
  'fuck',
  'shit',
  'damn',
  'ass',
  'butt',
  'booty',
  'bitch',
  'bastard',
  'crap',
  'piss',
  'suck',
  'sucks',
  'idiot',
  'loser',
  'stupid',
  'dumb',
  'nerd',
  'geek',
  'weirdo',
  // 'I love X', 'X fan', 'X addict'

  'luv',

  'addict',
  'junkie',
  'obsessed',
  'forever',
  'rules',
  'rocks',
  'ilove',
  'iluv',
  'monkey',
  'animal',
] as const;

/** Numbers that are jokes, not identifiers: 69, 420, 666, 1337 ('leet'), 80085. */
const JOKE_NUMBERS = new Set(['69', '420', '666', '1337', '80085', '8008', '42069', '69420']);

/** Role words that stand in for a name in a professional address ('hello@jane.dev', 'jobs.jane@'). */
const ROLE_WORDS = new Set([
  'hello',
  'hi',
  'contact',
  'info',
  'mail',
  'email',
  'me',
  'jobs',
  'job',
  'work',
  'career',
  'careers',
  'hire',
  'hireme',
  'dev',
  'code',
  'office',
  'admin',
  'team',
  'apply',
  'resume',
  'cv',
  'inbox',
  'personal',
  'pro',
  'official',
  'real',
  'the',
]);

/** Nickname words this long are no part of a name, wherever they stand in a word. */
const LONG_STEM = 5;

/** A year a person was born in, or graduated: '1998', '2003'. */
const YEAR = /^(?:19[4-9]\d|20[0-2]\d)$/;
/** Random characters: long runs of consonants no name has, or keyboard rows. */
const CONSONANT_RUN = /[bcdfghjklmnpqrstvwxz]{6,}/;
/** Letters with digits scattered among them ('qz7kx9vbt2w'): a generated string, not a name and a number. */
const SCATTERED_DIGIT_RUNS = 2;
const RANDOM_VOWEL_SHARE = 0.25;
const KEYBOARD_RUN = /qwer|wert|asdf|sdfg|zxcv|xcvb|hjkl|uiop|1234|2345|3456|4567|5678|6789|0987|9876|abcd/;
/** 'xx' as decoration at either end, or three letters in a row ('sooo', 'heyyy'). */
const DECORATION = /^x{2,}|x{2,}$|(\p{L})\1\1/u;
/** A digit standing for a letter inside a word: 'h4ck3r', 'c00l', 'l33t'. */
const LEET = /\p{L}[0134578]+\p{L}/u;
/** A number longer than an identifier needs, or a local part mostly of digits. */
const LONG_NUMBER_DIGITS = 5;

const NICKNAME_PATTERN = new RegExp(
  `(?:^|[^a-z])(${[...NICKNAME_STEMS].sort((a, b) => b.length - a.length).join('|')})(?:s|z|y|ie|er|ers|a)?(?=$|[^a-z])`,
);

/** The nickname words of a local part once split into words: 'sexy_coder' → sexy; 'partyboy' → party. */
function findNicknameWords(letters: string, nameParts: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const word of letters.split(/[^a-z]+/).filter(Boolean)) {
    if (nameParts.has(word)) continue;
    // A word written as one ('beerlover', 'darkslayer'): a stem at either end, the rest a stem or nothing.
    const whole = NICKNAME_PATTERN.exec(word)?.[1];
    if (whole) {
      found.add(whole);
      continue;
    }
    for (const stem of NICKNAME_STEMS) {
      if (stem.length < 3 || word.length <= stem.length) continue;
      const rest = word.startsWith(stem) ? word.slice(stem.length) : word.endsWith(stem) ? word.slice(0, -stem.length) : null;
      if (rest === null) continue;
      // A long nickname word carries the address whatever it is joined to ('bigdaddy', 'codemonkey');
      // a short one only beside another such word ('hotbabe'), as short ones hide inside names.
      const restIsWord = NICKNAME_PATTERN.test(rest) || ROLE_WORDS.has(rest) || /^(?:boy|girl|guy|gal|king|queen|coder|dev)$/.test(rest);
      if (restIsWord || (stem.length >= LONG_STEM && rest.length >= 2)) found.add(stem);
    }
  }
  return [...found];
}

/** What makes one address read as a nickname, in words; empty when it reads as a name. */
export function findEmailFaults(email: string, personName: string | null): string[] {
  const local = email.split('@')[0]!.toLowerCase().replace(/\+.*$/, '');
  const nameParts = new Set(
    (personName ?? '')
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter((part) => part.length > 1),
  );
  const letters = local.replace(/\d+/g, '.');
  const numbers = local.match(/\d+/g) ?? [];
  const digitCount = numbers.join('').length;
  const faults: string[] = [];
  const nicknames = findNicknameWords(letters, nameParts);
  if (nicknames.length > 0) faults.push(`the word${nicknames.length > 1 ? 's' : ''} '${joinWords(nicknames)}'`);
  const jokes = numbers.filter((number) => JOKE_NUMBERS.has(number));
  if (jokes.length > 0) faults.push(`the number ${jokes[0]}`);
  else if (numbers.some((number) => YEAR.test(number))) faults.push('what looks like a birth year');
  else if (
    numbers.some((number) => number.length >= LONG_NUMBER_DIGITS) ||
    (digitCount >= 3 && digitCount >= local.replace(/[^a-z\d]/g, '').length / 2)
  )
    faults.push('a long run of numbers');
  const words = letters.split(/[^a-z]+/).filter((word) => word.length > 0 && !nameParts.has(word));
  const allLetters = local.replace(/[^a-z]/g, '');
  const vowelShare = allLetters.length === 0 ? 1 : (allLetters.match(/[aeiouy]/g)?.length ?? 0) / allLetters.length;
  const scatteredDigits = (local.match(/(?<=[a-z])\d+(?=[a-z])/g) ?? []).length;
  if (
    words.some((word) => CONSONANT_RUN.test(word.replace(/y/g, 'a'))) ||
    KEYBOARD_RUN.test(local) ||
    (scatteredDigits >= SCATTERED_DIGIT_RUNS && vowelShare < RANDOM_VOWEL_SHARE)
  )
    faults.push('characters that look random');
  if (DECORATION.test(letters.replace(/[^a-z]/g, '')) || /(?:^|[^a-z])x{2,}(?:[^a-z]|$)/.test(letters))
    faults.push("decorations such as 'xx'");
  if (LEET.test(local.replace(/\d+$/, ''))) faults.push('digits written for letters');
  return faults;
}

// A nickname address is the first thing a recruiter reads after the name, and rarely forgiven.
const NICKNAME_OVERALL_PENALTY = 3;
const NICKNAME_SCORE = 0.3;

const describeAddress = (email: TLocatedValue, faults: readonly string[]) =>
  `'${email.value}' reads as a nickname (${joinWords(faults)}). Recruiters see the address next to your name and forward it to hiring managers; use one made of your name or initials, such as firstname.lastname@ (a short number, or hello@ on your own domain, is fine).`;

export const emailAddressCheck: TCheck = {
  id: 'email-address',
  category: 'contact',
  weight: 2,
  atsWeight: 0,
  run(context) {
    const { emails } = context.document.contact;
    const name = context.document.name?.value ?? null;
    const flagged = emails.flatMap((email) => {
      const faults = findEmailFaults(email.value, name);
      return faults.length > 0 ? [{ email, faults }] : [];
    });
    // Nothing to charge: no score, so a clean address neither lifts nor lowers the contact category.
    if (flagged.length === 0) return null;
    const findings: TFinding[] = flagged.map(({ email, faults }) => ({
      title: 'Use a professional e-mail address',
      description: describeAddress(email, faults),
      impact: 'high',
      lines: [lineRef(context, email.line)],
    }));
    return {
      score: NICKNAME_SCORE,
      overallPenalty: faultPenalty(flagged.length, NICKNAME_OVERALL_PENALTY, NICKNAME_OVERALL_PENALTY),
      findings,
      strengths: [],
    };
  },
};
