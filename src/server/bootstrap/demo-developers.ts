/**
 * About fifty invented developers for a fresh install, so an employer's first candidate search finds
 * people: varied roles, levels, places, pay and availability, each with one Word resume made by the
 * resume builder. They are drawn from the tables in demo-developers-data.ts by a seeded generator,
 * so every install gets the same people (names, profiles and resumes; only timestamps differ).
 */
import { createHash } from 'node:crypto';
import type { TAvailability, TExperienceLevel } from '#shared/profile-values.ts';
import { ZResumeBuilderDataSchema, type TResumeBuilderDataParsed } from '#shared/schemas/resumes/resume.ts';
import type { Executor } from '#server/db/client.ts';
import { applicantProfiles, resumes, storedFiles, users } from '#server/db/schema.ts';
import { toSearchColumns } from '#server/resume-engine/skills/search-columns.ts';
import { buildResume } from '../resume-engine/build/resume-builder.ts';
import {
  BASE_SALARY,
  BIO_INTERESTS,
  BOOTCAMP_FIELD,
  BOOTCAMP_ROLE_SKILLS,
  CAREER_END,
  COMMON_BULLETS,
  COMMON_LEAD_BULLETS,
  DEMO_BOOTCAMPS,
  DEMO_COMPANIES,
  DEMO_REGIONS,
  DEMO_ROLES,
  DEMO_UNIVERSITIES,
  INTERNSHIP_TITLE,
  SUMMARY_CLOSINGS,
  YEARS_BY_LEVEL,
  type TDemoCity,
  type TDemoRole,
} from './demo-developers-data.ts';

const DEMO_DEVELOPERS_SEED = 20_261_125;
const DEMO_DEVELOPER_EMAIL_DOMAIN = 'devmatch.example';

const LEVELS: readonly TExperienceLevel[] = ['entry', 'mid', 'senior'];
const LEVEL_WEIGHTS: Record<TExperienceLevel, number> = { entry: 25, mid: 40, senior: 35 };
/** Shares of the developers, dealt out exactly (the rest are open to offers). */
const AVAILABILITY_SHARES: readonly [TAvailability | null, number][] = [
  ['available', 0.3],
  ['actively_looking', 0.26],
  [null, 0.08],
];
const REMOTE_LOCATION_SHARE = 0.12;
/** Those who live 'Remote' and as many others as make this share. */
const OPEN_TO_REMOTE_SHARE = 0.4;
const NO_SALARY_SHARE = 0.12;
const DAY_MS = 86_400_000;

export type TRandom = {
  /** A number in [0, 1). */
  next: () => number;
  /** A whole number from min to max, both included. */
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (share: number) => boolean;
  shuffle: <T>(items: readonly T[]) => T[];
};

/** mulberry32: a small, fast seeded generator; the same seed gives the same sequence everywhere. */
export function createRandom(seed: number): TRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)]!;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index -= 1) {
      const other = int(0, index);
      [copy[index], copy[other]] = [copy[other]!, copy[index]!];
    }
    return copy;
  };
  return { next, int, pick, chance: (share) => next() < share, shuffle };
}

function pickWeighted<T>(random: TRandom, entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return entries[entries.length - 1]![0];
}

type TDemoDeveloper = {
  email: string;
  username: string;
  fullName: string;
  phone: string;
  location: string;
  profile: {
    jobTitle: string;
    bio: string;
    skills: string[];
    experience: string;
    education: string;
    workExperience: string;
    experienceLevel: TExperienceLevel;
    availability: TAvailability | null;
    salaryMin: number | null;
    salaryMax: number | null;
    openToRemote: boolean;
  };
  /** How long ago the profile was last changed and the account made, in days. */
  updatedDaysAgo: number;
  createdDaysAgo: number;
  resume: TResumeBuilderDataParsed;
};

// ---------------------------------------------------------------------------------------------
// Text helpers

