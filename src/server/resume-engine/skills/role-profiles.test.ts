import { describe, expect, it } from 'vitest';
import { findRoleProfile, getRoleProfiles } from './role-profiles.ts';

describe('findRoleProfile', () => {
  it.each([
    ['Frontend Developer', 'frontend'],
    ['Senior React Developer', 'frontend'],
    ['Vue.js engineer', 'frontend'],
    ['Backend Engineer (Go)', 'backend'],
    ['Senior Python Developer', 'backend'],
    ['Java engineer', 'backend'],
    ['Full-Stack Engineer', 'full-stack'],
    ['Fullstack developer', 'full-stack'],
    ['Data Scientist', 'data-scientist'],
    ['Machine Learning Engineer', 'ml-engineer'],
    ['ML Engineer', 'ml-engineer'],
    ['DevOps Engineer', 'devops-sre'],
    ['Site Reliability Engineer', 'devops-sre'],
    ['SRE', 'devops-sre'],
    ['Kubernetes Administrator', 'devops-sre'],
    ['iOS Developer', 'ios'],
    ['Android Engineer', 'android'],
    ['Mobile Developer', 'mobile'],
    ['Flutter Developer', 'mobile'],
    ['QA Automation Engineer', 'qa'],
    ['SDET', 'qa'],
    ['Application Security Engineer', 'security'],
    ['Data Engineer', 'data-engineer'],
    ['Data Analyst', 'data-analyst'],
    ['Cloud Architect', 'cloud-architect'],
    ['AWS Solutions Architect', 'cloud-architect'],
    ['Embedded Software Engineer', 'embedded'],
    ['Firmware Engineer', 'embedded'],
    ['Game Developer', 'game-dev'],
    ['Unity Developer', 'game-dev'],
    ['Product Manager', 'product-manager'],
    ['Engineering Manager', 'engineering-manager'],
    ['Tech Lead', 'engineering-manager'],
    ['Blockchain Developer', 'blockchain'],
    ['Software Engineer', 'software-engineer'],
  ])('%s → %s', (role, id) => {
    expect(findRoleProfile(role)?.id).toBe(id);
  });

  it('puts the technologies the role names first among the core skills', () => {
    expect(findRoleProfile('Backend Engineer (Go)')?.core.slice(0, 2)).toEqual(['Go', 'SQL']);
    expect(findRoleProfile('Senior React Developer')?.core[0]).toBe('React');
    const profile = findRoleProfile('Frontend Engineer, Next.js and GraphQL');
    expect(profile?.core.slice(0, 2)).toEqual(['GraphQL', 'Next.js']);
    expect(profile?.niceToHave).not.toContain('Next.js');
  });

  it('returns null for text that names no role and no technology', () => {
    expect(findRoleProfile('')).toBeNull();
    expect(findRoleProfile('Marketing')).toBeNull();
    expect(findRoleProfile('Go-to-market lead for retail')).not.toMatchObject({ core: expect.arrayContaining(['Go']) });
  });

  it('has core and nice-to-have skills for every profile', () => {
    for (const profile of getRoleProfiles()) {
      expect(profile.core.length, profile.id).toBeGreaterThanOrEqual(5);
      expect(profile.niceToHave.length, profile.id).toBeGreaterThanOrEqual(5);
    }
  });
});
