/**
 * What another feature's change does to a listing's places, and the only file of interests those
 * features may import besides `activity.ts` (biome.json keeps it so): a deleted account frees the
 * places it held, a raised tester limit opens new ones. Either takes the listing's lock, fills the
 * free places from the waitlist, records what the testers are told inside its transaction and
 * announces it after commit, as a join or a leave does. Test cycles take the same lock to start
 * one cycle at a time.
 */
export {
  movedUp,
  publishInterestChanges,
  recordInterestChanges,
} from './interest-events.ts';
export { fillFreePlaces, fillFreePlacesOf, lockListing } from './places.ts';
