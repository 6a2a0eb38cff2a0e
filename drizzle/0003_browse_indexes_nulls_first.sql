DROP INDEX "software_browse_idx";--> statement-breakpoint
DROP INDEX "software_browse_category_idx";--> statement-breakpoint
CREATE INDEX "software_browse_idx" ON "software" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "software_browse_category_idx" ON "software" USING btree ("status","category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);