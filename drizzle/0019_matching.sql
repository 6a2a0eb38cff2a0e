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
--> statement-breakpoint
-- Browse's sort keys, kept by triggers so each sort walks its own index. Places left:
-- the limit less the testers holding a place (Interested or Accepted); none for no limit.
CREATE FUNCTION bh_places_left(listing uuid, tester_limit integer) RETURNS integer
  LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN tester_limit IS NULL THEN 2147483647 ELSE greatest(0, tester_limit - (
    SELECT count(*)::integer FROM interests i
    WHERE i.software_id = listing AND i.status IN ('Interested', 'Accepted'))) END
$$;--> statement-breakpoint
-- The first day (days since 1970) of the listing's cycles still to run at `at` and short of testers.
-- A cycle runs until start + length + extension in its own zone, unless ended early (cycle-days.ts).
-- Triggers pass now(); the cycle sweep passes the app's clock, and refreshes listings whose cycle
-- ended as time passed (cycles/cycle-sort-days.ts).
CREATE FUNCTION bh_cycle_sort_day(listing uuid, at timestamptz) RETURNS integer
  LANGUAGE sql STABLE AS $$
  SELECT coalesce(min(c.start_date - date '1970-01-01'), 2147483647)
  FROM test_cycles c
  WHERE c.software_id = listing AND c.ended_early_on IS NULL
    AND c.start_date + c.length_days + c.extension_days > (at AT TIME ZONE c.time_zone)::date
    AND (SELECT count(*) FROM cycle_opt_ins o WHERE o.cycle_id = c.id AND o.left_on IS NULL)
      < c.testers_required
$$;--> statement-breakpoint
-- The builder's median hours to a first answer, in minutes; none while they have no figure.
CREATE FUNCTION bh_answer_minutes(builder jsonb) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN hours IS NULL THEN 2147483647
    ELSE least(round(hours * 60), 2147483646)::integer END
  FROM (SELECT (builder -> 'firstAnswerHours' ->> 'value')::numeric AS hours) AS figure
$$;--> statement-breakpoint
CREATE FUNCTION bh_listing_sort_keys_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.sort_places := bh_places_left(NEW.id, NEW.tester_limit);
  NEW.sort_cycle_day := 2147483647;
  NEW.sort_answer_minutes := coalesce(
    (SELECT bh_answer_minutes(p.builder) FROM person_records p WHERE p.user_id = NEW.builder_id),
    2147483647);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER software_sort_keys_insert BEFORE INSERT ON "software"
  FOR EACH ROW EXECUTE FUNCTION bh_listing_sort_keys_insert();--> statement-breakpoint
-- A changed limit moves the places left; a reopened listing's cycles may have ended while it was
-- closed, which the sweep (Open listings only) did not see.
CREATE FUNCTION bh_listing_sort_keys_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.sort_places := bh_places_left(NEW.id, NEW.tester_limit);
  NEW.sort_cycle_day := bh_cycle_sort_day(NEW.id, now());
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER software_sort_keys_update BEFORE UPDATE OF tester_limit, status ON "software"
  FOR EACH ROW EXECUTE FUNCTION bh_listing_sort_keys_update();--> statement-breakpoint
CREATE FUNCTION bh_keep_sort_places() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  listing uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.software_id ELSE NEW.software_id END;
BEGIN
  UPDATE "software" SET sort_places = bh_places_left(id, tester_limit)
    WHERE id = listing AND tester_limit IS NOT NULL
      AND sort_places <> bh_places_left(id, tester_limit);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER interests_sort_places AFTER INSERT OR UPDATE OF status OR DELETE ON "interests"
  FOR EACH ROW EXECUTE FUNCTION bh_keep_sort_places();--> statement-breakpoint
CREATE FUNCTION bh_keep_cycle_sort_day(listing uuid) RETURNS void LANGUAGE sql AS $$
  UPDATE "software" SET sort_cycle_day = bh_cycle_sort_day(id, now())
    WHERE id = listing AND sort_cycle_day <> bh_cycle_sort_day(id, now())
$$;--> statement-breakpoint
CREATE FUNCTION bh_keep_cycle_sort_day_of_cycle() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bh_keep_cycle_sort_day(CASE WHEN TG_OP = 'DELETE' THEN OLD.software_id ELSE NEW.software_id END);
  RETURN NULL;
EXCEPTION WHEN invalid_parameter_value THEN
  -- A time zone the database cannot read (the API refuses one; a row edited by hand may hold
  -- it): the key stays as it was rather than the cycle's write failing.
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER test_cycles_sort_day AFTER INSERT OR UPDATE OR DELETE ON "test_cycles"
  FOR EACH ROW EXECUTE FUNCTION bh_keep_cycle_sort_day_of_cycle();--> statement-breakpoint
CREATE FUNCTION bh_keep_cycle_sort_day_of_opt_in() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bh_keep_cycle_sort_day(c.software_id) FROM test_cycles c
    WHERE c.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.cycle_id ELSE NEW.cycle_id END;
  RETURN NULL;
EXCEPTION WHEN invalid_parameter_value THEN
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER cycle_opt_ins_sort_day AFTER INSERT OR UPDATE OF left_on OR DELETE ON "cycle_opt_ins"
  FOR EACH ROW EXECUTE FUNCTION bh_keep_cycle_sort_day_of_opt_in();--> statement-breakpoint
CREATE FUNCTION bh_keep_answer_minutes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  minutes integer := bh_answer_minutes(NEW.builder);
BEGIN
  UPDATE "software" SET sort_answer_minutes = minutes
    WHERE builder_id = NEW.user_id AND sort_answer_minutes <> minutes;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER person_records_answer_minutes_insert AFTER INSERT ON "person_records"
  FOR EACH ROW EXECUTE FUNCTION bh_keep_answer_minutes();--> statement-breakpoint
CREATE TRIGGER person_records_answer_minutes_update AFTER UPDATE OF builder ON "person_records"
  FOR EACH ROW
  WHEN (OLD.builder -> 'firstAnswerHours' IS DISTINCT FROM NEW.builder -> 'firstAnswerHours')
  EXECUTE FUNCTION bh_keep_answer_minutes();--> statement-breakpoint
-- The sort keys now change with every join and opt-in: an update adds the words of only the rows
-- whose words changed, rather than every word of every row it touched.
CREATE FUNCTION bh_keep_search_vocabulary_of_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_vocabulary (word)
    SELECT DISTINCT word
    FROM new_rows JOIN old_rows ON old_rows.id = new_rows.id,
      unnest(tsvector_to_array(new_rows.search_words)) AS word
    WHERE new_rows.search_words IS DISTINCT FROM old_rows.search_words
    ORDER BY word
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER software_vocabulary_update ON "software";--> statement-breakpoint
CREATE TRIGGER software_vocabulary_update AFTER UPDATE ON "software"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bh_keep_search_vocabulary_of_update();--> statement-breakpoint
UPDATE "software" s SET
  sort_places = bh_places_left(s.id, s.tester_limit),
  sort_cycle_day = bh_cycle_sort_day(s.id, now()),
  sort_answer_minutes = coalesce(
    (SELECT bh_answer_minutes(p.builder) FROM person_records p WHERE p.user_id = s.builder_id),
    2147483647);