const toAscii = (text: string) =>
  text
    .replace(/ø/g, 'o')
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const yearsText = (years: number) => (years === 1 ? '1 year' : `${years} years`);

/** A skill as written mid-sentence: 'Embedded systems' → 'embedded systems'; 'Ruby on Rails' and 'Go' as they are. */
function toPhrase(skill: string): string {
  const [first = '', ...rest] = skill.split(' ');
  const isCommonPhrase = rest.length > 0 && /^[A-Z][a-z]+$/.test(first) && rest.every((word) => word === word.toLowerCase());
  return isCommonPhrase ? skill.toLowerCase() : skill;
}

function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const skillPatterns = new Map<string, RegExp>();

/** Does `text` name `skill` as a word? Names of one or two letters ('C', 'R', 'Go') only in their own case. */
function mentionsSkill(text: string, skill: string): boolean {
  let pattern = skillPatterns.get(skill);
  if (!pattern) {
    pattern = new RegExp(`(?<![A-Za-z0-9])${escapeRegex(skill)}(?![A-Za-z0-9+#])`, skill.length <= 2 ? '' : 'i');
    skillPatterns.set(skill, pattern);
  }
  return pattern.test(text);
}

/** The skills of its role each line names, worked out once per role and line. */
const namedSkillsByRole = new WeakMap<TDemoRole, Map<string, string[]>>();

/** A line may name skills of its role only if the developer has them. */
function isLineFor(line: string, role: TDemoRole, skills: readonly string[]): boolean {
  let namedSkills = namedSkillsByRole.get(role);
  if (!namedSkills) namedSkillsByRole.set(role, (namedSkills = new Map()));
  let named = namedSkills.get(line);
  if (!named) {
    named = [...role.coreSkills, ...role.extraSkills].filter((skill) => mentionsSkill(line, skill));
    namedSkills.set(line, named);
  }
  return named.every((skill) => skills.includes(skill));
}

const BIG_NUMBERS = ['12,000', '40,000', '85,000', '250,000', '1.2 million', '3 million'];

function fillNumbers(random: TRandom, line: string): string {
  return line
    .replace(/\{pct\}/g, () => String(random.int(15, 60)))
    .replace(/\{count\}/g, () => String(random.int(2, 9)))
    .replace(/\{team\}/g, () => String(random.int(6, 14)))
    .replace(/\{big\}/g, () => random.pick(BIG_NUMBERS))
    .replace(/\{ms\}/g, () => String(random.int(8, 60) * 10))
    .replace(/\{cov\}/g, () => String(random.int(70, 95)));
}

// ---------------------------------------------------------------------------------------------
// Months: year * 12 + month - 1, so arithmetic is plain subtraction.

const CAREER_END_INDEX = CAREER_END.year * 12 + CAREER_END.month - 1;
const toMonthText = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
const toYear = (index: number) => Math.floor(index / 12);

// ---------------------------------------------------------------------------------------------
// Career: jobs from the first to the current one, each with its title, dates and resume lines.

type TJob = { title: string; company: string; start: number; end: number | null; lines: string[] };

function countJobs(random: TRandom, level: TExperienceLevel, years: number): number {
  if (level === 'entry') return 1;
  if (level === 'mid') return years >= 5 && random.chance(0.4) ? 3 : 2;
  return years >= 12 ? 4 : 3;
}

/** Splits `months` into `count` stints of at least 9 months, the most recent first. */
function splitMonths(random: TRandom, months: number, count: number): number[] {
  const weights = Array.from({ length: count }, () => 0.6 + random.next() * 0.8);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const parts = weights.map((weight) => Math.max(9, Math.floor((weight / total) * months)));
  parts[0] = Math.max(9, months - parts.slice(1).reduce((sum, part) => sum + part, 0));
  return parts;
}

