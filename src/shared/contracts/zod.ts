import { z } from 'zod';

// The spec's generic message for a missing required value, on the client and the server alike.
z.config({
  customError: (issue) => (issue.input === undefined ? 'Required' : undefined),
});

export { z };
