// Generated from the /api/v1 OpenAPI document by scripts/sdk-types.ts: do not edit, run `npm run sdk:types`.
export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness and readiness
         * @description Liveness and readiness of this instance. `?probe=live` answers without touching the database or the rate limiter (for a liveness probe); without it, the checks run and an unreachable database is a `503` with `status: "unavailable"` in the same shape. Needs no credential and is not rate limited.
         */
        get: operations["system-health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List grants matching the organization’s missions
         * @description Grants matching the organization's active missions, best match first; `scope=all` lists the whole catalog instead (matched grants first, best first, then the others, soonest close date first), to find a grant by its title whatever its score. An organization without an active mission sees the whole catalog with `match: null`, soonest close date first. Each item carries its best `match` (or null) and the `pursuitId` when the organization already tracks it.
         */
        get: operations["grants-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/grants/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a grant with its match for each mission
         * @description One catalog grant (or a private grant of the organization) in full, with its score and reasons for each of the organization's missions, and the `pursuitId` when it is tracked. Any catalog grant is readable.
         */
        get: operations["grants-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/missions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List missions (oldest first)
         * @description The organization's missions, oldest first.
         */
        get: operations["missions-list"];
        put?: never;
        /**
         * Create a mission
         * @description Creates a mission. Its matches against the whole catalog are computed before the answer, so a `GET /grants` right after it already ranks by it. Accepts `Idempotency-Key`.
         */
        post: operations["missions-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/missions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a mission and its matches
         * @description Deletes a mission and its matches. Pursuits it led to are kept.
         */
        delete: operations["missions-delete"];
        options?: never;
        head?: never;
        /**
         * Update a mission
         * @description Changes some of a mission's fields (at least one); its matches are recomputed before the answer.
         */
        patch: operations["missions-update"];
        trace?: never;
    };
    "/pursuits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List pursuits (the open pipeline by default)
         * @description The pipeline: open pursuits (`status=active,on_hold`) by default, most recently updated first; filter by stage, status or grant, or sort by deadline.
         */
        get: operations["pursuits-list"];
        put?: never;
        /**
         * Start a pursuit (one open pursuit per grant; accepts Idempotency-Key)
         * @description Starts a pursuit, of a catalog grant (`grantId`; the title defaults to the grant's) or of an opportunity outside the catalog (`title`). One open pursuit per grant: a second is `409 CONFLICT` naming the existing one. `templateId` starts its requirement checklist with a copy of that template's items (a template of another organization is `404`, and no pursuit is made). Accepts `Idempotency-Key`.
         */
        post: operations["pursuits-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pursuits/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One pursuit with its stage and status history
         * @description One pursuit with the history of its changes (who, when, from, to).
         */
        get: operations["pursuits-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a pursuit: fields, stage and status (409 INVALID_TRANSITION names the allowed moves)
         * @description Moves a pursuit through its stages and statuses: `won` and `lost` only from `submitted`, otherwise `409 INVALID_TRANSITION` naming the allowed moves. Marking it `won` creates the funded project with its default deliverables in the same transaction and returns it as `project`; repeating `won` is a no-op. A move to `submitted` while required checklist items are open is `409 REQUIREMENTS_INCOMPLETE`, its `issues` naming each open item, unless the body says `acknowledgeIncomplete: true` (recorded in the history).
         */
        patch: operations["pursuits-update"];
        trace?: never;
    };
    "/pursuits/{id}/requirements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A pursuit’s requirement checklist, in its order
         * @description The pursuit's checklist in the order people arranged it (`position`, 0-based). A checklist holds at most 100 items: `limit=100` reads it whole.
         */
        get: operations["requirements-list"];
        put?: never;
        /**
         * Add an item to a pursuit’s checklist (accepts Idempotency-Key)
         * @description Adds an item, last unless `position` says where (the items from there shift down one). Its owner must be a member of the organization. At most 100 items per pursuit (`409 CONFLICT`). Accepts `Idempotency-Key`.
         */
        post: operations["requirements-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pursuits/{id}/requirements/{requirementId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove an item from a pursuit’s checklist (204)
         * @description Removes the item; the items after it move up one. An item of another pursuit is `400 VALIDATION_FAILED` naming `requirementId`.
         */
        delete: operations["requirements-delete"];
        options?: never;
        head?: never;
        /**
         * Change a checklist item: status, owner, due date, order, …
         * @description Changes an item. `position` moves it to that index (beyond the end: last); the items between its old and new place shift by one, so positions stay 0…n-1. An item of another pursuit of the organization is `400 VALIDATION_FAILED` naming `requirementId`; of another organization, `404`.
         */
        patch: operations["requirements-update"];
        trace?: never;
    };
    "/pursuits/{id}/requirements/apply-template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Append a template’s items to a pursuit’s checklist (accepts Idempotency-Key)
         * @description Copies the template's items to the end of the checklist, in its order, as `todo`; an item with `dueDaysBeforeDeadline` is due that many days before the pursuit's deadline. The copies are the pursuit's own: changing the template later does not change them. A template of another organization is `404`; more than 100 items in all is `409 CONFLICT`. Accepts `Idempotency-Key`.
         */
        post: operations["requirements-applyTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requirement-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization’s application templates, by name
         * @description The organization's named requirement checklists, by name, each with its items in order.
         */
        get: operations["requirementTemplates-list"];
        put?: never;
        /**
         * Save a named checklist to start pursuits from (accepts Idempotency-Key)
         * @description Saves a named checklist of at most 100 items. Names are unique in the organization (`409 CONFLICT`); at most 50 templates per organization. Accepts `Idempotency-Key`.
         */
        post: operations["requirementTemplates-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requirement-templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One application template with its items
         * @description One requirement template of the organization with its items in order.
         */
        get: operations["requirementTemplates-get"];
        put?: never;
        post?: never;
        /**
         * Delete an application template (204)
         * @description Deletes the template. Pursuits it was applied to keep their checklists.
         */
        delete: operations["requirementTemplates-delete"];
        options?: never;
        head?: never;
        /**
         * Rename a template or replace its items
         * @description `items` replaces the whole list. Pursuits the template was applied to keep their own copies. A name another template has is `409 CONFLICT`.
         */
        patch: operations["requirementTemplates-update"];
        trace?: never;
    };
    "/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List funded projects (newest first)
         * @description Funded projects, newest first, with their deliverable counts; filter by status.
         */
        get: operations["projects-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One funded project with its task counts
         * @description One funded project with its deliverable counts.
         */
        get: operations["projects-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A project’s deliverables, by due date
         * @description A project's deliverables, soonest due first (then by id); filter by status or due date.
         */
        get: operations["tasks-list"];
        put?: never;
        /**
         * Add a deliverable (accepts Idempotency-Key)
         * @description Adds a deliverable to an active project (a closed project takes none until reopened). Accepts `Idempotency-Key`.
         */
        post: operations["tasks-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/tasks/{taskId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edit a deliverable; status completed completes it (records task.completed once)
         * @description Changes a deliverable; `status: "completed"` completes it (recording who and when, and the `task.completed` event once), `todo` reopens it.
         */
        patch: operations["tasks-update"];
        trace?: never;
    };
    "/reports/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pipeline, outcomes, projects, deliverables and deadlines
         * @description The pipeline, outcomes, projects, deliverables and upcoming deadlines in figures. `from`/`to` select when outcomes happened; the rest is a snapshot as of now.
         */
        get: operations["reports-summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the organization’s events, newest first
         * @description The organization's events, newest first, in the envelope webhooks deliver: reconcile what a webhook endpoint missed. Filter by type. An event carries the resources it is about, so each type also needs their read permission: `grant.found` VIEW_GRANTS, `pursuit.won` VIEW_PURSUITS and VIEW_PROJECTS, `task.completed` VIEW_PROJECTS. Without a `type` filter the list holds the types the caller may read; asking for another is a 403.
         */
        get: operations["events-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/saved-searches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List saved searches (oldest first)
         * @description The saved searches the caller can reopen, oldest first: a person's own and the organization's shared ones (`shared: true`, saved with an API key); an API key sees the shared ones. Each carries its `grantsQuery`: `GET /grants?{grantsQuery}` runs it.
         */
        get: operations["savedSearches-list"];
        put?: never;
        /**
         * Save a search
         * @description Saves a named set of `/grants` filters. A person's search is theirs alone; one saved with an API key belongs to the organization, shared. At most 100 each (`409 CONFLICT` past that). Accepts `Idempotency-Key`.
         */
        post: operations["savedSearches-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/saved-searches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a saved search
         * @description Deletes a saved search, on the same terms as changing it.
         */
        delete: operations["savedSearches-delete"];
        options?: never;
        head?: never;
        /**
         * Rename a saved search or change its filters
         * @description Renames a saved search or replaces its filters (at least one). A person changes their own; a shared search is changed with an API key only (`403` to a person, who can see it).
         */
        patch: operations["savedSearches-update"];
        trace?: never;
    };
    "/boilerplate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List or search boilerplate answers
         * @description The organization’s reusable answers, each with an `excerpt` of its body (`GET /boilerplate/{id}` has the whole). With `q`, the entries matching it, the best match first (a hit in the title ranks above one in the body); without, the most recently updated first. `tag` keeps the entries holding every tag named; `stale` those not reviewed in 12 months (or the others).
         */
        get: operations["boilerplate-list"];
        put?: never;
        /**
         * Add a boilerplate answer
         * @description Adds an answer (version 1). Title at most 200 characters, body at most 20,000, at most 20 tags of 40 characters (stored lowercase, each once). At most 2,000 per organization (`409 CONFLICT` past that). Accepts `Idempotency-Key`.
         */
        post: operations["boilerplate-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/boilerplate/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a boilerplate answer with its version history
         * @description One answer, its whole body, and the list of its versions, newest first.
         */
        get: operations["boilerplate-get"];
        put?: never;
        post?: never;
        /**
         * Delete a boilerplate answer
         * @description Deletes an answer and its versions.
         */
        delete: operations["boilerplate-delete"];
        options?: never;
        head?: never;
        /**
         * Edit a boilerplate answer or mark it reviewed
         * @description Changes some of the title, body and tags (a change to any makes a new version) and, with `markReviewed: true`, sets `lastReviewedAt` to now (or, with `lastReviewedAt`, to that past instant; with both, now, the later review). At least one field; the same limits as adding one.
         */
        patch: operations["boilerplate-update"];
        trace?: never;
    };
    "/boilerplate/{id}/versions/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one version of a boilerplate answer
         * @description A version as it was written: its title, body and tags.
         */
        get: operations["boilerplate-version"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List documents
         * @description The organization’s documents, the most recently changed first, filtered by what they belong to and by words in the title or file name. A portal token lists only the documents marked `portalVisible`.
         */
        get: operations["documents-list"];
        put?: never;
        /**
         * Upload a document
         * @description A `multipart/form-data` body: the `file`, and optionally a `title` and what it belongs to (a `pursuitId`, a `projectId` or a `requirementId`). The type is read from the bytes (PDF, DOCX, XLSX, PPTX, ODT, ODS, CSV, plain text, PNG or JPEG: else `415 UNSUPPORTED_MEDIA_TYPE`); a file over the upload limit (25 MiB unless configured) is `413 PAYLOAD_TOO_LARGE`, one that would take the organization past its plan's storage quota `413 STORAGE_QUOTA_EXCEEDED`. The file's name is cleaned (no path, no control characters, at most 200 characters). Accepts `Idempotency-Key`.
         */
        post: operations["documents-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a document with its versions
         * @description One document and every version of it, newest first. A portal token reads only one marked for it.
         */
        get: operations["documents-get"];
        put?: never;
        post?: never;
        /**
         * Delete a document
         * @description Deletes the document and every version at once for every reader; the bytes are purged 30 days later, and count against the storage quota until then.
         */
        delete: operations["documents-delete"];
        options?: never;
        head?: never;
        /**
         * Rename a document or show it on the portal
         * @description Changes the title, or whether portal tokens with VIEW_DOCUMENTS read it.
         */
        patch: operations["documents-update"];
        trace?: never;
    };
    "/documents/{id}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a document's bytes
         * @description The bytes of the current version, or of `version`, always as an attachment (`Content-Disposition: attachment` with the file name), in the type sniffed at upload, with `X-Content-Type-Options: nosniff`, `Content-Security-Policy: sandbox` and the SHA-256 of the bytes as a strong `ETag`.
         */
        get: operations["documents-content"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/{id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a new version of a document
         * @description A `multipart/form-data` body with the `file`: it becomes the current version; the earlier ones stay readable (at most 100 versions). The type is read from the bytes (PDF, DOCX, XLSX, PPTX, ODT, ODS, CSV, plain text, PNG or JPEG: else `415 UNSUPPORTED_MEDIA_TYPE`); a file over the upload limit (25 MiB unless configured) is `413 PAYLOAD_TOO_LARGE`, one that would take the organization past its plan's storage quota `413 STORAGE_QUOTA_EXCEEDED`. The file's name is cleaned (no path, no control characters, at most 200 characters). Accepts `Idempotency-Key`.
         */
        post: operations["documents-addVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the organization’s audit records, newest first
         * @description The organization's audit trail, newest first: one record per change and per credential event, with who (`actor`), from where (`ip`, `userAgent`, `requestId`), what (`action`, `target`) and the fields it changed (`changes`, never a secret). Filter by actor, action, target and time; `targetType` + `targetId` give one pursuit's or project's own trail. Each record carries its hash and its predecessor's: the chain an operator verifies with `cli audit verify`. Needs `VIEW_AUDIT_LOG` (owner, admin, auditor).
         */
        get: operations["auditLog-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints (oldest first; never their secrets)
         * @description The organization's webhook endpoints, oldest first (a `gms_test_` key: the sandbox's). No answer but the creation's ever carries an endpoint's signing secret.
         */
        get: operations["webhooks-list"];
        put?: never;
        /**
         * Register a webhook endpoint; the answer carries its signing secret, once (accepts Idempotency-Key)
         * @description Registers an endpoint of the organization (a `gms_test_` key: of its sandbox, receiving test-mode events). The answer carries the signing secret (`whsec_…`): the only time the API shows it. The URL must be `https` and reach a public address: a private, loopback, link-local or reserved one is `400 VALIDATION_FAILED` naming the rule. Each event type subscribed to (none listed: every type) needs the permissions to read its data, else `403 FORBIDDEN` naming them. At most 10 endpoints per organization (`409 CONFLICT`). Accepts `Idempotency-Key`: a replay returns the same answer, secret included, and registers nothing.
         */
        post: operations["webhooks-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One webhook endpoint (without its secret)
         * @description One webhook endpoint of the organization, without its signing secret.
         */
        get: operations["webhooks-get"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint with its delivery log (204)
         * @description Deletes the endpoint, its deliveries and their attempts: nothing more is sent to it.
         */
        delete: operations["webhooks-delete"];
        options?: never;
        head?: never;
        /**
         * Change a webhook endpoint: URL, event types, description, enabled
         * @description Changes what is sent and applies the same rules as a registration (the URL check, the event types and the permissions to read them: the caller must be able to read every type the endpoint receives afterwards). `enabled: true` resumes an endpoint disabled by a user or by failed deliveries and clears its failure count. The secret is neither shown nor changed.
         */
        patch: operations["webhooks-update"];
        trace?: never;
    };
    "/organization/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The applicant profile, and whether the organization is ready to apply
         * @description What federal applications ask of the applicant (legal name, EIN, UEI, SAM.gov registration, applicant type, authorized representative, fiscal year, indirect cost rate) and `readiness`: ready, or what is missing (a SAM.gov registration that expired is missing: it makes the organization ineligible for federal awards). A profile never filled in answers with every field null. Needs VIEW_GRANTS.
         */
        get: operations["organizationProfile-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the applicant profile
         * @description Send only the fields that change; `null` clears one. A malformed value (an EIN not written `NN-NNNNNNN`, a UEI that is not 12 upper-case letters and digits without I or O and not starting with 0, an unknown applicant type, a month outside 1–12, a rate outside 0–100) answers 400 naming the field, and nothing changes. Needs MANAGE_ORGANIZATION, which people hold and API keys never do: an API key is answered 403.
         */
        patch: operations["organizationProfile-update"];
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        SavedSearchFilters: {
            /** @description Full-text search */
            q?: string;
            /** Format: uuid */
            missionId?: string;
            /** @description Minimum match score, 0–100 */
            minScore?: number;
            /** @description Default posted, forecasted */
            status?: ("posted" | "forecasted" | "closed" | "archived")[];
            /** Format: date */
            closesAfter?: string;
            /** Format: date */
            closesBefore?: string;
            /** @description Agency code or part of its name */
            agency?: string;
            /** @enum {string} */
            sort?: "score" | "closeDate" | "postedDate" | "awardCeiling";
            /**
             * @description Default exclude: grants marked "not relevant" are hidden
             * @enum {string}
             */
            dismissed?: "exclude" | "include" | "only";
            /** @description true: only programs with other cycles; false: only the others */
            recurring?: boolean;
            /**
             * @description Default matched; all: the whole catalog (not with missionId or minScore)
             * @enum {string}
             */
            scope?: "matched" | "all";
        };
        Health: {
            /** @enum {string} */
            status: "ok" | "unavailable";
            version: string;
            uptimeSeconds: number;
            checks?: {
                /** @enum {string} */
                database: "ok" | "unavailable";
                /** @enum {string} */
                rateLimiter: "ok" | "memory" | "unavailable";
            };
        };
        GrantListItem: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            source: "grants.gov" | "private" | "synthetic";
            sourceId: string;
            opportunityNumber: string | null;
            title: string;
            agency: string | null;
            agencyCode: string | null;
            /** @enum {string} */
            status: "posted" | "forecasted" | "closed" | "archived";
            postedDate: string | null;
            closeDate: string | null;
            archiveDate: string | null;
            awardFloor: number | null;
            awardCeiling: number | null;
            estimatedTotalFunding: number | null;
            expectedAwards: number | null;
            currency: string;
            categories: string[];
            fundingInstruments: string[];
            eligibleApplicantTypes: string[];
            assistanceListings: {
                number: string;
                title: string | null;
            }[];
            costSharing: boolean | null;
            url: string | null;
            /** Format: date-time */
            updatedAt: string;
            match: {
                score: number;
                /** Format: uuid */
                missionId: string;
                missionName: string;
            } | null;
            pursuitId: string | null;
            /** @description The program has other cycles (other years) this organization can see */
            recurring: boolean;
        };
        Pagination: {
            /** @description The page size asked for */
            limit: number;
            /** @description Rows skipped */
            offset: number;
            /** @description Rows matching the filters, over all pages */
            total: number;
            /** @description Another page follows */
            hasMore: boolean;
        };
        Grant: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            source: "grants.gov" | "private" | "synthetic";
            sourceId: string;
            opportunityNumber: string | null;
            title: string;
            agency: string | null;
            agencyCode: string | null;
            /** @enum {string} */
            status: "posted" | "forecasted" | "closed" | "archived";
            postedDate: string | null;
            closeDate: string | null;
            archiveDate: string | null;
            awardFloor: number | null;
            awardCeiling: number | null;
            estimatedTotalFunding: number | null;
            expectedAwards: number | null;
            currency: string;
            categories: string[];
            fundingInstruments: string[];
            eligibleApplicantTypes: string[];
            assistanceListings: {
                number: string;
                title: string | null;
            }[];
            costSharing: boolean | null;
            url: string | null;
            /** Format: date-time */
            updatedAt: string;
            description: string | null;
            eligibilityNotes: string | null;
            contact: {
                name: string | null;
                email: string | null;
                phone: string | null;
                text: string | null;
            };
            matches: {
                score: number;
                /** Format: uuid */
                missionId: string;
                missionName: string;
                reasons: {
                    kind: string;
                    detail: string;
                    points: number;
                }[];
            }[];
            pursuitId: string | null;
            /** @description The other grants of the same program (other years), oldest posting first */
            cycles: components["schemas"]["GrantCycle"][];
            /** @description How the program recurs; null without other cycles */
            recurrence: components["schemas"]["Recurrence"] | null;
        };
        GrantCycle: {
            /** Format: uuid */
            id: string;
            opportunityNumber: string | null;
            postedDate: string | null;
            closeDate: string | null;
            /** @enum {string} */
            status: "posted" | "forecasted" | "closed" | "archived";
        };
        Recurrence: {
            /**
             * @description annual: each cycle posted 300–430 days after the one before
             * @enum {string}
             */
            cadence: "annual" | "irregular";
            /** @description The latest close date of a cycle that has closed */
            lastCloseDate: string | null;
            /** @description Annual programs: the latest posting plus whole years, after today */
            expectedNextPostDate: string | null;
        };
        Mission: {
            /** Format: uuid */
            id: string;
            name: string;
            description: string;
            keywords: string[];
            categories: string[];
            eligibleApplicantTypes: string[];
            amountMin: number | null;
            amountMax: number | null;
            active: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        Pursuit: {
            /** Format: uuid */
            id: string;
            grantId: string | null;
            title: string;
            /** @enum {string} */
            stage: "prospect" | "qualifying" | "drafting" | "submitted";
            /** @enum {string} */
            status: "active" | "on_hold" | "won" | "lost" | "withdrawn";
            probability: number;
            amountRequested: number | null;
            amountAwarded: number | null;
            currency: string;
            deadline: string | null;
            ownerUserId: string | null;
            notes: string | null;
            lostReason: ("not_funded" | "ineligible" | "missed_deadline" | "funder_declined" | "other") | null;
            wonAt: string | null;
            requirementsProgress: components["schemas"]["RequirementsProgress"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        RequirementsProgress: {
            /** @description Items on the checklist */
            total: number;
            /** @description Items done or waived */
            done: number;
            /** @description Required items still todo or in_progress: a move to submitted must acknowledge them */
            requiredOpen: number;
        };
        PursuitDetail: {
            /** Format: uuid */
            id: string;
            grantId: string | null;
            title: string;
            /** @enum {string} */
            stage: "prospect" | "qualifying" | "drafting" | "submitted";
            /** @enum {string} */
            status: "active" | "on_hold" | "won" | "lost" | "withdrawn";
            probability: number;
            amountRequested: number | null;
            amountAwarded: number | null;
            currency: string;
            deadline: string | null;
            ownerUserId: string | null;
            notes: string | null;
            lostReason: ("not_funded" | "ineligible" | "missed_deadline" | "funder_declined" | "other") | null;
            wonAt: string | null;
            requirementsProgress: components["schemas"]["RequirementsProgress"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description What a PATCH may change stage and status to now, per the state machine */
            allowedMoves: components["schemas"]["AllowedMoves"];
            history: components["schemas"]["PursuitHistoryEntry"][];
        };
        AllowedMoves: {
            /** @description The stages the pursuit may move to now (empty when it is not open) */
            stages: ("prospect" | "qualifying" | "drafting" | "submitted")[];
            /** @description The statuses it may take now (won and lost only at stage submitted; none once won) */
            statuses: ("active" | "on_hold" | "won" | "lost" | "withdrawn")[];
        };
        PursuitHistoryEntry: {
            /** Format: uuid */
            id: string;
            /** @description stage, status, probability, amountRequested, … */
            field: string;
            from: string | null;
            to: string | null;
            /** @description "user:<id>" or "api_key:<id>" */
            actor: string;
            /** Format: date-time */
            at: string;
        };
        PursuitUpdate: {
            /** Format: uuid */
            id: string;
            grantId: string | null;
            title: string;
            /** @enum {string} */
            stage: "prospect" | "qualifying" | "drafting" | "submitted";
            /** @enum {string} */
            status: "active" | "on_hold" | "won" | "lost" | "withdrawn";
            probability: number;
            amountRequested: number | null;
            amountAwarded: number | null;
            currency: string;
            deadline: string | null;
            ownerUserId: string | null;
            notes: string | null;
            lostReason: ("not_funded" | "ineligible" | "missed_deadline" | "funder_declined" | "other") | null;
            wonAt: string | null;
            requirementsProgress: components["schemas"]["RequirementsProgress"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description The funded project, when this change made the pursuit won */
            project?: components["schemas"]["Project"];
        };
        Project: {
            /** Format: uuid */
            id: string;
            name: string;
            pursuitId: string | null;
            grantId: string | null;
            /** @enum {string} */
            status: "active" | "completed" | "closed";
            awardAmount: number | null;
            currency: string;
            startDate: string | null;
            endDate: string | null;
            taskCounts: {
                total: number;
                completed: number;
                overdue: number;
            };
            closedAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        Requirement: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            pursuitId: string;
            /**
             * @description form, narrative, budget, attachment, letter, registration or other
             * @enum {string}
             */
            kind: "form" | "narrative" | "budget" | "attachment" | "letter" | "registration" | "other";
            title: string;
            description: string | null;
            /** @description A required item still open stops a move to submitted */
            required: boolean;
            /**
             * @description todo, in_progress, done or waived (done and waived count as done)
             * @enum {string}
             */
            status: "todo" | "in_progress" | "done" | "waived";
            /** @description Who does it: reminded 7 and 1 days before dueDate */
            ownerUserId: string | null;
            dueDate: string | null;
            /** @description The documents attached to the item, oldest first (GET /documents?requirementId=…) */
            documentIds: string[];
            /** @description 0-based place in the checklist */
            position: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        RequirementsAdded: {
            /** @description The items added, in checklist order */
            data: components["schemas"]["Requirement"][];
        };
        RequirementTemplate: {
            /** Format: uuid */
            id: string;
            name: string;
            description: string | null;
            /** @description In checklist order */
            items: components["schemas"]["RequirementTemplateItem"][];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        RequirementTemplateItem: {
            /**
             * @description form, narrative, budget, attachment, letter, registration or other
             * @enum {string}
             */
            kind: "form" | "narrative" | "budget" | "attachment" | "letter" | "registration" | "other";
            title: string;
            description: string | null;
            required: boolean;
            dueDaysBeforeDeadline: number | null;
        };
        Task: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            projectId: string;
            title: string;
            description: string | null;
            /** @enum {string} */
            status: "todo" | "in_progress" | "completed";
            dueDate: string | null;
            assigneeUserId: string | null;
            completedAt: string | null;
            /** @description "user:<id>" or "api_key:<id>" of whoever completed it */
            completedBy: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        ReportSummary: {
            /** Format: date-time */
            generatedAt: string;
            period: {
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
            };
            pipeline: {
                /** @description Open pursuits (active or on hold) */
                activeCount: number;
                byStage: {
                    /** @enum {string} */
                    stage: "prospect" | "qualifying" | "drafting" | "submitted";
                    count: number;
                    amountRequested: number;
                }[];
                byStatus: {
                    /** @enum {string} */
                    status: "active" | "on_hold" | "won" | "lost" | "withdrawn";
                    count: number;
                }[];
                totalRequested: number;
                /** @description Σ amountRequested × probability of open pursuits */
                weightedForecast: number;
            };
            outcomes: {
                /** @description Won in the period */
                won: number;
                /** @description Lost in the period */
                lost: number;
                /** @description won / (won + lost), 0–1; null when nothing was decided */
                winRate: number | null;
                totalAwarded: number;
                byMonth: {
                    /** @description YYYY-MM */
                    month: string;
                    won: number;
                    awarded: number;
                }[];
            };
            projects: {
                active: number;
                completed: number;
                closed: number;
                totalAwarded: number;
            };
            tasks: {
                total: number;
                completed: number;
                overdue: number;
                completionRate: number | null;
                upcoming: {
                    /** Format: uuid */
                    id: string;
                    /** Format: uuid */
                    projectId: string;
                    projectName: string;
                    title: string;
                    /** @enum {string} */
                    status: "todo" | "in_progress" | "completed";
                    dueDate: string | null;
                    assigneeUserId: string | null;
                }[];
            };
            deadlines: {
                upcoming: {
                    /** Format: uuid */
                    id: string;
                    title: string;
                    /** @enum {string} */
                    stage: "prospect" | "qualifying" | "drafting" | "submitted";
                    /** @enum {string} */
                    status: "active" | "on_hold" | "won" | "lost" | "withdrawn";
                    deadline: string | null;
                    amountRequested: number | null;
                    currency: string;
                }[];
            };
            grants: {
                matched: number;
                highMatch: number;
            };
        };
        Event: {
            /** @description evt_… */
            id: string;
            /** @enum {string} */
            type: "grant.found" | "pursuit.won" | "task.completed" | "webhook.test";
            /** Format: date-time */
            createdAt: string;
            /** @constant */
            apiVersion: "v1";
            livemode: boolean;
            /** Format: uuid */
            organizationId: string;
            data: {
                [key: string]: unknown;
            };
        };
        SavedSearch: {
            /** Format: uuid */
            id: string;
            name: string;
            filters: components["schemas"]["SavedSearchFilters"];
            /** @description The same filters as a query string: GET /grants?{grantsQuery} reopens the search */
            grantsQuery: string;
            /** @description Saved with an API key: the organization's, seen by every member, changed by API keys only */
            shared: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        BoilerplateListItem: {
            /** Format: uuid */
            id: string;
            title: string;
            tags: string[];
            /** @description The current version: 1 when created, one more for each edit */
            version: number;
            /** @description When someone last marked it reviewed; null: never */
            lastReviewedAt: string | null;
            /** @description Not reviewed (or, never reviewed, not created) in the last 12 months */
            stale: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description Who wrote it, as the audit trail names them: a person's email or an API key's name; null for the system */
            createdBy: string | null;
            /** @description Who wrote it, as the audit trail names them: a person's email or an API key's name; null for the system */
            updatedBy: string | null;
            /** @description The start of the body on one line, at most 240 characters and an ellipsis */
            excerpt: string;
        };
        BoilerplateEntry: {
            /** Format: uuid */
            id: string;
            title: string;
            tags: string[];
            /** @description The current version: 1 when created, one more for each edit */
            version: number;
            /** @description When someone last marked it reviewed; null: never */
            lastReviewedAt: string | null;
            /** @description Not reviewed (or, never reviewed, not created) in the last 12 months */
            stale: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description Who wrote it, as the audit trail names them: a person's email or an API key's name; null for the system */
            createdBy: string | null;
            /** @description Who wrote it, as the audit trail names them: a person's email or an API key's name; null for the system */
            updatedBy: string | null;
            body: string;
        };
        BoilerplateEntryDetail: {
            /** Format: uuid */
            id: string;
            title: string;
            tags: string[];
            /** @description The current version: 1 when created, one more for each edit */
            version: number;
            /** @description When someone last marked it reviewed; null: never */
            lastReviewedAt: string | null;
            /** @description Not reviewed (or, never reviewed, not created) in the last 12 months */
            stale: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description Who wrote it, as the audit trail names them: a person's email or an API key's name; null for the system */
            createdBy: string | null;
            /** @description Who wrote it, as the audit trail names them: a person's email or an API key's name; null for the system */
            updatedBy: string | null;
            body: string;
            /** @description Every version, newest first; GET …/versions/{version} has its body */
            versions: {
                version: number;
                title: string;
                tags: string[];
                /** Format: date-time */
                createdAt: string;
                /** @description Who wrote it, as the audit trail names them: a person's email or an API key's name; null for the system */
                createdBy: string | null;
            }[];
        };
        BoilerplateVersion: {
            version: number;
            title: string;
            tags: string[];
            /** Format: date-time */
            createdAt: string;
            /** @description Who wrote it, as the audit trail names them: a person's email or an API key's name; null for the system */
            createdBy: string | null;
            body: string;
        };
        Document: {
            /** Format: uuid */
            id: string;
            title: string;
            /** @description The uploaded file’s name, cleaned: no path, no control characters */
            fileName: string;
            /** @description The type sniffed from the bytes when uploaded, never the name the client gave */
            contentType: string;
            /** @description Bytes of the current version */
            size: number;
            /** @description The SHA-256 of the bytes, lowercase hex */
            sha256: string;
            /** @description The current version: 1 when uploaded, one more for each new version */
            version: number;
            /** @description The pursuit it belongs to (set with requirementId too) */
            pursuitId: string | null;
            projectId: string | null;
            /** @description The checklist item it is attached to */
            requirementId: string | null;
            /** @description Portal tokens with VIEW_DOCUMENTS read it */
            portalVisible: boolean;
            /** @description Who uploaded it, as the audit trail names them: a person's email or an API key's name */
            createdBy: string | null;
            /** @description Who uploaded it, as the audit trail names them: a person's email or an API key's name */
            updatedBy: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        DocumentDetail: {
            /** Format: uuid */
            id: string;
            title: string;
            /** @description The uploaded file’s name, cleaned: no path, no control characters */
            fileName: string;
            /** @description The type sniffed from the bytes when uploaded, never the name the client gave */
            contentType: string;
            /** @description Bytes of the current version */
            size: number;
            /** @description The SHA-256 of the bytes, lowercase hex */
            sha256: string;
            /** @description The current version: 1 when uploaded, one more for each new version */
            version: number;
            /** @description The pursuit it belongs to (set with requirementId too) */
            pursuitId: string | null;
            projectId: string | null;
            /** @description The checklist item it is attached to */
            requirementId: string | null;
            /** @description Portal tokens with VIEW_DOCUMENTS read it */
            portalVisible: boolean;
            /** @description Who uploaded it, as the audit trail names them: a person's email or an API key's name */
            createdBy: string | null;
            /** @description Who uploaded it, as the audit trail names them: a person's email or an API key's name */
            updatedBy: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description Every version, newest first */
            versions: {
                version: number;
                fileName: string;
                /** @description The type sniffed from the bytes when uploaded, never the name the client gave */
                contentType: string;
                size: number;
                /** @description The SHA-256 of the bytes, lowercase hex */
                sha256: string;
                /** Format: date-time */
                createdAt: string;
                /** @description Who uploaded it, as the audit trail names them: a person's email or an API key's name */
                createdBy: string | null;
            }[];
        };
        AuditRecord: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            organizationId: string;
            /** @description Position in the organization’s hash chain */
            seq: number;
            /** Format: date-time */
            occurredAt: string;
            actor: {
                /** @enum {string} */
                kind: "user" | "api_key" | "portal_token" | "system" | "operator";
                /** @description User, API key or portal token id; null for system and operator */
                id: string | null;
                /** @description A name to recognize the actor by: email, key or token name */
                label: string | null;
            };
            requestId: string | null;
            ip: string | null;
            userAgent: string | null;
            /** @description What happened, e.g. pursuit.updated, api_key.revoked */
            action: string;
            target: {
                type: string;
                id: string | null;
            };
            /** @description {field: [before, after]}; never a secret */
            changes: {
                [key: string]: unknown[];
            };
            /** @description The previous record’s hash (SHA-256, hex) */
            prevHash: string | null;
            /** @description SHA-256 (hex) of this record’s canonical form */
            hash: string;
        };
        WebhookEndpoint: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            organizationId: string;
            /** @description false: an endpoint of the sandbox, receiving test-mode events */
            livemode: boolean;
            url: string;
            description: string | null;
            /** @description Empty: every event type */
            eventTypes: string[];
            enabled: boolean;
            /** @description Why it stopped receiving events: disabled by a user, or after repeated failed deliveries */
            disabledReason: string | null;
            disabledAt: string | null;
            consecutiveFailures: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        WebhookEndpointCreated: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            organizationId: string;
            /** @description false: an endpoint of the sandbox, receiving test-mode events */
            livemode: boolean;
            url: string;
            description: string | null;
            /** @description Empty: every event type */
            eventTypes: string[];
            enabled: boolean;
            /** @description Why it stopped receiving events: disabled by a user, or after repeated failed deliveries */
            disabledReason: string | null;
            disabledAt: string | null;
            consecutiveFailures: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description The signing secret (`whsec_…`): shown in this answer only, never by any GET. Store it now. */
            secret: string;
        };
        OrganizationProfile: {
            /** Format: uuid */
            organizationId: string;
            legalName: string | null;
            /** @description Employer Identification Number, `NN-NNNNNNN` */
            ein: string | null;
            /** @description SAM.gov Unique Entity ID */
            uei: string | null;
            samRegistrationExpiresOn: string | null;
            /** @description A Grants.gov eligible-applicant code */
            applicantType: string | null;
            /** @description The applicant type as Grants.gov words it */
            applicantTypeLabel: string | null;
            authorizedRepresentative: {
                name: string | null;
                title: string | null;
                email: string | null;
            };
            /** @description 1 (January) … 12 (December) */
            fiscalYearStartMonth: number | null;
            /** @description Negotiated indirect cost rate, percent */
            indirectCostRate: number | null;
            /** @description When the indirect cost rate agreement expires */
            indirectCostRateExpiresOn: string | null;
            readiness: components["schemas"]["ProfileReadiness"];
            /** @description null until the profile is first changed */
            updatedAt: string | null;
        };
        ProfileReadiness: {
            /** @description true when nothing is missing (warnings do not block) */
            ready: boolean;
            /** @description What an application needs and the profile lacks: a missing field, or a SAM.gov registration expired */
            missing: {
                /** @description The profile field, as a PATCH names it (`authorizedRepresentative.email`) */
                field: string;
                message: string;
            }[];
            /** @description What does not block: SAM.gov or the indirect cost rate agreement expiring within 30 days, the agreement expired */
            warnings: {
                /** @description The profile field, as a PATCH names it (`authorizedRepresentative.email`) */
                field: string;
                message: string;
            }[];
        };
        /** @description Every non-2xx answer. */
        Error: {
            /** @description What went wrong, for a person to read. */
            error: string;
            /**
             * @description What went wrong, for a program to branch on.
             * @enum {string}
             */
            code: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED" | "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED" | "FORBIDDEN" | "READ_ONLY_CREDENTIAL" | "IP_NOT_ALLOWED" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "INVALID_TRANSITION" | "CONFLICT" | "REQUIREMENTS_INCOMPLETE" | "IDEMPOTENCY_CONFLICT" | "PAYLOAD_TOO_LARGE" | "STORAGE_QUOTA_EXCEEDED" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "INTERNAL" | "UNAVAILABLE";
            /** @description The `X-Request-Id` of this answer (`req_…`, or the caller's own id echoed). */
            requestId: string;
            /** @description Validation failures: one per parameter or field. `REQUIREMENTS_INCOMPLETE`: one per open required checklist item (`requirements.<id>`, its title). */
            issues?: {
                /** @description The parameter or field, dotted. */
                path: string;
                message: string;
            }[];
        };
    };
    responses: never;
    parameters: {
        /**
         * @description Makes the POST safe to retry: the same key and body within 24 hours replays the first answer and creates nothing. Scoped to the organization.
         * @example 6f1c0b1e-4b7a-4d2e-9a53-0c1f7d9e2b44
         */
        IdempotencyKey: string;
        /**
         * @description An `ETag` from an earlier answer: while the resource is unchanged the answer is `304` with no body, and costs no rate-limit unit.
         * @example "1f4-Xb1q2Zk0pYvM3kq8Wc5n7uJ9aTg"
         */
        IfNoneMatch: string;
        /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
        OrganizationId: string;
        /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
        RequestId: string;
    };
    requestBodies: never;
    headers: {
        /** @description This request's id (`req_…`), or the caller's own `X-Request-Id` echoed. */
        XRequestId: string;
        /** @description `private, no-cache` for a credential's answers (revalidate with `If-None-Match`), `no-store` for a portal token's, `public, max-age=300` for this document. */
        CacheControl: string;
        /** @description Always `nosniff`. */
        XContentTypeOptions: "nosniff";
        /** @description Nothing in an answer may run or be framed. */
        ContentSecurityPolicy: string;
        /** @description `no-referrer` on a portal token's answers. */
        ReferrerPolicy: string;
        /** @description When the server is configured with an `https://` address. */
        StrictTransportSecurity: string;
        /** @description A strong tag of the body: send it back in `If-None-Match`. */
        ETag: string;
        /** @description Always `attachment`, with the file name (RFC 6266: `filename` in ASCII, `filename*` in UTF-8). */
        ContentDisposition: string;
        /** @description The size of the file in bytes. */
        ContentLength: number;
        /** @description `true` when this is the stored answer of an earlier request with the same `Idempotency-Key`. */
        IdempotentReplayed: "true";
        /** @description Requests allowed per minute on the organization's plan. */
        XRateLimitLimit: number;
        /** @description Requests left in the current window. */
        XRateLimitRemaining: number;
        /** @description When the window resets, in unix seconds. */
        XRateLimitReset: number;
        /** @description IETF draft form: `"basic";r=42;t=17` (remaining, seconds to reset). */
        RateLimit: string;
        /** @description IETF draft form: `"basic";q=100;w=60` (quota, window seconds). */
        RateLimitPolicy: string;
        /** @description Seconds to wait before retrying (at least 1). */
        RetryAfter: number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "system-health": {
        parameters: {
            query?: {
                probe?: "live" | "ready";
                verbose?: string;
            };
            header?: {
                /**
                 * @description An `ETag` from an earlier answer: while the resource is unchanged the answer is `304` with no body, and costs no rate-limit unit.
                 * @example "1f4-Xb1q2Zk0pYvM3kq8Wc5n7uJ9aTg"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok",
                     *       "version": "0.1.0",
                     *       "uptimeSeconds": 86412,
                     *       "checks": {
                     *         "database": "ok",
                     *         "rateLimiter": "ok"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description Not modified: the `If-None-Match` tag is current. No body, and no rate-limit unit spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000001",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000001"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
            /** @description The database cannot be reached: `status` is `unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "unavailable",
                     *       "version": "0.1.0",
                     *       "uptimeSeconds": 3600,
                     *       "checks": {
                     *         "database": "unavailable",
                     *         "rateLimiter": "memory"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    "grants-list": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                q?: string;
                missionId?: string;
                minScore?: number;
                status?: string;
                closesAfter?: string;
                closesBefore?: string;
                agency?: string;
                sort?: "score" | "closeDate" | "postedDate" | "awardCeiling";
                dismissed?: "exclude" | "include" | "only";
                recurring?: string;
                scope?: "matched" | "all";
                facets?: string;
            };
            header?: {
                /**
                 * @description An `ETag` from an earlier answer: while the resource is unchanged the answer is `304` with no body, and costs no rate-limit unit.
                 * @example "1f4-Xb1q2Zk0pYvM3kq8Wc5n7uJ9aTg"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "502b8e2f-34b9-4c75-8605-9bb0602e42de",
                     *           "source": "grants.gov",
                     *           "sourceId": "361472",
                     *           "opportunityNumber": "ED-GRANTS-021126-001",
                     *           "title": "Office of Career, Technical, and Adult Education (OCTAE): Rural Adult Literacy Innovation Program, Assistance Listing Number 84.191B",
                     *           "agency": "Department of Education",
                     *           "agencyCode": "ED",
                     *           "status": "posted",
                     *           "postedDate": "2026-02-11",
                     *           "closeDate": "2026-04-14",
                     *           "archiveDate": "2026-05-14",
                     *           "awardFloor": 150000,
                     *           "awardCeiling": 450000,
                     *           "estimatedTotalFunding": 6000000,
                     *           "expectedAwards": 15,
                     *           "currency": "USD",
                     *           "categories": [
                     *             "Education"
                     *           ],
                     *           "fundingInstruments": [
                     *             "Grant"
                     *           ],
                     *           "eligibleApplicantTypes": [
                     *             "County governments",
                     *             "Public and State controlled institutions of higher education",
                     *             "Nonprofits having a 501(c)(3) status with the IRS, other than institutions of higher education",
                     *             "Nonprofits that do not have a 501(c)(3) status with the IRS, other than institutions of higher education"
                     *           ],
                     *           "assistanceListings": [
                     *             {
                     *               "number": "84.191",
                     *               "title": null
                     *             }
                     *           ],
                     *           "costSharing": false,
                     *           "url": "https://www.grants.gov/search-results-detail/361472",
                     *           "updatedAt": "2026-02-12T06:14:51.630Z",
                     *           "match": {
                     *             "score": 89,
                     *             "missionId": "71cdf2e8-e68e-4bab-8e84-3ab38a2dfa81",
                     *             "missionName": "Adult literacy in rural counties"
                     *           },
                     *           "pursuitId": "fb7ab094-9ef0-46b5-8bd1-61abb9615d08",
                     *           "recurring": true
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "limit": 1,
                     *         "offset": 0,
                     *         "total": 9,
                     *         "hasMore": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["GrantListItem"][];
                        pagination: components["schemas"]["Pagination"];
                        /** @description With ?facets=: each requested facet's values and how many grants of the filtered list have each, the 50 most frequent first */
                        facets?: {
                            status?: {
                                value: string;
                                count: number;
                            }[];
                            agency?: {
                                value: string;
                                count: number;
                            }[];
                            category?: {
                                value: string;
                                count: number;
                            }[];
                            eligibility?: {
                                value: string;
                                count: number;
                            }[];
                            fundingInstrument?: {
                                value: string;
                                count: number;
                            }[];
                        };
                    };
                };
            };
            /** @description Not modified: the `If-None-Match` tag is current. No body, and no rate-limit unit spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000002",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000002"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000002"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000002"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000002"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "grants-get": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An `ETag` from an earlier answer: while the resource is unchanged the answer is `304` with no body, and costs no rate-limit unit.
                 * @example "1f4-Xb1q2Zk0pYvM3kq8Wc5n7uJ9aTg"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "502b8e2f-34b9-4c75-8605-9bb0602e42de",
                     *       "source": "grants.gov",
                     *       "sourceId": "361472",
                     *       "opportunityNumber": "ED-GRANTS-021126-001",
                     *       "title": "Office of Career, Technical, and Adult Education (OCTAE): Rural Adult Literacy Innovation Program, Assistance Listing Number 84.191B",
                     *       "agency": "Department of Education",
                     *       "agencyCode": "ED",
                     *       "status": "posted",
                     *       "postedDate": "2026-02-11",
                     *       "closeDate": "2026-04-14",
                     *       "archiveDate": "2026-05-14",
                     *       "awardFloor": 150000,
                     *       "awardCeiling": 450000,
                     *       "estimatedTotalFunding": 6000000,
                     *       "expectedAwards": 15,
                     *       "currency": "USD",
                     *       "categories": [
                     *         "Education"
                     *       ],
                     *       "fundingInstruments": [
                     *         "Grant"
                     *       ],
                     *       "eligibleApplicantTypes": [
                     *         "County governments",
                     *         "Public and State controlled institutions of higher education",
                     *         "Nonprofits having a 501(c)(3) status with the IRS, other than institutions of higher education",
                     *         "Nonprofits that do not have a 501(c)(3) status with the IRS, other than institutions of higher education"
                     *       ],
                     *       "assistanceListings": [
                     *         {
                     *           "number": "84.191",
                     *           "title": null
                     *         }
                     *       ],
                     *       "costSharing": false,
                     *       "url": "https://www.grants.gov/search-results-detail/361472",
                     *       "updatedAt": "2026-02-12T06:14:51.630Z",
                     *       "description": "The Rural Adult Literacy Innovation Program supports projects that raise the literacy, numeracy and digital skills of adults in rural counties, where adult education providers are few and far apart.\nProjects may combine adult literacy instruction with family literacy activities, volunteer tutoring, distance learning and partnerships with public libraries and employers. Applicants must describe how they will recruit and train volunteers, how they will measure gains in adult literacy, and how family literacy services will reach parents of young children.",
                     *       "eligibilityNotes": "Eligible applicants are local educational agencies, community-based organizations of demonstrated effectiveness, public libraries and institutions of higher education that serve adults in rural counties, alone or in consortia.",
                     *       "contact": {
                     *         "name": "Tamara Ellison",
                     *         "email": "RuralAdultLiteracy@ed.gov",
                     *         "phone": "202-245-7740",
                     *         "text": "Tamara Ellison\nOffice of Career, Technical, and Adult Education\nU.S. Department of Education\nRuralAdultLiteracy@ed.gov"
                     *       },
                     *       "matches": [
                     *         {
                     *           "score": 89,
                     *           "missionId": "71cdf2e8-e68e-4bab-8e84-3ab38a2dfa81",
                     *           "missionName": "Adult literacy in rural counties",
                     *           "reasons": [
                     *             {
                     *               "kind": "keyword",
                     *               "detail": "matched \"adult literacy\" in the title and the text (2 mentions)",
                     *               "points": 32
                     *             },
                     *             {
                     *               "kind": "keyword",
                     *               "detail": "matched \"rural\" in the title and the text (1 mention)",
                     *               "points": 26
                     *             },
                     *             {
                     *               "kind": "keyword",
                     *               "detail": "matched \"family literacy\" in the description (2 mentions)",
                     *               "points": 12
                     *             },
                     *             {
                     *               "kind": "term",
                     *               "detail": "mission description terms found: tutoring, volunteers",
                     *               "points": 4
                     *             },
                     *             {
                     *               "kind": "category",
                     *               "detail": "Education",
                     *               "points": 15
                     *             },
                     *             {
                     *               "kind": "eligibility",
                     *               "detail": "open to Nonprofits having a 501(c)(3) status with the IRS, other than institutions of higher education",
                     *               "points": 0
                     *             },
                     *             {
                     *               "kind": "amount",
                     *               "detail": "award $150,000–$450,000 fits your range $50,000–$500,000",
                     *               "points": 0
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "score": 55,
                     *           "missionId": "ce209b34-725a-4ba1-9829-c35a1f63e310",
                     *           "missionName": "Summer reading for rural families",
                     *           "reasons": [
                     *             {
                     *               "kind": "keyword",
                     *               "detail": "matched \"family literacy\" in the description (2 mentions)",
                     *               "points": 12
                     *             },
                     *             {
                     *               "kind": "scale",
                     *               "detail": "the mission has 1 keyword: keyword points × 3/1, up to 40",
                     *               "points": 24
                     *             },
                     *             {
                     *               "kind": "term",
                     *               "detail": "mission description terms found: libraries, parents",
                     *               "points": 4
                     *             },
                     *             {
                     *               "kind": "category",
                     *               "detail": "Education",
                     *               "points": 15
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "pursuitId": "fb7ab094-9ef0-46b5-8bd1-61abb9615d08",
                     *       "cycles": [
                     *         {
                     *           "id": "0d5b3f9e-6c1a-4f7e-9b8d-2a4c6e8f1b3d",
                     *           "opportunityNumber": "ED-GRANTS-020925-001",
                     *           "postedDate": "2025-02-09",
                     *           "closeDate": "2025-04-11",
                     *           "status": "closed"
                     *         }
                     *       ],
                     *       "recurrence": {
                     *         "cadence": "annual",
                     *         "lastCloseDate": "2025-04-11",
                     *         "expectedNextPostDate": "2027-02-11"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Grant"];
                };
            };
            /** @description Not modified: the `If-None-Match` tag is current. No body, and no rate-limit unit spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000003",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000003"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000003"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED";
                    };
                };
            };
            /** @description Not found: unknown, or belonging to another organization (never a hint which). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Pursuit not found",
                     *       "code": "NOT_FOUND",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000003"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000003"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000003"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "missions-list": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                active?: string;
            };
            header?: {
                /**
                 * @description An `ETag` from an earlier answer: while the resource is unchanged the answer is `304` with no body, and costs no rate-limit unit.
                 * @example "1f4-Xb1q2Zk0pYvM3kq8Wc5n7uJ9aTg"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "71cdf2e8-e68e-4bab-8e84-3ab38a2dfa81",
                     *           "name": "Adult literacy in rural counties",
                     *           "description": "One-to-one tutoring and small-group classes that help adults in rural counties read, write and handle everyday math, taught by trained volunteers at county libraries and community centers.",
                     *           "keywords": [
                     *             "adult literacy",
                     *             "rural",
                     *             "family literacy",
                     *             "GED preparation",
                     *             "digital literacy"
                     *           ],
                     *           "categories": [
                     *             "Education",
                     *             "Employment, Labor and Training"
                     *           ],
                     *           "eligibleApplicantTypes": [
                     *             "Nonprofits having a 501(c)(3) status with the IRS, other than institutions of higher education"
                     *           ],
                     *           "amountMin": 50000,
                     *           "amountMax": 500000,
                     *           "active": true,
                     *           "createdAt": "2026-01-20T16:02:11.845Z",
                     *           "updatedAt": "2026-02-03T10:27:40.112Z"
                     *         },
                     *         {
                     *           "id": "ce209b34-725a-4ba1-9829-c35a1f63e310",
                     *           "name": "Summer reading for rural families",
                     *           "description": "Summer reading clubs at county libraries where parents and children read together.",
                     *           "keywords": [
                     *             "family literacy"
                     *           ],
                     *           "categories": [
                     *             "Education"
                     *           ],
                     *           "eligibleApplicantTypes": [],
                     *           "amountMin": null,
                     *           "amountMax": null,
                     *           "active": true,
                     *           "createdAt": "2026-01-27T14:45:09.301Z",
                     *           "updatedAt": "2026-01-27T14:45:09.301Z"
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "limit": 20,
                     *         "offset": 0,
                     *         "total": 2,
                     *         "hasMore": false
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Mission"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description Not modified: the `If-None-Match` tag is current. No body, and no rate-limit unit spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000004",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000004"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000004"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000004"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000004"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "missions-create": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry: the same key and body within 24 hours replays the first answer and creates nothing. Scoped to the organization.
                 * @example 6f1c0b1e-4b7a-4d2e-9a53-0c1f7d9e2b44
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Adult literacy in rural counties",
                 *       "description": "One-to-one tutoring and small-group classes that help adults in rural counties read, write and handle everyday math, taught by trained volunteers at county libraries and community centers.",
                 *       "keywords": [
                 *         "adult literacy",
                 *         "rural",
                 *         "family literacy",
                 *         "GED preparation",
                 *         "English language learners"
                 *       ],
                 *       "categories": [
                 *         "Education"
                 *       ],
                 *       "eligibleApplicantTypes": [
                 *         "Nonprofits having a 501(c)(3) status with the IRS, other than institutions of higher education"
                 *       ],
                 *       "amountMin": 50000,
                 *       "amountMax": 250000
                 *     }
                 */
                "application/json": {
                    name: string;
                    /** @default  */
                    description?: string;
                    /** @default [] */
                    keywords?: string[];
                    /** @default [] */
                    categories?: string[];
                    /** @default [] */
                    eligibleApplicantTypes?: string[];
                    /** @default null */
                    amountMin?: number | null;
                    /** @default null */
                    amountMax?: number | null;
                    /** @default true */
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "71cdf2e8-e68e-4bab-8e84-3ab38a2dfa81",
                     *       "name": "Adult literacy in rural counties",
                     *       "description": "One-to-one tutoring and small-group classes that help adults in rural counties read, write and handle everyday math, taught by trained volunteers at county libraries and community centers.",
                     *       "keywords": [
                     *         "adult literacy",
                     *         "rural",
                     *         "family literacy",
                     *         "GED preparation",
                     *         "English language learners"
                     *       ],
                     *       "categories": [
                     *         "Education"
                     *       ],
                     *       "eligibleApplicantTypes": [
                     *         "Nonprofits having a 501(c)(3) status with the IRS, other than institutions of higher education"
                     *       ],
                     *       "amountMin": 50000,
                     *       "amountMax": 250000,
                     *       "active": true,
                     *       "createdAt": "2026-01-20T16:02:11.845Z",
                     *       "updatedAt": "2026-01-20T16:02:11.845Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Mission"];
                };
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000005",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000005"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000005"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED" | "READ_ONLY_CREDENTIAL";
                    };
                };
            };
            /** @description Conflicts with the current state. `CONFLICT`: the change clashes with other data (the message says which: an open pursuit of the same grant, a closed project), or a request with this `Idempotency-Key` is still running. `IDEMPOTENCY_CONFLICT`: this `Idempotency-Key` was used with a different body. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An open pursuit of this grant exists: 0193f1d2-7c4e-7a51-9b0e-3f6a2c9d8e14",
                     *       "code": "CONFLICT",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000005"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "CONFLICT" | "IDEMPOTENCY_CONFLICT";
                    };
                };
            };
            /** @description The body is over 1 MiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body exceeds 1 MiB",
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000005"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body must be JSON (Content-Type: application/json)",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000005"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000005"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000005"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "missions-delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ce209b34-725a-4ba1-9829-c35a1f63e310",
                     *       "deleted": true
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @constant */
                        deleted: true;
                    };
                };
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000007",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000007"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000007"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED" | "READ_ONLY_CREDENTIAL";
                    };
                };
            };
            /** @description Not found: unknown, or belonging to another organization (never a hint which). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Pursuit not found",
                     *       "code": "NOT_FOUND",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000007"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000007"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000007"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "missions-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "keywords": [
                 *         "adult literacy",
                 *         "rural",
                 *         "family literacy",
                 *         "GED preparation",
                 *         "digital literacy"
                 *       ],
                 *       "categories": [
                 *         "Education",
                 *         "Employment, Labor and Training"
                 *       ],
                 *       "eligibleApplicantTypes": [
                 *         "Nonprofits having a 501(c)(3) status with the IRS, other than institutions of higher education"
                 *       ],
                 *       "amountMax": 500000
                 *     }
                 */
                "application/json": {
                    name?: string;
                    description?: string;
                    keywords?: string[];
                    categories?: string[];
                    eligibleApplicantTypes?: string[];
                    amountMin?: number | null;
                    amountMax?: number | null;
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "71cdf2e8-e68e-4bab-8e84-3ab38a2dfa81",
                     *       "name": "Adult literacy in rural counties",
                     *       "description": "One-to-one tutoring and small-group classes that help adults in rural counties read, write and handle everyday math, taught by trained volunteers at county libraries and community centers.",
                     *       "keywords": [
                     *         "adult literacy",
                     *         "rural",
                     *         "family literacy",
                     *         "GED preparation",
                     *         "digital literacy"
                     *       ],
                     *       "categories": [
                     *         "Education",
                     *         "Employment, Labor and Training"
                     *       ],
                     *       "eligibleApplicantTypes": [
                     *         "Nonprofits having a 501(c)(3) status with the IRS, other than institutions of higher education"
                     *       ],
                     *       "amountMin": 50000,
                     *       "amountMax": 500000,
                     *       "active": true,
                     *       "createdAt": "2026-01-20T16:02:11.845Z",
                     *       "updatedAt": "2026-02-03T10:27:40.112Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Mission"];
                };
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000006",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000006"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000006"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED" | "READ_ONLY_CREDENTIAL";
                    };
                };
            };
            /** @description Not found: unknown, or belonging to another organization (never a hint which). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Pursuit not found",
                     *       "code": "NOT_FOUND",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000006"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description The body is over 1 MiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body exceeds 1 MiB",
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000006"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body must be JSON (Content-Type: application/json)",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000006"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000006"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000006"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "pursuits-list": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                stage?: string;
                status?: string;
                grantId?: string;
                sort?: "updatedAt" | "deadline";
            };
            header?: {
                /**
                 * @description An `ETag` from an earlier answer: while the resource is unchanged the answer is `304` with no body, and costs no rate-limit unit.
                 * @example "1f4-Xb1q2Zk0pYvM3kq8Wc5n7uJ9aTg"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "df65e3d5-6d9a-440c-8844-41675c9951a3",
                     *           "grantId": "cb8610af-c632-4848-9924-5f794f2e9676",
                     *           "title": "Libraries as Adult Learning Hubs (IMLS National Leadership Grants for Libraries)",
                     *           "stage": "drafting",
                     *           "status": "active",
                     *           "probability": 50,
                     *           "amountRequested": 250000,
                     *           "amountAwarded": null,
                     *           "currency": "USD",
                     *           "deadline": "2026-10-08",
                     *           "ownerUserId": "041c4260-77d2-4486-bce9-e7d44e36b389",
                     *           "notes": null,
                     *           "lostReason": null,
                     *           "wonAt": null,
                     *           "requirementsProgress": {
                     *             "total": 8,
                     *             "done": 5,
                     *             "requiredOpen": 3
                     *           },
                     *           "createdAt": "2026-07-20T14:03:27.905Z",
                     *           "updatedAt": "2026-09-16T11:25:48.660Z"
                     *         },
                     *         {
                     *           "id": "cf176e73-3f71-422f-8b80-0c1c601154e0",
                     *           "grantId": null,
                     *           "title": "Appalachian Literacy Fund: 2027 community grant",
                     *           "stage": "prospect",
                     *           "status": "on_hold",
                     *           "probability": 10,
                     *           "amountRequested": 20000,
                     *           "amountAwarded": null,
                     *           "currency": "USD",
                     *           "deadline": null,
                     *           "ownerUserId": null,
                     *           "notes": "Waiting for the fund to open its 2027 cycle.",
                     *           "lostReason": null,
                     *           "wonAt": null,
                     *           "requirementsProgress": {
                     *             "total": 0,
                     *             "done": 0,
                     *             "requiredOpen": 0
                     *           },
                     *           "createdAt": "2026-05-04T09:12:40.118Z",
                     *           "updatedAt": "2026-06-01T08:30:02.447Z"
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "limit": 20,
                     *         "offset": 0,
                     *         "total": 2,
                     *         "hasMore": false
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Pursuit"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description Not modified: the `If-None-Match` tag is current. No body, and no rate-limit unit spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000008",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000008"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000008"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000008"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000008"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "pursuits-create": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry: the same key and body within 24 hours replays the first answer and creates nothing. Scoped to the organization.
                 * @example 6f1c0b1e-4b7a-4d2e-9a53-0c1f7d9e2b44
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "grantId": "502b8e2f-34b9-4c75-8605-9bb0602e42de",
                 *       "title": "Tri-County Adult Reading Corps (ED Rural Adult Literacy Innovation)",
                 *       "stage": "qualifying",
                 *       "amountRequested": 400000,
                 *       "ownerUserId": "041c4260-77d2-4486-bce9-e7d44e36b389",
                 *       "notes": "Partner with the Harlan, Letcher and Perry county public libraries; letters of support due March 20."
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: uuid
                     * @description A catalog grant to pursue (the title defaults to the grant's)
                     */
                    grantId?: string;
                    /** @description Required without grantId: an opportunity outside the catalog */
                    title?: string;
                    /** @enum {string} */
                    stage?: "prospect" | "qualifying" | "drafting" | "submitted";
                    amountRequested?: number | null;
                    currency?: string;
                    deadline?: string | null;
                    probability?: number;
                    ownerUserId?: string | null;
                    notes?: string | null;
                    /**
                     * Format: uuid
                     * @description A requirement template of the organization: its items start the pursuit's checklist (another organization's: 404)
                     */
                    templateId?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "fb7ab094-9ef0-46b5-8bd1-61abb9615d08",
                     *       "grantId": "502b8e2f-34b9-4c75-8605-9bb0602e42de",
                     *       "title": "Tri-County Adult Reading Corps (ED Rural Adult Literacy Innovation)",
                     *       "stage": "qualifying",
                     *       "status": "active",
                     *       "probability": 25,
                     *       "amountRequested": 400000,
                     *       "amountAwarded": null,
                     *       "currency": "USD",
                     *       "deadline": "2026-04-14",
                     *       "ownerUserId": "041c4260-77d2-4486-bce9-e7d44e36b389",
                     *       "notes": "Partner with the Harlan, Letcher and Perry county public libraries; letters of support due March 20.",
                     *       "lostReason": null,
                     *       "wonAt": null,
                     *       "requirementsProgress": {
                     *         "total": 0,
                     *         "done": 0,
                     *         "requiredOpen": 0
                     *       },
                     *       "createdAt": "2026-02-17T15:20:44.318Z",
                     *       "updatedAt": "2026-02-17T15:20:44.318Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Pursuit"];
                };
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000009",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000009"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000009"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED" | "READ_ONLY_CREDENTIAL";
                    };
                };
            };
            /** @description Not found: unknown, or belonging to another organization (never a hint which). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Pursuit not found",
                     *       "code": "NOT_FOUND",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000009"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state. `CONFLICT`: the change clashes with other data (the message says which: an open pursuit of the same grant, a closed project), or a request with this `Idempotency-Key` is still running. `IDEMPOTENCY_CONFLICT`: this `Idempotency-Key` was used with a different body. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An open pursuit of this grant exists: 0193f1d2-7c4e-7a51-9b0e-3f6a2c9d8e14",
                     *       "code": "CONFLICT",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000009"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "CONFLICT" | "IDEMPOTENCY_CONFLICT";
                    };
                };
            };
            /** @description The body is over 1 MiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body exceeds 1 MiB",
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000009"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body must be JSON (Content-Type: application/json)",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000009"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000009"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000009"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "pursuits-get": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An `ETag` from an earlier answer: while the resource is unchanged the answer is `304` with no body, and costs no rate-limit unit.
                 * @example "1f4-Xb1q2Zk0pYvM3kq8Wc5n7uJ9aTg"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "fb7ab094-9ef0-46b5-8bd1-61abb9615d08",
                     *       "grantId": "502b8e2f-34b9-4c75-8605-9bb0602e42de",
                     *       "title": "Tri-County Adult Reading Corps (ED Rural Adult Literacy Innovation)",
                     *       "stage": "submitted",
                     *       "status": "won",
                     *       "probability": 100,
                     *       "amountRequested": 400000,
                     *       "amountAwarded": 385000,
                     *       "currency": "USD",
                     *       "deadline": "2026-04-14",
                     *       "ownerUserId": "041c4260-77d2-4486-bce9-e7d44e36b389",
                     *       "notes": "Partner with the Harlan, Letcher and Perry county public libraries; letters of support due March 20.",
                     *       "lostReason": null,
                     *       "wonAt": "2026-07-22T15:04:31.489Z",
                     *       "requirementsProgress": {
                     *         "total": 0,
                     *         "done": 0,
                     *         "requiredOpen": 0
                     *       },
                     *       "createdAt": "2026-02-17T15:20:44.318Z",
                     *       "updatedAt": "2026-07-22T15:04:31.482Z",
                     *       "allowedMoves": {
                     *         "stages": [],
                     *         "statuses": []
                     *       },
                     *       "history": [
                     *         {
                     *           "id": "c683b8b3-6b9d-4c0d-b0a2-1c2c6dfaee85",
                     *           "field": "status",
                     *           "from": null,
                     *           "to": "active",
                     *           "actor": "user:041c4260-77d2-4486-bce9-e7d44e36b389",
                     *           "at": "2026-02-17T15:20:44.318Z"
                     *         },
                     *         {
                     *           "id": "38d1fff5-9ab3-4d82-92f9-40458a7a373d",
                     *           "field": "stage",
                     *           "from": null,
                     *           "to": "qualifying",
                     *           "actor": "user:041c4260-77d2-4486-bce9-e7d44e36b389",
                     *           "at": "2026-02-17T15:20:44.318Z"
                     *         },
                     *         {
                     *           "id": "c25bbc24-f7f6-41a2-98e2-ef426ec49064",
                     *           "field": "stage",
                     *           "from": "qualifying",
                     *           "to": "drafting",
                     *           "actor": "user:041c4260-77d2-4486-bce9-e7d44e36b389",
                     *           "at": "2026-03-02T13:11:05.760Z"
                     *         },
                     *         {
                     *           "id": "4448d46e-1053-4c1d-8f92-9a19b161a825",
                     *           "field": "probability",
                     *           "from": "25",
                     *           "to": "50",
                     *           "actor": "user:041c4260-77d2-4486-bce9-e7d44e36b389",
                     *           "at": "2026-03-02T13:11:05.760Z"
                     *         },
                     *         {
                     *           "id": "aa0ae9cf-c977-4dec-adf0-a16266174627",
                     *           "field": "stage",
                     *           "from": "drafting",
                     *           "to": "submitted",
                     *           "actor": "user:041c4260-77d2-4486-bce9-e7d44e36b389",
                     *           "at": "2026-04-10T19:48:22.035Z"
                     *         },
                     *         {
                     *           "id": "b7ffa1e1-9144-4e8a-8508-3e5021ab3b3e",
                     *           "field": "probability",
                     *           "from": "50",
                     *           "to": "60",
                     *           "actor": "user:041c4260-77d2-4486-bce9-e7d44e36b389",
                     *           "at": "2026-04-10T19:48:22.035Z"
                     *         },
                     *         {
                     *           "id": "a0c677bf-7775-48d9-8c65-24fe55e5a6e9",
                     *           "field": "status",
                     *           "from": "active",
                     *           "to": "won",
                     *           "actor": "user:041c4260-77d2-4486-bce9-e7d44e36b389",
                     *           "at": "2026-07-22T15:04:31.482Z"
                     *         },
                     *         {
                     *           "id": "821d7b55-7305-45f7-bdad-64aaa1dc8eed",
                     *           "field": "probability",
                     *           "from": "60",
                     *           "to": "100",
                     *           "actor": "user:041c4260-77d2-4486-bce9-e7d44e36b389",
                     *           "at": "2026-07-22T15:04:31.482Z"
                     *         },
                     *         {
                     *           "id": "90c4fba8-6b30-4c9c-989a-4f001e087b02",
                     *           "field": "amountAwarded",
                     *           "from": null,
                     *           "to": "385000",
                     *           "actor": "user:041c4260-77d2-4486-bce9-e7d44e36b389",
                     *           "at": "2026-07-22T15:04:31.482Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PursuitDetail"];
                };
            };
            /** @description Not modified: the `If-None-Match` tag is current. No body, and no rate-limit unit spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000010",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000010"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000010"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED";
                    };
                };
            };
            /** @description Not found: unknown, or belonging to another organization (never a hint which). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Pursuit not found",
                     *       "code": "NOT_FOUND",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000010"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000010"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000010"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "pursuits-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "won",
                 *       "amountAwarded": 385000,
                 *       "projectStartDate": "2026-09-01",
                 *       "projectEndDate": "2027-08-31"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    stage?: "prospect" | "qualifying" | "drafting" | "submitted";
                    /** @enum {string} */
                    status?: "active" | "on_hold" | "won" | "lost" | "withdrawn";
                    amountRequested?: number | null;
                    amountAwarded?: number | null;
                    probability?: number;
                    deadline?: string | null;
                    lostReason?: ("not_funded" | "ineligible" | "missed_deadline" | "funder_declined" | "other") | null;
                    notes?: string | null;
                    ownerUserId?: string | null;
                    /**
                     * Format: date
                     * @description Start of the funded project when this change marks it won (default today)
                     */
                    projectStartDate?: string;
                    /**
                     * Format: date
                     * @description End of the funded project when this change marks it won (default a year after the start)
                     */
                    projectEndDate?: string;
                    /** @description true: move to submitted although required checklist items are open (recorded in the history); without it such a move is 409 REQUIREMENTS_INCOMPLETE */
                    acknowledgeIncomplete?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "fb7ab094-9ef0-46b5-8bd1-61abb9615d08",
                     *       "grantId": "502b8e2f-34b9-4c75-8605-9bb0602e42de",
                     *       "title": "Tri-County Adult Reading Corps (ED Rural Adult Literacy Innovation)",
                     *       "stage": "submitted",
                     *       "status": "won",
                     *       "probability": 100,
                     *       "amountRequested": 400000,
                     *       "amountAwarded": 385000,
                     *       "currency": "USD",
                     *       "deadline": "2026-04-14",
                     *       "ownerUserId": "041c4260-77d2-4486-bce9-e7d44e36b389",
                     *       "notes": "Partner with the Harlan, Letcher and Perry county public libraries; letters of support due March 20.",
                     *       "lostReason": null,
                     *       "wonAt": "2026-07-22T15:04:31.489Z",
                     *       "requirementsProgress": {
                     *         "total": 0,
                     *         "done": 0,
                     *         "requiredOpen": 0
                     *       },
                     *       "createdAt": "2026-02-17T15:20:44.318Z",
                     *       "updatedAt": "2026-07-22T15:04:31.482Z",
                     *       "project": {
                     *         "id": "ff11b191-5b38-45a8-afba-5266e8318c69",
                     *         "name": "Tri-County Adult Reading Corps (ED Rural Adult Literacy Innovation)",
                     *         "pursuitId": "fb7ab094-9ef0-46b5-8bd1-61abb9615d08",
                     *         "grantId": "502b8e2f-34b9-4c75-8605-9bb0602e42de",
                     *         "status": "active",
                     *         "awardAmount": 385000,
                     *         "currency": "USD",
                     *         "startDate": "2026-09-01",
                     *         "endDate": "2027-08-31",
                     *         "taskCounts": {
                     *           "total": 3,
                     *           "completed": 0,
                     *           "overdue": 0
                     *         },
                     *         "closedAt": null,
                     *         "createdAt": "2026-07-22T15:04:31.482Z",
                     *         "updatedAt": "2026-07-22T15:04:31.482Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PursuitUpdate"];
                };
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000011",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000011"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000011"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED" | "READ_ONLY_CREDENTIAL";
                    };
                };
            };
            /** @description Not found: unknown, or belonging to another organization (never a hint which). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Pursuit not found",
                     *       "code": "NOT_FOUND",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000011"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state. `INVALID_TRANSITION`: the move is not allowed from the current state (the message names the allowed moves). `CONFLICT`: the change clashes with other data (the message says which: an open pursuit of the same grant, a closed project), or a request with this `Idempotency-Key` is still running. `REQUIREMENTS_INCOMPLETE`: a move to `submitted` while required checklist items are open; `issues` names each (`requirements.<id>` and its title); send `acknowledgeIncomplete: true` to submit anyway. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Cannot move from prospect to won: allowed statuses are active, on_hold, withdrawn",
                     *       "code": "INVALID_TRANSITION",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000011"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INVALID_TRANSITION" | "CONFLICT" | "REQUIREMENTS_INCOMPLETE";
                    };
                };
            };
            /** @description The body is over 1 MiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body exceeds 1 MiB",
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000011"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body must be JSON (Content-Type: application/json)",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000011"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000011"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000011"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "requirements-list": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: {
                /**
                 * @description An `ETag` from an earlier answer: while the resource is unchanged the answer is `304` with no body, and costs no rate-limit unit.
                 * @example "1f4-Xb1q2Zk0pYvM3kq8Wc5n7uJ9aTg"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "0193f1d2-9a7e-7c21-8d44-5b2e1f0a6c37",
                     *           "pursuitId": "df65e3d5-6d9a-440c-8844-41675c9951a3",
                     *           "kind": "form",
                     *           "title": "SF-424 Application for Federal Assistance",
                     *           "description": null,
                     *           "required": true,
                     *           "status": "in_progress",
                     *           "ownerUserId": "041c4260-77d2-4486-bce9-e7d44e36b389",
                     *           "dueDate": "2026-10-01",
                     *           "documentIds": [],
                     *           "position": 0,
                     *           "createdAt": "2026-07-20T14:03:27.905Z",
                     *           "updatedAt": "2026-09-15T10:12:03.221Z"
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "limit": 1,
                     *         "offset": 0,
                     *         "total": 8,
                     *         "hasMore": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Requirement"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description Not modified: the `If-None-Match` tag is current. No body, and no rate-limit unit spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000012",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000012"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000012"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED";
                    };
                };
            };
            /** @description Not found: unknown, or belonging to another organization (never a hint which). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Pursuit not found",
                     *       "code": "NOT_FOUND",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000012"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000012"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000012"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "requirements-create": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry: the same key and body within 24 hours replays the first answer and creates nothing. Scoped to the organization.
                 * @example 6f1c0b1e-4b7a-4d2e-9a53-0c1f7d9e2b44
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "kind": "letter",
                 *       "title": "Letters of support",
                 *       "description": "From the Harlan, Letcher and Perry county public libraries",
                 *       "ownerUserId": "d7470701-29f0-4fdb-aff1-bc02176b1b9e",
                 *       "dueDate": "2026-09-24"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description form, narrative, budget, attachment, letter, registration or other
                     * @enum {string}
                     */
                    kind: "form" | "narrative" | "budget" | "attachment" | "letter" | "registration" | "other";
                    title: string;
                    description?: string | null;
                    /** @description Default true */
                    required?: boolean;
                    /**
                     * @description Default todo
                     * @enum {string}
                     */
                    status?: "todo" | "in_progress" | "done" | "waived";
                    /** @description A member of the organization */
                    ownerUserId?: string | null;
                    dueDate?: string | null;
                    /** @description Where to insert it (default: last); the items from there shift down one */
                    position?: number;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "b4e1c7d2-3a5f-4c8e-9d16-2e7f8a9b0c1d",
                     *       "pursuitId": "df65e3d5-6d9a-440c-8844-41675c9951a3",
                     *       "kind": "letter",
                     *       "title": "Letters of support",
                     *       "description": "From the Harlan, Letcher and Perry county public libraries",
                     *       "required": true,
                     *       "status": "todo",
                     *       "ownerUserId": "d7470701-29f0-4fdb-aff1-bc02176b1b9e",
                     *       "dueDate": "2026-09-24",
                     *       "documentIds": [],
                     *       "position": 5,
                     *       "createdAt": "2026-07-20T14:03:27.905Z",
                     *       "updatedAt": "2026-07-20T14:03:27.905Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Requirement"];
                };
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000013",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000013"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000013"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED" | "READ_ONLY_CREDENTIAL";
                    };
                };
            };
            /** @description Not found: unknown, or belonging to another organization (never a hint which). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Pursuit not found",
                     *       "code": "NOT_FOUND",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000013"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state. `CONFLICT`: the change clashes with other data (the message says which: an open pursuit of the same grant, a closed project), or a request with this `Idempotency-Key` is still running. `IDEMPOTENCY_CONFLICT`: this `Idempotency-Key` was used with a different body. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An open pursuit of this grant exists: 0193f1d2-7c4e-7a51-9b0e-3f6a2c9d8e14",
                     *       "code": "CONFLICT",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000013"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "CONFLICT" | "IDEMPOTENCY_CONFLICT";
                    };
                };
            };
            /** @description The body is over 1 MiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body exceeds 1 MiB",
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000013"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body must be JSON (Content-Type: application/json)",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000013"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000013"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000013"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "requirements-delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
                requirementId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000015",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000015"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000015"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED" | "READ_ONLY_CREDENTIAL";
                    };
                };
            };
            /** @description Not found: unknown, or belonging to another organization (never a hint which). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Pursuit not found",
                     *       "code": "NOT_FOUND",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000015"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000015"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000015"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "requirements-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
                requirementId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "done",
                 *       "position": 0
                 *     }
                 */
                "application/json": {
                    /**
                     * @description form, narrative, budget, attachment, letter, registration or other
                     * @enum {string}
                     */
                    kind?: "form" | "narrative" | "budget" | "attachment" | "letter" | "registration" | "other";
                    title?: string;
                    description?: string | null;
                    required?: boolean;
                    /**
                     * @description todo, in_progress, done or waived (done and waived count as done)
                     * @enum {string}
                     */
                    status?: "todo" | "in_progress" | "done" | "waived";
                    /** @description A member of the organization; null clears it */
                    ownerUserId?: string | null;
                    dueDate?: string | null;
                    /** @description 0-based index to put the item at; the items from there shift by one (beyond the end: last) */
                    position?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "b4e1c7d2-3a5f-4c8e-9d16-2e7f8a9b0c1d",
                     *       "pursuitId": "df65e3d5-6d9a-440c-8844-41675c9951a3",
                     *       "kind": "letter",
                     *       "title": "Letters of support",
                     *       "description": "From the Harlan, Letcher and Perry county public libraries",
                     *       "required": true,
                     *       "status": "done",
                     *       "ownerUserId": "d7470701-29f0-4fdb-aff1-bc02176b1b9e",
                     *       "dueDate": "2026-09-24",
                     *       "documentIds": [],
                     *       "position": 0,
                     *       "createdAt": "2026-07-20T14:03:27.905Z",
                     *       "updatedAt": "2026-09-21T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Requirement"];
                };
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000014",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000014"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000014"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED" | "READ_ONLY_CREDENTIAL";
                    };
                };
            };
            /** @description Not found: unknown, or belonging to another organization (never a hint which). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Pursuit not found",
                     *       "code": "NOT_FOUND",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000014"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description The body is over 1 MiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body exceeds 1 MiB",
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000014"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body must be JSON (Content-Type: application/json)",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000014"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000014"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000014"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "requirements-applyTemplate": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry: the same key and body within 24 hours replays the first answer and creates nothing. Scoped to the organization.
                 * @example 6f1c0b1e-4b7a-4d2e-9a53-0c1f7d9e2b44
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "templateId": "6a0f2c4e-8b1d-4e7a-9c35-1f2d3b4a5c6d"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: uuid
                     * @description A requirement template of the organization (another organization's: 404)
                     */
                    templateId: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "0193f1d2-9a7e-7c21-8d44-5b2e1f0a6c37",
                     *           "pursuitId": "df65e3d5-6d9a-440c-8844-41675c9951a3",
                     *           "kind": "form",
                     *           "title": "SF-424 Application for Federal Assistance",
                     *           "description": null,
                     *           "required": true,
                     *           "status": "todo",
                     *           "ownerUserId": null,
                     *           "dueDate": "2026-10-01",
                     *           "documentIds": [],
                     *           "position": 0,
                     *           "createdAt": "2026-07-20T14:03:27.905Z",
                     *           "updatedAt": "2026-07-20T14:03:27.905Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["RequirementsAdded"];
                };
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000016",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000016"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000016"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED" | "READ_ONLY_CREDENTIAL";
                    };
                };
            };
            /** @description Not found: unknown, or belonging to another organization (never a hint which). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Pursuit not found",
                     *       "code": "NOT_FOUND",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000016"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state. `CONFLICT`: the change clashes with other data (the message says which: an open pursuit of the same grant, a closed project), or a request with this `Idempotency-Key` is still running. `IDEMPOTENCY_CONFLICT`: this `Idempotency-Key` was used with a different body. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An open pursuit of this grant exists: 0193f1d2-7c4e-7a51-9b0e-3f6a2c9d8e14",
                     *       "code": "CONFLICT",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000016"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "CONFLICT" | "IDEMPOTENCY_CONFLICT";
                    };
                };
            };
            /** @description The body is over 1 MiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body exceeds 1 MiB",
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000016"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body must be JSON (Content-Type: application/json)",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000016"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000016"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000016"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "requirementTemplates-list": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: {
                /**
                 * @description An `ETag` from an earlier answer: while the resource is unchanged the answer is `304` with no body, and costs no rate-limit unit.
                 * @example "1f4-Xb1q2Zk0pYvM3kq8Wc5n7uJ9aTg"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "6a0f2c4e-8b1d-4e7a-9c35-1f2d3b4a5c6d",
                     *           "name": "Federal application",
                     *           "description": "What a Grants.gov application needs",
                     *           "items": [
                     *             {
                     *               "kind": "form",
                     *               "title": "SF-424 Application for Federal Assistance",
                     *               "dueDaysBeforeDeadline": 7,
                     *               "description": null,
                     *               "required": true
                     *             },
                     *             {
                     *               "kind": "budget",
                     *               "title": "SF-424A Budget Information",
                     *               "dueDaysBeforeDeadline": 7,
                     *               "description": null,
                     *               "required": true
                     *             },
                     *             {
                     *               "kind": "registration",
                     *               "title": "SAM.gov registration current",
                     *               "dueDaysBeforeDeadline": 14,
                     *               "description": null,
                     *               "required": true
                     *             }
                     *           ],
                     *           "createdAt": "2026-07-01T13:00:00.000Z",
                     *           "updatedAt": "2026-07-01T13:00:00.000Z"
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "limit": 20,
                     *         "offset": 0,
                     *         "total": 1,
                     *         "hasMore": false
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["RequirementTemplate"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description Not modified: the `If-None-Match` tag is current. No body, and no rate-limit unit spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000017",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000017"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000017"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000017"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000017"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "requirementTemplates-create": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry: the same key and body within 24 hours replays the first answer and creates nothing. Scoped to the organization.
                 * @example 6f1c0b1e-4b7a-4d2e-9a53-0c1f7d9e2b44
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Federal application",
                 *       "description": "What a Grants.gov application needs",
                 *       "items": [
                 *         {
                 *           "kind": "form",
                 *           "title": "SF-424 Application for Federal Assistance",
                 *           "dueDaysBeforeDeadline": 7
                 *         },
                 *         {
                 *           "kind": "budget",
                 *           "title": "SF-424A Budget Information",
                 *           "dueDaysBeforeDeadline": 7
                 *         },
                 *         {
                 *           "kind": "registration",
                 *           "title": "SAM.gov registration current",
                 *           "dueDaysBeforeDeadline": 14
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description Unique in the organization */
                    name: string;
                    description?: string | null;
                    /**
                     * @description In checklist order
                     * @default []
                     */
                    items?: {
                        /**
                         * @description form, narrative, budget, attachment, letter, registration or other
                         * @enum {string}
                         */
                        kind: "form" | "narrative" | "budget" | "attachment" | "letter" | "registration" | "other";
                        title: string;
                        description?: string | null;
                        /** @description Default true */
                        required?: boolean;
                        /** @description The copied item is due this many days before the pursuit's deadline (null: no due date) */
                        dueDaysBeforeDeadline?: number | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6a0f2c4e-8b1d-4e7a-9c35-1f2d3b4a5c6d",
                     *       "name": "Federal application",
                     *       "description": "What a Grants.gov application needs",
                     *       "items": [
                     *         {
                     *           "kind": "form",
                     *           "title": "SF-424 Application for Federal Assistance",
                     *           "dueDaysBeforeDeadline": 7,
                     *           "description": null,
                     *           "required": true
                     *         },
                     *         {
                     *           "kind": "budget",
                     *           "title": "SF-424A Budget Information",
                     *           "dueDaysBeforeDeadline": 7,
                     *           "description": null,
                     *           "required": true
                     *         },
                     *         {
                     *           "kind": "registration",
                     *           "title": "SAM.gov registration current",
                     *           "dueDaysBeforeDeadline": 14,
                     *           "description": null,
                     *           "required": true
                     *         }
                     *       ],
                     *       "createdAt": "2026-07-01T13:00:00.000Z",
                     *       "updatedAt": "2026-07-01T13:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["RequirementTemplate"];
                };
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000018",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000018"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000018"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED" | "READ_ONLY_CREDENTIAL";
                    };
                };
            };
            /** @description Conflicts with the current state. `CONFLICT`: the change clashes with other data (the message says which: an open pursuit of the same grant, a closed project), or a request with this `Idempotency-Key` is still running. `IDEMPOTENCY_CONFLICT`: this `Idempotency-Key` was used with a different body. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An open pursuit of this grant exists: 0193f1d2-7c4e-7a51-9b0e-3f6a2c9d8e14",
                     *       "code": "CONFLICT",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000018"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "CONFLICT" | "IDEMPOTENCY_CONFLICT";
                    };
                };
            };
            /** @description The body is over 1 MiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body exceeds 1 MiB",
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000018"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body must be JSON (Content-Type: application/json)",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000018"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000018"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000018"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "requirementTemplates-get": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An `ETag` from an earlier answer: while the resource is unchanged the answer is `304` with no body, and costs no rate-limit unit.
                 * @example "1f4-Xb1q2Zk0pYvM3kq8Wc5n7uJ9aTg"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6a0f2c4e-8b1d-4e7a-9c35-1f2d3b4a5c6d",
                     *       "name": "Federal application",
                     *       "description": "What a Grants.gov application needs",
                     *       "items": [
                     *         {
                     *           "kind": "form",
                     *           "title": "SF-424 Application for Federal Assistance",
                     *           "dueDaysBeforeDeadline": 7,
                     *           "description": null,
                     *           "required": true
                     *         },
                     *         {
                     *           "kind": "budget",
                     *           "title": "SF-424A Budget Information",
                     *           "dueDaysBeforeDeadline": 7,
                     *           "description": null,
                     *           "required": true
                     *         },
                     *         {
                     *           "kind": "registration",
                     *           "title": "SAM.gov registration current",
                     *           "dueDaysBeforeDeadline": 14,
                     *           "description": null,
                     *           "required": true
                     *         }
                     *       ],
                     *       "createdAt": "2026-07-01T13:00:00.000Z",
                     *       "updatedAt": "2026-07-01T13:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["RequirementTemplate"];
                };
            };
            /** @description Not modified: the `If-None-Match` tag is current. No body, and no rate-limit unit spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000019",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000019"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000019"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED";
                    };
                };
            };
            /** @description Not found: unknown, or belonging to another organization (never a hint which). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Pursuit not found",
                     *       "code": "NOT_FOUND",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000019"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000019"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000019"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "requirementTemplates-delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000021",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000021"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000021"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED" | "READ_ONLY_CREDENTIAL";
                    };
                };
            };
            /** @description Not found: unknown, or belonging to another organization (never a hint which). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Pursuit not found",
                     *       "code": "NOT_FOUND",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000021"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000021"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000021"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "requirementTemplates-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Federal application (Grants.gov)"
                 *     }
                 */
                "application/json": {
                    /** @description Unique in the organization */
                    name?: string;
                    description?: string | null;
                    /** @description Replaces every item; pursuits it was applied to keep their copies */
                    items?: {
                        /**
                         * @description form, narrative, budget, attachment, letter, registration or other
                         * @enum {string}
                         */
                        kind: "form" | "narrative" | "budget" | "attachment" | "letter" | "registration" | "other";
                        title: string;
                        description?: string | null;
                        /** @description Default true */
                        required?: boolean;
                        /** @description The copied item is due this many days before the pursuit's deadline (null: no due date) */
                        dueDaysBeforeDeadline?: number | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6a0f2c4e-8b1d-4e7a-9c35-1f2d3b4a5c6d",
                     *       "name": "Federal application (Grants.gov)",
                     *       "description": "What a Grants.gov application needs",
                     *       "items": [
                     *         {
                     *           "kind": "form",
                     *           "title": "SF-424 Application for Federal Assistance",
                     *           "dueDaysBeforeDeadline": 7,
                     *           "description": null,
                     *           "required": true
                     *         },
                     *         {
                     *           "kind": "budget",
                     *           "title": "SF-424A Budget Information",
                     *           "dueDaysBeforeDeadline": 7,
                     *           "description": null,
                     *           "required": true
                     *         },
                     *         {
                     *           "kind": "registration",
                     *           "title": "SAM.gov registration current",
                     *           "dueDaysBeforeDeadline": 14,
                     *           "description": null,
                     *           "required": true
                     *         }
                     *       ],
                     *       "createdAt": "2026-07-01T13:00:00.000Z",
                     *       "updatedAt": "2026-09-21T09:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["RequirementTemplate"];
                };
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000020",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000020"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000020"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED" | "READ_ONLY_CREDENTIAL";
                    };
                };
            };
            /** @description Not found: unknown, or belonging to another organization (never a hint which). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Pursuit not found",
                     *       "code": "NOT_FOUND",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000020"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state. `CONFLICT`: the change clashes with other data (the message says which: an open pursuit of the same grant, a closed project), or a request with this `Idempotency-Key` is still running. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An open pursuit of this grant exists: 0193f1d2-7c4e-7a51-9b0e-3f6a2c9d8e14",
                     *       "code": "CONFLICT",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000020"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "CONFLICT";
                    };
                };
            };
            /** @description The body is over 1 MiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body exceeds 1 MiB",
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000020"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body must be JSON (Content-Type: application/json)",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000020"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000020"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000020"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "projects-list": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                status?: string;
                pursuitId?: string;
            };
            header?: {
                /**
                 * @description An `ETag` from an earlier answer: while the resource is unchanged the answer is `304` with no body, and costs no rate-limit unit.
                 * @example "1f4-Xb1q2Zk0pYvM3kq8Wc5n7uJ9aTg"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "ff11b191-5b38-45a8-afba-5266e8318c69",
                     *           "name": "Tri-County Adult Reading Corps (ED Rural Adult Literacy Innovation)",
                     *           "pursuitId": "fb7ab094-9ef0-46b5-8bd1-61abb9615d08",
                     *           "grantId": "502b8e2f-34b9-4c75-8605-9bb0602e42de",
                     *           "status": "active",
                     *           "awardAmount": 385000,
                     *           "currency": "USD",
                     *           "startDate": "2026-09-01",
                     *           "endDate": "2027-08-31",
                     *           "taskCounts": {
                     *             "total": 4,
                     *             "completed": 1,
                     *             "overdue": 0
                     *           },
                     *           "closedAt": null,
                     *           "createdAt": "2026-07-22T15:04:31.482Z",
                     *           "updatedAt": "2026-07-22T15:04:31.482Z"
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "limit": 20,
                     *         "offset": 0,
                     *         "total": 1,
                     *         "hasMore": false
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Project"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description Not modified: the `If-None-Match` tag is current. No body, and no rate-limit unit spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000022",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000022"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000022"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000022"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000022"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "projects-get": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An `ETag` from an earlier answer: while the resource is unchanged the answer is `304` with no body, and costs no rate-limit unit.
                 * @example "1f4-Xb1q2Zk0pYvM3kq8Wc5n7uJ9aTg"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "ff11b191-5b38-45a8-afba-5266e8318c69",
                     *       "name": "Tri-County Adult Reading Corps (ED Rural Adult Literacy Innovation)",
                     *       "pursuitId": "fb7ab094-9ef0-46b5-8bd1-61abb9615d08",
                     *       "grantId": "502b8e2f-34b9-4c75-8605-9bb0602e42de",
                     *       "status": "active",
                     *       "awardAmount": 385000,
                     *       "currency": "USD",
                     *       "startDate": "2026-09-01",
                     *       "endDate": "2027-08-31",
                     *       "taskCounts": {
                     *         "total": 4,
                     *         "completed": 1,
                     *         "overdue": 0
                     *       },
                     *       "closedAt": null,
                     *       "createdAt": "2026-07-22T15:04:31.482Z",
                     *       "updatedAt": "2026-07-22T15:04:31.482Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Project"];
                };
            };
            /** @description Not modified: the `If-None-Match` tag is current. No body, and no rate-limit unit spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000023",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000023"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000023"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED";
                    };
                };
            };
            /** @description Not found: unknown, or belonging to another organization (never a hint which). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Pursuit not found",
                     *       "code": "NOT_FOUND",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000023"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000023"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000023"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "tasks-list": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                status?: string;
                dueBefore?: string;
            };
            header?: {
                /**
                 * @description An `ETag` from an earlier answer: while the resource is unchanged the answer is `304` with no body, and costs no rate-limit unit.
                 * @example "1f4-Xb1q2Zk0pYvM3kq8Wc5n7uJ9aTg"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "da44a9d5-1cdc-415b-a20b-e19bae7cd797",
                     *           "projectId": "ff11b191-5b38-45a8-afba-5266e8318c69",
                     *           "title": "Kickoff meeting with the county librarians",
                     *           "description": null,
                     *           "status": "completed",
                     *           "dueDate": "2026-09-15",
                     *           "assigneeUserId": "041c4260-77d2-4486-bce9-e7d44e36b389",
                     *           "completedAt": "2026-09-14T16:42:08.371Z",
                     *           "completedBy": "api_key:1dbf716a-33bd-40a3-a00b-d86fb8d24c7c",
                     *           "createdAt": "2026-07-22T15:04:31.482Z",
                     *           "updatedAt": "2026-09-14T16:42:08.366Z"
                     *         },
                     *         {
                     *           "id": "9858b48b-b8b9-4f62-9afa-cfb44373ca6e",
                     *           "projectId": "ff11b191-5b38-45a8-afba-5266e8318c69",
                     *           "title": "Recruit and train 40 volunteer tutors",
                     *           "description": "Recruit volunteer tutors in Harlan, Letcher and Perry counties and run the 12-hour tutor training at each library.",
                     *           "dueDate": "2026-10-15",
                     *           "assigneeUserId": "d7470701-29f0-4fdb-aff1-bc02176b1b9e",
                     *           "status": "todo",
                     *           "completedAt": null,
                     *           "completedBy": null,
                     *           "createdAt": "2026-09-10T13:55:19.204Z",
                     *           "updatedAt": "2026-09-10T13:55:19.204Z"
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "limit": 2,
                     *         "offset": 0,
                     *         "total": 4,
                     *         "hasMore": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Task"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description Not modified: the `If-None-Match` tag is current. No body, and no rate-limit unit spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000024",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000024"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000024"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED";
                    };
                };
            };
            /** @description Not found: unknown, or belonging to another organization (never a hint which). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Pursuit not found",
                     *       "code": "NOT_FOUND",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000024"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000024"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000024"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "tasks-create": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry: the same key and body within 24 hours replays the first answer and creates nothing. Scoped to the organization.
                 * @example 6f1c0b1e-4b7a-4d2e-9a53-0c1f7d9e2b44
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Recruit and train 40 volunteer tutors",
                 *       "description": "Recruit volunteer tutors in Harlan, Letcher and Perry counties and run the 12-hour tutor training at each library.",
                 *       "dueDate": "2026-10-15",
                 *       "assigneeUserId": "d7470701-29f0-4fdb-aff1-bc02176b1b9e"
                 *     }
                 */
                "application/json": {
                    title: string;
                    description?: string | null;
                    dueDate?: string | null;
                    assigneeUserId?: string | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "9858b48b-b8b9-4f62-9afa-cfb44373ca6e",
                     *       "projectId": "ff11b191-5b38-45a8-afba-5266e8318c69",
                     *       "title": "Recruit and train 40 volunteer tutors",
                     *       "description": "Recruit volunteer tutors in Harlan, Letcher and Perry counties and run the 12-hour tutor training at each library.",
                     *       "dueDate": "2026-10-15",
                     *       "assigneeUserId": "d7470701-29f0-4fdb-aff1-bc02176b1b9e",
                     *       "status": "todo",
                     *       "completedAt": null,
                     *       "completedBy": null,
                     *       "createdAt": "2026-09-10T13:55:19.204Z",
                     *       "updatedAt": "2026-09-10T13:55:19.204Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Task"];
                };
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000025",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000025"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000025"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED" | "READ_ONLY_CREDENTIAL";
                    };
                };
            };
            /** @description Not found: unknown, or belonging to another organization (never a hint which). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Pursuit not found",
                     *       "code": "NOT_FOUND",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000025"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state. `CONFLICT`: the change clashes with other data (the message says which: an open pursuit of the same grant, a closed project), or a request with this `Idempotency-Key` is still running. `IDEMPOTENCY_CONFLICT`: this `Idempotency-Key` was used with a different body. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An open pursuit of this grant exists: 0193f1d2-7c4e-7a51-9b0e-3f6a2c9d8e14",
                     *       "code": "CONFLICT",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000025"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "CONFLICT" | "IDEMPOTENCY_CONFLICT";
                    };
                };
            };
            /** @description The body is over 1 MiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body exceeds 1 MiB",
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000025"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body must be JSON (Content-Type: application/json)",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000025"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000025"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000025"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "tasks-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
                taskId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Kickoff meeting with the county librarians",
                 *       "status": "completed"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    status?: "todo" | "in_progress" | "completed";
                    title?: string;
                    description?: string | null;
                    dueDate?: string | null;
                    assigneeUserId?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "da44a9d5-1cdc-415b-a20b-e19bae7cd797",
                     *       "projectId": "ff11b191-5b38-45a8-afba-5266e8318c69",
                     *       "title": "Kickoff meeting with the county librarians",
                     *       "description": null,
                     *       "status": "completed",
                     *       "dueDate": "2026-09-15",
                     *       "assigneeUserId": "041c4260-77d2-4486-bce9-e7d44e36b389",
                     *       "completedAt": "2026-09-14T16:42:08.371Z",
                     *       "completedBy": "api_key:1dbf716a-33bd-40a3-a00b-d86fb8d24c7c",
                     *       "createdAt": "2026-07-22T15:04:31.482Z",
                     *       "updatedAt": "2026-09-14T16:42:08.366Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Task"];
                };
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000026",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000026"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000026"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED" | "READ_ONLY_CREDENTIAL";
                    };
                };
            };
            /** @description Not found: unknown, or belonging to another organization (never a hint which). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Pursuit not found",
                     *       "code": "NOT_FOUND",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000026"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description The body is over 1 MiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body exceeds 1 MiB",
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000026"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body must be JSON (Content-Type: application/json)",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000026"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000026"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000026"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "reports-summary": {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: {
                /**
                 * @description An `ETag` from an earlier answer: while the resource is unchanged the answer is `304` with no body, and costs no rate-limit unit.
                 * @example "1f4-Xb1q2Zk0pYvM3kq8Wc5n7uJ9aTg"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "generatedAt": "2026-09-21T08:00:00.000Z",
                     *       "period": {
                     *         "from": "2026-01-01",
                     *         "to": "2026-09-21"
                     *       },
                     *       "pipeline": {
                     *         "activeCount": 2,
                     *         "byStage": [
                     *           {
                     *             "stage": "prospect",
                     *             "count": 1,
                     *             "amountRequested": 20000
                     *           },
                     *           {
                     *             "stage": "qualifying",
                     *             "count": 0,
                     *             "amountRequested": 0
                     *           },
                     *           {
                     *             "stage": "drafting",
                     *             "count": 1,
                     *             "amountRequested": 250000
                     *           },
                     *           {
                     *             "stage": "submitted",
                     *             "count": 0,
                     *             "amountRequested": 0
                     *           }
                     *         ],
                     *         "byStatus": [
                     *           {
                     *             "status": "active",
                     *             "count": 1
                     *           },
                     *           {
                     *             "status": "on_hold",
                     *             "count": 1
                     *           },
                     *           {
                     *             "status": "won",
                     *             "count": 1
                     *           },
                     *           {
                     *             "status": "lost",
                     *             "count": 1
                     *           },
                     *           {
                     *             "status": "withdrawn",
                     *             "count": 0
                     *           }
                     *         ],
                     *         "totalRequested": 270000,
                     *         "weightedForecast": 127000
                     *       },
                     *       "outcomes": {
                     *         "won": 1,
                     *         "lost": 1,
                     *         "winRate": 0.5,
                     *         "totalAwarded": 385000,
                     *         "byMonth": [
                     *           {
                     *             "month": "2026-07",
                     *             "won": 1,
                     *             "awarded": 385000
                     *           }
                     *         ]
                     *       },
                     *       "projects": {
                     *         "active": 1,
                     *         "completed": 0,
                     *         "closed": 0,
                     *         "totalAwarded": 385000
                     *       },
                     *       "tasks": {
                     *         "total": 4,
                     *         "completed": 1,
                     *         "overdue": 0,
                     *         "completionRate": 0.25,
                     *         "upcoming": [
                     *           {
                     *             "id": "9858b48b-b8b9-4f62-9afa-cfb44373ca6e",
                     *             "projectId": "ff11b191-5b38-45a8-afba-5266e8318c69",
                     *             "projectName": "Tri-County Adult Reading Corps (ED Rural Adult Literacy Innovation)",
                     *             "title": "Recruit and train 40 volunteer tutors",
                     *             "status": "todo",
                     *             "dueDate": "2026-10-15",
                     *             "assigneeUserId": "d7470701-29f0-4fdb-aff1-bc02176b1b9e"
                     *           }
                     *         ]
                     *       },
                     *       "deadlines": {
                     *         "upcoming": [
                     *           {
                     *             "id": "df65e3d5-6d9a-440c-8844-41675c9951a3",
                     *             "title": "Libraries as Adult Learning Hubs (IMLS National Leadership Grants for Libraries)",
                     *             "stage": "drafting",
                     *             "status": "active",
                     *             "deadline": "2026-10-08",
                     *             "amountRequested": 250000,
                     *             "currency": "USD"
                     *           }
                     *         ]
                     *       },
                     *       "grants": {
                     *         "matched": 14,
                     *         "highMatch": 3
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ReportSummary"];
                };
            };
            /** @description Not modified: the `If-None-Match` tag is current. No body, and no rate-limit unit spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000027",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000027"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000027"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000027"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000027"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "events-list": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                type?: string;
            };
            header?: {
                /**
                 * @description An `ETag` from an earlier answer: while the resource is unchanged the answer is `304` with no body, and costs no rate-limit unit.
                 * @example "1f4-Xb1q2Zk0pYvM3kq8Wc5n7uJ9aTg"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "evt_01M2GCR93S5TNAKQ8DZ1VXC7GM",
                     *           "type": "task.completed",
                     *           "createdAt": "2026-09-14T16:42:08.377Z",
                     *           "apiVersion": "v1",
                     *           "livemode": true,
                     *           "organizationId": "df56b710-ef56-4371-bd0f-25a983a596f8",
                     *           "data": {
                     *             "task": {
                     *               "id": "da44a9d5-1cdc-415b-a20b-e19bae7cd797",
                     *               "projectId": "ff11b191-5b38-45a8-afba-5266e8318c69",
                     *               "title": "Kickoff meeting with the county librarians",
                     *               "description": null,
                     *               "status": "completed",
                     *               "dueDate": "2026-09-15",
                     *               "assigneeUserId": "041c4260-77d2-4486-bce9-e7d44e36b389",
                     *               "completedAt": "2026-09-14T16:42:08.371Z",
                     *               "completedBy": "api_key:1dbf716a-33bd-40a3-a00b-d86fb8d24c7c",
                     *               "createdAt": "2026-07-22T15:04:31.482Z",
                     *               "updatedAt": "2026-09-14T16:42:08.366Z"
                     *             },
                     *             "project": {
                     *               "id": "ff11b191-5b38-45a8-afba-5266e8318c69",
                     *               "name": "Tri-County Adult Reading Corps (ED Rural Adult Literacy Innovation)",
                     *               "pursuitId": "fb7ab094-9ef0-46b5-8bd1-61abb9615d08",
                     *               "grantId": "502b8e2f-34b9-4c75-8605-9bb0602e42de",
                     *               "status": "active",
                     *               "awardAmount": 385000,
                     *               "currency": "USD",
                     *               "startDate": "2026-09-01",
                     *               "endDate": "2027-08-31",
                     *               "taskCounts": {
                     *                 "total": 4,
                     *                 "completed": 1,
                     *                 "overdue": 0
                     *               },
                     *               "closedAt": null,
                     *               "createdAt": "2026-07-22T15:04:31.482Z",
                     *               "updatedAt": "2026-07-22T15:04:31.482Z"
                     *             }
                     *           }
                     *         },
                     *         {
                     *           "id": "evt_01KY55PQGJR7H2WB9ESYD3N6KP",
                     *           "type": "pursuit.won",
                     *           "createdAt": "2026-07-22T15:04:31.506Z",
                     *           "apiVersion": "v1",
                     *           "livemode": true,
                     *           "organizationId": "df56b710-ef56-4371-bd0f-25a983a596f8",
                     *           "data": {
                     *             "pursuit": {
                     *               "id": "fb7ab094-9ef0-46b5-8bd1-61abb9615d08",
                     *               "grantId": "502b8e2f-34b9-4c75-8605-9bb0602e42de",
                     *               "title": "Tri-County Adult Reading Corps (ED Rural Adult Literacy Innovation)",
                     *               "stage": "submitted",
                     *               "status": "won",
                     *               "probability": 100,
                     *               "amountRequested": 400000,
                     *               "amountAwarded": 385000,
                     *               "currency": "USD",
                     *               "deadline": "2026-04-14",
                     *               "ownerUserId": "041c4260-77d2-4486-bce9-e7d44e36b389",
                     *               "notes": "Partner with the Harlan, Letcher and Perry county public libraries; letters of support due March 20.",
                     *               "lostReason": null,
                     *               "wonAt": "2026-07-22T15:04:31.489Z",
                     *               "requirementsProgress": {
                     *                 "total": 0,
                     *                 "done": 0,
                     *                 "requiredOpen": 0
                     *               },
                     *               "createdAt": "2026-02-17T15:20:44.318Z",
                     *               "updatedAt": "2026-07-22T15:04:31.482Z"
                     *             },
                     *             "project": {
                     *               "id": "ff11b191-5b38-45a8-afba-5266e8318c69",
                     *               "name": "Tri-County Adult Reading Corps (ED Rural Adult Literacy Innovation)",
                     *               "pursuitId": "fb7ab094-9ef0-46b5-8bd1-61abb9615d08",
                     *               "grantId": "502b8e2f-34b9-4c75-8605-9bb0602e42de",
                     *               "status": "active",
                     *               "awardAmount": 385000,
                     *               "currency": "USD",
                     *               "startDate": "2026-09-01",
                     *               "endDate": "2027-08-31",
                     *               "taskCounts": {
                     *                 "total": 3,
                     *                 "completed": 0,
                     *                 "overdue": 0
                     *               },
                     *               "closedAt": null,
                     *               "createdAt": "2026-07-22T15:04:31.482Z",
                     *               "updatedAt": "2026-07-22T15:04:31.482Z"
                     *             }
                     *           }
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "limit": 2,
                     *         "offset": 0,
                     *         "total": 6,
                     *         "hasMore": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Event"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description Not modified: the `If-None-Match` tag is current. No body, and no rate-limit unit spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000028",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000028"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000028"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000028"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000028"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "savedSearches-list": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: {
                /**
                 * @description An `ETag` from an earlier answer: while the resource is unchanged the answer is `304` with no body, and costs no rate-limit unit.
                 * @example "1f4-Xb1q2Zk0pYvM3kq8Wc5n7uJ9aTg"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "a4d9f7c1-2b3e-4f50-8e6d-7c1b9a0f3d22",
                     *           "name": "Department of Education, anything open",
                     *           "filters": {
                     *             "agency": "ED",
                     *             "sort": "closeDate"
                     *           },
                     *           "grantsQuery": "agency=ED&sort=closeDate",
                     *           "shared": true,
                     *           "createdAt": "2026-08-02T09:00:00.000Z",
                     *           "updatedAt": "2026-08-02T09:00:00.000Z"
                     *         },
                     *         {
                     *           "id": "6b0e3c2a-5d1f-4e8a-9c47-2f1d8b3a6e90",
                     *           "name": "Literacy grants closing this year",
                     *           "filters": {
                     *             "q": "adult literacy",
                     *             "missionId": "71cdf2e8-e68e-4bab-8e84-3ab38a2dfa81",
                     *             "minScore": 70,
                     *             "status": [
                     *               "posted"
                     *             ],
                     *             "closesBefore": "2026-12-31",
                     *             "agency": "ED"
                     *           },
                     *           "grantsQuery": "q=adult+literacy&missionId=71cdf2e8-e68e-4bab-8e84-3ab38a2dfa81&minScore=70&status=posted&closesBefore=2026-12-31&agency=ED",
                     *           "shared": false,
                     *           "createdAt": "2026-09-21T14:05:12.000Z",
                     *           "updatedAt": "2026-09-21T14:05:12.000Z"
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "limit": 20,
                     *         "offset": 0,
                     *         "total": 2,
                     *         "hasMore": false
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["SavedSearch"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description Not modified: the `If-None-Match` tag is current. No body, and no rate-limit unit spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000029",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000029"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000029"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000029"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000029"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "savedSearches-create": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry: the same key and body within 24 hours replays the first answer and creates nothing. Scoped to the organization.
                 * @example 6f1c0b1e-4b7a-4d2e-9a53-0c1f7d9e2b44
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Literacy grants closing this year",
                 *       "filters": {
                 *         "q": "adult literacy",
                 *         "missionId": "71cdf2e8-e68e-4bab-8e84-3ab38a2dfa81",
                 *         "minScore": 70,
                 *         "status": [
                 *           "posted"
                 *         ],
                 *         "closesBefore": "2026-12-31",
                 *         "agency": "ED"
                 *       }
                 *     }
                 */
                "application/json": {
                    name: string;
                    /** @default {} */
                    filters?: components["schemas"]["SavedSearchFilters"];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6b0e3c2a-5d1f-4e8a-9c47-2f1d8b3a6e90",
                     *       "name": "Literacy grants closing this year",
                     *       "filters": {
                     *         "q": "adult literacy",
                     *         "missionId": "71cdf2e8-e68e-4bab-8e84-3ab38a2dfa81",
                     *         "minScore": 70,
                     *         "status": [
                     *           "posted"
                     *         ],
                     *         "closesBefore": "2026-12-31",
                     *         "agency": "ED"
                     *       },
                     *       "grantsQuery": "q=adult+literacy&missionId=71cdf2e8-e68e-4bab-8e84-3ab38a2dfa81&minScore=70&status=posted&closesBefore=2026-12-31&agency=ED",
                     *       "shared": false,
                     *       "createdAt": "2026-09-21T14:05:12.000Z",
                     *       "updatedAt": "2026-09-21T14:05:12.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["SavedSearch"];
                };
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000030",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000030"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000030"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED" | "READ_ONLY_CREDENTIAL";
                    };
                };
            };
            /** @description Conflicts with the current state. `CONFLICT`: the change clashes with other data (the message says which: an open pursuit of the same grant, a closed project), or a request with this `Idempotency-Key` is still running. `IDEMPOTENCY_CONFLICT`: this `Idempotency-Key` was used with a different body. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An open pursuit of this grant exists: 0193f1d2-7c4e-7a51-9b0e-3f6a2c9d8e14",
                     *       "code": "CONFLICT",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000030"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "CONFLICT" | "IDEMPOTENCY_CONFLICT";
                    };
                };
            };
            /** @description The body is over 1 MiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body exceeds 1 MiB",
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000030"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body must be JSON (Content-Type: application/json)",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000030"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000030"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000030"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "savedSearches-delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6b0e3c2a-5d1f-4e8a-9c47-2f1d8b3a6e90",
                     *       "deleted": true
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @constant */
                        deleted: true;
                    };
                };
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000032",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000032"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000032"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED" | "READ_ONLY_CREDENTIAL";
                    };
                };
            };
            /** @description Not found: unknown, or belonging to another organization (never a hint which). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Pursuit not found",
                     *       "code": "NOT_FOUND",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000032"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000032"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000032"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "savedSearches-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Literacy grants, 70+"
                 *     }
                 */
                "application/json": {
                    name?: string;
                    filters?: components["schemas"]["SavedSearchFilters"];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6b0e3c2a-5d1f-4e8a-9c47-2f1d8b3a6e90",
                     *       "name": "Literacy grants, 70+",
                     *       "filters": {
                     *         "q": "adult literacy",
                     *         "missionId": "71cdf2e8-e68e-4bab-8e84-3ab38a2dfa81",
                     *         "minScore": 70,
                     *         "status": [
                     *           "posted"
                     *         ],
                     *         "closesBefore": "2026-12-31",
                     *         "agency": "ED"
                     *       },
                     *       "grantsQuery": "q=adult+literacy&missionId=71cdf2e8-e68e-4bab-8e84-3ab38a2dfa81&minScore=70&status=posted&closesBefore=2026-12-31&agency=ED",
                     *       "shared": false,
                     *       "createdAt": "2026-09-21T14:05:12.000Z",
                     *       "updatedAt": "2026-09-22T08:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["SavedSearch"];
                };
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000031",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000031"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000031"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED" | "READ_ONLY_CREDENTIAL";
                    };
                };
            };
            /** @description Not found: unknown, or belonging to another organization (never a hint which). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Pursuit not found",
                     *       "code": "NOT_FOUND",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000031"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description The body is over 1 MiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body exceeds 1 MiB",
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000031"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body must be JSON (Content-Type: application/json)",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000031"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000031"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000031"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "boilerplate-list": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                q?: string;
                tag?: string;
                stale?: string;
            };
            header?: {
                /**
                 * @description An `ETag` from an earlier answer: while the resource is unchanged the answer is `304` with no body, and costs no rate-limit unit.
                 * @example "1f4-Xb1q2Zk0pYvM3kq8Wc5n7uJ9aTg"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "3f8a2c61-7d4e-4b19-a5c0-9e2d71b48f05",
                     *           "title": "Evaluation plan",
                     *           "tags": [
                     *             "evaluation",
                     *             "adult-literacy"
                     *           ],
                     *           "version": 2,
                     *           "lastReviewedAt": "2026-09-21T10:00:00.000Z",
                     *           "stale": false,
                     *           "createdAt": "2026-03-02T15:10:00.000Z",
                     *           "updatedAt": "2026-09-21T10:00:00.000Z",
                     *           "createdBy": "maria@prairiereads.org",
                     *           "updatedBy": "maria@prairiereads.org",
                     *           "excerpt": "Prairie Reads measures each learner’s progress with the CASAS reading assessment at intake and every 40 hours of instruction. Tutors log attendance weekly; the program coordinator reviews outcomes each quarter…"
                     *         },
                     *         {
                     *           "id": "8c1e5b72-2a9d-4f63-b0e4-51d7c3a96e28",
                     *           "title": "Organizational history",
                     *           "tags": [
                     *             "evaluation",
                     *             "history"
                     *           ],
                     *           "version": 3,
                     *           "lastReviewedAt": "2025-06-10T09:00:00.000Z",
                     *           "stale": true,
                     *           "createdAt": "2024-11-04T13:00:00.000Z",
                     *           "updatedAt": "2025-06-10T09:00:00.000Z",
                     *           "createdBy": "maria@prairiereads.org",
                     *           "updatedBy": "maria@prairiereads.org",
                     *           "excerpt": "Founded in 1987 by volunteers at the Perry County Public Library, Prairie Reads has taught more than 4,000 adults in five eastern Kentucky counties to read, write and pass the GED."
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "limit": 20,
                     *         "offset": 0,
                     *         "total": 2,
                     *         "hasMore": false
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["BoilerplateListItem"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description Not modified: the `If-None-Match` tag is current. No body, and no rate-limit unit spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000033",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000033"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000033"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000033"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000033"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "boilerplate-create": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry: the same key and body within 24 hours replays the first answer and creates nothing. Scoped to the organization.
                 * @example 6f1c0b1e-4b7a-4d2e-9a53-0c1f7d9e2b44
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Evaluation plan",
                 *       "body": "Prairie Reads measures each learner’s progress with the CASAS reading assessment at intake and every 40 hours of instruction. Tutors log attendance weekly; the program coordinator reviews outcomes each quarter and reports the share of learners gaining one educational functioning level within a program year.",
                 *       "tags": [
                 *         "evaluation",
                 *         "adult-literacy"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description At most 200 characters */
                    title: string;
                    /** @description The answer's text, at most 20,000 characters */
                    body: string;
                    /**
                     * @description At most 20 tags; stored lowercase, each once
                     * @default []
                     */
                    tags?: string[];
                    /**
                     * Format: date-time
                     * @description When it was last reviewed, if before now: an ISO 8601 instant from 2000 on, not in the future
                     */
                    lastReviewedAt?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f8a2c61-7d4e-4b19-a5c0-9e2d71b48f05",
                     *       "title": "Evaluation plan",
                     *       "body": "Prairie Reads measures each learner’s progress with the CASAS reading assessment at intake and every 40 hours of instruction. Tutors log attendance weekly; the program coordinator reviews outcomes each quarter and reports the share of learners gaining one educational functioning level within a program year.",
                     *       "tags": [
                     *         "evaluation",
                     *         "adult-literacy"
                     *       ],
                     *       "version": 1,
                     *       "lastReviewedAt": null,
                     *       "stale": false,
                     *       "createdAt": "2026-03-02T15:10:00.000Z",
                     *       "updatedAt": "2026-03-02T15:10:00.000Z",
                     *       "createdBy": "maria@prairiereads.org",
                     *       "updatedBy": "maria@prairiereads.org"
                     *     }
                     */
                    "application/json": components["schemas"]["BoilerplateEntry"];
                };
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000034",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000034"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000034"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED" | "READ_ONLY_CREDENTIAL";
                    };
                };
            };
            /** @description Conflicts with the current state. `CONFLICT`: the change clashes with other data (the message says which: an open pursuit of the same grant, a closed project), or a request with this `Idempotency-Key` is still running. `IDEMPOTENCY_CONFLICT`: this `Idempotency-Key` was used with a different body. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An open pursuit of this grant exists: 0193f1d2-7c4e-7a51-9b0e-3f6a2c9d8e14",
                     *       "code": "CONFLICT",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000034"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "CONFLICT" | "IDEMPOTENCY_CONFLICT";
                    };
                };
            };
            /** @description The body is over 1 MiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body exceeds 1 MiB",
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000034"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body must be JSON (Content-Type: application/json)",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000034"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000034"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000034"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "boilerplate-get": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An `ETag` from an earlier answer: while the resource is unchanged the answer is `304` with no body, and costs no rate-limit unit.
                 * @example "1f4-Xb1q2Zk0pYvM3kq8Wc5n7uJ9aTg"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f8a2c61-7d4e-4b19-a5c0-9e2d71b48f05",
                     *       "title": "Evaluation plan",
                     *       "body": "Prairie Reads measures each learner’s progress with the CASAS reading assessment at intake and every 40 hours of instruction. Tutors log attendance weekly; the program coordinator reviews outcomes each quarter and reports the share of learners gaining one educational functioning level within a program year. Results are shared with the board and with funders in the annual report.",
                     *       "tags": [
                     *         "evaluation",
                     *         "adult-literacy"
                     *       ],
                     *       "version": 2,
                     *       "lastReviewedAt": "2026-09-21T10:00:00.000Z",
                     *       "stale": false,
                     *       "createdAt": "2026-03-02T15:10:00.000Z",
                     *       "updatedAt": "2026-09-21T10:00:00.000Z",
                     *       "createdBy": "maria@prairiereads.org",
                     *       "updatedBy": "maria@prairiereads.org",
                     *       "versions": [
                     *         {
                     *           "version": 2,
                     *           "title": "Evaluation plan",
                     *           "tags": [
                     *             "evaluation",
                     *             "adult-literacy"
                     *           ],
                     *           "createdAt": "2026-09-21T10:00:00.000Z",
                     *           "createdBy": "maria@prairiereads.org"
                     *         },
                     *         {
                     *           "version": 1,
                     *           "title": "Evaluation plan",
                     *           "tags": [
                     *             "evaluation",
                     *             "adult-literacy"
                     *           ],
                     *           "createdAt": "2026-03-02T15:10:00.000Z",
                     *           "createdBy": "maria@prairiereads.org"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["BoilerplateEntryDetail"];
                };
            };
            /** @description Not modified: the `If-None-Match` tag is current. No body, and no rate-limit unit spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000035",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000035"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000035"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED";
                    };
                };
            };
            /** @description Not found: unknown, or belonging to another organization (never a hint which). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Pursuit not found",
                     *       "code": "NOT_FOUND",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000035"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000035"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000035"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "boilerplate-delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f8a2c61-7d4e-4b19-a5c0-9e2d71b48f05",
                     *       "deleted": true
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @constant */
                        deleted: true;
                    };
                };
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000037",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000037"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000037"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED" | "READ_ONLY_CREDENTIAL";
                    };
                };
            };
            /** @description Not found: unknown, or belonging to another organization (never a hint which). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Pursuit not found",
                     *       "code": "NOT_FOUND",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000037"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000037"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000037"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "boilerplate-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "body": "Prairie Reads measures each learner’s progress with the CASAS reading assessment at intake and every 40 hours of instruction. Tutors log attendance weekly; the program coordinator reviews outcomes each quarter and reports the share of learners gaining one educational functioning level within a program year. Results are shared with the board and with funders in the annual report.",
                 *       "markReviewed": true
                 *     }
                 */
                "application/json": {
                    /** @description At most 200 characters */
                    title?: string;
                    /** @description The answer's text, at most 20,000 characters */
                    body?: string;
                    /** @description At most 20 tags; stored lowercase, each once */
                    tags?: string[];
                    /**
                     * @description Sets lastReviewedAt to now
                     * @constant
                     */
                    markReviewed?: true;
                    /**
                     * Format: date-time
                     * @description When it was last reviewed, if before now: an ISO 8601 instant from 2000 on, not in the future
                     */
                    lastReviewedAt?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f8a2c61-7d4e-4b19-a5c0-9e2d71b48f05",
                     *       "title": "Evaluation plan",
                     *       "body": "Prairie Reads measures each learner’s progress with the CASAS reading assessment at intake and every 40 hours of instruction. Tutors log attendance weekly; the program coordinator reviews outcomes each quarter and reports the share of learners gaining one educational functioning level within a program year. Results are shared with the board and with funders in the annual report.",
                     *       "tags": [
                     *         "evaluation",
                     *         "adult-literacy"
                     *       ],
                     *       "version": 2,
                     *       "lastReviewedAt": "2026-09-21T10:00:00.000Z",
                     *       "stale": false,
                     *       "createdAt": "2026-03-02T15:10:00.000Z",
                     *       "updatedAt": "2026-09-21T10:00:00.000Z",
                     *       "createdBy": "maria@prairiereads.org",
                     *       "updatedBy": "maria@prairiereads.org"
                     *     }
                     */
                    "application/json": components["schemas"]["BoilerplateEntry"];
                };
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000036",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000036"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000036"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED" | "READ_ONLY_CREDENTIAL";
                    };
                };
            };
            /** @description Not found: unknown, or belonging to another organization (never a hint which). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Pursuit not found",
                     *       "code": "NOT_FOUND",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000036"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description The body is over 1 MiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body exceeds 1 MiB",
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000036"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body must be JSON (Content-Type: application/json)",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000036"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000036"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000036"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "boilerplate-version": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An `ETag` from an earlier answer: while the resource is unchanged the answer is `304` with no body, and costs no rate-limit unit.
                 * @example "1f4-Xb1q2Zk0pYvM3kq8Wc5n7uJ9aTg"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
                version: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "version": 1,
                     *       "title": "Evaluation plan",
                     *       "body": "Prairie Reads measures each learner’s progress with the CASAS reading assessment at intake and every 40 hours of instruction. Tutors log attendance weekly; the program coordinator reviews outcomes each quarter and reports the share of learners gaining one educational functioning level within a program year.",
                     *       "tags": [
                     *         "evaluation",
                     *         "adult-literacy"
                     *       ],
                     *       "createdAt": "2026-03-02T15:10:00.000Z",
                     *       "createdBy": "maria@prairiereads.org"
                     *     }
                     */
                    "application/json": components["schemas"]["BoilerplateVersion"];
                };
            };
            /** @description Not modified: the `If-None-Match` tag is current. No body, and no rate-limit unit spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000038",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000038"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000038"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED";
                    };
                };
            };
            /** @description Not found: unknown, or belonging to another organization (never a hint which). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Pursuit not found",
                     *       "code": "NOT_FOUND",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000038"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000038"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000038"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "documents-list": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                pursuitId?: string;
                projectId?: string;
                requirementId?: string;
                q?: string;
            };
            header?: {
                /**
                 * @description An `ETag` from an earlier answer: while the resource is unchanged the answer is `304` with no body, and costs no rate-limit unit.
                 * @example "1f4-Xb1q2Zk0pYvM3kq8Wc5n7uJ9aTg"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "5d2e8f14-6b3a-4c97-a1e0-3f7b9c2d4e68",
                     *           "title": "Project narrative",
                     *           "pursuitId": "df65e3d5-6d9a-440c-8844-41675c9951a3",
                     *           "projectId": null,
                     *           "requirementId": "0193f1d2-9a7e-7c21-8d44-5b2e1f0a6c37",
                     *           "portalVisible": false,
                     *           "createdBy": "maria@prairiereads.org",
                     *           "updatedBy": "maria@prairiereads.org",
                     *           "createdAt": "2026-03-30T14:02:11.000Z",
                     *           "fileName": "project-narrative.pdf",
                     *           "contentType": "application/pdf",
                     *           "size": 497730,
                     *           "sha256": "3c7e1a9b5d2f8c4e6a0b9d3f7e1c5a8b2d6f0e4a9c3b7d1f5e8a2c6b0d4f9e3a",
                     *           "version": 2,
                     *           "updatedAt": "2026-04-06T10:45:52.000Z"
                     *         },
                     *         {
                     *           "id": "a7c3e9b1-2d4f-4a68-8e15-9b0c7d3f2a41",
                     *           "title": "Budget workbook",
                     *           "fileName": "budget-fy27.xlsx",
                     *           "contentType": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
                     *           "size": 38412,
                     *           "sha256": "e1d4c7b0a3f6e9d2c5b8a1f4e7d0c3b6a9f2e5d8c1b4a7f0e3d6c9b2a5f8e1d4",
                     *           "version": 1,
                     *           "pursuitId": "df65e3d5-6d9a-440c-8844-41675c9951a3",
                     *           "projectId": null,
                     *           "requirementId": null,
                     *           "portalVisible": false,
                     *           "createdBy": "maria@prairiereads.org",
                     *           "updatedBy": "maria@prairiereads.org",
                     *           "createdAt": "2026-04-02T16:20:40.000Z",
                     *           "updatedAt": "2026-04-02T16:20:40.000Z"
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "limit": 20,
                     *         "offset": 0,
                     *         "total": 2,
                     *         "hasMore": false
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Document"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description Not modified: the `If-None-Match` tag is current. No body, and no rate-limit unit spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000039",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000039"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000039"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000039"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000039"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "documents-create": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry: the same key and body within 24 hours replays the first answer and creates nothing. Scoped to the organization.
                 * @example 6f1c0b1e-4b7a-4d2e-9a53-0c1f7d9e2b44
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "file": "(the file’s bytes)",
                 *       "title": "Project narrative",
                 *       "requirementId": "0193f1d2-9a7e-7c21-8d44-5b2e1f0a6c37"
                 *     }
                 */
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The file: its type is read from its bytes
                     */
                    file: string;
                    /** @description At most 200 characters; the file's name without it */
                    title?: string;
                    /**
                     * Format: uuid
                     * @description The pursuit it belongs to
                     */
                    pursuitId?: string;
                    /**
                     * Format: uuid
                     * @description The project it belongs to (not with pursuitId or requirementId)
                     */
                    projectId?: string;
                    /**
                     * Format: uuid
                     * @description The checklist item it is attached to; it then belongs to the item's pursuit (pursuitId, if sent, must be it)
                     */
                    requirementId?: string;
                    /** @description "true": portal tokens with VIEW_DOCUMENTS read it */
                    portalVisible?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "5d2e8f14-6b3a-4c97-a1e0-3f7b9c2d4e68",
                     *       "title": "Project narrative",
                     *       "pursuitId": "df65e3d5-6d9a-440c-8844-41675c9951a3",
                     *       "projectId": null,
                     *       "requirementId": "0193f1d2-9a7e-7c21-8d44-5b2e1f0a6c37",
                     *       "portalVisible": false,
                     *       "createdBy": "maria@prairiereads.org",
                     *       "updatedBy": "maria@prairiereads.org",
                     *       "createdAt": "2026-03-30T14:02:11.000Z",
                     *       "fileName": "project-narrative-draft.pdf",
                     *       "contentType": "application/pdf",
                     *       "size": 482113,
                     *       "sha256": "9f2b6c1d8e4a7b3c5d0e2f1a6b8c9d7e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c",
                     *       "version": 1,
                     *       "updatedAt": "2026-03-30T14:02:11.000Z",
                     *       "versions": [
                     *         {
                     *           "version": 1,
                     *           "fileName": "project-narrative-draft.pdf",
                     *           "contentType": "application/pdf",
                     *           "size": 482113,
                     *           "sha256": "9f2b6c1d8e4a7b3c5d0e2f1a6b8c9d7e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c",
                     *           "createdAt": "2026-03-30T14:02:11.000Z",
                     *           "createdBy": "maria@prairiereads.org"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["DocumentDetail"];
                };
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000040",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000040"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000040"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED" | "READ_ONLY_CREDENTIAL";
                    };
                };
            };
            /** @description Not found: unknown, or belonging to another organization (never a hint which). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Pursuit not found",
                     *       "code": "NOT_FOUND",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000040"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state. `IDEMPOTENCY_CONFLICT`: this `Idempotency-Key` was used with a different body. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "IDEMPOTENCY_CONFLICT",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000040"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "IDEMPOTENCY_CONFLICT";
                    };
                };
            };
            /** @description The body is over 1 MiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body exceeds 1 MiB",
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000040"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "PAYLOAD_TOO_LARGE" | "STORAGE_QUOTA_EXCEEDED";
                    };
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body must be JSON (Content-Type: application/json)",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000040"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000040"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000040"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "documents-get": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An `ETag` from an earlier answer: while the resource is unchanged the answer is `304` with no body, and costs no rate-limit unit.
                 * @example "1f4-Xb1q2Zk0pYvM3kq8Wc5n7uJ9aTg"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "5d2e8f14-6b3a-4c97-a1e0-3f7b9c2d4e68",
                     *       "title": "Project narrative",
                     *       "pursuitId": "df65e3d5-6d9a-440c-8844-41675c9951a3",
                     *       "projectId": null,
                     *       "requirementId": "0193f1d2-9a7e-7c21-8d44-5b2e1f0a6c37",
                     *       "portalVisible": false,
                     *       "createdBy": "maria@prairiereads.org",
                     *       "updatedBy": "maria@prairiereads.org",
                     *       "createdAt": "2026-03-30T14:02:11.000Z",
                     *       "fileName": "project-narrative-draft.pdf",
                     *       "contentType": "application/pdf",
                     *       "size": 482113,
                     *       "sha256": "9f2b6c1d8e4a7b3c5d0e2f1a6b8c9d7e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c",
                     *       "version": 1,
                     *       "updatedAt": "2026-03-30T14:02:11.000Z",
                     *       "versions": [
                     *         {
                     *           "version": 1,
                     *           "fileName": "project-narrative-draft.pdf",
                     *           "contentType": "application/pdf",
                     *           "size": 482113,
                     *           "sha256": "9f2b6c1d8e4a7b3c5d0e2f1a6b8c9d7e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c",
                     *           "createdAt": "2026-03-30T14:02:11.000Z",
                     *           "createdBy": "maria@prairiereads.org"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["DocumentDetail"];
                };
            };
            /** @description Not modified: the `If-None-Match` tag is current. No body, and no rate-limit unit spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000041",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000041"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000041"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED";
                    };
                };
            };
            /** @description Not found: unknown, or belonging to another organization (never a hint which). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Pursuit not found",
                     *       "code": "NOT_FOUND",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000041"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000041"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000041"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "documents-delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "a7c3e9b1-2d4f-4a68-8e15-9b0c7d3f2a41",
                     *       "deleted": true
                     *     }
                     */
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @constant */
                        deleted: true;
                    };
                };
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000043",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000043"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000043"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED" | "READ_ONLY_CREDENTIAL";
                    };
                };
            };
            /** @description Not found: unknown, or belonging to another organization (never a hint which). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Pursuit not found",
                     *       "code": "NOT_FOUND",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000043"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000043"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000043"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "documents-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "portalVisible": true
                 *     }
                 */
                "application/json": {
                    title?: string;
                    portalVisible?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "5d2e8f14-6b3a-4c97-a1e0-3f7b9c2d4e68",
                     *       "title": "Project narrative",
                     *       "pursuitId": "df65e3d5-6d9a-440c-8844-41675c9951a3",
                     *       "projectId": null,
                     *       "requirementId": "0193f1d2-9a7e-7c21-8d44-5b2e1f0a6c37",
                     *       "portalVisible": true,
                     *       "createdBy": "maria@prairiereads.org",
                     *       "updatedBy": "maria@prairiereads.org",
                     *       "createdAt": "2026-03-30T14:02:11.000Z",
                     *       "fileName": "project-narrative.pdf",
                     *       "contentType": "application/pdf",
                     *       "size": 497730,
                     *       "sha256": "3c7e1a9b5d2f8c4e6a0b9d3f7e1c5a8b2d6f0e4a9c3b7d1f5e8a2c6b0d4f9e3a",
                     *       "version": 2,
                     *       "updatedAt": "2026-04-07T09:12:03.000Z",
                     *       "versions": [
                     *         {
                     *           "version": 2,
                     *           "fileName": "project-narrative.pdf",
                     *           "contentType": "application/pdf",
                     *           "size": 497730,
                     *           "sha256": "3c7e1a9b5d2f8c4e6a0b9d3f7e1c5a8b2d6f0e4a9c3b7d1f5e8a2c6b0d4f9e3a",
                     *           "createdAt": "2026-04-06T10:45:52.000Z",
                     *           "createdBy": "maria@prairiereads.org"
                     *         },
                     *         {
                     *           "version": 1,
                     *           "fileName": "project-narrative-draft.pdf",
                     *           "contentType": "application/pdf",
                     *           "size": 482113,
                     *           "sha256": "9f2b6c1d8e4a7b3c5d0e2f1a6b8c9d7e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c",
                     *           "createdAt": "2026-03-30T14:02:11.000Z",
                     *           "createdBy": "maria@prairiereads.org"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["DocumentDetail"];
                };
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000042",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000042"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000042"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED" | "READ_ONLY_CREDENTIAL";
                    };
                };
            };
            /** @description Not found: unknown, or belonging to another organization (never a hint which). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Pursuit not found",
                     *       "code": "NOT_FOUND",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000042"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description The body is over 1 MiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body exceeds 1 MiB",
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000042"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body must be JSON (Content-Type: application/json)",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000042"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000042"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000042"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "documents-content": {
        parameters: {
            query?: {
                version?: number;
            };
            header?: {
                /**
                 * @description An `ETag` from an earlier answer: while the resource is unchanged the answer is `304` with no body, and costs no rate-limit unit.
                 * @example "1f4-Xb1q2Zk0pYvM3kq8Wc5n7uJ9aTg"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    "Content-Length": components["headers"]["ContentLength"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "application/vnd.openxmlformats-officedocument.presentationml.presentation": string;
                    "application/vnd.oasis.opendocument.text": string;
                    "application/vnd.oasis.opendocument.spreadsheet": string;
                    "image/png": string;
                    "image/jpeg": string;
                    "text/csv": string;
                    "text/plain": string;
                };
            };
            /** @description Not modified: the `If-None-Match` tag is current. No body, and no rate-limit unit spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000044",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000044"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000044"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED";
                    };
                };
            };
            /** @description Not found: unknown, or belonging to another organization (never a hint which). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Pursuit not found",
                     *       "code": "NOT_FOUND",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000044"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000044"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000044"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "documents-addVersion": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry: the same key and body within 24 hours replays the first answer and creates nothing. Scoped to the organization.
                 * @example 6f1c0b1e-4b7a-4d2e-9a53-0c1f7d9e2b44
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The file: its type is read from its bytes
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "5d2e8f14-6b3a-4c97-a1e0-3f7b9c2d4e68",
                     *       "title": "Project narrative",
                     *       "pursuitId": "df65e3d5-6d9a-440c-8844-41675c9951a3",
                     *       "projectId": null,
                     *       "requirementId": "0193f1d2-9a7e-7c21-8d44-5b2e1f0a6c37",
                     *       "portalVisible": false,
                     *       "createdBy": "maria@prairiereads.org",
                     *       "updatedBy": "maria@prairiereads.org",
                     *       "createdAt": "2026-03-30T14:02:11.000Z",
                     *       "fileName": "project-narrative.pdf",
                     *       "contentType": "application/pdf",
                     *       "size": 497730,
                     *       "sha256": "3c7e1a9b5d2f8c4e6a0b9d3f7e1c5a8b2d6f0e4a9c3b7d1f5e8a2c6b0d4f9e3a",
                     *       "version": 2,
                     *       "updatedAt": "2026-04-06T10:45:52.000Z",
                     *       "versions": [
                     *         {
                     *           "version": 2,
                     *           "fileName": "project-narrative.pdf",
                     *           "contentType": "application/pdf",
                     *           "size": 497730,
                     *           "sha256": "3c7e1a9b5d2f8c4e6a0b9d3f7e1c5a8b2d6f0e4a9c3b7d1f5e8a2c6b0d4f9e3a",
                     *           "createdAt": "2026-04-06T10:45:52.000Z",
                     *           "createdBy": "maria@prairiereads.org"
                     *         },
                     *         {
                     *           "version": 1,
                     *           "fileName": "project-narrative-draft.pdf",
                     *           "contentType": "application/pdf",
                     *           "size": 482113,
                     *           "sha256": "9f2b6c1d8e4a7b3c5d0e2f1a6b8c9d7e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c",
                     *           "createdAt": "2026-03-30T14:02:11.000Z",
                     *           "createdBy": "maria@prairiereads.org"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["DocumentDetail"];
                };
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000045",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000045"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000045"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED" | "READ_ONLY_CREDENTIAL";
                    };
                };
            };
            /** @description Not found: unknown, or belonging to another organization (never a hint which). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Pursuit not found",
                     *       "code": "NOT_FOUND",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000045"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state. `CONFLICT`: the change clashes with other data (the message says which: an open pursuit of the same grant, a closed project), or a request with this `Idempotency-Key` is still running. `IDEMPOTENCY_CONFLICT`: this `Idempotency-Key` was used with a different body. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An open pursuit of this grant exists: 0193f1d2-7c4e-7a51-9b0e-3f6a2c9d8e14",
                     *       "code": "CONFLICT",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000045"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "CONFLICT" | "IDEMPOTENCY_CONFLICT";
                    };
                };
            };
            /** @description The body is over 1 MiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body exceeds 1 MiB",
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000045"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "PAYLOAD_TOO_LARGE" | "STORAGE_QUOTA_EXCEEDED";
                    };
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body must be JSON (Content-Type: application/json)",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000045"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000045"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000045"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "auditLog-list": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                actorKind?: "user" | "api_key" | "portal_token" | "system" | "operator";
                actorId?: string;
                action?: "session.signed_in" | "session.sign_in_failed" | "password_reset.requested" | "password_reset.completed" | "organization.created" | "organization.updated" | "organization.deliverables_template_updated" | "organization.profile_updated" | "member.invited" | "invitation.resent" | "invitation.revoked" | "invitation.accepted" | "invitation.declined" | "member.role_changed" | "member.removed" | "member.left" | "user.created" | "role.created" | "role.updated" | "role.deleted" | "api_key.created" | "api_key.revoked" | "portal_token.created" | "portal_token.revoked" | "webhook.created" | "webhook.updated" | "webhook.deleted" | "webhook.secret_revealed" | "webhook.secret_rotated" | "webhook.test_sent" | "webhook.delivery_resent" | "calendar_feed.created" | "calendar_feed.revoked" | "mission.created" | "mission.updated" | "mission.deleted" | "grant.private_added" | "grant.dismissed" | "grant.restored" | "saved_search.created" | "saved_search.updated" | "saved_search.deleted" | "saved_search.subscription_changed" | "boilerplate.created" | "boilerplate.updated" | "boilerplate.deleted" | "document.created" | "document.version_added" | "document.updated" | "document.deleted" | "pursuit.created" | "pursuit.updated" | "requirement.created" | "requirement.updated" | "requirement.deleted" | "requirement_template.created" | "requirement_template.updated" | "requirement_template.deleted" | "requirement_template.applied" | "project.created" | "project.updated" | "project.closed" | "project.reopened" | "task.created" | "task.updated" | "notification.marked_read" | "notification_preferences.updated" | "audit.pruned";
                targetType?: string;
                targetId?: string;
                from?: string;
                to?: string;
            };
            header?: {
                /**
                 * @description An `ETag` from an earlier answer: while the resource is unchanged the answer is `304` with no body, and costs no rate-limit unit.
                 * @example "1f4-Xb1q2Zk0pYvM3kq8Wc5n7uJ9aTg"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "3c9e1f2a-7b4d-4e6f-8a1c-5d2b9e0f4a73",
                     *           "organizationId": "df56b710-ef56-4371-bd0f-25a983a596f8",
                     *           "seq": 214,
                     *           "occurredAt": "2026-09-21T13:42:07.318Z",
                     *           "actor": {
                     *             "kind": "user",
                     *             "id": "041c4260-77d2-4486-bce9-e7d44e36b389",
                     *             "label": "maria.alvarez@prairiereads.org"
                     *           },
                     *           "requestId": "req_5e8b2d4f-1c7a-4f3e-9b6d-0a2c4e6f8b1d",
                     *           "ip": "203.0.113.24",
                     *           "userAgent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15",
                     *           "action": "webhook.secret_revealed",
                     *           "target": {
                     *             "type": "webhook_endpoint",
                     *             "id": "8e2d4b6f-1a3c-4d5e-9f70-2b4c6d8e0a13"
                     *           },
                     *           "changes": {},
                     *           "prevHash": "9f1c2e7a54b3d8f06a2c4e1b7d9f3a5c8e0b2d4f6a1c3e5b7d9f0a2c4e6b8d1f",
                     *           "hash": "c47e2a9b1d3f5e7a0c2b4d6f8e1a3c5b7d9f0e2a4c6b8d1f3e5a7c9b0d2f4e6a"
                     *         },
                     *         {
                     *           "id": "5a7c9e1b-3d5f-4a7c-9e1b-3d5f7a9c1e2b",
                     *           "organizationId": "df56b710-ef56-4371-bd0f-25a983a596f8",
                     *           "seq": 213,
                     *           "occurredAt": "2026-09-18T10:15:44.902Z",
                     *           "actor": {
                     *             "kind": "api_key",
                     *             "id": "1dbf716a-33bd-40a3-a00b-d86fb8d24c7c",
                     *             "label": "ERP sync"
                     *           },
                     *           "requestId": "req_a3f9c1e7-6b2d-4d8f-8e4a-7c5b3d1f9e2a",
                     *           "ip": "198.51.100.7",
                     *           "userAgent": "erp-connector/4.2",
                     *           "action": "task.updated",
                     *           "target": {
                     *             "type": "task",
                     *             "id": "da44a9d5-1cdc-415b-a20b-e19bae7cd797"
                     *           },
                     *           "changes": {
                     *             "status": [
                     *               "in_progress",
                     *               "completed"
                     *             ],
                     *             "completedAt": [
                     *               null,
                     *               "2026-09-18T10:15:44.871Z"
                     *             ],
                     *             "completedBy": [
                     *               null,
                     *               "api_key:1dbf716a-33bd-40a3-a00b-d86fb8d24c7c"
                     *             ]
                     *           },
                     *           "prevHash": "2b4d6f8a0c1e3a5c7e9b1d3f5a7c9e0b2d4f6a8c1e3b5d7f9a0c2e4b6d8f1a3c",
                     *           "hash": "9f1c2e7a54b3d8f06a2c4e1b7d9f3a5c8e0b2d4f6a1c3e5b7d9f0a2c4e6b8d1f"
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "limit": 2,
                     *         "offset": 0,
                     *         "total": 214,
                     *         "hasMore": true
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["AuditRecord"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description Not modified: the `If-None-Match` tag is current. No body, and no rate-limit unit spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000046",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000046"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000046"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000046"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000046"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "webhooks-list": {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: {
                /**
                 * @description An `ETag` from an earlier answer: while the resource is unchanged the answer is `304` with no body, and costs no rate-limit unit.
                 * @example "1f4-Xb1q2Zk0pYvM3kq8Wc5n7uJ9aTg"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "3e8c5d21-4f7a-4b9e-a1c6-7d2f0b8e9a54",
                     *           "organizationId": "df56b710-ef56-4371-bd0f-25a983a596f8",
                     *           "livemode": true,
                     *           "url": "https://erp.prairiereads.example.org/hooks/grants",
                     *           "description": "ERP: opens a cost center for each award",
                     *           "eventTypes": [
                     *             "pursuit.won",
                     *             "task.completed"
                     *           ],
                     *           "enabled": true,
                     *           "disabledReason": null,
                     *           "disabledAt": null,
                     *           "consecutiveFailures": 0,
                     *           "createdAt": "2026-06-02T14:11:09.317Z",
                     *           "updatedAt": "2026-06-02T14:11:09.317Z"
                     *         }
                     *       ],
                     *       "pagination": {
                     *         "limit": 20,
                     *         "offset": 0,
                     *         "total": 1,
                     *         "hasMore": false
                     *       }
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["WebhookEndpoint"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description Not modified: the `If-None-Match` tag is current. No body, and no rate-limit unit spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000047",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000047"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000047"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000047"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000047"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "webhooks-create": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes the POST safe to retry: the same key and body within 24 hours replays the first answer and creates nothing. Scoped to the organization.
                 * @example 6f1c0b1e-4b7a-4d2e-9a53-0c1f7d9e2b44
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://erp.prairiereads.example.org/hooks/grants",
                 *       "eventTypes": [
                 *         "pursuit.won",
                 *         "task.completed"
                 *       ],
                 *       "description": "ERP: opens a cost center for each award"
                 *     }
                 */
                "application/json": {
                    /** @description Where events are POSTed: an `https://` URL that reaches a public address */
                    url: string;
                    /**
                     * @description Event types to receive (grant.found, pursuit.won, task.completed); empty: every type. Each needs the permissions to read its data (a 403 names the missing one).
                     * @default []
                     */
                    eventTypes?: string[];
                    /**
                     * @description A note for people; null clears it
                     * @default null
                     */
                    description?: string | null;
                    /** @default true */
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3e8c5d21-4f7a-4b9e-a1c6-7d2f0b8e9a54",
                     *       "organizationId": "df56b710-ef56-4371-bd0f-25a983a596f8",
                     *       "livemode": true,
                     *       "url": "https://erp.prairiereads.example.org/hooks/grants",
                     *       "description": "ERP: opens a cost center for each award",
                     *       "eventTypes": [
                     *         "pursuit.won",
                     *         "task.completed"
                     *       ],
                     *       "enabled": true,
                     *       "disabledReason": null,
                     *       "disabledAt": null,
                     *       "consecutiveFailures": 0,
                     *       "createdAt": "2026-06-02T14:11:09.317Z",
                     *       "updatedAt": "2026-06-02T14:11:09.317Z",
                     *       "secret": "whsec_MfKQ9r8GKYqXTwFkrA3ElHG2mxoCC2FkX1Ct5cYmUqE="
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookEndpointCreated"];
                };
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000048",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000048"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000048"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED" | "READ_ONLY_CREDENTIAL";
                    };
                };
            };
            /** @description Conflicts with the current state. `CONFLICT`: the change clashes with other data (the message says which: an open pursuit of the same grant, a closed project), or a request with this `Idempotency-Key` is still running. `IDEMPOTENCY_CONFLICT`: this `Idempotency-Key` was used with a different body. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "An open pursuit of this grant exists: 0193f1d2-7c4e-7a51-9b0e-3f6a2c9d8e14",
                     *       "code": "CONFLICT",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000048"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "CONFLICT" | "IDEMPOTENCY_CONFLICT";
                    };
                };
            };
            /** @description The body is over 1 MiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body exceeds 1 MiB",
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000048"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body must be JSON (Content-Type: application/json)",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000048"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000048"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000048"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "webhooks-get": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An `ETag` from an earlier answer: while the resource is unchanged the answer is `304` with no body, and costs no rate-limit unit.
                 * @example "1f4-Xb1q2Zk0pYvM3kq8Wc5n7uJ9aTg"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3e8c5d21-4f7a-4b9e-a1c6-7d2f0b8e9a54",
                     *       "organizationId": "df56b710-ef56-4371-bd0f-25a983a596f8",
                     *       "livemode": true,
                     *       "url": "https://erp.prairiereads.example.org/hooks/grants",
                     *       "description": "ERP: opens a cost center for each award",
                     *       "eventTypes": [
                     *         "pursuit.won",
                     *         "task.completed"
                     *       ],
                     *       "enabled": true,
                     *       "disabledReason": null,
                     *       "disabledAt": null,
                     *       "consecutiveFailures": 0,
                     *       "createdAt": "2026-06-02T14:11:09.317Z",
                     *       "updatedAt": "2026-06-02T14:11:09.317Z"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Not modified: the `If-None-Match` tag is current. No body, and no rate-limit unit spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000049",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000049"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000049"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED";
                    };
                };
            };
            /** @description Not found: unknown, or belonging to another organization (never a hint which). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Pursuit not found",
                     *       "code": "NOT_FOUND",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000049"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000049"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000049"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "webhooks-delete": {
        parameters: {
            query?: never;
            header?: {
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No Content */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000051",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000051"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000051"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED" | "READ_ONLY_CREDENTIAL";
                    };
                };
            };
            /** @description Not found: unknown, or belonging to another organization (never a hint which). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Pursuit not found",
                     *       "code": "NOT_FOUND",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000051"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000051"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000051"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "webhooks-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "enabled": false
                 *     }
                 */
                "application/json": {
                    /** @description Where events are POSTed: an `https://` URL that reaches a public address */
                    url?: string;
                    /** @description Event types to receive (grant.found, pursuit.won, task.completed); empty: every type. Each needs the permissions to read its data (a 403 names the missing one). */
                    eventTypes?: string[];
                    /** @description A note for people; null clears it */
                    description?: string | null;
                    /** @description false stops deliveries; true resumes them and clears the failure count */
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3e8c5d21-4f7a-4b9e-a1c6-7d2f0b8e9a54",
                     *       "organizationId": "df56b710-ef56-4371-bd0f-25a983a596f8",
                     *       "livemode": true,
                     *       "url": "https://erp.prairiereads.example.org/hooks/grants",
                     *       "description": "ERP: opens a cost center for each award",
                     *       "eventTypes": [
                     *         "pursuit.won",
                     *         "task.completed"
                     *       ],
                     *       "enabled": false,
                     *       "disabledReason": "disabled by a user",
                     *       "disabledAt": "2026-09-18T08:40:52.006Z",
                     *       "consecutiveFailures": 0,
                     *       "createdAt": "2026-06-02T14:11:09.317Z",
                     *       "updatedAt": "2026-09-18T08:40:52.006Z"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000050",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000050"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000050"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED" | "READ_ONLY_CREDENTIAL";
                    };
                };
            };
            /** @description Not found: unknown, or belonging to another organization (never a hint which). */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Pursuit not found",
                     *       "code": "NOT_FOUND",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000050"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description The body is over 1 MiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body exceeds 1 MiB",
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000050"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body must be JSON (Content-Type: application/json)",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000050"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000050"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000050"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "organizationProfile-get": {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description An `ETag` from an earlier answer: while the resource is unchanged the answer is `304` with no body, and costs no rate-limit unit.
                 * @example "1f4-Xb1q2Zk0pYvM3kq8Wc5n7uJ9aTg"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "organizationId": "df56b710-ef56-4371-bd0f-25a983a596f8",
                     *       "legalName": "Prairie Reads Literacy Council, Inc.",
                     *       "ein": "61-1234567",
                     *       "uei": "J7MZK3LQ8RX4",
                     *       "samRegistrationExpiresOn": "2027-03-31",
                     *       "applicantType": "12",
                     *       "applicantTypeLabel": "Nonprofits having a 501(c)(3) status with the IRS, other than institutions of higher education",
                     *       "authorizedRepresentative": {
                     *         "name": "Maria Alvarez",
                     *         "title": "Executive Director",
                     *         "email": "maria.alvarez@prairiereads.example.org"
                     *       },
                     *       "fiscalYearStartMonth": 7,
                     *       "indirectCostRate": 10,
                     *       "indirectCostRateExpiresOn": "2027-06-30",
                     *       "readiness": {
                     *         "ready": true,
                     *         "missing": [],
                     *         "warnings": []
                     *       },
                     *       "updatedAt": "2026-09-21T13:02:44.120Z"
                     *     }
                     */
                    "application/json": components["schemas"]["OrganizationProfile"];
                };
            };
            /** @description Not modified: the `If-None-Match` tag is current. No body, and no rate-limit unit spent. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000052",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000052"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000052"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000052"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000052"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
    "organizationProfile-update": {
        parameters: {
            query?: never;
            header?: {
                /** @description With an ID token: which of the user's organizations to act on (default: the only one, or the user's default). Ignored for API keys and portal tokens, which carry theirs. */
                "X-Organization-Id"?: components["parameters"]["OrganizationId"];
                /** @description Your own id for this request (≤ 64 of `A–Z a–z 0–9 . _ : -`), echoed in the answer and the logs. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "samRegistrationExpiresOn": "2027-03-31",
                 *       "authorizedRepresentative": {
                 *         "title": "Executive Director"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @description As registered with the IRS and SAM.gov */
                    legalName?: string | null;
                    /** @description Employer Identification Number, `NN-NNNNNNN` */
                    ein?: string | null;
                    /** @description SAM.gov Unique Entity ID: 12 upper-case letters and digits, not starting with 0, no I or O */
                    uei?: string | null;
                    /** @description When the SAM.gov registration expires */
                    samRegistrationExpiresOn?: string | null;
                    applicantType?: ("11" | "12" | "13" | "20" | "21" | "22" | "23" | "25" | "00" | "01" | "02" | "04" | "05" | "06" | "07" | "08") | null;
                    /** @description Who signs applications (the AOR): send only the parts that change; null clears a part */
                    authorizedRepresentative?: {
                        name?: string | null;
                        title?: string | null;
                        email?: string | null;
                    };
                    fiscalYearStartMonth?: number | null;
                    /** @description Negotiated indirect cost rate, percent */
                    indirectCostRate?: number | null;
                    /** @description When the rate agreement expires */
                    indirectCostRateExpiresOn?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "organizationId": "df56b710-ef56-4371-bd0f-25a983a596f8",
                     *       "legalName": "Prairie Reads Literacy Council, Inc.",
                     *       "ein": "61-1234567",
                     *       "uei": "J7MZK3LQ8RX4",
                     *       "samRegistrationExpiresOn": "2027-03-31",
                     *       "applicantType": "12",
                     *       "applicantTypeLabel": "Nonprofits having a 501(c)(3) status with the IRS, other than institutions of higher education",
                     *       "authorizedRepresentative": {
                     *         "name": "Maria Alvarez",
                     *         "title": "Executive Director",
                     *         "email": "maria.alvarez@prairiereads.example.org"
                     *       },
                     *       "fiscalYearStartMonth": 7,
                     *       "indirectCostRate": 10,
                     *       "indirectCostRateExpiresOn": "2027-06-30",
                     *       "readiness": {
                     *         "ready": true,
                     *         "missing": [],
                     *         "warnings": []
                     *       },
                     *       "updatedAt": "2026-09-21T13:02:44.120Z"
                     *     }
                     */
                    "application/json": components["schemas"]["OrganizationProfile"];
                };
            };
            /** @description The request is malformed: a parameter or body field fails validation (`issues` names each), more than one credential was sent, or an ID token names no organization. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Validation failed: limit: Too big: expected number to be <=100",
                     *       "code": "VALIDATION_FAILED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000053",
                     *       "issues": [
                     *         {
                     *           "path": "limit",
                     *           "message": "Too big: expected number to be <=100"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_FAILED" | "AMBIGUOUS_CREDENTIALS" | "ORGANIZATION_REQUIRED";
                    };
                };
            };
            /** @description No credential, or one that is unknown, malformed, revoked or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Authentication required: send an API key in X-API-Key or a Bearer token",
                     *       "code": "UNAUTHENTICATED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000053"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED" | "INVALID_CREDENTIALS" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description The credential is valid but may not do this: a missing permission (named), a portal token writing, or an address outside the key's allow-list. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "API key lacks permission VIEW_REPORTS",
                     *       "code": "FORBIDDEN",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000053"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN" | "IP_NOT_ALLOWED" | "READ_ONLY_CREDENTIAL";
                    };
                };
            };
            /** @description The body is over 1 MiB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body exceeds 1 MiB",
                     *       "code": "PAYLOAD_TOO_LARGE",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000053"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description The body is not JSON. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Request body must be JSON (Content-Type: application/json)",
                     *       "code": "UNSUPPORTED_MEDIA_TYPE",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000053"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "UNSUPPORTED_MEDIA_TYPE";
                    };
                };
            };
            /** @description Over the organization's rate limit (or, before authentication, the address's failed-authentication limit): retry after `Retry-After` seconds. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Rate limit exceeded: 100 requests per minute on the basic plan",
                     *       "code": "RATE_LIMITED",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000053"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description Internal error (the body says nothing more; the request id finds it in the logs). */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["XRequestId"];
                    "Cache-Control": components["headers"]["CacheControl"];
                    "X-Content-Type-Options": components["headers"]["XContentTypeOptions"];
                    "Content-Security-Policy": components["headers"]["ContentSecurityPolicy"];
                    "Strict-Transport-Security": components["headers"]["StrictTransportSecurity"];
                    "Referrer-Policy": components["headers"]["ReferrerPolicy"];
                    "X-RateLimit-Limit": components["headers"]["XRateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["XRateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["XRateLimitReset"];
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimitPolicy"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "Internal error",
                     *       "code": "INTERNAL",
                     *       "requestId": "req_7c1e4b2a-9d3f-4a6e-8b5c-000000000053"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {string} */
                        code?: "INTERNAL";
                    };
                };
            };
        };
    };
}
