/** Users (spec part 2 §2): a statistics card with total users, developers and employers. */
import { Building2, Code2, ShieldCheck, Users } from 'lucide-react';
import type { TUserStats } from '#shared/schemas/admin.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { StatCard } from './stat-card.tsx';

export function UsersTab({ userStats }: { userStats: TUserStats }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Users className="size-5 text-primary" aria-hidden="true" />
          User Statistics
        </CardTitle>
        <CardDescription>Accounts on the platform; new sign-ups since the 1st of the month (UTC).</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
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
      </CardContent>
    </Card>
  );
}
