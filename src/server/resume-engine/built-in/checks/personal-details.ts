/**
 * Personal details a resume should leave out: age or date of birth, marital status, a photo,
 * nationality or religion (grounds for bias, and irrelevant to the job), and 'References available
 * upon request' (taken for granted; it only uses a line).
 */
import { faultPenalty, getProseItems, joinWords, lineRefs, penaltyScore, type TCheck, type TFinding } from './check.ts';
import type { TResumeText } from '#server/resume-engine/parse/types.ts';

type TPersonalDetail = { label: string; pattern: RegExp };

const PERSONAL_DETAILS: readonly TPersonalDetail[] = [
  { label: 'age', pattern: /\bage\s*[:\-–]\s*\d{2}\b|\b\d{2}\s+years?\s+old\b|\baged\s+\d{2}\b/i },
  { label: 'date of birth', pattern: /\b(?:date\s+of\s+birth|d\.?o\.?b\.?|birth\s*date|born\s+(?:on|in)\s)/i },
  {
    label: 'marital status',
    pattern: /\bmarital\s+status\b|\b(?:married|single|divorced|widowed)\b(?=\s*(?:[|,;.]|$|with\s+\d|\s*\d\s+child))/i,
  },
  { label: 'children', pattern: /\b\d+\s+(?:children|kids)\b|\bnumber\s+of\s+children\b/i },
  {
    label: 'a photo',
    pattern: /\bphoto(?:graph)?\s+(?:attached|enclosed|included)\b|\b(?:see|with)\s+(?:attached\s+)?photo\b|^photo\s*:/i,
  },
  { label: 'nationality', pattern: /\bnationality\s*:|\bcitizenship\s*:/i },
  { label: 'religion', pattern: /\breligion\s*:/i },
  { label: 'gender', pattern: /\b(?:gender|sex)\s*:\s*(?:male|female|m|f)\b/i },
  { label: "'References available upon request'", pattern: /\breferences\s+(?:are\s+)?(?:available\s+)?(?:up)?on\s+request\b/i },
];

const PERSONAL_DETAIL_PENALTY = 0.3;
/** Overall points each kind of personal detail costs, up to the maximum. */
const PERSONAL_DETAIL_OVERALL_PENALTY = 1.5;
const PERSONAL_DETAIL_OVERALL_PENALTY_MAX = 5;

export const personalDetailsCheck: TCheck = {
  id: 'personal-details',
  category: 'contact',
  weight: 1,
  atsWeight: 0,
  run(context) {
    const prose = getProseItems(context.document);
    if (prose.length === 0) return null;
    const labels = new Set<string>();
    const lines: TResumeText[] = [];
    for (const item of prose) {
      const found = PERSONAL_DETAILS.filter((detail) => detail.pattern.test(item.text));
      for (const detail of found) labels.add(detail.label);
      if (found.length > 0) lines.push(item);
    }
    // Only what is there counts: a resume without them earns no score here, so the contact checks keep their weight.
    if (labels.size === 0) return { score: null, findings: [], strengths: [] };
    const finding: TFinding = {
      title: 'Remove personal details',
      description: `The resume mentions ${joinWords([...labels])}. Leave out age, marital status, photos, nationality and religion (they invite bias and say nothing about your work), and 'References available upon request' (it is assumed).`,
      impact: labels.size >= 3 ? 'medium' : 'low',
      lines: lineRefs(context, lines),
    };
    return {
      score: penaltyScore(labels.size, PERSONAL_DETAIL_PENALTY),
      overallPenalty: faultPenalty(labels.size, PERSONAL_DETAIL_OVERALL_PENALTY, PERSONAL_DETAIL_OVERALL_PENALTY_MAX),
      findings: [finding],
      strengths: [],
    };
  },
};
