import { describe, expect, it } from 'vitest';
import { runApplicableCheck, runCheck } from '#tests/factories/resume-engine/checks.ts';
import { dateConsistencyCheck, employmentGapsCheck, experienceEntriesCheck, overlappingRolesCheck } from './experience.ts';

const role = (header: string, bullets = ['Built the billing API in Go', 'Cut costs by 20%', 'Led 3 engineers']) =>
  `${header}\n\n${bullets.map((bullet) => `- ${bullet}`).join('\n')}`;
const experience = (...roles: string[]) => `# Ana Lima\n\n## Experience\n\n${roles.join('\n\n')}`;

describe('experience-entries', () => {
  it('scores complete roles with three or more bullets fully', () => {
    const result = runApplicableCheck(
      experienceEntriesCheck,
      experience(
        role('Engineer | Acme | 2021 - Present'),
        // Bullets of its own: the same bullets again would be read once (no-new-facts.ts).
        role('Developer | Globex | 2018 - 2020', ['Built the orders service in Python', 'Halved deploy time', 'Mentored 2 interns']),
      ),
    );
    expect(result).toMatchObject({ score: 1, findings: [], strengths: ['Both roles give title, company and achievements'] });
  });

  it('asks to describe a role with nothing under it and to fill thin ones', () => {
    const result = runApplicableCheck(
      experienceEntriesCheck,
      experience('Engineer | Acme | 2021 - Present', role('Developer | Globex | 2018 - 2020', ['Built the billing API in Go'])),
    );
    expect(result.findings.map((finding) => [finding.title, finding.impact])).toEqual([
      ['Describe your work at Acme', 'high'],
      ['Add achievements to thin roles', 'low'],
    ]);
    expect(result.score).toBeLessThan(0.7);
  });

  it('gives projects part of the credit when there is no job', () => {
    const result = runApplicableCheck(experienceEntriesCheck, '# Ana Lima\n\n## Projects\n\nTodo app\n\n- Built a todo app in React');
    expect(result).toMatchObject({ score: 0.4, findings: [] });
  });
});

describe('date-consistency', () => {
  it('praises dated roles in one format, newest first', () => {
    const result = runApplicableCheck(
      dateConsistencyCheck,
      experience(role('Engineer | Acme | Mar 2021 - Present'), role('Developer | Globex | Jan 2018 - Feb 2021')),
    );
    expect(result).toMatchObject({ score: 1, findings: [] });
  });

  it('flags missing dates, an end before its start, mixed formats and the wrong order', () => {
    const result = runApplicableCheck(
      dateConsistencyCheck,
      experience(role('Engineer | Acme'), role('Developer | Globex | 2015 - 03/2014'), role('Intern | Initech | Jan 2019 - Jun 2019')),
    );
    expect(result.findings.map((finding) => [finding.title, finding.impact, finding.lines.map((line) => line.line)])).toEqual([
      ['Add dates to every role', 'high', [5]],
      ['Fix dates that end before they start', 'high', [11]],
      ['Write all dates the same way', 'medium', [11, 17]],
      ['List roles newest first', 'medium', [17]],
    ]);
    // 1 − 0.6 × 1/3 undated − 0.3 reversed − 0.4 mixed − 0.2 out of order, floored at 0.
    expect(result.score).toBe(0);
  });

  it('flags roles whose dates are written in different formats, pointing at every dated role', () => {
    const result = runApplicableCheck(
      dateConsistencyCheck,
      experience(
        role('Engineer | Acme | Mar 2021 - Present'),
        role('Developer | Globex | 03/2019 - 02/2021'),
        role('Junior Developer | Initech | 2017 - 2019'),
        role('Intern | Hooli | June 2015 - December 2016'),
      ),
    );
    expect(result.findings.map((finding) => [finding.title, finding.lines.map((line) => line.line)])).toEqual([
      ['Write all dates the same way', [5, 11, 17, 23]],
    ]);
    expect(result.score).toBeCloseTo(0.6);
  });

  it('points at the one role written differently when the others agree, and takes overall points', () => {
    const result = runApplicableCheck(
      dateConsistencyCheck,
      experience(
        role('Engineer | Acme | Mar 2021 - Present'),
        role('Developer | Globex | 03/2019 - 02/2021'),
        role('Junior Developer | Initech | Jun 2017 - Feb 2019'),
      ),
    );
    expect(result.findings.map((finding) => [finding.title, finding.lines.map((line) => line.line)])).toEqual([
      ['Write all dates the same way', [11]],
    ]);
    expect(result.overallPenalty).toBeGreaterThanOrEqual(1);
  });

  it('asks for the end of a role that has only a start', () => {
    const result = runApplicableCheck(
      dateConsistencyCheck,
      experience(role('Engineer | Acme | Mar 2021 - Present'), role('Developer | Globex | Jan 2018 -')),
    );
    expect(result.findings.map((finding) => [finding.title, finding.lines.map((line) => line.line)])).toEqual([
      ['Say when each role ended', [11]],
    ]);
    expect(result.score).toBeLessThan(1);
    expect(result.overallPenalty).toBeGreaterThanOrEqual(1);
  });

  it('flags a role that starts after today, or ends more than a year after it without being current', () => {
    // Tests read 'today' as June 2025.
    const future = runApplicableCheck(
      dateConsistencyCheck,
      experience(
        role('Engineer | Acme | Jan 2026 - Present'),
        role('Developer | Globex | Mar 2019 - Dec 2025', [
          'Built the orders service in Python',
          'Halved deploy time',
          'Mentored 2 interns',
        ]),
      ),
    );
    expect(future.findings).toEqual([expect.objectContaining({ title: 'Fix dates in the future', impact: 'high' })]);
    expect(future.findings[0]?.lines.map((ref) => ref.line)).toEqual([5]);
    expect(future.overallPenalty).toBeGreaterThanOrEqual(1);
    const farEnd = runApplicableCheck(dateConsistencyCheck, experience(role('Engineer | Acme | Jan 2023 - Dec 2028')));
    expect(farEnd.findings.map((finding) => finding.title)).toEqual(['Fix dates in the future']);
  });

  it('takes no overall points from well-dated roles', () => {
    const result = runApplicableCheck(
      dateConsistencyCheck,
      experience(role('Engineer | Acme | Mar 2021 - Present'), role('Developer | Globex | Jan 2018 - Feb 2021')),
    );
    expect(result.overallPenalty ?? 0).toBe(0);
  });

  it('does not apply without experience', () => {
    expect(runCheck(dateConsistencyCheck, '# Ana Lima\n\n## Skills\n\nGo')).toBeNull();
  });
});

