/**
 * Language checks: resumes speak in an implied first person ('Led…', not 'I led…'), show rather than
 * claim ('team player'), waste no words, keep one tense per role (past for past roles), and vary
 * their verbs and words.
 */
import {
  ACTION_VERBS,
  capitalize,
  findLeadingActionVerb,
  getActionVerbUse,
  type TActionVerb,
} from '#server/resume-engine/language/action-verbs.ts';
import { findBuzzwords } from '#server/resume-engine/language/buzzwords.ts';
import { findFillerWords } from '#server/resume-engine/language/filler-words.ts';
import type { TPhraseFinder, TPhraseMatch } from '#server/resume-engine/language/phrase-finder.ts';
import { findFirstPersonPronouns } from '#server/resume-engine/language/pronouns.ts';
import type { TResumeText } from '#server/resume-engine/parse/types.ts';
import {
  addToGroup,
  faultPenalty,
  getAchievementLines,
  getProseItems,
  getSummaryItems,
  joinWords,
  lineRefs,
  penaltyScore,
  pluralize,
  type TCheck,
  type TCheckContext,
  type TFinding,
} from './check.ts';

/** "'a', 'b' and 'c'", each once. */
function quote(words: Iterable<string>): string {
  return joinWords([...new Set(words)].map((word) => `'${word}'`));
}

// What each line or word found costs its check's score: 'I' is the classic mistake, 'we' a mild one.
const SINGULAR_PRONOUN_PENALTY = 0.15;
const PLURAL_PRONOUN_PENALTY = 0.05;
const BUZZWORD_PENALTY = 0.12;
const FILLER_WORD_PENALTY = 0.06;
// Overall points (faultPenalty): 'I' and clichés a recruiter notices at once; filler and a wrong
// tense less so. 'We' alone costs nothing overall: it is often simply a team's work.
const SINGULAR_PRONOUN_OVERALL_PENALTY = 1.5;
const SINGULAR_PRONOUN_OVERALL_PENALTY_MAX = 4.5;
const BUZZWORD_OVERALL_PENALTY = 1.25;
const BUZZWORD_OVERALL_PENALTY_MAX = 4;
const FILLER_WORD_OVERALL_PENALTY = 0.5;
const FILLER_WORD_OVERALL_PENALTY_MAX = 2;
const TENSE_OVERALL_PENALTY = 1.5;
const TENSE_OVERALL_PENALTY_MAX = 3;

export const pronounsCheck: TCheck = {
  id: 'first-person-pronouns',
  category: 'language',
  weight: 2,
  atsWeight: 0,
  run(context) {
    const singular: TResumeText[] = [];
    const plural: TResumeText[] = [];
    const pronouns = { singular: new Set<string>(), plural: new Set<string>() };
    const prose = getProseItems(context.document);
    if (prose.length === 0) return null;
    for (const item of prose) {
      const matches = findFirstPersonPronouns(item.text);
      for (const match of matches) pronouns[match.person].add(match.pronoun);
      if (matches.some((match) => match.person === 'singular')) singular.push(item);
      else if (matches.length > 0) plural.push(item);
    }
    const findings: TFinding[] = [];
    if (singular.length > 0) {
      findings.push({
        title: "Drop 'I' and 'my'",
        description: `${pluralize(singular.length, 'line uses', 'lines use')} ${quote(pronouns.singular)}. Resumes are written without pronouns: 'Led a team of 4', not 'I led a team of 4'.`,
        impact: singular.length >= 3 ? 'high' : 'medium',
        lines: lineRefs(context, singular),
      });
    }
    if (plural.length > 0) {
      findings.push({
        title: "Say what you did, not 'we'",
        description: `${pluralize(plural.length, 'line says', 'lines say')} ${quote(pronouns.plural)}. Describe your own part: 'Designed the API', not 'We built the API'.`,
        impact: 'low',
        lines: lineRefs(context, plural),
      });
    }
    return {
      score: Math.max(0, 1 - SINGULAR_PRONOUN_PENALTY * singular.length - PLURAL_PRONOUN_PENALTY * plural.length),
      overallPenalty: faultPenalty(singular.length, SINGULAR_PRONOUN_OVERALL_PENALTY, SINGULAR_PRONOUN_OVERALL_PENALTY_MAX),
      findings,
      strengths: findings.length === 0 ? ['Written without first-person pronouns'] : [],
    };
  },
};

