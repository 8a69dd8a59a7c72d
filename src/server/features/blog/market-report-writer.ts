/**
 * The built-in writer: a dated market report from the platform's own anonymised figures (what
 * employers searched for in the last 7 days, what developers list, resume scores by level,
 * availability). A part whose figures would come from fewer than MIN_REPORTED_GROUP people is left
 * out with a line saying so. One report per UTC day: its slug holds the date.
 */
import { AVAILABILITY_LABEL, EXPERIENCE_LEVEL_LABEL } from '#shared/profile-values.ts';
import type { Executor } from '#server/db/client.ts';
import { getSkillName } from '#server/resume-engine/skills/skill-keys.ts';
import { escapeMarkdownText } from '#shared/resume-markdown.ts';
import type { TPostDraft } from './post-draft.ts';
import { getMarketFigures, MIN_REPORTED_GROUP, type TMarketFigures } from './market-report.queries.ts';

const WINDOW_DAYS = 7;
const NOT_ENOUGH_DATA = `There is not enough data for this part yet: we only publish figures drawn from at least ${MIN_REPORTED_GROUP} people.`;

/** 'YYYY-MM-DD' of the UTC day. */
export function toUtcDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function getMarketReportSlug(date: Date): string {
  return `developer-market-report-${toUtcDate(date)}`;
}

const percent = (part: number, whole: number) => `${Math.round((part / whole) * 100)}%`;

/** A skill as markdown: its taxonomy name, escaped all the same since the key came from people's own text. */
function toSkillMarkdown(skillKey: string): string {
  return escapeMarkdownText(getSkillName(skillKey));
}

function describeSearchedSkills(figures: TMarketFigures): string[] {
  if (figures.searchedSkills.length === 0) return [NOT_ENOUGH_DATA];
  return [
    `These are the skills the most employers searched for on DevMatch in the last ${WINDOW_DAYS} days, counting each employer once per skill:`,
    '',
    ...figures.searchedSkills.map((skill, index) => `${index + 1}. **${toSkillMarkdown(skill.skillKey)}**: ${skill.people} employers`),
  ];
}

function describeListedSkills(figures: TMarketFigures): string[] {
  if (figures.listedSkills.length === 0 || figures.listedDevelopers < MIN_REPORTED_GROUP) return [NOT_ENOUGH_DATA];
  return [
    `Across the ${figures.listedDevelopers} developers whose profiles employers can find, these skills are listed most often:`,
    '',
    ...figures.listedSkills.map(
      (skill) =>
        `- **${toSkillMarkdown(skill.skillKey)}**: ${skill.people} developers (${percent(skill.people, figures.listedDevelopers)})`,
    ),
  ];
}

function describeGap(figures: TMarketFigures): string[] {
  if (figures.searchedSkills.length === 0) return [NOT_ENOUGH_DATA];
  const rows = figures.searchedSkills.map((skill) => {
    const developers = figures.developersWithSearchedSkills.get(skill.skillKey) ?? 0;
    const supply =
      developers >= MIN_REPORTED_GROUP ? `${developers} developers list it` : `fewer than ${MIN_REPORTED_GROUP} developers list it`;
    return { name: toSkillMarkdown(skill.skillKey), employers: skill.people, developers, supply };
  });
  // The widest gap first: many employers asking, few developers offering.
  rows.sort((a, b) => a.developers / a.employers - b.developers / b.employers);
  return [
    'Set side by side, demand and supply show where developers stand out most:',
    '',
    ...rows.map((row) => `- **${row.name}**: searched by ${row.employers} employers; ${row.supply}`),
    '',
    `If you have **${rows[0]!.name}** on your resume, make sure it is also on your profile: it is where demand outruns supply the most this week.`,
  ];
}

function describeResumeScores(figures: TMarketFigures): string[] {
  if (figures.resumeScores.length === 0) return [NOT_ENOUGH_DATA];
  return [
    'The average score of each developer’s latest resume analysis, by experience level:',
    '',
    ...figures.resumeScores.map((row) => `- **${EXPERIENCE_LEVEL_LABEL[row.level]}**: ${row.averageScore}/100 (${row.people} developers)`),
  ];
}

function describeAvailability(figures: TMarketFigures): string[] {
  if (figures.availability.length === 0) return [NOT_ENOUGH_DATA];
  return [
    'How listed developers describe their availability:',
    '',
    ...figures.availability.map((row) => `- **${AVAILABILITY_LABEL[row.availability]}**: ${row.people} developers`),
  ];
}

/** The report's text for the figures; pure, so the threshold rules can be tested on their own. */
export function composeMarketReport(figures: TMarketFigures, date: Date): TPostDraft {
  const day = date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const sections: [string, string[]][] = [
    ['What employers searched for', describeSearchedSkills(figures)],
    ['What developers offer', describeListedSkills(figures)],
    ['Where demand outruns supply', describeGap(figures)],
    ['Resume scores by experience level', describeResumeScores(figures)],
    ['Availability', describeAvailability(figures)],
  ];
  const content = [
    `A snapshot of the DevMatch market on ${day}, drawn from anonymised activity on the platform. No figure here comes from fewer than ${MIN_REPORTED_GROUP} people.`,
    ...sections.map(([heading, lines]) => `## ${heading}\n\n${lines.join('\n')}`),
  ].join('\n\n');
  return {
    slug: getMarketReportSlug(date),
    title: `Developer Market Report: ${day}`,
    excerpt: `Which skills employers searched for on DevMatch in the last ${WINDOW_DAYS} days, what developers offer, and where the gap between them is widest.`,
    category: 'industry',
    tags: ['Market Report', 'Skills', 'Hiring Trends'],
    content,
    coverWords: 'data chart analytics',
  };
}

export async function writeMarketReport(db: Executor, now: Date): Promise<TPostDraft> {
  const since = new Date(now.getTime() - WINDOW_DAYS * 24 * 60 * 60 * 1000);
  return composeMarketReport(await getMarketFigures(db, { since }), now);
}
