CREATE TYPE "public"."object_variant" AS ENUM('upload', 'full', 'card');--> statement-breakpoint
ALTER TABLE "software" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "software" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "objects" ADD COLUMN "variant" "object_variant" NOT NULL;--> statement-breakpoint
ALTER TABLE "objects" ADD COLUMN "source_id" uuid;--> statement-breakpoint
ALTER TABLE "software" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(bh_unaccent(name || ' ' || short_description || ' ' || long_description))) STORED;--> statement-breakpoint
ALTER TABLE "objects" ADD CONSTRAINT "objects_source_id_objects_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "objects_source_id_idx" ON "objects" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "software_search_trgm_idx" ON "software" USING gin ("search_text" gin_trgm_ops);