import { describe, expect, it } from 'vitest';
import { runApplicableCheck, runCheck } from '#tests/factories/resume-engine/checks.ts';
import { findMisspellings } from '#server/resume-engine/language/spell-checker.ts';
import { spellingCheck } from './spelling.ts';

const resume = (summary: string, ...bullets: string[]) =>
  `# Kwame Mensah\n\nSite Reliability Engineer\n\n## Summary\n\n${summary}\n\n## Experience\n\nSenior Engineer | Ridgeline Pay | Denver, CO | Jan 2022 – Present\n\n${bullets.map((bullet) => `- ${bullet}`).join('\n')}`;

describe('spelling', () => {
  it('names misspelt words with corrections and points at their lines', () => {
    const result = runApplicableCheck(
      spellingCheck,
      resume('Engineer with 7 years of experience accross payments teams.', 'Migrated thier services wich recieved traffic to Kubernetes'),
    );
    expect(result.findings).toHaveLength(1);
    const [finding] = result.findings;
    expect(finding?.title).toBe('Fix spelling mistakes');
    expect(finding?.description).toContain("'accross' → 'across'");
    expect(finding?.description).toContain("'thier' → 'their");
    expect(finding?.description).toContain("'wich' → 'which");
    expect(finding?.description).toContain("'recieved' → 'received");
    expect(finding?.lines.map((line) => line.line)).toEqual([7, 13]);
    expect(result.score).toBeCloseTo(0.2);
    expect(result.overallPenalty).toBeGreaterThan(0);
  });

  it('flags nothing in a correctly spelt resume, and gives it no score to dilute the others', () => {
    const result = runApplicableCheck(
      spellingCheck,
      resume(
        'Site reliability engineer with 7 years of experience running Kubernetes platforms on AWS and GCP across the whole organisation.',
        'Built a Terraform module library that 9 teams use to provision AWS environments in under an hour',
        'Reduced mean time to recovery from 2 hours to 20 minutes with Prometheus alerts, Grafana dashboards and runbooks',
        'Optimised PostgreSQL queries and GraphQL resolvers, which shortened deploys and benchmarked integrations',
      ),
    );
    expect(result).toMatchObject({ score: null, findings: [], strengths: ['No spelling mistakes found'] });
  });

  it('never flags taxonomy words, names, acronyms, numbers, links or mixed-case words', () => {
    const text =
      'Kubernetes, PostgreSQL, GraphQL, Terraform, kubectl, k8s, Ansible, Jenkins and nginx at Stackhaven in Boulder with Aspenworks; ' +
      'see github.com/kmensah or kwame.mensah@example.com, 99.95% SLOs, $380K, iOS, SwiftUI, eBPF, 3x faster';
    expect(findMisspellings(text)).toEqual([]);
  });

  it('flags a missed double letter, but not a regular inflection of a known word', () => {
    expect(findMisspellings('The outage occured after we began refering requests').map((found) => found.word)).toEqual([
      'occured',
      'refering',
    ]);
    expect(findMisspellings('Versioned the schemas, benchmarked integrations and planned the rollouts')).toEqual([]);
  });

  it('leaves alone trade words and jargon no dictionary word is one letter from', () => {
    expect(findMisspellings('Ran standups and retros, shipped hotfixes via webhooks into serverless upserts')).toEqual([]);
    expect(findMisspellings('Wrote kubeconfigs and dockerfiles')).toEqual([]);
  });

  it('reads capitalised words in education and certifications as names', () => {
    const result = runCheck(
      spellingCheck,
      '# Kwame Mensah\n\n## Education\n\nUniversitat Politecnica, BSc Computer Science, 2016\n\n## Certifications\n\nCoursera: Machine Learning Specialization',
    );
    expect(result?.findings ?? []).toEqual([]);
  });

  it('does not apply without sections', () => {
    expect(runCheck(spellingCheck, '# Kwame Mensah')).toBeNull();
  });
});
