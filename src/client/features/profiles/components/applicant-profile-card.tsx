import { useQuery } from '@tanstack/react-query';
import { EyeOff, Mail, MapPin, Pencil, Phone, UserX } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { formatPhoneNumber } from '#shared/phone-format.ts';
import type { TApplicantProfileResponse } from '#shared/schemas/profiles.ts';
import { AVAILABILITY_LABEL, DEFAULT_JOB_TITLE } from '#shared/profile-values.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Progress } from '#client/components/ui/progress.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { WebLinks } from '#client/components/ui/web-links.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { getApplicantProfileQueryOptions } from '#client/lib/applicant-queries.ts';
import { ProfileEditForm } from './profile-edit-form.tsx';
import { ProfilePictureMenu } from './profile-picture-menu.tsx';

/** The developer's own profile: view mode and edit mode. */
export function ApplicantProfileCard({ userId }: { userId: number }) {
  const profile = useQuery(getApplicantProfileQueryOptions(userId));
  const [isEditing, setIsEditing] = useState(false);

  if (profile.isPending) return <ProfileCardSkeleton />;
  if (profile.isError) {
    const isMissing = profile.error instanceof ApiError && profile.error.status === 404;
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 pt-6 text-center">
          <UserX className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">{isMissing ? 'Profile not found' : 'Unable to load your profile'}</p>
          {isMissing ? null : (
            <Button variant="outline" size="sm" onClick={() => void profile.refetch()}>
              Try Again
            </Button>
          )}
        </CardContent>
      </Card>
    );
  }

  if (isEditing) {
    return (
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Edit Profile</CardTitle>
        </CardHeader>
        <CardContent>
          <ProfileEditForm data={profile.data} onDone={() => setIsEditing(false)} />
        </CardContent>
      </Card>
    );
  }
  return <ProfileView data={profile.data} onEdit={() => setIsEditing(true)} />;
}

function ProfileView({ data: { profile, user }, onEdit }: { data: TApplicantProfileResponse; onEdit: () => void }) {
  return (
    <Card role="region" aria-label="Your profile" className="overflow-hidden">
      <div className="h-20 bg-gradient-to-r from-indigo-500 to-violet-500" aria-hidden="true" />
      <CardContent className="-mt-12 flex flex-col gap-5">
        <div className="flex flex-col items-center gap-3 text-center">
          <ProfilePictureMenu userId={user.id} name={profile.fullName} picture={user.profilePicture} />
          <div className="min-w-0">
            <h2 className="text-xl font-semibold wrap-anywhere">{profile.fullName}</h2>
            <p className="text-sm wrap-anywhere text-muted-foreground">{profile.jobTitle || DEFAULT_JOB_TITLE}</p>
          </div>
        </div>

        <div className="grid gap-2">
          <div className="flex items-center justify-between text-sm">
            <span id="profile-completion-label" className="font-medium">
              Profile completion
            </span>
            <span className="font-semibold text-primary tabular-nums">{profile.profileCompletion}%</span>
          </div>
          <Progress value={profile.profileCompletion} aria-labelledby="profile-completion-label" />
        </div>

        <ul className="flex flex-col gap-2 text-sm">
          <ContactLine icon={<Mail aria-hidden="true" />} label="Email">
            {user.email}
          </ContactLine>
          <ContactLine icon={<Phone aria-hidden="true" />} label="Phone">
            {user.phone ? formatPhoneNumber(user.phone, user.location ?? undefined) : null}
          </ContactLine>
          <ContactLine icon={<MapPin aria-hidden="true" />} label="Location">
            {user.location}
          </ContactLine>
        </ul>
        <WebLinks links={profile.links} />

        {profile.isVisibleToEmployers ? null : (
          <p className="flex items-center gap-2 rounded-md border border-dashed p-2 text-sm text-muted-foreground">
            <EyeOff className="size-4 shrink-0" aria-hidden="true" />
            Hidden from employers: you do not appear in candidate search.
          </p>
        )}

        {profile.availability || profile.openToRemote || profile.openToRelocation || profile.skills.length > 0 ? (
          <div className="flex flex-wrap gap-1.5">
            {profile.availability ? <Badge variant="default">{AVAILABILITY_LABEL[profile.availability]}</Badge> : null}
            {profile.openToRemote ? <Badge variant="outline">Open to remote</Badge> : null}
            {profile.openToRelocation ? <Badge variant="outline">Open to relocation</Badge> : null}
            {profile.skills.map((skill) => (
              <Badge key={skill} variant="secondary">
                {skill}
              </Badge>
            ))}
          </div>
        ) : null}

        <Button variant="outline" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          Edit Profile
        </Button>
      </CardContent>
    </Card>
  );
}

function ContactLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2.5 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground">
      {icon}
      <span className="sr-only">{label}: </span>
      {children ? (
        <span className="min-w-0 wrap-anywhere">{children}</span>
      ) : (
        <span className="text-muted-foreground italic">Not provided</span>
      )}
    </li>
  );
}

function ProfileCardSkeleton() {
  return (
    <Card aria-busy="true">
      <CardContent className="flex flex-col gap-4 pt-6">
        <span className="sr-only">Loading profile…</span>
        <div className="flex flex-col items-center gap-3">
          <Skeleton className="size-24 rounded-full" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
        </div>
        <Skeleton className="h-2 w-full" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-10 w-full" />
      </CardContent>
    </Card>
  );
}
