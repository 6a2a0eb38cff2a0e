import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * What the planner is told pg_trgm's `%` (similarity_op) costs. pg_trgm declares it as cheap as
 * comparing two integers, but it splits both words into trigrams on every row: about 150 times
 * that. Taking it at its word, the planner read the whole vocabulary to find a typo's neighbours
 * (150 ms among 42,000 words) rather than use the trigram index (7 ms).
 */
export const TRIGRAM_MATCH_COST = 100;

/**
 * Sets the cost again wherever it is lower: migration 0013 set it once, but pg_dump recreates an
 * extension from its own script and keeps no change made to its functions, so a restored database
 * is back to pg_trgm's figure. Where the extension belongs to another role and this one may not
 * alter it, search still works, only slower to correct a typo while the search index loads.
 */
export async function restorePlannerCosts(db: Database): Promise<void> {
  await db.execute(
    sql.raw(`DO $$
BEGIN
  IF (SELECT procost FROM pg_proc WHERE oid = 'public.similarity_op(text, text)'::regprocedure)
      < ${TRIGRAM_MATCH_COST} THEN
    ALTER FUNCTION public.similarity_op(text, text) COST ${TRIGRAM_MATCH_COST};
  END IF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'similarity_op keeps its cost: this role does not own pg_trgm';
END
$$`),
  );
}
