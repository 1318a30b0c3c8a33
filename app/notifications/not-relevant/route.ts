// "Not relevant" from a digest (docs/notifications.md): GET asks, POST hides the grant for the organization (or
// restores it).
import { answerLink } from '~/server/notifications/link-route';
import { notRelevantPage } from '~/server/notifications/link-pages';

export const dynamic = 'force-dynamic';

export const GET = (request: Request) => answerLink(request, notRelevantPage);
export const HEAD = GET;
export const POST = (request: Request) => answerLink(request, notRelevantPage);
