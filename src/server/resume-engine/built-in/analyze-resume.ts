/**
 * Built-in analysis: offline, deterministic and explainable. The markdown is parsed into structure,
 * skills are recognised, then every check below scores one aspect and explains itself; scoring.ts
 * turns the check scores into category, overall and ATS scores. Same input, same report.
 */
import type { TAnalysisReport } from '#shared/schemas/resume-ai.ts';
import { toResumeDate, type TResumeDate } from '../parse/dates.ts';
import { parseResume } from '../parse/parse-resume.ts';
import type { TResumeDocument } from '../parse/types.ts';
import { recognizeSkills } from '../skills/recognize-skills.ts';
import type { TAnalyzeOptions, TEngineResume } from '../types.ts';
import type { TCheck, TCheckContext } from './checks/check.ts';
import { contactDetailsCheck, profileLinksCheck } from './checks/contact.ts';
import { dateConsistencyCheck, employmentGapsCheck, experienceEntriesCheck, overlappingRolesCheck } from './checks/experience.ts';
import { bulletStructureCheck, overlongBulletsCheck } from './checks/formatting.ts';
import { actionVerbsCheck, quantifiedResultsCheck, weakPhrasesCheck } from './checks/impact.ts';
import {
  buzzwordsCheck,
  fillerWordsCheck,
  objectiveStatementCheck,
  pronounsCheck,
  repeatedWordsCheck,
  tenseConsistencyCheck,
} from './checks/language.ts';
import { emailAddressCheck } from './checks/email-address.ts';
import { lengthCheck } from './checks/length.ts';
import { repeatedTextCheck, withoutRepeatedText } from './checks/no-new-facts.ts';
import { personalDetailsCheck } from './checks/personal-details.ts';
import { placeholderTextCheck } from './checks/placeholder-text.ts';
import { keySectionsCheck, sectionHeadingsCheck } from './checks/sections.ts';
import { spellingCheck } from './checks/spelling.ts';
import { summaryClaimsCheck } from './checks/summary-claims.ts';
import { titleDutiesCheck } from './checks/title-duties.ts';
import { inflatedTitleCheck } from './checks/inflated-title.ts';
import { unreachableLinksCheck } from './checks/unreachable-links.ts';
import {
  countUnrelatedListedSkills,
  getListedSkillsBacking,
  keywordMatchCheck,
  skillsFoundCheck,
  skillsInContextCheck,
  skillsSectionCheck,
} from './checks/skills.ts';
import { wordLayoutCheck } from './checks/word-layout.ts';
import { pdfLayoutCheck } from './checks/pdf-layout.ts';
import { extractWordLayout, type TWordLayout } from '#server/resume-engine/word/extract-word-layout.ts';
import { extractPdfMarkdown } from '#server/resume-engine/pdf-text/extract-pdf-markdown.ts';
import type { TPdfLayout } from '#server/resume-engine/pdf-text/pdf-reading-order.ts';
import { PDF_MIME } from '#shared/schemas/resumes/resume.ts';
import { matchKeywords } from './keyword-match.ts';
import { classifyRole, readResumeRoleTitle } from '../skills/role-families.ts';
import { toSkillKeys } from '../skills/skill-keys.ts';
import {
  collectStrengths,
  collectSuggestions,
  getCap,
  scoreAtsCompatibility,
  scoreCategories,
  scoreOverall,
  type TCheckOutcome,
} from './scoring.ts';

/** In report order: among suggestions of the same impact, earlier checks come first. */
const BUILT_IN_CHECKS: readonly TCheck[] = [
  placeholderTextCheck,
  contactDetailsCheck,
  emailAddressCheck,
  unreachableLinksCheck,
  keySectionsCheck,
  sectionHeadingsCheck,
  wordLayoutCheck,
  pdfLayoutCheck,
  keywordMatchCheck,
  experienceEntriesCheck,
  dateConsistencyCheck,
  summaryClaimsCheck,
  titleDutiesCheck,
  inflatedTitleCheck,
  quantifiedResultsCheck,
  actionVerbsCheck,
  weakPhrasesCheck,
  repeatedTextCheck,
  skillsSectionCheck,
  skillsFoundCheck,
  skillsInContextCheck,
  bulletStructureCheck,
  pronounsCheck,
  spellingCheck,
  objectiveStatementCheck,
  tenseConsistencyCheck,
  lengthCheck,
  profileLinksCheck,
  employmentGapsCheck,
  overlappingRolesCheck,
  overlongBulletsCheck,
  buzzwordsCheck,
  fillerWordsCheck,
  repeatedWordsCheck,
  personalDetailsCheck,
];

export type TBuiltInAnalyzeOptions = TAnalyzeOptions & {
  /** The original Word file's layout (readWordLayout); without it the layout check is skipped. */
  wordLayout?: TWordLayout | null;
  /** The original PDF's layout (readPdfLayout); without it the PDF check is skipped. */
  pdfLayout?: TPdfLayout | null;
  /** The month 'Present' means; defaults to the current month. */
  asOf?: TResumeDate;
};

