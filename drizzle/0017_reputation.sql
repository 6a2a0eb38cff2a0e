CREATE TYPE "public"."answer_badge" AS ENUM('day', 'three_days');--> statement-breakpoint
CREATE TYPE "public"."place_end" AS ENUM('left', 'declined', 'released', 'waitlisted', 'listing_deleted');--> statement-breakpoint
CREATE TYPE "public"."rating_side" AS ENUM('builder', 'tester');--> statement-breakpoint
CREATE TYPE "public"."profile_visibility" AS ENUM('public', 'builders');--> statement-breakpoint
CREATE TABLE "person_records" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"tester" jsonb NOT NULL,
	"builder" jsonb NOT NULL,
	"answer_badge" "answer_badge",
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "place_spells" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"software_id" uuid,
	"listing_name" varchar(120) NOT NULL,
	"builder_id" uuid NOT NULL,
	"tester_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"ended_by" "place_end"
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"software_id" uuid,
	"listing_name" varchar(120) NOT NULL,
	"rater_id" uuid NOT NULL,
	"ratee_id" uuid NOT NULL,
	"rater_side" "rating_side" NOT NULL,
	"stars" smallint NOT NULL,
	"comment" varchar(1000),
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"reply" varchar(1000),
	"replied_at" timestamp with time zone,
	CONSTRAINT "ratings_pair_unique" UNIQUE("software_id","rater_id","ratee_id"),
	CONSTRAINT "ratings_stars_range" CHECK ("ratings"."stars" between 1 and 5),
	CONSTRAINT "ratings_not_self" CHECK ("ratings"."rater_id" <> "ratings"."ratee_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_visibility" "profile_visibility" DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "removed_for_abuse_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "person_records" ADD CONSTRAINT "person_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_spells" ADD CONSTRAINT "place_spells_software_id_software_id_fk" FOREIGN KEY ("software_id") REFERENCES "public"."software"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_spells" ADD CONSTRAINT "place_spells_builder_id_users_id_fk" FOREIGN KEY ("builder_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_spells" ADD CONSTRAINT "place_spells_tester_id_users_id_fk" FOREIGN KEY ("tester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_software_id_software_id_fk" FOREIGN KEY ("software_id") REFERENCES "public"."software"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_rater_id_users_id_fk" FOREIGN KEY ("rater_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_ratee_id_users_id_fk" FOREIGN KEY ("ratee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "place_spells_tester_idx" ON "place_spells" USING btree ("tester_id","started_at");--> statement-breakpoint
CREATE INDEX "place_spells_builder_idx" ON "place_spells" USING btree ("builder_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "place_spells_open_unique" ON "place_spells" USING btree ("software_id","tester_id") WHERE ended_at is null;--> statement-breakpoint
CREATE INDEX "ratings_ratee_idx" ON "ratings" USING btree ("ratee_id","created_at");--> statement-breakpoint
CREATE INDEX "ratings_rater_idx" ON "ratings" USING btree ("rater_id","created_at");--> statement-breakpoint
-- Every change to who holds a place, whichever statement makes it, opens or closes a spell.
CREATE FUNCTION bh_keep_place_spells() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_holding boolean := false;
  is_holding boolean := false;
  ending place_end;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    was_holding := OLD.status IN ('Interested', 'Accepted');
  END IF;
  IF TG_OP <> 'DELETE' THEN
    is_holding := NEW.status IN ('Interested', 'Accepted');
  END IF;
  IF was_holding AND NOT is_holding THEN
    IF TG_OP = 'DELETE' THEN
      ending := 'left';
    ELSIF NEW.status = 'Declined' THEN
      ending := 'declined';
    ELSIF NEW.status = 'Released' THEN
      ending := 'released';
    ELSE
      ending := 'waitlisted';
    END IF;
    UPDATE place_spells SET ended_at = now(), ended_by = ending
      WHERE software_id = OLD.software_id AND tester_id = OLD.tester_id AND ended_at IS NULL;
  ELSIF is_holding AND NOT was_holding THEN
    INSERT INTO place_spells (software_id, listing_name, builder_id, tester_id, accepted_at)
      SELECT s.id, s.name, s.builder_id, NEW.tester_id,
        CASE WHEN NEW.status = 'Accepted' THEN now() END
      FROM "software" s WHERE s.id = NEW.software_id
      ON CONFLICT DO NOTHING;
  ELSIF is_holding AND NEW.status = 'Accepted' AND OLD.status <> 'Accepted' THEN
    UPDATE place_spells SET accepted_at = coalesce(accepted_at, now())
      WHERE software_id = NEW.software_id AND tester_id = NEW.tester_id AND ended_at IS NULL;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER interests_place_spells AFTER INSERT OR UPDATE OF status OR DELETE ON "interests"
  FOR EACH ROW EXECUTE FUNCTION bh_keep_place_spells();--> statement-breakpoint
-- Before the cascade removes the signups: a deleted listing ends its places, not the testers.
CREATE FUNCTION bh_end_place_spells_of_listing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE place_spells SET ended_at = now(), ended_by = 'listing_deleted'
    WHERE software_id = OLD.id AND ended_at IS NULL;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER software_place_spells BEFORE DELETE ON "software"
  FOR EACH ROW EXECUTE FUNCTION bh_end_place_spells_of_listing();--> statement-breakpoint
INSERT INTO place_spells (software_id, listing_name, builder_id, tester_id, started_at, accepted_at)
  SELECT s.id, s.name, s.builder_id, i.tester_id, i.created_at,
    CASE WHEN i.status = 'Accepted' THEN i.created_at END
  FROM interests i JOIN "software" s ON s.id = i.software_id
  WHERE i.status IN ('Interested', 'Accepted');
