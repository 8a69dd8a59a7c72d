import { useQuery } from '@tanstack/react-query';
import { FileText, Gauge, Sparkles, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TResume } from '#shared/schemas/resumes/resume.ts';
import { Card } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { getApplicantProfileQueryOptions } from '#client/lib/applicant-queries.ts';
import { getResumesQueryOptions } from '#client/lib/applicant-queries.ts';

/** The most recently uploaded resume that has been scored, if any. */
function findLatestScored(resumes: TResume[]): TResume | undefined {
  return resumes
    .filter((resume) => resume.aiScore !== null)
    .reduce<TResume | undefined>((latest, resume) => (!latest || resume.uploadedAt > latest.uploadedAt ? resume : latest), undefined);
}

/**
 * The Overview's summary block: real numbers from the profile and the resume list. Without a
 * developer profile (an admin's preview) the profile is not asked for and its tile says why.
 */
export function DashboardSummary({ userId, hasProfile = true }: { userId: number; hasProfile?: boolean }) {
  const profile = useQuery({ ...getApplicantProfileQueryOptions(userId), enabled: hasProfile });
  const resumes = useQuery(getResumesQueryOptions(userId));
  const featured = resumes.data?.find((resume) => resume.isPrimary);
  const latestScored = resumes.data ? findLatestScored(resumes.data) : undefined;
  const completion = profile.data?.profile.profileCompletion;

  return (
    <section aria-label="Summary" className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      {hasProfile ? (
        <SummaryTile
          icon={<Gauge aria-hidden="true" />}
          label="Profile completion"
          isLoading={profile.isPending}
          value={completion === undefined ? '—' : `${completion}%`}
          detail={completion === undefined ? 'Unavailable' : completion === 100 ? 'Your profile is complete' : 'Complete it to stand out'}
        />
      ) : (
        <SummaryTile
          icon={<Gauge aria-hidden="true" />}
          label="Profile completion"
          isLoading={false}
          value="Preview"
          isValueText
          detail="Admin accounts have no developer profile"
        />
      )}
      <SummaryTile
        icon={<FileText aria-hidden="true" />}
        label="Resumes"
        isLoading={resumes.isPending}
        value={resumes.data ? String(resumes.data.length) : '—'}
        detail="Uploaded or built"
      />
      <SummaryTile
        icon={<Star aria-hidden="true" />}
        label="Featured resume"
        isLoading={resumes.isPending}
        value={featured?.title ?? 'None yet'}
        isValueText
        detail={featured ? 'Shown to employers' : 'Feature one for employers'}
      />
      <SummaryTile
        icon={<Sparkles aria-hidden="true" />}
        label="Latest AI score"
        isLoading={resumes.isPending}
        value={latestScored?.aiScore != null ? `${latestScored.aiScore}/100` : '—'}
        isValueText={!latestScored}
        detail={latestScored?.title ?? 'No analysis yet'}
      />
    </section>
  );
}

function SummaryTile({
  icon,
  label,
  value,
  detail,
  isLoading,
  isValueText = false,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  detail: string;
  isLoading: boolean;
  isValueText?: boolean;
}) {
  return (
    <Card className="min-w-0 p-4">
      <div className="flex items-center gap-2 text-xs font-medium text-muted-foreground [&_svg]:size-4 [&_svg]:text-primary">
        {icon}
        <h2>{label}</h2>
      </div>
      {isLoading ? (
        <>
          <Skeleton className="mt-3 h-7 w-20" />
          <Skeleton className="mt-2 h-3 w-28" />
        </>
      ) : (
        <>
          <p className={isValueText ? 'mt-2 truncate text-base font-semibold' : 'mt-2 text-2xl font-bold tabular-nums'} title={value}>
            {value}
          </p>
          <p className="mt-1 line-clamp-2 text-xs wrap-anywhere text-muted-foreground" title={detail}>
            {detail}
          </p>
        </>
      )}
    </Card>
  );
}
