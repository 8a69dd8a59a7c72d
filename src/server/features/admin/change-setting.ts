/**
 * An admin changes a platform setting, checked by key (an http(s) base URL, a timeout in range,
 * true/false, an hour) so a typo cannot silently send every analysis to the built-in fallback or
 * close sign-up; audited with the old and new value in the same transaction.
 */
import type { TAppContext } from '#server/context.ts';
import { findAiSettingProblem } from '#server/db/ai-settings.queries.ts';
import { writeAuditLog } from '#server/db/audit-log.queries.ts';
import { findPlatformSettingProblem } from '#server/db/platform-settings.queries.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { TActor } from '#server/plugins/auth.ts';
import { findSetting, updateSetting } from './settings.queries.ts';

export async function changeSetting({ db }: Pick<TAppContext, 'db'>, actor: TActor, params: { settingId: number; settingValue: string }) {
  const { settingId, settingValue } = params;
  return db.transaction(async (tx) => {
    const before = await findSetting(tx, { settingId });
    if (!before) throw new AppError('NOT_FOUND', 'Setting not found');
    const problem = findAiSettingProblem(before.settingKey, settingValue) ?? findPlatformSettingProblem(before.settingKey, settingValue);
    if (problem) throw new AppError('BAD_REQUEST', problem);
    const setting = await updateSetting(tx, { settingId, settingValue });
    if (!setting) throw new AppError('NOT_FOUND', 'Setting not found');
    await writeAuditLog(tx, {
      action: 'admin.setting_updated',
      resourceType: 'setting',
      resourceId: settingId,
      userId: actor.viewer.id,
      ipAddress: actor.ipAddress,
      details: { settingKey: setting.settingKey, from: before.settingValue, to: setting.settingValue },
    });
    return setting;
  });
}
