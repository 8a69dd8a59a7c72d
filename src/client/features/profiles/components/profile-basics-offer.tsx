/**
 * After a JSON Resume import: "Use these details on your profile?" The name, job title and location
 * the file gives, where they differ from the profile's, each with a tick, ticked only where the
 * profile has none; its links and skills are added to the profile's (up to the profile's limits).
 * Nothing changes until the developer says so.
 */
import { useQuery } from '@tanstack/react-query';
import { UserRoundCheck } from 'lucide-react';
import { useId, useState } from 'react';
import type { TJsonResumeProfileBasics } from '#shared/schemas/resumes/json-resume.ts';
import { PROFILE_LINKS_MAX, PROFILE_SKILLS_MAX, type TApplicantProfileResponse } from '#shared/schemas/profiles.ts';
import { toUniqueSkills } from '#shared/skill-list.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { toLinkLabel } from '#client/components/ui/web-links.tsx';
import { getApplicantProfileQueryOptions } from '#client/lib/applicant-queries.ts';
import { toast } from '#client/lib/use-toast.ts';
import { useSaveProfile } from '../api/profile-api.ts';

type TListKey = 'links' | 'skills';
type TOffer = {
  key: 'fullName' | 'jobTitle' | 'location' | TListKey;
  label: string;
  /** As shown; for links and skills, the new ones joined. */
  value: string;
  current: string | null;
  /** Links and skills: the new ones, added to the profile's. */
  items?: string[];
};

/** The items the profile does not have yet (in any letter case), as many as fit under `max`. */
function listNewItems(offered: readonly string[], current: readonly string[], max: number): string[] {
  const known = new Set(current.map((item) => item.toLowerCase()));
  return offered.filter((item) => !known.has(item.toLowerCase())).slice(0, Math.max(0, max - current.length));
}

/** What the file offers that the profile does not have yet. */
function listOffers(basics: TJsonResumeProfileBasics, { profile, user }: TApplicantProfileResponse): TOffer[] {
  const offers: TOffer[] = [];
  const offer = (key: TOffer['key'], label: string, value: string | null, current: string | null) => {
    if (value && value !== current) offers.push({ key, label, value, current });
  };
  offer('fullName', 'Full name', basics.fullName, user.fullName);
  offer('jobTitle', 'Job title', basics.jobTitle, profile.jobTitle);
  offer('location', 'Location', basics.location, user.location ?? null);
  const links = listNewItems(basics.links, profile.links, PROFILE_LINKS_MAX);
  if (links.length > 0)
    offers.push({ key: 'links', label: 'Add links', value: links.map(toLinkLabel).join(', '), current: null, items: links });
  const skills = listNewItems(basics.skills, profile.skills, PROFILE_SKILLS_MAX);
  if (skills.length > 0) offers.push({ key: 'skills', label: 'Add skills', value: skills.join(', '), current: null, items: skills });
  return offers;
}

export function ProfileBasicsOffer({ userId, basics, onClose }: { userId: number; basics: TJsonResumeProfileBasics; onClose: () => void }) {
  const profile = useQuery(getApplicantProfileQueryOptions(userId));
  if (!profile.data) return null;
  const offers = listOffers(basics, profile.data);
  if (offers.length === 0) return null;
  return <OfferDialog userId={userId} current={profile.data} offers={offers} onClose={onClose} />;
}

function OfferDialog({
  userId,
  current,
  offers,
  onClose,
}: {
  userId: number;
  current: TApplicantProfileResponse;
  offers: TOffer[];
  onClose: () => void;
}) {
  const id = useId();
  const save = useSaveProfile();
  // Filling a blank or adding links and skills is ticked; replacing what the person chose is offered, not pre-selected.
  const [chosen, setChosen] = useState(() => new Set(offers.filter((offer) => offer.current === null).map((offer) => offer.key)));
  const valueOf = (key: TOffer['key']) => (chosen.has(key) ? offers.find((offer) => offer.key === key)?.value : undefined);

  const onSave = () => {
    const added = (key: TListKey) => (chosen.has(key) ? offers.find((offer) => offer.key === key)?.items : undefined);
    const links = added('links');
    const skills = added('skills');
    save.mutate(
      {
        userId,
        profileId: current.profile.id,
        account: { fullName: valueOf('fullName'), location: valueOf('location') },
        profile: {
          jobTitle: valueOf('jobTitle'),
          ...(links ? { links: [...current.profile.links, ...links] } : {}),
          ...(skills ? { skills: toUniqueSkills([...current.profile.skills, ...skills]) } : {}),
        },
      },
      {
        onSuccess: () => {
          toast({ title: 'Profile updated', description: 'Your profile now shows the details from your JSON Resume.' });
          onClose();
        },
      },
    );
  };

  const toggle = (key: TOffer['key'], isOn: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (isOn) next.add(key);
      else next.delete(key);
      return next;
    });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Use these details on your profile?</DialogTitle>
          <DialogDescription>Your JSON Resume has details your profile does not show yet. Tick the ones to use.</DialogDescription>
        </DialogHeader>
        <OfferList idPrefix={id} offers={offers} chosen={chosen} onToggle={toggle} />
        <DialogFooter className="gap-2">
          <Button variant="outline" onClick={onClose}>
            Not now
          </Button>
          <Button onClick={onSave} disabled={save.isPending || chosen.size === 0}>
            <UserRoundCheck aria-hidden="true" />
            {save.isPending ? 'Saving...' : 'Update my profile'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Each offered detail with its tick, what the file says and what the profile shows now. */
function OfferList({
  idPrefix,
  offers,
  chosen,
  onToggle,
}: {
  idPrefix: string;
  offers: TOffer[];
  chosen: ReadonlySet<TOffer['key']>;
  onToggle: (key: TOffer['key'], isOn: boolean) => void;
}) {
  return (
    <ul className="grid gap-3">
      {offers.map((offer) => (
        <li key={offer.key} className="flex items-start gap-2">
          <Checkbox
            id={`${idPrefix}-${offer.key}`}
            checked={chosen.has(offer.key)}
            onCheckedChange={(value) => onToggle(offer.key, value === true)}
            className="mt-0.5"
          />
          <div className="grid min-w-0 gap-0.5">
            <Label htmlFor={`${idPrefix}-${offer.key}`}>{offer.label}</Label>
            <p className="text-sm wrap-anywhere">{offer.value}</p>
            {offer.current ? <p className="text-xs text-muted-foreground">Now: {offer.current}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
