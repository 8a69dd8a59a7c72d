import { Eye } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';

/**
 * In place of the profile card when an admin views the developer dashboard: an admin account has no
 * developer profile, so there is nothing to read or edit (and the profile call is not made).
 */
export function AdminPreviewCard() {
  return (
    <Card role="region" aria-labelledby="admin-preview-title" className="border-dashed">
      <CardHeader>
        <CardTitle id="admin-preview-title" className="flex items-center gap-2 text-lg">
          <Eye className="size-5 text-primary" aria-hidden="true" />
          Developer dashboard preview
        </CardTitle>
        <CardDescription>You are seeing the developer dashboard as an admin.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm text-muted-foreground">
        <p>Admin accounts have no developer profile, so there is no profile card or profile completion to show here.</p>
        <p>A developer sees their photo, contact details, skills and completion in this place, with an Edit Profile button.</p>
      </CardContent>
    </Card>
  );
}
