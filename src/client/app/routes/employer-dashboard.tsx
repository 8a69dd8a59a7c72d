/**
 * The employer dashboard /employer: hero, and five tabs, each with its address (`?tab=`, else the
 * one kept in localStorage; `?job=` opens Jobs on that job's pipeline): Candidate Search
 * (features/candidate-search), Hiring Insights (the employers' blog feed, features/blog), Jobs (the
 * company, the jobs and their pipelines, features/jobs, with the candidates' favourites and notes
 * and each job's applicant count), Analytics (features/hiring-analytics) and Team (the company's
 * members and invitations, features/team; its message templates and tags, features/message-templates
 * and features/candidate-tags).
 */
import { useQuery } from '@tanstack/react-query';
import { BriefcaseBusiness, ChartNoAxesColumn, Clock, Newspaper, ShieldX, UserSearch, Users } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AdminViewBanner } from '#client/components/layout/admin-view-banner.tsx';
import { DashboardHero } from '#client/components/layout/dashboard-hero.tsx';
import { PageMain } from '#client/components/layout/page-main.tsx';
import { StatusScreen } from '#client/components/layout/status-screen.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { useSession } from '#client/lib/session-context.tsx';
import { readStoredTab, useUrlTab } from '#client/lib/use-stored-tab.ts';
import { BlogFeed } from '#client/features/blog/components/blog-feed.tsx';
import { CandidateSearch } from '#client/features/candidate-search/components/candidate-search.tsx';
import { HiringAnalytics } from '#client/features/hiring-analytics/components/hiring-analytics.tsx';
import { JobApplicantCount } from '#client/features/hiring-analytics/components/job-applicant-count.tsx';
import { EmployerJobs } from '#client/features/jobs/hiring/components/employer-jobs.tsx';
import { getTeamQueryOptions, useCanWriteForCompany } from '#client/lib/team-query.ts';
import { TeamPanel } from '#client/features/team/components/team-panel.tsx';
import { TagsPanel } from '#client/features/candidate-tags/components/tags-panel.tsx';
import { TemplatesPanel } from '#client/features/message-templates/components/templates-panel.tsx';
import { useScreenTitle } from '#client/lib/use-document-title.ts';
import { EMPLOYER_TAB_STORAGE_KEY, EMPLOYER_TABS, INSIGHTS_FEED, readAddressedEmployerTab } from './employer-dashboard.data.ts';
import { UpcomingInterviews } from '#client/features/interviews/components/upcoming-interviews.tsx';
import { JobCandidateActions } from './job-candidate-actions.tsx';

export function EmployerDashboard() {
  useScreenTitle('Find Candidates');
  const { user } = useSession();
  if (!user) return null;
  if (user.userType !== 'employer' && user.userType !== 'admin') {
    return (
      <StatusScreen
        title="Access Denied"
        description="This page is only accessible to employers."
        icon={<ShieldX className="size-8" aria-hidden="true" />}
      />
    );
  }
  return <EmployerTabs employerId={user.id} employerName={user.fullName} isAdmin={user.userType === 'admin'} />;
}

