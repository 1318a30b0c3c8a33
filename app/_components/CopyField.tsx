'use client';
// A read-only value with a Copy button (secrets shown once, embed snippets).
import { Check, Copy } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from './ui/Button';
import { Label } from './ui/Input';

export function CopyField({ label, value, multiline = false }: { label: string; value: string; multiline?: boolean }) {
  const id = useId();
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      ref.current?.select();
      document.execCommand('copy');
    }
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  }
  const cls = 'w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-900';
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-start gap-2">
        {multiline ? (
          <textarea
            id={id}
            ref={ref}
            readOnly
            value={value}
            rows={4}
            className={cls}
            onFocus={(e) => e.currentTarget.select()}
          />
        ) : (
          <input
            id={id}
            ref={ref}
            readOnly
            value={value}
            className={`${cls} h-9`}
            onFocus={(e) => e.currentTarget.select()}
          />
        )}
        <Button variant="secondary" onClick={() => void copy()} aria-label={`Copy ${label.toLowerCase()}`}>
          {copied ? <Check /> : <Copy />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
    </div>
  );
}
