/**
 * The job board's 'Job alerts' choice for a signed-in developer: whether new open jobs that fit them
 * arrive by e-mail, daily or weekly. Its name starts with 'Job alerts' and holds the visible label.
 */
import { useQuery } from '@tanstack/react-query';
import { Bell, BellRing } from 'lucide-react';
import { useId } from 'react';
import type { TAlertFrequency } from '#shared/schemas/alert-frequency.ts';
import { AlertFrequencySelect } from '#client/components/ui/alert-frequency-select.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { toast } from '#client/lib/use-toast.ts';
import { jobAlertsQueryOptions, useSaveJobAlerts } from '../api/job-alerts.ts';

export function JobAlertsSetting() {
  const id = useId();
  const jobAlerts = useQuery(jobAlertsQueryOptions);
  const save = useSaveJobAlerts();
  // While a change is on its way the select shows it; a refusal puts it back.
  const frequency = save.isPending ? save.variables.frequency : (jobAlerts.data?.frequency ?? 'off');
  const Icon = frequency === 'off' ? Bell : BellRing;

  const onChange = (next: TAlertFrequency) =>
    save.mutate(
      { frequency: next },
      {
        onSuccess: () =>
          toast(
            next === 'off'
              ? { title: 'Job Alerts Off', description: 'New jobs that fit you are no longer e-mailed.' }
              : { title: 'Job Alerts On', description: `You will get a ${next} e-mail when new jobs fit your profile.` },
          ),
      },
    );

  return (
    <div className="flex items-center gap-2">
      <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
      <Label htmlFor={id} className="leading-snug font-normal text-balance">
        <span className="sr-only">Job alerts: </span>
        E-mail me new jobs that fit me
      </Label>
      <AlertFrequencySelect id={id} value={frequency} onChange={onChange} disabled={!jobAlerts.data} className="shrink-0" />
    </div>
  );
}
