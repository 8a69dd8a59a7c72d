import { describe, expect, it } from 'vitest';
import { getInitials } from './avatar.tsx';

describe('avatar initials', () => {
  it("take the first letters of the person's first and last names", () => {
    expect(getInitials('Ada Lovelace')).toBe('AL');
    expect(getInitials('  grace  brewster murray hopper ')).toBe('GH');
    expect(getInitials('Émile Zola')).toBe('ÉZ');
  });

  it('ignore a company in brackets after the name', () => {
    expect(getInitials('Demo Employer (Northwind Labs)')).toBe('DE');
    expect(getInitials('Demo Employer (Northwind')).toBe('DE');
    expect(getInitials('Jo Smith [Acme]')).toBe('JS');
  });

  it('ignore words that start with no letter', () => {
    expect(getInitials('Erin Employer 1')).toBe('EE');
    expect(getInitials('Ann - Lee')).toBe('AL');
  });

  it('use the first two letters of a single word, and fall back to what there is', () => {
    expect(getInitials('admin')).toBe('AD');
    expect(getInitials('(Northwind Labs)')).toBe('NL');
    expect(getInitials('42')).toBe('42');
    expect(getInitials('')).toBe('?');
  });
});
