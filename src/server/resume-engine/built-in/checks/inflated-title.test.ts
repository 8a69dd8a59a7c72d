import { describe, expect, it } from 'vitest';
import { runCheck } from '#tests/factories/resume-engine/checks.ts';
import { inflatedTitleCheck, isLeadershipTitle } from './inflated-title.ts';

type TRole = { title: string; dates: string; bullets: readonly string[] };
const resume = (...roles: TRole[]) =>
  `# Ana Lima\n\n## Experience\n\n${roles.map((role) => `${role.title} | Acme | ${role.dates}\n\n${role.bullets.map((bullet) => `- ${bullet}`).join('\n')}`).join('\n\n')}`;

const MANUAL_TESTING = [
  'Ran manual regression passes on the web app before each release',
  'Logged 300 bugs in Jira with steps to reproduce',
  'Wrote 40 Cypress tests for the sign-up flow',
];
const LEADING = [
  'Led a team of 4 testers across two product lines',
  'Hired and mentored 2 junior QA engineers',
  'Owned the test roadmap and its budget',
];

describe('inflated-title: a title of leading over junior work early in a career', () => {
  it("finds a first job's leadership title whose bullets lead nobody", () => {
    const result = runCheck(
      inflatedTitleCheck,
      resume({ title: 'Head of Quality Engineering', dates: 'Jul 2023 - Present', bullets: MANUAL_TESTING }),
    );
    expect(result?.findings).toEqual([
      expect.objectContaining({
        title: "Show the leading the title 'Head of Quality Engineering' promises",
        impact: 'medium',
        lines: [expect.objectContaining({ line: 5 })],
      }),
    ]);
    expect(result?.overallPenalty).toBeGreaterThanOrEqual(1);
  });

  it('finds it in the first three years of dated work, also on a second role', () => {
    const markdown = resume(
      {
        title: 'Director of Software Development',
        dates: 'Jan 2023 - Present',
        bullets: ['Fixed 120 bugs in the PHP order pages', 'Wrote unit tests for the invoice module'],
      },
      { title: 'Junior Developer', dates: 'Jun 2021 - Dec 2022', bullets: ['Fixed bugs in the order pages', 'Updated the setup scripts'] },
    );
    expect(runCheck(inflatedTitleCheck, markdown)?.findings).toHaveLength(1);
  });

  it('leaves real leads, long careers and titles that manage no people', () => {
    expect(runCheck(inflatedTitleCheck, resume({ title: 'QA Lead', dates: 'Jul 2023 - Present', bullets: LEADING }))).toBeNull();
    // 'Managed a team', 'supervised', 'coached' lead as well as 'led'.
    const managing = ['Managed a small test team through 12 releases', 'Coached developers on writing Cypress tests'];
    expect(runCheck(inflatedTitleCheck, resume({ title: 'Test Manager', dates: 'Jul 2023 - Present', bullets: managing }))).toBeNull();
    const longCareer = resume(
      {
        title: 'Director of Engineering',
        dates: 'Jan 2022 - Present',
        bullets: ['Set up the platform architecture', 'Cut cloud costs by 30%'],
      },
      { title: 'Senior Engineer', dates: 'Jan 2014 - Dec 2021', bullets: ['Built the billing services in Go', 'Cut latency by 40%'] },
    );
    expect(runCheck(inflatedTitleCheck, longCareer)).toBeNull();
    const productManager = resume({ title: 'Associate Product Manager', dates: 'Jul 2023 - Present', bullets: MANUAL_TESTING });
    expect(runCheck(inflatedTitleCheck, productManager)).toBeNull();
  });

  it('reads titles of leading by their rank words', () => {
    for (const title of [
      'Head of Data',
      'VP of Engineering',
      'Chief Technology Officer',
      'CTO',
      'Principal Engineer',
      'Lead Developer',
      'Engineering Manager',
    ])
      expect(isLeadershipTitle(title), title).toBe(true);
    for (const title of ['Software Engineer', 'Project Manager', 'Account Manager', 'Data Analyst', 'Founder'])
      expect(isLeadershipTitle(title), title).toBe(false);
  });
});
