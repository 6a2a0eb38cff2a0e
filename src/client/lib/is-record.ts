/** A JSON object, for the shapes the client checks by hand where zod is not loaded. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
