// A one-card message in place of the report (an invalid link, a failure), without dashboard chrome.
export function PortalMessage({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div className="max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-xl font-bold">{title}</h1>
        <div className="mt-2 text-sm text-slate-600">{children}</div>
      </div>
    </main>
  );
}
