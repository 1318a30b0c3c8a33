// Badge: a short status or score label.
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from './cn';

const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
  {
    variants: {
      tone: {
        neutral: 'bg-slate-100 text-slate-800',
        green: 'bg-emerald-100 text-emerald-900',
        amber: 'bg-amber-100 text-amber-900',
        red: 'bg-red-100 text-red-900',
        blue: 'bg-sky-100 text-sky-900',
        violet: 'bg-violet-100 text-violet-900',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

export function Badge({
  className,
  tone,
  ...props
}: React.HTMLAttributes<HTMLSpanElement> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}

/** A match score 0–100: green from 70 (high match), amber from 40. */
export function ScoreBadge({ score }: { score: number | null | undefined }) {
  if (score === null || score === undefined) return <Badge tone="neutral">no match</Badge>;
  const tone = score >= 70 ? 'green' : score >= 40 ? 'amber' : 'neutral';
  return (
    <Badge tone={tone} aria-label={`match score ${score}`}>
      {score}
    </Badge>
  );
}
