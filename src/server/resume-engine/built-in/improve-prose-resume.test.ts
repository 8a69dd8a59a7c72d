/**
 * Improve on a resume written as running text (tests/fixtures/resume-prose, each beside the same
 * facts as a structured resume): the roles, skills, certifications and education are set out in
 * sections with the person's own words, no section the text holds is called missing or given a
 * placeholder, the fact review finds nothing added, and no number, contact detail or skill is lost.
 */
import { describe, expect, it } from 'vitest';
import { getSectionLines, PROSE_RESUME_NAMES, readProseResume } from '#tests/factories/resume-engine/prose-resumes.ts';
import { ACTION_VERBS } from '../language/action-verbs.ts';
import { parseResume } from '../parse/parse-resume.ts';
import { reviewImprovement } from '../review/review-improvement.ts';
import { recognizeSkills } from '../skills/recognize-skills.ts';
import { improveResume } from './improve-resume.ts';
import { restructureProse } from './rewrite/prose.ts';

const NAMES = PROSE_RESUME_NAMES;
const read = readProseResume;
const sectionLines = getSectionLines;

const skillNames = (markdown: string) => new Set(recognizeSkills(markdown).map((skill) => skill.name));

describe('Improve on a resume written as running text', () => {
  it('has at least 5 prose resumes, each with its structured twin', () => {
    expect(NAMES.length).toBeGreaterThanOrEqual(5);
  });

  for (const name of NAMES) {
    it(`sets out ${name} in sections, keeping every fact and adding none`, () => {
      const prose = read(name, 'prose');
      const structured = read(name, 'structured');
      const report = improveResume({ content: prose, fileName: `${name}.md`, originalFile: null });
      const improved = report.improvedContent;

      const roleCount = sectionLines(structured, 'Experience').filter((line) => !line.startsWith('- ')).length;
      expect(sectionLines(improved, 'Experience').filter((line) => line.startsWith('### '))).toHaveLength(roleCount);
      for (const heading of ['Summary', 'Skills', 'Education']) expect(sectionLines(improved, heading).length, heading).toBeGreaterThan(0);
      if (sectionLines(structured, 'Certifications').length > 0)
        expect(sectionLines(improved, 'Certifications')).toHaveLength(sectionLines(structured, 'Certifications').length);

      expect(improved).not.toContain('[Add');
      expect(report.missingSections ?? []).toEqual([]);
      expect(reviewImprovement(prose, improved)).toEqual([]);

      for (const number of prose.match(/\d[\d,.]*\d|\d/g) ?? []) expect(improved, number).toContain(number.replace(/[.,]$/, ''));
      for (const detail of prose.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+|linkedin\.com\/in\/\w+/g) ?? []) expect(improved).toContain(detail);
      // A bullet opens with a verb the text used, or the past of one it used as '-ing' ('building' → 'Built').
      const proseWords = new Set(prose.toLowerCase().match(/[a-z]+/g) ?? []);
      for (const bullet of sectionLines(improved, 'Experience').filter((line) => line.startsWith('- '))) {
        const opening = bullet.slice(2).split(' ')[0]!.toLowerCase();
        const gerunds = ACTION_VERBS.filter((verb) => verb.past === opening).map((verb) => verb.gerund);
        expect(proseWords.has(opening) || gerunds.some((gerund) => proseWords.has(gerund)), bullet).toBe(true);
      }
      const improvedSkills = skillNames(improved);
      for (const skill of skillNames(structured)) expect(improvedSkills, skill).toContain(skill);
    });
  }

  it('reads a whole resume written as one sentence of semicolons, keeping "from … to" dates readable', () => {
    const prose = `# Dana Whitfield\n\ndana.whitfield@example.com | 512-555-0142\n\nSenior DevOps Engineer at Lumen Ledger in Austin, TX from April 2021 to the present: moved 45 services to Kubernetes, cutting release time from 2 hours to 15 minutes; wrote Terraform modules used by 6 teams; before that, DevOps Engineer at Redbud Health in Dallas, TX from July 2018 to March 2021: built CI pipelines for 30 repositories; also comfortable with AWS, Terraform, Kubernetes and Python; B.S. in Information Technology from Texas State University, 2018.`;
    const { improvedContent } = improveResume({ content: prose, fileName: 'dana.md', originalFile: null });
    expect(sectionLines(improvedContent, 'Experience')).toEqual([
      '### Senior DevOps Engineer | Lumen Ledger | Austin, TX | Apr 2021 – Present',
      '- Moved 45 services to Kubernetes, cutting release time from 2 hours to 15 minutes',
      '- Wrote Terraform modules used by 6 teams',
      '### DevOps Engineer | Redbud Health | Dallas, TX | Jul 2018 – Mar 2021',
      '- Built CI pipelines for 30 repositories',
    ]);
    expect(sectionLines(improvedContent, 'Education')).toEqual(['### B.S. in Information Technology | Texas State University | 2018']);
    expect(improvedContent).not.toContain('[Add');
    expect(reviewImprovement(prose, improvedContent)).toEqual([]);
  });

  it('leaves a resume with sections, or text that names no role, to the usual improvement', () => {
    const restructure = (content: string) => restructureProse(content, parseResume(content).contact);
    expect(restructure(read(NAMES[0]!, 'structured'))).toBeNull();
    expect(restructure("maria garcia\ni'm a backend dev. i worked at acme from jan 2019 to march 2021")).toBeNull();
  });
});
