CREATE TYPE "public"."cycle_kind" AS ENUM('PlayClosedTest', 'TestFlight', 'Custom');--> statement-breakpoint
CREATE TABLE "cycle_opt_ins" (
	"cycle_id" uuid NOT NULL,
	"tester_id" uuid NOT NULL,
	"store_email" varchar(254) NOT NULL,
	"opted_in_on" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cycle_opt_ins_cycle_id_tester_id_pk" PRIMARY KEY("cycle_id","tester_id")
);
--> statement-breakpoint
CREATE TABLE "test_cycles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"software_id" uuid NOT NULL,
	"kind" "cycle_kind" NOT NULL,
	"testers_required" integer NOT NULL,
	"headroom" integer NOT NULL,
	"length_days" integer NOT NULL,
	"extension_days" integer DEFAULT 0 NOT NULL,
	"opt_in_link" text,
	"time_zone" varchar(64) NOT NULL,
	"start_date" date NOT NULL,
	"ended_early_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cycle_opt_ins" ADD CONSTRAINT "cycle_opt_ins_cycle_id_test_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."test_cycles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_opt_ins" ADD CONSTRAINT "cycle_opt_ins_tester_id_users_id_fk" FOREIGN KEY ("tester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_cycles" ADD CONSTRAINT "test_cycles_software_id_software_id_fk" FOREIGN KEY ("software_id") REFERENCES "public"."software"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cycle_opt_ins_tester_id_idx" ON "cycle_opt_ins" USING btree ("tester_id");--> statement-breakpoint
CREATE INDEX "test_cycles_software_created_idx" ON "test_cycles" USING btree ("software_id","created_at");