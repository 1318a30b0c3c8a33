DROP INDEX "grant_matches_organization_id_grant_id_idx";--> statement-breakpoint
ALTER TABLE "grant_matches" ADD COLUMN "grant_open_until" date;--> statement-breakpoint
-- Stored matches get their grant's dates (written with every match from now on).
UPDATE "grant_matches" AS gm SET "grant_open_until" = least(g."close_date", g."archive_date") FROM "grants" AS g WHERE g."id" = gm."grant_id";--> statement-breakpoint
CREATE INDEX "grant_matches_grant_id_organization_id_idx" ON "grant_matches" USING btree ("grant_id","organization_id");
