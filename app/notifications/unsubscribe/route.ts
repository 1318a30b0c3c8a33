// One-click unsubscribe (docs/notifications.md, RFC 8058): GET shows a confirmation, POST unsubscribes; no session
// needed.
import { answerLink } from '~/server/notifications/link-route';
import { unsubscribePage } from '~/server/notifications/link-pages';

export const dynamic = 'force-dynamic';

export const GET = (request: Request) => answerLink(request, (db, token, method) => unsubscribePage(db, token, method));
export const HEAD = GET;
export const POST = (request: Request) =>
  answerLink(request, (db, token, method) => unsubscribePage(db, token, method));
