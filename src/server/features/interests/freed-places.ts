/**
 * What another feature's change does to a listing's places, and the only file of interests those
 * features may import besides `activity.ts` (biome.json keeps it so): a deleted account frees the
 * places it held, a raised tester limit opens new ones. Either takes the listing's lock, fills the
 * free places from the waitlist, records what the testers are told inside its transaction and
 * announces it after commit, as a join or a leave does. Test cycles take the same lock to start
 * one cycle at a time, and release testers who missed too many of a cycle's days (`releaseTesters`,
 * under `tryLockListing`, which a job that runs again later takes without waiting).
 */
export {
  movedUp,
  publishInterestChanges,
  recordInterestChanges,
} from './interest-events.ts';
export { fillFreePlaces, fillFreePlacesOf, lockListing, tryLockListing } from './places.ts';
export { releaseTesters } from './release-testers.ts';
