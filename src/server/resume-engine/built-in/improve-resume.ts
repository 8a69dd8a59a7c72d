/**
 * Built-in improvement: the resume rewritten as clean, ATS-friendly markdown. '# Name', the
 * headline and one contact line; standard '## ' headings in a standard order (Summary, Skills,
 * Experience, Projects, Education, Certifications, then the rest as they were); bullets reworded
 * (strong opening verbs, the role's tense, no pronouns or filler); one date format; skills grouped
 * by category; a summary made of the resume's own facts when it has none or only an objective.
 *
 * It never adds a fact: every number, name, date and skill comes from the original, and whatever
 * it cannot place (sections it does not know, lines it cannot parse) is kept as written. Every
 * change is listed with its reason. Unfilled templates and documents that are not resumes come back
 * unchanged. Pure and deterministic.
 */
import type { TImprovementChange } from '#shared/schemas/resume-ai.ts';
import { parseResume } from '../parse/parse-resume.ts';
import { getStandardHeading } from '../parse/section-headings.ts';
import type { TResumeDocument, TResumeSection, TResumeText, TSectionKind } from '../parse/types.ts';
import { recognizeSkills, type TRecognizedSkill } from '../skills/recognize-skills.ts';
import type { TEngineResume, TImproveOptions, TImproveReport } from '../types.ts';
import { composeGuidance, findMissingSections, renderMissingSections } from './missing-sections.ts';
import { getItemMarkdown, rewriteEntries } from './rewrite/entries.ts';
import { rewriteHeader } from './rewrite/header.ts';
import { rewriteLooseText } from './rewrite/loose-text.ts';
import { restructureProse } from './rewrite/prose.ts';
import { rewriteSkills } from './rewrite/skills.ts';
import { composeSummary, rewriteSummary } from './rewrite/summary.ts';

/** The sections the improver rewrites, in the order it writes them; the rest follow as they were. */
const SECTION_ORDER = ['summary', 'skills', 'experience', 'projects', 'education', 'certifications'] as const;
type TRewrittenKind = (typeof SECTION_ORDER)[number];

type TSectionRewrite = { heading: string; paragraphs: string[]; changes: TImprovementChange[]; original: TResumeSection | null };

const RESUME_SECTION_KINDS = new Set<TSectionKind>(['experience', 'education', 'skills', 'projects']);
const SMALL_WORDS = new Set(['and', 'or', 'of', 'the', 'in', 'for', 'to', 'a', 'an', 'on', 'at', '&']);

/** 'Summary', 'Skills', 'Experience'…: the first standard heading of a kind. */
const getRewrittenHeading = (kind: TRewrittenKind) => getStandardHeading(kind) ?? kind;

const isRewrittenKind = (kind: TSectionKind): kind is TRewrittenKind => (SECTION_ORDER as readonly string[]).includes(kind);

