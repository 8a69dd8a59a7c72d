/**
 * The developer dashboard /applicant: hero, five tabs, each with its address (`?tab=`, else the one
 * kept in localStorage), and on Overview the summary, the profile card, the resume manager and the
 * selected resume's panel. `?tab=analysis&resume={id}` (from the resume page) opens Overview with
 * that resume's analysis; `?tab=applications` (from a job's page) opens Applications.
 */
import { GraduationCap, LayoutDashboard, Newspaper, Send, WandSparkles, type LucideIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TResume } from '#shared/schemas/resumes/resume.ts';
import { AdminViewBanner } from '#client/components/layout/admin-view-banner.tsx';
import { DashboardHero } from '#client/components/layout/dashboard-hero.tsx';
import { PageMain } from '#client/components/layout/page-main.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { BlogFeed } from '#client/features/blog/components/blog-feed.tsx';
import { MyInterviews } from '#client/features/interviews/components/my-interviews.tsx';
import { ApplicationList } from '#client/features/jobs/applying/components/application-list.tsx';
import { LearningSuggestionsCard } from '#client/features/learning/components/learning-suggestions-card.tsx';
import { useSession } from '#client/lib/session-context.tsx';
import { LearningResourcesCard } from '#client/features/profiles/components/learning-resources-card.tsx';
import { ResumeBuilder } from '#client/features/resumes/components/resume-builder/resume-builder.tsx';
import { useScreenTitle } from '#client/lib/use-document-title.ts';
import { storeTab, useUrlTab } from '#client/lib/use-stored-tab.ts';
import { ApplicantOverview } from './applicant-overview.tsx';
import {
  APPLICANT_TAB_STORAGE_KEY,
  APPLICANT_TABS,
  readAnalysisRequest,
  readOpeningTab,
  type TApplicantTab,
} from './applicant-dashboard.data.ts';
import { useResumeSelection } from './use-resume-selection.ts';

export function ApplicantDashboard() {
  useScreenTitle('My Dashboard');
  const { user } = useSession();
  // Behind the route guard only developers and admins get here.
  if (!user) return null;
  return <DeveloperDashboard userId={user.id} isAdminPreview={user.userType === 'admin'} />;
}

function DeveloperDashboard({ userId, isAdminPreview }: { userId: number; isAdminPreview: boolean }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [analysisRequest] = useState(() => readAnalysisRequest(searchParams));
  const [tab, changeTab] = useUrlTab(APPLICANT_TAB_STORAGE_KEY, APPLICANT_TABS, () => readOpeningTab(searchParams));
  const selection = useResumeSelection(userId, analysisRequest);

  useEffect(() => {
    if (!analysisRequest) return;
    storeTab(APPLICANT_TAB_STORAGE_KEY, 'overview');
    // The analysis link has done its job; the address names the tab it shows, so a reload is an ordinary visit.
    setSearchParams({ tab: 'overview' }, { replace: true });
  }, [analysisRequest, setSearchParams]);

  // The builder's own call has already reloaded the resume list.
  const onGenerated = (resume: TResume) => {
    changeTab('overview');
    selection.onAnalyze(resume.id);
  };

  return (
    <>
      <AdminViewBanner title="Admin View: Developer Dashboard" switchLabel="View as Employer" switchTo="/employer" />
      <DashboardHero
        title="Build Your Perfect Resume with AI"
        subtitle="Upload or build your resume, get an honest AI analysis, and learn the skills employers are looking for."
      />
      <PageMain className="py-8">
        <Tabs value={tab} onValueChange={changeTab} className="gap-6">
          <DashboardTabList />

          <TabsContent value="overview" className="flex flex-col gap-6">
            <ApplicantOverview userId={userId} isAdminPreview={isAdminPreview} {...selection} onOpenBuilder={() => changeTab('builder')} />
          </TabsContent>

          {/* Kept mounted so a half-filled builder survives a look at another tab. */}
          <TabsContent value="builder" forceMount className="data-[state=inactive]:hidden">
            <ResumeBuilder userId={userId} onGenerated={onGenerated} />
          </TabsContent>

          <TabsContent value="insights">
            <BlogFeed
              category="developers"
              limit={6}
              title="Developer Insights"
              subtitle="News, trends and career advice for developers from the DevMatch blog."
            />
          </TabsContent>

          <TabsContent value="learning" className="flex flex-col gap-6">
            <LearningSuggestionsCard onOpenResumes={() => changeTab('overview')} />
            <LearningResourcesCard />
          </TabsContent>

          <TabsContent value="applications" className="flex flex-col gap-6">
            <MyInterviews />
            <ApplicationList />
          </TabsContent>
        </Tabs>
      </PageMain>
    </>
  );
}

const TAB_TRIGGERS: { tab: TApplicantTab; icon: LucideIcon; label: string }[] = [
  { tab: 'overview', icon: LayoutDashboard, label: 'Overview' },
  { tab: 'builder', icon: WandSparkles, label: 'Resume Builder' },
  { tab: 'insights', icon: Newspaper, label: 'Developer Insights' },
  { tab: 'learning', icon: GraduationCap, label: 'Learning' },
  { tab: 'applications', icon: Send, label: 'Applications' },
];

function DashboardTabList() {
  return (
    // Wraps on narrow screens (two a row at 375 px, the fifth across the width); one row from about 900 px.
    <TabsList className="flex h-auto w-full flex-wrap gap-1 lg:w-fit">
      {TAB_TRIGGERS.map(({ tab, icon: Icon, label }) => (
        <TabsTrigger key={tab} value={tab} className="py-2">
          <Icon aria-hidden="true" />
          {label}
        </TabsTrigger>
      ))}
    </TabsList>
  );
}
