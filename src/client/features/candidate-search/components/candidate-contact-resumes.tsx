/** The candidate's contact details and resumes, on the candidate page. */
import { useQuery } from '@tanstack/react-query';
import { Eye, FileText, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { formatPhoneNumber } from '#shared/phone-format.ts';
import { type TApplicantProfileResponse } from '#shared/schemas/profiles.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { getResumesQueryOptions } from '#client/lib/applicant-queries.ts';
import { ResumeName, ResumeSourceBadge } from '#client/components/resume-version.tsx';
import { formatDate, formatKilobytes } from '#client/lib/format.ts';
import { Section } from './candidate-profile-details.tsx';

export function ContactInformation({ data: { user } }: { data: TApplicantProfileResponse }) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <h2 className="text-base leading-tight font-semibold">Contact Information</h2>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 text-sm [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground">
          <li className="flex items-center gap-2.5">
            <Mail aria-hidden="true" />
            <span className="sr-only">Email: </span>
            <a href={`mailto:${user.email}`} className="min-w-0 wrap-anywhere text-primary underline-offset-4 hover:underline">
              {user.email}
            </a>
          </li>
          {user.phone ? (
            <li className="flex items-center gap-2.5">
              <Phone aria-hidden="true" />
              <span className="sr-only">Phone: </span>
              <a href={`tel:${user.phone.replace(/[^\d+]/g, '')}`} className="text-primary underline-offset-4 hover:underline">
                {formatPhoneNumber(user.phone, user.location ?? undefined)}
              </a>
            </li>
          ) : null}
          <li className="flex items-center gap-2.5">
            <MapPin aria-hidden="true" />
            <span className="sr-only">Location: </span>
            {user.location || 'Location not specified'}
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}

export function ResumesSection({ userId }: { userId: number }) {
  const resumes = useQuery(getResumesQueryOptions(userId));
  return (
    <Section title="Resumes" icon={<FileText aria-hidden="true" />}>
      {resumes.isPending ? (
        <p className="text-muted-foreground">Loading resumes...</p>
      ) : resumes.isError ? (
        <p className="text-muted-foreground">Resumes could not be loaded.</p>
      ) : resumes.data.length === 0 ? (
        <p className="text-muted-foreground italic">No resumes uploaded yet.</p>
      ) : (
        <ul aria-label="Resumes" className="grid grid-cols-1 gap-2">
          {resumes.data.map((resume) => (
            <li key={resume.id} className="flex items-center gap-3 rounded-lg border p-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-secondary text-primary">
                <FileText className="size-4" aria-hidden="true" />
              </span>
              <div className="min-w-0 flex-1">
                <p id={`resume-${resume.id}`}>
                  <ResumeName resume={resume} />
                </p>
                <p className="mt-0.5 flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
                  {formatDate(resume.uploadedAt) ?? 'Unknown date'} · {formatKilobytes(resume.fileSize)}
                  {resume.isPrimary ? ' · Featured' : ''}
                  <ResumeSourceBadge source={resume.source} />
                </p>
              </div>
              <Button variant="outline" size="sm" asChild>
                <Link to={`/resume/${resume.id}`} aria-describedby={`resume-${resume.id}`}>
                  <Eye aria-hidden="true" />
                  View
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
