import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TResume } from '#shared/schemas/resumes/resume.ts';
import { getResumesQueryOptions } from '#client/lib/applicant-queries.ts';

/**
 * The developer's resumes and the one the Overview shows. `analysisRequest` (a resume id from an
 * analysis link) starts selected, with its analysis asked for.
 */
export function useResumeSelection(userId: number, analysisRequest: number | null) {
  const [selectedResumeId, setSelectedResumeId] = useState<number | null>(analysisRequest);
  // Set when the selected resume's analysis is asked for; the panel scrolls to itself and clears it.
  const [isAnalysisRequested, setIsAnalysisRequested] = useState(analysisRequest !== null);
  const resumes = useQuery(getResumesQueryOptions(userId));

  return {
    resumes,
    selectedResume: resumes.data ? pickSelectedResume(resumes.data, selectedResumeId) : undefined,
    isAnalysisRequested,
    onSelectResume: (resumeId: number) => setSelectedResumeId(resumeId),
    /** Selects the resume and asks its panel to show the analysis. */
    onAnalyze: (resumeId: number) => {
      setSelectedResumeId(resumeId);
      setIsAnalysisRequested(true);
    },
    onAnalysisShown: () => setIsAnalysisRequested(false),
  };
}

export type TResumeSelection = ReturnType<typeof useResumeSelection>;

/**
 * The resume the Overview panel shows: the chosen one, else the featured one, else the first. A choice
 * that no longer exists (deleted, or a link to someone else's resume) falls back the same way.
 */
function pickSelectedResume(resumes: TResume[], selectedResumeId: number | null): TResume | undefined {
  return resumes.find((resume) => resume.id === selectedResumeId) ?? resumes.find((resume) => resume.isPrimary) ?? resumes[0];
}
