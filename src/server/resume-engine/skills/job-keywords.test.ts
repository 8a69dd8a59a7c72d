import { describe, expect, it } from 'vitest';
import { extractJobKeywords } from './job-keywords.ts';

const POSTING = `Senior Backend Engineer (Go)

About the role
You will build services in Go and design our Postgres schemas. Go to market with our product team.

Requirements:
- 5+ years of professional experience building backend systems
- Strong experience with Go, gRPC and Kubernetes (k8s)
- Bachelor's degree in Computer Science or related field
- Excellent communication skills and a collaborative mindset

Nice to have:
- Experience with Kafka, Terraform
- Rust is a plus
`;

describe('extractJobKeywords', () => {
  it('keeps the # of C# and F#, and reads markdown headings and emphasis', () => {
    const { skills } = extractJobKeywords('## Requirements\n- **Strong** C# and F# on .NET\n- _Nice_ `SQL` skills');
    expect(skills.map((skill) => skill.name).sort()).toEqual(['.NET', 'C#', 'F#', 'SQL']);
  });

  it('finds the technologies, required or nice to have', () => {
    const { skills } = extractJobKeywords(POSTING);
    expect(skills.map((skill) => [skill.name, skill.isRequired])).toEqual([
      ['Go', true],
      ['Kubernetes', true],
      ['gRPC', true],
      ['PostgreSQL', true],
      ['Apache Kafka', false],
      ['Rust', false],
      ['Terraform', false],
    ]);
    expect(skills.find((skill) => skill.name === 'Go')?.lines).toEqual([1, 4, 8]);
  });

  it('keeps a skill required when it is also listed as nice to have', () => {
    const { skills } = extractJobKeywords('Requirements:\n- Python\n\nNice to have:\n- Python, Airflow');
    expect(skills.map((skill) => [skill.name, skill.isRequired])).toEqual([
      ['Python', true],
      ['Apache Airflow', false],
    ]);
  });

  it('reads years of experience, degree and soft skills', () => {
    expect(extractJobKeywords(POSTING).requirements).toEqual([
      { kind: 'experience', text: '5+ years of professional experience', line: 7 },
      { kind: 'degree', text: "Bachelor's degree in Computer Science", line: 9 },
      { kind: 'soft-skill', text: 'communication', line: 10 },
      { kind: 'soft-skill', text: 'collaboration', line: 10 },
    ]);
  });

  it('finds nothing in an empty posting', () => {
    expect(extractJobKeywords('')).toEqual({ skills: [], requirements: [] });
  });
});
