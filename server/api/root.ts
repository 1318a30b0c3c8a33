// The application router: every domain router, listed by hand.
import { accountRouter } from './routers/account/router';
import { auditLogRouter } from './routers/audit-log/router';
import { catalogRouter } from './routers/catalog/router';
import { budgetsRouter } from './routers/budgets/router';
import { boilerplateRouter } from './routers/boilerplate/router';
import { calendarRouter } from './routers/calendar/router';
import { funderReportsRouter } from './routers/funder-reports/router';
import { documentsRouter } from './routers/documents/router';
import { eventsRouter } from './routers/events/router';
import { extensionsRouter } from './routers/extensions/router';
import { grantsRouter } from './routers/grants/router';
import { invitationsRouter } from './routers/invitations/router';
import { membersRouter } from './routers/members/router';
import { notificationsRouter } from './routers/notifications/router';
import { missionsRouter } from './routers/missions/router';
import { organizationRouter } from './routers/organization/router';
import { scimRouter } from './routers/scim/router';
import { ssoRouter } from './routers/sso/router';
import { ssoTestRouter } from './routers/sso-test/router';
import { organizationProfileRouter } from './routers/organization-profile/router';
import { preferencesRouter } from './routers/preferences/router';
import { projectsRouter } from './routers/projects/router';
import { pursuitsRouter } from './routers/pursuits/router';
import { reportsRouter } from './routers/reports/router';
import { requirementTemplatesRouter } from './routers/requirement-templates/router';
import { requirementsRouter } from './routers/requirements/router';
import { savedSearchesRouter } from './routers/saved-searches/router';
import { systemRouter } from './routers/system/router';
import { tasksRouter } from './routers/tasks/router';
import { webhooksRouter } from './routers/webhooks/router';
import { createCallerFactory, createTRPCRouter } from './trpc';

export const appRouter = createTRPCRouter({
  system: systemRouter,
  grants: grantsRouter,
  catalog: catalogRouter,
  missions: missionsRouter,
  pursuits: pursuitsRouter,
  requirements: requirementsRouter,
  requirementTemplates: requirementTemplatesRouter,
  projects: projectsRouter,
  tasks: tasksRouter,
  budgets: budgetsRouter,
  funderReports: funderReportsRouter,
  reports: reportsRouter,
  events: eventsRouter,
  savedSearches: savedSearchesRouter,
  boilerplate: boilerplateRouter,
  documents: documentsRouter,
  auditLog: auditLogRouter,
  webhooks: webhooksRouter,
  organizationProfile: organizationProfileRouter,
  // Dashboard-only routers (no REST operations):
  extensions: extensionsRouter,
  members: membersRouter,
  organization: organizationRouter,
  invitations: invitationsRouter,
  account: accountRouter,
  calendar: calendarRouter,
  notifications: notificationsRouter,
  preferences: preferencesRouter,
  scim: scimRouter,
  sso: ssoRouter,
  ssoTest: ssoTestRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
