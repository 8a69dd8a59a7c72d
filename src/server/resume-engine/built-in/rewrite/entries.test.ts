import { describe, expect, it } from 'vitest';
import { parseResume } from '#server/resume-engine/parse/parse-resume.ts';
import type { TSectionKind } from '#server/resume-engine/parse/types.ts';
import { rewriteEntries, type TEntryKind } from './entries.ts';

function rewrite(kind: TEntryKind, heading: string, body: string) {
  const document = parseResume(`# Jane Doe\n\n## ${heading}\n\n${body}`);
  const section = document.sections.find((candidate) => candidate.kind === (kind as TSectionKind));
  if (!section) throw new Error(`no ${kind} section`);
  return rewriteEntries(document, kind, section.items);
}

describe('rewriteEntries', () => {
  it('writes each role on one header line, title | employer | location | dates', () => {
    const { paragraphs, changes } = rewrite(
      'experience',
      'Experience',
      'Senior Engineer, Acme Corp — Berlin, Germany — 2021 to Present\n\n- Built the billing API',
    );
    expect(paragraphs).toEqual(['### Senior Engineer | Acme Corp | Berlin, Germany | 2021 – Present', '- Built the billing API']);
    expect(changes.map((change) => [change.kind, change.before, change.after])).toEqual([
      [
        'layout',
        'Senior Engineer, Acme Corp — Berlin, Germany — 2021 to Present',
        'Senior Engineer | Acme Corp | Berlin, Germany | 2021 – Present',
      ],
    ]);
  });

  it('gives the current role the tense most of its bullets use, the present on a tie', () => {
    const mostlyPresent = rewrite(
      'experience',
      'Experience',
      'Engineer | Acme | 2021 - Present\n\n- Lead a team of 4\n- Own the API\n- Built the CI',
    );
    expect(mostlyPresent.paragraphs[1]).toBe('- Lead a team of 4\n- Own the API\n- Build the CI');
    const mostlyPast = rewrite(
      'experience',
      'Experience',
      'Engineer | Acme | 2021 - Present\n\n- Led the migration\n- Cut costs by 20%\n- Own the API',
    );
    expect(mostlyPast.paragraphs[1]).toBe('- Led the migration\n- Cut costs by 20%\n- Owned the API');
    const tie = rewrite('experience', 'Experience', 'Engineer | Acme | 2021 - Present\n\n- Built the CI\n- Own the API');
    expect(tie.paragraphs[1]).toBe('- Build the CI\n- Own the API');
  });

  it('joins a header split over lines, and reports a date-only change as a date change', () => {
    expect(
      rewrite('experience', 'Experience', 'Software Engineer at Google\n\nJan 2020 - Present\n\n- Develop services').paragraphs[0],
    ).toBe('### Software Engineer | Google | Jan 2020 – Present');
    const { changes } = rewrite('experience', 'Experience', 'Engineer | Acme | 01/2019 - 12/2020\n\n- Built services');
    expect(changes).toEqual([
      {
        kind: 'date',
        before: '01/2019 - 12/2020',
        after: 'Jan 2019 – Dec 2020',
        reason: 'One date format across the resume, such as "Jan 2022 – Present".',
      },
    ]);
  });

  it('keeps a header as written, dates aside, when its fields would lose a word', () => {
    const { paragraphs } = rewrite('experience', 'Experience', 'Engineer (contract via Hays) | Acme | 2019 - 2020\n\n- Built services');
    expect(paragraphs[0]).toContain('Hays');
    expect(paragraphs[0]).toContain('2019 – 2020');
  });

  it('keeps a header with a link as written', () => {
    const { paragraphs } = rewrite('experience', 'Experience', 'Engineer | [Acme](https://acme.example) | 2019 - 2020\n\n- Built services');
    expect(paragraphs[0]).toBe('### Engineer | [Acme](https://acme.example) | 2019 – 2020');
  });

  it('puts the past tense on past roles and leaves undated roles in their own tense', () => {
    expect(rewrite('experience', 'Experience', 'Engineer | Acme | 2018 - 2019\n\n- Develop services').paragraphs[1]).toBe(
      '- Developed services',
    );
    expect(rewrite('experience', 'Experience', 'Engineer | Acme\n\n- Develop services').paragraphs[1]).toBe('- Develop services');
  });

  it('writes schools with degree, field, school and dates, and keeps their details as they are', () => {
    const { paragraphs } = rewrite('education', 'Education', 'Stanford University\n\nB.S., Computer Science, 2020\n\n- GPA: 3.8/4.0');
    expect(paragraphs).toEqual(['### B.S. in Computer Science | Stanford University | 2020', '- GPA: 3.8/4.0']);
  });

  it('keeps the links and emphasis inside bullets', () => {
    const { paragraphs } = rewrite(
      'experience',
      'Experience',
      'Engineer | Acme | 2018 - 2019\n\n- Worked on building [the parser](https://github.com/jane/parser) in **Rust**',
    );
    expect(paragraphs[1]).toBe('- Built [the parser](https://github.com/jane/parser) in **Rust**');
  });

  it('moves a project description from its header line under the header', () => {
    const { paragraphs } = rewrite(
      'projects',
      'Projects',
      'CareerPilot AI: Side project for parsing resumes.\n\n- Worked on building the parser',
    );
    expect(paragraphs).toEqual(['### CareerPilot AI', 'Side project for parsing resumes.', '- Built the parser']);
  });
});
