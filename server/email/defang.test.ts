// User text in an email is never a link (docs/notifications.md#user-text-is-never-a-link): the phishing relay of the
// security review, replayed — an organization named "verify at https://evil…" invites someone, and neither part of
// the email holds a URL of theirs, nor anything a mail client's auto-linker would turn into one.
import { describe, expect, it } from 'vitest';
import { defang } from './defang';
import { renderAssignmentEmail, renderDigestEmail, renderInvitationEmail, renderReminderEmail } from './templates';

const ours = 'https://grants.example.org/invite/inv_Zx9-Q_abc123DEF456ghi789';
const unsubscribe = {
  url: 'https://grants.example.org/u/1',
  settingsUrl: 'https://grants.example.org/settings',
  what: 'these emails',
};
const hostile = 'Verify at https://evil.example/login or www.evil.example, mail help@evil.example';

/** Anything a mail client would make a link of: a scheme, `www.`, or a host name with a top-level domain. */
const LINKABLE =
  /(\b[a-z][a-z0-9+.-]*:\/\/[^\s"<>]*|\bwww\.[^\s"<>]*|mailto:[^\s"<>]*|[\w.-]+\.(example|com|net|org|io)\b[^\s"<>]*)/gi;
/** The URLs in a part, but for ours (the product's links are on grants.example.org; the doctype is the HTML's). */
const foreignLinks = (part: string) =>
  (part.match(LINKABLE) ?? []).filter((m) => !/grants\.example\.org|^http:\/\/www\.w3\.org\/TR\/xhtml1/.test(m));

describe('defang', () => {
  it('the standard form: scheme colon and host dots in brackets', () => {
    expect(defang('verify at https://evil.example/login')).toBe('verify at https[:]//evil[.]example/login');
    expect(defang('HTTP://EVIL.EXAMPLE')).toBe('HTTP[:]//EVIL[.]EXAMPLE');
    expect(defang('www.evil.com')).toBe('www[.]evil[.]com');
    expect(defang('mailto:x@evil.co')).toBe('mailto[:]x@evil[.]co');
    expect(defang('javascript:alert(1)')).toBe('javascript[:]alert(1)');
    expect(defang('evil。com and evil．com')).toBe('evil[.]com and evil[.]com'); // dots some clients accept
  });

  it('schemes inside words, numeric hosts and invisible characters (bypasses an outside review found)', () => {
    expect(defang('Acme _https://3627734734/login')).toBe('Acme _https[:]//3627734734/login');
    expect(defang('1https://1.2.3.4/x')).toBe('1https[:]//1[.]2[.]3[.]4/x');
    expect(defang('x_http://[::ffff:d83a:cc4e]/')).toBe('x_http[:]//[::ffff:d83a:cc4e]/');
    expect(defang('visit 10.0.0.1/login')).toBe('visit 10[.]0[.]0[.]1/login');
    expect(defang('evil\u00AD.com')).toBe('evil[.]com');
    expect(defang('e\u200Bvil.example')).toBe('evil[.]example');
    expect(defang('_mailto:x@evil.co')).toBe('_mailto[:]x@evil[.]co');
    expect(defang('https:\\\\evil.example')).toBe('https[:]\\\\evil[.]example');
  });

  it('leaves ordinary names alone', () => {
    for (const name of [
      'Alpha Literacy Alliance',
      'Acme Inc.',
      'St. Mary’s, e.g. v1.2',
      'Ada Lovelace',
      'Ünïcødé Trust',
      'Room 101: 2.5 hours, version 1.2.3',
      'Ratio 3:1, time 10:30',
    ]) {
      expect(defang(name)).toBe(name);
    }
  });
});

describe('emails never link user text', () => {
  it('invitation: the organization’s, inviter’s and role’s text is defanged in the subject, HTML and text', async () => {
    const email = await renderInvitationEmail({
      organizationName: hostile,
      inviterName: 'Support (https://evil.example)',
      roleName: 'viewer',
      link: ours,
      expiresAt: new Date('2026-11-28T09:30:00.000Z'),
    });
    for (const part of [email.subject, email.text, email.html]) {
      expect(foreignLinks(part)).toEqual([]);
      expect(part).not.toContain('evil.example');
    }
    expect(email.text).toContain('https[:]//evil[.]example/login');
    expect(email.html).toContain('https[:]//evil[.]example/login');
    // The one link of the email is ours.
    expect([...email.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual([ours]);
  });

  it('assignment, reminder and digest: titles, project, assigner, saved search and reasons too', async () => {
    const rendered = await Promise.all([
      renderAssignmentEmail({
        organizationName: hostile,
        kind: 'deliverable',
        title: 'Go to evil.example',
        projectName: 'http://evil.example',
        assignedBy: 'www.evil.example',
        date: '2026-12-01',
        url: 'https://grants.example.org/projects/1',
        unsubscribe,
      }),
      renderReminderEmail({
        organizationName: hostile,
        kind: 'pursuit',
        title: 'Claim at https://evil.example',
        date: '2026-12-01',
        daysLeft: 3,
        url: 'https://grants.example.org/pursuits/1',
        unsubscribe,
      }),
      renderDigestEmail({
        organizationName: hostile,
        period: 'daily',
        grants: [
          {
            title: 'Grant at evil.example',
            agency: 'https://evil.example',
            url: 'https://grants.example.org/grants/1',
            score: 90,
            reasons: ['keyword evil.example'],
            closeDate: null,
            via: 'search www.evil.example',
            notRelevantUrl: null,
          },
        ],
        more: 0,
        grantsUrl: 'https://grants.example.org/grants',
        unsubscribe,
      }),
    ]);
    for (const email of rendered) {
      for (const part of [email.subject, email.text, email.html]) {
        expect(foreignLinks(part)).toEqual([]);
        expect(part).not.toContain('evil.example');
      }
    }
  });
});
