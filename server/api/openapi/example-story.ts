// The one story the operation examples tell (each example lives beside its procedure, in
// server/api/routers/<domain>/<domain>.examples.ts), and the ids they share, so every id and date agrees across
// operations.
//
// Prairie Reads Literacy Council, a small literacy nonprofit in eastern Kentucky, runs the mission "Adult literacy in
// rural counties". The Department of Education posts a Grants.gov opportunity (ED-GRANTS-021126-001, Assistance
// Listing 84.191) on 2026-02-11; the council pursues it, submits in April and wins it on 2026-07-22 ($385,000 of the
// $400,000 requested), which creates the funded project with its default deliverables; an ERP integration later
// completes the kickoff deliverable. The lists, the events and the report are read on 2026-09-21.
//
// Every example is typed by the schemas of the procedure that answers it (restOperation, compile time), and
// examples.test.ts parses each one with the procedure's own zod parsers (run time). The example files import only
// types of the schemas, this file and each other: never a procedure, so they load without the router.

export const ORGANIZATION_ID = 'df56b710-ef56-4371-bd0f-25a983a596f8';
/** Maria Alvarez, grants manager (owner of the pursuits). */
export const USER_MARIA_ID = '041c4260-77d2-4486-bce9-e7d44e36b389';
/** Devon Price, program coordinator (assignee of deliverables). */
export const USER_DEVON_ID = 'd7470701-29f0-4fdb-aff1-bc02176b1b9e';
/** The "ERP sync" API key that completes deliverables. */
export const API_KEY_ID = '1dbf716a-33bd-40a3-a00b-d86fb8d24c7c';

export const MISSION_ID = '71cdf2e8-e68e-4bab-8e84-3ab38a2dfa81';
export const SUMMER_MISSION_ID = 'ce209b34-725a-4ba1-9829-c35a1f63e310';
export const GRANT_ID = '502b8e2f-34b9-4c75-8605-9bb0602e42de';
export const IMLS_GRANT_ID = 'cb8610af-c632-4848-9924-5f794f2e9676';
export const PREVIOUS_CYCLE_ID = '0d5b3f9e-6c1a-4f7e-9b8d-2a4c6e8f1b3d';
export const PURSUIT_ID = 'fb7ab094-9ef0-46b5-8bd1-61abb9615d08';
export const IMLS_PURSUIT_ID = 'df65e3d5-6d9a-440c-8844-41675c9951a3';
export const FOUNDATION_PURSUIT_ID = 'cf176e73-3f71-422f-8b80-0c1c601154e0';
/** The council's "Federal application" requirement template, and two items of the IMLS pursuit's checklist. */
export const REQUIREMENT_TEMPLATE_ID = '6a0f2c4e-8b1d-4e7a-9c35-1f2d3b4a5c6d';
export const REQUIREMENT_SF424_ID = '0193f1d2-9a7e-7c21-8d44-5b2e1f0a6c37';
export const REQUIREMENT_LETTERS_ID = 'b4e1c7d2-3a5f-4c8e-9d16-2e7f8a9b0c1d';
export const PROJECT_ID = 'ff11b191-5b38-45a8-afba-5266e8318c69';
export const TASK_KICKOFF_ID = 'da44a9d5-1cdc-415b-a20b-e19bae7cd797';
export const TASK_TUTORS_ID = '9858b48b-b8b9-4f62-9afa-cfb44373ca6e';

/** The applicant type the mission targets, as Grants.gov spells it. */
export const NONPROFIT_501C3 =
  'Nonprofits having a 501(c)(3) status with the IRS, other than institutions of higher education';

/** The transaction that marked the pursuit won and created the project with its default deliverables. */
export const WON_AT_TRANSACTION = '2026-07-22T15:04:31.482Z';

/** The ERP's webhook endpoint (receives won pursuits and completed deliverables). */
export const WEBHOOK_ENDPOINT_ID = '3e8c5d21-4f7a-4b9e-a1c6-7d2f0b8e9a54';