/** Every lexicon match in the resume's prose, with the line it is on; null when there is no prose to read. */
function findInProse<TEntry>(
  context: TCheckContext,
  find: TPhraseFinder<TEntry>,
): { item: TResumeText; match: TPhraseMatch<TEntry> }[] | null {
  const prose = getProseItems(context.document);
  return prose.length === 0 ? null : prose.flatMap((item) => find(item.text).map((match) => ({ item, match })));
}

export const buzzwordsCheck: TCheck = {
  id: 'buzzwords',
  category: 'language',
  weight: 1,
  atsWeight: 0,
  run(context) {
    const found = findInProse(context, findBuzzwords);
    if (!found) return null;
    if (found.length === 0) return { score: 1, findings: [], strengths: ["No clichés such as 'team player' or 'results-driven'"] };
    return {
      score: penaltyScore(found.length, BUZZWORD_PENALTY),
      overallPenalty: faultPenalty(found.length, BUZZWORD_OVERALL_PENALTY, BUZZWORD_OVERALL_PENALTY_MAX),
      strengths: [],
      findings: [
        {
          title: 'Replace buzzwords with evidence',
          description: `${quote(found.map(({ match }) => match.text.toLowerCase()))} ${found.length === 1 ? 'is a claim' : 'are claims'} anyone can make. Show it with a fact instead: 'Led 4 engineers' says more than 'natural leader'.`,
          impact: found.length >= 4 ? 'medium' : 'low',
          lines: lineRefs(
            context,
            found.map(({ item }) => item),
          ),
        },
      ],
    };
  },
};

export const fillerWordsCheck: TCheck = {
  id: 'filler-words',
  category: 'language',
  weight: 1,
  atsWeight: 0,
  run(context) {
    const found = findInProse(context, findFillerWords);
    if (!found) return null;
    if (found.length === 0) return { score: 1, findings: [], strengths: [] };
    const advice = [...new Map(found.map(({ match }) => [match.entry.word, match.entry])).values()]
      .slice(0, 4)
      .map((filler) => (filler.replacement ? `'${filler.word}' → '${filler.replacement}'` : `drop '${filler.word}'`));
    return {
      score: penaltyScore(found.length, FILLER_WORD_PENALTY),
      overallPenalty: faultPenalty(found.length, FILLER_WORD_OVERALL_PENALTY, FILLER_WORD_OVERALL_PENALTY_MAX),
      strengths: [],
      findings: [
        {
          title: 'Cut filler words',
          description: `${pluralize(found.length, 'filler word or wordy phrase', 'filler words or wordy phrases')} add length without meaning: ${advice.join(', ')}.`,
          impact: 'low',
          lines: lineRefs(
            context,
            found.map(({ item }) => item),
          ),
        },
      ],
    };
  },
};

