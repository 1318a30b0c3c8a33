// The SMTP transport's options: pooled, with timeouts and Nagle off, by default; the operator's own SMTP_URL query
// options win (docs/operations.md#email).
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { connectWithoutDelay, createEmailTransport, emailSendConcurrency, transportUrl } from './transport';

type Inner = { name: string; options: Record<string, unknown> };
const inner = (t: ReturnType<typeof createEmailTransport>) => t.transporter as unknown as Inner;
const socketHook = (t: ReturnType<typeof createEmailTransport>) => (t as unknown as { getSocket?: unknown }).getSocket;

describe('SMTP transport', () => {
  it('pools a few connections by default, with timeouts, no resend by the pool itself, and Nagle off', () => {
    const url = 'smtp://user:secret@mail.example.org:587';
    expect(Object.fromEntries(new URL(transportUrl(url)).searchParams)).toEqual({
      connectionTimeout: '15000',
      greetingTimeout: '15000',
      socketTimeout: '30000',
      pool: 'true',
      maxConnections: '5',
      maxMessages: '100',
      maxRequeues: '0',
    });
    expect(emailSendConcurrency(url)).toBe(5);
    const transport = createEmailTransport(url);
    try {
      expect(inner(transport).name).toBe('SMTP (pool)');
      expect(inner(transport).options).toMatchObject({ maxConnections: 5, maxMessages: 100, maxRequeues: 0 });
      expect(socketHook(transport)).toBe(connectWithoutDelay);
    } finally {
      transport.close();
    }
  });

  it("lets the SMTP_URL's own options win: pooling off, more connections, Nagle kept, a proxy", () => {
    const off = createEmailTransport('smtp://mail.example.org:587?pool=false');
    const wide = createEmailTransport('smtps://mail.example.org?maxConnections=12&maxMessages=500&noDelay=false');
    const proxied = createEmailTransport('smtp://mail.example.org?proxy=http://proxy.example.org:3128');
    try {
      expect(inner(off).name).toBe('SMTP');
      expect(emailSendConcurrency('smtp://mail.example.org:587?pool=false')).toBe(5);
      expect(inner(wide).name).toBe('SMTP (pool)');
      expect(inner(wide).options).toMatchObject({ maxConnections: 12, maxMessages: 500, secure: true });
      expect(emailSendConcurrency('smtps://mail.example.org?maxConnections=12')).toBe(12);
      expect(socketHook(wide)).not.toBe(connectWithoutDelay);
      expect(socketHook(proxied)).not.toBe(connectWithoutDelay);
    } finally {
      for (const t of [off, wide, proxied]) t.close();
    }
  });

  it('sends over TLS on its own socket: implicit (smtps) and STARTTLS', async () => {
    for (const secure of [true, false]) {
      const received: string[] = [];
      // smtp-server's own self-signed certificate; STARTTLS offered on the plain port.
      const server = new SMTPServer({
        secure,
        authOptional: true,
        logger: false,
        onData(stream, session, callback) {
          stream.resume();
          stream.on('end', () => {
            received.push(`${session.secure ? 'tls' : 'plain'} ${session.envelope.rcptTo[0]?.address}`);
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.server.address() as { port: number };
      const scheme = secure ? 'smtps' : 'smtp';
      const transport = createEmailTransport(`${scheme}://127.0.0.1:${port}?tls.rejectUnauthorized=false`);
      try {
        expect(socketHook(transport)).toBe(connectWithoutDelay);
        await transport.sendMail({ from: 'a@example.org', to: 'b@example.org', subject: 's', text: 't' });
        expect(received).toEqual(['tls b@example.org']);
      } finally {
        transport.close();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    }
  });
});
