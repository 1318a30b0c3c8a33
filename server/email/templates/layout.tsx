// The one layout of every email (docs/notifications.md): product name, a heading, the body, and a footer, in plain
// accessible HTML (no remote images, no web fonts, real text colours) that also reads well as plain text.
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { plainTextSelectors } from '@react-email/render';
import { compile } from 'html-to-text';
import { Writable } from 'node:stream';
import type * as ReactDomServer from 'react-dom/server';
import { Suspense, type ReactNode } from 'react';

export const PRODUCT_NAME = 'Grant Management Service';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const styles = {
  body: {
    backgroundColor: '#f6f7f9',
    color: '#1f2328',
    fontFamily: 'Arial, Helvetica, sans-serif',
    margin: 0,
    padding: '24px 0',
  },
  container: {
    backgroundColor: '#ffffff',
    border: '1px solid #d0d7de',
    borderRadius: 6,
    margin: '0 auto',
    maxWidth: 560,
    padding: '24px 32px',
  },
  product: { color: '#57606a', fontSize: 14, fontWeight: 700, margin: '0 0 16px' },
  heading: { color: '#1f2328', fontSize: 22, lineHeight: '28px', margin: '0 0 16px' },
  footer: { color: '#57606a', fontSize: 12, lineHeight: '18px', margin: '0' },
} as const;

export const paragraphStyle = { color: '#1f2328', fontSize: 16, lineHeight: '24px', margin: '0 0 16px' } as const;

/** A call to action: a real link (blue on white, underlined), with its address spelled out for copy and paste. */
export function ActionLink({ href, label }: { href: string; label: string }) {
  return (
    <Section>
      <Text style={paragraphStyle}>
        <Link href={href} style={{ color: '#0a58ca', fontWeight: 700, textDecoration: 'underline' }}>
          {label}
        </Link>
      </Text>
      <Text style={{ ...paragraphStyle, fontSize: 14, wordBreak: 'break-all' }}>
        If the link does not open, copy this address into your browser: {href}
      </Text>
    </Section>
  );
}

export interface Unsubscribe {
  url: string;
  /** What the link turns off, e.g. "new-match digests". */
  what: string;
  /** Where the person can change every choice (Settings → Notifications). */
  settingsUrl: string;
}

export function EmailLayout({
  preview,
  heading,
  children,
  footerNote,
  unsubscribe,
}: {
  preview: string;
  heading: string;
  children: ReactNode;
  footerNote: string;
  /** Every notification email carries a one-click unsubscribe link (docs/notifications.md). */
  unsubscribe?: Unsubscribe;
}) {
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <title>{heading}</title>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.product}>{PRODUCT_NAME}</Text>
          <h1 style={styles.heading}>{heading}</h1>
          {children}
          <Hr style={{ borderColor: '#d0d7de', margin: '24px 0 16px' }} />
          <Text style={styles.footer}>{footerNote}</Text>
          {unsubscribe ? (
            <Text style={styles.footer}>
              <Link href={unsubscribe.url} style={{ color: '#0a58ca', textDecoration: 'underline' }}>
                Unsubscribe from {unsubscribe.what}
              </Link>{' '}
              (one click, no sign-in) or{' '}
              <Link href={unsubscribe.settingsUrl} style={{ color: '#0a58ca', textDecoration: 'underline' }}>
                choose what you receive
              </Link>
              .
            </Text>
          ) : null}
          <Text style={styles.footer}>Sent by {PRODUCT_NAME}. This is an automated message; replies are not read.</Text>
        </Container>
      </Body>
    </Html>
  );
}

// Subjects go into a header: no line breaks, bounded length.
const oneLine = (s: string) =>
  s
    .replace(/[\r\n\t]+/g, ' ')
    .trim()
    .slice(0, 200);

/** How the text part is made from the HTML: a link whose text is its address shows it once. */
export const PLAIN_TEXT_OPTIONS = { selectors: [{ selector: 'a', options: { hideLinkHrefIfSameAsText: true } }] };

/**
 * The conversion react-email's `toPlainText(html, PLAIN_TEXT_OPTIONS)` makes — its options and selectors, then ours —
 * compiled once: `toPlainText` calls html-to-text's `convert`, which compiles its options again on every call.
 */
const toText = compile({
  wordwrap: false,
  ...PLAIN_TEXT_OPTIONS,
  selectors: [...plainTextSelectors, ...PLAIN_TEXT_OPTIONS.selectors],
});

/** What react-email's `render` puts before the document (it drops React's own doctype). */
const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

// Imported once, and lazily as react-email does (Next.js refuses a static import of react-dom/server in code its
// server components may reach); react-email's `render` imports it again on every call, which under tsx's loader is a
// round trip to the loader's thread per email.
let reactDomServer: Promise<typeof ReactDomServer> | undefined;
const loadReactDomServer = () =>
  (reactDomServer ??= import('react-dom/server').then((m) => ('default' in m ? m.default : m) as typeof m));

/**
 * The HTML react-email's `render(element)` makes (layout.test.ts and templates.test.ts compare them): the element
 * inside a Suspense boundary, rendered whole by React (no progressive chunks), React's doctype replaced by XHTML 1.0
 * Transitional's. Through Node's stream (`renderToPipeableStream`) where react-email takes the web stream
 * (`renderToReadableStream`, then a WritableStream and a TextDecoder): the same bytes without the web streams' cost
 * per chunk.
 */
async function renderHtml(element: ReactNode): Promise<string> {
  const { renderToPipeableStream } = await loadReactDomServer();
  const html = await new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        callback();
      },
      final(callback) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        callback();
      },
    });
    sink.on('error', reject);
    const stream = renderToPipeableStream(<Suspense>{element}</Suspense>, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
  return `${DOCTYPE}${html.replace(/<!DOCTYPE.*?>/, '')}`;
}

/**
 * Renders an email element to its HTML and plain-text parts. React renders it once: the text part is converted from
 * that HTML, as `render(element, { plainText: true })` would after a second render of its own (a notifications run
 * renders thousands of emails: docs/benchmarks.md#notifications). The preview line is for inboxes' list view; the text
 * part starts with the content itself (the conversion skips it).
 */
export async function renderEmail(subject: string, element: ReactNode): Promise<RenderedEmail> {
  const html = await renderHtml(element);
  const text = toText(html);
  return { subject: oneLine(subject), html, text: text.trim() };
}
