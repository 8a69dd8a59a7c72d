import { describe, expect, it } from 'vitest';
import { runApplicableCheck } from '#tests/factories/resume-engine/checks.ts';
import { contactDetailsCheck, profileLinksCheck } from './contact.ts';

const titlesOf = (result: { findings: { title: string }[] }) => result.findings.map((finding) => finding.title);

describe('contact-details', () => {
  it('is complete with email, phone and location in the header', () => {
    const result = runApplicableCheck(contactDetailsCheck, '# Ana Lima\n\nLisbon, Portugal | ana@example.com | +351 912 345 678');
    expect(result).toMatchObject({ score: 1, findings: [], strengths: ['Email, phone and location are all in the header'] });
    expect(result.scoreCap).toBeUndefined();
  });

  it('asks for the location and phone that are missing, with their impact', () => {
    const result = runApplicableCheck(contactDetailsCheck, '# Ana Lima\n\nana@example.com');
    expect(result.findings.map((finding) => [finding.title, finding.impact])).toEqual([
      ['Add a phone number', 'medium'],
      ['Add your location', 'medium'],
    ]);
    expect(result.score).toBeCloseTo(0.45);
  });

  it('caps the score of a resume nobody can reply to', () => {
    const unreachable = runApplicableCheck(contactDetailsCheck, '# Ana Lima\n\nLisbon, Portugal');
    expect(unreachable).toMatchObject({ scoreCap: 50, atsScoreCap: 50 });
    expect(titlesOf(unreachable)).toContain('Add an email address');
    expect(unreachable.findings[0]?.impact).toBe('high');
    // A phone but no email: never Strong, whatever the rest (the score scale's 80).
    expect(runApplicableCheck(contactDetailsCheck, '# Ana Lima\n\n+351 912 345 678').scoreCap).toBe(79);
  });
});

describe('profile-links', () => {
  it('praises LinkedIn plus GitHub or a portfolio', () => {
    const result = runApplicableCheck(
      profileLinksCheck,
      '# Ana Lima\n\nana@example.com | linkedin.com/in/analima | github.com/analima | analima.dev',
    );
    expect(result.score).toBe(1);
    expect(result.strengths).toEqual(['The header links to LinkedIn, GitHub and a portfolio']);
  });

  it('asks a developer for GitHub or a portfolio first, then LinkedIn', () => {
    const none = runApplicableCheck(profileLinksCheck, '# Ana Lima\n\nana@example.com');
    expect(none.score).toBe(0);
    expect(none.findings.map((finding) => [finding.title, finding.impact])).toEqual([
      ['Link your GitHub or portfolio', 'medium'],
      ['Add your LinkedIn profile', 'low'],
    ]);
    expect(runApplicableCheck(profileLinksCheck, '# Ana Lima\n\nlinkedin.com/in/analima').score).toBeCloseTo(0.4);
    expect(runApplicableCheck(profileLinksCheck, '# Ana Lima\n\nhttps://github.com/analima').score).toBeCloseTo(0.6);
  });
});
