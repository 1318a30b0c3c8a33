// The centered card of the signed-out pages (sign in, forgot and reset password, an invitation), with the page's
// one <h1>. The invitation page is wider: its titles name an organization and an email.
export function AuthCard({
  title,
  wide = false,
  children,
}: {
  title: string;
  wide?: boolean;
  children: React.ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-8">
      <div
        className={`w-full ${wide ? 'max-w-md' : 'max-w-sm'} rounded-xl border border-slate-200 bg-white p-8 shadow-sm`}
      >
        <p className="text-sm font-semibold uppercase tracking-wide text-emerald-700">Grant Management Service</p>
        <h1 className={`mt-1 ${wide ? 'mb-4' : 'mb-6'} text-2xl font-bold`}>{title}</h1>
        {children}
      </div>
    </main>
  );
}
