/** A UUID as PostgreSQL writes one, in lower case: the ids that cursors and links carry. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
