import { describe, expect, it } from 'vitest';
import { ZResumeBuilderDataSchema } from '#shared/schemas/resume.ts';
import { buildResumeData } from '#tests/factories/resumes.ts';
import { buildResume } from '#server/lib/word/resume-builder.ts';
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
