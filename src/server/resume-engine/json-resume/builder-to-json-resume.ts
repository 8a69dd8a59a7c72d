/** The resume builder's data as a JSON Resume; toBuilderData reads it back to the same data. */
import type { TJsonResume } from '#shared/schemas/resumes/json-resume.ts';
import type { TResumeBuilderDataParsed } from '#shared/schemas/resumes/resume.ts';
import { createJsonResumeHeader, omitEmpty, splitDescription, splitLocation, toJsonResumeDateFromText } from './json-resume-values.ts';

/**
 * Builder data → JSON Resume, valid against the standard's schema. A current position has no end
 * date; a date the text does not give is left out ('Present'); a job's '- ' lines become its
 * highlights when that loses nothing (see splitDescription).
 */
export function toJsonResumeFromBuilder(data: TResumeBuilderDataParsed, options: { lastModified: Date }): TJsonResume {
  const { personalInfo } = data;
  const { $schema, meta } = createJsonResumeHeader(options.lastModified);
  return {
    $schema,
    basics: omitEmpty({
      name: personalInfo.fullName,
      email: personalInfo.email,
      phone: personalInfo.phone,
      summary: personalInfo.summary,
      location: splitLocation(personalInfo.location),
    }),
    work: data.experience.map((job) =>
      omitEmpty({
        name: job.company,
        position: job.position,
        startDate: toJsonResumeDateFromText(job.startDate),
        endDate: job.current ? undefined : toJsonResumeDateFromText(job.endDate),
        ...splitDescription(job.description),
      }),
    ),
    education: data.education.map((school) => ({
      ...omitEmpty({
        institution: school.institution,
        area: school.field,
        studyType: school.degree,
        endDate: toJsonResumeDateFromText(school.graduationDate),
      }),
      // A GPA sent empty stays, so reading the resume back gives it again.
      ...(school.gpa === undefined ? {} : { score: school.gpa }),
    })),
    skills: data.skills.map((name) => ({ name })),
    certificates: data.certifications.map((name) => ({ name })),
    meta,
  };
}
