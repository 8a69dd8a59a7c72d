/**
 * Phrases that describe duties instead of results ('responsible for', 'worked on', 'helped'), each
 * with the stronger verb to lead with instead. Replacements are base forms: conjugate them with
 * conjugateVerbPhrase(replacement, tense) to match the bullet's tense.
 */
import { createPhraseFinder } from './phrase-finder.ts';

export type TWeakPhrase = {
  /** The canonical phrase, e.g. 'responsible for'. */
  phrase: string;
  /** Other ways of writing it that mean the same ('was responsible for', 'responsibilities included'). */
  variants: readonly string[];
  /** A stronger verb (base form) to open the bullet with instead, e.g. 'lead'. */
  replacement: string;
  /** Why it is weak, in a few words for the suggestion text. */
  reason: string;
  /** Generic verbs ('made', 'did') are only weak as a bullet's opening word; mid-sentence they are normal English. */
  isWeakOnlyAsOpening: boolean;
};

export const WEAK_PHRASES: readonly TWeakPhrase[] = [
  {
    phrase: 'responsible for',
    variants: [
      'was responsible for',
      'were responsible for',
      'am responsible for',
      'responsibilities included',
      'responsibilities include',
      'responsibilities:',
    ],
    replacement: 'lead',
    reason: 'describes a duty, not what you achieved',
    isWeakOnlyAsOpening: false,
  },
  {
    phrase: 'duties included',
    variants: ['duties include', 'my duties', 'duties:', 'job duties', 'tasks included', 'tasks include'],
    replacement: 'deliver',
    reason: 'lists tasks instead of results',
    isWeakOnlyAsOpening: false,
  },
  {
    phrase: 'worked on',
    variants: ['working on', 'work on', 'worked in'],
    replacement: 'build',
    reason: 'vague about your part and the outcome',
    isWeakOnlyAsOpening: false,
  },
  {
    phrase: 'worked with',
    variants: ['working with', 'work with'],
    replacement: 'collaborate with',
    reason: 'vague about your part',
    isWeakOnlyAsOpening: false,
  },
  {
    phrase: 'helped',
    variants: ['helped to', 'helped with', 'help with', 'helping', 'helps'],
    replacement: 'support',
    reason: 'hides your own contribution',
    isWeakOnlyAsOpening: false,
  },
  {
    phrase: 'assisted with',
    variants: ['assisted', 'assist with', 'assisting', 'assists'],
    replacement: 'support',
    reason: 'hides your own contribution',
    isWeakOnlyAsOpening: false,
  },
  {
    phrase: 'assisted in',
    variants: ['assist in', 'assisting in'],
    replacement: 'contribute to',
    reason: 'hides your own contribution',
    isWeakOnlyAsOpening: false,
  },
  {
    phrase: 'involved in',
    variants: ['was involved in', 'were involved in', 'involvement in'],
    replacement: 'contribute to',
    reason: 'passive; says nothing about your role',
    isWeakOnlyAsOpening: false,
  },
  {
    phrase: 'participated in',
    variants: ['participate in', 'participating in', 'took part in', 'take part in'],
    replacement: 'contribute to',
    reason: 'passive; says nothing about your role',
    isWeakOnlyAsOpening: false,
  },
  {
    phrase: 'tasked with',
    variants: ['was tasked with', 'were tasked with'],
    replacement: 'execute',
    reason: 'passive; describes an assignment, not a result',
    isWeakOnlyAsOpening: false,
  },
  {
    phrase: 'in charge of',
    variants: ['was in charge of', 'were in charge of'],
    replacement: 'lead',
    reason: 'describes a duty, not what you achieved',
    isWeakOnlyAsOpening: false,
  },
  {
    phrase: 'handled',
    variants: ['handle', 'handling'],
    replacement: 'manage',
    reason: 'vague about what you did',
    isWeakOnlyAsOpening: true,
  },
  {
    phrase: 'dealt with',
    variants: ['deal with', 'dealing with'],
    replacement: 'resolve',
    reason: 'vague and negative',
    isWeakOnlyAsOpening: false,
  },
  {
    phrase: 'was part of',
    variants: ['were part of', 'part of a team', 'member of the team'],
    replacement: 'contribute to',
    reason: 'says nothing about your role',
    isWeakOnlyAsOpening: false,
  },
  {
    phrase: 'tried to',
    variants: ['attempted to', 'tried'],
    replacement: 'deliver',
    reason: 'suggests it did not work',
    isWeakOnlyAsOpening: true,
  },
  {
    phrase: 'utilized',
    variants: ['utilize', 'utilizing', 'utilised', 'utilise'],
    replacement: 'apply',
    reason: 'a long word for "used"',
    isWeakOnlyAsOpening: false,
  },
  {
    phrase: 'familiar with',
    variants: ['some experience with', 'exposure to', 'basic knowledge of'],
    replacement: 'apply',
    reason: 'signals little experience',
    isWeakOnlyAsOpening: false,
  },
  {
    phrase: 'did',
    variants: ['done', 'doing'],
    replacement: 'execute',
    reason: 'says nothing about what was done',
    isWeakOnlyAsOpening: true,
  },
  { phrase: 'made', variants: ['make', 'making'], replacement: 'create', reason: 'a weak, generic verb', isWeakOnlyAsOpening: true },
  { phrase: 'got', variants: ['get', 'getting'], replacement: 'achieve', reason: 'a weak, informal verb', isWeakOnlyAsOpening: true },
  {
    phrase: 'served as',
    variants: ['acted as', 'functioned as'],
    replacement: 'lead',
    reason: 'names a role instead of an achievement',
    isWeakOnlyAsOpening: true,
  },
];

const findAllWeakPhrases = createPhraseFinder(WEAK_PHRASES, (entry) => [entry.phrase, ...entry.variants]);

/**
 * The weak phrases in a bullet or sentence, longest variant first ('was responsible for' over
 * 'responsible for'). Generic verbs count only when they open the text.
 */
export function findWeakPhrases(text: string) {
  const openingIndex = text.search(/[\p{L}]/u);
  return findAllWeakPhrases(text).filter((match) => !match.entry.isWeakOnlyAsOpening || match.index === openingIndex);
}