describe('employment-gaps', () => {
  it('names a gap over six months between roles', () => {
    const result = runApplicableCheck(
      employmentGapsCheck,
      experience(role('Engineer | Acme | Mar 2021 - Present'), role('Developer | Globex | Jan 2018 - Feb 2020')),
    );
    expect(result.findings).toEqual([
      expect.objectContaining({
        title: 'Explain the 12-month gap before Acme',
        impact: 'medium',
        lines: [
          { line: 11, text: 'Developer | Globex | Jan 2018 - Feb 2020' },
          { line: 5, text: 'Engineer | Acme | Mar 2021 - Present' },
        ],
      }),
    ]);
    expect(result.findings[0]?.description).toContain('between Feb 2020 and Mar 2021');
    // A gap of a year or more costs 0.6; a shorter one 0.3.
    expect(result.score).toBeCloseTo(0.4);
  });

  it('costs less for a gap under a year', () => {
    const result = runApplicableCheck(
      employmentGapsCheck,
      experience(role('Engineer | Acme | Oct 2020 - Present'), role('Developer | Globex | Jan 2018 - Feb 2020')),
    );
    expect(result.findings.map((finding) => [finding.title, finding.impact])).toEqual([['Explain the 7-month gap before Acme', 'low']]);
    expect(result.score).toBeCloseTo(0.7);
  });

  it('ignores short breaks, overlaps and year-only ranges that touch', () => {
    const result = runApplicableCheck(
      employmentGapsCheck,
      experience(
        role('Engineer | Acme | Jun 2020 - Present'),
        role('Consultant | Initech | 2019 - 2020'),
        role('Developer | Globex | Jan 2016 - Mar 2019'),
      ),
    );
    expect(result).toMatchObject({ score: 1, findings: [] });
  });

  it('needs two dated roles', () => {
    expect(runCheck(employmentGapsCheck, experience(role('Engineer | Acme | 2020 - Present')))).toBeNull();
  });
});

describe('overlapping-roles', () => {
  it('flags two full-time roles that overlap by more than a handover, pointing at both', () => {
    const result = runApplicableCheck(
      overlappingRolesCheck,
      experience(role('Engineer | Acme | Mar 2021 - Present'), role('Developer | Globex | Jan 2018 - Nov 2021')),
    );
    expect(result.findings).toEqual([
      expect.objectContaining({
        title: 'Check the dates of Globex and Acme',
        impact: 'medium',
        lines: [
          { line: 5, text: 'Engineer | Acme | Mar 2021 - Present' },
          { line: 11, text: 'Developer | Globex | Jan 2018 - Nov 2021' },
        ],
      }),
    ]);
    expect(result.findings[0]?.description).toContain('overlap by 9 months (Mar 2021 to Nov 2021)');
    expect(result.score).toBeCloseTo(0.4);
  });

  it('allows a handover of up to two months, moves inside one company, side roles and year-only ranges', () => {
    const result = runApplicableCheck(
      overlappingRolesCheck,
      experience(
        role('Engineer | Acme | Mar 2021 - Present'),
        role('Mentor (part-time) | Codebar | Jan 2022 - Present'),
        role('Developer | Globex | Jan 2018 - Apr 2021'),
        role('Junior Developer | Globex | Jan 2016 - Mar 2018'),
        role('Consultant | Initech | 2015 - 2016'),
      ),
    );
    expect(result).toMatchObject({ score: 1, findings: [] });
  });

  it('reads year-only ranges by the overlap they cannot avoid', () => {
    const twoYears = runApplicableCheck(
      overlappingRolesCheck,
      experience(role('Engineer | Acme | 2020 - 2023'), role('Developer | Globex | 2017 - 2022')),
    );
    expect(twoYears.findings).toHaveLength(1);
    expect(twoYears.findings[0]?.description).toContain('overlap by 14 months');
    const touching = runApplicableCheck(
      overlappingRolesCheck,
      experience(role('Engineer | Acme | 2021 - 2023'), role('Developer | Globex | 2018 - 2022')),
    );
    expect(touching.findings).toEqual([]);
  });

  it('needs two dated full-time roles', () => {
    expect(runCheck(overlappingRolesCheck, experience(role('Engineer | Acme | 2020 - Present')))).toBeNull();
  });
});
