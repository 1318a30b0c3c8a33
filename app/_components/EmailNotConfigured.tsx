// The banner a page shows when this server sends no email: what that means on the page, and how to turn email on.
import { MailWarning } from 'lucide-react';

export function EmailNotConfigured({ children }: { children: React.ReactNode }) {
  return (
    <div
      role="note"
      className="mb-4 flex gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      <MailWarning className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0">
        <p>
          <strong>Email is not configured on this server:</strong> {children}
        </p>
        <p className="mt-1 text-xs">
          To send email, start the app with <code className="font-mono">SMTP_URL</code> set to your SMTP server (for
          example <code className="break-all font-mono">smtps://user:password@smtp.example.org:465</code>). To try it on
          your own machine, <code className="font-mono">npm run mail</code> runs a local mail catcher: start the app
          with <code className="break-all font-mono">SMTP_URL=smtp://127.0.0.1:1025</code> and read the mail at
          http://127.0.0.1:1080.
        </p>
      </div>
    </div>
  );
}
