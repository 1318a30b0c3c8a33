// Renders every email the service sends, with sample data, as HTML files in a directory: the browser tests open
// them in Chromium and screenshot them for docs/notifications.md (`npx tsx scripts/email-previews.ts <dir>`).
import fs from 'node:fs';
import path from 'node:path';
import {
  renderAssignmentEmail,
  renderDigestEmail,
  renderInvitationEmail,
  renderPasswordResetEmail,
  renderReminderEmail,
} from '~/server/email/templates';

const base = 'https://grants.example.org';
const unsubscribe = (what: string) => ({
  url: `${base}/notifications/unsubscribe?token=…`,
  what,
  settingsUrl: `${base}/settings/notifications`,
});

const emails = {
  digest: renderDigestEmail({
    organizationName: 'Riverbend Watershed Council',
    period: 'daily',
    grants: [
      {
        title: '2026 National Fish Passage Program',
        agency: 'U.S. Fish and Wildlife Service',
        url: `${base}/grants/1`,
        score: 92,
        reasons: [
          'keyword: “fish passage” in the title',
          'category: Natural Resources',
          'eligibility: nonprofits with 501(c)(3) status',
        ],
        closeDate: '2027-01-15',
        via: 'your missions',
        notRelevantUrl: `${base}/notifications/not-relevant?token=…`,
      },
      {
        title: 'Great Lakes Aquatic Invasive Species Grant',
        agency: 'U.S. Fish and Wildlife Service',
        url: `${base}/grants/2`,
        score: 78,
        reasons: ['keyword: “invasive species” in the description', 'category: Environment'],
        closeDate: '2027-02-01',
        via: 'your missions',
        notRelevantUrl: `${base}/notifications/not-relevant?token=…`,
      },
      {
        title: 'Community Stream Monitoring Mini-Grants',
        agency: 'State Department of Ecology',
        url: `${base}/grants/3`,
        score: 55,
        reasons: ['keyword: “stream” in the title'],
        closeDate: null,
        via: 'your saved search “Volunteer monitoring”',
        notRelevantUrl: `${base}/notifications/not-relevant?token=…`,
      },
    ],
    more: 0,
    grantsUrl: `${base}/grants`,
    unsubscribe: unsubscribe('new-match digests'),
  }),
  reminder: renderReminderEmail({
    organizationName: 'Riverbend Watershed Council',
    kind: 'pursuit',
    title: 'National Fish Passage Program application',
    date: '2026-12-09',
    daysLeft: 7,
    url: `${base}/pursuits?open=1`,
    unsubscribe: unsubscribe('deadline reminders'),
  }),
  assignment: renderAssignmentEmail({
    organizationName: 'Riverbend Watershed Council',
    kind: 'deliverable',
    title: 'Interim financial report',
    projectName: 'Culvert replacement, Mill Creek',
    assignedBy: 'Dana Ortiz',
    date: '2027-03-31',
    url: `${base}/projects/1`,
    unsubscribe: unsubscribe('assignment emails'),
  }),
  invitation: renderInvitationEmail({
    organizationName: 'Riverbend Watershed Council',
    inviterName: 'Dana Ortiz',
    roleName: 'manager',
    link: `${base}/invite/…`,
    expiresAt: new Date('2026-12-02T09:30:00Z'),
  }),
  'password-reset': renderPasswordResetEmail({ link: `${base}/reset-password/…`, expiresInMinutes: 60 }),
};

const dir = process.argv[2];
if (!dir) throw new Error('usage: email-previews.ts <directory>');
fs.mkdirSync(dir, { recursive: true });
for (const [name, rendered] of Object.entries(emails)) {
  const email = await rendered;
  fs.writeFileSync(path.join(dir, `${name}.html`), email.html);
  fs.writeFileSync(path.join(dir, `${name}.txt`), `Subject: ${email.subject}\n\n${email.text}\n`);
}
process.stdout.write(`${JSON.stringify(Object.keys(emails))}\n`);
