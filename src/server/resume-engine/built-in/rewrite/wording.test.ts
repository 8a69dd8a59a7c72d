import { describe, expect, it } from 'vitest';
import { rewriteBullet, rewriteLine, rewriteProse } from './sentences.ts';
import {
  alignTense,
  capitalizePronounI,
  capitalizeSentenceStarts,
  dropLeadingPronoun,
  removeFillerWords,
  replacePossessivePronouns,
  replaceWeakOpening,
  tidyText,
} from './wording.ts';

const textOf = (result: { text: string } | null) => result?.text ?? null;

describe('replaceWeakOpening', () => {
  it('turns a duty and its gerund into the verb, keeping the rest', () => {
    expect(textOf(replaceWeakOpening('Responsible for managing a team of 5 engineers', 'past'))).toBe('Managed a team of 5 engineers');
    expect(textOf(replaceWeakOpening('Responsible for managing a team of 5 engineers', 'present'))).toBe('Manage a team of 5 engineers');
    expect(textOf(replaceWeakOpening('Worked on building the checkout flow', 'past'))).toBe('Built the checkout flow');
    expect(textOf(replaceWeakOpening('Responsibilities: planning releases', 'past'))).toBe('Planned releases');
  });

  it("uses the lexicon's verb when no gerund follows", () => {
    expect(textOf(replaceWeakOpening('Responsible for the payments platform', 'past'))).toBe('Led the payments platform');
    expect(textOf(replaceWeakOpening('Worked with designers to ship features', 'past'))).toBe(
      'Collaborated with designers to ship features',
    );
    expect(textOf(replaceWeakOpening('Helped students with assignments in Java', 'past'))).toBe(
      'Supported students with assignments in Java',
    );
  });

  it('keeps a supporting role supporting: assisting is not doing', () => {
    const result = replaceWeakOpening('Assisted in developing features for the CRM', 'past');
    expect(result).toEqual({
      text: 'Contributed to developing features for the CRM',
      kind: 'bullet',
      reason: 'Weak opening "Assisted in" (hides your own contribution): a strong verb leads the bullet instead.',
    });
  });

  it('leaves openings it cannot reword without changing the claim', () => {
    expect(replaceWeakOpening('Helped design the API', 'past')).toBeNull();
    expect(replaceWeakOpening('Helped to design the API', 'past')).toBeNull();
    expect(replaceWeakOpening('Tried to improve the build', 'past')).toBeNull();
    expect(replaceWeakOpening('Familiar with Docker', 'past')).toBeNull();
    expect(replaceWeakOpening('Built dashboards and worked on reports', 'past')).toBeNull();
  });
});

describe('alignTense', () => {
  it('puts a past role in the past tense', () => {
    expect(textOf(alignTense('Develop new features', 'past'))).toBe('Developed new features');
    expect(textOf(alignTense('Leads a team of 4', 'past'))).toBe('Led a team of 4');
    expect(textOf(alignTense('Planning sprints', 'past'))).toBe('Planned sprints');
    // 'Found' is also the past of 'find': a past role keeps it ('Found $310,000 in shrink', not 'Founded').
    expect(alignTense('Found $310,000 in annual shrink', 'past')).toBeNull();
  });

  it('puts the current role in the present tense, with the verbs joined by "and"', () => {
    expect(alignTense('Mentored 5 developers and conducted code reviews', 'present')).toEqual({
      text: 'Mentor 5 developers and conduct code reviews',
      kind: 'tense',
      reason: 'One tense per role: the present tense throughout, for ongoing work.',
    });
    expect(textOf(alignTense('Designed and built a cluster', 'present'))).toBe('Design and build a cluster');
  });

  it('leaves adjectives, nouns after "and", and bullets without a verb alone', () => {
    expect(textOf(alignTense('Built unit and automated tests', 'present'))).toBe('Build unit and automated tests');
    expect(textOf(alignTense('Develop dashboards and reports', 'past'))).toBe('Developed dashboards and reports');
    expect(alignTense('Over 100 active users', 'past')).toBeNull();
    expect(alignTense('Led the migration', 'past')).toBeNull();
    expect(alignTense('Set up CI pipelines', 'present')).toBeNull();
  });
});

describe('pronouns', () => {
  it('drops an opening "I", "we" or "my" with its auxiliary', () => {
    expect(textOf(dropLeadingPronoun('I built the billing service'))).toBe('Built the billing service');
    expect(textOf(dropLeadingPronoun('I am a backend engineer with 5 years of experience'))).toBe(
      'Backend engineer with 5 years of experience',
    );
    expect(textOf(dropLeadingPronoun("We've shipped 3 releases"))).toBe('Shipped 3 releases');
    expect(textOf(dropLeadingPronoun('My team owned search'))).toBe('Team owned search');
  });

  it('replaces "my" and "our" inside a sentence', () => {
    expect(textOf(replacePossessivePronouns('Built the API with my team for our clients'))).toBe(
      'Built the API with the team for the clients',
    );
  });

  it('leaves text without first-person pronouns, and the US, alone', () => {
    expect(dropLeadingPronoun('Built the API')).toBeNull();
    expect(dropLeadingPronoun('IT support for 40 staff')).toBeNull();
    expect(replacePossessivePronouns('Expanded to the US market')).toBeNull();
  });
});