export const tenseConsistencyCheck: TCheck = {
  id: 'tense-consistency',
  category: 'language',
  weight: 2,
  atsWeight: 0,
  run(context) {
    const findings: TFinding[] = [];
    let judged = 0;
    for (const entry of context.document.experience) {
      const uses = entry.bullets.flatMap((bullet) => {
        const use = findLeadingActionVerb(bullet.text);
        return use ? [{ bullet, ...use }] : [];
      });
      if (uses.length === 0) continue;
      judged += 1;
      const present = uses.filter((use) => use.tense === 'present');
      const hasPast = uses.some((use) => use.tense === 'past');
      const where = entry.company ? ` at ${entry.company}` : '';
      const example = present[0] && `'${capitalize(present[0].verb.base)}' → '${capitalize(present[0].verb.past)}'`;
      // A finished role reads in the past; a current one may mix in finished achievements, but not freely.
      if (entry.dates && !entry.dates.isCurrent && present.length > 0) {
        findings.push({
          title: `Use the past tense for your role${where}`,
          description: `This role has ended, but ${pluralize(present.length, 'bullet is', 'bullets are')} in the present tense (${example}).`,
          impact: 'medium',
          lines: lineRefs(
            context,
            present.map((use) => use.bullet),
          ),
        });
      } else if (entry.dates?.isCurrent && present.length > 0 && hasPast) {
        findings.push({
          title: `Keep one tense in your current role${where}`,
          description: `Its bullets switch between present and past tense. Pick one (the present for ongoing work) and use it throughout.`,
          impact: 'low',
          lines: lineRefs(
            context,
            uses.map((use) => use.bullet),
          ),
        });
      }
    }
    if (judged === 0) return null;
    return {
      score: (judged - findings.length) / judged,
      overallPenalty: faultPenalty(findings.length, TENSE_OVERALL_PENALTY, TENSE_OVERALL_PENALTY_MAX),
      findings,
      strengths: findings.length === 0 ? ['Tenses are consistent: past for past roles'] : [],
    };
  },
};

/** An opening verb on this many bullets reads as a pattern; each bullet beyond the first two costs this. */
const REPEATED_OPENER_MIN = 3;
const REPEATED_OPENER_PENALTY = 0.1;
const OVERUSED_WORDS_PENALTY = 0.1;
/** A word this often in the text reads as repetition (skills and names aside). */
const OVERUSED_WORD_MIN = 5;
const OVERUSED_WORD_MIN_LENGTH = 4;
// Function words and resume vocabulary that repeat by nature.
const COMMON_WORDS = new Set(
  (
    'about above across after also among because been before being between both could does down during each from have having into ' +
    'more most much only other over same should some such than that their them then there these they this those through under until ' +
    'upon very were what when where which while with within without would your year years month months team teams using used ' +
    'experience work project projects company development software engineer engineering data system systems application applications'
  ).split(' '),
);

function getAlternativeVerbs(verb: TActionVerb): string {
  const alternatives = ACTION_VERBS.filter((other) => other.group === verb.group && other.base !== verb.base).slice(0, 3);
  return joinWords(alternatives.map((other) => `'${capitalize(other.past)}'`));
}

export const repeatedWordsCheck: TCheck = {
  id: 'repeated-words',
  category: 'language',
  weight: 1,
  atsWeight: 0,
  run(context) {
    const { document } = context;
    const statements = getAchievementLines(document);
    const summary = getSummaryItems(document);
    if (statements.length + summary.length === 0) return null;
    const findings: TFinding[] = [];
    let penalty = 0;
    const bulletsByVerb = new Map<TActionVerb, TResumeText[]>();
    for (const line of statements) {
      const verb = findLeadingActionVerb(line.text)?.verb;
      if (verb) addToGroup(bulletsByVerb, verb, line);
    }
    for (const [verb, bullets] of bulletsByVerb) {
      if (bullets.length < REPEATED_OPENER_MIN) continue;
      penalty += REPEATED_OPENER_PENALTY * (bullets.length - REPEATED_OPENER_MIN + 1);
      findings.push({
        title: `Vary the verb '${capitalize(verb.past)}'`,
        description: `${pluralize(bullets.length, 'bullet starts', 'bullets start')} with '${capitalize(verb.past)}' or '${capitalize(verb.base)}'. Vary them, e.g. ${getAlternativeVerbs(verb)}, so each bullet reads as its own achievement.`,
        impact: bullets.length >= REPEATED_OPENER_MIN + 2 ? 'medium' : 'low',
        lines: lineRefs(context, bullets),
      });
    }

    const skillWords = new Set(context.skills.flatMap((skill) => skill.name.toLowerCase().split(/\s+/)));
    const itemsByWord = new Map<string, TResumeText[]>();
    // Sentences only: headers repeat places and titles by nature ('Berlin, Germany' on every role).
    for (const item of [...summary, ...statements]) {
      // Verbs are the opener check's business; skills and common words repeat by nature.
      for (const word of item.text.toLowerCase().match(/\p{L}[\p{L}'-]*/gu) ?? []) {
        if (word.length < OVERUSED_WORD_MIN_LENGTH || COMMON_WORDS.has(word) || skillWords.has(word) || getActionVerbUse(word)) continue;
        addToGroup(itemsByWord, word, item);
      }
    }
    const overused = [...itemsByWord]
      .filter(([, items]) => items.length >= OVERUSED_WORD_MIN)
      .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]));
    if (overused.length > 0) {
      penalty += OVERUSED_WORDS_PENALTY;
      findings.push({
        title: 'Avoid repeating the same words',
        description: `${overused
          .slice(0, 3)
          .map(([word, items]) => `'${word}' appears ${items.length} times`)
          .join(', ')}. Use synonyms or cut the repeats.`,
        impact: 'low',
        lines: lineRefs(
          context,
          overused.flatMap(([, items]) => items),
        ),
      });
    }
    return {
      score: Math.max(0, 1 - penalty),
      findings,
      strengths:
        findings.length === 0 && bulletsByVerb.size >= REPEATED_OPENER_MIN
          ? [`Bullets open with ${bulletsByVerb.size} different action verbs`]
          : [],
    };
  },
};

