import { describe, expect, it } from 'vitest';
import type { TImprovementWarning } from '#shared/schemas/resume-ai.ts';
import { reviewImprovement } from './review-improvement.ts';

const ORIGINAL = `# Jane Doe

Backend Engineer

jane@example.com | (555) 123-4567 | github.com/janedoe

## Summary

Backend engineer with 5 years of experience building APIs.

## Experience

Senior Software Engineer | Acme Corp | Jan 2021 - Present

- Reduced API latency by 40% with Redis caching
- Led a team of 4 engineers

Software Engineer | Globex Inc | 06/2018 - 12/2020

- Built data pipelines with Python and Kafka

## Education

B.S. in Computer Science | Stanford University | 2018

## Skills

Python, Go, PostgreSQL, Redis, Kafka, Docker

## References

Available on request.
`;

/** The original with some of its text replaced. */
function edit(...replacements: [string, string][]): string {
  return replacements.reduce((text, [before, after]) => {
    expect(text).toContain(before);
    return text.replace(before, after);
  }, ORIGINAL);
}

const review = (improved: string) => reviewImprovement(ORIGINAL, improved);
const kinds = (warnings: TImprovementWarning[]) => warnings.map((warning) => warning.kind);
const messages = (warnings: TImprovementWarning[], kind: TImprovementWarning['kind']) =>
  warnings.filter((warning) => warning.kind === kind).map((warning) => warning.message);

