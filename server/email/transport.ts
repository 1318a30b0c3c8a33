// The SMTP transport (docs/operations.md#email): one nodemailer transport per process, from SMTP_URL; unset → email is
// off.
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '../env';
import { processSingleton } from '../process-singleton';

/** True when SMTP_URL is set: only then are emails written to the outbox and sent. */
export function emailEnabled(): boolean {
  return Boolean(env().SMTP_URL);
}

// Timeouts well inside the email job's expiry; an operator's own query options (e.g. ?pool=true) win. Not pooled
// by default: a connection per email holds no socket open after a burst, so a draining worker exits at once.
const TRANSPORT_DEFAULTS: Record<string, string> = {
  connectionTimeout: '15000',
  greetingTimeout: '15000',
  socketTimeout: '30000',
};

export function transportUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [key, value] of Object.entries(TRANSPORT_DEFAULTS)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  return url.toString();
}

/** The process's transport, reused by every email job. Throws when email is off. */
export function getTransport(): Transporter {
  return processSingleton('email.transport', () => {
    const url = env().SMTP_URL;
    if (!url) throw new Error('SMTP_URL is not set: email is disabled');
    return nodemailer.createTransport(transportUrl(url));
  });
}

/** The From of every email (EMAIL_FROM). */
export function emailFrom(): string {
  return env().EMAIL_FROM;
}
