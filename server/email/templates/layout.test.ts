// renderEmail renders once and converts that HTML to the text part: the text must be what react-email's own
// plain-text render (a second render) makes of the same element, preview line skipped, links shown once.
import { render } from '@react-email/render';
import { Text } from '@react-email/text';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ActionLink, EmailLayout, PLAIN_TEXT_OPTIONS, renderEmail } from './layout';

const element = createElement(EmailLayout, {
  preview: 'Three new grants <for> you',
  heading: '3 new grants for Alpha & Co',
  footerNote: 'You receive this because you are a member.',
  unsubscribe: {
    url: 'https://app.example.org/notifications/unsubscribe?token=eyJ.a.b',
    what: 'new-match digests',
    settingsUrl: 'https://app.example.org/settings/notifications',
  },
  children: [
    createElement(Text, { key: 'text' }, 'Fish passage “program” · closes December 9, 2026'),
    createElement(ActionLink, {
      key: 'bare',
      href: 'https://app.example.org/grants',
      label: 'https://app.example.org/grants',
    }),
    createElement(ActionLink, { key: 'named', href: 'https://app.example.org/grants/1', label: 'Open the grant' }),
  ],
});

describe('renderEmail', () => {
  it('makes the same text part as a plain-text render of its own, and the same HTML', async () => {
    const email = await renderEmail('3 new grants\r\nfor Alpha', element);
    const text = await render(element, { plainText: true, htmlToTextOptions: PLAIN_TEXT_OPTIONS });
    expect(email.text).toBe(text.trim());
    expect(email.html).toBe(await render(element));
    expect(email.text).toContain('Open the grant');
    expect(email.text).not.toContain('Three new grants'); // the preview line is for the inbox list only
    expect(email.subject).toBe('3 new grants for Alpha');
  });

  it("makes react-email's HTML byte for byte for a long email of escaped and multi-byte text", async () => {
    // Long enough for many stream chunks, so a multi-byte character falls across a chunk's end somewhere.
    const long = createElement(EmailLayout, {
      preview: 'Ünïcode “quotes” & <tags> 🎉',
      heading: 'Grants for Ålpha & “Co” <b>',
      footerNote: 'Footer ☃ & more',
      children: Array.from({ length: 400 }, (_, i) =>
        createElement(
          Text,
          { key: i, style: { color: '#1f2328' } },
          `Grant ${i}: “fish” & <passage> — naïve café ${'é🎉'.repeat(i % 7)} 'quoted' "double"`,
        ),
      ),
    });
    const email = await renderEmail('subject', long);
    expect(email.html.length).toBeGreaterThan(50_000);
    expect(email.html).toBe(await render(long));
    const text = await render(long, { plainText: true, htmlToTextOptions: PLAIN_TEXT_OPTIONS });
    expect(email.text).toBe(text.trim());
  });
});
