import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ZAnalysisReportSchema, ZImprovementChangeSchema } from '#shared/schemas/resume-ai.ts';
import { startFakeLlmServer, type TFakeLlmServer } from '#tests/factories/fake-llm-server.ts';
import { analyzeResumeWithLayout } from '../built-in/analyze-resume.ts';
import { improveResume } from '../built-in/improve-resume.ts';
import { createResumeEngine, type TEngineLog } from '../create-engine.ts';
import type { TEngineResume } from '../types.ts';
import type { TLlmConnection } from '#server/lib/llm-client.ts';

const API_KEY = 'sk-test-secret-key-123';
const RESUME: TEngineResume = {
  fileName: 'Jane Doe Resume.docx',
  originalFile: null,
  content: [
    '# Jane Doe',
    'jane.doe@example.com · +1 555 0100 · Berlin, Germany',
    '## Experience',
    '### Senior Engineer — Acme',
    '*Jan 2022 – Present*',
    '- Responsible for the billing platform in TypeScript',
    '- Cut p99 latency by 40%',
    '## Skills',
    'TypeScript, PostgreSQL',
  ].join('\n'),
};

const LLM_ANALYSIS = {
  overallScore: 76.6,
  suggestions: [
    {
      title: 'Lead with results',
      description: 'Line 6 starts with "Responsible for"; say what you built.',
      impact: 'low',
      category: 'language',
      checkId: 'made-up-check',
      lines: [6, 99, 0, 6],
    },
    {
      title: 'Add a summary',
      description: 'Two lines on what you do best.',
      impact: 'high',
      category: 'structure',
      checkId: 'llm',
      lines: [],
    },
  ],
  strengths: ['Quantified latency result. '],
};

const LLM_IMPROVEMENT = {
  improvedContent: '# Jane Doe\n\n## Experience\n\n- Built the billing platform in TypeScript\n',
  changes: [{ kind: 'bullet', before: 'Responsible for the billing platform', after: 'Built the billing platform', reason: 'Strong verb' }],
};

type TWarning = { details: Record<string, unknown>; message: string };

function createLog(): TEngineLog & { warnings: TWarning[] } {
  const warnings: TWarning[] = [];
  return { warnings, warn: (details, message) => void warnings.push({ details, message }) };
}

