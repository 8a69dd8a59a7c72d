import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ZImprovementChangeSchema } from '#shared/schemas/resume-ai.ts';
import { RESUME_FIXTURES_DIR, readResumeFixture } from '#tests/factories/resumes.ts';
import { extractWordMarkdown } from '#server/resume-engine/word/extract-word-markdown.ts';
import { parseResume } from '../parse/parse-resume.ts';
import { reviewImprovement } from '../review/review-improvement.ts';
import { recognizeSkills } from '../skills/recognize-skills.ts';
import { improveResume } from './improve-resume.ts';

const improve = (content: string, targetRole?: string) =>
  improveResume({ content, fileName: 'resume.md', originalFile: null }, { targetRole });

const MESSY_RESUME = `JANE DOE

Backend Engineer

jane@example.com

(555) 123-4567 | github.com/janedoe

EDUCATION
B.S. in Computer Science, Stanford University, 2016

WORK HISTORY
Senior Engineer, Acme Corp — Jan 2021 to Present
- Responsible for managing the payments team
- I successfully built a fraud service that cut chargebacks by 30%
Engineer, Globex — 06/2017 - 12/2020
- Develop data pipelines in Python with my team

TECHNICAL SKILLS
Python, Go, PostgreSQL, yodeling

HOBBIES
Chess and **climbing**, see [my blog](https://jane.dev)
`;

const IMPROVED_MESSY_RESUME = `# JANE DOE

Backend Engineer

jane@example.com | (555) 123-4567 | github.com/janedoe

## Summary

Backend Engineer with professional experience since 2017, skilled in Python, Go, PostgreSQL and data pipelines. Currently Senior Engineer at Acme Corp.

## Skills

- **Languages:** Python, Go
- **Databases:** PostgreSQL
- **Other:** yodeling

## Experience

### Senior Engineer | Acme Corp | Jan 2021 – Present

- Manage the payments team
- Build a fraud service that cut chargebacks by 30%

### Engineer | Globex | Jun 2017 – Dec 2020

- Developed data pipelines in Python with the team

## Education

### B.S. in Computer Science | Stanford University | 2016

## Hobbies

Chess and **climbing**, see [my blog](https://jane.dev)`;

describe('improveResume', () => {
  it('rewrites a messy resume into clean, ATS-friendly markdown', () => {
    expect(improve(MESSY_RESUME).improvedContent).toBe(IMPROVED_MESSY_RESUME);
  });

  it('lists every change with a reason a user understands', () => {
    const { changes } = improve(MESSY_RESUME);
    for (const change of changes) {
      expect(ZImprovementChangeSchema.parse(change)).toEqual(change);
      expect(change.reason.length).toBeGreaterThan(20);
    }
    expect(changes.map((change) => change.kind)).toEqual([
      'heading',
      'contact',
      'order',
      'summary',
      'heading',
      'skills',
      'heading',
      'layout',
      'bullet',
      'pronoun',
      'filler',
      'tense',
      'layout',
      'tense',
      'pronoun',
      'heading',
      'layout',
      'heading',
    ]);
    expect(changes.find((change) => change.kind === 'order')).toEqual({
      kind: 'order',
      before: 'EDUCATION, WORK HISTORY, TECHNICAL SKILLS, HOBBIES',
      after: 'Summary, Skills, Experience, Education, Hobbies',
      reason:
        'Sections in the order recruiters and ATS parsers expect: summary, skills, experience, projects, education, certifications, then the rest.',
    });
  });

  it('keeps sections it does not know exactly as written, after the standard ones', () => {
    const resume = `# Jane Doe\n\n## Speaking\n\n* Talk at **GopherCon** 2022\n  - 300 attendees\n\n## Experience\n\nEngineer | Acme | 2020 - 2021\n\n- Built things\n`;
    const { improvedContent } = improve(resume);
    expect(improvedContent).toContain('## Speaking\n\n* Talk at **GopherCon** 2022\n  - 300 attendees');
    expect(improvedContent.indexOf('## Speaking')).toBeGreaterThan(improvedContent.indexOf('## Experience'));
  });

  it('keeps a second section of a kind under its own heading', () => {
    const resume = `# Jane Doe\n\n## Experience\n\nEngineer | Acme | 2020 - 2021\n\n- Built APIs\n\n## Internships\n\nIntern | Globex | 2019\n\n- Built tools\n`;
    expect(improve(resume).improvedContent).toContain(
      '## Experience\n\n### Engineer | Acme | 2020 – 2021\n\n- Built APIs\n\n## Internships\n\n### Intern | Globex | 2019',
    );
  });

  it('keeps lines it cannot read, such as a leftover placeholder, as written', () => {
    const resume = `# Jane Doe\n\n[Insert your photo here]\n\n## Experience\n\nEngineer | Acme | 2020 - 2021\n\n- Built APIs\n\n[Insert your next job here]\n`;
    const { improvedContent } = improve(resume);
    expect(improvedContent).toContain('# Jane Doe\n\n[Insert your photo here]\n\n## Experience');
    expect(improvedContent.endsWith('- Built APIs\n\n[Insert your next job here]')).toBe(true);
  });

  it('leaves unfilled templates unchanged', () => {
    const template = '# {{ resume.basics.name }}\n\n## Experience\n\n{% for job in resume.work %}\n\n{{ job.position }}\n\n{% endfor %}\n';
    expect(improve(template)).toEqual({ improvedContent: template, changes: [] });
  });

  it('keeps a text that is not a resume word for word and answers what to add, as placeholders', () => {
    const notes = 'Meeting notes\n\nWe agreed to ship on Friday.\n';
    const report = improve(notes);
    expect(report.changes).toEqual([]);
    expect(report.improvedContent.startsWith('[Add your email] | [Add your phone number]')).toBe(true);
    expect(report.improvedContent).toContain(
      '\n\nMeeting notes\n\nWe agreed to ship on Friday.\n\n## Experience\n\n[Add your most recent role',
    );
    expect(report.missingSections?.map((section) => section.section)).toEqual(['contact', 'experience', 'skills', 'education']);
    expect(report.guidance).toMatch(
      /^Nothing in your text could be rewritten without inventing facts\. Your resume does not yet have contact details, experience, skills and education\./,
    );
    expect(reviewImprovement(notes, report.improvedContent)).toEqual([]);
  });

  it('lets a target role order skills and the summary, never add to them', () => {
    const { improvedContent } = improve(MESSY_RESUME, 'Go Developer');
    expect(improvedContent).toContain('- **Languages:** Go, Python');
    expect(improvedContent).toContain('skilled in Go, PostgreSQL, Python');
    expect(improvedContent).not.toMatch(/Go Developer/);
    expect(reviewImprovement(MESSY_RESUME, improvedContent)).toEqual([]);
  });

  it('is deterministic', () => {
    expect(improve(MESSY_RESUME)).toEqual(improve(MESSY_RESUME));
  });
});

