import { describe, expect, it } from 'vitest';
import { ZMissingSectionSchema } from '#shared/schemas/resume-ai.ts';
import { parseResume } from '../parse/parse-resume.ts';
import { reviewImprovement } from '../review/review-improvement.ts';
import { analyzeResume } from './analyze-resume.ts';
import { improveResume } from './improve-resume.ts';

const improve = (content: string) => improveResume({ content, fileName: 'resume.md', originalFile: null });

const VAGUE_RESUME = `john smith
i am a developer who basically does some web stuff
i worked on various projects using javascript and stuff
i am really a hard worker and team player
`;

const IMPROVED_VAGUE_RESUME = `# John Smith

[Add your email] | [Add your phone number] | [Add your city and country, or Remote]

## Summary

Developer who does some web stuff. Built projects using JavaScript. Hard worker and team player.

## Experience

[Add your most recent role: Job Title | Company | Month Year – Month Year]

- [Add what you built or changed, with a number if you have one]
- [Add another result: the technology you used and what it improved]

## Skills

- JavaScript
- [Add the other languages, frameworks and tools you use]

## Education

[Add your degree, bootcamp or course: Degree | School | Year]`;

describe('improveResume on a short, vague resume', () => {
  it('applies the safe fixes and writes the missing sections as placeholders', () => {
    expect(improve(VAGUE_RESUME).improvedContent).toBe(IMPROVED_VAGUE_RESUME);
  });

  it('lists each fix with its reason', () => {
    const { changes } = improve(VAGUE_RESUME);
    expect(changes[0]).toEqual(expect.objectContaining({ kind: 'heading', before: 'john smith', after: '# John Smith' }));
    expect(changes[1]).toEqual(expect.objectContaining({ kind: 'summary' }));
    const sentence = ['other', 'filler', 'pronoun', 'other'];
    // The second line also gets 'javascript' under its proper name, and the action for its weak opening.
    const second = ['other', 'other', 'filler', 'pronoun', 'bullet', 'other'];
    expect(changes.map((change) => change.kind)).toEqual(['heading', 'summary', ...sentence, ...second, ...sentence]);
    expect(changes.find((change) => change.kind === 'filler' && change.before.includes('various'))?.after).toBe(
      'I worked on projects using JavaScript',
    );
  });

  it('answers what to add, and why, in words', () => {
    const { missingSections = [], guidance } = improve(VAGUE_RESUME);
    expect(missingSections.map((section) => section.section)).toEqual(['contact', 'experience', 'skills', 'education']);
    for (const section of missingSections) expect(ZMissingSectionSchema.parse(section)).toEqual(section);
    expect(missingSections.find((section) => section.section === 'skills')?.reason).toContain('Your text mentions JavaScript');
    expect(guidance).toContain('does not yet have contact details, experience, skills and education');
    expect(guidance).toContain('placeholders in [square brackets]');
  });

  it('invents nothing and drops nothing: the placeholders are not facts', () => {
    const { improvedContent } = improve(VAGUE_RESUME);
    expect(reviewImprovement(VAGUE_RESUME, improvedContent)).toEqual([]);
    expect(reviewImprovement(improvedContent, VAGUE_RESUME).filter((warning) => warning.kind === 'invented-fact')).toEqual([]);
    expect(improvedContent).not.toMatch(/\d/);
  });

  it("reads as a half-filled resume: the analysis asks for the improvement's questions to be answered", () => {
    const { improvedContent } = improve(VAGUE_RESUME);
    const document = parseResume(improvedContent);
    expect(document.isTemplate).toBe(false);
    expect(document.name?.value).toBe('John Smith');
    expect(document.lines.filter((line) => line.isPlaceholder)).toHaveLength(6);
    const report = analyzeResume({ content: improvedContent, fileName: 'resume.md', originalFile: null });
    expect(report.suggestions.find((suggestion) => suggestion.checkId === 'placeholder-text')?.title).toBe(
      'Answer what the improvement asked for',
    );
  });

  it('does not add the placeholders a second time', () => {
    const { improvedContent } = improve(VAGUE_RESUME);
    const again = improve(improvedContent);
    expect(again.improvedContent.match(/\[Add your most recent role/g)).toHaveLength(1);
    expect(again.improvedContent.match(/\[Add your email\]/g)).toHaveLength(1);
  });

  it('writes dates in one format and technologies under their proper names, inventing nothing', () => {
    const resume =
      "maria garcia\ni'm a backend dev. i worked at acme from jan 2019 to march 2021 with postgresql\n* built the api in typescript\n* i go to meetups\n";
    const { improvedContent, changes } = improve(resume);
    expect(improvedContent).toContain(
      '## Summary\n\nBackend dev. Worked at acme from Jan 2019 to Mar 2021 with PostgreSQL.\n\n- Built the api in TypeScript\n- I go to meetups',
    );
    expect(changes.filter((change) => change.kind === 'date')).toHaveLength(1);
    expect(reviewImprovement(resume, improvedContent)).toEqual([]);
  });

  it('says so when a resume has nothing left to rewrite, instead of an empty answer', () => {
    const clean =
      '# Jane Doe\n\njane@example.com\n\n## Summary\n\nEngineer skilled in Go.\n\n## Experience\n\n### Engineer | Acme | 2020 – 2021\n\n- Built APIs in Go';
    expect(improve(clean)).toEqual({
      improvedContent: clean,
      changes: [],
      missingSections: [],
      guidance:
        'Nothing in your text could be rewritten without inventing facts. To make it stronger, add what the analysis suggests, in your own words.',
    });
  });

  it('keeps lines of a text with headings in place, fixing capitals, filler and bullet markers only', () => {
    const { improvedContent, changes } = improve('## Hobbies\n\n* i basically like chess\n* hiking and stuff\n');
    expect(improvedContent).toContain('## Hobbies\n\n- I like chess\n- Hiking\n\n## Experience');
    expect(changes.filter((change) => change.kind === 'layout')).toHaveLength(2);
  });
});
