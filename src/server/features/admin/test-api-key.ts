/**
 * "Test" on the API Keys tab: one cheap authenticated GET to the service with the stored key, and an
 * answer an admin can act on. The key goes only into the request header, never into a message or log.
 * A failed connection is answered without its cause (refused, unknown host, timeout), which would
 * make the test a scanner of the server's network; the cause goes to the log.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { TApiKeyTestResult } from '#shared/schemas/admin.ts';
import type { TAppContext } from '#server/context.ts';
import { getAiSettings } from '#server/db/ai-settings.queries.ts';
import { SERVICE_NAMES } from '#server/db/service-keys.queries.ts';
import { BlockedAddressError, fetchOutbound } from '#server/lib/outbound-url.ts';
import { findClearKey, UNREADABLE_KEY } from './api-key-values.ts';

const CHECK_TIMEOUT_MS = 10_000;

type TCheckRequest = { url: string; headers: Record<string, string> };

/** The request that proves the key works, or null for a service this server does not know. */
async function buildCheckRequest(
  { db, config }: Pick<TAppContext, 'db' | 'config'>,
  serviceName: string,
  key: string,
): Promise<TCheckRequest | null> {
  if (serviceName === SERVICE_NAMES.openai) {
    const { baseUrl } = await getAiSettings(db);
    return { url: `${baseUrl.replace(/\/+$/, '')}/models`, headers: { authorization: `Bearer ${key}` } };
  }
  if (serviceName === SERVICE_NAMES.unsplash) {
    return { url: `${config.unsplashApiUrl}/photos?per_page=1`, headers: { authorization: `Client-ID ${key}` } };
  }
  return null;
}

/** Calls the service with `key` ('' when none is set) and says whether it accepted it. */
async function checkServiceKey(
  ctx: Pick<TAppContext, 'db' | 'config'> & { log: FastifyBaseLogger },
  { serviceName, key }: { serviceName: string; key: string },
): Promise<TApiKeyTestResult> {
  if (!key) return { ok: false, message: 'No key is set' };
  const request = await buildCheckRequest(ctx, serviceName, key);
  if (!request) return { ok: false, message: `This server has no connection test for the service '${serviceName}'` };
  // The base URL is checked when saved, but a row edited by hand must not turn into a 500.
  const origin = URL.canParse(request.url) ? new URL(request.url).origin : request.url;
  let status: number;
  try {
    const response = await fetchOutbound(request.url, { headers: request.headers, signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    status = response.status;
    await response.body?.cancel();
  } catch (error) {
    if (error instanceof BlockedAddressError) return { ok: false, message: `Could not connect to ${origin}: ${error.message}` };
    ctx.log.info({ err: error, serviceName, origin }, 'API key test could not connect');
    return { ok: false, message: `Could not connect to ${origin}` };
  }
  if (status >= 200 && status < 300) return { ok: true, message: 'Connected: the service accepted the key' };
  if (status === 401 || status === 403) return { ok: false, message: `The service refused the key (HTTP ${status})` };
  return { ok: false, message: `The service at ${origin} answered HTTP ${status}; the key could not be checked` };
}

/** The stored key of `apiKeyId` tried against its service; 404 for an unknown key. */
export async function testApiKey(
  ctx: Pick<TAppContext, 'db' | 'config' | 'secrets'> & { log: FastifyBaseLogger },
  params: { apiKeyId: number },
): Promise<TApiKeyTestResult> {
  const { apiKey, clear } = await findClearKey(ctx, params.apiKeyId);
  if (clear === null) return { ok: false, message: UNREADABLE_KEY };
  return checkServiceKey(ctx, { serviceName: apiKey.serviceName, key: clear });
}
