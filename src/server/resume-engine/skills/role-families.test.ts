import { describe, expect, it } from 'vitest';
import { classifyRole, findTitleFamily, getFamilyAffinity, inferFamilyFromSkills } from './role-families.ts';
import { toSkillKeys } from './skill-keys.ts';

describe('role families', () => {
  it.each([
    ['Go Developer', 'backend'],
    ['Senior Go Engineer', 'backend'],
    ['Backend Engineer (Python)', 'backend'],
    ['Platform Engineer', 'devops'],
    ['Site Reliability Engineer', 'devops'],
    ['Senior Frontend Engineer', 'frontend'],
    ['Vue.js Developer', 'frontend'],
    ['Full-Stack Developer', 'fullstack'],
    ['iOS Developer', 'ios'],
    ['Android Developer', 'android'],
    ['Flutter Developer', 'mobile'],
    ['Senior Data Engineer', 'data-engineering'],
    ['Data Analyst', 'data-analysis'],
    ['Machine Learning Engineer', 'ml'],
    ['QA Engineer (Mobile)', 'qa'],
    ['Penetration Tester', 'security'],
    ['Junior Firmware Engineer', 'embedded'],
    ['Senior Gameplay Programmer', 'games'],
    ['Engineering Manager', 'management'],
    ['Tech Lead', 'tech-lead'],
  ] as const)('reads "%s" as a %s role', (title, family) => {
    expect(findTitleFamily(title)).toBe(family);
  });

  it('lets the skills decide for a title that names no role', () => {
    expect(findTitleFamily('Software Engineer')).toBeNull();
    expect(classifyRole({ jobTitle: 'Software Engineer', skillKeys: toSkillKeys(['React', 'CSS', 'Redux', 'Jest']) })).toBe('frontend');
    expect(inferFamilyFromSkills(toSkillKeys(['React', 'Vue.js', 'Node.js', 'Express', 'PostgreSQL']))).toBe('fullstack');
    expect(inferFamilyFromSkills(toSkillKeys(['Git', 'SQL']))).toBeNull();
  });

  it('holds a full-stack developer near a backend role, and a manager or another platform far from it', () => {
    expect(getFamilyAffinity('backend', 'backend')).toBe(1);
    expect(getFamilyAffinity('backend', 'fullstack')).toBeGreaterThan(0.5);
    expect(getFamilyAffinity('backend', 'management')).toBe(0);
    expect(getFamilyAffinity('ios', 'android')).toBeLessThan(getFamilyAffinity('ios', 'mobile'));
    expect(getFamilyAffinity('ios', 'qa')).toBe(0);
    expect(getFamilyAffinity('management', 'tech-lead')).toBeGreaterThan(0.5);
  });
});
