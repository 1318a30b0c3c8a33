// The invite page's frame: the sign-in page's centered card, with its one <h1>.
export function InviteCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-8">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <p className="text-sm font-semibold uppercase tracking-wide text-emerald-700">Grant Management Service</p>
        <h1 className="mt-1 mb-4 text-2xl font-bold">{title}</h1>
        {children}
      </div>
    </main>
  );
}
