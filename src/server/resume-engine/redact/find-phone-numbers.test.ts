import { describe, expect, it } from 'vitest';
import { COMMON_PHONE_REGIONS, findPhoneNumbers, findPhoneRegion } from './find-phone-numbers.ts';

const found = (text: string) => findPhoneNumbers(text, COMMON_PHONE_REGIONS).map((range) => text.slice(range.start, range.end));

describe('findPhoneNumbers', () => {
  it('finds international numbers of any country and national numbers valid in a common region', () => {
    expect(found('+44 7700 900123, 0049 30 98765432 and +81 90-1234-5678')).toEqual([
      '+44 7700 900123',
      '0049 30 98765432',
      '+81 90-1234-5678',
    ]);
    expect(found('0151 23456789 · (512) 555-0199 · 06 12 34 56 78 · 030/98765432')).toEqual([
      '0151 23456789',
      '(512) 555-0199',
      '06 12 34 56 78',
      '030/98765432',
    ]);
  });

  it('leaves numbers that read as dates, quantities or identifiers, unless a label says phone', () => {
    expect(found('2019 – 2023, 2021-04-15, 1.250.000, $2500000, 12000000 requests, from 1200000 to 3400000, ID 123456789')).toEqual([]);
    expect(found('abc12345678, jane-doe-123456789, 5125550146 events')).toEqual([]);
    expect(found('Phone number: 5125550146 · call me on 0151 23456789 anytime')).toEqual(['5125550146', '0151 23456789']);
  });
});

describe('findPhoneRegion', () => {
  it("reads the country from the resume's location", () => {
    expect(findPhoneRegion(['Berlin, Germany'])).toBe('DE');
    expect(findPhoneRegion(['Warsaw, Poland'])).toBe('PL');
    expect(findPhoneRegion(['London, UK'])).toBe('GB');
    expect(findPhoneRegion(['Austin, TX 78701'])).toBe('US');
    expect(findPhoneRegion(['Remote', 'Zürich, CH'])).toBe('CH');
    expect(findPhoneRegion(['Remote'])).toBeNull();
  });
});
