import { describe, expect, it } from 'vitest';
import { runCheck } from '#tests/factories/resume-engine/checks.ts';
import { summaryClaimsCheck } from './summary-claims.ts';

const PYTHON_ROLES = `## Experience

Backend Engineer | Tripwell | Lisbon | Apr 2022 - Present

- Built booking services in Python and Django on PostgreSQL, handling 40,000 bookings a day
- Cut API latency by 35% with Redis caching

Software Engineer | Paygrid | Porto | Jun 2021 - Mar 2022

- Wrote payment reconciliation jobs in Python with Celery, saving 10 hours a week`;

const resume = (summary: string, roles = PYTHON_ROLES, extra = '') =>
  `# Tomas Ferreira\n\nBackend Engineer\n\nLisbon, Portugal | tomas@example.com\n\n## Summary\n\n${summary}\n\n${roles}\n\n${extra}## Skills\n\nPython, Django, PostgreSQL, Redis, Java`;

const titles = (summary: string, roles?: string, extra?: string) =>
  runCheck(summaryClaimsCheck, resume(summary, roles, extra))?.findings.map((finding) => finding.title) ?? [];

describe('summary-claims: the summary against the dated roles', () => {
  it('stays silent on a summary the roles back, with room for rounding', () => {
    expect(
      runCheck(summaryClaimsCheck, resume('Backend engineer with 4 years of experience building Python and Django services.')),
    ).toBeNull();
    expect(runCheck(summaryClaimsCheck, resume('Backend engineer with 6 years of experience in Python and PostgreSQL.'))).toBeNull();
    expect(runCheck(summaryClaimsCheck, resume('Python developer who likes quiet on-call weeks.'))).toBeNull();
  });

  it('finds years of experience the dated roles cannot hold', () => {
    expect(titles('Backend engineer with 12 years of experience shipping services.')).toEqual([
      'Match the 12 years your summary claims to your roles',
    ]);
    expect(titles('Brings two decades of software experience.')).toHaveLength(1);
  });

  it('finds years claimed for a technology no role, project or course mentions, even if the skills list names it', () => {
    const found = runCheck(summaryClaimsCheck, resume('Java developer with 10 years of Java.'));
    expect(found?.findings[0]?.title).toBe('Back the 10 years of Java with your roles');
    expect(found?.findings[0]?.description).toMatch(/no role, project or course mentions Java/);
    expect(found?.overallPenalty).toBeGreaterThanOrEqual(1);
  });

  it('accepts a technology from a project or a course', () => {
    const projects = '## Projects\n\nTicket bot\n\n- Wrote a Slack bot in Java and Spring Boot used by 40 people\n\n';
    expect(titles('Backend engineer with 3 years of Java and Spring Boot.', PYTHON_ROLES, projects)).toEqual([]);
  });

  it('finds a stack the roles never mention, but not one tool among several', () => {
    expect(titles('Developer specialising in Angular, Ruby on Rails and MongoDB.')).toEqual([
      'Name in your roles the stack your summary leads with',
    ]);
    expect(titles('Backend engineer working in Python, Django, PostgreSQL and Kafka.')).toEqual([]);
  });

  it('finds seniority claimed after a short career, not after a long one or under a senior title', () => {
    const shortRoles = `## Experience\n\nDeveloper | Tripwell | Lisbon | Sep 2024 - Present\n\n- Built booking pages in Python and Django used by 2,000 people`;
    expect(titles('Senior backend engineer with a passion for Python.', shortRoles)).toEqual([
      "Let your roles show the 'Senior' your summary claims",
    ]);
    expect(titles('Senior backend engineer with a passion for Python.')).toEqual([]);
    expect(titles('Senior backend engineer.', shortRoles.replace('Developer |', 'Senior Developer |'))).toEqual([]);
    expect(titles('Backend developer who worked with senior engineers.', shortRoles)).toEqual([]);
  });

  it('finds a trade far from every role, unless the summary says the person is moving into it', () => {
    expect(titles('iOS developer with a love of polished apps.')).toEqual(["Make your summary's 'iOS developer' fit your roles"]);
    expect(titles('Aspiring iOS developer moving into mobile work after 4 years of backend.')).toEqual([]);
    expect(titles('Full-stack developer with a love of polished apps.')).toEqual([]);
  });

  it('finds a summary that calls a long career new, but not a move from another field', () => {
    const longRoles = `${PYTHON_ROLES}\n\nDeveloper | Codemar | Porto | Jan 2015 - May 2021\n\n- Built invoicing services in Python for 300 clients`;
    expect(titles('Recent graduate looking for a first role in software.', longRoles)).toEqual([
      'Let your summary show the career your roles do',
    ]);
    const nursing = `## Experience\n\nData Analyst | Oakridge | Raleigh | Jun 2024 - Present\n\n- Built 12 Tableau dashboards\n\nRegistered Nurse | Cedar Bluff Hospital | Durham | Jul 2015 - May 2024\n\n- Cared for 20 patients a shift`;
    expect(titles('Recent graduate of a data analytics course, moving into analysis.', nursing)).toEqual([]);
    expect(titles('Entry-level data analyst with a nursing background.', nursing)).toEqual([]);
  });

  it('reads a summary written under the name without a heading', () => {
    const markdown = `# Tomas Ferreira\n\nBackend engineer with 15 years of experience building payment systems for banks and shops.\n\n${PYTHON_ROLES}`;
    expect(runCheck(summaryClaimsCheck, markdown)?.findings.map((finding) => finding.title)).toEqual([
      'Match the 15 years your summary claims to your roles',
    ]);
  });

  it('reads no trade in a level, the whole stack or a language', () => {
    const qaRoles = `## Experience\n\nQA Automation Engineer | Cobaltwave | Seattle | Jul 2019 - Present\n\n- Built a Playwright suite of 900 tests in Python and TypeScript`;
    expect(titles('Lead engineer.', qaRoles)).toEqual([]);
    expect(titles('Full-stack developer comfortable across the stack.', qaRoles)).toEqual([]);
    expect(titles('Python developer who automates the boring parts.', qaRoles)).toEqual([]);
  });

  it('does not judge years when a role has no dates', () => {
    const undated = `## Experience\n\nBackend Engineer | Tripwell | Lisbon\n\n- Built booking services in Python`;
    expect(runCheck(summaryClaimsCheck, resume('Backend engineer with 12 years of experience.', undated))).toBeNull();
  });
});
