/** Users: the statistics card with total users, developers and employers, and the list of accounts. */
import { Building2, Code2, ShieldCheck, Users } from 'lucide-react';
import type { TUserStats } from '#shared/schemas/admin.ts';
import { AdminSection } from './admin-section.tsx';
import { StatCard } from './stat-card.tsx';
import { UsersList } from './users-list.tsx';

export function UsersTab({ userStats }: { userStats: TUserStats }) {
  return (
    <div className="grid gap-6">
      <UserStatistics userStats={userStats} />
      <UsersList />
    </div>
  );
}

function UserStatistics({ userStats }: { userStats: TUserStats }) {
  return (
    <AdminSection
      icon={Users}
      title="User Statistics"
      description="Accounts on the platform; new sign-ups since the 1st of the month (UTC)."
      contentClassName="grid gap-4 sm:grid-cols-2 xl:grid-cols-4"
    >
      <StatCard label="Total Users" value={userStats.totalUsers} detail={`+${userStats.newUsersThisMonth} new this month`} icon={Users} />
      <StatCard
        label="Developers"
        value={userStats.totalDevelopers}
        detail={`${userStats.activeDevelopers} active in the last 30 days`}
        icon={Code2}
      />
      <StatCard
        label="Employers"
        value={userStats.totalEmployers}
        detail={`${userStats.activeEmployers} active in the last 30 days`}
        icon={Building2}
      />
      <StatCard label="Admins" value={userStats.totalAdmins} icon={ShieldCheck} />
    </AdminSection>
  );
}