describe('OpenAI-compatible LLM provider', () => {
  let server: TFakeLlmServer;
  let connection: TLlmConnection;
  let log: ReturnType<typeof createLog>;
  const engine = () => createResumeEngine({ llm: connection, log });

  beforeAll(async () => {
    server = await startFakeLlmServer();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    connection = { baseUrl: server.baseUrl, apiKey: API_KEY, model: 'fake-model', timeoutMs: 5_000 };
    log = createLog();
  });

  it('sends the model, the numbered resume, the built-in analysis as grounding and a JSON schema', async () => {
    server.answerWith({ content: JSON.stringify(LLM_ANALYSIS) });
    await engine().analyze(RESUME, { targetRole: 'Backend Engineer' });

    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'POST', url: '/v1/chat/completions' });
    expect(request!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    const body = request!.body as {
      model: string;
      stream?: boolean;
      messages: { role: string; content: string }[];
      response_format: { type: string; json_schema: { name: string; strict: boolean; schema: Record<string, unknown> } };
    };
    expect(body.model).toBe('fake-model');
    expect(body.stream).toBeFalsy();
    expect(body.messages.map((message) => message.role)).toEqual(['system', 'user']);
    const input = JSON.parse(body.messages[1]!.content) as Record<string, unknown>;
    expect(input.resume).toContain('6| - Responsible for the billing platform in TypeScript');
    expect(input.targetRole).toBe('Backend Engineer');
    const builtIn = await analyzeResumeWithLayout(RESUME, { targetRole: 'Backend Engineer' });
    expect(input.builtInAnalysis).toMatchObject({ overallScore: builtIn.overallScore, atsCompatibility: builtIn.atsCompatibility });
    expect(body.response_format.type).toBe('json_schema');
    expect(body.response_format.json_schema).toMatchObject({ name: 'resume_analysis', strict: true });
    expect(body.response_format.json_schema.schema).toMatchObject({
      type: 'object',
      additionalProperties: false,
      required: ['overallScore', 'suggestions', 'strengths'],
    });
    expect(body.response_format.json_schema.schema).not.toHaveProperty('$schema');
  });

  it('merges the structured answer over the built-in report and says the LLM answered', async () => {
    server.answerWith({ content: JSON.stringify(LLM_ANALYSIS) });
    const answer = await engine().analyze(RESUME);
    const builtIn = await analyzeResumeWithLayout(RESUME);

    expect(answer).toMatchObject({ engine: 'llm', model: 'fake-model', fallbackReason: null });
    const report = ZAnalysisReportSchema.parse(answer.report);
    expect(report.overallScore).toBe(77);
    // What rules measure stays the built-in engine's.
    expect(report.atsCompatibility).toBe(builtIn.atsCompatibility);
    expect(report.categoryScores).toEqual(builtIn.categoryScores);
    expect(report.skillsFound).toEqual(builtIn.skillsFound);
    // Rounded; high impact first; unknown line numbers dropped, line texts taken from the resume; unknown check ids marked.
    expect(report.suggestions.map((suggestion) => suggestion.title)).toEqual(['Add a summary', 'Lead with results']);
    expect(report.suggestions[1]).toMatchObject({
      checkId: 'llm',
      lines: [{ line: 6, text: '- Responsible for the billing platform in TypeScript' }],
    });
    expect(report.strengths).toEqual(['Quantified latency result.']);
    expect(log.warnings).toEqual([]);
  });

  it('improves from the built-in rewrite with the rule to never invent facts', async () => {
    server.answerWith({ content: JSON.stringify(LLM_IMPROVEMENT) });
    const answer = await engine().improve(RESUME, { targetRole: '' });

    expect(answer).toMatchObject({ engine: 'llm', model: 'fake-model', fallbackReason: null });
    expect(answer.report.improvedContent).toBe(LLM_IMPROVEMENT.improvedContent.trim());
    // The changes are the rewrite's line diff, so each can be taken on its own; the model's reason goes with its lines.
    const changes = answer.report.changes.map((change) => ZImprovementChangeSchema.parse(change));
    expect(changes.find((change) => change.after.includes('Built the billing platform'))).toMatchObject({
      before: expect.stringContaining('- Responsible for the billing platform in TypeScript'),
      reason: 'Strong verb',
    });
    for (const change of changes)
      expect(RESUME.content.includes(change.before) && answer.report.improvedContent.includes(change.after)).toBe(true);
    const body = server.requests[0]!.body as {
      messages: { content: string }[];
      response_format: { json_schema: { name: string } };
    };
    expect(body.messages[0]!.content).toContain('Never invent facts');
    expect(body.response_format.json_schema.name).toBe('resume_improvement');
    const input = JSON.parse(body.messages[1]!.content) as Record<string, unknown>;
    expect(input.resume).toBe(RESUME.content);
    expect(input.builtInImprovement).toEqual(improveResume(RESUME, { targetRole: '' }));
  });

  it('gives the model a resume written as running text already set out in sections, and falls back to that when the model returns the paragraph', async () => {
    const prose: TEngineResume = {
      fileName: 'resume.md',
      originalFile: null,
      content:
        '# Dana Whitfield\n\ndana.whitfield@example.com\n\nSenior DevOps Engineer at Lumen Ledger in Austin, TX from April 2021 to the present: moved 45 services to Kubernetes; before that, DevOps Engineer at Redbud Health in Dallas, TX from July 2018 to March 2021: built CI pipelines for 30 repositories; B.S. in Information Technology from Texas State University, 2018.\n',
    };
    server.answerWith({ content: JSON.stringify({ improvedContent: prose.content, changes: [] }) });
    const answer = await engine().improve(prose);
    const input = JSON.parse((server.requests[0]!.body as { messages: { content: string }[] }).messages[1]!.content) as {
      builtInImprovement: { improvedContent: string };
    };
    expect(input.builtInImprovement.improvedContent).toContain(
      '### Senior DevOps Engineer | Lumen Ledger | Austin, TX | Apr 2021 – Present',
    );
    expect(answer).toMatchObject({ engine: 'built-in', fallbackReason: 'The AI model gave the resume back unchanged.' });
    expect(answer.report.improvedContent).toContain('## Education\n\n### B.S. in Information Technology | Texas State University | 2018');
    expect(answer.report.missingSections ?? []).toEqual([]);
  });

  describe('on a resume that lacks what a resume needs', () => {
    const VAGUE: TEngineResume = {
      fileName: 'resume.md',
      originalFile: null,
      content: 'john smith\ni am a developer who basically does some web stuff\ni worked on various projects using javascript and stuff\n',
    };

    it('uses the built-in safe fixes and answer when the model gives the resume back unchanged', async () => {
      server.answerWith({ content: JSON.stringify({ improvedContent: VAGUE.content, changes: [] }) });
      const answer = await engine().improve(VAGUE);
      expect(answer).toEqual({
        report: improveResume(VAGUE),
        engine: 'built-in',
        model: null,
        fallbackReason: 'The AI model gave the resume back unchanged.',
      });
      expect(answer.report.guidance).toContain('does not yet have contact details, experience, skills and education');
    });

    it('keeps the built-in answer of what to add, and puts back the placeholders the model dropped', async () => {
      const rewrite = '# John Smith\n\n## Summary\n\nWeb developer who worked on JavaScript projects.';
      server.answerWith({ content: JSON.stringify({ improvedContent: rewrite, changes: [] }) });
      const answer = await engine().improve(VAGUE);
      const builtIn = improveResume(VAGUE);
      expect(answer.engine).toBe('llm');
      expect(answer.report.missingSections).toEqual(builtIn.missingSections);
      expect(answer.report.guidance).toBe(builtIn.guidance);
      const { improvedContent } = answer.report;
      expect(improvedContent.startsWith('# John Smith\n\n[Add your email] | [Add your phone number]')).toBe(true);
      expect(improvedContent).toContain('Web developer who worked on JavaScript projects.\n\n## Experience\n\n[Add your most recent role');
      expect(improvedContent.endsWith('## Education\n\n[Add your degree, bootcamp or course: Degree | School | Year]')).toBe(true);
    });
  });

  it('falls back to the built-in engine on HTTP 500 and logs why without the key', async () => {
    server.answerWith({ status: 500, body: { error: { message: `upstream failed for key ${API_KEY}` } } });
    const answer = await engine().analyze(RESUME);

    expect(answer).toEqual({
      report: await analyzeResumeWithLayout(RESUME),
      engine: 'built-in',
      model: null,
      fallbackReason: 'The AI service answered with HTTP 500.',
    });
    expect(server.requests).toHaveLength(1); // no retries
    expect(log.warnings).toHaveLength(1);
    expect(log.warnings[0]!.details).toMatchObject({
      task: 'analyze',
      model: 'fake-model',
      reason: 'The AI service answered with HTTP 500.',
    });
    expect(JSON.stringify(log.warnings)).not.toContain(API_KEY);
  });

  it('falls back when the model does not answer in time', async () => {
    connection.timeoutMs = 300;
    server.answerWith({ delayMs: 3_000, content: JSON.stringify(LLM_ANALYSIS) });
    const started = performance.now();
    const answer = await engine().analyze(RESUME);

    expect(performance.now() - started).toBeLessThan(2_000);
    expect(answer).toMatchObject({ engine: 'built-in', model: null, fallbackReason: 'The AI model did not answer within 0.3 seconds.' });
  });

  it('falls back on an answer that is not JSON, or JSON of the wrong shape', async () => {
    server.answerWith({ content: 'Sure! Here is your analysis: great resume.' });
    expect(await engine().analyze(RESUME)).toMatchObject({
      engine: 'built-in',
      fallbackReason: 'The AI model’s answer was not valid JSON.',
    });

    server.answerWith({ content: JSON.stringify({ ...LLM_ANALYSIS, overallScore: 'excellent' }) });
    expect(await engine().analyze(RESUME)).toMatchObject({
      engine: 'built-in',
      fallbackReason: 'The AI model’s answer did not have the expected structure.',
    });

    server.answerWith({ content: JSON.stringify({ changes: [] }) });
    const improvement = await engine().improve(RESUME);
    expect(improvement).toEqual({
      report: improveResume(RESUME),
      engine: 'built-in',
      model: null,
      fallbackReason: 'The AI model’s answer did not have the expected structure.',
    });
  });

  it('falls back on a cut-off answer and when the server cannot be reached', async () => {
    server.answerWith({ content: '{"overallScore": 7', finishReason: 'length' });
    expect((await engine().analyze(RESUME)).fallbackReason).toBe('The AI model’s answer was cut off before it was complete.');

    const closed = await startFakeLlmServer();
    await closed.close();
    connection.baseUrl = closed.baseUrl;
    expect(await engine().improve(RESUME)).toMatchObject({ engine: 'built-in', fallbackReason: 'The AI service could not be reached.' });
  });

  it('never sends the resume to a link-local or metadata address', async () => {
    connection.baseUrl = 'http://169.254.169.254/v1';
    expect(await engine().analyze(RESUME)).toMatchObject({ engine: 'built-in', fallbackReason: 'The AI service could not be reached.' });
    expect(log.warnings[0]!.details.detail).toContain('169.254.169.254 is a link-local or cloud metadata address');
  });

  it('uses the built-in engine silently without a connection', async () => {
    const answer = await createResumeEngine({ llm: null, log }).analyze(RESUME);
    expect(answer).toEqual({ report: await analyzeResumeWithLayout(RESUME), engine: 'built-in', model: null, fallbackReason: null });
    expect(server.requests).toHaveLength(0);
    expect(log.warnings).toEqual([]);
  });
});
