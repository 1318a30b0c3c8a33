// What the links of notification emails answer, without a session (docs/notifications.md). GET shows a page with a
// button; only a POST changes anything — mail scanners and link previews fetch with GET, and must not unsubscribe
// anyone or hide a grant. The one-click POST of RFC 8058 (`List-Unsubscribe=One-Click`) goes straight to the same URL.
import { eq } from 'drizzle-orm';
import type { Db } from '~/db';
import { organizations } from '~/db/schema';
import { principalForUser } from '../auth/user-principal';
import { AppError } from '../errors';
import { simplePage } from '../http/simple-page';
import { visibleGrant } from '../grants/queries';
import { dismissGrant, isDismissed, restoreGrant } from './dismissals';
import { verifyLink, type UnsubscribeTopic } from './links';
import { runAsActor } from '../audit/scope';
import { TOPIC_OFF, updatePreferences } from './preferences';

export interface LinkPage {
  status: number;
  html: string;
}

const TOPIC_NAME: Record<UnsubscribeTopic, string> = {
  digest: 'new-match digests',
  reminders: 'deadline reminders',
  assignments: 'assignment emails',
  budget_alerts: 'budget alert emails',
  grant_changes: 'grant change emails',
};

const INVALID: LinkPage = {
  status: 400,
  html: simplePage({
    title: 'This link is not valid',
    message: 'It may be incomplete (copy the whole address from the email) or out of date.',
  }),
};

async function organizationName(db: Db, id: string): Promise<string> {
  const [org] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, id));
  return org?.name ?? 'your organization';
}

const selfUrl = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

export async function unsubscribePage(db: Db, token: string | null, method: 'GET' | 'POST'): Promise<LinkPage> {
  const claims = token ? await verifyLink(token, 'unsubscribe') : null;
  if (!claims) return INVALID;
  const what = TOPIC_NAME[claims.topic];
  const org = await organizationName(db, claims.organizationId);
  if (method === 'GET') {
    return {
      status: 200,
      html: simplePage({
        title: `Unsubscribe from ${what}?`,
        message: `You will no longer receive ${what} from ${org}. You can turn them back on in Settings → Notifications.`,
        forms: [{ action: selfUrl('/notifications/unsubscribe', token!), button: 'Unsubscribe' }],
      }),
    };
  }
  // The signed link was issued to this person: the change is theirs in the audit trail.
  await runAsActor({ kind: 'user', id: claims.userId }, () =>
    updatePreferences(db, claims.userId, claims.organizationId, TOPIC_OFF[claims.topic]),
  );
  return {
    status: 200,
    html: simplePage({
      title: 'You are unsubscribed',
      message: `You will no longer receive ${what} from ${org}. Turn them back on any time in Settings → Notifications.`,
      links: [{ href: '/settings/notifications', label: 'Notification settings' }],
    }),
  };
}

export async function notRelevantPage(
  db: Db,
  token: string | null,
  method: 'GET' | 'POST',
  action: string | null,
): Promise<LinkPage> {
  const claims = token ? await verifyLink(token, 'dismiss') : null;
  if (!claims) return INVALID;
  // Re-checked on every use: the link's holder must still be an enabled member who may decide on grants.
  let allowed = false;
  try {
    const principal = await principalForUser(db, claims.userId, claims.organizationId);
    allowed = principal.livemode && principal.permissions.has('MANAGE_PURSUITS');
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
  }
  if (!allowed) {
    return {
      status: 403,
      html: simplePage({
        title: 'This link no longer works',
        message: 'Only a member who manages pursuits can mark a grant as not relevant.',
      }),
    };
  }
  const grant = await visibleGrant(db, claims.organizationId, claims.grantId);
  if (!grant) {
    return {
      status: 404,
      html: simplePage({ title: 'Grant not found', message: 'It may have been removed from the catalog.' }),
    };
  }
  const org = await organizationName(db, claims.organizationId);
  const here = selfUrl('/notifications/not-relevant', token!);
  const grantLink = { href: `/grants/${claims.grantId}`, label: 'Open the grant' };
  if (method === 'POST') {
    await runAsActor({ kind: 'user', id: claims.userId }, () =>
      action === 'restore'
        ? restoreGrant(db, claims.organizationId, claims.grantId)
        : dismissGrant(db, claims.organizationId, claims.grantId, claims.userId),
    );
  }
  const dismissed = await isDismissed(db, claims.organizationId, claims.grantId);
  if (dismissed) {
    return {
      status: 200,
      html: simplePage({
        title: 'Marked not relevant',
        message: `“${grant.title}” is hidden from ${org}’s grant list and from later digests. The list’s “not relevant” filter shows it again.`,
        forms: [{ action: here, button: 'Undo', fields: { action: 'restore' } }],
        links: [grantLink],
      }),
    };
  }
  return {
    status: 200,
    html: simplePage({
      title: method === 'POST' ? 'Shown again' : 'Not relevant?',
      message:
        method === 'POST'
          ? `“${grant.title}” is back in ${org}’s grant list.`
          : `Hide “${grant.title}” from ${org}’s grant list and from later digests, for everyone in ${org}?`,
      forms: method === 'POST' ? [] : [{ action: here, button: 'Mark not relevant', fields: { action: 'dismiss' } }],
      links: [grantLink],
    }),
  };
}
