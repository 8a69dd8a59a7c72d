import { describe, expect, it } from 'vitest';
import { candidateSearchLog } from '#server/db/schema.ts';
import { insertDevelopers, insertSearches } from '#tests/factories/blog-market.ts';
import { useTestApp } from '#tests/setup/test-app.ts';
import { composeMarketReport, writeMarketReport } from './market-report-writer.ts';
import type { TMarketFigures } from './market-report.queries.ts';

const NOT_ENOUGH = 'There is not enough data for this part yet';
const PHISHING_LINK = '[verify your account](https://evil.example/login)';
const IMAGE_TAG = '<img src=x>';
const DAY_MS = 24 * 60 * 60 * 1000;
// One clock for the report and the searches it counts, so the 7-day window does not move with the real date.
const NOW = new Date(Date.UTC(2026, 10, 25, 9));

/** The lines of one `## heading` section of the report. */
function getSection(content: string, heading: string): string {
  return content.split('\n## ').find((section) => section.startsWith(heading)) ?? '';
}

describe('the built-in market report', () => {
  const t = useTestApp();

  it('publishes no figure drawn from fewer than 5 people', async () => {
    await insertSearches(t.db, { employers: 4, skillKeys: ['react', 'python'], at: NOW });
    await insertDevelopers(t.db, 4, { skillKeys: ['react'], experienceLevel: 'senior', availability: 'available', scores: [70] });

    const report = await writeMarketReport(t.db, NOW);

    for (const heading of [
      'What employers searched for',
      'What developers offer',
      'Where demand outruns supply',
      'Resume scores',
      'Availability',
    ]) {
      expect(getSection(report.content, heading)).toContain(NOT_ENOUGH);
    }
    expect(report.content).not.toMatch(/\b4 (employers|developers)\b/);
  });

  it('reports each group once it reaches 5 people, counting an employer once per skill', async () => {
    await t.db.delete(candidateSearchLog);
    await insertSearches(t.db, { employers: 5, skillKeys: ['react', 'python'], at: NOW });
    const [someone] = await t.db.select({ employerId: candidateSearchLog.employerId }).from(candidateSearchLog);
    await t.db.insert(candidateSearchLog).values({ employerId: someone!.employerId, skillKeys: ['python'], createdAt: NOW });
    // Searches older than 7 days no longer count.
    await insertSearches(t.db, { employers: 5, skillKeys: ['rust'], at: new Date(NOW.getTime() - 8 * DAY_MS) });
    await insertDevelopers(t.db, 2, { skillKeys: ['react'], experienceLevel: 'senior', availability: 'available', scores: [90, 80] });
    await insertDevelopers(t.db, 2, { skillKeys: ['python'], experienceLevel: 'mid', availability: 'open_to_offers', scores: [60] });
    await insertDevelopers(t.db, 3, { skillKeys: ['react'], isVisibleToEmployers: false });

    const report = await writeMarketReport(t.db, NOW);

    expect(report).toMatchObject({
      slug: 'developer-market-report-2026-11-25',
      title: 'Developer Market Report: 25 November 2026',
      category: 'industry',
    });
    const searched = getSection(report.content, 'What employers searched for');
    expect(searched).toContain('**Python**: 5 employers');
    expect(searched).toContain('**React**: 5 employers');
    expect(searched).not.toContain('Rust');
    // 8 listed developers, 6 of them with React; the 3 hidden profiles are not counted.
    expect(getSection(report.content, 'What developers offer')).toContain('**React**: 6 developers (75%)');
    const gap = getSection(report.content, 'Where demand outruns supply');
    expect(gap).toContain('**Python**: searched by 5 employers; fewer than 5 developers list it');
    expect(gap).toContain('**React**: searched by 5 employers; 6 developers list it');
    expect(gap.indexOf('Python')).toBeLessThan(gap.indexOf('React'));
    // Latest analyses: 70 for the 4 seniors of the first test, 80 for these 2 → 73; the 2 mid-level developers are too few.
    expect(getSection(report.content, 'Resume scores')).toContain('**Senior 5+ years**: 73/100 (6 developers)');
    expect(report.content).not.toContain('Mid 3-5 years');
    expect(getSection(report.content, 'Availability')).toContain('**Available**: 6 developers');
    expect(report.content).not.toContain('Open to offers');
  });

  it('publishes only skills the taxonomy knows, never what employers or developers typed', async () => {
    await t.db.delete(candidateSearchLog);
    await insertSearches(t.db, { employers: 5, skillKeys: [PHISHING_LINK, IMAGE_TAG, 'typescript'], at: NOW });
    await insertDevelopers(t.db, 5, { skillKeys: [PHISHING_LINK, IMAGE_TAG, 'typescript'] });

    const report = await writeMarketReport(t.db, NOW);

    expect(getSection(report.content, 'What employers searched for')).toContain('1. **TypeScript**: 5 employers');
    expect(getSection(report.content, 'What developers offer')).toContain('**TypeScript**: 5 developers');
    for (const typed of ['verify your account', 'evil.example', '<img']) expect(report.content).not.toContain(typed);
  });
});

describe('composing the market report', () => {
  it('escapes skill names, so a name can never become a link or HTML', () => {
    const figures: TMarketFigures = {
      searchedSkills: [
        { skillKey: PHISHING_LINK, people: 5 },
        { skillKey: IMAGE_TAG, people: 5 },
      ],
      developersWithSearchedSkills: new Map(),
      listedSkills: [],
      listedDevelopers: 0,
      resumeScores: [],
      availability: [],
    };

    const { content } = composeMarketReport(figures, NOW);

    expect(content).toContain('1. **\\[verify your account\\](https://evil.example/login)**: 5 employers');
    expect(content).toContain('2. **\\<img src=x>**: 5 employers');
    expect(content).not.toContain(PHISHING_LINK);
    expect(content).not.toMatch(/(^|[^\\])<img/);
  });
});