/** 'PUBLICATIONS & PRESENTATIONS' → 'Publications & Presentations'; other headings stay as written. */
function toHeadingCase(heading: string): string {
  if (heading !== heading.toUpperCase()) return heading;
  return heading
    .toLowerCase()
    .split(' ')
    .map((word, index) => (index > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/** Lines from..to the parser did not read into any of the items (placeholder text): kept as written. */
function getUnreadLines(document: TResumeDocument, range: { from: number; to: number }, items: readonly TResumeText[]): string[] {
  const read = new Set(items.flatMap((item) => item.lines));
  return document.lines
    .slice(range.from - 1, range.to)
    .flatMap((line) => (line.kind === 'blank' || read.has(line.line) ? [] : [line.raw.trim()]));
}

/** A section's lines after its heading (from the heading itself when it is an inline label, 'Skills: Go'). */
const getSectionRange = (section: TResumeSection) => ({
  from: section.headingStyle === 'inline-label' ? section.headingLine : section.headingLine + 1,
  to: section.endLine,
});

/** A section the improver does not rewrite: its content exactly as written. */
function keepSection(document: TResumeDocument, section: TResumeSection): string[] {
  if (section.headingStyle === 'inline-label') return section.items.map((item) => item.text);
  const raw = document.lines.slice(section.headingLine, section.endLine).map((line) => line.raw.trimEnd());
  const content = raw.join('\n').trim();
  return content ? [content] : [];
}

function rewriteSectionContent(
  document: TResumeDocument,
  section: TResumeSection,
  kind: TRewrittenKind,
  context: TRewriteContext,
): { paragraphs: string[]; changes: TImprovementChange[] } {
  const { items } = section;
  if (kind === 'summary') {
    const summaryLines = new Set(items.flatMap((item) => item.lines));
    const skillsInSummary = context.skills.filter((skill) => skill.lines.some((line) => summaryLines.has(line)));
    return rewriteSummary({
      paragraphs: items.map((item) => getItemMarkdown(document, item)),
      heading: section.heading,
      composed: context.composedSummary,
      skillsInSummary,
    });
  }
  if (kind === 'skills')
    return rewriteSkills({ items, knownSkills: new Set(context.skills.map((skill) => skill.name)), targetRole: context.targetRole });
  if (kind === 'certifications') {
    const list = items.map((item) => `- ${getItemMarkdown(document, item)}`).join('\n');
    return { paragraphs: list ? [list] : [], changes: [] };
  }
  return rewriteEntries(document, kind, items);
}

function headingChange(
  document: TResumeDocument,
  section: TResumeSection,
  heading: string,
  isStandard: boolean,
): TImprovementChange | null {
  const written =
    section.headingStyle === 'inline-label'
      ? `${section.heading}:`
      : (document.lines[section.headingLine - 1]?.raw.trim() ?? section.heading);
  const after = `## ${heading}`;
  if (written === after) return null;
  const reason = isStandard
    ? `"${heading}" is the section name ATS parsers and recruiters look for, as a markdown heading.`
    : 'Section headings as markdown headings, so every parser sees where the section starts.';
  return { kind: 'heading', before: written, after, reason };
}

function orderChange(document: TResumeDocument, rewrites: readonly TSectionRewrite[]): TImprovementChange | null {
  const before = document.sections.filter((section) => section.kind !== 'contact');
  const after = rewrites.flatMap((rewrite) => (rewrite.original ? [rewrite.original] : []));
  if (before.every((section, index) => after[index] === section)) return null;
  return {
    kind: 'order',
    before: before.map((section) => section.heading).join(', '),
    after: rewrites.map((rewrite) => rewrite.heading).join(', '),
    reason:
      'Sections in the order recruiters and ATS parsers expect: summary, skills, experience, projects, education, certifications, then the rest.',
  };
}

/**
 * True for a document worth restructuring: one with a section a resume has, or a name with sections.
 * The rest gets only the safe fixes of rewriteLooseText.
 */
function isRewritable(document: TResumeDocument): boolean {
  const hasResumeSection = document.sections.some((section) => RESUME_SECTION_KINDS.has(section.kind));
  return hasResumeSection || (document.name !== null && document.sections.length > 0);
}

type TRewriteContext = { composedSummary: string | null; skills: TRecognizedSkill[]; targetRole?: string };

/** The standard sections in the standard order: rewritten, with a composed summary when there is none. */
function rewriteStandardSections(document: TResumeDocument, context: TRewriteContext): TSectionRewrite[] {
  const rewrites: TSectionRewrite[] = [];
  for (const kind of SECTION_ORDER) {
    const sections = document.sections.filter((section) => section.kind === kind);
    if (kind === 'summary' && sections.length === 0) {
      const added = rewriteSummary({ paragraphs: [], heading: '', composed: context.composedSummary, skillsInSummary: [] });
      if (added.paragraphs.length > 0) rewrites.push({ heading: getRewrittenHeading('summary'), ...added, original: null });
    }
    sections.forEach((section, index) => {
      // The first section of a kind takes the standard name; a second one ('Internships') keeps its own.
      const heading = index === 0 ? getRewrittenHeading(kind) : toHeadingCase(section.heading);
      const content = rewriteSectionContent(document, section, kind, context);
      const change = headingChange(document, section, heading, index === 0);
      rewrites.push({
        heading,
        paragraphs: [...content.paragraphs, ...getUnreadLines(document, getSectionRange(section), section.items)],
        changes: [...(change ? [change] : []), ...content.changes],
        original: section,
      });
    });
  }
  return rewrites;
}

/** Every other section as written, in its original order (contact sections went to the header). */
function keepOtherSections(document: TResumeDocument): TSectionRewrite[] {
  return document.sections
    .filter((section) => !isRewrittenKind(section.kind) && section.kind !== 'contact')
    .map((section) => {
      const heading = toHeadingCase(section.heading);
      const change = headingChange(document, section, heading, false);
      return { heading, paragraphs: keepSection(document, section), changes: change ? [change] : [], original: section };
    });
}

/** The structural rewrite: header, then the standard sections in order, then the rest as written. */
function rewriteStructure(
  document: TResumeDocument,
  context: TRewriteContext,
  underName: readonly string[],
): { blocks: string[]; changes: TImprovementChange[] } {
  const contactItems = document.sections.filter((section) => section.kind === 'contact').flatMap((section) => section.items);
  const header = rewriteHeader(document, contactItems);
  const preambleEnd = (document.sections[0]?.headingLine ?? document.lines.length + 1) - 1;
  // The contact placeholder goes under the name, or first when there is none.
  const nameLines = document.name ? header.lines.slice(0, 1) : [];
  const headerLines = [
    ...nameLines,
    ...underName,
    ...header.lines.slice(nameLines.length),
    ...getUnreadLines(document, { from: 1, to: preambleEnd }, document.preamble),
  ];
  const rewrites = [...rewriteStandardSections(document, context), ...keepOtherSections(document)];
  const order = orderChange(document, rewrites);
  return {
    blocks: [...headerLines, ...rewrites.flatMap((rewrite) => [`## ${rewrite.heading}`, ...rewrite.paragraphs])],
    changes: [...header.changes, ...(order ? [order] : []), ...rewrites.flatMap((rewrite) => rewrite.changes)],
  };
}

export function improveResume(resume: TEngineResume, options: TImproveOptions = {}): TImproveReport {
  // A resume written as running text is first set out in sections, then improved like any other.
  const original = parseResume(resume.content);
  const restructured = restructureProse(resume.content, original.contact);
  const document = restructured ? parseResume(restructured.markdown) : original;
  if (document.isTemplate) return { improvedContent: resume.content, changes: [] };
  const targetRole = options.targetRole?.trim() || undefined;
  const skills = recognizeSkills(document);
  const missingSections = findMissingSections(document, skills);
  const underName = missingSections.filter((section) => section.section === 'contact').map((section) => section.placeholder);

  let blocks: string[];
  let changes: TImprovementChange[];
  if (isRewritable(document)) {
    const context: TRewriteContext = { composedSummary: composeSummary(document, skills, targetRole), skills, targetRole };
    ({ blocks, changes } = rewriteStructure(document, context, underName));
  } else {
    const loose = rewriteLooseText(document, { skillNames: skills.map((skill) => skill.name), underName });
    blocks = [
      loose.lines
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
        .trim(),
    ];
    changes = loose.changes;
  }
  const improvedContent = [...blocks, ...renderMissingSections(missingSections)].join('\n\n');
  // A summary recomposed to the words it already had is no change.
  changes = [...(restructured?.changes ?? []), ...changes].filter((change) => change.before !== change.after);
  const guidance = composeGuidance(missingSections, changes.length);
  if (missingSections.length === 0 && !guidance) return { improvedContent, changes };
  return { improvedContent, changes, missingSections, guidance };
}
