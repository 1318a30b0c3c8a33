'use client';
// The drawings of the budget's two charts (Recharts), in a module of their own so that the project page loads Recharts
// (about 110 KB compressed) only when it draws them, not with the page (docs/benchmarks.md#dashboard). The figures
// around them, with their titles and text alternatives, stay in BudgetSection.tsx.
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { compactMoney, date } from '../format';
import type { BurnPoint } from './burn';
import { formatCents } from './money';

const COLORS = { budgeted: '#0369a1', spent: '#047857', planned: '#64748b' };
const axisTick = { fontSize: 12, fill: '#334155' };
const dayLabel = (day: number) => date(new Date(day * 86_400_000).toISOString().slice(0, 10));

/** One bar pair per category: budgeted and spent, in cents. */
export function CategoryBars({
  categories,
  currency,
}: {
  categories: Array<{ name: string; budgeted: number; spent: number }>;
  currency: string;
}) {
  const money = (v: unknown) => formatCents(BigInt(Number(v)), currency);
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={categories} accessibilityLayer={false} margin={{ left: 8, right: 8 }}>
        <CartesianGrid vertical={false} stroke="#e2e8f0" />
        <XAxis dataKey="name" tick={axisTick} interval={0} />
        <YAxis tickFormatter={(v: number) => compactMoney(v / 100, currency)} tick={axisTick} width={64} />
        <Tooltip formatter={money} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Bar
          dataKey="budgeted"
          name="Budgeted"
          fill={COLORS.budgeted}
          radius={[4, 4, 0, 0]}
          isAnimationActive={false}
        />
        <Bar dataKey="spent" name="Spent" fill={COLORS.spent} radius={[4, 4, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Spending against a steady pace over the project's period (days since the epoch on the x axis). */
export function BurnLineChart({
  burn,
  fromDay,
  toDay,
  currency,
}: {
  burn: BurnPoint[];
  fromDay: number;
  toDay: number;
  currency: string;
}) {
  const money = (v: unknown) => formatCents(BigInt(Number(v)), currency);
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={burn} accessibilityLayer={false} margin={{ left: 8, right: 16 }}>
        <CartesianGrid vertical={false} stroke="#e2e8f0" />
        <XAxis dataKey="day" type="number" domain={[fromDay, toDay]} tickFormatter={dayLabel} tick={axisTick} />
        <YAxis tickFormatter={(v: number) => compactMoney(v / 100, currency)} tick={axisTick} width={64} />
        <Tooltip formatter={money} labelFormatter={(v) => dayLabel(Number(v))} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Line
          dataKey="plannedCents"
          name="Steady pace"
          stroke={COLORS.planned}
          strokeDasharray="6 4"
          dot={false}
          isAnimationActive={false}
        />
        <Line
          dataKey="spentCents"
          name="Spent"
          stroke={COLORS.spent}
          strokeWidth={2}
          type="stepAfter"
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
