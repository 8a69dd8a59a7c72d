import { describe, expect, it } from 'vitest';
import { QUOTE_CATEGORIES, QUOTES, getDayOfYear, getQuoteOfTheDay } from './quotes.ts';

describe('daily quote', () => {
  it('holds 31 distinct, attributed quotes in the five categories', () => {
    expect(QUOTES).toHaveLength(31);
    expect(new Set(QUOTES.map((quote) => quote.text)).size).toBe(31);
    for (const quote of QUOTES) {
      expect(quote.text.trim()).not.toBe('');
      expect(quote.author.trim()).not.toBe('');
      expect(QUOTE_CATEGORIES).toContain(quote.category);
    }
    expect(new Set(QUOTES.map((quote) => quote.category))).toEqual(new Set(QUOTE_CATEGORIES));
  });

  it('counts the day of year from 1 January in local time', () => {
    expect(getDayOfYear(new Date(2025, 0, 1, 0, 0))).toBe(1);
    expect(getDayOfYear(new Date(2025, 0, 1, 23, 59))).toBe(1);
    expect(getDayOfYear(new Date(2025, 1, 1))).toBe(32);
    expect(getDayOfYear(new Date(2025, 11, 31, 23, 59))).toBe(365);
    expect(getDayOfYear(new Date(2024, 11, 31))).toBe(366);
    // Around the spring daylight-saving change in many zones.
    expect(getDayOfYear(new Date(2025, 2, 31, 12))).toBe(90);
  });

  it('picks the quote by day of year modulo 31', () => {
    expect(getQuoteOfTheDay(new Date(2025, 0, 1))).toBe(QUOTES[1]);
    expect(getQuoteOfTheDay(new Date(2025, 0, 31))).toBe(QUOTES[0]);
    expect(getQuoteOfTheDay(new Date(2025, 1, 1))).toBe(QUOTES[1]);
    expect(getQuoteOfTheDay(new Date(2025, 11, 31))).toBe(QUOTES[365 % 31]);
  });

  it('keeps the same quote all day and changes it at midnight', () => {
    const morning = getQuoteOfTheDay(new Date(2025, 5, 10, 0, 1));
    expect(getQuoteOfTheDay(new Date(2025, 5, 10, 23, 59))).toBe(morning);
    expect(getQuoteOfTheDay(new Date(2025, 5, 11, 0, 1))).not.toBe(morning);
  });
});
