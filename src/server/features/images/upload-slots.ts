/**
 * Uploads in flight, counted per sender. A body is read only while its sender holds a slot, so a
 * crowd of slow uploads costs at most `perUser` (or `perAddress`) bodies in memory at once.
 */
export function createUploadSlots(limits: { perUser: number; perAddress: number }) {
  const inFlight = new Map<string, number>();
  const count = (key: string) => inFlight.get(key) ?? 0;

  /** A release function, or null when the sender already has its share in flight. */
  function take(userId: string, address: string): (() => void) | null {
    const userKey = `user:${userId}`;
    const addressKey = `ip:${address}`;
    if (count(userKey) >= limits.perUser || count(addressKey) >= limits.perAddress) return null;
    const keys = [userKey, addressKey];
    for (const key of keys) inFlight.set(key, count(key) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const key of keys) {
        const left = count(key) - 1;
        if (left > 0) inFlight.set(key, left);
        else inFlight.delete(key);
      }
    };
  }

  return { take };
}
