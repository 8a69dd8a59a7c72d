import { describe, expect, it } from 'vitest';
import { findDegreeMentions, findLeadingDegree, getDegreeLevel } from './degrees.ts';

describe('degrees', () => {
  it.each([
    ['B.S.', 'bachelor'],
    ['BSc', 'bachelor'],
    ['BS', 'bachelor'],
    ['Bachelor of Science', 'bachelor'],
    ["Bachelor's Degree", 'bachelor'],
    ['B.Tech', 'bachelor'],
    ['B.Eng.', 'bachelor'],
    ['M.Sc.', 'master'],
    ['MS', 'master'],
    ['Master of Science', 'master'],
    ["Master's", 'master'],
    ['M.Tech', 'master'],
    ['MBA', 'mba'],
    ['PhD', 'doctorate'],
    ['Ph.D.', 'doctorate'],
    ['Doctor of Philosophy', 'doctorate'],
    ["Associate's degree", 'associate'],
    ['A.A.S.', 'associate'],
    ['High School Diploma', 'diploma'],
    ['Certificate', 'certificate'],
  ])('%s is a %s degree', (degree, level) => {
    expect(getDegreeLevel(degree)).toBe(level);
  });

  it('is not fooled by words that start like a degree', () => {
    for (const text of ['Marketing', 'Basic', 'Mastered Go', 'Bass guitar']) expect(getDegreeLevel(text), text).toBeNull();
  });

  it('reads the degree at the start of an education line', () => {
    expect(findLeadingDegree('Bachelor of Science in Data Science | Stanford')).toEqual({ text: 'Bachelor of Science', level: 'bachelor' });
    expect(findLeadingDegree('BS Computer Science, MIT')).toEqual({ text: 'BS', level: 'bachelor' });
  });

  it('finds degrees named in prose, but not look-alikes', () => {
    expect(
      findDegreeMentions("Holds a Master's degree in CS and a PhD; earlier a BS in Physics and an MBA.").map((m) => [m.text, m.level]),
    ).toEqual([
      ["Master's degree", 'master'],
      ['PhD', 'doctorate'],
      ['BS', 'bachelor'],
      ['MBA', 'mba'],
    ]);
    expect(findDegreeMentions('Used MS Office; merged to the master branch; will be in touch as needed; BA airline')).toEqual([]);
  });
});