/** How an objective opens: what the person wants, not what they offer. */
const OBJECTIVE_OPENING =
  /^(?:(?:career\s+)?objective\s*:|seeking\b|i\s+am\s+(?:seeking|looking)\b|(?:to|in\s+order\s+to)\s+(?:obtain|secure|gain|find|land|pursue|join)\b|looking\s+(?:for|to\s+(?:obtain|secure|join|find|gain|land))\b|in\s+search\s+of\b|aspiring\b|eager\s+to\s+(?:obtain|secure|join|find)\b)/i;
const OBJECTIVE_HEADING = /\bobjective\b/i;
const OBJECTIVE_PENALTY = 0.6;
/** Overall points an objective in place of a summary costs. */
const OBJECTIVE_OVERALL_PENALTY = 3;

export const objectiveStatementCheck: TCheck = {
  id: 'objective-statement',
  category: 'language',
  weight: 1,
  atsWeight: 0,
  run(context) {
    const { document } = context;
    const summarySections = document.sections.filter((section) => section.kind === 'summary');
    // An 'Objective:' line may also stand in the header, before any section.
    const candidates = [
      ...document.preamble.filter((item) => /^(?:career\s+)?objective\s*:/i.test(item.text)),
      ...getSummaryItems(document),
    ];
    const objectiveLines = candidates.filter((item) => OBJECTIVE_OPENING.test(item.text.trim()));
    const objectiveHeadings = summarySections.filter((section) => OBJECTIVE_HEADING.test(section.heading));
    if (summarySections.length === 0 && objectiveLines.length === 0) return null;
    // Only an objective counts: a real summary earns no score here, so this check never dilutes the others.
    if (objectiveLines.length === 0 && objectiveHeadings.length === 0) return { score: null, findings: [], strengths: [] };
    const lines = [
      ...objectiveHeadings.map((section) => ({ line: section.headingLine })),
      ...(objectiveLines.length > 0 ? objectiveLines : objectiveHeadings.flatMap((section) => section.items.slice(0, 1))),
    ];
    return {
      score: 1 - OBJECTIVE_PENALTY,
      overallPenalty: OBJECTIVE_OVERALL_PENALTY,
      strengths: [],
      findings: [
        {
          title: 'Replace the objective with a summary',
          description:
            "An objective ('Seeking a position…') says what you want; a recruiter wants to know what you offer. Write a 2–3 sentence summary instead: your role and years of experience, your strongest skills, and one result with a number.",
          impact: 'medium',
          lines: lineRefs(context, lines),
        },
      ],
    };
  },
};
