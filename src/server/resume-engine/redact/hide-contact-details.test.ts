import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESUME_CONTENT_MAX_CHARS, ZResumeBuilderDataSchema } from '#shared/schemas/resumes/resume.ts';
import { buildResumeData } from '#tests/factories/resumes.ts';
import { WRITTEN_CONTACT_DETAILS } from '#tests/factories/written-contact-details.ts';
import { PACKAGE_ROOT } from '#server/lib/paths.ts';
import { buildResume } from '#server/resume-engine/build/resume-builder.ts';
import { parseResume } from '#server/resume-engine/parse/parse-resume.ts';
import { hideContactDetails } from './hide-contact-details.ts';

describe('hideContactDetails', () => {
  it("takes the builder's e-mail and phone out of its contact line and keeps the place", async () => {
    const { markdown } = await buildResume(ZResumeBuilderDataSchema.parse(buildResumeData()));
    const hidden = hideContactDetails(markdown);
    expect(hidden).not.toContain('jane.doe@example.com');
    expect(hidden).not.toContain('555 0100');
    expect(hidden.split('\n').slice(0, 3)).toEqual(['# Jane Doe', '', 'Berlin, Germany']);
    // Everything after the contact line is as it was.
    expect(hidden.slice(hidden.indexOf('## Summary'))).toBe(markdown.slice(markdown.indexOf('## Summary')));
  });

  it('removes mailto and tel links, labelled lines and addresses written anywhere, tidying separators', () => {
    const markdown = [
      '# John Smith',
      'San Francisco, CA | (415) 555-0199 | [john@smith.dev](mailto:john@smith.dev) | github.com/jsmith',
      '',
      'Email: jane@x.io',
      'Phone: +44 20 7946 0958',
      '[Call me](tel:+442079460958)',
      'LinkedIn: linkedin.com/in/jane',
      '',
      '## Experience',
      '- Led 12 engineers from 2019-2021; references from boss@acme.com on request',
    ].join('\n');
    expect(hideContactDetails(markdown)).toBe(
      [
        '# John Smith',
        'San Francisco, CA | github.com/jsmith',
        '',
        'LinkedIn: linkedin.com/in/jane',
        '',
        '## Experience',
        '- Led 12 engineers from 2019-2021; references from on request',
      ].join('\n'),
    );
  });

  it('leaves a resume without contact details as it is', () => {
    const markdown = '# Ada\n\n## Skills\nGo, Rust\n\n## Experience\n- 2019 – 2021: shipped 3 releases';
    expect(hideContactDetails(markdown)).toBe(markdown);
  });
});

