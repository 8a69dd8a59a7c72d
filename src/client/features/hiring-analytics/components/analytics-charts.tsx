/**
 * The Analytics tab's two charts, loaded lazily with the chart library: the funnel (applications
 * that reached each stage) and the time spent in each stage (median and mean, in days or hours). The charts are
 * decoration for sighted readers: the same numbers are in the tables beside them.
 */
import { Bar, BarChart, CartesianGrid, LabelList, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { THiringAnalytics } from '#shared/schemas/hiring-analytics.ts';
import { CHART_AXIS_TICK, CHART_SECOND_COLOR, CHART_TOOLTIP_STYLE } from '#client/lib/chart-styles.ts';
import { pickChartUnit, stageLabel, toChartValue } from '../utils/format-analytics.ts';

const REACHED_COLOR = 'var(--primary)';
const MEDIAN_COLOR = 'var(--primary)';
const MEAN_COLOR = CHART_SECOND_COLOR;
const LABEL_STYLE = { fill: 'var(--foreground)', fontSize: 12 };

export function FunnelChart({ funnel }: { funnel: THiringAnalytics['funnel'] }) {
  const data = funnel.map((step) => ({ label: stageLabel(step.stage), reached: step.reached }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart accessibilityLayer={false} data={data} layout="vertical" margin={{ top: 4, right: 40, bottom: 4, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={CHART_AXIS_TICK} tickLine={false} axisLine={false} />
        <YAxis type="category" dataKey="label" width={76} tick={CHART_AXIS_TICK} tickLine={false} axisLine={false} />
        <Tooltip contentStyle={CHART_TOOLTIP_STYLE} cursor={{ fill: 'var(--muted)' }} />
        <Bar dataKey="reached" name="Applications" fill={REACHED_COLOR} radius={[0, 4, 4, 0]} isAnimationActive={false}>
          <LabelList dataKey="reached" position="right" style={LABEL_STYLE} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

export function StageTimeChart({ timeInStage }: { timeInStage: THiringAnalytics['timeInStage'] }) {
  const unit = pickChartUnit(timeInStage.flatMap((stay) => [stay.medianSeconds, stay.meanSeconds]));
  const data = timeInStage.map((stay) => ({
    label: stageLabel(stay.stage),
    median: toChartValue(stay.medianSeconds, unit.seconds),
    mean: toChartValue(stay.meanSeconds, unit.seconds),
  }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
        <XAxis dataKey="label" tick={CHART_AXIS_TICK} tickLine={false} axisLine={false} interval={0} />
        <YAxis tick={CHART_AXIS_TICK} tickLine={false} axisLine={false} unit={unit.suffix} />
        <Tooltip
          contentStyle={CHART_TOOLTIP_STYLE}
          cursor={{ fill: 'var(--muted)' }}
          formatter={(value) => `${String(value)} ${unit.name}`}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Bar dataKey="median" name="Median" fill={MEDIAN_COLOR} radius={[4, 4, 0, 0]} isAnimationActive={false} />
        <Bar dataKey="mean" name="Mean" fill={MEAN_COLOR} radius={[4, 4, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
