import { Banknote, BriefcaseBusiness, Clock, GraduationCap, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { EXPERIENCE_LEVEL_LABEL } from '#shared/profile-values.ts';
import type { TJob } from '#shared/schemas/jobs.ts';
import { formatTimeAgo } from '#client/lib/format.ts';
import { EMPLOYMENT_TYPE_LABEL, formatJobPlace, formatJobSalary } from '../utils/job-labels.ts';

/** Where, pay, employment type, level and age of a job, each with its icon and a spoken name. */
export function JobFacts({ job }: { job: TJob }) {
  const salary = formatJobSalary(job);
  // A draft its owner previews has not been published: it counts from its creation.
  const postedAt = job.publishedAt ?? job.createdAt;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-muted-foreground [&_svg]:size-4 [&_svg]:shrink-0">
      <Fact icon={<MapPin aria-hidden="true" />} name="Location">
        {formatJobPlace(job)}
      </Fact>
      <Fact icon={<Banknote aria-hidden="true" />} name="Salary">
        {salary ?? 'Salary not disclosed'}
      </Fact>
      <Fact icon={<BriefcaseBusiness aria-hidden="true" />} name="Employment">
        {EMPLOYMENT_TYPE_LABEL[job.employmentType]}
      </Fact>
      {job.experienceLevel ? (
        <Fact icon={<GraduationCap aria-hidden="true" />} name="Level">
          {EXPERIENCE_LEVEL_LABEL[job.experienceLevel]}
        </Fact>
      ) : null}
      <Fact icon={<Clock aria-hidden="true" />}>
        Posted <time dateTime={postedAt}>{formatTimeAgo(postedAt)}</time>
      </Fact>
    </ul>
  );
}

/** `name` is spoken before a value that does not say what it is ('Berlin' → 'Location: Berlin'). */
function Fact({ icon, name, children }: { icon: ReactNode; name?: string; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-center gap-1.5">
      {icon}
      {name ? <span className="sr-only">{name}: </span> : null}
      <span className="min-w-0 wrap-anywhere">{children}</span>
    </li>
  );
}
