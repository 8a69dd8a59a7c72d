import { asc, eq } from 'drizzle-orm';
import type { TAdminSetting } from '#shared/schemas/admin.ts';
import type { Executor } from '#server/db/client.ts';
import { adminSettings } from '#server/db/schema.ts';

const SETTING_COLUMNS = {
  id: adminSettings.id,
  settingKey: adminSettings.settingKey,
  settingValue: adminSettings.settingValue,
  description: adminSettings.description,
};

export function getSettings(db: Executor): Promise<TAdminSetting[]> {
  return db.select(SETTING_COLUMNS).from(adminSettings).orderBy(asc(adminSettings.settingKey));
}

export async function findSetting(db: Executor, { settingId }: { settingId: number }): Promise<TAdminSetting | undefined> {
  const [setting] = await db.select(SETTING_COLUMNS).from(adminSettings).where(eq(adminSettings.id, settingId));
  return setting;
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
  return setting;
}
