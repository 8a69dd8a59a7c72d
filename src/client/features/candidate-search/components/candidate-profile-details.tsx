/** The candidate page's sections: About, Skills, Experience, Education and Profile Completion, each a titled card. */
import { Briefcase, GraduationCap, Sparkles, UserRound } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { TApplicantProfile } from '#shared/schemas/profiles.ts';
import { EXPERIENCE_LEVEL_LABEL } from '#shared/profile-values.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { Progress } from '#client/components/ui/progress.tsx';
import { formatProfileUpdatedAgo } from '../utils/updated-ago.ts';

/** About, Skills, Experience and, when given, Education. */
export function ProfileDetails({ profile }: { profile: TApplicantProfile }) {
  return (
    <>
      <Section title="About" icon={<UserRound aria-hidden="true" />}>
        {profile.bio ? (
          <p className="leading-relaxed wrap-anywhere whitespace-pre-line">{profile.bio}</p>
        ) : (
          <p className="text-muted-foreground italic">This candidate has not provided a bio yet.</p>
        )}
      </Section>

      <Section title="Skills" icon={<Sparkles aria-hidden="true" />}>
        {profile.skills.length > 0 ? (
          <ul aria-label="Skills" className="flex flex-wrap gap-2">
            {profile.skills.map((skill) => (
              <li key={skill}>
                <Badge variant="secondary" className="px-3 py-1 text-sm">
                  {skill}
                </Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground italic">No skills listed yet.</p>
        )}
      </Section>

      <ExperienceSection profile={profile} />

      {profile.education ? (
        <Section title="Education" icon={<GraduationCap aria-hidden="true" />}>
          <p className="leading-relaxed wrap-anywhere whitespace-pre-line">{profile.education}</p>
        </Section>
      ) : null}
    </>
  );
}

function ExperienceSection({ profile }: { profile: TApplicantProfile }) {
  // A profile may fill either field; the work experience wins when both are.
  const workExperience = profile.workExperience || profile.experience;
  return (
    <Section title="Experience" icon={<Briefcase aria-hidden="true" />}>
      <div className="grid gap-4">
        <div className="grid gap-1">
          <h3 className="text-sm font-medium text-muted-foreground">Experience level</h3>
          <p className="font-medium">
            {profile.experienceLevel ? EXPERIENCE_LEVEL_LABEL[profile.experienceLevel] : 'Experience level not specified'}
          </p>
        </div>
        <div className="grid gap-1">
          <h3 className="text-sm font-medium text-muted-foreground">Work experience</h3>
          {workExperience ? (
            <p className="leading-relaxed wrap-anywhere whitespace-pre-line">{workExperience}</p>
          ) : (
            <p className="text-muted-foreground italic">Detailed work experience not provided.</p>
          )}
        </div>
      </div>
    </Section>
  );
}

export function ProfileCompletion({ profile }: { profile: TApplicantProfile }) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <h2 id="candidate-completion-label" className="text-base leading-tight font-semibold">
          Profile Completion
        </h2>
      </CardHeader>
      <CardContent className="grid gap-2">
        <div className="flex items-center justify-between text-sm">
          <time className="text-muted-foreground" dateTime={profile.updatedAt}>
            {formatProfileUpdatedAgo(profile.updatedAt)}
          </time>
          <span className="font-semibold text-primary tabular-nums">{profile.profileCompletion}%</span>
        </div>
        <Progress value={profile.profileCompletion} aria-labelledby="candidate-completion-label" />
      </CardContent>
    </Card>
  );
}

export function Section({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Card role="region" aria-labelledby={id}>
      <CardHeader className="pb-3">
        <h2
          id={id}
          className="flex items-center gap-2 text-lg leading-tight font-semibold tracking-tight [&_svg]:size-5 [&_svg]:text-primary"
        >
          {icon}
          {title}
        </h2>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
