/** The Messages screen's 'Message e-mails' switch: whether a new message also arrives by e-mail. */
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Label } from '#client/components/ui/label.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { toast } from '#client/lib/use-toast.ts';
import { messageSettingsQueryOptions, useSaveMessageSettings } from '../api/message-settings.ts';

export function MessageEmailSetting() {
  const id = useId();
  const settings = useQuery(messageSettingsQueryOptions);
  const save = useSaveMessageSettings();
  // While a change is on its way the switch shows it; a refusal puts it back.
  const isOn = save.isPending ? save.variables.messageEmails : (settings.data?.messageEmails ?? false);

  const onChange = (messageEmails: boolean) =>
    save.mutate(
      { messageEmails },
      {
        onSuccess: () =>
          toast(
            messageEmails
              ? { title: 'Message E-mails On', description: 'You will get an e-mail when a new message arrives.' }
              : { title: 'Message E-mails Off', description: 'New messages show here and in the bell only.' },
          ),
      },
    );

  return (
    <div role="group" aria-label="Message e-mails" className="flex items-center gap-2">
      <Switch id={id} checked={isOn} onCheckedChange={onChange} disabled={!settings.data} />
      <Label htmlFor={id} className="text-sm font-normal">
        E-mail me when I get a new message
      </Label>
    </div>
  );
}
