/**
 * Length against seniority: about one page early in a career, up to two pages with a decade of
 * experience. Too short leaves a recruiter nothing to go on; too long buries the best results.
 */
import { pluralize, type TCheck } from './check.ts';
import { countSubstanceWords } from './resume-substance.ts';
import { getListedSkillsBacking } from './skills.ts';
import { getCareerSpanMonths, getDatedEntries, getExperienceMonths } from './experience-timeline.ts';

type TLengthBand = { maxYears: number; minWords: number; maxWords: number; seniority: string };

// A full page of resume holds roughly 450–550 words; a lean but complete one, about 300.
const LENGTH_BANDS: TLengthBand[] = [
  { maxYears: 3, minWords: 200, maxWords: 700, seniority: 'early-career' },
  { maxYears: 10, minWords: 300, maxWords: 1000, seniority: 'mid-level' },
  { maxYears: Infinity, minWords: 400, maxWords: 1300, seniority: 'senior' },
];

/**
 * Share of a complete resume's words that are substance (resume-substance.ts): about 0.7–0.85 in
 * well-written resumes, so the band's minimum in substance words is this share of its minimum length.
 */
const SUBSTANCE_SHARE = 0.7;
/**
 * What each technology the Skills section lists and the work shows in use adds to the substance:
 * a word, as it names the stack of that work; one nothing shows adds nothing.
 */
const BACKED_SKILL_SUBSTANCE_WORDS = 1;
/** What an undated role counts for when judging seniority: a typical stay. */
const UNDATED_ROLE_MONTHS = 24;

export const lengthCheck: TCheck = {
  id: 'length',
  category: 'structure',
  weight: 2,
  atsWeight: 0,
  run(context) {
    const { document, asOf } = context;
    const words = document.lines
      .filter((line) => !line.isPlaceholder)
      .reduce((sum, line) => sum + (line.text.match(/\S+/g)?.length ?? 0), 0);
    // Seniority is the career's length: an undated role or a gap still took time, so leaving dates
    // out (a fault of its own) must not lower the length expected.
    const dated = getDatedEntries(document.experience, asOf);
    const undatedRoles = document.experience.length - dated.length;
    const years = Math.max(getExperienceMonths(dated) + undatedRoles * UNDATED_ROLE_MONTHS, getCareerSpanMonths(dated)) / 12;
    const band = LENGTH_BANDS.find((candidate) => years < candidate.maxYears) ?? LENGTH_BANDS.at(-1)!;
    const experience = years >= 1 ? `${pluralize(Math.floor(years), 'year')} of experience` : 'less than a year of experience';
    const range = `${band.minWords}–${band.maxWords} words`;

    // Short is judged on substance, so padding (a rambling summary, buzzwords) never lifts the cap.
    const substance = countSubstanceWords(document) + getListedSkillsBacking(context).backed * BACKED_SKILL_SUBSTANCE_WORDS;
    const fullness = substance / (band.minWords * SUBSTANCE_SHARE);
    // Short is advice, never a cost: a short but complete resume loses nothing for its length (a
    // word count any text lifts would make padding pay); what it lacks (sections, dates, results)
    // costs in the checks of those (decision 040). Scored whole, so more text can only lower it.
    if (fullness < 1) {
      return {
        score: 1,
        strengths: [],
        findings: [
          {
            title: 'Add more substance',
            description: `The resume has ${pluralize(words, 'word')}, ${substance} of them on your work and studies; ${band.seniority} resumes (${experience}) usually have ${range}. Add achievements with results to your roles and projects.`,
            impact: fullness < 1 / 2 ? 'high' : 'medium',
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