describe('removeFillerWords', () => {
  it('drops filler and shortens wordy phrases', () => {
    expect(removeFillerWords('Successfully delivered a very large migration in order to cut costs')).toEqual({
      text: 'Delivered a large migration to cut costs',
      kind: 'filler',
      reason: 'Filler words add length without meaning: removed or shortened "Successfully", "very", "in order to".',
    });
  });

  it('keeps names that start in lower case', () => {
    expect(textOf(removeFillerWords('Successfully iOS-tested the app'))).toBe('iOS-tested the app');
  });

  it('fixes the article a removed word leaves behind', () => {
    expect(textOf(removeFillerWords('Wrote a very elegant parser'))).toBe('Wrote an elegant parser');
  });

  it('keeps technical terms and nouns the text needs', () => {
    expect(removeFillerWords('Ran a highly available cluster')).toBeNull();
    expect(removeFillerWords('Fixed things in the build')).toBeNull();
    expect(removeFillerWords('Built just-in-time compilation')).toBeNull();
  });
});

describe('tidyText', () => {
  it('cleans the spaces and punctuation a removal leaves', () => {
    expect(tidyText(' built  APIs , tests ,  .')).toBe('Built APIs, tests.');
  });
});

describe('rewriteBullet', () => {
  it('applies the rules in order and lists each change', () => {
    const rewrite = rewriteBullet('I was responsible for managing our on-call rotation', 'past');
    expect(rewrite.text).toBe('Managed the on-call rotation');
    expect(rewrite.changes.map((change) => [change.kind, change.before, change.after])).toEqual([
      ['pronoun', 'I was responsible for managing our on-call rotation', 'Responsible for managing our on-call rotation'],
      ['bullet', 'Responsible for managing our on-call rotation', 'Managed our on-call rotation'],
      ['pronoun', 'Managed our on-call rotation', 'Managed the on-call rotation'],
    ]);
  });

  it('leaves labelled facts and the tense of undated roles alone', () => {
    expect(rewriteBullet('Technologies: Python, FastAPI', 'past')).toEqual({ text: 'Technologies: Python, FastAPI', changes: [] });
    expect(rewriteBullet('Develop new features', null)).toEqual({ text: 'Develop new features', changes: [] });
  });
});

describe('rewriteProse', () => {
  it('cleans each sentence of a summary without touching its facts', () => {
    const rewrite = rewriteProse('I am a data engineer with 6 years of experience. I really like my work on Spark.');
    expect(rewrite.text).toBe('Data engineer with 6 years of experience. Like the work on Spark.');
    // Filler goes first, so 'I am really a…' loses its pronoun and article together.
    expect(rewrite.changes.map((change) => change.kind)).toEqual(['pronoun', 'filler', 'pronoun', 'pronoun']);
  });

  it('fixes capitals and hedging, and ends sentences when asked, without touching facts', () => {
    const rewrite = rewriteProse('i am really a hard worker. i built kind of 3 apps in React and stuff', { endSentences: true });
    expect(rewrite.text).toBe('Hard worker. Built 3 apps in React.');
    expect(rewrite.changes.map((change) => change.kind)).toEqual(['other', 'filler', 'pronoun', 'filler', 'pronoun', 'other']);
  });
});

describe('safe fixes', () => {
  it('capitalises a standalone "i" only', () => {
    expect(capitalizePronounI("i worked on it and i'm proud, i've shipped it")?.text).toBe("I worked on it and I'm proud, I've shipped it");
    expect(capitalizePronounI('Used i18n, i.e. translations, in (i) the iOS app')).toBeNull();
  });

  it('capitalises sentence starts, not abbreviations or initials', () => {
    expect(capitalizeSentenceStarts('built the API. added tests! fixed bugs')?.text).toBe('Built the API. Added tests! Fixed bugs');
    expect(capitalizeSentenceStarts('Used tools, e.g. docker and git')).toBeNull();
    expect(capitalizeSentenceStarts('iOS apps shipped')).toBeNull();
  });

  it('removes hedging and vague endings but keeps "kind of" as a noun', () => {
    expect(removeFillerWords('Sort of led the various projects using JavaScript and stuff')?.text).toBe(
      'Led the projects using JavaScript',
    );
    expect(removeFillerWords('Chose the kind of database the team knew')).toBeNull();
  });

  it('keeps the line a line: capitals and filler only, pronouns stay', () => {
    expect(rewriteLine('i basically led the team').text).toBe('I led the team');
    expect(rewriteLine('we shipped on friday').text).toBe('We shipped on friday');
  });
});