function pickJobLines(random: TRandom, params: { role: TDemoRole; skills: string[]; isLead: boolean; count: number; used: Set<string> }) {
  const { role, skills, isLead, count, used } = params;
  const available = (lines: readonly string[]) => random.shuffle(lines.filter((line) => !used.has(line) && isLineFor(line, role, skills)));
  const chosen: string[] = [];
  if (isLead && random.chance(0.7)) chosen.push(...available([...role.leadBullets, ...COMMON_LEAD_BULLETS]).slice(0, 1));
  chosen.push(...available(role.bullets).slice(0, count - chosen.length));
  chosen.push(...available(COMMON_BULLETS).slice(0, count - chosen.length));
  for (const line of chosen) used.add(line);
  return chosen.map((line) => fillNumbers(random, line));
}

function buildCareer(random: TRandom, params: { role: TDemoRole; level: TExperienceLevel; skills: string[]; isBetweenJobs: boolean }) {
  const { role, level, skills, isBetweenJobs } = params;
  const [minYears, maxYears] = YEARS_BY_LEVEL[level];
  const years = random.int(Math.max(minYears, role.minYears ?? 0), maxYears);
  const months = years * 12 + random.int(0, 11);
  const lastEnd = isBetweenJobs ? CAREER_END_INDEX - random.int(1, 4) : CAREER_END_INDEX;
  const count = countJobs(random, level, years);
  const top = LEVELS.indexOf(level);
  const companies = random.shuffle(DEMO_COMPANIES);
  const used = new Set<string>();
  const jobs: TJob[] = [];
  let end = lastEnd;
  splitMonths(random, months, count).forEach((length, index) => {
    const jobLevel = LEVELS[Math.max(0, top - Math.floor((index * (top + 1)) / count))]!;
    const lineCount = index === 0 ? random.int(3, 4) : index === 1 ? 3 : 2;
    jobs.push({
      title: random.pick(role.titles[jobLevel]),
      company: companies[index]!,
      start: end - length,
      end: index === 0 && !isBetweenJobs ? null : end,
      lines: pickJobLines(random, { role, skills, isLead: jobLevel !== 'entry', count: lineCount, used }),
    });
    end -= length + random.int(0, 2);
  });
  const first = jobs[jobs.length - 1]!;
  if (level === 'entry' && random.chance(0.5)) {
    const length = random.int(3, 6);
    const lines = pickJobLines(random, { role, skills, isLead: false, count: 2, used });
    jobs.push({ title: INTERNSHIP_TITLE, company: companies[count]!, start: first.start - length - 1, end: first.start - 1, lines });
  }
  return { years, jobs };
}

// ---------------------------------------------------------------------------------------------
// Skills, education, pay

function pickSkills(random: TRandom, role: TDemoRole, level: TExperienceLevel): string[] {
  const extraCount = { entry: random.int(2, 3), mid: random.int(3, 5), senior: random.int(4, 7) }[level];
  const extras = new Set(random.shuffle(role.extraSkills).slice(0, extraCount));
  return [...role.coreSkills, ...role.extraSkills.filter((skill) => extras.has(skill))];
}

type TEducation = TResumeBuilderDataParsed['education'][number];

function buildEducation(random: TRandom, role: TDemoRole, careerStart: number): { entries: TEducation[]; text: string } {
  const graduation = careerStart - random.int(1, 4);
  if (role.coreSkills.some((skill) => BOOTCAMP_ROLE_SKILLS.includes(skill)) && random.chance(0.2)) {
    const institution = random.pick(DEMO_BOOTCAMPS);
    const entry = { institution, degree: 'Certificate', field: BOOTCAMP_FIELD, graduationDate: toMonthText(graduation) };
    return { entries: [entry], text: `Certificate in ${BOOTCAMP_FIELD}, ${institution}` };
  }
  const isResearchRole = role.coreSkills.includes('Machine learning') || role.coreSkills.includes('Statistics');
  const field = random.pick(role.degreeFields);
  const institution = random.pick(DEMO_UNIVERSITIES);
  const bachelor = { institution, degree: "Bachelor's Degree", field, graduationDate: toMonthText(graduation) };
  if (!random.chance(isResearchRole ? 0.5 : 0.15)) return { entries: [bachelor], text: `Bachelor's Degree in ${field}, ${institution}` };
  const masterField = random.pick(role.degreeFields);
  const masterSchool = random.pick(DEMO_UNIVERSITIES);
  const master = { institution: masterSchool, degree: "Master's Degree", field: masterField, graduationDate: toMonthText(graduation) };
  const earlier = { ...bachelor, graduationDate: toMonthText(graduation - 24) };
  return { entries: [master, earlier], text: `Master's Degree in ${masterField}, ${masterSchool}` };
}

