import { describe, expect, it } from 'vitest';
import { JOB_DESCRIPTION_MAX_CHARS, TARGET_ROLE_MAX_CHARS } from '#shared/schemas/resume-ai.ts';
import { getJobAdText, getJobTargetRole } from './job-ad-text.ts';

describe('getJobAdText', () => {
  it('puts the skills after the description', () => {
    expect(
      getJobAdText({ description: 'Build payments in Go.', requiredSkills: ['Go', 'PostgreSQL'], niceToHaveSkills: ['Kubernetes'] }),
    ).toBe('Build payments in Go.\n\nRequired skills: Go, PostgreSQL\nNice-to-have skills: Kubernetes');
  });

  it('leaves out what the job does not have', () => {
    expect(getJobAdText({ description: '', requiredSkills: ['Go'], niceToHaveSkills: [] })).toBe('Required skills: Go');
    expect(getJobAdText({ description: ' Just text. ', requiredSkills: [], niceToHaveSkills: [] })).toBe('Just text.');
  });

  it('shortens a long description so the whole text fits the analysis, skills included', () => {
    const text = getJobAdText({ description: 'x'.repeat(JOB_DESCRIPTION_MAX_CHARS), requiredSkills: ['Go'], niceToHaveSkills: [] });
    expect(text).toHaveLength(JOB_DESCRIPTION_MAX_CHARS);
    expect(text.endsWith('\n\nRequired skills: Go')).toBe(true);
  });

  it('never cuts an emoji in half', () => {
    const skillLine = 'Required skills: Go';
    const room = JOB_DESCRIPTION_MAX_CHARS - skillLine.length - 2;
    const text = getJobAdText({ description: `${'x'.repeat(room - 1)}😀`, requiredSkills: ['Go'], niceToHaveSkills: [] });
    expect(text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});

describe('getJobTargetRole', () => {
  it('fits a long title into a target role', () => {
    expect(getJobTargetRole({ title: 'Senior Go Engineer' })).toBe('Senior Go Engineer');
    expect(getJobTargetRole({ title: 'a'.repeat(120) })).toHaveLength(TARGET_ROLE_MAX_CHARS);
  });
});
