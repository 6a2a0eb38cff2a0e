/** Above this a badge reads "99+", so it never outgrows the control it sits on. */
const MAX_SHOWN = 99;

export const badgeCount = (count: number) => (count > MAX_SHOWN ? `${MAX_SHOWN}+` : String(count));
