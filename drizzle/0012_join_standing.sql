-- Where a tester stands on a listing, for a join made in one statement. A VOLATILE function takes
-- a fresh snapshot for each query it runs (READ COMMITTED), so when the calling statement has
-- locked the listing's row first, this sees every signup committed before the lock was granted:
-- the statement's own snapshot, taken before it waited, would miss them and count a place twice.
-- `holding` is the statuses that hold a place, which the server names. The counts are the
-- listing's signups before this join: all of them, those holding a place, those waiting.
-- ROWS 1: the planner's default guess of 1,000 rows made the join statement look costly enough
-- for PostgreSQL to compile it to machine code (JIT) on every run, about a second each time.
CREATE FUNCTION bh_join_standing(listing_id uuid, joiner_id uuid, holding interest_status[])
  RETURNS TABLE (existing_status interest_status, declined boolean, testers integer,
    taken integer, waiting integer)
  LANGUAGE plpgsql VOLATILE ROWS 1 AS $$
BEGIN
  RETURN QUERY SELECT
    (SELECT signup.status FROM interests signup
      WHERE signup.software_id = listing_id AND signup.tester_id = joiner_id),
    EXISTS (SELECT 1 FROM declined_testers decline
      WHERE decline.software_id = listing_id AND decline.tester_id = joiner_id),
    counted.testers, counted.taken, counted.waiting
  FROM (SELECT count(*)::integer AS testers,
      (count(*) FILTER (WHERE held.status = ANY (holding)))::integer AS taken,
      (count(*) FILTER (WHERE held.status = 'Waitlisted'))::integer AS waiting
    FROM interests held WHERE held.software_id = listing_id) counted;
END $$;