/** What every check reads: the parsed resume, its skills, the keyword match and the Word layout. */
export function createCheckContext(content: string, options: TBuiltInAnalyzeOptions = {}): TCheckContext {
  const fullDocument = parseResume(content);
  const skills = recognizeSkills(fullDocument);
  const asOf = options.asOf ?? toResumeDate(new Date());
  return {
    document: withoutRepeatedText(fullDocument, skills, asOf),
    fullDocument,
    skills,
    wordLayout: options.wordLayout ?? null,
    pdfLayout: options.pdfLayout ?? null,
    keywordMatch: matchKeywords(
      skills,
      options,
      classifyRole({
        jobTitle: readResumeRoleTitle(fullDocument),
        skillKeys: toSkillKeys(skills.map((skill) => skill.name)),
      }),
    ),
    asOf,
  };
}

/** The check outcomes and scores of one resume text. */
function scoreResumeText(content: string, options: TBuiltInAnalyzeOptions) {
  const context = createCheckContext(content, options);
  const outcomes: TCheckOutcome[] = BUILT_IN_CHECKS.flatMap((check) => {
    const result = check.run(context);
    return result ? [{ check, result }] : [];
  });
  const categoryScores = scoreCategories(outcomes);
  return { context, outcomes, categoryScores, overallScore: scoreOverall(categoryScores, outcomes) };
}

/** The text without its skills sections, from the lines as the parser read them. */
function removeSkillsSections(document: TResumeDocument): string {
  const skillsSections = document.sections.filter((section) => section.kind === 'skills');
  const isInSkillsSection = (line: number) => skillsSections.some((section) => line >= section.headingLine && line <= section.endLine);
  return document.lines
    .filter((line) => !isInSkillsSection(line.line))
    .map((line) => line.raw)
    .join('\n');
}

/**
 * A Skills section that names a technology never costs points: whatever its unsupported or
 * unrelated entries take off, the resume scores at least as well as the same resume without the
 * section (otherwise deleting the section would be the advice the score gives), and better by a
 * margin that counts the section's backing in quarters (under a quarter of its technologies shown
 * in use by the work, none; then one, two, and SKILLS_SECTION_MAX_MARGIN points), less a point for
 * each technology from another field. So padding the list lowers the margin too, also where the
 * score rests on it. The margin never lifts the score above the resume's own cap (one with no
 * result, no e-mail, template text: each message names it). Decisions 021 and 040.
 */
const SKILLS_SECTION_MAX_MARGIN = 3;

function applySkillsSectionFloor(scored: ReturnType<typeof scoreResumeText>, options: TBuiltInAnalyzeOptions): number {
  const { context, outcomes, overallScore } = scored;
  const { listed, backed } = getListedSkillsBacking(context);
  if (listed === 0) return overallScore;
  const withoutSection = scoreResumeText(removeSkillsSections(context.document), options).overallScore;
  const backingMargin = Math.min(SKILLS_SECTION_MAX_MARGIN, Math.floor((SKILLS_SECTION_MAX_MARGIN + 1) * (backed / listed) + 1e-9));
  const margin = Math.max(0, backingMargin - countUnrelatedListedSkills(context));
  return Math.max(overallScore, Math.min(withoutSection + margin, getCap(outcomes, 'scoreCap'), 100));
}

export function analyzeResume(resume: TEngineResume, options: TBuiltInAnalyzeOptions = {}): TAnalysisReport {
  const scored = scoreResumeText(resume.content, options);
  const { context, outcomes, categoryScores } = scored;
  const { skills } = context;
  return {
    overallScore: applySkillsSectionFloor(scored, options),
    atsCompatibility: scoreAtsCompatibility(outcomes),
    keySkillsFound: skills.length,
    suggestions: collectSuggestions(outcomes),
    strengths: collectStrengths(outcomes),
    categoryScores,
    skillsFound: skills.map(({ name, category, mentions }) => ({ name, category, mentions })),
    keywordMatch: context.keywordMatch,
  };
}

/**
 * The layout of the resume's original Word file; null when there is none or it cannot be read (the
 * analysis then simply skips the layout check rather than failing).
 */
async function readWordLayout(originalFile: TEngineResume['originalFile']): Promise<TWordLayout | null> {
  if (!originalFile || originalFile.mimeType === PDF_MIME) return null;
  // The file was checked when it was uploaded; a failure here only means no layout facts.
  return extractWordLayout(originalFile.bytes).catch(() => null);
}

/** The layout of the resume's original PDF, read again as at upload; null when there is none or it cannot be read. */
async function readPdfLayout(originalFile: TEngineResume['originalFile']): Promise<TPdfLayout | null> {
  if (originalFile?.mimeType !== PDF_MIME) return null;
  return extractPdfMarkdown(originalFile.bytes).then(
    (pdf) => pdf.layout,
    () => null,
  );
}

/**
 * analyzeResume with the layout of the resume's original Word file or PDF read first (that read is async).
 * CPU-bound: the server runs it in a worker thread (lib/worker-pool).
 */
export async function analyzeResumeWithLayout(
  resume: TEngineResume,
  options: Omit<TBuiltInAnalyzeOptions, 'wordLayout' | 'pdfLayout'> = {},
): Promise<TAnalysisReport> {
  const [wordLayout, pdfLayout] = await Promise.all([readWordLayout(resume.originalFile), readPdfLayout(resume.originalFile)]);
  return analyzeResume(resume, { ...options, wordLayout, pdfLayout });
}
