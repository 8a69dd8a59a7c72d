import { describe, expect, it } from 'vitest';
import { detectLocationCountry, detectPhoneCountry, formatPhoneNumber } from './phone-format.ts';

describe('formatPhoneNumber: one row of the phone format table per country', () => {
  it.each([
    ['US', '5125550142', 'Austin, TX', '(512) 555-0142'],
    ['US with prefix', '+1 512 555 0142', undefined, '+1 (512) 555-0142'],
    ['US with a bare 1', '1-800-555-0199', 'USA', '+1 (800) 555-0199'],
    ['CA', '416.555.0123', 'Toronto, Canada', '(416) 555-0123'],
    ['GB national', '02079460958', 'London, UK', '020 7946 0958'],
    ['GB international', '+44 20 7946 0958', undefined, '+44 20 7946 0958'],
    ['GB with (0)', '+44 (0)20 7946 0958', undefined, '+44 20 7946 0958'],
    ['GB four-digit area', '0121 496 0000', 'Birmingham, United Kingdom', '0121 496 0000'],
    ['DE', '+49 30 12345678', undefined, '+49 30 12345678'],
    ['DE national, regrouped', '03012345678', 'Berlin, Germany', '030 12345678'],
    ['DE user grouping kept', '089 1234567', 'München, Deutschland', '089 1234567'],
    ['FR', '+33123456789', undefined, '+33 1 23 45 67 89'],
    ['FR national', '01.23.45.67.89', 'Paris, France', '01 23 45 67 89'],
    ['AU', '+61 2 9374 4000', undefined, '+61 2 9374 4000'],
    ['AU national with parentheses', '(02) 9374-4000', 'Sydney, Australia', '02 9374 4000'],
    ['IN', '01123456789', 'New Delhi, India', '011 2345 6789'],
    ['IN mobile, regrouped', '+91 98765 43210', undefined, '+91 987 654 3210'],
    ['JP', '0312345678', 'Tokyo, Japan', '03-1234-5678'],
    ['JP mobile', '+81 90 1234 5678', undefined, '+81 90-1234-5678'],
    ['BR', '11912345678', 'São Paulo, Brazil', '(11) 91234-5678'],
    ['BR landline', '+55 11 3123 4567', undefined, '+55 (11) 3123-4567'],
    ['MX', '5512345678', 'Mexico City, Mexico', '55 1234 5678'],
    ['MX three-digit area', '+52 656 123 4567', undefined, '+52 656 123 4567'],
  ])('%s: %s → %s', (_row, phone, location, expected) => {
    expect(formatPhoneNumber(phone, location)).toBe(expected);
  });

  it('accepts dash, dot and space separators alike', () => {
    for (const phone of ['512-555-0142', '512.555.0142', '512 555 0142', '(512) 555-0142', ' 512 . 555 - 0142 ']) {
      expect(formatPhoneNumber(phone)).toBe('(512) 555-0142');
    }
  });

  it('uses the US format when neither prefix nor location names a country', () => {
    expect(formatPhoneNumber('5125550142')).toBe('(512) 555-0142');
    expect(formatPhoneNumber('5125550142', 'Lisbon, Portugal')).toBe('(512) 555-0142');
  });

  it('lets the calling code win over the location', () => {
    expect(formatPhoneNumber('+44 20 7946 0958', 'Austin, USA')).toBe('+44 20 7946 0958');
    expect(formatPhoneNumber('+33 1 23 45 67 89', 'Berlin, Germany')).toBe('+33 1 23 45 67 89');
  });

  it('returns input that fits no pattern unchanged, only trimmed', () => {
    expect(formatPhoneNumber('  555-0142  ')).toBe('555-0142');
    expect(formatPhoneNumber('512-555-0142 ext. 12')).toBe('512-555-0142 ext. 12');
    expect(formatPhoneNumber('+351 912 345 678')).toBe('+351 912 345 678');
    expect(formatPhoneNumber('call me maybe')).toBe('call me maybe');
    expect(formatPhoneNumber('5125550142', 'Paris, France')).toBe('5125550142');
    expect(formatPhoneNumber('')).toBe('');
    expect(formatPhoneNumber('+')).toBe('+');
    expect(formatPhoneNumber('51+25550142')).toBe('51+25550142');
  });
});

describe('detectPhoneCountry', () => {
  it.each([
    ['+1 512 555 0142', 'US'],
    ['+44 20 7946 0958', 'GB'],
    ['+49 30 12345678', 'DE'],
    ['+33 1 23 45 67 89', 'FR'],
    ['+61 2 9374 4000', 'AU'],
    ['+91 98765 43210', 'IN'],
    ['+81 3 1234 5678', 'JP'],
    ['+55 11 91234 5678', 'BR'],
    ['+52 55 1234 5678', 'MX'],
  ] as const)('reads the calling code of %s as %s', (phone, country) => {
    expect(detectPhoneCountry(phone)).toBe(country);
    expect(detectPhoneCountry(phone, 'Lisbon, Portugal')).toBe(country);
  });

  it('tells Canada from the US by the location when the code is +1', () => {
    expect(detectPhoneCountry('+1 416 555 0123', 'Toronto, ON, Canada')).toBe('CA');
    expect(detectPhoneCountry('+1 416 555 0123', 'Seattle, WA')).toBe('US');
  });

  it('falls back to the location, then to the US', () => {
    expect(detectPhoneCountry('030 12345678', 'Berlin, Germany')).toBe('DE');
    expect(detectPhoneCountry('5125550142')).toBe('US');
    expect(detectPhoneCountry('5125550142', 'Remote')).toBe('US');
  });

  it('knows no country for a calling code outside the table', () => {
    expect(detectPhoneCountry('+351 912 345 678', 'Lisbon, Portugal')).toBeNull();
  });
});

describe('detectLocationCountry', () => {
  it.each([
    ['United States', 'US'],
    ['Austin, TX, USA', 'US'],
    ['Boston, U.S.A.', 'US'],
    ['Santa Fe, New Mexico', 'US'],
    ['Canada', 'CA'],
    ['London, Ontario', 'CA'],
    ['United Kingdom', 'GB'],
    ['Manchester, UK', 'GB'],
    ['Cardiff, Wales', 'GB'],
    ['Germany', 'DE'],
    ['Köln, Deutschland', 'DE'],
    ['France', 'FR'],
    ['Lyon', 'FR'],
    ['Australia', 'AU'],
    ['Newcastle, New South Wales', 'AU'],
    ['India', 'IN'],
    ['Bengaluru, Karnataka', 'IN'],
    ['Japan', 'JP'],
    ['Osaka', 'JP'],
    ['Brazil', 'BR'],
    ['Rio de Janeiro, Brasil', 'BR'],
    ['Mexico', 'MX'],
    ['Ciudad de México', 'MX'],
  ] as const)('%s → %s', (location, country) => {
    expect(detectLocationCountry(location)).toBe(country);
  });

  it('matches whole words only', () => {
    expect(detectLocationCountry('Indianapolis, Indiana')).toBeNull();
    expect(detectLocationCountry('Houston')).toBeNull();
    expect(detectLocationCountry('')).toBeNull();
  });
});
