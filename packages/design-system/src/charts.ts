/**
 * The progress chart, on a subpath of its own (`@review-center/design-system/charts`): it draws
 * with ApexCharts, an optional peer dependency under a licence of its own, so only an app that
 * renders the chart installs it and nothing else of the design system reaches it (decision 0041).
 */
export { ProgressChart } from './ProgressChart/ProgressChart.tsx';
export type { ProgressChartProps, ProgressChartSeries } from './ProgressChart/ProgressChart.tsx';
