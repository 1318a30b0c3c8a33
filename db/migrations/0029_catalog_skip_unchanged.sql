ALTER TABLE "grants" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "catalog_syncs" ADD COLUMN "sha256" text;--> statement-breakpoint
-- content_hash is upsertGrants' record of what it wrote (docs/catalog.md#skipping-unchanged-records). Any other update
-- of a column a source writes, one that leaves the hash as it was, makes the hash stale: it is cleared, so the next
-- sync compares that grant in the database and writes it back.
CREATE FUNCTION "grants_clear_content_hash"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.content_hash := NULL;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "grants_content_hash_stale" BEFORE UPDATE OF "source_version", "owner_organization_id",
  "opportunity_number", "title", "agency", "agency_code", "is_forecast", "posted_date", "close_date", "archive_date",
  "award_floor", "award_ceiling", "estimated_total_funding", "expected_awards", "currency", "categories",
  "funding_instruments", "eligible_applicant_types", "assistance_listings", "cost_sharing", "description",
  "eligibility_notes", "url", "contact" ON "grants"
  FOR EACH ROW WHEN (OLD.content_hash IS NOT NULL AND OLD.content_hash IS NOT DISTINCT FROM NEW.content_hash)
  EXECUTE FUNCTION grants_clear_content_hash();
