CREATE TABLE "declined_testers" (
	"software_id" uuid NOT NULL,
	"tester_id" uuid NOT NULL,
	"declined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "declined_testers_software_id_tester_id_pk" PRIMARY KEY("software_id","tester_id")
);
--> statement-breakpoint
ALTER TABLE "upload_tokens" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "declined_testers" ADD CONSTRAINT "declined_testers_software_id_software_id_fk" FOREIGN KEY ("software_id") REFERENCES "public"."software"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declined_testers" ADD CONSTRAINT "declined_testers_tester_id_users_id_fk" FOREIGN KEY ("tester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "declined_testers_tester_id_idx" ON "declined_testers" USING btree ("tester_id");--> statement-breakpoint
INSERT INTO "declined_testers" ("software_id", "tester_id") SELECT "software_id", "tester_id" FROM "interests" WHERE "status" = 'Declined';