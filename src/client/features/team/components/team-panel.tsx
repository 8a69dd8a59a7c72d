/**
 * The employer dashboard's Team tab: the company's members with their roles, and for owners the
 * invitation form, the pending invitations, role changes and removals. Anyone may leave a team.
 */
import { useQuery } from '@tanstack/react-query';
import { LogOut, MailPlus, Send, UserMinus, Users, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { COMPANY_ROLE_LABEL, COMPANY_ROLES, type TCompanyRole } from '#shared/company-roles.ts';
import { INVITATION_TTL_DAYS, type TTeam, type TTeamMember } from '#shared/schemas/team.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { ChoiceSelect } from '#client/components/ui/choice-select.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { SubmitButton } from '#client/components/ui/submit-button.tsx';
import { formatDate } from '#client/lib/format.ts';
import { toast } from '#client/lib/use-toast.ts';
import { getTeamQueryOptions } from '#client/lib/team-query.ts';
import { useChangeRole, useInviteColleague, useRemoveMember, useWithdrawInvitation } from '../api/team.ts';

const ROLE_DESCRIPTION: Record<TCompanyRole, string> = {
  owner: 'Manages the team and everything else',
  recruiter: 'Jobs, pipelines, candidates and conversations',
  viewer: 'Reads everything, changes nothing',
};

export function TeamPanel({ employerId, isReadOnly }: { employerId: number; isReadOnly: boolean }) {
  const team = useQuery(getTeamQueryOptions(employerId));
  if (team.isPending) return <Skeleton className="h-64 rounded-xl" />;
  if (team.isError) return <p className="text-sm text-muted-foreground">Your team could not be loaded.</p>;
  const canManage = !isReadOnly && team.data.myRole === 'owner';
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h2 className="text-2xl font-semibold tracking-tight">Your Team</h2>
        <p className="text-muted-foreground">
          {team.data.companyName
            ? `Everyone hiring for ${team.data.companyName} shares its jobs, pipelines, candidates and conversations.`
            : 'Name your company on the Jobs tab, then invite colleagues to hire with you.'}
        </p>
      </div>
      {canManage ? <InviteForm employerId={employerId} /> : null}
      <MemberList employerId={employerId} team={team.data} canManage={canManage} isReadOnly={isReadOnly} />
      {canManage && team.data.invitations.length > 0 ? <PendingInvitations employerId={employerId} team={team.data} /> : null}
    </div>
  );
}

function InviteForm({ employerId }: { employerId: number }) {
  const invite = useInviteColleague(employerId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TCompanyRole>('recruiter');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(
      { email, role },
      {
        onSuccess: (sent) => {
          toast({
            title: 'Invitation Sent',
            description: `${sent.email} can join as ${COMPANY_ROLE_LABEL[sent.role].toLowerCase()} within ${INVITATION_TTL_DAYS} days.`,
          });
          setEmail('');
        },
      },
    );
  };
  return (
    <Card className="grid gap-4 p-5">
      <div className="flex items-center gap-2">
        <MailPlus className="size-5 text-primary" aria-hidden="true" />
        <h3 className="text-lg font-semibold">Invite a colleague</h3>
      </div>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
        <FormField id="invite-email" label="Work e-mail">
          <Input
            id="invite-email"
            type="email"
            autoComplete="off"
            placeholder="colleague@company.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </FormField>
        <FormField id="invite-role" label="Role">
          <ChoiceSelect
            id="invite-role"
            value={role}
            choices={COMPANY_ROLES}
            label={(choice) => COMPANY_ROLE_LABEL[choice]}
            onChange={setRole}
          />
        </FormField>
        <SubmitButton isPending={invite.isPending} size="default" className="sm:w-auto">
          <Send aria-hidden="true" />
          Send invitation
        </SubmitButton>
      </form>
      <p className="text-sm text-muted-foreground">{ROLE_DESCRIPTION[role]}.</p>
    </Card>
  );
}

function MemberList({
  employerId,
  team,
  canManage,
  isReadOnly,
}: {
  employerId: number;
  team: TTeam;
  canManage: boolean;
  isReadOnly: boolean;
}) {
  return (
    <Card className="grid gap-0 p-0">
      <div className="flex items-center gap-2 border-b px-5 py-4">
        <Users className="size-5 text-primary" aria-hidden="true" />
        <h3 className="text-lg font-semibold">Members</h3>
        <Badge variant="secondary">{team.members.length}</Badge>
      </div>
      <ul aria-label="Members" className="divide-y">
        {team.members.map((member) => (
          <MemberRow
            key={member.userId}
            employerId={employerId}
            member={member}
            isYou={member.userId === employerId}
            canManage={canManage}
            canLeave={!isReadOnly && member.userId === employerId && team.members.length > 1}
          />
        ))}
      </ul>
    </Card>
  );
}