describe('reviewImprovement', () => {
  it('finds nothing to verify in the unchanged text', () => {
    expect(review(ORIGINAL)).toEqual([]);
  });

  it('accepts the same facts written another way', () => {
    const rewritten = edit(
      ['## Summary', '## Professional Summary'],
      ['Jan 2021 - Present', 'January 2021 – Present'],
      ['06/2018 - 12/2020', 'Jun 2018 – Dec 2020'],
      ['by 40% with', 'by 40 % with'],
      ['Acme Corp |', 'Acme Corporation |'],
      ['Senior Software Engineer |', 'Sr. Software Engineer |'],
      ['B.S. in', 'Bachelor of Science in'],
      ['(555) 123-4567', '+1 555-123-4567'],
      ['Python, Go, PostgreSQL', 'Python, Golang, Postgres'],
      ['## Experience', '## Work Experience'],
    );
    expect(review(rewritten)).toEqual([]);
  });

  it('accepts an entry header split into fields another way, as an LLM may write it', () => {
    const rewritten = edit(
      ['Senior Software Engineer | Acme Corp | Jan 2021 - Present', '### Senior Software Engineer — Acme Corp (January 2021 – Present)'],
      ['Software Engineer | Globex Inc | 06/2018 - 12/2020', '**Software Engineer**, Globex Inc, Jun 2018 – Dec 2020'],
    );
    expect(review(rewritten)).toEqual([]);
  });

  describe('invented facts', () => {
    it('flags a number the original does not hold, with the line it is on', () => {
      const warnings = review(edit(['Led a team of 4 engineers', 'Led a team of 12 engineers']));
      expect(warnings).toEqual([
        { kind: 'invented-fact', message: 'Number "12" is not in the original resume.', excerpt: 'Led a team of 12 engineers' },
      ]);
    });

    it('flags an invented employer, and the role whose employer changed', () => {
      const warnings = review(edit(['Acme Corp', 'Initech']));
      expect(messages(warnings, 'invented-fact')).toEqual(['Employer "Initech" is not in the original resume.']);
      expect(messages(warnings, 'fact-changed')).toEqual([
        'The employer of "Senior Software Engineer at Acme Corp" changed from "Acme Corp" to "Initech".',
      ]);
      expect(warnings[0]?.excerpt).toBe('Senior Software Engineer | Initech | Jan 2021 - Present');
    });

    it('does not take a skill list mention for an employer', () => {
      const original = ORIGINAL.replace('Python, Go,', 'Google Cloud, Python, Go,');
      const improved = original.replace('Acme Corp', 'Google');
      expect(messages(reviewImprovement(original, improved), 'invented-fact')).toEqual([
        'Employer "Google" is not in the original resume.',
      ]);
    });

    it('flags an invented job title', () => {
      expect(messages(review(edit(['Senior Software Engineer', 'Staff Software Engineer'])), 'invented-fact')).toEqual([
        'Job title "Staff Software Engineer" is not in the original resume.',
      ]);
    });

    it('flags an invented degree and school, in an entry or in prose', () => {
      const entry = review(edit(['## Skills', 'M.S. in Physics | Carnegie Mellon University | 2020\n\n## Skills']));
      expect(messages(entry, 'invented-fact')).toEqual([
        'School "Carnegie Mellon University" is not in the original resume.',
        'Degree "M.S." is not in the original resume.',
      ]);
      const prose = review(edit(['building APIs.', "building APIs. Holds a master's degree."]));
      expect(messages(prose, 'invented-fact')).toEqual(['Degree "master\'s degree" is not in the original resume.']);
    });

    it('flags a skill the original does not name, by canonical name', () => {
      const warnings = review(edit(['Kafka, Docker', 'Kafka, Docker, k8s']));
      expect(warnings).toEqual([
        {
          kind: 'invented-fact',
          message: 'Skill "Kubernetes" is not in the original resume.',
          excerpt: 'Python, Go, PostgreSQL, Redis, Kafka, Docker, k8s',
        },
      ]);
    });

    it('flags a changed date as invented, and as a changed fact of its role', () => {
      const warnings = review(edit(['Jan 2021 - Present', 'Mar 2021 - Present']));
      expect(messages(warnings, 'invented-fact')).toEqual(['Date "Mar 2021 - Present" is not in the original resume.']);
      expect(messages(warnings, 'fact-changed')).toEqual([
        'The dates of "Senior Software Engineer at Acme Corp" changed from "Jan 2021 - Present" to "Mar 2021 - Present".',
      ]);
    });

    it('flags a month added to a year-only date', () => {
      expect(messages(review(edit(['Stanford University | 2018', 'Stanford University | May 2018'])), 'invented-fact')).toEqual([
        'Date "May 2018" is not in the original resume.',
      ]);
    });

    it('flags an invented phone number', () => {
      expect(messages(review(edit(['(555) 123-4567', '(555) 987-6543'])), 'invented-fact')).toEqual([
        'Phone number "(555) 987-6543" is not in the original resume.',
      ]);
    });
  });

  describe('new metrics', () => {
    it('flags a changed or added metric once, as a new metric', () => {
      const warnings = review(edit(['by 40% with', 'by 45% with'], ['Built data pipelines', 'Built data pipelines 3x faster']));
      expect(warnings).toEqual([
        {
          kind: 'new-metric',
          message: 'New metric "45%": the original resume does not state it.',
          excerpt: 'Reduced API latency by 45% with Redis caching',
        },
        {
          kind: 'new-metric',
          message: 'New metric "3x": the original resume does not state it.',
          excerpt: 'Built data pipelines 3x faster with Python and Kafka',
        },
      ]);
    });

    it('flags money and user counts, but not a count the original states as a number', () => {
      const warnings = review(edit(['with Redis caching', 'with Redis caching, saving $500 for 2M users'], ['team of 4', 'team of 4+']));
      expect(messages(warnings, 'new-metric')).toEqual([
        'New metric "$500": the original resume does not state it.',
        'New metric "2M": the original resume does not state it.',
      ]);
    });

    it('flags a percentage made from a number the original uses otherwise', () => {
      expect(kinds(review(edit(['team of 4 engineers', 'team of 4 engineers, 4% faster'])))).toEqual(['new-metric']);
    });
  });

  describe('sections', () => {
    it('flags a section of the original that disappeared, and the entries that went with it', () => {
      const warnings = review(edit(['## Education\n\nB.S. in Computer Science | Stanford University | 2018\n\n', '']));
      expect(messages(warnings, 'section-removed')).toEqual([
        'The section "Education" of the original has no counterpart in the improved version.',
      ]);
      expect(messages(warnings, 'fact-changed')).toEqual([
        'The education entry "B.S. in Computer Science, Stanford University" is missing from the improved version.',
      ]);
    });

    it('flags an unknown section by its heading, and accepts renamed standard ones', () => {
      expect(messages(review(edit(['## References', '## Referees'])), 'section-removed')).toEqual([
        'The section "References" of the original has no counterpart in the improved version.',
      ]);
      expect(review(edit(['## Skills', '## Technical Skills'], ['## Summary', '## Profile']))).toEqual([]);
    });
  });

  describe('changed facts', () => {
    it('flags a role that disappeared', () => {
      const warnings = review(
        edit(['Software Engineer | Globex Inc | 06/2018 - 12/2020\n\n- Built data pipelines with Python and Kafka\n', '']),
      );
      expect(messages(warnings, 'fact-changed')).toEqual([
        'The role "Software Engineer at Globex Inc" is missing from the improved version.',
      ]);
    });

    it('flags a changed degree', () => {
      const warnings = review(edit(['B.S. in Computer Science', 'B.S. in Mathematics']));
      expect(messages(warnings, 'fact-changed')).toEqual([
        'The degree of "B.S. in Computer Science, Stanford University" changed from "B.S. in Computer Science" to "B.S. in Mathematics".',
      ]);
    });

    it('pairs roles by employer, so reordering them changes nothing', () => {
      const reordered = swapRoles();
      expect(reordered).not.toBe(ORIGINAL);
      expect(review(reordered)).toEqual([]);
    });
  });

  describe('length', () => {
    it('flags a text grown over 1.8 times, not one grown less', () => {
      // The original has 77 words; the heading adds one: the limit is 138.
      const withInterests = (words: number) => `${ORIGINAL}\n## Interests\n\n${Array.from({ length: words }, () => 'hiking').join(' ')}\n`;
      expect(review(withInterests(55))).toEqual([]);
      expect(review(withInterests(65))).toEqual([
        {
          kind: 'length-growth',
          message: 'The improved version is 1.9× as long as the original (143 words instead of 77). Check that nothing was added.',
          excerpt: null,
        },
      ]);
    });
  });

  it('reads any text, such as an LLM answer with bold headings and no markdown structure', () => {
    const llmAnswer = `**Jane Doe**\n\n**EXPERIENCE**\n\n**Senior Software Engineer**, Acme Corp, Jan 2021 - Present\n* Cut API latency by 40% and grew revenue 3x\n`;
    expect(kinds(reviewImprovement(ORIGINAL, llmAnswer))).toContain('new-metric');
    expect(reviewImprovement('', '')).toEqual([]);
  });

  it('is deterministic', () => {
    const improved = edit(['Acme Corp', 'Initech'], ['40%', '45%']);
    expect(review(improved)).toEqual(review(improved));
  });
});

/** The original with its two roles in the other order. */
function swapRoles(): string {
  const senior =
    'Senior Software Engineer | Acme Corp | Jan 2021 - Present\n\n- Reduced API latency by 40% with Redis caching\n- Led a team of 4 engineers\n\n';
  const junior = 'Software Engineer | Globex Inc | 06/2018 - 12/2020\n\n- Built data pipelines with Python and Kafka\n\n';
  return ORIGINAL.replace(senior + junior, junior + senior);
}
