import { describe, expect, it } from 'vitest';
import { buildContactLetter, buildContactSubject } from './contact-letter.ts';

describe('contact dialog prefill', () => {
  it("names the employer in the subject, or 'Our Company'", () => {
    expect(buildContactSubject('Acme Labs')).toBe('Job Opportunity at Acme Labs');
    expect(buildContactSubject('  ')).toBe('Job Opportunity at Our Company');
    expect(buildContactSubject(null)).toBe('Job Opportunity at Our Company');
  });

  it('greets the candidate by first name, names the role and skills, and signs with the employer name', () => {
    const letter = buildContactLetter({
      candidate: { fullName: 'Dana Developer', jobTitle: 'Backend Engineer', skills: ['Go', 'PostgreSQL', 'Kubernetes', 'Rust'] },
      employerName: 'Acme Labs',
    });
    expect(letter.startsWith('Hi Dana,\n\n')).toBe(true);
    expect(letter).toContain('your profile as a Backend Engineer');
    expect(letter).toContain('your experience with Go, PostgreSQL and Kubernetes.');
    expect(letter).not.toContain('Rust');
    expect(letter).toContain('We have an opportunity at Acme Labs');
    expect(letter.endsWith('Best regards,\nAcme Labs')).toBe(true);
  });

  it("falls back to 'our company' and 'Hiring Manager' without an employer name", () => {
    const letter = buildContactLetter({ candidate: { fullName: 'Sam', skills: [] }, employerName: undefined });
    expect(letter).toContain('We have an opportunity at our company');
    expect(letter).toContain('I came across your profile on DevMatch and was impressed by your background.');
    expect(letter.endsWith('Best regards,\nHiring Manager')).toBe(true);
  });

  it("names the employer's company once they have one, and signs with the employer and the company", () => {
    expect(buildContactSubject('Demo Employer (Northwind Labs)', 'Northwind Labs')).toBe('Job Opportunity at Northwind Labs');
    const letter = buildContactLetter({ candidate: { fullName: 'Sam' }, employerName: 'Erin Employer', companyName: 'Northwind Labs' });
    expect(letter).toContain('We have an opportunity at Northwind Labs');
    expect(letter.endsWith('Best regards,\nErin Employer\nNorthwind Labs')).toBe(true);
  });

  it('joins two skills with and', () => {
    const letter = buildContactLetter({ candidate: { fullName: 'Sam Lee', skills: ['Go', 'Rust'] }, employerName: 'X' });
    expect(letter).toContain('your experience with Go and Rust.');
  });
});
