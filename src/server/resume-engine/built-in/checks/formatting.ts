/**
 * Formatting checks on the text: achievements as short bullets, not paragraphs (a recruiter skims a
 * resume in seconds), and bullets that fit on one or two lines.
 */
import { countWords } from '#server/resume-engine/parse/markdown-lines.ts';
import type { TExperienceEntry } from '#server/resume-engine/parse/types.ts';
import {
  faultPenalty,
  getAchievementLines,
  getProseItems,
  lineRefs,
  penaltyScore,
  pluralize,
  type TCheck,
  type TFinding,
  getSummaryItems,
} from './check.ts';

const BULLET_MAX_WORDS = 30;
/** About two printed lines of a one-column resume; a bullet hard-wrapped over more markdown lines rambles too. */
const BULLET_MAX_CHARACTERS = 200;
const BULLET_MAX_LINES = 2;
/** Overall points each rambling bullet costs (a recruiter stops reading it), up to the maximum. */
const OVERLONG_OVERALL_PENALTY = 2;
const OVERLONG_OVERALL_PENALTY_MAX = 6;
/** A paragraph longer than this is a wall of text anywhere; a summary may run a little longer. */
const PARAGRAPH_MAX_WORDS = 60;
const SUMMARY_MAX_WORDS = 90;
/** Each overlong bullet costs twice its share of the bullets. */
const OVERLONG_PENALTY = 2;
const UNBULLETED_ROLE_PENALTY = 0.25;
const WALL_OF_TEXT_PENALTY = 0.3;
/** Overall points (faultPenalty) each role told in a paragraph or wall of text costs. */
const PARAGRAPH_OVERALL_PENALTY = 2;
const PARAGRAPH_OVERALL_PENALTY_MAX = 4;
/**
 * A role's paragraph this long, or of this many sentences, tells achievements that belong in
 * bullets, even when the role has some bullets too; a one-line context ('Team of 6, payments') is fine.
 */
const ROLE_PARAGRAPH_MAX_WORDS = 40;
const ROLE_PARAGRAPH_MAX_SENTENCES = 3;

export const overlongBulletsCheck: TCheck = {
  id: 'overlong-bullets',
  category: 'formatting',
  weight: 2,
  atsWeight: 0,
  run(context) {
    const bullets = getAchievementLines(context.document).filter((item) => item.kind === 'bullet');
    if (bullets.length === 0) return null;
    const overlong = bullets.filter(
      (bullet) =>
        countWords(bullet.text) > BULLET_MAX_WORDS || bullet.text.length > BULLET_MAX_CHARACTERS || bullet.lines.length > BULLET_MAX_LINES,
    );
    if (overlong.length === 0) return { score: 1, findings: [], strengths: [`Bullets are concise (${BULLET_MAX_WORDS} words or fewer)`] };
    return {
      score: Math.max(0, 1 - (OVERLONG_PENALTY * overlong.length) / bullets.length),
      overallPenalty: faultPenalty(overlong.length, OVERLONG_OVERALL_PENALTY, OVERLONG_OVERALL_PENALTY_MAX),
      strengths: [],
      findings: [
        {
          title: 'Shorten long bullets',
          description: `${pluralize(overlong.length, 'bullet has', 'bullets have')} more than ${BULLET_MAX_WORDS} words or run past two lines. Keep one achievement per bullet, one or two lines: action, what, result.`,
          impact: overlong.length >= 3 ? 'medium' : 'low',
          lines: lineRefs(context, overlong),
        },
      ],
    };
  },
};

const countSentences = (text: string) => text.split(/[.!?](?:\s|$)/).filter((part) => part.trim()).length;

/** A role told in a paragraph: no bullets at all, or a long paragraph beside them. */
function isParagraphRole(entry: TExperienceEntry): boolean {
  if (entry.description.length === 0) return false;
  if (entry.bullets.length === 0) return true;
  const paragraph = entry.description.map((item) => item.text).join(' ');
  return countWords(paragraph) > ROLE_PARAGRAPH_MAX_WORDS || countSentences(paragraph) >= ROLE_PARAGRAPH_MAX_SENTENCES;
}

export const bulletStructureCheck: TCheck = {
  id: 'bullet-structure',
  category: 'formatting',
  weight: 3,
  atsWeight: 1,
  run(context) {
    const { document } = context;
    const prose = getProseItems(document);
    if (document.experience.length === 0 && prose.length === 0) return null;
    const findings: TFinding[] = [];
    const unbulleted = document.experience.filter(isParagraphRole);
    if (unbulleted.length > 0) {
      findings.push({
        title: 'Use bullets for your achievements',
        description: `${pluralize(unbulleted.length, 'role is', 'roles are')} described in paragraphs. Break them into bullets, one achievement each: recruiters skim, and ATS read bullets more reliably.`,
        impact: 'medium',
        lines: lineRefs(
          context,
          unbulleted.flatMap((entry) => entry.description),
        ),
      });
    }
    const summaryLines = new Set(getSummaryItems(document));
    const walls = prose.filter(
      (item) => item.kind !== 'bullet' && countWords(item.text) > (summaryLines.has(item) ? SUMMARY_MAX_WORDS : PARAGRAPH_MAX_WORDS),
    );
    if (walls.length > 0) {
      findings.push({
        title: 'Break up long paragraphs',
        description: `${pluralize(walls.length, 'paragraph is', 'paragraphs are')} too long to skim. Keep the summary to 2–3 sentences and turn the rest into bullets.`,
        impact: walls.length >= 2 ? 'high' : 'medium',
        lines: lineRefs(context, walls),
      });
    }
    return {
      score: penaltyScore(unbulleted.length, UNBULLETED_ROLE_PENALTY) * penaltyScore(walls.length, WALL_OF_TEXT_PENALTY),
      overallPenalty: faultPenalty(unbulleted.length + walls.length, PARAGRAPH_OVERALL_PENALTY, PARAGRAPH_OVERALL_PENALTY_MAX),
      findings,
      strengths: findings.length === 0 && document.experience.length > 0 ? ['Achievements are laid out as bullets'] : [],
    };
  },
};
