/**
 * The whole analysis on the Word fixtures: the report's shape, determinism, sanity of the scores
 * (strong resumes clearly above the junior one, templates at the bottom), and degrading a fixture
 * (its numbers, its skills section, its contact line) lowering the matching category.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { IMPACT_LEVELS, ZAnalysisReportSchema, type TAnalysisCategory, type TAnalysisReport } from '#shared/schemas/resume-ai.ts';
import { extractWordMarkdown } from '#server/resume-engine/word/extract-word-markdown.ts';
import { readResumeFixture } from '#tests/factories/resumes.ts';
import type { TEngineResume } from '../types.ts';
import { analyzeResume, analyzeResumeWithLayout } from './analyze-resume.ts';
import { buildResume, TWO_PAGE_RESUME } from '#tests/factories/resume-engine/sample-resumes.ts';

const AS_OF = { year: 2025, month: 6, isYearOnly: false };

const FIXTURES = [
  'fullstack-engineer-strong.docx',
  'data-scientist-strong.docx',
  'junior-developer-entry-level.docx',
  'backend-engineer-hard-wrapped.docx',
  'software-engineer-skills-one-per-line.docx',
  'minimal-contact-line-breaks.docx',
  'template-placeholders-tables-photo.docx',
  'template-unfilled-jinja-tags.docx',
  'fullstack-engineer-strong-converted.doc',
] as const;
type TFixture = (typeof FIXTURES)[number];

const resumes = new Map<TFixture, TEngineResume>();
const reports = new Map<TFixture, TAnalysisReport>();

beforeAll(async () => {
  for (const fixture of FIXTURES) {
    const bytes = readResumeFixture(fixture);
    const { markdown, mimeType } = await extractWordMarkdown(bytes);
    const resume = { content: markdown, fileName: fixture, originalFile: { bytes, mimeType } };
    resumes.set(fixture, resume);
    reports.set(fixture, await analyzeResumeWithLayout(resume, { asOf: AS_OF }));
  }
});

const analyzeText = (content: string) => analyzeResume({ content, fileName: 'resume.md', originalFile: null }, { asOf: AS_OF });
const categoryScore = (report: TAnalysisReport, category: TAnalysisCategory) =>
  report.categoryScores.find((score) => score.category === category)!.score;
const overallOf = (fixture: TFixture) => reports.get(fixture)!.overallScore;

describe('analyzeResume: the report', () => {
  it('matches the shared schema, with every category scored and labelled', () => {
    for (const report of reports.values()) {
      expect(() => ZAnalysisReportSchema.parse(report)).not.toThrow();
      expect(report.categoryScores.map((score) => score.category)).toEqual([
        'contact',
        'structure',
        'experience',
        'impact',
        'language',
        'skills',
        'formatting',
      ]);
      expect(report.categoryScores.every((score) => score.label.length > 0)).toBe(true);
    }
  });

  it('orders suggestions by impact and points at the lines as written', () => {
    for (const [fixture, report] of reports) {
      const ranks = report.suggestions.map((suggestion) => IMPACT_LEVELS.indexOf(suggestion.impact));
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      const lines = resumes.get(fixture)!.content.split('\n');
      for (const { line, text } of report.suggestions.flatMap((suggestion) => suggestion.lines)) expect(lines[line - 1]?.trim()).toBe(text);
    }
  });

  it('counts the distinct skills it lists', () => {
    const report = reports.get('fullstack-engineer-strong.docx')!;
    expect(report.keySkillsFound).toBe(report.skillsFound.length);
    expect(report.skillsFound.map((skill) => skill.name)).toEqual(expect.arrayContaining(['React', 'Kubernetes', 'PostgreSQL', 'Go']));
  });

  it('gives the same report for the same input', () => {
    const first = analyzeText(TWO_PAGE_RESUME);
    expect(analyzeText(TWO_PAGE_RESUME)).toEqual(first);
    expect(JSON.stringify(analyzeText(TWO_PAGE_RESUME))).toBe(JSON.stringify(first));
  });

  it('reads the same content the same way from .docx and .doc, apart from the layout facts', () => {
    const docx = reports.get('fullstack-engineer-strong.docx')!;
    const doc = reports.get('fullstack-engineer-strong-converted.doc')!;
    expect(doc.skillsFound).toEqual(docx.skillsFound);
    expect(categoryScore(doc, 'impact')).toBe(categoryScore(docx, 'impact'));
  });

  it('leaves out the layout check without a Word file, and uses it with one', async () => {
    const template = resumes.get('template-placeholders-tables-photo.docx')!;
    const withoutFile = analyzeResume({ ...template, originalFile: null }, { asOf: AS_OF });
    expect(withoutFile.suggestions.some((suggestion) => suggestion.checkId === 'word-layout')).toBe(false);
    const titles = reports
      .get('template-placeholders-tables-photo.docx')!
      .suggestions.filter((suggestion) => suggestion.checkId === 'word-layout')
      .map((suggestion) => suggestion.title);
    expect(titles).toEqual(['Avoid side-by-side table layouts', 'Leave out photos and graphics']);
  });
});

describe('analyzeResume: fixture sanity', () => {
  it('scores the strong resumes well and clearly above the junior one', () => {
    expect(overallOf('fullstack-engineer-strong.docx')).toBeGreaterThanOrEqual(90);
    expect(overallOf('data-scientist-strong.docx')).toBeGreaterThanOrEqual(80);
    expect(overallOf('fullstack-engineer-strong.docx')).toBeGreaterThanOrEqual(overallOf('junior-developer-entry-level.docx') + 15);
    expect(overallOf('data-scientist-strong.docx')).toBeGreaterThanOrEqual(overallOf('junior-developer-entry-level.docx') + 5);
  });

  it('scores unfilled templates very low, overall and for ATS', () => {
    for (const fixture of ['template-placeholders-tables-photo.docx', 'template-unfilled-jinja-tags.docx'] as const) {
      const report = reports.get(fixture)!;
      expect(report.overallScore).toBeLessThanOrEqual(15);
      expect(report.atsCompatibility).toBeLessThanOrEqual(15);
      expect(report.keySkillsFound).toBe(0);
      expect(report.suggestions[0]?.checkId).toBe('placeholder-text');
    }
  });

  it('puts thin resumes between the junior one and the templates', () => {
    const junior = overallOf('junior-developer-entry-level.docx');
    expect(overallOf('minimal-contact-line-breaks.docx')).toBeLessThan(40);
    expect(overallOf('software-engineer-skills-one-per-line.docx')).toBeLessThan(junior);
    expect(overallOf('minimal-contact-line-breaks.docx')).toBeGreaterThan(overallOf('template-unfilled-jinja-tags.docx'));
  });

  it('caps a short resume for what it lacks, not for its length (decision 040)', () => {
    // 155 words, but complete: dated roles, results with numbers, skills, education. Not thin, so not
    // held below the junior one; the thin one with no result at all is capped below both.
    const shortButComplete = overallOf('backend-engineer-hard-wrapped.docx');
    expect(shortButComplete).toBeGreaterThan(overallOf('junior-developer-entry-level.docx'));
    // Capped under Good: the score reads Needs work, as its suggestion says.
    expect(overallOf('software-engineer-skills-one-per-line.docx')).toBeLessThan(60);
    expect(
      reports.get('backend-engineer-hard-wrapped.docx')!.suggestions.find((suggestion) => suggestion.checkId === 'length')?.description,
    ).not.toMatch(/stays (at|under)/);
  });

  it('scores an empty text near zero', () => {
    expect(analyzeText('').overallScore).toBeLessThanOrEqual(5);
  });

  it('gives a solid handwritten resume and the two-page one high scores', () => {
    expect(analyzeText(buildResume()).overallScore).toBeGreaterThanOrEqual(90);
    expect(analyzeText(TWO_PAGE_RESUME).overallScore).toBeGreaterThanOrEqual(90);
  });
});

/** Removes every number from the bullets (dates and contact lines are not bullets). */
const stripBulletNumbers = (markdown: string) =>
  markdown
    .split('\n')
    .map((line) => (/^\s*- /.test(line) ? line.replace(/[$€£]?\d[\d,.]*(?:\s?(?:%|\+|[KMB]\b|x\b))?\+?/g, 'some') : line))
    .join('\n');

