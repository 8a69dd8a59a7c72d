/**
 * The resume page /resume/{resumeId}. No role guard: the server decides who may read
 * a resume (owner, admins, employers) and who may change it (owner, admins); this page only hides
 * what the viewer cannot use.
 */
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, FileText, FileX, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { DASHBOARD_PATH } from '#shared/roles.ts';
import { PageMain } from '#client/components/layout/page-main.tsx';
import { StatusScreen } from '#client/components/layout/status-screen.tsx';
import { ResumeSourceBadge } from '#client/components/resume-version.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { ApiError, getErrorMessage } from '#client/lib/api-client.ts';
import { formatDate } from '#client/lib/format.ts';
import { useSession } from '#client/lib/session-context.tsx';
import { useScreenTitle } from '#client/lib/use-document-title.ts';
import { getResumeQueryOptions } from '../api/resume-api.ts';
import { ResumeEditor } from '../components/resume-editor.tsx';
import { ResumeView } from '../components/resume-view.tsx';

export function ResumePage() {
  useScreenTitle('Resume');
  const { resumeId = '' } = useParams();
  const { user } = useSession();
  const dashboardPath = user ? DASHBOARD_PATH[user.userType] : '/applicant';

  if (!/^\d+$/.test(resumeId)) {
    return (
      <StatusScreen
        title="Invalid Resume"
        description="This resume link is not valid."
        icon={<FileX className="size-8" aria-hidden="true" />}
        action={{ label: 'Return to Dashboard', to: dashboardPath }}
      />
    );
  }
  // Keyed so moving to another resume starts in view mode with fresh state.
  return <ResumeScreen key={resumeId} resumeId={Number(resumeId)} dashboardPath={dashboardPath} />;
}

function ResumeScreen({ resumeId, dashboardPath }: { resumeId: number; dashboardPath: string }) {
  const { user } = useSession();
  const resume = useQuery(getResumeQueryOptions(resumeId));
  const [isEditing, setIsEditing] = useState(false);

  if (resume.isPending) return <ResumeSkeleton />;
  if (resume.isError) {
    const status = resume.error instanceof ApiError ? resume.error.status : 0;
    if (status === 401) {
      return (
        <StatusScreen
          title="Sign in to view this resume"
          icon={<ShieldAlert className="size-8" aria-hidden="true" />}
          action={{ label: 'Login', to: '/login' }}
        />
      );
    }
    if (status === 403) {
      return (
        <StatusScreen
          title="Access Denied"
          description={getErrorMessage(resume.error, 'You do not have permission to view this resume.')}
          icon={<ShieldAlert className="size-8" aria-hidden="true" />}
          action={{ label: 'Return to Dashboard', to: dashboardPath }}
        />
      );
    }
    const isMissing = status === 404 || status === 400;
    return (
      <StatusScreen
        title={isMissing ? 'Resume Not Found' : 'Unable to load resume'}
        description={isMissing ? 'This resume does not exist or has been deleted.' : 'Please try again in a moment.'}
        icon={<FileX className="size-8" aria-hidden="true" />}
        action={{ label: 'Return to Dashboard', to: dashboardPath }}
      />
    );
  }

  const data = resume.data;
  const canEdit = user !== null && (user.id === data.userId || user.userType === 'admin');
  return (
    <PageMain className="max-w-6xl py-8">
      <Button variant="ghost" size="sm" className="mb-4 -ml-3" asChild>
        <Link to={dashboardPath}>
          <ArrowLeft aria-hidden="true" />
          Back to Dashboard
        </Link>
      </Button>
      <header className="mb-6 flex items-start gap-4">
        <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-indigo-500 to-violet-600 text-white shadow-md sm:flex">
          <FileText className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight wrap-anywhere sm:text-3xl">{data.fileName}</h1>
            {isEditing ? <Badge variant="secondary">Editing</Badge> : null}
          </div>
          <p className="mt-1 text-sm text-muted-foreground">
            Size: {data.fileSize} bytes • Uploaded: {formatDate(data.uploadedAt) ?? 'Unknown'}
          </p>
          {/* The file name stays the page's name; how the version came to be, and its name in lists, come after. */}
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <ResumeSourceBadge source={data.source} />
            {data.title === data.fileName ? null : <span className="wrap-anywhere">{data.title}</span>}
          </p>
        </div>
      </header>
      {isEditing && canEdit ? (
        <ResumeEditor resume={data} onDone={() => setIsEditing(false)} />
      ) : (
        <ResumeView resume={data} canEdit={canEdit} canAnalyze={user?.id === data.userId} onEdit={() => setIsEditing(true)} />
      )}
    </PageMain>
  );
}

function ResumeSkeleton() {
  return (
    <PageMain className="max-w-6xl py-8" aria-busy="true">
      <p className="sr-only" role="status">
        Loading resume…
      </p>
      <Skeleton className="mb-6 h-8 w-40" />
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="mt-2 h-4 w-64" />
      <div className="mt-6 flex gap-2">
        <Skeleton className="h-10 w-32" />
        <Skeleton className="h-10 w-32" />
      </div>
      <Skeleton className="mt-6 h-96 w-full rounded-xl" />
    </PageMain>
  );
}
