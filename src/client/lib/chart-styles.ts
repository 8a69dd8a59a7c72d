/** What every chart (recharts) draws with, from the theme's variables so light and dark both read. */
export const CHART_AXIS_TICK = { fill: 'var(--muted-foreground)', fontSize: 12 };
export const CHART_TOOLTIP_STYLE = {
  background: 'var(--popover)',
  border: '1px solid var(--border)',
  borderRadius: 8,
  color: 'var(--popover-foreground)',
};
/** The series drawn beside the primary colour. */
export const CHART_SECOND_COLOR = 'oklch(0.7 0.15 200)';
