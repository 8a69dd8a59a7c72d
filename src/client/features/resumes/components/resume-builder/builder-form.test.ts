import { describe, expect, it } from 'vitest';
import {
  addTag,
  checkBuilderForm,
  createEducationEntry,
  createEmptyForm,
  createExperienceEntry,
  findStepErrors,
  parseDraft,
  toPreviewMarkdown,
  toResumeData,
  type TBuilderForm,
} from './builder-form.ts';

function filledForm(): TBuilderForm {
  const form = createEmptyForm({ fullName: 'Dana Developer', email: 'dana@example.com' });
  form.personalInfo.phone = '(512) 555-0142';
  form.personalInfo.location = 'Austin, TX';
  return form;
}

describe('addTag', () => {
  it('adds the trimmed entry', () => {
    expect(addTag(['React'], '  TypeScript ')).toEqual({ status: 'added', list: ['React', 'TypeScript'] });
  });

  it('ignores empty entries', () => {
    expect(addTag(['React'], '   ')).toEqual({ status: 'empty', list: ['React'] });
  });

  it('rejects duplicates in any letter case', () => {
    expect(addTag(['React'], 'react ')).toEqual({ status: 'duplicate', list: ['React'] });
  });
});

describe('toResumeData', () => {
  it('leaves out untouched entries and entry ids, and sends no end date for a current position', () => {
    const form = filledForm();
    form.experience = [
      { ...createExperienceEntry(), company: 'Acme', position: 'Engineer', startDate: '2021-03', endDate: '2022-01', current: true },
      { ...createExperienceEntry(), current: true },
    ];
    form.education = [createEducationEntry(), { ...createEducationEntry(), institution: 'MIT', degree: "Master's Degree", gpa: ' ' }];
    expect(toResumeData(form)).toEqual({
      personalInfo: { fullName: 'Dana Developer', email: 'dana@example.com', phone: '(512) 555-0142', location: 'Austin, TX', summary: '' },
      experience: [{ company: 'Acme', position: 'Engineer', startDate: '2021-03', endDate: '', current: true, description: '' }],
      education: [{ institution: 'MIT', degree: "Master's Degree", field: '', graduationDate: '' }],
      skills: [],
      certifications: [],
      template: 'classic',
    });
  });

  it('keeps a given GPA', () => {
    const form = filledForm();
    form.education[0] = { ...form.education[0]!, institution: 'MIT', gpa: '3.9' };
    expect(toResumeData(form).education?.[0]).toMatchObject({ institution: 'MIT', gpa: '3.9' });
  });
});

describe('checkBuilderForm', () => {
  it('accepts the four required personal fields alone: starred entry fields are not enforced', () => {
    const form = filledForm();
    form.experience[0] = { ...form.experience[0]!, description: 'Built things' };
    expect(checkBuilderForm(form)).toEqual({ status: 'valid' });
  });

  it('names every missing required personal field', () => {
    const form = createEmptyForm({ fullName: '  ' });
    form.personalInfo.phone = '555';
    expect(checkBuilderForm(form)).toEqual({
      status: 'missing',
      errors: {
        'personalInfo.fullName': 'This field is required',
        'personalInfo.email': 'This field is required',
        'personalInfo.location': 'This field is required',
      },
    });
  });

  it("reports the shared schema's other problems at the form's own entry and step", () => {
    const form = filledForm();
    form.personalInfo.email = 'not-an-email';
    form.experience = [createExperienceEntry(), { ...createExperienceEntry(), company: 'x'.repeat(151) }];
    const check = checkBuilderForm(form);
    expect(check).toMatchObject({
      status: 'invalid',
      firstStep: 0,
      firstMessage: 'Please enter a valid email address',
      errors: { 'personalInfo.email': 'Please enter a valid email address', 'experience.1.company': 'At most 150 characters' },
    });
  });
});

describe('toPreviewMarkdown', () => {
  it('writes the markdown the server would store, with a placeholder name until one is typed', () => {
    const form = filledForm();
    form.personalInfo.fullName = ' ';
    form.skills = ['TypeScript', 'Go'];
    expect(toPreviewMarkdown(form)).toBe('# Your Name\n\ndana@example.com · (512) 555-0142 · Austin, TX\n\n## Skills\n\nTypeScript, Go');
  });
});

describe('findStepErrors', () => {
  it("names only the step's own mistakes, required fields first", () => {
    const form = createEmptyForm({ fullName: 'Dana Developer', email: 'dana@' });
    form.experience = [{ ...createExperienceEntry(), company: 'x'.repeat(151) }];
    expect(findStepErrors(form, 0)).toEqual({
      'personalInfo.phone': 'This field is required',
      'personalInfo.location': 'This field is required',
      'personalInfo.email': 'Please enter a valid email address',
    });
    expect(findStepErrors(form, 1)).toEqual({ 'experience.0.company': 'At most 150 characters' });
    expect(findStepErrors(form, 2)).toEqual({});
  });
});

describe('createEmptyForm', () => {
  it('starts from everything the profile knows, its skills as tags without duplicates', () => {
    const form = createEmptyForm({
      fullName: 'Dana Developer',
      email: 'dana@example.com',
      phone: '(512) 555-0142',
      location: 'Austin, TX',
      summary: 'Backend engineer.',
      skills: ['TypeScript', ' ', 'typescript', 'Go'],
    });
    expect(form.personalInfo).toEqual({
      fullName: 'Dana Developer',
      email: 'dana@example.com',
      phone: '(512) 555-0142',
      location: 'Austin, TX',
      summary: 'Backend engineer.',
    });
    expect(form.skills).toEqual(['TypeScript', 'Go']);
  });

  it('leaves what the profile does not know empty', () => {
    expect(createEmptyForm({ phone: null, location: null }).personalInfo).toEqual({
      fullName: '',
      email: '',
      phone: '',
      location: '',
      summary: '',
    });
  });
});

describe('parseDraft', () => {
  it('restores a saved draft with fresh entry ids', () => {
    const form = filledForm();
    form.skills = ['React'];
    const draft = parseDraft(JSON.stringify({ step: 2, form }));
    expect(draft?.step).toBe(2);
    expect(draft?.form.personalInfo).toEqual(form.personalInfo);
    expect(draft?.form.skills).toEqual(['React']);
    expect(draft?.form.experience).toHaveLength(1);
    expect(draft?.form.experience[0]?.id).toEqual(expect.any(String));
  });

  it('survives missing, broken or hand-edited values', () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('{not json')).toBeNull();
    const draft = parseDraft(
      JSON.stringify({
        step: 9,
        form: { personalInfo: { fullName: 42 }, experience: 'x', education: [{ degree: 'PhD', gpa: 4 }], skills: ['Go', 3, ' '] },
      }),
    );
    expect(draft).toMatchObject({
      step: 0,
      form: {
        personalInfo: { fullName: '', email: '', phone: '', location: '', summary: '' },
        experience: [],
        education: [{ institution: '', degree: '', field: '', graduationDate: '', gpa: '' }],
        skills: ['Go'],
        certifications: [],
      },
    });
  });
});
