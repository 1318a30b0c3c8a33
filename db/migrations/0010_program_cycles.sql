ALTER TABLE "grants" ADD COLUMN "program_key" text GENERATED ALWAYS AS (case when agency_code is not null then nullif(
      btrim(regexp_replace(regexp_replace(regexp_replace(regexp_replace(lower(title),
        '[^a-z0-9]+', ' ', 'g'),
        '\m[a-z]*[0-9][a-z0-9]*\M', ' ', 'g'),
        '\m(fiscal years?|fy)\M', ' ', 'g'),
        ' +', ' ', 'g')), '')
      || '|' || agency_code || '|' || jsonb_path_query_array(assistance_listings, '$[*].number')::text end) STORED;--> statement-breakpoint
CREATE INDEX "grants_program_key_idx" ON "grants" USING btree ("program_key","posted_date");