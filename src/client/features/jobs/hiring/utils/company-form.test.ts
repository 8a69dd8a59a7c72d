import { describe, expect, it } from 'vitest';
import { SIZE_NOT_SPECIFIED, toCompanyFormValues, toCompanyRequest, toWebAddress, validateCompanyRequest } from './company-form.ts';

describe('toWebAddress', () => {
  it('adds https:// when no scheme is typed, and leaves the rest alone', () => {
    expect(toWebAddress(' acme.example ')).toBe('https://acme.example');
    expect(toWebAddress('http://acme.example')).toBe('http://acme.example');
    expect(toWebAddress('')).toBe('');
    // A scheme the server refuses is sent as typed, so its message says why.
    expect(toWebAddress('javascript:alert(1)')).toBe('javascript:alert(1)');
  });
});

describe('the company form', () => {
  it('starts empty without a company and sends no size when none is chosen', () => {
    const values = toCompanyFormValues(null);
    expect(values.size).toBe(SIZE_NOT_SPECIFIED);
    expect(toCompanyRequest({ ...values, name: 'Acme' })).toEqual({ name: 'Acme', website: '', size: null, location: '', about: '' });
  });

  it('names each wrong field with the server’s message', () => {
    const request = toCompanyRequest({ ...toCompanyFormValues(null), website: 'javascript:alert(1)', about: 'x'.repeat(2001) });
    expect(validateCompanyRequest(request)).toEqual({
      name: 'Company name is required',
      website: 'Website must be a web address starting with http:// or https://',
      about: 'About must be at most 2000 characters long',
    });
  });
});
