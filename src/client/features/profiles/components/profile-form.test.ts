import { describe, expect, it } from 'vitest';
import type { TApplicantProfileResponse } from '#shared/schemas/profiles.ts';
import {
  isEmailChanged,
  NOT_SPECIFIED,
  parseLinks,
  parseSkills,
  toFormValues,
  toRequests,
  validateProfileRequests,
} from './profile-form.ts';

const loaded: TApplicantProfileResponse = {
  profile: {
    id: 7,
    userId: 3,
    fullName: 'Dana Developer',
    jobTitle: null,
    bio: 'Builds APIs',
    skills: ['Go', 'SQL'],
    links: [],
    experience: null,
    education: null,
    workExperience: null,
    availability: null,
    experienceLevel: 'mid',
    salaryMin: 50_000,
    salaryMax: null,
    isVisibleToEmployers: true,
    openToRemote: false,
    openToRelocation: false,
    profileCompletion: 40,
    updatedAt: '2025-01-01T00:00:00.000Z',
  },
  user: {
    id: 3,
    email: 'dana@example.com',
    username: 'dana',
    fullName: 'Dana Developer',
    userType: 'developer',
    phone: null,
    location: 'Lisbon, Portugal',
    profilePicture: null,
    emailVerified: true,
    pendingEmail: null,
    createdAt: '2025-01-01T00:00:00.000Z',
  },
};

describe('parseSkills', () => {
  it('splits on commas, trims and drops empty entries', () => {
    expect(parseSkills(' Go, , PostgreSQL ,Kubernetes,')).toEqual(['Go', 'PostgreSQL', 'Kubernetes']);
    expect(parseSkills('   ')).toEqual([]);
  });
});

describe('parseLinks', () => {
  it('takes a link per line, trimmed, empty lines dropped, https:// added to a bare address', () => {
    expect(parseLinks(' github.com/dana \n\nhttps://dana.dev\nhttp://old.example.org ')).toEqual([
      'https://github.com/dana',
      'https://dana.dev',
      'http://old.example.org',
    ]);
    expect(parseLinks('\n  \n')).toEqual([]);
  });

  it('leaves another scheme as written, for the schema to refuse beside the field', () => {
    const { profile } = toRequests({ ...toFormValues(loaded), links: 'javascript:alert(1)' }, loaded.user.email);
    expect(profile.links).toEqual(['javascript:alert(1)']);
    expect(validateProfileRequests({ account: {}, profile })).toEqual({
      links: 'Each link must be a web address starting with https:// or http://',
    });
  });
});

describe('profile form values', () => {
  it('load from the profile answer: nulls become empty fields, skills a comma list', () => {
    const values = toFormValues(loaded);
    expect(values).toMatchObject({
      fullName: 'Dana Developer',
      email: 'dana@example.com',
      phone: '',
      jobTitle: '',
      skills: 'Go, SQL',
      availability: NOT_SPECIFIED,
      experienceLevel: 'mid',
      salaryMin: '50000',
      salaryMax: '',
      isVisibleToEmployers: true,
      openToRemote: false,
      openToRelocation: false,
    });
  });

  it('split into the account body and the profile body (both with the name), with empty choices and salaries as null', () => {
    const { account, profile } = toRequests(
      { ...toFormValues(loaded), skills: 'Go, Rust,', salaryMax: '90000', isVisibleToEmployers: false, openToRemote: true },
      loaded.user.email,
    );
    expect(account).toEqual({ fullName: 'Dana Developer', email: 'dana@example.com', phone: '', location: 'Lisbon, Portugal' });
    expect(profile).toMatchObject({
      fullName: 'Dana Developer',
      skills: ['Go', 'Rust'],
      availability: null,
      experienceLevel: 'mid',
      salaryMin: 50_000,
      salaryMax: 90_000,
      isVisibleToEmployers: false,
      openToRemote: true,
    });
  });

  it('are checked with the server schemas, each problem beside its field', () => {
    const requests = toRequests({ ...toFormValues(loaded), email: 'not-an-email', fullName: ' ', salaryMax: '1000' }, loaded.user.email);
    expect(validateProfileRequests(requests)).toEqual({
      email: 'Please enter a valid email address',
      fullName: 'Full name is required',
      salaryMin: 'Minimum salary cannot be higher than maximum salary',
    });
    expect(validateProfileRequests(toRequests(toFormValues(loaded), loaded.user.email))).toEqual({});
  });

  it('send the current password only with a changed e-mail (compared as the server stores it)', () => {
    const values = { ...toFormValues(loaded), currentPassword: 'my-password' };
    expect(isEmailChanged(' Dana@Example.com ', 'dana@example.com')).toBe(false);
    expect(toRequests({ ...values, email: ' Dana@Example.com ' }, loaded.user.email).account).not.toHaveProperty('currentPassword');
    expect(isEmailChanged('dana.new@example.com', 'dana@example.com')).toBe(true);
    expect(toRequests({ ...values, email: 'dana.new@example.com' }, loaded.user.email).account).toEqual({
      fullName: 'Dana Developer',
      email: 'dana.new@example.com',
      phone: '',
      location: 'Lisbon, Portugal',
      currentPassword: 'my-password',
    });
  });
});
