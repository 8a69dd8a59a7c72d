/**
 * Role families: what kind of work a job title names, as a recruiter reads it. "Go Developer",
 * "Senior Go Engineer" and "Platform Engineer (Go)" are backend or infrastructure roles, whatever
 * words they share with "Backend Developer"; "Software Engineer" says nothing by itself, so the
 * person's skills decide. A search scores a candidate's family by how near it is to the searched one
 * (a full-stack developer is close to a backend role, an engineering manager is not one).
 */
import type { TResumeDocument } from '../parse/types.ts';
import { toSkillKey } from './skill-keys.ts';
import { findSkillByName, type TSkillCategory } from './taxonomy.ts';

export const ROLE_FAMILIES = [
  'backend',
  'frontend',
  'fullstack',
  'ios',
  'android',
  'mobile',
  'devops',
  'security',
  'qa',
  'data-engineering',
  'data-analysis',
  'data-science',
  'ml',
  'embedded',
  'games',
  'tech-lead',
  'management',
  'design',
  'product',
] as const;
export type TRoleFamily = (typeof ROLE_FAMILIES)[number];

/**
 * A family as the small number candidate search compares (a number is read from a row faster than
 * text): its place in ROLE_FAMILIES from 1, 0 for none. Appending a family keeps the numbers; any
 * other change needs SEARCH_COLUMNS_VERSION raised, so stored numbers are recomputed.
 */
export function toRoleFamilyCode(family: TRoleFamily | null): number {
  return family ? ROLE_FAMILIES.indexOf(family) + 1 : 0;
}

export function isRoleFamily(value: string): value is TRoleFamily {
  return (ROLE_FAMILIES as readonly string[]).includes(value);
}

/** How the explanations name a family ("Go Developer is a backend role"). */
export const ROLE_FAMILY_LABELS: Record<TRoleFamily, string> = {
  backend: 'backend',
  frontend: 'frontend',
  fullstack: 'full-stack',
  ios: 'iOS',
  android: 'Android',
  mobile: 'cross-platform mobile',
  devops: 'DevOps and infrastructure',
  security: 'security',
  qa: 'QA and test automation',
  'data-engineering': 'data engineering',
  'data-analysis': 'data analysis',
  'data-science': 'data science',
  ml: 'machine learning',
  embedded: 'embedded',
  games: 'game development',
  'tech-lead': 'technical leadership',
  management: 'engineering management',
  design: 'design',
  product: 'product',
};

