import { describe, expect, it } from 'vitest';
import { renderInvitationEmail, renderPasswordResetEmail, PRODUCT_NAME } from './templates';

const link = 'https://grants.example.org/invite/inv_Zx9-Q_abc123DEF456ghi789';

describe('email templates', () => {
  it('invitation: the link, organization, role, inviter and expiry in both the text and the HTML part', async () => {
    const email = await renderInvitationEmail({
      organizationName: 'Alpha Literacy Alliance',
      inviterName: 'Ada Admin',
      roleName: 'member',
      link,
      expiresAt: new Date('2026-11-28T09:30:00.000Z'),
    });
    expect(email.subject).toBe("You're invited to join Alpha Literacy Alliance");
    for (const part of [email.text, email.html]) {
      expect(part).toContain(link);
      expect(part).toContain('Alpha Literacy Alliance');
      expect(part).toContain('Ada Admin');
      expect(part).toContain('member');
      expect(part).toContain('November 28, 2026');
      expect(part).toContain(PRODUCT_NAME);
    }
    expect(email.html).toContain(`href="${link}"`);
    expect(email.html).toMatch(/<html[^>]*lang="en"/);
    // Plain text is text: no markup left in it.
    expect(email.text).not.toMatch(/<[a-z]/i);
  });

  it('invitation without an inviter, and hostile names are escaped in the HTML, one line in the subject', async () => {
    const email = await renderInvitationEmail({
      organizationName: 'Evil <script>alert(1)</script>\r\nBcc: x@example.org',
      inviterName: null,
      roleName: 'viewer',
      link,
      expiresAt: new Date('2026-11-28T09:30:00.000Z'),
    });
    expect(email.text).toContain('You have been invited');
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;');
    expect(email.subject).not.toMatch(/[\r\n]/);
  });

  it('password reset: the link and its lifetime in both parts, through the same layout', async () => {
    const email = await renderPasswordResetEmail({
      link: 'https://grants.example.org/reset/prt_secret-token-1',
      expiresInMinutes: 60,
    });
    expect(email.subject).toBe('Reset your password');
    for (const part of [email.text, email.html]) {
      expect(part).toContain('https://grants.example.org/reset/prt_secret-token-1');
      expect(part).toContain('1 hour');
      expect(part).toContain(PRODUCT_NAME);
      expect(part).toContain('replies are not read'); // the shared footer
    }
  });

  it('no remote images or scripts in any email', async () => {
    const emails = [
      await renderPasswordResetEmail({ link, expiresInMinutes: 30 }),
      await renderInvitationEmail({
        organizationName: 'A',
        inviterName: 'B',
        roleName: 'C',
        link,
        expiresAt: new Date(),
      }),
    ];
    for (const { html } of emails) {
      expect(html).not.toMatch(/<img|<script|url\(|@import|<link[^>]+stylesheet/i);
    }
  });
});
