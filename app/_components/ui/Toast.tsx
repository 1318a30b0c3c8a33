'use client';
// Toasts (Radix): short confirmations and errors, announced to screen readers. `useToast().toast(...)` anywhere.
import { Toast as T } from 'radix-ui';
import * as React from 'react';
import { cn } from './cn';

interface ToastItem {
  id: number;
  title: string;
  description?: string;
  tone: 'success' | 'error' | 'info';
}
type Push = (t: Omit<ToastItem, 'id' | 'tone'> & { tone?: ToastItem['tone'] }) => void;

const ToastContext = React.createContext<{ toast: Push }>({ toast: () => undefined });
export const useToast = () => React.useContext(ToastContext);

export function Toaster({ children }: { children: React.ReactNode }) {
  const [items, setItems] = React.useState<ToastItem[]>([]);
  const next = React.useRef(0);
  const toast = React.useCallback<Push>((t) => {
    const id = ++next.current;
    setItems((xs) => [...xs.slice(-3), { id, tone: 'success', ...t }]);
  }, []);
  const value = React.useMemo(() => ({ toast }), [toast]);
  return (
    <ToastContext.Provider value={value}>
      <T.Provider swipeDirection="right" duration={5000}>
        {children}
        {items.map((t) => (
          <T.Root
            key={t.id}
            type={t.tone === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => !open && setItems((xs) => xs.filter((x) => x.id !== t.id))}
            className={cn(
              'rounded-lg border px-4 py-3 shadow-lg',
              t.tone === 'error'
                ? 'border-red-200 bg-red-50 text-red-900'
                : t.tone === 'info'
                  ? 'border-slate-200 bg-white'
                  : 'border-emerald-200 bg-emerald-50 text-emerald-950',
            )}
          >
            <T.Title className="text-sm font-semibold">{t.title}</T.Title>
            {t.description && <T.Description className="mt-1 text-sm">{t.description}</T.Description>}
          </T.Root>
        ))}
        <T.Viewport className="fixed bottom-4 right-4 z-[60] flex w-[calc(100vw-2rem)] max-w-sm flex-col gap-2 outline-none" />
      </T.Provider>
    </ToastContext.Provider>
  );
}
