/** The Settings tab's Alerts card: the day's round of saved-search and job alerts, sent now by hand. */
import { BellRing, Send } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { useSendAlertsNow } from '../api/admin-queries.ts';
import { AdminSection } from './admin-section.tsx';

export function AlertsCard() {
  const sendAlerts = useSendAlertsNow();
  return (
    <AdminSection
      icon={BellRing}
      title="Alerts"
      description="Saved-search and job alerts go out each day at the configured hour. Send what is new now:"
    >
      <Button variant="outline" disabled={sendAlerts.isPending} onClick={() => sendAlerts.mutate()}>
        <Send aria-hidden="true" />
        {sendAlerts.isPending ? 'Sending...' : 'Send alerts now'}
      </Button>
    </AdminSection>
  );
}
