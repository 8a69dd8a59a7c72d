/**
 * Length against seniority: about one page early in a career, up to two pages with a decade of
 * experience. Too short leaves a recruiter nothing to go on; too long buries the best results.
 */
import { pluralize, type TCheck } from './check.ts';
import { getDatedEntries, getExperienceMonths } from './experience-timeline.ts';

type TLengthBand = { maxYears: number; minWords: number; maxWords: number; seniority: string };

// A full page of resume holds roughly 450–550 words; a lean but complete one, about 300.
const LENGTH_BANDS: TLengthBand[] = [
  { maxYears: 3, minWords: 200, maxWords: 700, seniority: 'early-career' },
  { maxYears: 10, minWords: 300, maxWords: 1000, seniority: 'mid-level' },
  { maxYears: Infinity, minWords: 400, maxWords: 1300, seniority: 'senior' },
];

/**
 * A short resume's score cap rises from this (no words) to 100 (the band's minimum length), slowly
 * at first: half the usual length leaves too little to judge, so it stays near the floor.
 */
const SHORT_RESUME_CAP_FLOOR = 40;
const SHORT_RESUME_CAP_CURVE = 2;

export const lengthCheck: TCheck = {
  id: 'length',
  category: 'structure',
  weight: 2,
  atsWeight: 0,
  run({ document, asOf }) {
    const words = document.lines
      .filter((line) => !line.isPlaceholder)
      .reduce((sum, line) => sum + (line.text.match(/\S+/g)?.length ?? 0), 0);
    const years = getExperienceMonths(getDatedEntries(document.experience, asOf)) / 12;
    const band = LENGTH_BANDS.find((candidate) => years < candidate.maxYears) ?? LENGTH_BANDS.at(-1)!;
    const experience = years >= 1 ? `${pluralize(Math.floor(years), 'year')} of experience` : 'less than a year of experience';
    const range = `${band.minWords}–${band.maxWords} words`;

    if (words < band.minWords) {
      const scoreCap = Math.round(
        SHORT_RESUME_CAP_FLOOR + (100 - SHORT_RESUME_CAP_FLOOR) * (words / band.minWords) ** SHORT_RESUME_CAP_CURVE,
      );
      return {
        score: words / band.minWords,
        scoreCap,
        strengths: [],
        findings: [
          {
            title: 'Add more substance',
            description: `The resume has ${pluralize(words, 'word')}; ${band.seniority} resumes (${experience}) usually have ${range}. There is too little to judge, so the score stays at ${scoreCap} or below until you add achievements with results to your roles and projects.`,
            impact: words < band.minWords / 2 ? 'high' : 'medium',
            lines: [],
          },
        ],
      };
    }
    if (words > band.maxWords) {
      return {
        score: band.maxWords / words,
        strengths: [],
        findings: [
          {
            title: 'Shorten the resume',
            description: `The resume has ${pluralize(words, 'word')}; for ${experience}, ${range} is enough. Cut older roles to one or two lines and drop bullets without results.`,
            impact: words > band.maxWords * 1.3 ? 'medium' : 'low',
            lines: [],
          },
        ],
      };
    }
    return { score: 1, findings: [], strengths: [`Its length (${pluralize(words, 'word')}) suits ${experience}`] };
  },
};
