/**
 * Impact checks, on the bullets of jobs and projects: they open with a strong action verb, show a
 * measurable result, and say what was achieved rather than what the duty was ('responsible for').
 */
import { highestScoreUnder, SCORE_BAND_FLOOR, SCORE_BAND_LABEL } from '#shared/score-scale.ts';
import { conjugateVerbPhrase, findLeadingActionVerb } from '#server/resume-engine/language/action-verbs.ts';
import { findWeakPhrases, type TWeakPhrase } from '#server/resume-engine/language/weak-phrases.ts';
import type { TResumeText } from '#server/resume-engine/parse/types.ts';
import { findFacts } from '#server/resume-engine/review/facts.ts';
import {
  addToGroup,
  faultPenalty,
  getAchievementLines,
  getSummaryItems,
  lineRefs,
  reachScore,
  type TCheck,
  type TFinding,
} from './check.ts';

/** Resume Worded and Jobscan aim for nearly every bullet to open with a verb and most to hold a number. */
const ACTION_VERB_TARGET_SHARE = 0.9;
const FEW_ACTION_VERBS_SHARE = 0.5;
const QUANTIFIED_TARGET_SHARE = 0.6;
const WEAKLY_QUANTIFIED_SHARE = 0.25;
/**
 * The highest overall score of a resume none of whose bullets shows a measurable result: what it
 * lacks caps it, not its length (decision 040), and no amount of text without a number lifts it
 * out of Needs work (the score scale, #shared/score-scale.ts).
 */
const NO_RESULTS_SCORE_CAP = highestScoreUnder('good');
/** Each bullet with a weak phrase costs twice its share of the bullets. */
const WEAK_PHRASE_PENALTY = 2;
/** Overall points each weak opening costs, up to the maximum ('responsible for' reads as a duty list). */
const WEAK_PHRASE_OVERALL_PENALTY = 1;
const WEAK_PHRASE_OVERALL_PENALTY_MAX = 3;

/** Any number that is not a date or a phone number: '45%', '$2M', '12,000 orders', 'a team of 5'. */
function isQuantified(text: string): boolean {
  const { metrics, numbers } = findFacts(text);
  return metrics.length + numbers.length > 0;
}

function ofBullets(part: number, whole: number): string {
  return `${part} of ${whole} bullet${whole === 1 ? '' : 's'}`;
}

/** 'does' or 'do', 'shows' or 'show', agreeing with 'N of M bullets'. */
function agree(part: number, singular: string, plural: string): string {
  return part === 1 ? singular : plural;
}

export const actionVerbsCheck: TCheck = {
  id: 'action-verbs',
  category: 'impact',
  weight: 3,
  atsWeight: 0,
  run(context) {
    const bullets = getAchievementLines(context.document);
    if (bullets.length === 0) return { score: 0, findings: [], strengths: [] };
    const withoutVerb = bullets.filter((bullet) => findLeadingActionVerb(bullet.text) === null);
    const share = (bullets.length - withoutVerb.length) / bullets.length;
    const findings: TFinding[] =
      withoutVerb.length === 0
        ? []
        : [
            {
              title: 'Open bullets with strong action verbs',
              description: `${ofBullets(withoutVerb.length, bullets.length)} ${agree(withoutVerb.length, 'does', 'do')} not start with an action verb. Lead with what you did: 'Built', 'Led', 'Reduced', 'Automated', 'Designed'.`,
              impact: share < FEW_ACTION_VERBS_SHARE ? 'high' : 'medium',
              lines: lineRefs(context, withoutVerb),
            },
          ];
    return {
      score: reachScore(share, ACTION_VERB_TARGET_SHARE),
      findings,
      strengths:
        share >= ACTION_VERB_TARGET_SHARE
          ? [
              `${ofBullets(bullets.length - withoutVerb.length, bullets.length)} ${agree(bullets.length - withoutVerb.length, 'opens', 'open')} with a strong action verb`,
            ]
          : [],
    };
  },
};

export const quantifiedResultsCheck: TCheck = {
  id: 'quantified-results',
  category: 'impact',
  weight: 4,
  atsWeight: 0,
  run(context) {
    const bullets = getAchievementLines(context.document);
    if (bullets.length === 0) return { score: 0, scoreCap: NO_RESULTS_SCORE_CAP, findings: [], strengths: [] };
    const withoutMetric = bullets.filter((bullet) => !isQuantified(bullet.text));
    const quantified = bullets.length - withoutMetric.length;
    const share = quantified / bullets.length;
    const capNote =
      quantified === 0 ? ` Until one does, the score stays under ${SCORE_BAND_FLOOR.good} (${SCORE_BAND_LABEL.needsWork}).` : '';
    const findings: TFinding[] =
      share >= QUANTIFIED_TARGET_SHARE
        ? []
        : [
            {
              title: 'Quantify your results',
              description: `Only ${ofBullets(quantified, bullets.length)} ${agree(quantified, 'shows', 'show')} a measurable result. Add the numbers you know: % faster, users or requests served, money or hours saved, team size, error rates.${capNote}`,
              impact: share < WEAKLY_QUANTIFIED_SHARE ? 'high' : 'medium',
              lines: lineRefs(context, withoutMetric),
            },
          ];
    return {
      score: reachScore(share, QUANTIFIED_TARGET_SHARE),
      ...(quantified === 0 ? { scoreCap: NO_RESULTS_SCORE_CAP } : {}),
      findings,
      strengths:
        share >= QUANTIFIED_TARGET_SHARE
          ? [`${ofBullets(quantified, bullets.length)} ${agree(quantified, 'shows', 'show')} measurable results`]
          : [],
    };
  },
};

export const weakPhrasesCheck: TCheck = {
  id: 'weak-phrases',
  category: 'impact',
  weight: 2,
  atsWeight: 0,
  run(context) {
    const { document } = context;
    const summary = getSummaryItems(document);
    const statements = [...getAchievementLines(document), ...summary];
    if (statements.length === 0) return null;
    const linesByPhrase = new Map<TWeakPhrase, TResumeText[]>();
    for (const statement of statements) {
      for (const { entry } of findWeakPhrases(statement.text)) addToGroup(linesByPhrase, entry, statement);
    }
    const weakStatements = new Set([...linesByPhrase.values()].flat());
    const findings: TFinding[] = [...linesByPhrase].map(([phrase, found]) => ({
      title: `Replace '${phrase.phrase}'`,
      description: `'${phrase.phrase}' is weak: ${phrase.reason}. Start with what you did instead, e.g. '${conjugateVerbPhrase(phrase.replacement, 'past')}', and add the result.`,
      impact: 'medium',
      lines: lineRefs(context, found),
    }));
    return {
      score: Math.max(0, 1 - (WEAK_PHRASE_PENALTY * weakStatements.size) / statements.length),
      overallPenalty: faultPenalty(weakStatements.size, WEAK_PHRASE_OVERALL_PENALTY, WEAK_PHRASE_OVERALL_PENALTY_MAX),
      findings,
      strengths: weakStatements.size === 0 ? ["No weak phrases such as 'responsible for' or 'worked on'"] : [],
    };
  },
};
