import { describe, expect, it } from 'vitest';
import { runCheck } from '#tests/factories/resume-engine/checks.ts';
import { unreachableLinksCheck } from './unreachable-links.ts';

const resume = (header: string, projectLines: readonly string[] = []) =>
  `# Ana Lima\n\nLisbon, Portugal | ana@example.com | ${header}\n\n## Projects\n\n**Trip Planner** — a route planner\n${projectLines.map((line) => `- ${line}`).join('\n')}\n\n- Built the route search in Go`;

const foundLinks = (markdown: string) => runCheck(unreachableLinksCheck, markdown)?.findings[0]?.description ?? '';

describe('unreachable-links: links a recruiter cannot open', () => {
  it("names a header link to the writer's own machine, with the fault's cost", () => {
    const result = runCheck(unreachableLinksCheck, resume('http://localhost:3000'));
    expect(result?.findings).toEqual([
      expect.objectContaining({ title: 'Fix links a recruiter cannot open', lines: [expect.objectContaining({ line: 3 })] }),
    ]);
    expect(result?.findings[0]?.description).toContain("'http://localhost:3000'");
    expect(result?.overallPenalty).toBeGreaterThanOrEqual(1);
  });

  it('finds local and private-network addresses, file paths and template domains, in the header and in projects', () => {
    const broken = [
      'http://127.0.0.1:8000/demo',
      '192.168.1.24:8080/app',
      'http://10.0.0.12/dashboard',
      'http://172.20.4.1:5000',
      'file:///C:/Users/ana/site/index.html',
      'https://www.example.com/portfolio',
      'ana.example.org',
      'yourname.dev',
      'https://your-portfolio.netlify.app',
      'https://github.com/your-username',
      'linkedin.com/in/username',
      'localhost:5173',
    ];
    for (const link of broken) {
      expect(foundLinks(resume('anabuilds.dev', [`Live demo: ${link}`])), link).toContain(link);
      expect(foundLinks(resume(link)), link).toContain(link);
    }
  });

  it('leaves working links, an e-mail on an example domain, and text that only mentions a local machine', () => {
    expect(runCheck(unreachableLinksCheck, resume('github.com/analima | https://anabuilds.dev'))).toBeNull();
    const mentions = [
      'Ran the whole stack on localhost with Docker Compose',
      'Upgraded from PostgreSQL 10.4 to 16 and Node.js 18',
      'Served the office network 10.0.0.0 with a VPN',
      'Source: https://gitlab.com/analima/trips',
    ];
    expect(runCheck(unreachableLinksCheck, resume('https://anabuilds.dev', mentions))).toBeNull();
    // In a job's bullet a bare local address is a detail of the work, not a link offered to the reader.
    const job =
      '\n\n## Experience\n\nBackend Engineer | Acme | Jan 2021 - Present\n\n- Exposed service metrics on localhost:9090 to Prometheus';
    expect(runCheck(unreachableLinksCheck, `${resume('https://anabuilds.dev')}${job}`)).toBeNull();
  });
});
