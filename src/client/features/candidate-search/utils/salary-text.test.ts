import { describe, expect, it } from 'vitest';
import { formatSalaryText, formatSalaryThousands } from './salary-text.ts';

describe('formatSalaryThousands (result cards)', () => {
  it("shows a range in thousands as '$Nk - $Nk'", () => {
    expect(formatSalaryThousands({ salaryMin: 80_000, salaryMax: 120_000 })).toBe('$80k - $120k');
    expect(formatSalaryThousands({ salaryMin: 92_500, salaryMax: 1_000_000 })).toBe('$93k - $1000k');
    expect(formatSalaryThousands({ salaryMin: 0, salaryMax: 300_000 })).toBe('$0k - $300k');
  });

  it('handles one-sided and missing ranges', () => {
    expect(formatSalaryThousands({ salaryMin: 80_000, salaryMax: null })).toBe('$80k+');
    expect(formatSalaryThousands({ salaryMin: null, salaryMax: 120_000 })).toBe('Up to $120k');
    expect(formatSalaryThousands({ salaryMin: null, salaryMax: null })).toBe('Salary not specified');
  });
});

describe('formatSalaryText', () => {
  it("reads 'min - max' with thousand separators", () => {
    expect(formatSalaryText({ salaryMin: 80_000, salaryMax: 120_000 })).toBe('$80,000 - $120,000');
    expect(formatSalaryText({ salaryMin: 0, salaryMax: 1_250_000 })).toBe('$0 - $1,250,000');
  });

  it("reads 'min+', 'Up to max' and 'Salary not specified'", () => {
    expect(formatSalaryText({ salaryMin: 95_000, salaryMax: null })).toBe('$95,000+');
    expect(formatSalaryText({ salaryMin: null, salaryMax: 150_000 })).toBe('Up to $150,000');
    expect(formatSalaryText({ salaryMin: null, salaryMax: null })).toBe('Salary not specified');
  });
});
