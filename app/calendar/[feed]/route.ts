// A calendar feed (docs/calendar.md): GET /calendar/{token}.ics, polled by Google Calendar, Outlook and Apple Calendar.
// The token is the credential; anything that is not a live feed of an enabled member is the same plain 404.
import { getDb } from '~/server/db';
import { calendarReadBudget, renderCalendarFeed } from '~/server/calendar/feeds';

export const dynamic = 'force-dynamic';

/** The URL holds a secret: no cache keeps it, no search engine lists it, no link passes it on. */
const PRIVATE = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'no-referrer' };

async function feed(params: Promise<{ feed: string }>): Promise<Response> {
  const { feed: file } = await params;
  const token = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
  const budget = await calendarReadBudget(token);
  if (!budget.allowed) {
    return new Response('Too many requests for this calendar: try again in a minute.\n', {
      status: 429,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Retry-After': String(budget.retryAfterSeconds),
        ...PRIVATE,
      },
    });
  }
  const body = token ? await renderCalendarFeed(await getDb(), token) : null;
  if (body === null) {
    return new Response('Not found: this calendar link is unknown or was revoked.\n', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', ...PRIVATE },
    });
  }
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="grant-deadlines.ics"',
      ...PRIVATE,
    },
  });
}

export async function GET(_request: Request, { params }: { params: Promise<{ feed: string }> }) {
  return feed(params);
}
