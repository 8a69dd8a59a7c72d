/**
 * API Keys: each service with its description, the key masked ('Not set' when
 * empty), an eye toggle that reveals it (fetched on demand through the audited reveal call, never
 * kept in the list), an active switch, an inline 'Enter API key' edit, and Test connection.
 */
import { Eye, EyeOff, KeyRound, Pencil, PlugZap } from 'lucide-react';
import { useId, useState } from 'react';
import type { TApiKey } from '#shared/schemas/admin.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { useRevealApiKey, useTestApiKey, useToggleApiKey, useUpdateApiKey } from '../api/admin-queries.ts';
import { AdminSection, InlineEditList, type TInlineEditState } from './admin-section.tsx';
import { InlineEditForm } from './inline-edit-form.tsx';

const SERVICE_TITLES: Record<string, string> = { openai: 'OpenAI-compatible model', unsplash: 'Unsplash' };

export function ApiKeysTab({ apiKeys }: { apiKeys: TApiKey[] }) {
  return (
    <AdminSection
      icon={KeyRound}
      title="Third-party API Keys"
      description="Keys are stored encrypted. Revealing one is recorded in the audit log."
    >
      <InlineEditList items={apiKeys} renderRow={(apiKey, state) => <ApiKeyRow key={apiKey.id} apiKey={apiKey} {...state} />} />
    </AdminSection>
  );
}

function ApiKeyRow({ apiKey, isEditing, onEdit, onClose }: { apiKey: TApiKey } & TInlineEditState) {
  const titleId = useId();
  const switchId = useId();
  const updateApiKey = useUpdateApiKey();
  const toggleApiKey = useToggleApiKey();
  const testApiKey = useTestApiKey();
  return (
    <li className="grid gap-3 py-4" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 flex-1 gap-1">
          <h3 id={titleId} className="font-medium">
            {SERVICE_TITLES[apiKey.serviceName] ?? apiKey.serviceName}{' '}
            <span className="font-mono text-xs text-muted-foreground">({apiKey.serviceName})</span>
          </h3>
          <p className="text-sm text-muted-foreground">{apiKey.description}</p>
        </div>
        <div className="flex items-center gap-2">
          <Switch
            id={switchId}
            checked={apiKey.isActive}
            disabled={toggleApiKey.isPending}
            onCheckedChange={(isActive) => toggleApiKey.mutate({ id: apiKey.id, isActive })}
            aria-describedby={titleId}
          />
          <Label htmlFor={switchId} className="text-sm">
            {apiKey.isActive ? 'Active' : 'Inactive'}
          </Label>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <KeyDisplay apiKey={apiKey} titleId={titleId} />
        {!isEditing ? (
          <Button variant="outline" size="sm" onClick={onEdit} aria-describedby={titleId}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        ) : null}
        <Button
          variant="outline"
          size="sm"
          disabled={!apiKey.isSet || testApiKey.isPending}
          onClick={() => testApiKey.mutate(apiKey.id)}
          aria-describedby={titleId}
        >
          <PlugZap aria-hidden="true" />
          {testApiKey.isPending ? 'Testing...' : 'Test connection'}
        </Button>
      </div>
      {isEditing ? (
        <InlineEditForm
          label="Enter API key"
          isPending={updateApiKey.isPending}
          onCancel={onClose}
          onSave={(keyValue) => updateApiKey.mutate({ id: apiKey.id, keyValue }, { onSuccess: onClose })}
          renderInput={(props) => <Input {...props} type="password" autoComplete="off" spellCheck={false} />}
        />
      ) : null}
    </li>
  );
}

/** The masked key, or the clear one while revealed; 'Not set' when empty. */
function KeyDisplay({ apiKey, titleId }: { apiKey: TApiKey; titleId: string }) {
  const [revealed, setRevealed] = useState<string | null>(null);
  const reveal = useRevealApiKey();
  const isRevealed = revealed !== null;
  const onToggle = () => {
    if (isRevealed) setRevealed(null);
    else reveal.mutate(apiKey.id, { onSuccess: (answer) => setRevealed(answer.keyValue) });
  };
  return (
    // Its own line below sm, so the buttons wrap under it instead of squeezing the key to a character.
    <div
      data-slot="api-key-display"
      className="flex min-w-0 flex-1 basis-full items-center gap-1 rounded-md border bg-muted/40 py-1 pr-1 pl-3 sm:basis-0"
    >
      <code className="min-w-0 flex-1 truncate font-mono text-sm" aria-live="polite">
        {!apiKey.isSet ? 'Not set' : isRevealed ? revealed : apiKey.keyValue}
      </code>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        disabled={!apiKey.isSet || reveal.isPending}
        onClick={onToggle}
        aria-label={isRevealed ? 'Hide API key' : 'Show API key'}
        aria-describedby={titleId}
        aria-pressed={isRevealed}
      >
        {isRevealed ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
      </Button>
    </div>
  );
}
