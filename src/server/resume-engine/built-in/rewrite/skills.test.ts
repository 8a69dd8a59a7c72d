import { describe, expect, it } from 'vitest';
import { parseResume } from '#server/resume-engine/parse/parse-resume.ts';
import { recognizeSkills } from '#server/resume-engine/skills/recognize-skills.ts';
import { rewriteSkills, writeSkillNames } from './skills.ts';

function rewrite(skillsSection: string, targetRole?: string) {
  const document = parseResume(`# Jane Doe\n\n## Skills\n\n${skillsSection}`);
  const items = document.sections.find((section) => section.kind === 'skills')?.items ?? [];
  return rewriteSkills({ items, knownSkills: new Set(recognizeSkills(document).map((skill) => skill.name)), targetRole });
}

describe('rewriteSkills', () => {
  it("groups loose skills by the taxonomy's categories and keeps unknown ones under Other", () => {
    const { paragraphs, changes } = rewrite('Python, React, PostgreSQL, TypeScript, communication, yodeling');
    expect(paragraphs).toEqual([
      [
        '- **Languages:** Python, TypeScript',
        '- **Frontend:** React',
        '- **Databases:** PostgreSQL',
        '- **Other:** communication, yodeling',
      ].join('\n'),
    ]);
    expect(changes.map((change) => change.kind)).toEqual(['skills']);
  });

  it('keeps the groups the resume names, adding loose skills to a group of the same name', () => {
    const { paragraphs } = rewrite('Languages: Go, Rust\n\nCloud stuff: AWS (EC2, S3)\n\nPython');
    expect(paragraphs).toEqual(['- **Languages:** Go, Rust, Python\n- **Cloud stuff:** AWS (EC2, S3)']);
  });

  it('changes nothing when the skills are already grouped', () => {
    expect(rewrite('Languages: Go, Rust\n\nDatabases: PostgreSQL').changes).toEqual([]);
  });

  it('keeps sentences as they are and drops repeated items', () => {
    const { paragraphs } = rewrite('Python, python, Rust\n\nStrong background in distributed systems and cloud infrastructure at scale');
    expect(paragraphs).toEqual([
      '- **Languages:** Python, Rust',
      'Strong background in distributed systems and cloud infrastructure at scale',
    ]);
  });

  it('never names a group after a skill the resume does not list', () => {
    expect(rewrite('Docker, Kubernetes, Python').paragraphs[0]).not.toContain('DevOps');
  });

  it('puts the skills a target role asks for first, adding none', () => {
    const { paragraphs, changes } = rewrite('Languages: Python, Java, JavaScript, TypeScript', 'Frontend Developer');
    expect(paragraphs).toEqual(['- **Languages:** JavaScript, TypeScript, Python, Java']);
    expect(changes[0]?.reason).toContain('Skills a Frontend Developer role asks for come first.');
  });
});

describe('writeSkillNames', () => {
  it('writes lower-case technologies under their proper names, never a word that may be a verb', () => {
    const names = ['JavaScript', 'Node.js', 'PostgreSQL', 'Go', 'React'];
    expect(writeSkillNames('apps in javascript and node.js on postgresql', names)?.text).toBe(
      'apps in JavaScript and Node.js on PostgreSQL',
    );
    expect(writeSkillNames('i go to react meetups', names)).toBeNull();
    expect(writeSkillNames('Javascript apps', names)).toBeNull();
  });
});
