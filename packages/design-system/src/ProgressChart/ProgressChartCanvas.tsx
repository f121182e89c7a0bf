// Loaded lazily by ProgressChart: ApexCharts' core with only the line chart and the legend,
// about half the size of its default build (docs/toolchain.md#size-and-speed-facts).
import 'apexcharts/line';
import 'apexcharts/features/legend';
import type { ApexOptions } from 'apexcharts';
import Chart from 'react-apexcharts/core';

export interface ProgressChartCanvasProps {
  labels: readonly string[];
  series: readonly { name: string; data: (number | null)[] }[];
  colors: readonly string[];
  textColor: string;
  gridColor: string;
  height: number;
  yMax?: number;
  formatValue?: ((value: number) => string) | undefined;
  onReady: () => void;
}

export default function ProgressChartCanvas({
  labels,
  series,
  colors,
  textColor,
  gridColor,
  height,
  yMax,
  formatValue,
  onReady,
}: ProgressChartCanvasProps) {
  const options: ApexOptions = {
    chart: {
      type: 'line',
      fontFamily: 'inherit',
      foreColor: textColor,
      // No motion: respects reduced-motion users and keeps screenshots stable.
      animations: { enabled: false },
      toolbar: { show: false },
      zoom: { enabled: false },
      events: { mounted: onReady },
    },
    colors: [...colors],
    stroke: { width: 3, curve: 'straight' },
    markers: { size: 5 },
    grid: { borderColor: gridColor },
    xaxis: { categories: [...labels] },
    yaxis: {
      min: 0,
      max: yMax,
      forceNiceScale: true,
      ...(formatValue ? { labels: { formatter: (value: number) => formatValue(value) } } : {}),
    },
    legend: { position: 'bottom' },
    tooltip: { enabled: false },
  };
  return (
    <Chart
      type="line"
      height={height}
      series={series.map((s) => ({ name: s.name, data: [...s.data] }))}
      options={options}
    />
  );
}
