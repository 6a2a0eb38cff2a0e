-- Search ranks whole words and prefixes from tsvectors and corrects typos against the vocabulary;
-- the LIKE columns and their trigram indexes go. COLLATE "C": a prefix is a range of the key
-- (word > p AND word < p || U+10FFFF).
CREATE TABLE "search_vocabulary" (
	"word" text COLLATE "C" PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "software_search_trgm_idx";--> statement-breakpoint
DROP INDEX "software_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "software" ADD COLUMN "name_words" "tsvector" GENERATED ALWAYS AS (strip(to_tsvector('simple', lower(bh_unaccent(name))))) STORED;--> statement-breakpoint
ALTER TABLE "software" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (strip(to_tsvector('simple', lower(bh_unaccent(name || ' ' || short_description || ' ' || long_description))))) STORED;--> statement-breakpoint
CREATE INDEX "search_vocabulary_trgm_idx" ON "search_vocabulary" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "software_name_words_idx" ON "software" USING gin ("name_words");--> statement-breakpoint
CREATE INDEX "software_search_words_idx" ON "software" USING gin ("search_words");--> statement-breakpoint
ALTER TABLE "software" DROP COLUMN "name_search";--> statement-breakpoint
ALTER TABLE "software" DROP COLUMN "search_text";--> statement-breakpoint
-- Statement-level with a transition table: a bulk insert adds its words in one statement.
CREATE FUNCTION bh_keep_search_vocabulary() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_vocabulary (word)
    SELECT DISTINCT word FROM new_rows, unnest(tsvector_to_array(new_rows.search_words)) AS word
    ORDER BY word
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER software_vocabulary_insert AFTER INSERT ON "software"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bh_keep_search_vocabulary();--> statement-breakpoint
CREATE TRIGGER software_vocabulary_update AFTER UPDATE ON "software"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bh_keep_search_vocabulary();--> statement-breakpoint
INSERT INTO search_vocabulary (word)
  SELECT DISTINCT unnest(tsvector_to_array(search_words)) FROM "software" ON CONFLICT DO NOTHING;