/** Removes the section whose heading matches, up to the next section. */
const stripSection = (markdown: string, heading: RegExp) => {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => /^## /.test(line) && heading.test(line));
  const end = lines.findIndex((line, index) => index > start && /^## /.test(line));
  return [...lines.slice(0, start), ...(end === -1 ? [] : lines.slice(end))].join('\n');
};

const stripContactLine = (markdown: string) =>
  markdown
    .split('\n')
    .filter((line) => !line.includes('@'))
    .join('\n');

describe('analyzeResume: degrading a fixture lowers the matching score', () => {
  const DEGRADED: TFixture[] = ['fullstack-engineer-strong.docx', 'data-scientist-strong.docx', 'backend-engineer-hard-wrapped.docx'];

  it.each(DEGRADED)('%s without numbers in its bullets: impact drops', (fixture) => {
    const content = resumes.get(fixture)!.content;
    expect(stripBulletNumbers(content)).not.toBe(content);
    expect(categoryScore(analyzeText(stripBulletNumbers(content)), 'impact')).toBeLessThan(categoryScore(analyzeText(content), 'impact'));
  });

  it.each(DEGRADED)('%s without its skills section: skills drop', (fixture) => {
    const content = resumes.get(fixture)!.content;
    const degraded = stripSection(content, /skills/i);
    expect(degraded).not.toBe(content);
    expect(categoryScore(analyzeText(degraded), 'skills')).toBeLessThan(categoryScore(analyzeText(content), 'skills'));
  });

  it.each(DEGRADED)('%s without its contact line: contact and overall drop', (fixture) => {
    const content = resumes.get(fixture)!.content;
    const before = analyzeText(content);
    const after = analyzeText(stripContactLine(content));
    expect(categoryScore(after, 'contact')).toBeLessThan(categoryScore(before, 'contact'));
    expect(after.overallScore).toBeLessThan(before.overallScore);
  });
});
