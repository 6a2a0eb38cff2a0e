-- pg_trgm declares `%` (similarity_op) as cheap as comparing two integers, but it splits both
-- words into trigrams on every row: about 150 times that. Taking it at its word, the planner read
-- the whole vocabulary to find a typo's neighbours (150 ms among 42,000 words) rather than use
-- the trigram index (7 ms). Where the extension belongs to another role and this one may
-- not alter it, search still works, only slower to correct a typo while the index loads.
DO $$
BEGIN
  ALTER FUNCTION public.similarity_op(text, text) COST 100;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'similarity_op keeps its cost: this role does not own pg_trgm';
END
$$;
