CREATE TABLE "data_versions" (
	"scope" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "grants_open_until_id_idx" ON "grants" USING btree (coalesce("close_date", 'infinity'::date),"id");--> statement-breakpoint
CREATE INDEX "grants_posted_date_id_idx" ON "grants" USING btree ("posted_date" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "grants_award_ceiling_id_idx" ON "grants" USING btree ("award_ceiling" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE SEQUENCE "data_version_seq";--> statement-breakpoint
INSERT INTO "data_versions" ("scope", "version") VALUES ('*', nextval('data_version_seq'));--> statement-breakpoint
-- A statement changed rows of TG_TABLE_NAME: each scope they belong to (TG_ARGV[0] names the organization column; null
-- is the public catalog, '*') gets a new version, in scope order so that two writers take the rows' locks alike.
CREATE FUNCTION "bump_data_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO data_versions (scope, version)
     SELECT scope, nextval(''data_version_seq'') FROM (
       SELECT DISTINCT coalesce(%1$I::text, ''*'') AS scope FROM (%2$s) rows
     ) scopes ORDER BY scope
     ON CONFLICT (scope) DO UPDATE SET version = excluded.version',
    TG_ARGV[0],
    CASE TG_OP WHEN 'UPDATE' THEN 'SELECT ' || quote_ident(TG_ARGV[0]) || ' FROM changed UNION ALL SELECT ' || quote_ident(TG_ARGV[0]) || ' FROM changed_before'
               ELSE 'SELECT ' || quote_ident(TG_ARGV[0]) || ' FROM changed' END);
  RETURN NULL;
END $$;--> statement-breakpoint
-- TRUNCATE has no transition table: every cached figure includes the catalog's version, so bumping '*' retires them all.
CREATE FUNCTION "bump_all_data_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO data_versions (scope, version) VALUES ('*', nextval('data_version_seq'))
  ON CONFLICT (scope) DO UPDATE SET version = excluded.version;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "grants_data_version_insert" AFTER INSERT ON "grants" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_versions('owner_organization_id');--> statement-breakpoint
CREATE TRIGGER "grants_data_version_update" AFTER UPDATE ON "grants" REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_versions('owner_organization_id');--> statement-breakpoint
CREATE TRIGGER "grants_data_version_delete" AFTER DELETE ON "grants" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_versions('owner_organization_id');--> statement-breakpoint
CREATE TRIGGER "grants_data_version_truncate" AFTER TRUNCATE ON "grants"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_all_data_versions();--> statement-breakpoint
CREATE TRIGGER "grant_matches_data_version_insert" AFTER INSERT ON "grant_matches" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_versions('organization_id');--> statement-breakpoint
CREATE TRIGGER "grant_matches_data_version_update" AFTER UPDATE ON "grant_matches" REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_versions('organization_id');--> statement-breakpoint
CREATE TRIGGER "grant_matches_data_version_delete" AFTER DELETE ON "grant_matches" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_versions('organization_id');--> statement-breakpoint
CREATE TRIGGER "grant_matches_data_version_truncate" AFTER TRUNCATE ON "grant_matches"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_all_data_versions();--> statement-breakpoint
CREATE TRIGGER "missions_data_version_insert" AFTER INSERT ON "missions" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_versions('organization_id');--> statement-breakpoint
CREATE TRIGGER "missions_data_version_update" AFTER UPDATE ON "missions" REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_versions('organization_id');--> statement-breakpoint
CREATE TRIGGER "missions_data_version_delete" AFTER DELETE ON "missions" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_versions('organization_id');--> statement-breakpoint
CREATE TRIGGER "missions_data_version_truncate" AFTER TRUNCATE ON "missions"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_all_data_versions();--> statement-breakpoint
CREATE TRIGGER "grant_dismissals_data_version_insert" AFTER INSERT ON "grant_dismissals" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_versions('organization_id');--> statement-breakpoint
CREATE TRIGGER "grant_dismissals_data_version_update" AFTER UPDATE ON "grant_dismissals" REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_versions('organization_id');--> statement-breakpoint
CREATE TRIGGER "grant_dismissals_data_version_delete" AFTER DELETE ON "grant_dismissals" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_versions('organization_id');--> statement-breakpoint
CREATE TRIGGER "grant_dismissals_data_version_truncate" AFTER TRUNCATE ON "grant_dismissals"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_all_data_versions();--> statement-breakpoint
CREATE TRIGGER "pursuits_data_version_insert" AFTER INSERT ON "pursuits" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_versions('organization_id');--> statement-breakpoint
CREATE TRIGGER "pursuits_data_version_update" AFTER UPDATE ON "pursuits" REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_versions('organization_id');--> statement-breakpoint
CREATE TRIGGER "pursuits_data_version_delete" AFTER DELETE ON "pursuits" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_versions('organization_id');--> statement-breakpoint
CREATE TRIGGER "pursuits_data_version_truncate" AFTER TRUNCATE ON "pursuits"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_all_data_versions();--> statement-breakpoint
CREATE TRIGGER "pursuit_history_data_version_insert" AFTER INSERT ON "pursuit_history" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_versions('organization_id');--> statement-breakpoint
CREATE TRIGGER "pursuit_history_data_version_update" AFTER UPDATE ON "pursuit_history" REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_versions('organization_id');--> statement-breakpoint
CREATE TRIGGER "pursuit_history_data_version_delete" AFTER DELETE ON "pursuit_history" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_versions('organization_id');--> statement-breakpoint
CREATE TRIGGER "pursuit_history_data_version_truncate" AFTER TRUNCATE ON "pursuit_history"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_all_data_versions();--> statement-breakpoint
CREATE TRIGGER "projects_data_version_insert" AFTER INSERT ON "projects" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_versions('organization_id');--> statement-breakpoint
CREATE TRIGGER "projects_data_version_update" AFTER UPDATE ON "projects" REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_versions('organization_id');--> statement-breakpoint
CREATE TRIGGER "projects_data_version_delete" AFTER DELETE ON "projects" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_versions('organization_id');--> statement-breakpoint
CREATE TRIGGER "projects_data_version_truncate" AFTER TRUNCATE ON "projects"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_all_data_versions();--> statement-breakpoint
CREATE TRIGGER "tasks_data_version_insert" AFTER INSERT ON "tasks" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_versions('organization_id');--> statement-breakpoint
CREATE TRIGGER "tasks_data_version_update" AFTER UPDATE ON "tasks" REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_versions('organization_id');--> statement-breakpoint
CREATE TRIGGER "tasks_data_version_delete" AFTER DELETE ON "tasks" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_versions('organization_id');--> statement-breakpoint
CREATE TRIGGER "tasks_data_version_truncate" AFTER TRUNCATE ON "tasks"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_all_data_versions();--> statement-breakpoint
CREATE TRIGGER "organizations_data_version_insert" AFTER INSERT ON "organizations" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_versions('id');--> statement-breakpoint
CREATE TRIGGER "organizations_data_version_update" AFTER UPDATE ON "organizations" REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_versions('id');--> statement-breakpoint
CREATE TRIGGER "organizations_data_version_delete" AFTER DELETE ON "organizations" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_versions('id');--> statement-breakpoint
CREATE TRIGGER "organizations_data_version_truncate" AFTER TRUNCATE ON "organizations"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_all_data_versions();
