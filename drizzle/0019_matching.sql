CREATE TYPE "public"."platform" AS ENUM('Android', 'iOS', 'iPadOS', 'macOS', 'Windows', 'Linux', 'Web');--> statement-breakpoint
CREATE TYPE "public"."invitation_status" AS ENUM('Pending', 'Accepted', 'Ignored');--> statement-breakpoint
CREATE TABLE "agreement_acceptances" (
	"software_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"tester_id" uuid NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreement_acceptances_software_id_tester_id_version_pk" PRIMARY KEY("software_id","tester_id","version")
);
--> statement-breakpoint
CREATE TABLE "listing_agreements" (
	"software_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_agreements_software_id_version_pk" PRIMARY KEY("software_id","version")
);
--> statement-breakpoint
CREATE TABLE "cycle_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cycle_id" uuid NOT NULL,
	"tester_id" uuid NOT NULL,
	"builder_id" uuid NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" "invitation_status" DEFAULT 'Pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tester_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"platform" "platform" NOT NULL,
	"os_version" varchar(20) DEFAULT '' NOT NULL,
	"model" varchar(80) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "software" ADD COLUMN "platforms" "platform"[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "software" ADD COLUMN "min_os_versions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "software" ADD COLUMN "agreement_version" integer;--> statement-breakpoint
ALTER TABLE "software" ADD COLUMN "sort_places" integer DEFAULT 2147483647 NOT NULL;--> statement-breakpoint
ALTER TABLE "software" ADD COLUMN "sort_cycle_day" integer DEFAULT 2147483647 NOT NULL;--> statement-breakpoint
ALTER TABLE "software" ADD COLUMN "sort_answer_minutes" integer DEFAULT 2147483647 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "accepts_invitations" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD CONSTRAINT "agreement_acceptances_tester_id_users_id_fk" FOREIGN KEY ("tester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD CONSTRAINT "agreement_acceptances_software_id_version_listing_agreements_software_id_version_fk" FOREIGN KEY ("software_id","version") REFERENCES "public"."listing_agreements"("software_id","version") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_agreements" ADD CONSTRAINT "listing_agreements_software_id_software_id_fk" FOREIGN KEY ("software_id") REFERENCES "public"."software"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_invitations" ADD CONSTRAINT "cycle_invitations_cycle_id_test_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."test_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_invitations" ADD CONSTRAINT "cycle_invitations_tester_id_users_id_fk" FOREIGN KEY ("tester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_invitations" ADD CONSTRAINT "cycle_invitations_builder_id_users_id_fk" FOREIGN KEY ("builder_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tester_devices" ADD CONSTRAINT "tester_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreement_acceptances_tester_idx" ON "agreement_acceptances" USING btree ("tester_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cycle_invitations_cycle_tester_unique" ON "cycle_invitations" USING btree ("cycle_id","tester_id");--> statement-breakpoint
CREATE INDEX "cycle_invitations_tester_idx" ON "cycle_invitations" USING btree ("tester_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cycle_invitations_builder_idx" ON "cycle_invitations" USING btree ("builder_id","created_at");--> statement-breakpoint
CREATE INDEX "cycle_invitations_pending_idx" ON "cycle_invitations" USING btree ("tester_id") WHERE "cycle_invitations"."status" = 'Pending';--> statement-breakpoint
CREATE INDEX "tester_devices_user_idx" ON "tester_devices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tester_devices_platform_idx" ON "tester_devices" USING btree ("platform","user_id");--> statement-breakpoint
CREATE INDEX "software_browse_places_idx" ON "software" USING btree ("status","sort_places" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "software_browse_cycle_idx" ON "software" USING btree ("status","sort_cycle_day","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "software_browse_responsive_idx" ON "software" USING btree ("status","sort_answer_minutes","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- Listings posted before platforms: a web app runs on the web, a mobile one on both phones.
UPDATE "software" SET "platforms" = '{Web}' WHERE "category" = 'Web';--> statement-breakpoint
UPDATE "software" SET "platforms" = '{Android,iOS}' WHERE "category" = 'Mobile';
