/** Admin dashboard contracts (spec part 2 §3, §7). */
import { z } from 'zod';

/** GET /api/admin/usage/stats: resume analyses run in total and since midnight UTC. */
export const ZUsageStatsSchema = z.object({ aiAnalyses: z.number().int(), analysesToday: z.number().int() });
export type TUsageStats = z.infer<typeof ZUsageStatsSchema>;
