CREATE TYPE "public"."feedback_event_kind" AS ENUM('status', 'comment');--> statement-breakpoint
CREATE TYPE "public"."feedback_kind" AS ENUM('Bug', 'Idea', 'Praise');--> statement-breakpoint
CREATE TYPE "public"."feedback_status" AS ENUM('New', 'Acknowledged', 'InProgress', 'Fixed', 'WontFix', 'Duplicate', 'Verified', 'Reopened');--> statement-breakpoint
CREATE TYPE "public"."feedback_severity" AS ENUM('Low', 'Medium', 'High', 'Critical');--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"software_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"kind" "feedback_kind" NOT NULL,
	"title" varchar(120) NOT NULL,
	"body" text NOT NULL,
	"steps" text,
	"expected" text,
	"actual" text,
	"severity" "feedback_severity",
	"device" jsonb NOT NULL,
	"screenshot_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" "feedback_status" DEFAULT 'New' NOT NULL,
	"duplicate_of_id" uuid,
	"first_response_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feedback_id" uuid NOT NULL,
	"actor_id" uuid,
	"kind" "feedback_event_kind" NOT NULL,
	"status" "feedback_status",
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "objects" ADD COLUMN "private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_software_id_software_id_fk" FOREIGN KEY ("software_id") REFERENCES "public"."software"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_duplicate_of_id_feedback_id_fk" FOREIGN KEY ("duplicate_of_id") REFERENCES "public"."feedback"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_events" ADD CONSTRAINT "feedback_events_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_events" ADD CONSTRAINT "feedback_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_board_idx" ON "feedback" USING btree ("software_id","created_at","id");--> statement-breakpoint
CREATE INDEX "feedback_reporter_id_idx" ON "feedback" USING btree ("reporter_id","created_at");--> statement-breakpoint
CREATE INDEX "feedback_events_feedback_id_idx" ON "feedback_events" USING btree ("feedback_id","created_at");