-- Where a tester stands on a listing, for a join made in one statement. A VOLATILE function takes
-- a fresh snapshot for each query it runs (READ COMMITTED), so when the calling statement has
-- locked the listing's row first, this sees every signup committed before the lock was granted:
-- the statement's own snapshot, taken before it waited, would miss them and count a place twice.
-- `holding` is the statuses that hold a place, which the server names.
CREATE FUNCTION bh_join_standing(listing_id uuid, joiner_id uuid, holding interest_status[])
  RETURNS TABLE (existing_status interest_status, declined boolean, taken integer)
  LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RETURN QUERY SELECT
    (SELECT signup.status FROM interests signup
      WHERE signup.software_id = listing_id AND signup.tester_id = joiner_id),
    EXISTS (SELECT 1 FROM declined_testers decline
      WHERE decline.software_id = listing_id AND decline.tester_id = joiner_id),
    (SELECT count(*)::integer FROM interests held
      WHERE held.software_id = listing_id AND held.status = ANY (holding));
END $$;
