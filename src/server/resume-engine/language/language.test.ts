import { describe, expect, it } from 'vitest';
import {
  ACTION_VERB_GROUPS,
  ACTION_VERBS,
  conjugateVerbPhrase,
  findActionVerbByGerund,
  findLeadingActionVerb,
  getActionVerbUse,
} from './action-verbs.ts';
import { BUZZWORDS, findBuzzwords } from './buzzwords.ts';
import { FILLER_WORDS, findFillerWords } from './filler-words.ts';
import { findFirstPersonPronouns } from './pronouns.ts';
import { WEAK_PHRASES, findWeakPhrases } from './weak-phrases.ts';

describe('action verbs', () => {
  it('has a large lexicon in every group, each verb once', () => {
    expect(ACTION_VERBS.length).toBeGreaterThan(150);
    for (const group of ACTION_VERB_GROUPS) expect(ACTION_VERBS.filter((verb) => verb.group === group).length, group).toBeGreaterThan(5);
    expect(new Set(ACTION_VERBS.map((verb) => verb.base)).size).toBe(ACTION_VERBS.length);
  });

  it('knows regular and irregular forms', () => {
    const forms = (base: string) => {
      const verb = ACTION_VERBS.find((candidate) => candidate.base === base);
      return [verb?.past, verb?.thirdPerson, verb?.gerund];
    };
    expect(forms('lead')).toEqual(['led', 'leads', 'leading']);
    expect(forms('build')).toEqual(['built', 'builds', 'building']);
    expect(forms('optimize')).toEqual(['optimized', 'optimizes', 'optimizing']);
    expect(forms('ship')).toEqual(['shipped', 'ships', 'shipping']);
    expect(forms('simplify')).toEqual(['simplified', 'simplifies', 'simplifying']);
    expect(forms('debug')).toEqual(['debugged', 'debugs', 'debugging']);
    expect(forms('set up')).toEqual(['set up', 'sets up', 'setting up']);
    expect(forms('run')).toEqual(['ran', 'runs', 'running']);
    expect(forms('oversee')).toEqual(['oversaw', 'oversees', 'overseeing']);
    expect(forms('manage')).toEqual(['managed', 'manages', 'managing']);
  });

  it('finds a verb from its gerund', () => {
    expect(findActionVerbByGerund('Managing')?.base).toBe('manage');
    expect(findActionVerbByGerund('planning')?.base).toBe('plan');
    expect(findActionVerbByGerund('setting up')?.base).toBe('set up');
    expect(findActionVerbByGerund('swimming')).toBeNull();
  });

  it('finds the verb a bullet opens with, and its tense', () => {
    const use = (text: string) => {
      const found = findLeadingActionVerb(text);
      return found && [found.verb.base, found.tense];
    };
    expect(use('Led a team of 4 engineers')).toEqual(['lead', 'past']);
    expect(use('Builds data pipelines')).toEqual(['build', 'present']);
    expect(use('design APIs')).toEqual(['design', 'present']);
    expect(use('• Sped up CI by 3x')).toEqual(['speed up', 'past']);
    expect(use('Responsible for the build')).toBeNull();
    expect(use('Team player')).toBeNull();
    expect(use('Optimised the build')).toEqual(['optimize', 'past']);
    expect(use('Analyses sensor data')).toEqual(['analyze', 'present']);
    expect(use('Organised the release train')).toEqual(['organize', 'past']);
    expect(getActionVerbUse('Reduced')).toMatchObject({ verb: { base: 'reduce', group: 'improving' }, tense: 'past' });
  });

  it('conjugates replacement phrases', () => {
    expect(conjugateVerbPhrase('contribute to', 'past')).toBe('Contributed to');
    expect(conjugateVerbPhrase('lead', 'past')).toBe('Led');
    expect(conjugateVerbPhrase('lead', 'present')).toBe('Lead');
    expect(conjugateVerbPhrase('set up', 'past')).toBe('Set up');
    expect(conjugateVerbPhrase('collaborate with', 'past')).toBe('Collaborated with');
  });
});

describe('weak phrases', () => {
  it('finds each listed phrase with a replacement that is a strong verb', () => {
    const text = (match: { text: string }) => match.text;
    expect(findWeakPhrases('Was responsible for the API and worked on billing').map(text)).toEqual(['Was responsible for', 'worked on']);
    expect(findWeakPhrases('Helped the team; assisted with releases; involved in hiring').map((match) => match.entry.phrase)).toEqual([
      'helped',
      'assisted with',
      'involved in',
    ]);
    expect(findWeakPhrases('Duties included on-call').map((match) => match.entry.replacement)).toEqual(['deliver']);
    for (const phrase of WEAK_PHRASES) expect(getActionVerbUse(phrase.replacement.split(' ')[0] ?? ''), phrase.phrase).not.toBeNull();
  });

  it('counts generic verbs only as the opening word', () => {
    expect(findWeakPhrases('Made a dashboard').map((match) => match.entry.phrase)).toEqual(['made']);
    expect(findWeakPhrases('Built a tool that made deploys safe')).toEqual([]);
  });

  it('does not match inside other words', () => {
    expect(findWeakPhrases('Unhelpful metrics were replaced; handleable load')).toEqual([]);
  });
});

describe('first-person pronouns', () => {
  it('finds singular and plural pronouns', () => {
    expect(
      findFirstPersonPronouns("I built my first API; I'm proud. We shipped our product.").map((match) => [match.pronoun, match.person]),
    ).toEqual([
      ['I', 'singular'],
      ['my', 'singular'],
      ["I'm", 'singular'],
      ['We', 'plural'],
      ['our', 'plural'],
    ]);
  });

  it('does not take US, IT, roman numerals or names for pronouns', () => {
    expect(findFirstPersonPronouns('Moved the US IT team to Phase II; joined Ourso Inc; Myers-Briggs; i18n')).toEqual([]);
  });
});

describe('buzzwords and filler words', () => {
  it('finds clichés however they are hyphenated', () => {
    expect(findBuzzwords('Hard working team player and go getter; detail-oriented; synergy').map((match) => match.entry)).toEqual([
      'hard-working',
      'team player',
      'go-getter',
      'detail-oriented',
      'synergy',
    ]);
    expect(BUZZWORDS.length).toBeGreaterThan(50);
  });

  it('finds filler with its shorter wording', () => {
    expect(
      findFillerWords('Very quickly shipped various features in order to help').map((match) => [match.text, match.entry.replacement]),
    ).toEqual([
      ['Very', ''],
      ['various', ''],
      ['in order to', 'to'],
    ]);
    expect(FILLER_WORDS.every((filler) => filler.word.toLowerCase() === filler.word)).toBe(true);
  });

  it('leaves technical terms alone and flags nouns as unsafe to drop', () => {
    expect(findFillerWords('Built a highly available, highly tuned API')).toMatchObject([{ text: 'highly', index: 26 }]);
    expect(findFillerWords('Fixed bugs and other things').map((match) => match.entry.isSafeToRemove)).toEqual([false]);
  });
});
