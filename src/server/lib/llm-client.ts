/**
 * One structured chat completion against an OpenAI-compatible server (OpenAI, Ollama, vLLM, LM
 * Studio…) through the `openai` SDK. The answer must be JSON matching a Zod schema: the schema is
 * sent as `response_format: json_schema` and the answer is checked against it again here, because
 * not every compatible server enforces it. Every way this can fail ends in one `LlmFailure` whose
 * `reason` can be shown to the user; nothing here retries.
 */
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { z } from 'zod';
import { fetchOutbound } from '#server/lib/outbound-url.ts';

/** Where and how to reach the admin's model (admin settings and the 'openai' API key). */
export type TLlmConnection = {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** The whole call, answer included, must finish within this. */
  timeoutMs: number;
};

export class LlmFailure extends Error {
  /** A sentence for the user (the analysis' fallbackReason); never holds the key. */
  readonly reason: string;

  constructor(reason: string, detail?: string) {
    super(detail ? `${reason} ${detail}` : reason);
    this.name = 'LlmFailure';
    this.reason = reason;
  }
}

type TStructuredRequest<TSchema extends z.ZodType> = {
  /** The schema's name in `response_format` (letters, digits, '_' and '-'). */
  schemaName: string;
  schema: TSchema;
  instructions: string;
  /** Sent as the user message, as JSON. */
  input: unknown;
};

/** The JSON schema OpenAI's strict structured outputs accept: every property required, none extra. */
function toResponseSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema);
  return jsonSchema;
}

function toSeconds(milliseconds: number): string {
  const seconds = milliseconds / 1000;
  return Number.isInteger(seconds) ? String(seconds) : seconds.toFixed(1);
}

async function requestCompletion(connection: TLlmConnection, request: TStructuredRequest<z.ZodType>) {
  const client = new OpenAI({
    apiKey: connection.apiKey,
    baseURL: connection.baseUrl,
    // The built-in engine is the retry: a slow or failing model must not make the user wait twice.
    maxRetries: 0,
    timeout: connection.timeoutMs,
    // Only what the admin configured is sent: no organisation or project from the environment.
    organization: null,
    project: null,
    logLevel: 'off',
    // The base URL is the admin's: no link-local or metadata address, even behind a DNS name.
    fetch: fetchOutbound,
  });
  // The SDK's timeout ends at the response headers; this deadline also covers reading the answer.
  const deadline = AbortSignal.timeout(connection.timeoutMs);
  try {
    return await client.chat.completions.create(
      {
        model: connection.model,
        messages: [
          { role: 'system', content: request.instructions },
          { role: 'user', content: JSON.stringify(request.input) },
        ],
        response_format: {
          type: 'json_schema',
          json_schema: { name: request.schemaName, strict: true, schema: toResponseSchema(request.schema) },
        },
      },
      { signal: deadline },
    );
  } catch (error) {
    if (deadline.aborted || error instanceof APIConnectionTimeoutError) {
      throw new LlmFailure(`The AI model did not answer within ${toSeconds(connection.timeoutMs)} seconds.`);
    }
    if (error instanceof APIConnectionError) {
      throw new LlmFailure('The AI service could not be reached.', (error.cause as Error | undefined)?.message ?? error.message);
    }
    if (error instanceof APIError && error.status !== undefined) {
      throw new LlmFailure(`The AI service answered with HTTP ${error.status}.`, error.message);
    }
    throw new LlmFailure('The AI service could not be used.', error instanceof Error ? error.message : String(error));
  }
}

/** Asks the model and returns its answer parsed by `request.schema`, or throws LlmFailure. */
export async function requestStructuredOutput<TSchema extends z.ZodType>(
  connection: TLlmConnection,
  request: TStructuredRequest<TSchema>,
): Promise<z.output<TSchema>> {
  const completion = await requestCompletion(connection, request);
  const choice = completion.choices?.[0];
  if (choice?.message.refusal) throw new LlmFailure('The AI model declined to answer.', choice.message.refusal);
  if (choice?.finish_reason === 'length') throw new LlmFailure('The AI model’s answer was cut off before it was complete.');
  const content = choice?.message.content;
  if (!content) throw new LlmFailure('The AI model gave an empty answer.');
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    throw new LlmFailure('The AI model’s answer was not valid JSON.', content.slice(0, 200));
  }
  const parsed = request.schema.safeParse(json);
  if (!parsed.success) {
    throw new LlmFailure('The AI model’s answer did not have the expected structure.', z.prettifyError(parsed.error).slice(0, 500));
  }
  return parsed.data;
}