function EmployerTabs({ employerId, employerName, isAdmin }: { employerId: number; employerName: string | null; isAdmin: boolean }) {
  const [searchParams] = useSearchParams();
  // An address naming only the job (a shared pipeline) opens Jobs, and gets `tab=jobs` written in.
  const [urlTab, changeTab] = useUrlTab(
    EMPLOYER_TAB_STORAGE_KEY,
    EMPLOYER_TABS,
    () => readAddressedEmployerTab(searchParams) ?? readStoredTab(EMPLOYER_TAB_STORAGE_KEY, EMPLOYER_TABS, 'search'),
  );
  const tab = readAddressedEmployerTab(searchParams) ?? urlTab;
  // A viewer of the company reads its jobs and pipelines without the controls that change them.
  const isViewer = useQuery(getTeamQueryOptions(employerId)).data?.myRole === 'viewer';

  // The search runs when its tab first opens (by a click, Back or Forward), and then stays mounted so its state survives a look at Insights.
  const [hasOpenedSearch, setHasOpenedSearch] = useState(tab === 'search');
  if (tab === 'search' && !hasOpenedSearch) setHasOpenedSearch(true);
  // A click on the open tab (Jobs, on a pipeline) keeps what it shows.
  const onTabChange = (value: string) => {
    if (value !== tab) changeTab(value);
  };

  return (
    <>
      <AdminViewBanner title="Admin View: Employer Dashboard" switchLabel="View as Developer" switchTo="/applicant" />
      <DashboardHero
        title="Find Your Perfect Candidate"
        subtitle="Search developers by skills, experience and availability, and let AI explain every match."
      />
      <PageMain className="py-8">
        <Tabs value={tab} onValueChange={onTabChange} className="gap-6">
          <EmployerTabList />

          <TabsContent value="search" forceMount className="data-[state=inactive]:hidden">
            {hasOpenedSearch ? <CandidateSearch employerId={employerId} employerName={employerName} /> : null}
          </TabsContent>

          <TabsContent value="insights">
            <BlogFeed
              category={INSIGHTS_FEED.category}
              limit={INSIGHTS_FEED.limit}
              title="Hiring Insights"
              subtitle="Latest articles and insights for employers"
              badge={
                <Badge variant="secondary" className="gap-1.5 px-3 py-1">
                  <Clock aria-hidden="true" />
                  Updated recently
                </Badge>
              }
            />
          </TabsContent>

          <TabsContent value="jobs">
            <EmployerJobs
              employerId={employerId}
              isReadOnly={isAdmin || isViewer}
              renderCandidateActions={(candidate) => (
                <JobCandidateActions
                  employerId={employerId}
                  employerName={employerName}
                  candidate={candidate}
                  isReadOnly={isAdmin || isViewer}
                />
              )}
              renderJobFigures={(job) => <JobApplicantCount employerId={employerId} jobId={job.id} />}
              renderInterviews={(job) => <UpcomingInterviews employerId={employerId} jobId={job?.id} />}
            />
          </TabsContent>

          <TabsContent value="analytics">
            <HiringAnalytics employerId={employerId} />
          </TabsContent>

          <TabsContent value="team" className="grid gap-8">
            <TeamPanel employerId={employerId} isReadOnly={isAdmin} />
            <TeamToolkit employerId={employerId} />
          </TabsContent>
        </Tabs>
      </PageMain>
    </>
  );
}

/** Five tabs: two rows of two and Team alone below sm, three a row to lg, then one row. */
function EmployerTabList() {
  return (
    <TabsList className="grid h-auto w-full grid-cols-2 gap-1 sm:grid-cols-3 lg:w-fit lg:grid-cols-5">
      <TabsTrigger value="search" className="py-2">
        <UserSearch aria-hidden="true" />
        Candidate Search
      </TabsTrigger>
      <TabsTrigger value="insights" className="py-2">
        <Newspaper aria-hidden="true" />
        Hiring Insights
      </TabsTrigger>
      <TabsTrigger value="jobs" className="py-2">
        <BriefcaseBusiness aria-hidden="true" />
        Jobs
      </TabsTrigger>
      <TabsTrigger value="analytics" className="py-2">
        <ChartNoAxesColumn aria-hidden="true" />
        Analytics
      </TabsTrigger>
      {/* Below sm it has the last row to itself. */}
      <TabsTrigger value="team" className="col-span-2 py-2 sm:col-span-1">
        <Users aria-hidden="true" />
        Team
      </TabsTrigger>
    </TabsList>
  );
}

/** What the team shares besides its members: message templates and tags (viewers and admins read them). */
function TeamToolkit({ employerId }: { employerId: number }) {
  const canWrite = useCanWriteForCompany(employerId);
  return (
    <div className="grid items-start gap-6 xl:grid-cols-2">
      <TemplatesPanel employerId={employerId} canWrite={canWrite} />
      <TagsPanel employerId={employerId} canWrite={canWrite} />
    </div>
  );
}
