// The confirmation a setting saved on change shows beside its card's title (announced politely; empty until a save).
import { Check } from 'lucide-react';

export function Saved({ text }: { text: string | null }) {
  return (
    <p role="status" aria-live="polite" className="flex items-center gap-1 text-sm text-emerald-800">
      {text && (
        <>
          <Check className="size-4" aria-hidden /> Saved: {text}
        </>
      )}
    </p>
  );
}
