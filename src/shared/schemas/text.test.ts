import { describe, expect, it } from 'vitest';
import { ZEmailSchema } from './auth.ts';
import {
  createSingleLineTextSchema,
  createTextSchema,
  getUnstorableTextMessage,
  hasUnstorableCharacter,
  toSingleLineText,
  ZResponseTextSchema,
} from './text.ts';

const REFUSED = [
  ['a NUL character', 'a\u0000b'],
  ['only a NUL character', '\u0000'],
  ['a lone high surrogate', 'a\ud800b'],
  ['a lone high surrogate at the end', 'emoji cut in half \ud83d'],
  ['a lone low surrogate', 'a\udc00b'],
  ['a low surrogate before a high one (a pair the wrong way round)', '\udc00\ud800'],
] as const;

const ACCEPTED = [
  ['plain text', 'Jane Doe'],
  ['an empty string', ''],
  ['an emoji ZWJ sequence', '👩‍💻'],
  ['a mathematical letter outside the BMP', '𝒳'],
  ['accents, CJK and RTL text', 'Zoë 山田 مرحبا'],
  ['other control characters (tabs, newlines)', 'line 1\n\tline 2\r\n'],
] as const;

describe('hasUnstorableCharacter', () => {
  it.each(REFUSED)('finds %s', (_kind, value) => {
    expect(hasUnstorableCharacter(value)).toBe(true);
  });

  it.each(ACCEPTED)('accepts %s', (_kind, value) => {
    expect(hasUnstorableCharacter(value)).toBe(false);
  });
});

describe('createTextSchema', () => {
  const ZFullNameSchema = createTextSchema({ label: 'Full name', error: 'Full name is required' })
    .trim()
    .min(1, 'Full name is required')
    .max(10, 'Full name must be at most 10 characters long');

  it.each(REFUSED)('refuses %s, naming the field', (_kind, value) => {
    const result = ZFullNameSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe('Full name must not contain NUL characters or invalid Unicode');
  });

  it.each(ACCEPTED.filter(([, value]) => value.trim()))('accepts %s', (_kind, value) => {
    expect(createTextSchema().parse(value)).toBe(value);
  });

  it('keeps the messages, trims and limits chained after it', () => {
    expect(ZFullNameSchema.parse('  👩‍💻 𝒳  ')).toBe('👩‍💻 𝒳');
    expect(ZFullNameSchema.safeParse(42).error!.issues[0]!.message).toBe('Full name is required');
    expect(ZFullNameSchema.safeParse('   ').error!.issues[0]!.message).toBe('Full name is required');
    expect(ZFullNameSchema.safeParse('x'.repeat(11)).error!.issues[0]!.message).toBe('Full name must be at most 10 characters long');
  });

  it('says "Must not contain …" when the schema names no field', () => {
    expect(createTextSchema({ error: 'Must be text' }).safeParse('\u0000').error!.issues[0]!.message).toBe(
      'Must not contain NUL characters or invalid Unicode',
    );
    expect(getUnstorableTextMessage()).toBe('Must not contain NUL characters or invalid Unicode');
  });

  it('covers string formats piped after it: an e-mail with a NUL or lone surrogate is refused by name', () => {
    for (const email of ['jane\u0000@example.com', 'jane\ud800@example.com', 'jane@example.com\udc00']) {
      expect(ZEmailSchema.safeParse(email).error!.issues[0]!.message).toBe('Email must not contain NUL characters or invalid Unicode');
    }
    expect(ZEmailSchema.parse(' Jane@Example.com ')).toBe('jane@example.com');
  });
});

describe('toSingleLineText', () => {
  it.each([
    ['CR LF between words', 'Jane\r\nBcc: someone@example.com', 'Jane Bcc: someone@example.com'],
    ['a lone LF with spaces around it', 'Jane \n  Doe', 'Jane Doe'],
    ['tabs, NEL and the Unicode line and paragraph separators', 'a\tb\u0085c\u2028d\u2029e', 'a b c d e'],
    ['other C0 controls, DEL and C1 controls', 'J\u0007a\u001bn\u007fe\u009b', 'Jane'],
    ['bidirectional overrides and isolates', 'Jane\u202eeoD\u2066x\u2069', 'JaneeoDx'],
  ])('makes %s one line', (_kind, value, expected) => {
    expect(toSingleLineText(value)).toBe(expected);
  });

  it.each([
    ['plain text with its own double spaces', 'Jane  Doe'],
    ['accents, CJK and RTL text', 'Zoë 山田 مرحبا'],
    ['an emoji ZWJ sequence (the joiner is no control)', '👩‍💻 Dev'],
  ])('keeps %s as it is', (_kind, value) => {
    expect(toSingleLineText(value)).toBe(value);
  });
});

describe('createSingleLineTextSchema', () => {
  const ZCompanyNameSchema = createSingleLineTextSchema({ label: 'Company name', error: 'Company name is required' })
    .trim()
    .min(1, 'Company name is required')
    .max(10, 'Company name must be at most 10 characters long');

  it('makes the value one line before the trims and limits chained after it', () => {
    expect(ZCompanyNameSchema.parse('\r\n Acme\r\nLtd \u0007')).toBe('Acme Ltd');
    expect(ZCompanyNameSchema.safeParse('\r\n\u0007\t').error!.issues[0]!.message).toBe('Company name is required');
    // Counted after the control characters are gone.
    expect(ZCompanyNameSchema.parse('\u0007'.repeat(20) + 'Acme')).toBe('Acme');
  });

  it('still refuses NUL characters by name', () => {
    expect(ZCompanyNameSchema.safeParse('Ac\u0000me').error!.issues[0]!.message).toBe(
      'Company name must not contain NUL characters or invalid Unicode',
    );
  });
});

describe('ZResponseTextSchema', () => {
  it('does not check what the server answers with', () => {
    expect(ZResponseTextSchema.parse('cut \ud83d')).toBe('cut \ud83d');
  });
});
