CREATE TABLE "cycle_build_fixes" (
	"build_id" uuid NOT NULL,
	"feedback_id" uuid NOT NULL,
	CONSTRAINT "cycle_build_fixes_build_id_feedback_id_pk" PRIMARY KEY("build_id","feedback_id")
);
--> statement-breakpoint
CREATE TABLE "cycle_builds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cycle_id" uuid NOT NULL,
	"version" varchar(64) NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"posted_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cycle_check_ins" (
	"cycle_id" uuid NOT NULL,
	"tester_id" uuid NOT NULL,
	"checked_in_on" date NOT NULL,
	"note" text,
	"screenshot_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cycle_check_ins_cycle_id_tester_id_checked_in_on_pk" PRIMARY KEY("cycle_id","tester_id","checked_in_on")
);
--> statement-breakpoint
CREATE TABLE "cycle_notices" (
	"cycle_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"on_date" date NOT NULL,
	"kind" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cycle_notices_cycle_id_user_id_on_date_kind_pk" PRIMARY KEY("cycle_id","user_id","on_date","kind")
);
--> statement-breakpoint
ALTER TABLE "cycle_opt_ins" ADD COLUMN "left_on" date;--> statement-breakpoint
ALTER TABLE "test_cycles" ADD COLUMN "missed_days_limit" integer DEFAULT 3;--> statement-breakpoint
ALTER TABLE "cycle_build_fixes" ADD CONSTRAINT "cycle_build_fixes_build_id_cycle_builds_id_fk" FOREIGN KEY ("build_id") REFERENCES "public"."cycle_builds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_build_fixes" ADD CONSTRAINT "cycle_build_fixes_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_builds" ADD CONSTRAINT "cycle_builds_cycle_id_test_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."test_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_check_ins" ADD CONSTRAINT "cycle_check_ins_cycle_id_test_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."test_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_check_ins" ADD CONSTRAINT "cycle_check_ins_tester_id_users_id_fk" FOREIGN KEY ("tester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_check_ins" ADD CONSTRAINT "cycle_check_ins_screenshot_id_objects_id_fk" FOREIGN KEY ("screenshot_id") REFERENCES "public"."objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_notices" ADD CONSTRAINT "cycle_notices_cycle_id_test_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."test_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_notices" ADD CONSTRAINT "cycle_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cycle_build_fixes_feedback_id_idx" ON "cycle_build_fixes" USING btree ("feedback_id");--> statement-breakpoint
CREATE INDEX "cycle_builds_cycle_created_idx" ON "cycle_builds" USING btree ("cycle_id","created_at");--> statement-breakpoint
CREATE INDEX "cycle_check_ins_tester_id_idx" ON "cycle_check_ins" USING btree ("tester_id");--> statement-breakpoint
CREATE INDEX "cycle_check_ins_screenshot_id_idx" ON "cycle_check_ins" USING btree ("screenshot_id");--> statement-breakpoint
CREATE INDEX "cycle_notices_user_id_idx" ON "cycle_notices" USING btree ("user_id");