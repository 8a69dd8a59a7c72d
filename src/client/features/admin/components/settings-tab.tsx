/**
 * Settings: each setting with its description and its value as a badge ('true' as
 * On); Edit opens an inline 'New value' control for one row at a time, fitted to the setting (a
 * switch, a number, a time, a URL or text: setting-value-input.tsx). Saving an empty (trimmed) value
 * sends nothing; the server checks the value and the failure toast carries its message.
 */
import { Pencil, Settings } from 'lucide-react';
import { useId } from 'react';
import type { TAdminSetting } from '#shared/schemas/admin.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useUpdateSetting } from '../api/admin-queries.ts';
import { AdminSection, InlineEditList, type TInlineEditState } from './admin-section.tsx';
import { InlineEditForm } from './inline-edit-form.tsx';
import { SettingValueInput, toStoredSettingValue, toTimeValue } from './setting-value-input.tsx';

/** 'ai_timeout_seconds' -> 'Ai timeout seconds' -> with known acronyms: 'AI timeout seconds'. */
function formatSettingKey(settingKey: string): string {
  const words = settingKey.replace(/_/g, ' ').replace(/\b(ai|api|url)\b/gi, (word) => word.toUpperCase());
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function SettingValue({ setting }: { setting: TAdminSetting }) {
  const value = setting.settingValue;
  if (value === 'true') return <Badge>On</Badge>;
  if (value === 'false') return <Badge variant="secondary">Off</Badge>;
  const hour = setting.input.type === 'hour' ? toTimeValue(value) : '';
  return (
    <Badge variant="outline" className="max-w-full truncate font-mono">
      {hour ? `${hour} UTC` : value}
    </Badge>
  );
}

export function SettingsTab({ settings }: { settings: TAdminSetting[] }) {
  return (
    <AdminSection icon={Settings} title="Platform Settings" description="Changes apply at once and are recorded in the audit log.">
      <InlineEditList items={settings} renderRow={(setting, state) => <SettingRow key={setting.id} setting={setting} {...state} />} />
    </AdminSection>
  );
}

function SettingRow({ setting, isEditing, onEdit, onClose }: { setting: TAdminSetting } & TInlineEditState) {
  const titleId = useId();
  const updateSetting = useUpdateSetting();
  return (
    <li className="grid gap-3 py-4" aria-labelledby={titleId}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 flex-1 gap-1">
          <h3 id={titleId} className="font-medium">
            {formatSettingKey(setting.settingKey)}
          </h3>
          <p className="text-sm text-muted-foreground">{setting.description}</p>
        </div>
        <div className="flex max-w-full items-center gap-2">
          <SettingValue setting={setting} />
          {!isEditing ? (
            <Button variant="outline" size="sm" onClick={onEdit} aria-describedby={titleId}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          ) : null}
        </div>
      </div>
      {isEditing ? (
        <InlineEditForm
          label="New value"
          isPending={updateSetting.isPending}
          onCancel={onClose}
          onSave={(value) =>
            updateSetting.mutate({ id: setting.id, settingValue: toStoredSettingValue(setting.input, value) }, { onSuccess: onClose })
          }
          renderInput={(props) => <SettingValueInput input={setting.input} value={setting.settingValue} props={props} />}
        />
      ) : null}
    </li>
  );
}
