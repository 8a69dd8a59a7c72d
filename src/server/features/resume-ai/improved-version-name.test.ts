import { describe, expect, it } from 'vitest';
import { createImprovedVersionName } from './improved-version-name.ts';

describe('createImprovedVersionName', () => {
  it('names the first improved version after the original, as markdown', () => {
    expect(createImprovedVersionName('Jane Doe Resume.docx', [])).toBe('Jane Doe Resume (improved).md');
    expect(createImprovedVersionName('old-cv.doc', ['old-cv.doc'])).toBe('old-cv (improved).md');
  });

  it('counts on while a name is taken, ignoring case', () => {
    const taken = ['Jane Doe Resume.docx', 'jane doe resume (improved).md', 'Jane Doe Resume (improved 2).md'];
    expect(createImprovedVersionName('Jane Doe Resume.docx', taken)).toBe('Jane Doe Resume (improved 3).md');
  });

  it('counts an improved version of an improved version from the same stem', () => {
    const taken = ['Jane Doe Resume.docx', 'Jane Doe Resume (improved).md'];
    expect(createImprovedVersionName('Jane Doe Resume (improved).md', taken)).toBe('Jane Doe Resume (improved 2).md');
  });

  it('stays within 200 characters and never ends up without a name', () => {
    expect(createImprovedVersionName(`${'x'.repeat(250)}.docx`, []).length).toBeLessThanOrEqual(200);
    expect(createImprovedVersionName('.docx', [])).toBe('Resume (improved).md');
  });
});