function MemberRow({
  employerId,
  member,
  isYou,
  canManage,
  canLeave,
}: {
  employerId: number;
  member: TTeamMember;
  isYou: boolean;
  canManage: boolean;
  canLeave: boolean;
}) {
  const changeRole = useChangeRole(employerId);
  const remove = useRemoveMember(employerId);
  const roleId = `member-role-${member.userId}`;
  const [isConfirming, setIsConfirming] = useState(false);
  const onRemove = () =>
    remove.mutate(member.userId, {
      onSuccess: () => {
        setIsConfirming(false);
        toast({
          title: isYou ? 'You Left the Team' : 'Member Removed',
          description: isYou ? undefined : `${member.fullName} no longer has access.`,
        });
        // Every screen now shows another company: start them afresh.
        if (isYou) window.location.assign('/employer?tab=team');
      },
    });
  return (
    <li className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center" aria-label={member.fullName}>
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="font-medium wrap-anywhere">
          {member.fullName}
          {isYou ? <span className="text-muted-foreground"> (you)</span> : null}
        </p>
        <p className="text-sm break-all text-muted-foreground">{member.email}</p>
        <p className="text-xs text-muted-foreground">Joined {formatDate(member.joinedAt)}</p>
      </div>
      <div className="flex items-center gap-2">
        {canManage ? (
          <>
            <label htmlFor={roleId} className="sr-only">
              Role of {member.fullName}
            </label>
            <ChoiceSelect
              id={roleId}
              value={member.role}
              choices={COMPANY_ROLES}
              label={(choice) => COMPANY_ROLE_LABEL[choice]}
              className="w-36"
              disabled={changeRole.isPending}
              onChange={(role) =>
                changeRole.mutate(
                  { userId: member.userId, role },
                  {
                    onSuccess: () =>
                      toast({ title: 'Role Changed', description: `${member.fullName} is now ${COMPANY_ROLE_LABEL[role].toLowerCase()}.` }),
                  },
                )
              }
            />
          </>
        ) : (
          <Badge variant={member.role === 'owner' ? 'default' : 'secondary'}>{COMPANY_ROLE_LABEL[member.role]}</Badge>
        )}
        {(canManage && !isYou) || canLeave ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => setIsConfirming(true)}
            aria-label={isYou ? 'Leave team' : `Remove ${member.fullName}`}
          >
            {isYou ? <LogOut aria-hidden="true" /> : <UserMinus aria-hidden="true" />}
            <span className="hidden sm:inline">{isYou ? 'Leave' : 'Remove'}</span>
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={isYou ? 'Leave this team?' : `Remove ${member.fullName}?`}
        description={
          isYou
            ? 'You keep your account, in a company of your own. What you did here stays with the team.'
            : 'They keep their account but lose access to the jobs, candidates and conversations. What they did stays with the team.'
        }
        actionText={isYou ? 'Leave team' : 'Remove member'}
        isPending={remove.isPending}
        onConfirm={onRemove}
      />
    </li>
  );
}

function PendingInvitations({ employerId, team }: { employerId: number; team: TTeam }) {
  const withdraw = useWithdrawInvitation(employerId);
  return (
    <Card className="grid gap-0 p-0">
      <div className="flex items-center gap-2 border-b px-5 py-4">
        <MailPlus className="size-5 text-primary" aria-hidden="true" />
        <h3 className="text-lg font-semibold">Pending invitations</h3>
        <Badge variant="secondary">{team.invitations.length}</Badge>
      </div>
      <ul aria-label="Pending invitations" className="divide-y">
        {team.invitations.map((invitation) => (
          <li key={invitation.id} className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center" aria-label={invitation.email}>
            <div className="grid min-w-0 flex-1 gap-0.5">
              <p className="font-medium break-all">{invitation.email}</p>
              <p className="text-sm text-muted-foreground">
                {COMPANY_ROLE_LABEL[invitation.role]} · invited {invitation.invitedByName ? `by ${invitation.invitedByName} ` : ''}on{' '}
                {formatDate(invitation.createdAt)} · expires {formatDate(invitation.expiresAt)}
              </p>
            </div>
            <Button
              variant="outline"
              size="sm"
              disabled={withdraw.isPending}
              aria-label={`Withdraw the invitation to ${invitation.email}`}
              onClick={() => withdraw.mutate(invitation.id, { onSuccess: () => toast({ title: 'Invitation Withdrawn' }) })}
            >
              <X aria-hidden="true" />
              Withdraw
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
