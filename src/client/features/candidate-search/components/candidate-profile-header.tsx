/**
 * The candidate page's header: avatar, name, title, favourite and contact, the facts line under it,
 * and 'Contacted on …' once the employer wrote to the candidate.
 */
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, DollarSign, Mail, MapPin } from 'lucide-react';
import type { TCandidateMatch } from '#shared/schemas/candidate-search.ts';
import type { TApplicantProfileResponse } from '#shared/schemas/profiles.ts';
import { AVAILABILITY_LABEL } from '#shared/profile-values.ts';
import { UserAvatar } from '#client/components/ui/avatar.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { WebLinks } from '#client/components/ui/web-links.tsx';
import { formatDate } from '#client/lib/format.ts';
import { findContact, getContactsQueryOptions } from '../api/contacts.ts';
import { ContactedLink } from './contacted-link.tsx';
import { FavoriteButton } from './favorite-button.tsx';
import { useCandidateFavorites } from './use-candidate-favorites.ts';
import { formatSalaryText } from '../utils/salary-text.ts';
import { MatchSummary } from './candidate-match-card.tsx';

export function ProfileHeader({
  data: { profile, user },
  match,
  employerId,
  onContact,
}: {
  data: TApplicantProfileResponse;
  match: TCandidateMatch | undefined;
  employerId: number;
  onContact: () => void;
}) {
  const favorites = useCandidateFavorites(employerId);
  const isFavorited = favorites.isFavorited(profile.id);
  const contact = findContact(useQuery(getContactsQueryOptions(employerId)).data, profile.id);

  return (
    <Card className="overflow-hidden">
      <div className="h-24 bg-gradient-to-r from-indigo-600 via-indigo-500 to-violet-600 sm:h-28" aria-hidden="true" />
      <div className="flex flex-col gap-5 px-5 pb-6 sm:px-6 md:flex-row md:items-end md:justify-between">
        {/* The avatar overlaps the banner by half; the name starts beside its lower half, clear of the banner. */}
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <UserAvatar name={profile.fullName} src={user.profilePicture} size="xl" className="-mt-12 ring-4 ring-card" />
          <div className="grid min-w-0 gap-1.5 sm:pt-4">
            <h1 className="text-2xl font-bold tracking-tight wrap-anywhere sm:text-3xl">{profile.fullName}</h1>
            <p className="text-muted-foreground">{profile.jobTitle || 'Software Developer'}</p>
            <ProfileFacts profile={profile} user={user} />
            <WebLinks links={profile.links} className="mt-2 sm:flex-row sm:flex-wrap sm:gap-x-4" />
            {contact ? <ContactedLink contact={contact} className="mt-1 text-sm" /> : null}
          </div>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <MatchSummary match={match} />
          <div className="flex gap-2">
            <Button onClick={onContact} className="flex-1 sm:flex-none">
              <Mail aria-hidden="true" />
              Contact
            </Button>
            <FavoriteButton
              isFavorited={isFavorited}
              onClick={() => favorites.toggle(profile.id)}
              disabled={favorites.isPending(profile.id)}
              className="flex-1 sm:flex-none"
            />
          </div>
        </div>
      </div>
    </Card>
  );
}

/** Availability, location, salary and, when known, when the candidate joined. */
function ProfileFacts({ profile, user }: TApplicantProfileResponse) {
  const joined = formatDate(user.createdAt);
  return (
    <ul className="flex flex-wrap items-center gap-x-4 gap-y-1.5 text-sm text-muted-foreground [&_svg]:size-4 [&_svg]:shrink-0">
      <li>
        <Badge className="border-transparent bg-emerald-700 text-white dark:bg-emerald-500 dark:text-emerald-950">
          {profile.availability ? AVAILABILITY_LABEL[profile.availability] : 'Available'}
        </Badge>
      </li>
      <li className="flex items-center gap-1.5">
        <MapPin aria-hidden="true" />
        <span className="sr-only">Location: </span>
        {user.location || 'Location not specified'}
      </li>
      <li className="flex items-center gap-1.5">
        <DollarSign aria-hidden="true" />
        <span className="sr-only">Salary: </span>
        {formatSalaryText(profile)}
      </li>
      {joined ? (
        <li className="flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" />
          Joined {joined}
        </li>
      ) : null}
    </ul>
  );
}
