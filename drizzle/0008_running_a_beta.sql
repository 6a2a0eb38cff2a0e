ALTER TYPE "public"."interest_status" ADD VALUE 'Waitlisted';--> statement-breakpoint
ALTER TYPE "public"."interest_status" ADD VALUE 'Released';--> statement-breakpoint
ALTER TABLE "interests" ADD COLUMN "answers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "interests" ADD COLUMN "reason" varchar(500);--> statement-breakpoint
ALTER TABLE "interests" ADD COLUMN "last_activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "interests" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "software" ADD COLUMN "tester_limit" integer;--> statement-breakpoint
ALTER TABLE "software" ADD COLUMN "screening_questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "software" ADD COLUMN "inactivity_days" integer;--> statement-breakpoint
ALTER TABLE "software" ADD COLUMN "access_instructions" text;--> statement-breakpoint
CREATE INDEX "interests_software_status_idx" ON "interests" USING btree ("software_id","status","created_at","id");