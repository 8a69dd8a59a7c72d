import { describe, expect, it } from 'vitest';
import { parseResume } from '../parse/parse-resume.ts';
import { readSkillEvidence, recognizeSkills } from './recognize-skills.ts';

const namesIn = (markdown: string) => recognizeSkills(parseResume(markdown)).map((skill) => skill.name);

describe('technologies the taxonomy does not know, in a list of ones it does', () => {
  it('reads them, with the category of their list', () => {
    const skills = recognizeSkills(parseResume('## Skills\n\nDatabases: PostgreSQL, VoltDB, Redis\nTools: R, Git, Quarto, gh-ost'));
    expect(skills.find((skill) => skill.name === 'VoltDB')?.category).toBe('databases');
    expect(skills.map((skill) => skill.name)).toEqual(expect.arrayContaining(['Quarto', 'gh-ost']));
  });

  it('reads the items in brackets too', () => {
    expect(namesIn('## Skills\n\nAWS (CloudTrail, GuardDuty), Terraform, Go')).toEqual(expect.arrayContaining(['CloudTrail', 'GuardDuty']));
  });

  it('leaves out soft skills, spoken languages, levels, practices in plain words and ordinary words', () => {
    const names = namesIn('## Skills\n\nPython, Django, PostgreSQL, Docker, communication, English, fluent German, code review, yodeling');
    expect(names).not.toEqual(expect.arrayContaining(['communication']));
    for (const word of ['English', 'fluent German', 'code review', 'yodeling']) expect(names).not.toContain(word);
  });

  it('reads nothing from a list where most items are not known technologies', () => {
    expect(namesIn('## Interests\n\nHiking, Quarto, Sourdough, Chess')).toEqual([]);
  });

  it('counts their mentions in the work, so a listed one the work uses is backed', () => {
    const skill = recognizeSkills(
      parseResume(
        '## Experience\n\nAnalyst | Acme | 2020 - Present\n- Built weekly reports in Quarto for 40 managers\n\n## Skills\n\nR, Python, Quarto',
      ),
    ).find((found) => found.name === 'Quarto');
    expect(skill?.lines.length).toBe(2);
  });

  it('reads the stance of the list', () => {
    expect(readSkillEvidence('Learning: Rust, Tokio, Leptos').learning).toEqual(expect.arrayContaining(['Leptos']));
  });
});
