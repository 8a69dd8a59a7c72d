import { asc, eq } from 'drizzle-orm';
import type { TAdminSetting, TSettingInput } from '#shared/schemas/admin.ts';
import { AI_SETTING_INPUTS } from '#server/db/ai-settings.queries.ts';
import type { Executor } from '#server/db/client.ts';
import { PLATFORM_SETTING_INPUTS } from '#server/db/platform-settings.queries.ts';
import { adminSettings } from '#server/db/schema.ts';

const SETTING_COLUMNS = {
  id: adminSettings.id,
  settingKey: adminSettings.settingKey,
  settingValue: adminSettings.settingValue,
  description: adminSettings.description,
};

const SETTING_INPUTS: Record<string, TSettingInput> = { ...AI_SETTING_INPUTS, ...PLATFORM_SETTING_INPUTS };

/** A stored row with how it is edited; a setting the product does not act on takes any text. */
function withInput(row: Omit<TAdminSetting, 'input'>): TAdminSetting {
  return { ...row, input: SETTING_INPUTS[row.settingKey] ?? { type: 'text' } };
}

export async function getSettings(db: Executor): Promise<TAdminSetting[]> {
  const rows = await db.select(SETTING_COLUMNS).from(adminSettings).orderBy(asc(adminSettings.settingKey));
  return rows.map(withInput);
}

export async function findSetting(db: Executor, { settingId }: { settingId: number }): Promise<TAdminSetting | undefined> {
  const [setting] = await db.select(SETTING_COLUMNS).from(adminSettings).where(eq(adminSettings.id, settingId));
  return setting && withInput(setting);
}

export async function updateSetting(
  db: Executor,
  { settingId, settingValue }: { settingId: number; settingValue: string },
): Promise<TAdminSetting | undefined> {
  const [setting] = await db
    .update(adminSettings)
    .set({ settingValue, updatedAt: new Date() })
    .where(eq(adminSettings.id, settingId))
    .returning(SETTING_COLUMNS);
  return setting && withInput(setting);
}
