CREATE TYPE "public"."hidden_cause" AS ENUM('moderation', 'suspension');--> statement-breakpoint
CREATE TYPE "public"."report_reason" AS ENUM('spam', 'malware', 'harassment', 'inappropriate', 'other');--> statement-breakpoint
CREATE TYPE "public"."report_status" AS ENUM('open', 'dismissed', 'actioned');--> statement-breakpoint
CREATE TYPE "public"."report_target" AS ENUM('listing', 'person', 'message', 'feedback', 'rating');--> statement-breakpoint
CREATE TABLE "abuse_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid,
	"target_type" "report_target" NOT NULL,
	"target_id" uuid NOT NULL,
	"owner_id" uuid,
	"reason" "report_reason" NOT NULL,
	"details" text,
	"status" "report_status" DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "listing_hides" (
	"software_id" uuid PRIMARY KEY NOT NULL,
	"cause" "hidden_cause" NOT NULL,
	"reason" text NOT NULL,
	"hidden_at" timestamp with time zone NOT NULL,
	"hidden_by_id" uuid,
	"appeal" text,
	"appealed_at" timestamp with time zone,
	"appeal_rejected_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "software" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "subject_id" uuid;--> statement-breakpoint
ALTER TABLE "ratings" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "abuse_reports" ADD CONSTRAINT "abuse_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abuse_reports" ADD CONSTRAINT "abuse_reports_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abuse_reports" ADD CONSTRAINT "abuse_reports_resolved_by_id_users_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_hides" ADD CONSTRAINT "listing_hides_software_id_software_id_fk" FOREIGN KEY ("software_id") REFERENCES "public"."software"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_hides" ADD CONSTRAINT "listing_hides_hidden_by_id_users_id_fk" FOREIGN KEY ("hidden_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "abuse_reports_open_unique" ON "abuse_reports" USING btree ("reporter_id","target_type","target_id") WHERE "abuse_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "abuse_reports_open_target_idx" ON "abuse_reports" USING btree ("target_type","target_id") WHERE "abuse_reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "abuse_reports_reporter_idx" ON "abuse_reports" USING btree ("reporter_id","created_at");--> statement-breakpoint
CREATE INDEX "abuse_reports_owner_idx" ON "abuse_reports" USING btree ("owner_id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_subject_id_idx" ON "audit_log" USING btree ("subject_id","created_at");--> statement-breakpoint
CREATE INDEX "users_suspended_until_idx" ON "users" USING btree ("suspended_until") WHERE "users"."suspended_at" is not null;--> statement-breakpoint
-- The audit log is append-only: nothing the product runs may edit or delete an entry. The one
-- change let through is the foreign keys' own, emptying who acted or was concerned when that
-- account's row goes.
CREATE FUNCTION bh_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'the audit log is append-only' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF NEW.id IS DISTINCT FROM OLD.id OR NEW.action IS DISTINCT FROM OLD.action
    OR NEW.target_type IS DISTINCT FROM OLD.target_type OR NEW.target_id IS DISTINCT FROM OLD.target_id
    OR NEW.details IS DISTINCT FROM OLD.details OR NEW.created_at IS DISTINCT FROM OLD.created_at
    OR (NEW.actor_id IS DISTINCT FROM OLD.actor_id AND NEW.actor_id IS NOT NULL)
    OR (NEW.subject_id IS DISTINCT FROM OLD.subject_id AND NEW.subject_id IS NOT NULL) THEN
    RAISE EXCEPTION 'the audit log is append-only' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION bh_audit_log_append_only();
