import { Bar, BarChart, Cell, LabelList, XAxis, YAxis } from 'recharts';
import { CHART_COLORS } from './chart-colors';

/**
 * The one recharts component of the app, loaded on its own (lazy-chart.tsx): horizontal bars, each
 * labelled on its left and with its value at its end, so the chart reads at phone width too.
 * Recharts' BarChart alone is about 73 KB gzip, so tooltips, grids and pie charts would push this
 * chunk past the 100 KB a screen chunk may weigh (bench/web-budget.json).
 */

export interface BarItem {
  label: string;
  value: number;
}

export interface BarsProps {
  items: BarItem[];
  /** How a value is written at the end of its bar. */
  format: (value: number) => string;
}

export default function Bars({ items, format }: BarsProps) {
  return (
    <BarChart
      data={items}
      layout="vertical"
      responsive
      style={{ width: '100%', height: '100%' }}
      accessibilityLayer={false}
      margin={{ top: 0, right: 72, bottom: 0, left: 0 }}
    >
      <XAxis type="number" hide allowDecimals={false} domain={[0, 'dataMax']} />
      <YAxis type="category" dataKey="label" width={112} tickLine={false} axisLine={false} interval={0} fontSize={12} />
      <Bar dataKey="value" radius={[0, 4, 4, 0]} barSize={18} isAnimationActive={false}>
        <LabelList dataKey="value" position="right" fontSize={12} formatter={(value) => format(Number(value))} />
        {items.map((item, index) => (
          <Cell key={item.label} fill={CHART_COLORS[index % CHART_COLORS.length]} />
        ))}
      </Bar>
    </BarChart>
  );
}
