import { describe, expect, it } from 'vitest';
import { renderAssignmentEmail, renderDigestEmail, renderReminderEmail, reminderSubject } from '.';

const unsubscribe = {
  url: 'https://app.example.org/notifications/unsubscribe?token=eyJ.a.b',
  what: 'new-match digests',
  settingsUrl: 'https://app.example.org/settings/notifications',
};

describe('notification emails', () => {
  it('digest: each grant with its score, reasons, close date, links; the unsubscribe link in both parts', async () => {
    const email = await renderDigestEmail({
      organizationName: 'Alpha <Literacy>',
      period: 'daily',
      grants: [
        {
          title: 'Fish passage <b>program</b>',
          agency: 'FWS',
          url: 'https://app.example.org/grants/1',
          score: 88,
          reasons: ['keyword: “fish passage” in the title'],
          closeDate: '2026-12-09',
          via: 'your missions',
          notRelevantUrl: 'https://app.example.org/notifications/not-relevant?token=x',
        },
        {
          title: 'Quokka census',
          agency: null,
          url: 'https://app.example.org/grants/2',
          score: null,
          reasons: [],
          closeDate: null,
          via: 'your saved search “Quokka”',
          notRelevantUrl: null,
        },
      ],
      more: 3,
      grantsUrl: 'https://app.example.org/grants',
      unsubscribe,
    });
    expect(email.subject).toBe('5 new grants for Alpha <Literacy>');
    // React separates adjacent text nodes with empty comments in the HTML.
    for (const part of [email.text, email.html.replace(/<!-- -->/g, '')]) {
      expect(part).toContain('Match score 88');
      expect(part).toContain('December 9, 2026');
      expect(part).toContain('No mission match');
      expect(part).toContain('And 3 more');
      expect(part).toContain('via your saved search “Quokka”');
    }
    expect(email.text).toContain('https://app.example.org/grants/1');
    expect(email.text).toContain(unsubscribe.url);
    expect(email.html).toContain(`href="${unsubscribe.url}"`);
    expect(email.html).toContain('href="https://app.example.org/notifications/not-relevant?token=x"');
    expect((email.html.match(/not-relevant/g) ?? []).length).toBe(1); // only where the reader may decide
    expect(email.html).not.toContain('<b>program</b>');
    expect(email.html).not.toContain('Alpha <Literacy>');
  });

  it('reminders say when, in words, and name the overdue ones', async () => {
    expect(reminderSubject({ kind: 'pursuit', title: 'NSF', daysLeft: 14 })).toBe('Deadline in 14 days: NSF');
    expect(reminderSubject({ kind: 'pursuit', title: 'NSF', daysLeft: 1 })).toBe('Deadline tomorrow: NSF');
    expect(reminderSubject({ kind: 'deliverable', title: 'Report', daysLeft: 0 })).toBe('Due today: Report');
    expect(reminderSubject({ kind: 'deliverable', title: 'Report', daysLeft: -1 })).toBe('Overdue: Report');
    const email = await renderReminderEmail({
      organizationName: 'Alpha',
      kind: 'deliverable',
      title: 'Report',
      projectName: 'Library',
      date: '2026-12-01',
      daysLeft: -1,
      url: 'https://app.example.org/projects/1',
      unsubscribe: { ...unsubscribe, what: 'deadline reminders' },
    });
    expect(email.subject).toBe('Overdue: Report (Alpha)');
    expect(email.text).toMatch(/It was due December 1, 2026, yesterday/);
    expect(email.text).toContain('Unsubscribe from deadline reminders');
  });

  it('assignment: who assigned what, one line in the subject whatever the title holds', async () => {
    const email = await renderAssignmentEmail({
      organizationName: 'Alpha',
      kind: 'pursuit',
      title: 'Grant\r\nBcc: x@example.org',
      assignedBy: 'Ada',
      date: '2026-12-24',
      url: 'https://app.example.org/pursuits?open=1',
      unsubscribe: { ...unsubscribe, what: 'assignment emails' },
    });
    // One line, and the address in the title is not a link (docs/notifications.md#user-text-is-never-a-link).
    expect(email.subject).toBe('You own a pursuit: Grant Bcc: x@example[.]org (Alpha)');
    expect(email.text).toMatch(/Ada made you the owner of the pursuit/);
    expect(email.text).toContain('December 24, 2026');
  });
});
