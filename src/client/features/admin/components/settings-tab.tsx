/**
 * Settings: each setting with its description and its value as a badge ('true' as
 * On); Edit opens an inline 'New value' input for one row at a time. Saving an empty (trimmed)
 * value sends nothing; the server checks the value and the failure toast carries its message.
 */
import { Pencil, Settings } from 'lucide-react';
import { useId } from 'react';
import type { TAdminSetting } from '#shared/schemas/admin.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useUpdateSetting } from '../api/admin-queries.ts';
import { AdminSection, InlineEditList, type TInlineEditState } from './admin-section.tsx';
import { InlineEditForm } from './inline-edit-form.tsx';

/** 'ai_timeout_seconds' -> 'Ai timeout seconds' -> with known acronyms: 'AI timeout seconds'. */
function formatSettingKey(settingKey: string): string {
  const words = settingKey.replace(/_/g, ' ').replace(/\b(ai|api|url)\b/gi, (word) => word.toUpperCase());
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function SettingValue({ value }: { value: string }) {
  if (value === 'true') return <Badge>On</Badge>;
  if (value === 'false') return <Badge variant="secondary">Off</Badge>;
  return (
    <Badge variant="outline" className="max-w-full truncate font-mono">
      {value}
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
          <SettingValue value={setting.settingValue} />
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
          onSave={(settingValue) => updateSetting.mutate({ id: setting.id, settingValue }, { onSuccess: onClose })}
          renderInput={(props) => <Input {...props} defaultValue={setting.settingValue} autoComplete="off" />}
        />
      ) : null}
    </li>
  );
}
