import { and, count, eq, exists, gte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { ACTIVITY_DAYS, type TActivityStats, type TUserStats } from '#shared/schemas/admin.ts';
import type { Executor } from '#server/db/client.ts';
import { sessions, users } from '#server/db/schema.ts';

// Calendar boundaries are UTC, the same for every admin and every database server's time zone.
const TODAY_UTC = sql`date_trunc('day', now() at time zone 'UTC')`;
const START_OF_MONTH_UTC = sql`date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'`;
const LAST_7_DAYS = sql`now() - interval '7 days'`;
const LAST_30_DAYS = sql`now() - interval '30 days'`;

const countWhere = (condition: SQL | undefined) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * Active in the last 30 days: signed in, with a password or by using a session (plugins/auth.ts
 * records both in last_sign_in_at; a session seen since counts as well). Data changed without a
 * sign-in (a seed, a script) does not count, and the seeded demo accounts (is_demo) never do, even
 * when someone tries the product with one.
 */
function isActiveUser(db: Executor): SQL {
  const since = (column: AnyColumn) => gte(column, LAST_30_DAYS);
  return and(
    eq(users.isDemo, false),
    or(
      since(users.lastSignInAt),
      exists(
        db
          .select({ one: sql`1` })
          .from(sessions)
          .where(and(eq(sessions.userId, users.id), since(sessions.lastSeenAt))),
      ),
    ),
  )!;
}

export async function getUserStats(db: Executor): Promise<TUserStats> {
  const isDeveloper = eq(users.userType, 'developer');
  const isEmployer = eq(users.userType, 'employer');
  const isActive = isActiveUser(db);
  const [row] = await db
    .select({
      totalUsers: count(),
      newUsersThisMonth: countWhere(gte(users.createdAt, START_OF_MONTH_UTC)),
      totalDevelopers: countWhere(isDeveloper),
      activeDevelopers: countWhere(and(isDeveloper, isActive)),
      developersThisWeek: countWhere(and(isDeveloper, gte(users.createdAt, LAST_7_DAYS))),
      totalEmployers: countWhere(isEmployer),
      activeEmployers: countWhere(and(isEmployer, isActive)),
      employersThisMonth: countWhere(and(isEmployer, gte(users.createdAt, START_OF_MONTH_UTC))),
      totalAdmins: countWhere(eq(users.userType, 'admin')),
    })
    .from(users);
  return row!;
}

type TActivityRow = { date: string; developerSignups: number; employerSignups: number; analyses: number };

/** One row per UTC day of the last ACTIVITY_DAYS days (today included), oldest first; days without events are zeros. */
export async function getActivityStats(db: Executor): Promise<TActivityStats> {
  const firstDay = sql`(${TODAY_UTC} - make_interval(days => ${ACTIVITY_DAYS - 1}))`;
  const utcDay = (column: SQL) => sql`(${column} at time zone 'UTC')::date`;
  const result = await db.execute<TActivityRow>(sql`
    select to_char(days.day, 'YYYY-MM-DD') as "date",
      coalesce(signups.developers, 0)::int as "developerSignups",
      coalesce(signups.employers, 0)::int as "employerSignups",
      coalesce(analyses.total, 0)::int as "analyses"
    from generate_series(${firstDay}, ${TODAY_UTC}, interval '1 day') as days(day)
    left join (
      select ${utcDay(sql`created_at`)} as day,
        count(*) filter (where user_type = 'developer') as developers,
        count(*) filter (where user_type = 'employer') as employers
      from users where created_at >= ${firstDay} at time zone 'UTC' group by 1
    ) as signups on signups.day = days.day::date
    left join (
      select ${utcDay(sql`created_at`)} as day, count(*) as total
      from resume_analyses where created_at >= ${firstDay} at time zone 'UTC' group by 1
    ) as analyses on analyses.day = days.day::date
    order by days.day`);
  // PGlite and node-postgres both answer { rows }; the shared Database type cannot say so.
  return { days: (result as { rows: TActivityRow[] }).rows };
}