/** Dollars a year, from the level's US range scaled for the role and the place; about one in eight leave it blank. */
function pickSalary(random: TRandom, params: { role: TDemoRole; level: TExperienceLevel; placeFactor: number }) {
  if (random.chance(NO_SALARY_SHARE)) return { salaryMin: null, salaryMax: null };
  const [low, high] = BASE_SALARY[params.level];
  const base = (low + random.next() * (high - low)) * params.role.salaryFactor * params.placeFactor;
  const step = base >= 100_000 ? 5000 : 1000;
  const salaryMin = Math.round(base / step) * step;
  const salaryMax = Math.round((salaryMin * (1.12 + random.next() * 0.25)) / step) * step;
  return { salaryMin, salaryMax };
}

// ---------------------------------------------------------------------------------------------
// One developer

type TIdentity = { fullName: string; email: string; username: string; phone: string; city: TDemoCity; isRemote: boolean };

function pickIdentity(random: TRandom, params: { regionIndex: number; isRemote: boolean; usedNames: Set<string> }): TIdentity {
  const { regionIndex, usedNames } = params;
  const region = DEMO_REGIONS[regionIndex]!;
  // Family names repeat only once a region has used them all; full names never repeat.
  const unusedLastNames = region.lastNames.filter((name) => !usedNames.has(name));
  const lastNames = unusedLastNames.length > 0 ? unusedLastNames : region.lastNames;
  let first = random.pick(region.firstNames);
  let last = random.pick(lastNames);
  while (usedNames.has(`${first} ${last}`)) {
    first = random.pick(region.firstNames);
    last = random.pick(lastNames);
  }
  usedNames.add(`${first} ${last}`).add(last);
  const city = random.pick(region.cities);
  return {
    fullName: `${first} ${last}`,
    email: `${toAscii(first)}.${toAscii(last)}@${DEMO_DEVELOPER_EMAIL_DOMAIN}`,
    username: `${toAscii(first)}-${toAscii(last)}`,
    phone: city.phone.replace(/#/g, () => String(random.int(0, 9))),
    city,
    isRemote: params.isRemote,
  };
}

function describeJobs(jobs: readonly TJob[]): string {
  return jobs
    .map((job) => `${job.title}, ${job.company} (${toYear(job.start)}–${job.end === null ? 'present' : toYear(job.end)})`)
    .join('\n');
}

function toResumeData(
  identity: TIdentity,
  params: { summary: string; jobs: TJob[]; education: TEducation[]; skills: string[]; certifications: string[] },
) {
  return ZResumeBuilderDataSchema.parse({
    personalInfo: {
      fullName: identity.fullName,
      email: identity.email,
      phone: identity.phone,
      location: identity.isRemote ? `Remote (${identity.city.location})` : identity.city.location,
      summary: params.summary,
    },
    experience: params.jobs.map((job) => ({
      company: job.company,
      position: job.title,
      startDate: toMonthText(job.start),
      endDate: job.end === null ? '' : toMonthText(job.end),
      current: job.end === null,
      description: job.lines.join('\n'),
    })),
    education: params.education,
    skills: params.skills,
    certifications: params.certifications,
  });
}

type TDeveloperSlot = { role: TDemoRole; regionIndex: number; availability: TAvailability | null; isRemote: boolean };

function createDeveloper(random: TRandom, slot: TDeveloperSlot, usedNames: Set<string>): TDemoDeveloper {
  const { role, availability } = slot;
  const identity = pickIdentity(random, { regionIndex: slot.regionIndex, isRemote: slot.isRemote, usedNames });
  const level = pickWeighted(
    random,
    role.levels.map((value) => [value, LEVEL_WEIGHTS[value]] as const),
  );
  const skills = pickSkills(random, role, level);
  const isBetweenJobs = availability === 'actively_looking' && random.chance(0.35);
  const { years, jobs } = buildCareer(random, { role, level, skills, isBetweenJobs });
  const education = buildEducation(random, role, jobs[jobs.length - 1]!.start);
  const certifications = random.chance(0.35)
    ? random.shuffle(role.certifications.filter((line) => isLineFor(line, role, skills))).slice(0, 1)
    : [];
  const summary = `${role.summary.replace('{years}', yearsText(years)).replace('{skills}', listText(skills.slice(0, 3).map(toPhrase)))} ${random.pick(SUMMARY_CLOSINGS)}`;
  const bio = random.chance(0.5) ? `${random.pick(role.bios)} ${random.pick(BIO_INTERESTS)}` : random.pick(role.bios);
  const placeFactor = identity.isRemote ? (identity.city.salaryFactor + 1) / 2 : identity.city.salaryFactor;
  return {
    email: identity.email,
    username: identity.username,
    fullName: identity.fullName,
    phone: identity.phone,
    location: identity.isRemote ? 'Remote' : identity.city.location,
    profile: {
      jobTitle: jobs[0]!.title,
      bio,
      skills,
      experience: `${yearsText(years)} ${role.experiencePhrase}`,
      education: education.text,
      workExperience: describeJobs(jobs),
      experienceLevel: level,
      availability,
      ...pickSalary(random, { role, level, placeFactor }),
      openToRemote: identity.isRemote,
    },
    updatedDaysAgo: Math.round(random.next() * 45 * 24) / 24,
    createdDaysAgo: random.int(50, 400),
    resume: toResumeData(identity, { summary, jobs, education: education.entries, skills, certifications }),
  };
}

/** `count` values dealt by share (shares of the whole, rounded), the rest `fallback`, shuffled. */
function dealShares<T>(random: TRandom, count: number, shares: readonly (readonly [T, number])[], fallback: T): T[] {
  const dealt = shares.flatMap(([value, share]) => Array<T>(Math.round(share * count)).fill(value)).slice(0, count);
  return random.shuffle([...dealt, ...Array<T>(count - dealt.length).fill(fallback)]);
}

/** Makes OPEN_TO_REMOTE_SHARE of them open to remote work: all who live 'Remote', then others at random. */
function setOpenToRemote(random: TRandom, developers: TDemoDeveloper[]): void {
  const missing =
    Math.round(OPEN_TO_REMOTE_SHARE * developers.length) - developers.filter((developer) => developer.profile.openToRemote).length;
  const others = random.shuffle(developers.filter((developer) => !developer.profile.openToRemote));
  for (const developer of others.slice(0, Math.max(0, missing))) developer.profile.openToRemote = true;
}

/**
 * The demo developers: one per region slot (DEMO_REGIONS counts) and role slot (DEMO_ROLES counts),
 * shuffled together with availabilities and 'Remote' homes dealt by share; the same seed always
 * gives the same people in the same order.
 */
export function generateDemoDevelopers(seed = DEMO_DEVELOPERS_SEED): TDemoDeveloper[] {
  const random = createRandom(seed);
  const regionSlots = random.shuffle(DEMO_REGIONS.flatMap((region, index) => Array<number>(region.count).fill(index)));
  const roleSlots = random.shuffle(DEMO_ROLES.flatMap((role) => Array<TDemoRole>(role.count).fill(role)));
  if (regionSlots.length !== roleSlots.length) throw new Error('demo developers: region and role counts must add up to the same number');
  const availabilities = dealShares(random, roleSlots.length, AVAILABILITY_SHARES, 'open_to_offers');
  const remoteSlots = dealShares(random, roleSlots.length, [[true, REMOTE_LOCATION_SHARE]], false);
  const usedNames = new Set<string>();
  const developers = roleSlots.map((role, index) =>
    createDeveloper(
      random,
      { role, regionIndex: regionSlots[index]!, availability: availabilities[index]!, isRemote: remoteSlots[index]! },
      usedNames,
    ),
  );
  setOpenToRemote(random, developers);
  return developers;
}

// ---------------------------------------------------------------------------------------------
// Into the database

type TBuiltResume = Awaited<ReturnType<typeof buildResume>>;

/** Their Word resumes, made by the resume builder (about 30 ms each). */
export async function buildDemoDeveloperResumes(developers: readonly TDemoDeveloper[]): Promise<TBuiltResume[]> {
  const built: TBuiltResume[] = [];
  for (const developer of developers) built.push(await buildResume(developer.resume));
  return built;
}

/**
 * Inserts the developers, their profiles and their primary resumes in four statements (inside the
 * caller's transaction). recognized_skills stays null: the server indexes resumes at start.
 */
export async function insertDemoDevelopers(
  tx: Executor,
  params: { developers: readonly TDemoDeveloper[]; resumes: readonly TBuiltResume[]; passwordHash: string },
): Promise<void> {
  const { developers, passwordHash } = params;
  const now = Date.now();
  const daysAgo = (days: number) => new Date(now - days * DAY_MS);
  const created = await tx
    .insert(users)
    .values(
      developers.map((developer) => ({
        email: developer.email,
        username: developer.username,
        passwordHash,
        userType: 'developer' as const,
        fullName: developer.fullName,
        phone: developer.phone,
        location: developer.location,
        isDemo: true,
        emailVerifiedAt: daysAgo(developer.createdDaysAgo),
        createdAt: daysAgo(developer.createdDaysAgo),
        updatedAt: daysAgo(developer.updatedDaysAgo),
      })),
    )
    .returning({ id: users.id, email: users.email });
  const userIds = new Map(created.map((row) => [row.email, row.id]));
  const userIdOf = (developer: TDemoDeveloper) => userIds.get(developer.email)!;
  await tx.insert(applicantProfiles).values(
    developers.map((developer) => ({
      userId: userIdOf(developer),
      ...developer.profile,
      ...toSearchColumns(developer.profile, daysAgo(developer.updatedDaysAgo)),
      createdAt: daysAgo(developer.createdDaysAgo),
      updatedAt: daysAgo(developer.updatedDaysAgo),
    })),
  );
  await insertDemoResumes(tx, { developers, resumes: params.resumes, userIdOf });
}

async function insertDemoResumes(
  tx: Executor,
  params: { developers: readonly TDemoDeveloper[]; resumes: readonly TBuiltResume[]; userIdOf: (developer: TDemoDeveloper) => number },
): Promise<void> {
  const { developers, resumes: built, userIdOf } = params;
  const files = await tx
    .insert(storedFiles)
    .values(
      developers.map((developer, index) => ({
        ownerUserId: userIdOf(developer),
        mimeType: built[index]!.mimeType,
        byteSize: built[index]!.docx.length,
        sha256: createHash('sha256').update(built[index]!.docx).digest('hex'),
        data: built[index]!.docx,
      })),
    )
    .returning({ id: storedFiles.id, ownerUserId: storedFiles.ownerUserId });
  const fileIds = new Map(files.map((file) => [file.ownerUserId, file.id]));
  await tx.insert(resumes).values(
    developers.map((developer, index) => ({
      userId: userIdOf(developer),
      fileName: built[index]!.fileName,
      source: 'uploaded' as const,
      fileSize: built[index]!.docx.length,
      content: built[index]!.markdown,
      originalFileId: fileIds.get(userIdOf(developer))!,
      isPrimary: true,
    })),
  );
}
