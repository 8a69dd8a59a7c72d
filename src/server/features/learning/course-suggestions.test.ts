import { describe, expect, it } from 'vitest';
import { COURSE_LEVELS } from '#shared/schemas/learning.ts';
import { ROLE_FAMILIES, findTitleFamily, type TRoleFamily } from '#server/resume-engine/skills/role-families.ts';
import { findRoleProfile, getRoleProfiles } from '#server/resume-engine/skills/role-profiles.ts';
import { isTaxonomySkillKey, toSkillKey } from '#server/resume-engine/skills/skill-keys.ts';
import { findSkillByName } from '#server/resume-engine/skills/taxonomy.ts';
import { COURSE_CATALOGUE } from './course-catalogue.ts';
import {
  chooseCourse,
  describeReason,
  findCoursesFor,
  rankSkillGaps,
  suggestCoursesForGaps,
  toCourseLevel,
  type TSkillGapInput,
} from './course-suggestions.ts';

/** A title a developer of each family would give as their target role. */
const FAMILY_TITLES: Record<TRoleFamily, string> = {
  backend: 'Backend Developer',
  frontend: 'Frontend Developer',
  fullstack: 'Full-Stack Developer',
  ios: 'iOS Developer',
  android: 'Android Developer',
  mobile: 'Mobile Developer',
  devops: 'Site Reliability Engineer',
  security: 'Security Engineer',
  qa: 'QA Engineer',
  'data-engineering': 'Data Engineer',
  'data-analysis': 'Data Analyst',
  'data-science': 'Data Scientist',
  ml: 'Machine Learning Engineer',
  embedded: 'Embedded Software Engineer',
  games: 'Game Developer',
  'tech-lead': 'Tech Lead',
  management: 'Engineering Manager',
  design: 'Product Designer',
  product: 'Product Manager',
};

describe('the course catalogue', () => {
  it('has a course for every core skill of every role family', () => {
    for (const family of ROLE_FAMILIES) {
      const title = FAMILY_TITLES[family];
      expect(findTitleFamily(title), title).toBe(family);
      const profile = findRoleProfile(title);
      expect(profile, `${family}: ${title} has a role profile`).not.toBeNull();
      const uncovered = profile!.core.filter((skill) => findCoursesFor(toSkillKey(skill)).length === 0);
      expect(uncovered, `${family} (${title})`).toEqual([]);
    }
  });

  it('has a course for every core skill of every role profile, and for the languages a title may name', () => {
    const core = getRoleProfiles().flatMap((profile) => profile.core);
    const titleLanguages = ['Go', 'Rust', 'Ruby', 'PHP', 'Scala', 'Kotlin', 'C#', 'Java', 'Python', 'TypeScript', 'Swift', 'Dart'];
    expect([...core, ...titleLanguages].filter((skill) => findCoursesFor(toSkillKey(skill)).length === 0)).toEqual([]);
  });

  it('names only skills of the taxonomy, under their canonical names', () => {
    for (const course of COURSE_CATALOGUE)
      for (const skill of course.skills) {
        expect(isTaxonomySkillKey(toSkillKey(skill)), `${course.title}: ${skill}`).toBe(true);
        expect(findSkillByName(skill)?.name, `${course.title}: ${skill}`).toBe(skill);
      }
  });

  it('lists each course once, with an https address and a known level', () => {
    const urls = COURSE_CATALOGUE.map((course) => course.url);
    expect(urls.filter((url, index) => urls.indexOf(url) !== index)).toEqual([]);
    for (const course of COURSE_CATALOGUE) {
      expect(course.url, course.title).toMatch(/^https:\/\/[^\s]+$/);
      expect(COURSE_LEVELS).toContain(course.level);
      expect(course.skills.length, course.title).toBeGreaterThan(0);
    }
  });
});

describe('the course level', () => {
  it('follows the developer level, and starts at the beginning when it is unknown', () => {
    expect(toCourseLevel('entry')).toBe('beginner');
    expect(toCourseLevel('mid')).toBe('intermediate');
    expect(toCourseLevel('senior')).toBe('advanced');
    expect(toCourseLevel(null)).toBe('beginner');
  });

  it('picks the course at the level, else the nearest, the lower of two as near', () => {
    const go = toSkillKey('Go');
    expect(chooseCourse(go, 'beginner')?.title).toBe('A Tour of Go');
    expect(chooseCourse(go, 'intermediate')?.title).toBe('Learn Go with Tests');
    expect(chooseCourse(go, 'advanced')?.title).toBe('Effective Go');
    // Rust has no advanced course: the intermediate one is nearest.
    expect(chooseCourse(toSkillKey('Rust'), 'advanced')?.level).toBe('intermediate');
    // Figma has only a beginner course.
    expect(chooseCourse(toSkillKey('Figma'), 'advanced')?.title).toBe('Figma Learn');
    // Kubernetes for a mid-level developer: the intermediate course, not the hard way.
    expect(chooseCourse(toSkillKey('Kubernetes'), 'intermediate')?.level).toBe('intermediate');
    expect(chooseCourse(toSkillKey('Kubernetes'), 'advanced')?.title).toBe('Kubernetes The Hard Way');
  });

  it('gives every core skill of every role a course at every level', () => {
    for (const profile of getRoleProfiles())
      for (const skill of profile.core)
        for (const level of COURSE_LEVELS) expect(chooseCourse(toSkillKey(skill), level), `${skill} ${level}`).not.toBeNull();
  });

  it('prefers a course not suggested yet among those of the same level', () => {
    const sql = toSkillKey('SQL');
    const first = chooseCourse(sql, 'beginner')!;
    const second = chooseCourse(sql, 'beginner', new Set([first.url]))!;
    expect(second.level).toBe('beginner');
    expect(second.url).not.toBe(first.url);
  });
});

