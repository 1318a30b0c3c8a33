// The SMTP transport (docs/operations.md#email): a pooled nodemailer transport from SMTP_URL, owned and closed by the
// job workers that send through it; SMTP_URL unset → email is off.
import net from 'node:net';
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '../env';

/** True when SMTP_URL is set: only then are emails written to the outbox and sent. */
export function emailEnabled(): boolean {
  return Boolean(env().SMTP_URL);
}

/**
 * Defaults under the operator's own query options, which win (`?pool=false`, `?maxConnections=10`). Timeouts well
 * inside the email job's expiry. Pooled: a connection (TCP, greeting, EHLO, STARTTLS, AUTH) per email bounded a
 * notifications run's delivery (docs/benchmarks.md#notifications), so a few connections are each reused for up to
 * maxMessages emails, and closed when the workers stop or after socketTimeout idle. maxRequeues=0: an email whose
 * connection dropped mid-send is a failed attempt that the outbox retries on its own schedule, where the pool would
 * send it again on another connection, without limit.
 */
const TRANSPORT_DEFAULTS: Record<string, string> = {
  connectionTimeout: '15000',
  greetingTimeout: '15000',
  socketTimeout: '30000',
  pool: 'true',
  maxConnections: '5',
  maxMessages: '100',
  maxRequeues: '0',
};

export function transportUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [key, value] of Object.entries(TRANSPORT_DEFAULTS)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  return url.toString();
}

/**
 * How many emails one worker set sends at once: the URL's maxConnections (5 unless the operator says), so each email
 * claimed has a connection free (its claim's lease covers one SMTP exchange, not a wait in the pool's queue).
 */
export function emailSendConcurrency(smtpUrl: string): number {
  const n = Number(new URL(transportUrl(smtpUrl)).searchParams.get('maxConnections'));
  return Number.isInteger(n) && n > 0 ? n : Number(TRANSPORT_DEFAULTS.maxConnections);
}

interface SocketRequest {
  host?: string;
  port?: number | string;
  secure?: boolean;
  localAddress?: string;
  connectionTimeout?: number;
}

/**
 * nodemailer's socket hook (`transporter.getSocket`): the TCP connection with Nagle's algorithm off. nodemailer writes
 * a message's end (`.` on a line) apart from its body; with Nagle on, that last small segment waits for the server
 * to acknowledge the body, which the server delays (it has nothing to say until the end arrives): 30–40 ms per
 * email here, on every connection. TLS (smtps, or STARTTLS) is still nodemailer's, over this socket.
 */
export function connectWithoutDelay(
  options: SocketRequest,
  callback: (err: Error | null, socketOptions?: { connection: net.Socket }) => void,
): void {
  // nodemailer's own defaults for the address (lib/smtp-connection).
  const port = Number(options.port) || (options.secure ? 465 : 587);
  const socket = net.connect({
    host: options.host || 'localhost',
    port,
    localAddress: options.localAddress,
    noDelay: true,
    keepAlive: true, // as nodemailer's own socket
  });
  const fail = (err: Error) => {
    clearTimeout(timer);
    socket.destroy();
    callback(err);
  };
  const timer = setTimeout(
    () => fail(Object.assign(new Error('Connection timeout'), { code: 'ETIMEDOUT' })),
    options.connectionTimeout ?? 15_000,
  );
  socket.once('error', fail);
  socket.once('connect', () => {
    clearTimeout(timer);
    socket.off('error', fail);
    callback(null, { connection: socket });
  });
}

/** A new transport for SMTP_URL (or `smtpUrl`); its owner closes it. Throws when email is off. */
export function createEmailTransport(smtpUrl = env().SMTP_URL): Transporter {
  if (!smtpUrl) throw new Error('SMTP_URL is not set: email is disabled');
  const transport = nodemailer.createTransport(transportUrl(smtpUrl));
  // A proxy (`?proxy=`) brings nodemailer's own socket hook; otherwise ours (noDelay=false in the URL keeps Nagle).
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('proxy') && url.searchParams.get('noDelay') !== 'false')
    (transport as unknown as { getSocket: typeof connectWithoutDelay }).getSocket = connectWithoutDelay;
  return transport;
}

/** The From of every email (EMAIL_FROM). */
export function emailFrom(): string {
  return env().EMAIL_FROM;
}