describe('hideContactDetails with contact details written in every way', () => {
  const header = (details: readonly string[]) => [
    '# Dev Probe',
    'Senior Backend Engineer',
    details.join(' | '),
    '',
    '## Summary',
    'Builds APIs.',
  ];

  it('takes the contact line under the name as a whole, keeping the name, the headline, the place and the links', () => {
    const markdown = [
      '# Dev Probe',
      'Senior Backend Engineer',
      'Munich, Germany | devb (at) probe (dot) test | ☎ 0151-2345 678 9 | Skype: devb.probe | github.com/devb | [Portfolio](https://devb.dev)',
      '+44 7700 900123 · WhatsApp +34 612 345 678',
      'Hauptstraße 5, 10115 Berlin',
      '',
      '## Contact',
      '- Address: 221B Baker Street, London',
      '- LinkedIn: linkedin.com/in/devb',
      '',
      '## Summary',
      'Builds APIs.',
    ].join('\n');
    expect(hideContactDetails(markdown)).toBe(
      [
        '# Dev Probe',
        'Senior Backend Engineer',
        'Munich, Germany | github.com/devb | [Portfolio](https://devb.dev)',
        '',
        '## Contact',
        '- London',
        '- LinkedIn: linkedin.com/in/devb',
        '',
        '## Summary',
        'Builds APIs.',
      ].join('\n'),
    );
  });

  it.each(WRITTEN_CONTACT_DETAILS)('hides %s under the name and in the text', (detail) => {
    const markdown = [
      ...header(['Berlin, Germany', detail]),
      `- Reach me at ${detail} after 6 pm`,
      `Phone: ${detail}`,
      '',
      '## References',
      `- Mark Roe, my manager at Acme: ${detail}`,
    ].join('\n');
    const hidden = hideContactDetails(markdown);
    expect(hidden).not.toContain(detail);
    expect(hidden).toContain('Berlin, Germany');
    expect(hidden).toContain('- Reach me at after 6 pm');
    expect(hidden).not.toContain('Phone');
    expect(hidden).toContain('- Mark Roe, my manager at Acme:');
  });

  it('hides tel: links written as text and WhatsApp links, leaving the words around them', () => {
    expect(hideContactDetails('## Summary\nCall tel:+15125550144 or wa.me/15125550144 on weekdays.')).toBe(
      '## Summary\nCall or on weekdays.',
    );
  });

  it('tidies the brackets and lists a removal leaves', () => {
    expect(
      hideContactDetails(
        '## Summary\nBased in Seattle, WA (chloe@x.io, 206-555-0129, linkedin.com/in/chloe) since 2019 (jane at x dot io).',
      ),
    ).toBe('## Summary\nBased in Seattle, WA (linkedin.com/in/chloe) since 2019.');
  });

  it('keeps years, dates, versions, metrics, job locations and identifiers', () => {
    const markdown = [
      '# Jane Doe',
      'Austin, TX 78701 | github.com/jane | linkedin.com/in/jane-doe-123456789',
      '',
      '## Experience',
      '### Senior Engineer — Booking.com, Amsterdam 1012 AB',
      '*2019 – 2023* · 2019-2021 · 04/2019 - 06/2021 · 15.04.2021 · 2021-04-15',
      '- Increased revenue 35% and served 1,250,000 users; handled 12000000 requests a day',
      '- Grew ARR from 1200000 to 3400000, a budget of $2500000 and 1.250.000 EUR; 1234567890 records migrated',
      '- Led the ISO 27001 certification (Credential ID 123456789), shipped v1.2.3 and 10.0.0.1 routing',
      '- Cut p99 latency from 1200 ms to 300 ms at 99.95% uptime, 10000000+ events and 25000000x faster builds',
      '- Worked at Booking.com with a team of 12 at 1 Main Street', // an office, not a contact line under the name
      '- Published https://example.com/u/12345678 and doi 10.1000/182',
      '- Processed 5125550146 events and 0151234567 rows in 2019/2020',
    ].join('\n');
    expect(hideContactDetails(markdown)).toBe(markdown);
  });

  it('keeps digits that are part of the name, and hides a phone number written on the name line', () => {
    const named = '# Dana Developer 1385426\nAustin, TX | dana@example.com\n\n## Skills\nGo';
    expect(hideContactDetails(named)).toBe('# Dana Developer 1385426\nAustin, TX\n\n## Skills\nGo');
    const withPhone = '# Jane Doe | +44 7700 900123 | (512) 555-0199\nBerlin, Germany\n\n## Skills\nGo';
    expect(hideContactDetails(withPhone)).toBe('# Jane Doe\nBerlin, Germany\n\n## Skills\nGo');
    const labelled = '# Jane Doe, Phone: 5125550146\n\n## Skills\nGo';
    expect(hideContactDetails(labelled)).not.toContain('5125550146');
  });

  it('keeps a sentence under the name, taking only the number out of it', () => {
    const markdown = '# Jane Doe\nBackend engineer with 8 years of experience, reachable on 0151 23456789 in the evenings\n\n## Skills\nGo';
    expect(hideContactDetails(markdown)).toBe(
      '# Jane Doe\nBackend engineer with 8 years of experience, reachable on in the evenings\n\n## Skills\nGo',
    );
  });

  it('reads a resume at the length limit made of phone-like numbers in bounded time, hiding them all', () => {
    const markdown = `# Jane Doe\n\n## Experience\n${Array.from({ length: 2500 }, (_, index) => `- 0151 ${String(23456789 + index * 7919)}`).join('\n')}`;
    expect(markdown.length).toBeLessThanOrEqual(RESUME_CONTENT_MAX_CHARS);
    const started = performance.now();
    const hidden = hideContactDetails(markdown);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(hidden).toBe('# Jane Doe\n\n## Experience');
  });
});

describe('hideContactDetails over the test corpus of resumes', () => {
  const CORPUS_DIRS = ['resume-pairs', 'resume-pairs-holdout', 'resume-pairs-rambling', 'resume-pairs-weak', 'resume-prose'];
  const corpus = CORPUS_DIRS.flatMap((dir) =>
    readdirSync(join(PACKAGE_ROOT, 'tests/fixtures', dir))
      .filter((file) => file.endsWith('.md') && file !== 'README.md')
      .map((file) => `${dir}/${file}`),
  );

  it.each(corpus)('%s loses its e-mail addresses and phone numbers, and nothing else', (file) => {
    const markdown = readFileSync(join(PACKAGE_ROOT, 'tests/fixtures', file), 'utf8');
    const { contact } = parseResume(markdown);
    const contactLines = new Set([...contact.emails, ...contact.phones].map((detail) => detail.line));
    expect(contactLines.size).toBeGreaterThan(0);
    const hidden = hideContactDetails(markdown);
    for (const detail of [...contact.emails, ...contact.phones]) expect(hidden).not.toContain(detail.value);
    for (const location of contact.locations) expect(hidden).toContain(location.value);
    // Every other line is there as it was, in its place.
    const otherLines = markdown.split('\n').filter((_, index) => !contactLines.has(index + 1));
    const hiddenLines = hidden.split('\n');
    let next = 0;
    for (const line of otherLines) {
      next = hiddenLines.indexOf(line, next) + 1;
      expect(next, line).toBeGreaterThan(0);
    }
  });
});
