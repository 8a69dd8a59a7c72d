/**
 * A fake OpenAI-compatible server on 127.0.0.1 (random port) for the LLM provider tests. It records
 * every request and answers with whatever the test set: a chat completion carrying `content`, an
 * HTTP error or redirect, or nothing for a while (to test timeouts); or an answer made from each request.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TRecordedRequest = { method: string; url: string; headers: IncomingHttpHeaders; body: Record<string, unknown> };

export type TFakeAnswer =
  /** A chat completion whose message content is this text (use JSON.stringify for structured output). */
  | { content: string; finishReason?: string }
  | { status: number; body: unknown; headers?: Record<string, string> }
  /** Answers only after this delay. */
  | { delayMs: number; content: string };

export type TFakeLlmServer = {
  /** e.g. 'http://127.0.0.1:40123/v1' */
  baseUrl: string;
  requests: TRecordedRequest[];
  /** A fixed answer, or one made from each request's body (the model's input is in its messages). */
  answerWith: (answer: TFakeAnswer | ((body: Record<string, unknown>) => TFakeAnswer)) => void;
  close: () => Promise<void>;
};

function toCompletion(model: unknown, content: string, finishReason = 'stop') {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: finishReason, logprobs: null }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

export async function startFakeLlmServer(): Promise<TFakeLlmServer> {
  const requests: TRecordedRequest[] = [];
  let answer: TFakeAnswer | ((body: Record<string, unknown>) => TFakeAnswer) = {
    status: 500,
    body: { error: { message: 'no answer set by the test' } },
  };
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
      requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
        if (response.destroyed) return;
        response.writeHead(status, { 'content-type': 'application/json', ...headers });
        response.end(JSON.stringify(payload));
      };
      const current = typeof answer === 'function' ? answer(body) : answer;
      if ('status' in current) return send(current.status, current.body, current.headers);
      if ('delayMs' in current) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          send(200, toCompletion(body.model, current.content));
        }, current.delayMs);
        timers.add(timer);
        return;
      }
      send(200, toCompletion(body.model, current.content, current.finishReason));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    answerWith: (next) => {
      answer = next;
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
