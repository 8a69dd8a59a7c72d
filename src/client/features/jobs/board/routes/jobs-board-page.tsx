/**
 * The job board /jobs, public: search and page through open jobs, the search kept in the address.
 * A signed-in developer also sees the jobs recommended for them above the board, a Saved jobs view
 * (`?view=saved`), a Save button on every card and their job alerts beside the views.
 */
import { Bookmark, Search, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams, type SetURLSearchParams } from 'react-router';
import type { TJob } from '#shared/schemas/jobs.ts';
import { DashboardHero } from '#client/components/layout/dashboard-hero.tsx';
import { PageMain } from '#client/components/layout/page-main.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { useSession } from '#client/lib/session-context.tsx';
import { useScreenTitle } from '#client/lib/use-document-title.ts';
import { JobAlertsSetting } from '../components/job-alerts-setting.tsx';
import { JobBoard } from '../components/job-board.tsx';
import { RecommendedJobs } from '../components/recommended-jobs.tsx';
import { SavedJobs } from '../../applying/components/saved-jobs.tsx';
import { SaveJobButton } from '../../applying/components/save-job-button.tsx';
import { readJobSearch, toJobSearchParams, type TJobSearch } from '../utils/job-search.ts';
import { readJobsView, type TJobsView } from './jobs-board-page.data.ts';

const VIEW_TABS: { value: TJobsView; label: string; icon: LucideIcon }[] = [
  { value: 'browse', label: 'Browse jobs', icon: Search },
  { value: 'saved', label: 'Saved jobs', icon: Bookmark },
];

function renderSaveButton(job: TJob, titleId: string) {
  return <SaveJobButton job={job} size="sm" aria-describedby={titleId} />;
}

export function JobsBoardPage() {
  useScreenTitle('Jobs');
  const { user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = readJobSearch(searchParams);
  const isDeveloper = user?.userType === 'developer';

  const onSearchChange = (next: TJobSearch) => setSearchParams(toJobSearchParams(next));
  const board = <JobBoard search={search} onSearchChange={onSearchChange} renderJobActions={isDeveloper ? renderSaveButton : undefined} />;

  return (
    <>
      <DashboardHero
        title="Find your next developer job"
        subtitle="Open roles from companies hiring on DevMatch. Search by title, skills, level, salary or remote work."
      />
      <PageMain className="py-8">
        {isDeveloper ? <DeveloperJobs board={board} searchParams={searchParams} setSearchParams={setSearchParams} /> : board}
      </PageMain>
    </>
  );
}

function DeveloperJobs({
  board,
  searchParams,
  setSearchParams,
}: {
  board: ReactNode;
  searchParams: URLSearchParams;
  setSearchParams: SetURLSearchParams;
}) {
  const view = readJobsView(searchParams);
  const changeView = (value: string) => {
    // Radix Tabs reports one click twice (pointer down, then focus): one history entry per view opened.
    const current = new URLSearchParams(window.location.search);
    if (value === readJobsView(current)) return;
    if (value === 'saved') current.set('view', 'saved');
    else current.delete('view');
    setSearchParams(current);
  };
  return (
    <Tabs value={view} onValueChange={changeView} className="gap-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <TabsList className="grid h-auto w-full grid-cols-2 gap-1 sm:w-fit">
          {VIEW_TABS.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value} className="px-4 py-2">
              <Icon aria-hidden="true" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <JobAlertsSetting />
      </div>
      <TabsContent value="browse" className="flex flex-col gap-10">
        <RecommendedJobs renderJobActions={renderSaveButton} />
        {board}
      </TabsContent>
      <TabsContent value="saved">
        <SavedJobs renderJobActions={renderSaveButton} onBrowse={() => changeView('browse')} />
      </TabsContent>
    </Tabs>
  );
}
