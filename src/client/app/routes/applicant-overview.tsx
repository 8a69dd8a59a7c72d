/**
 * The Overview tab of the developer dashboard: the summary, the profile card, the latest
 * conversations (features/conversations) and the resume manager, and beside them the selected resume with
 * its AI analysis. A JSON Resume import offers its basics to the profile (features/profiles).
 */
import { FileText, WandSparkles } from 'lucide-react';
import { useState } from 'react';
import type { TJsonResumeProfileBasics } from '#shared/schemas/resumes/json-resume.ts';
import { EmptyState } from '#client/components/layout/empty-state.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { AdminPreviewCard } from '#client/features/profiles/components/admin-preview-card.tsx';
import { ApplicantProfileCard } from '#client/features/profiles/components/applicant-profile-card.tsx';
import { DailyQuoteCard } from '#client/features/profiles/components/daily-quote-card.tsx';
import { DashboardSummary } from '#client/features/profiles/components/dashboard-summary.tsx';
import { ProfileBasicsOffer } from '#client/features/profiles/components/profile-basics-offer.tsx';
import { MessagesCard } from '#client/features/conversations/components/messages-card.tsx';
import { ResumeManager } from '#client/features/resumes/components/resume-manager.tsx';
import { ResumeSelector } from '#client/features/resumes/components/resume-selector.tsx';
import { ResumeAnalysisPanel } from '#client/features/resume-ai/components/resume-analysis-panel.tsx';
import { SelectedResumePanel } from '#client/features/resumes/components/selected-resume-panel.tsx';
import type { TResumeSelection } from './use-resume-selection.ts';

export function ApplicantOverview({
  userId,
  isAdminPreview,
  onOpenBuilder,
  ...selection
}: TResumeSelection & {
  userId: number;
  /** An admin viewing the dashboard: no developer profile to load, a preview card in its place. */
  isAdminPreview: boolean;
  onOpenBuilder: () => void;
}) {
  // What an imported JSON Resume offers the profile, until the developer answers.
  const [offeredBasics, setOfferedBasics] = useState<TJsonResumeProfileBasics | null>(null);
  return (
    <>
      <DashboardSummary userId={userId} hasProfile={!isAdminPreview} />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6">
          {isAdminPreview ? <AdminPreviewCard /> : <ApplicantProfileCard userId={userId} />}
          {/* An admin's preview has no conversations of a developer. */}
          {isAdminPreview ? null : <MessagesCard />}
          <ResumeManager
            userId={userId}
            selectedResumeId={selection.selectedResume?.id ?? null}
            onUploaded={(resume) => selection.onSelectResume(resume.id)}
            onImported={({ resume, profile }) => {
              selection.onSelectResume(resume.id);
              // An admin's preview has no developer profile to fill in.
              if (!isAdminPreview) setOfferedBasics(profile);
            }}
            onAnalyze={selection.onAnalyze}
          />
          <DailyQuoteCard />
        </div>
        {offeredBasics ? <ProfileBasicsOffer userId={userId} basics={offeredBasics} onClose={() => setOfferedBasics(null)} /> : null}
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <SelectedResumeColumn {...selection} onOpenBuilder={onOpenBuilder} />
        </div>
      </div>
    </>
  );
}

/** While the list loads, skeletons; then the selected resume, or an invitation to add the first one. */
function SelectedResumeColumn({
  resumes,
  selectedResume,
  isAnalysisRequested,
  onSelectResume,
  onAnalyze,
  onAnalysisShown,
  onOpenBuilder,
}: TResumeSelection & { onOpenBuilder: () => void }) {
  if (resumes.isPending) {
    return (
      <div className="flex flex-col gap-6" aria-busy="true">
        <Skeleton className="h-40 w-full rounded-xl" />
        <Skeleton className="h-72 w-full rounded-xl" />
      </div>
    );
  }
  if (selectedResume) {
    return (
      <>
        <ResumeSelector resumes={resumes.data ?? []} selectedResumeId={selectedResume.id} onSelect={onSelectResume} />
        <SelectedResumePanel resume={selectedResume} isAnalysisRequested={isAnalysisRequested} onAnalysisShown={onAnalysisShown}>
          {/* Keyed by resume: a different resume starts with its own form and review state. */}
          <ResumeAnalysisPanel key={selectedResume.id} resume={selectedResume} onVersionCreated={(version) => onAnalyze(version.id)} />
        </SelectedResumePanel>
      </>
    );
  }
  if (!resumes.isSuccess) return null;
  return (
    <EmptyState
      icon={<FileText className="size-7" aria-hidden="true" />}
      title="Nothing to analyse yet"
      description="Upload a Word or PDF resume or build one step by step. Its details and AI analysis will appear here."
    >
      <Button onClick={onOpenBuilder}>
        <WandSparkles aria-hidden="true" />
        Open the Resume Builder
      </Button>
    </EmptyState>
  );
}
