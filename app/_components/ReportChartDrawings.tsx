'use client';
// The report charts' drawings (Recharts), in a module of their own so that a page loads Recharts (about 110 KB
// compressed) after its own code rather than with it (docs/benchmarks.md#dashboard). The cards around them, with their
// titles, text alternatives, centre figures and legends, stay in ReportCharts.tsx.
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { compactMoney, money } from './format';

const tick = { fontSize: 12, fill: '#334155' };

/** Bars of an amount in dollars per named category (a stage, a month). */
export function MoneyBars({
  data,
  dataKey,
  name,
  color,
}: {
  data: Array<{ name: string } & Record<string, string | number>>;
  dataKey: string;
  name: string;
  color: string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} accessibilityLayer={false} margin={{ left: 8, right: 8 }}>
        <CartesianGrid vertical={false} stroke="#e2e8f0" />
        <XAxis dataKey="name" tick={tick} />
        <YAxis tickFormatter={(v: number) => compactMoney(v)} tick={tick} width={56} />
        <Tooltip formatter={(v) => money(Number(v))} />
        <Bar dataKey={dataKey} name={name} fill={color} radius={[4, 4, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** A ring of parts; all zero draws one grey ring, without a tooltip. */
export function DonutRing({ data }: { data: { name: string; value: number; color: string }[] }) {
  const empty = data.every((d) => d.value === 0);
  return (
    <ResponsiveContainer width="100%" height="100%">
      <PieChart accessibilityLayer={false}>
        <Pie
          data={empty ? [{ name: 'none', value: 1, color: '#e2e8f0' }] : data}
          dataKey="value"
          nameKey="name"
          innerRadius="60%"
          outerRadius="85%"
          paddingAngle={empty ? 0 : 2}
          isAnimationActive={false}
        >
          {(empty ? [{ color: '#e2e8f0' }] : data).map((d, i) => (
            <Cell key={i} fill={d.color} />
          ))}
        </Pie>
        {!empty && <Tooltip />}
      </PieChart>
    </ResponsiveContainer>
  );
}
