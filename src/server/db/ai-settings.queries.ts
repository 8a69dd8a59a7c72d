/**
 * The admin's AI connection: the 'openai' API key row (key + active switch) and the admin settings
 * giving the OpenAI-compatible base URL, the model and the timeout, so OpenAI, Ollama, vLLM or any
 * compatible server can be used. Read on every request, so an admin's change applies at once.
 */
import { inArray } from 'drizzle-orm';
import type { TSettingInput } from '#shared/schemas/admin.ts';
import type { Executor } from './client.ts';
import { adminSettings } from './schema.ts';
import { getServiceKey, SERVICE_NAMES } from './service-keys.queries.ts';
import { isMetadataHost } from '../lib/outbound-url.ts';
import type { TLlmConnection } from '../lib/llm-client.ts';
import type { TSecretBox } from '../lib/secret-box.ts';

export const OPENAI_SERVICE_NAME = SERVICE_NAMES.openai;

/** The 'openai' API key row created at start: empty and switched off until an admin sets it. */
export const OPENAI_API_KEY_DEFAULT = {
  serviceName: OPENAI_SERVICE_NAME,
  description: 'OpenAI-compatible API key for AI resume analysis and blog writing',
  keyValue: '',
  isActive: false,
};

export const AI_SETTING_KEYS = { baseUrl: 'ai_base_url', model: 'ai_model', timeoutSeconds: 'ai_timeout_seconds' } as const;

const MAX_TIMEOUT_SECONDS = 600;

/** The AI settings rows created at start; also the values used while a row is missing. */
export const AI_SETTING_DEFAULTS = [
  {
    settingKey: AI_SETTING_KEYS.baseUrl,
    settingValue: 'https://api.openai.com/v1',
    description:
      'Base URL of the OpenAI-compatible API used with the "openai" API key (e.g. http://localhost:11434/v1 for Ollama, or a vLLM server)',
  },
  {
    settingKey: AI_SETTING_KEYS.model,
    settingValue: 'gpt-4o-mini',
    description: 'Model name sent to that API for AI resume analysis and improvements',
  },
  {
    settingKey: AI_SETTING_KEYS.timeoutSeconds,
    settingValue: '45',
    description: `Seconds to wait for the AI model (at most ${MAX_TIMEOUT_SECONDS}) before the built-in engine answers instead`,
  },
] as const;

/** How each is edited on the admin's Settings tab; findAiSettingProblem checks the same. */
export const AI_SETTING_INPUTS: Record<string, TSettingInput> = {
  [AI_SETTING_KEYS.baseUrl]: { type: 'url' },
  [AI_SETTING_KEYS.model]: { type: 'text' },
  [AI_SETTING_KEYS.timeoutSeconds]: { type: 'number', min: 1, max: MAX_TIMEOUT_SECONDS },
};

const DEFAULT_VALUES: Record<string, string> = Object.fromEntries(AI_SETTING_DEFAULTS.map((row) => [row.settingKey, row.settingValue]));

/** A timeout setting as seconds: a finite number above 0, else null. */
function parseTimeoutSeconds(value: string): number | null {
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

function toTimeoutMs(value: string): number {
  const seconds = parseTimeoutSeconds(value) ?? Number(DEFAULT_VALUES[AI_SETTING_KEYS.timeoutSeconds]);
  return Math.round(Math.min(seconds, MAX_TIMEOUT_SECONDS) * 1000);
}

/** Why `value` cannot be stored for this setting, or null when it can; settings other than the AI ones take any text. */
export function findAiSettingProblem(settingKey: string, value: string): string | null {
  if (settingKey === AI_SETTING_KEYS.baseUrl) {
    const url = URL.canParse(value) ? new URL(value) : null;
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return 'The AI base URL must be an http:// or https:// address';
    // A password here would sit as written in audit entries and logs; fetch refuses such URLs anyway.
    if (url.username || url.password) return 'The AI base URL must not contain a user name or password';
    if (isMetadataHost(url)) return 'The AI base URL must not be a link-local or cloud metadata address (such as 169.254.169.254)';
    return null;
  }
  if (settingKey === AI_SETTING_KEYS.timeoutSeconds) {
    const seconds = parseTimeoutSeconds(value);
    return seconds !== null && seconds <= MAX_TIMEOUT_SECONDS
      ? null
      : `The AI timeout must be a number of seconds above 0 and at most ${MAX_TIMEOUT_SECONDS}`;
  }
  return null;
}

/** The AI settings (base URL, model, timeout), defaults standing in for missing or unusable values. */
export async function getAiSettings(db: Executor): Promise<Omit<TLlmConnection, 'apiKey'>> {
  const rows = await db
    .select({ settingKey: adminSettings.settingKey, settingValue: adminSettings.settingValue })
    .from(adminSettings)
    .where(inArray(adminSettings.settingKey, Object.values(AI_SETTING_KEYS)));
  const stored = new Map(rows.map((row) => [row.settingKey, row.settingValue.trim()]));
  // An emptied setting counts as unset: the default applies.
  const read = (settingKey: string) => stored.get(settingKey) || DEFAULT_VALUES[settingKey]!;
  return {
    baseUrl: read(AI_SETTING_KEYS.baseUrl),
    model: read(AI_SETTING_KEYS.model),
    timeoutMs: toTimeoutMs(read(AI_SETTING_KEYS.timeoutSeconds)),
  };
}

/** The LLM to use, or null when the 'openai' key is empty, unreadable or switched off (built-in engine only). */
export async function getLlmConnection(db: Executor, secrets: TSecretBox): Promise<TLlmConnection | null> {
  const apiKey = await getServiceKey(db, secrets, OPENAI_SERVICE_NAME);
  if (!apiKey) return null;
  return { apiKey, ...(await getAiSettings(db)) };
}
