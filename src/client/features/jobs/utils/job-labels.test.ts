import { describe, expect, it } from 'vitest';
import { formatCompanySize, formatJobPlace, formatJobSalary } from './job-labels.ts';

describe('formatJobSalary', () => {
  it('writes both ends, one end, or nothing', () => {
    expect(formatJobSalary({ salaryMin: 80_000, salaryMax: 120_000, salaryCurrency: 'USD' })).toBe('$80K – $120K');
    expect(formatJobSalary({ salaryMin: 80_000, salaryMax: null, salaryCurrency: 'USD' })).toBe('$80K+');
    expect(formatJobSalary({ salaryMin: null, salaryMax: 120_000, salaryCurrency: 'USD' })).toBe('Up to $120K');
    expect(formatJobSalary({ salaryMin: null, salaryMax: null, salaryCurrency: 'USD' })).toBeNull();
  });

  it('writes one amount when both ends agree', () => {
    expect(formatJobSalary({ salaryMin: 100_000, salaryMax: 100_000, salaryCurrency: 'USD' })).toBe('$100K');
  });

  it("uses the job's currency", () => {
    expect(formatJobSalary({ salaryMin: 95_500, salaryMax: null, salaryCurrency: 'EUR' })).toBe('€95.5K+');
    expect(formatJobSalary({ salaryMin: 8_000_000, salaryMax: null, salaryCurrency: 'JPY' })).toBe('¥8M+');
    expect(formatJobSalary({ salaryMin: 60_000, salaryMax: 70_000, salaryCurrency: 'SEK' })).toBe('SEK 60K – SEK 70K');
  });
});

describe('formatJobPlace', () => {
  it('names the place and the workplace, or the workplace alone', () => {
    expect(formatJobPlace({ location: 'Lisbon, Portugal', workplaceType: 'hybrid' })).toBe('Lisbon, Portugal · Hybrid');
    expect(formatJobPlace({ location: null, workplaceType: 'remote' })).toBe('Remote');
  });

  it('does not repeat a location that names the workplace', () => {
    expect(formatJobPlace({ location: 'remote', workplaceType: 'remote' })).toBe('Remote');
  });
});

describe('formatCompanySize', () => {
  it('counts employees', () => {
    expect(formatCompanySize('11-50')).toBe('11-50 employees');
  });
});