describe('the reason', () => {
  it('says what asks for the skill and what the developer shows of it', () => {
    expect(describeReason('Go', 'role-core', 'not-shown')).toBe('Your target role asks for Go; you have not shown it.');
    expect(describeReason('Rust', 'role-core', 'learning')).toBe('Your target role asks for Rust; you say you are learning it.');
    expect(describeReason('Django', 'job-ad', 'not-held')).toBe(
      'The job ad you analysed your resume against asks for Django; you say you do not use it.',
    );
    expect(describeReason('Redis', 'role-extra', 'not-shown')).toBe('Your target role often also asks for Redis; you have not shown it.');
  });
});

const keys = (...skills: string[]) => new Set(skills.map(toSkillKey));

function gapsFor(targetRole: string, overrides: Partial<TSkillGapInput> = {}) {
  return rankSkillGaps({
    role: findRoleProfile(targetRole)!,
    jobAdMissing: [],
    held: new Set(),
    learning: new Set(),
    notHeld: new Set(),
    ...overrides,
  });
}

describe('the ranking', () => {
  it("puts the role's core skills first, in the role's order, then the job ad's, then the role's extras", () => {
    const gaps = gapsFor('Go Developer', { held: keys('SQL', 'Git', 'Linux'), jobAdMissing: ['Go', 'Apache Kafka'] });
    expect(gaps.map((gap) => gap.skill).slice(0, 6)).toEqual(['Go', 'REST', 'PostgreSQL', 'Docker', 'Microservices', 'Apache Kafka']);
    expect(gaps.slice(0, 6).map((gap) => gap.source)).toEqual(['role-core', 'role-core', 'role-core', 'role-core', 'role-core', 'job-ad']);
    expect(gaps.at(-1)?.source).toBe('role-extra');
  });

  it('leaves out what the developer shows, and says which skills they are learning or do not use', () => {
    const gaps = gapsFor('Go Developer', {
      held: keys('SQL', 'REST', 'PostgreSQL', 'Git', 'Microservices', 'Linux'),
      learning: keys('Go'),
      notHeld: keys('Docker'),
    });
    expect(gaps.slice(0, 2)).toEqual([
      { key: 'go', skill: 'Go', source: 'role-core', state: 'learning' },
      { key: 'docker', skill: 'Docker', source: 'role-core', state: 'not-held' },
    ]);
    expect(gaps.map((gap) => gap.key)).not.toContain('sql');
  });
});

describe('the suggestions', () => {
  it('give one course per skill at the level, each with its reason, at most six', () => {
    const suggestions = suggestCoursesForGaps(gapsFor('Go Developer', { learning: keys('Go') }), 'beginner');
    expect(suggestions).toHaveLength(6);
    expect(suggestions[0]).toMatchObject({
      skill: 'Go',
      reason: 'Your target role asks for Go; you say you are learning it.',
      course: { title: 'A Tour of Go', level: 'beginner' },
    });
    expect(suggestions[1]!.reason).toBe('Your target role asks for SQL; you have not shown it.');
    expect(new Set(suggestions.map((suggestion) => suggestion.course.url)).size).toBe(6);
  });

  it('name a course once: a skill whose only course is already suggested joins that suggestion', () => {
    const gaps = gapsFor('Data Engineer', { held: keys('Python', 'SQL', 'Apache Spark', 'Apache Airflow', 'Apache Kafka') });
    const suggestions = suggestCoursesForGaps(gaps, 'intermediate');
    const zoomcamp = suggestions.filter((suggestion) => suggestion.course.title === 'Data Engineering Zoomcamp');
    expect(zoomcamp).toHaveLength(1);
    expect(zoomcamp[0]!.skill).toBe('ETL');
    expect(zoomcamp[0]!.alsoCovers).toEqual(['Data pipelines']);
  });

  it('are empty when the developer shows every skill', () => {
    const role = findRoleProfile('Product Designer')!;
    expect(suggestCoursesForGaps(gapsFor('Product Designer', { held: keys(...role.core, ...role.niceToHave) }), 'advanced')).toEqual([]);
  });
});