describe('improveResume on every fixture resume', async () => {
  const fixtures = readdirSync(RESUME_FIXTURES_DIR).filter((name) => /\.docx?$/.test(name));
  const originals = await Promise.all(
    fixtures.map(async (name) => ({ name, markdown: (await extractWordMarkdown(readResumeFixture(name))).markdown })),
  );

  it.each(originals)('$name: adds no fact, drops no fact', ({ markdown }) => {
    const { improvedContent } = improve(markdown);
    // Forward: nothing in the rewrite that the original does not hold, no entry or section changed or gone.
    expect(reviewImprovement(markdown, improvedContent)).toEqual([]);
    // Backward: every number, date, metric, employer, title and degree of the original is still there.
    const lost = reviewImprovement(improvedContent, markdown).filter(
      (warning) => warning.kind === 'invented-fact' || warning.kind === 'new-metric',
    );
    expect(lost).toEqual([]);
    const original = parseResume(markdown);
    const improved = parseResume(improvedContent);
    for (const entry of original.experience) if (entry.company) expect(improvedContent).toContain(entry.company);
    const improvedSkills = new Set(recognizeSkills(improved).map((skill) => skill.name));
    expect(recognizeSkills(original).filter((skill) => !improvedSkills.has(skill.name))).toEqual([]);
  });

  it('leaves the template fixtures as they are', () => {
    for (const { name, markdown } of originals.filter((fixture) => fixture.name.startsWith('template-')))
      expect(improve(markdown).improvedContent, name).toBe(markdown);
  });

  describe('the review flags a tampered rewrite of a fixture', () => {
    const fullstack = originals.find((fixture) => fixture.name === 'fullstack-engineer-strong.docx')?.markdown ?? '';
    const improved = improve(fullstack).improvedContent;
    const tamper = (before: string, after: string) => {
      expect(improved).toContain(before);
      return reviewImprovement(fullstack, improved.replace(before, after)).map((warning) => `${warning.kind}: ${warning.message}`);
    };

    it.each([
      ['an invented employer', '| StartupXYZ |', '| Initech |', 'invented-fact: Employer "Initech" is not in the original resume.'],
      ['an invented number', 'team of 5 junior', 'team of 12 junior', 'invented-fact: Number "12" is not in the original resume.'],
      ['an invented metric', 'by 60%', 'by 75%', 'new-metric: New metric "75%": the original resume does not state it.'],
      [
        'an invented degree',
        '### Bachelor of Science',
        '### Master of Science',
        'invented-fact: Degree "Master of Science" is not in the original resume.',
      ],
      ['an invented skill', 'Grafana', 'Grafana, Rust', 'invented-fact: Skill "Rust" is not in the original resume.'],
      [
        'a changed date',
        'Jun 2019 – Dec 2021',
        'Jun 2019 – Dec 2022',
        'invented-fact: Date "Jun 2019 – Dec 2022" is not in the original resume.',
      ],
      [
        'a changed title',
        '### Junior Developer',
        '### Lead Developer',
        'invented-fact: Job title "Lead Developer" is not in the original resume.',
      ],
    ])('%s', (_, before, after, expected) => {
      expect(tamper(before, after)).toContain(expected);
    });

    it('a changed date also as a changed fact of its role', () => {
      expect(tamper('Jun 2019 – Dec 2021', 'Jun 2019 – Dec 2022')).toContain(
        'fact-changed: The dates of "Software Engineer at StartupXYZ" changed from "Jun 2019 - Dec 2021" to "Jun 2019 – Dec 2022".',
      );
    });

    it('a dropped section', () => {
      const withoutProjects = improved.replace(/## Projects[\s\S]*?(?=## Education)/, '');
      expect(reviewImprovement(fullstack, withoutProjects).map((warning) => warning.kind)).toContain('section-removed');
    });
  });
});
