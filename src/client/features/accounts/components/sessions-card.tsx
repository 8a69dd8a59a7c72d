/**
 * The Security card of Account settings: each session with its device, when it signed in and when it
 * was last used; 'Sign out' ends one (on this device it is a sign-out, back to the landing page), and
 * 'Sign out everywhere else' ends every other after a confirmation. A row that goes away hands the
 * focus to the card's heading, so the keyboard stays in the card.
 */
import { useQuery } from '@tanstack/react-query';
import { LogOut, Monitor, ShieldCheck, Smartphone } from 'lucide-react';
import { useId, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import type { TAccountSession } from '#shared/schemas/accounts.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { formatCount, formatDate, formatTimeAgo } from '#client/lib/format.ts';
import { useSession } from '#client/lib/session-context.tsx';
import { toast } from '#client/lib/use-toast.ts';
import { sessionsQueryOptions, useEndOtherSessions, useEndSession } from '../api/sessions.ts';

/** The server names a phone's system in the device ('Safari on iOS'). */
const MOBILE_DEVICE_PATTERN = /\b(iOS|Android)\b/i;

export function SessionsCard() {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sessions = useQuery(sessionsQueryOptions);

  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <h2
          ref={headingRef}
          id={headingId}
          tabIndex={-1}
          className="flex items-center gap-2 text-xl leading-tight font-semibold tracking-tight outline-none"
        >
          <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
          Security
        </h2>
        <CardDescription>Where you are signed in. Sign out of any session you do not recognise.</CardDescription>
      </CardHeader>
      <CardContent>
        {sessions.isPending ? (
          <div className="grid gap-3" aria-busy="true">
            <span className="sr-only">Loading your sessions…</span>
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : sessions.isError ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-muted-foreground">Your sessions could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => void sessions.refetch()}>
              Try Again
            </Button>
          </div>
        ) : (
          <SessionList sessions={sessions.data} headingRef={headingRef} />
        )}
      </CardContent>
    </Card>
  );
}

function SessionList({ sessions, headingRef }: { sessions: TAccountSession[]; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const endSession = useEndSession();

  const onEnd = (session: TAccountSession) =>
    endSession.mutate(session, {
      onSuccess: async () => {
        if (session.isCurrent) {
          // The server has cleared the cookie: the client forgets the user as the header's logout does.
          await signOut().catch(() => undefined);
          navigate('/');
          return;
        }
        toast({ title: 'Session ended', description: `${session.device} is signed out.` });
        headingRef.current?.focus();
      },
    });

  return (
    <>
      <ul aria-label="Sessions" className="divide-y">
        {sessions.map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            isEnding={endSession.isPending && endSession.variables.id === session.id}
            onEnd={() => onEnd(session)}
          />
        ))}
      </ul>
      <EndOtherSessions hasOthers={sessions.some((session) => !session.isCurrent)} headingRef={headingRef} />
    </>
  );
}

function SessionRow({ session, isEnding, onEnd }: { session: TAccountSession; isEnding: boolean; onEnd: () => void }) {
  const DeviceIcon = MOBILE_DEVICE_PATTERN.test(session.device) ? Smartphone : Monitor;
  return (
    <li className="flex items-start gap-3 py-4 first:pt-0">
      <div className="rounded-full bg-secondary p-2.5 text-primary">
        <DeviceIcon className="size-5" aria-hidden="true" />
      </div>
      {/* On a narrow screen the button goes below the text, in line with it. */}
      <div className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-x-4 gap-y-3">
        <div className="grid min-w-0 gap-1">
          <p className="flex flex-wrap items-center gap-2 font-medium wrap-anywhere">
            {session.device}
            {session.isCurrent ? <Badge variant="secondary">This device</Badge> : null}
          </p>
          {/* One line each below `sm`, side by side above it. */}
          <p className="text-sm text-muted-foreground">
            <span className="block sm:inline">Signed in {formatDate(session.createdAt)}</span>
            <span className="hidden sm:inline" aria-hidden="true">
              {' · '}
            </span>
            <span className="block sm:inline">Last active {formatTimeAgo(session.lastSeenAt)}</span>
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={onEnd}
          disabled={isEnding}
          aria-label={session.isCurrent ? `Sign out ${session.device}, this device` : `Sign out ${session.device}`}
        >
          <LogOut aria-hidden="true" />
          {isEnding ? 'Signing out...' : 'Sign out'}
        </Button>
      </div>
    </li>
  );
}

function EndOtherSessions({ hasOthers, headingRef }: { hasOthers: boolean; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const endOthers = useEndOtherSessions();

  const onConfirm = () =>
    endOthers.mutate(undefined, {
      onSuccess: ({ ended }) => {
        toast({ title: 'Signed out elsewhere', description: `${formatCount(ended, 'other session')} ended.` });
        setIsConfirming(false);
      },
    });

  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 border-t pt-4">
      <Button ref={triggerRef} variant="outline" onClick={() => setIsConfirming(true)} disabled={!hasOthers}>
        Sign out everywhere else
      </Button>
      {hasOthers ? null : <p className="text-sm text-muted-foreground">You are signed in on this device only.</p>}
      <Dialog open={isConfirming} onOpenChange={setIsConfirming}>
        <DialogContent
          onCloseAutoFocus={(event) => {
            // Once the others are gone the button is disabled and cannot hold the focus.
            if (!triggerRef.current?.disabled) return;
            event.preventDefault();
            headingRef.current?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>Sign out everywhere else?</DialogTitle>
            <DialogDescription>Every other session of your account ends now.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setIsConfirming(false)}>
              Cancel
            </Button>
            <Button type="button" variant="destructive" onClick={onConfirm} disabled={endOthers.isPending}>
              {endOthers.isPending ? 'Signing out...' : 'Sign out everywhere else'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
