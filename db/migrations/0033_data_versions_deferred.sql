-- Data versions bumped once, at the end of a writer's transaction, when the writer asks for it (docs/architecture.md,
-- "Data versions"). A transaction that sets gms.defer_data_versions to 'on' (set_config(…, true)) collects the scopes
-- its statements touch and bumps them in one statement when it calls flush_data_versions() just before it commits.
-- Why: a version row stays locked from the bump until commit, so two grant import batches in flight (each one
-- transaction: grants, then their matches) waited for each other from the first grant written, and the import ran one
-- batch at a time (docs/benchmarks.md#discovery). Bumped at the end, the rows are held only while the batch commits.
-- Every other writer bumps at each statement, as before; the versions still commit with the data they version.
CREATE OR REPLACE FUNCTION "bump_data_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched text[];
BEGIN
  EXECUTE format(
    'SELECT array_agg(DISTINCT coalesce(%1$I::text, ''*'')) FROM (%2$s) rows',
    TG_ARGV[0],
    CASE TG_OP WHEN 'UPDATE' THEN 'SELECT ' || quote_ident(TG_ARGV[0]) || ' FROM changed UNION ALL SELECT ' || quote_ident(TG_ARGV[0]) || ' FROM changed_before'
               ELSE 'SELECT ' || quote_ident(TG_ARGV[0]) || ' FROM changed' END)
  INTO touched;
  IF touched IS NULL THEN
    RETURN NULL;
  END IF;
  IF current_setting('gms.defer_data_versions', true) = 'on' THEN
    PERFORM set_config('gms.pending_data_versions', (
      SELECT array_agg(DISTINCT s)::text
      FROM unnest(touched || coalesce(nullif(current_setting('gms.pending_data_versions', true), '')::text[], '{}'::text[])) s
    ), true);
  ELSE
    -- In scope order, so that two writers take the rows' locks alike.
    INSERT INTO data_versions (scope, version)
    SELECT s, nextval('data_version_seq') FROM unnest(touched) s ORDER BY s
    ON CONFLICT (scope) DO UPDATE SET version = excluded.version;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The deferred bumps of this transaction, in scope order; deferring stops here (later statements bump at once).
CREATE FUNCTION "flush_data_versions"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO data_versions (scope, version)
  SELECT s, nextval('data_version_seq')
  FROM unnest(coalesce(nullif(current_setting('gms.pending_data_versions', true), '')::text[], '{}'::text[])) s
  ORDER BY s
  ON CONFLICT (scope) DO UPDATE SET version = excluded.version;
  PERFORM set_config('gms.pending_data_versions', '', true);
  PERFORM set_config('gms.defer_data_versions', 'off', true);
END $$;