// First match wins: the more specific titles come first ('Data Engineer' before 'Engineer',
// 'Full-Stack' before 'Frontend', 'Penetration Tester' is security, 'QA Engineer (Mobile)' is QA).
const TITLE_PATTERNS: readonly [TRoleFamily, RegExp][] = [
  [
    'management',
    /\b(?:engineering manager|manager,? engineering|head of (?:engineering|development|technology)|(?:vp|vice president|director)(?: of)? (?:engineering|technology)|cto|chief technology officer|development manager|delivery manager)\b/,
  ],
  ['product', /\bproduct (?:manager|owner|lead)\b/],
  ['tech-lead', /\b(?:tech(?:nical)? lead|team lead|lead (?:developer|engineer)|engineering lead|staff engineer|principal engineer)\b/],
  ['security', /\b(?:security|appsec|devsecops|penetration|pentester|cyber|soc analyst)\b/],
  ['qa', /\b(?:qa|quality|sdet|tester|test (?:automation|engineer|analyst)|automation (?:engineer|tester)|testing)\b/],
  ['ml', /\b(?:machine learning|ml|mlops|ai|deep learning|nlp|computer vision|llm)\b/],
  ['data-science', /\bdata scien(?:ce|tist)\b/],
  ['data-engineering', /\b(?:data (?:engineer|platform|infrastructure)|analytics engineer|etl|big data)\b/],
  [
    'data-analysis',
    /\b(?:data analyst|business intelligence|bi (?:analyst|developer)|analytics|(?:business|reporting|data) analyst|analyst)\b/,
  ],
  [
    'devops',
    /\b(?:devops|sre|site reliability|platform engineer|infrastructure|cloud (?:[\w-]+ )?(?:engineer|architect)|systems? engineer|release engineer|kubernetes)\b/,
  ],
  ['embedded', /\b(?:embedded|firmware|iot|hardware|rtos|robotics)\b/],
  ['games', /\b(?:game|games|gameplay|unity|unreal)\b/],
  ['ios', /\b(?:ios|iphone|swift(?:ui)?|apple platforms?)\b/],
  ['android', /\bandroid\b/],
  ['mobile', /\b(?:mobile|react native|flutter|xamarin)\b/],
  ['fullstack', /\bfull[\s-]?stack\b/],
  ['design', /\b(?:designer|ux|ui\/ux|product design)\b/],
  ['frontend', /\b(?:front[\s-]?end|ui (?:engineer|developer)|web developer|react|vue(?:\.js)?|angular|javascript|typescript|css)\b/],
  [
    'backend',
    /\b(?:back[\s-]?end|server[\s-]side|api|golang|go|java|python|django|ruby|rails|php|laravel|node(?:\.js)?|\.net|c#|scala|elixir|spring|kotlin)\b/,
  ],
];

/** Which family a skill points to when a title names none ('Software Engineer'). */
const FAMILY_BY_CATEGORY: Partial<Record<TSkillCategory, TRoleFamily>> = {
  frontend: 'frontend',
  backend: 'backend',
  devops: 'devops',
  cloud: 'devops',
  data: 'data-engineering',
  'machine-learning': 'ml',
  testing: 'qa',
  security: 'security',
  embedded: 'embedded',
  'game-dev': 'games',
};
const FAMILY_BY_SKILL: Record<string, TRoleFamily> = Object.fromEntries(
  (
    [
      ['Go', 'backend'],
      ['Java', 'backend'],
      ['Python', 'backend'],
      ['Ruby', 'backend'],
      ['PHP', 'backend'],
      ['C#', 'backend'],
      ['Scala', 'backend'],
      ['Elixir', 'backend'],
      ['Swift', 'ios'],
      ['iOS', 'ios'],
      ['SwiftUI', 'ios'],
      ['UIKit', 'ios'],
      ['Android', 'android'],
      ['Jetpack Compose', 'android'],
      ['React Native', 'mobile'],
      ['Flutter', 'mobile'],
      ['Dart', 'mobile'],
      ['C', 'embedded'],
      ['Tableau', 'data-analysis'],
      ['Power BI', 'data-analysis'],
      ['Excel', 'data-analysis'],
      ['Looker', 'data-analysis'],
      ['Figma', 'design'],
    ] as const
  ).map(([skill, family]) => [toSkillKey(skill), family]),
);
/** Skills too common across families to point to one. */
const NEUTRAL_SKILL_KEYS = new Set(['sql', 'git', 'docker', 'rest', 'linux', 'agile', 'scrum', 'javascript', 'typescript', 'html']);

/**
 * How near a candidate's family is to the searched one (1 = the same role). Families missing from a
 * row do not count at all: a manager is not a backend developer, a QA engineer is not an iOS one.
 */
const FAMILY_AFFINITY: Record<TRoleFamily, Partial<Record<TRoleFamily, number>>> = {
  backend: { fullstack: 0.7, 'tech-lead': 0.5, devops: 0.35, 'data-engineering': 0.35 },
  frontend: { fullstack: 0.7, 'tech-lead': 0.4, design: 0.25, mobile: 0.25 },
  fullstack: { backend: 0.75, frontend: 0.75, 'tech-lead': 0.5 },
  ios: { mobile: 0.5, android: 0.2 },
  android: { mobile: 0.5, ios: 0.2 },
  mobile: { ios: 0.6, android: 0.6, frontend: 0.25 },
  // Running infrastructure is its own trade: a backend developer is further from it than it is from backend work.
  devops: { backend: 0.15, security: 0.3, 'tech-lead': 0.2 },
  security: { devops: 0.4 },
  qa: {},
  'data-engineering': { backend: 0.4, ml: 0.3, 'data-science': 0.3, 'data-analysis': 0.3 },
  'data-analysis': { 'data-science': 0.6, 'data-engineering': 0.3 },
  'data-science': { ml: 0.7, 'data-analysis': 0.5, 'data-engineering': 0.3 },
  ml: { 'data-science': 0.7, 'data-engineering': 0.3 },
  embedded: {},
  games: {},
  'tech-lead': { management: 0.6, backend: 0.5, fullstack: 0.5, frontend: 0.4 },
  management: { 'tech-lead': 0.7, product: 0.2 },
  design: { frontend: 0.3 },
  product: { management: 0.3 },
};

/**
 * How much a requested skill says about the job, against the others of the same search: the
 * language, framework or platform a role is built on (Go, React, PyTorch, Selenium) weighs more
 * than the database, cloud or tooling around it (PostgreSQL, Docker, Jira).
 */
const IMPORTANCE_BY_CATEGORY: Partial<Record<TSkillCategory, number>> = {
  databases: 1,
  cloud: 1,
  devops: 1,
  tools: 0.6,
  methodologies: 0.6,
};
const CORE_SKILL_IMPORTANCE = 1.5;

export function getSkillImportance(skillKey: string): number {
  const category = findSkillByName(skillKey)?.category;
  if (!category) return 1;
  return IMPORTANCE_BY_CATEGORY[category] ?? CORE_SKILL_IMPORTANCE;
}

/** The supporting categories that are a family's own trade: a DevOps role is built on its cloud and tooling. */
const HOME_CATEGORIES: Partial<Record<TRoleFamily, readonly TSkillCategory[]>> = {
  devops: ['cloud', 'devops'],
  'data-engineering': ['databases', 'data'],
  'data-analysis': ['databases', 'data', 'tools'],
  qa: ['testing'],
  security: ['cloud', 'devops'],
  management: ['methodologies', 'tools'],
  product: ['methodologies', 'tools'],
};
const SUPPORTING_CATEGORIES: ReadonlySet<TSkillCategory> = new Set(['databases', 'cloud', 'devops', 'tools', 'methodologies', 'testing']);

/**
 * Whether a skill is what a role of `family` is built on (its language, framework, platform), or a
 * tool most roles list beside it (SQL, Docker, AWS, Git, Jira). Without a family every skill is core.
 */
export function isCoreSkillFor(skillKey: string, family: TRoleFamily | null): boolean {
  const category = findSkillByName(skillKey)?.category;
  if (!family || !category || !SUPPORTING_CATEGORIES.has(category)) return true;
  return HOME_CATEGORIES[family]?.includes(category) ?? false;
}

export function getFamilyAffinity(searched: TRoleFamily, candidate: TRoleFamily): number {
  return searched === candidate ? 1 : (FAMILY_AFFINITY[searched][candidate] ?? 0);
}

/** The families near `searched`, itself included, with their affinity. */
export function getNearFamilies(searched: TRoleFamily): { family: TRoleFamily; affinity: number }[] {
  return ROLE_FAMILIES.map((family) => ({ family, affinity: getFamilyAffinity(searched, family) })).filter(({ affinity }) => affinity > 0);
}

/** The family a title names, or null for a title that names none ('Software Engineer', 'Developer'). */
export function findTitleFamily(title: string): TRoleFamily | null {
  const text = title.toLowerCase();
  return TITLE_PATTERNS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

/** The family most of the skills point to; frontend and backend together are full-stack. */
export function inferFamilyFromSkills(skillKeys: readonly string[]): TRoleFamily | null {
  const counts = new Map<TRoleFamily, number>();
  for (const key of skillKeys) {
    if (NEUTRAL_SKILL_KEYS.has(key)) continue;
    const category = findSkillByName(key)?.category;
    const family = FAMILY_BY_SKILL[key] ?? (category ? FAMILY_BY_CATEGORY[category] : undefined);
    if (family) counts.set(family, (counts.get(family) ?? 0) + 1);
  }
  if ((counts.get('frontend') ?? 0) >= 2 && (counts.get('backend') ?? 0) >= 2) return 'fullstack';
  let best: TRoleFamily | null = null;
  for (const [family, count] of counts) if (best === null || count > counts.get(best)!) best = family;
  return best;
}

/** A person's family: their title's, else their skills'. */
export function classifyRole(profile: { jobTitle: string | null; skillKeys: readonly string[] }): TRoleFamily | null {
  return findTitleFamily(profile.jobTitle ?? '') ?? inferFamilyFromSkills(profile.skillKeys);
}

/** The role a resume names for its writer: its headline, else its latest role's title. */
export function readResumeRoleTitle(document: TResumeDocument): string | null {
  return document.headline?.value ?? document.experience[0]?.title ?? null;
}
