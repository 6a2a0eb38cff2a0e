import { randomUUID } from 'node:crypto';
import { objectIdOf } from '@/shared/contracts/image-urls.ts';
import { requestUploadUrl, uploadImage } from '../factories/listings.ts';
import { TEST_PASSWORD } from '../factories/people.ts';
import {
  ADMIN_ONLY,
  everyone,
  OWNER_ONLY,
  PUBLIC,
  type RouteRow,
  SIGNED_IN_ONLY,
  TESTER_ONLY,
} from './expectations.ts';
import {
  cookieOf,
  emailOf,
  freshSession,
  interestId,
  joinedListing,
  listing,
  ownersUpload,
  png,
  shortCode,
  t,
  throwawayListing,
  users,
} from './fixtures.ts';
import { ACCOUNT_DATA_ROUTES } from './table-account-data.ts';
import { ACCOUNT_SETTINGS_ROUTES } from './table-account-settings.ts';
import { AGREEMENT_ROUTES } from './table-agreements.ts';
import { CHAT_ROUTES } from './table-chat.ts';
import { CYCLE_BUILD_ROUTES } from './table-cycle-builds.ts';
import { CYCLE_DAY_ROUTES } from './table-cycle-days.ts';
import { CYCLE_ROUTES } from './table-cycles.ts';
import { DEVICE_ROUTES } from './table-devices.ts';
import { DIGEST_UNSUBSCRIBE_ROUTES } from './table-digest-unsubscribe.ts';
import { FEEDBACK_EXPORT_ROUTES } from './table-feedback-export.ts';
import { FEEDBACK_REPORT_ROUTES } from './table-feedback-report.ts';
import { FEEDBACK_TRIAGE_ROUTES } from './table-feedback-triage.ts';
import { INACTIVITY_ROUTES } from './table-inactivity.ts';
import { LISTING_EDIT_ROUTES } from './table-listing-edit.ts';
import { MAIL_PREVIEW_ROUTES } from './table-mail-preview.ts';
import { MATCHING_ROUTES } from './table-matching.ts';
import { MODERATION_ACTION_ROUTES } from './table-moderation-actions.ts';
import { MODERATION_REPORT_ROUTES } from './table-moderation-reports.ts';
import { NOTIFICATION_ROUTES } from './table-notifications.ts';
import { PASSWORD_RESET_ROUTES } from './table-password-reset.ts';
import { REPUTATION_RATING_ROUTES } from './table-reputation-ratings.ts';
import { REPUTATION_RECORD_ROUTES } from './table-reputation-records.ts';
import { TESTER_DECISION_ROUTES } from './table-tester-decisions.ts';
import { VERIFICATION_ROUTES } from './table-verification.ts';

/**
 * Who may call what: every route the app registers, each actor's expected status, one test per
 * cell. The statuses are the ones DESIGN.md section 5 demands (401 signed out, 403 wrong role or
 * not the owner, 404 for a conversation one is not a party of), not whatever the app answers.
 */
export const ROUTES: RouteRow[] = [
  // Sign-in and profile
  {
    route: 'POST /api/auth/register',
    why: 'public: anyone may ask for an account; any address is answered alike, and no session starts',
    expect: everyone(202),
    request: () => ({
      payload: {
        firstName: 'New',
        lastName: 'Person',
        email: `new-${randomUUID()}@example.test`,
        password: TEST_PASSWORD,
      },
    }),
  },
  {
    route: 'POST /api/auth/login',
    why: 'public: the credentials decide, not the session the call carries',
    expect: PUBLIC,
    request: async (actor) => ({
      cookie: await freshSession(actor),
      payload: { email: emailOf(actor), password: TEST_PASSWORD },
    }),
  },
  {
    route: 'GET /api/login',
    why: 'public navigation: to the sign-in page, or straight back when already signed in',
    expect: everyone(302),
  },
  {
    route: 'GET /api/logout',
    why: 'public navigation: signing out is never refused',
    expect: everyone(302),
    request: async (actor) => ({ cookie: await freshSession(actor) }),
  },
  {
    route: 'POST /api/auth/logout',
    why: 'public: signing out is never refused (another site cannot send it: the security plugin)',
    expect: everyone(204),
    request: async (actor) => ({ cookie: await freshSession(actor) }),
  },
  {
    route: 'GET /api/callback',
    why: 'public navigation back from the provider; one that no sign-in started is refused alike',
    expect: everyone(400),
  },
  { route: 'GET /api/auth/user', expect: SIGNED_IN_ONLY },
  {
    route: 'GET /api/auth/session',
    why: 'public: signed out is an answer (null), so the browser logs no failed request',
    expect: PUBLIC,
  },
  {
    route: 'PUT /api/auth/profile',
    expect: SIGNED_IN_ONLY,
    // Each keeps its role, so the other cells still see the same actors; an Admin's is kept anyway.
    request: (actor) => ({
      payload: {
        role: actor === 'owner' || actor === 'other' ? 'Builder' : 'Tester',
        phone: '+1 555 0100',
      },
    }),
  },
  ...ACCOUNT_SETTINGS_ROUTES,
  ...PASSWORD_RESET_ROUTES,
  ...VERIFICATION_ROUTES,
  ...ACCOUNT_DATA_ROUTES,

  // Images
  { route: 'POST /api/objects/upload', expect: SIGNED_IN_ONLY },
  {
    route: 'PUT /api/uploads/:token',
    why: "the URL works only for the person who asked for it; someone else's is an unknown one",
    expect: { anon: 401, tester: 404, owner: 200, other: 404, admin: 404 },
    request: async () => ({
      params: { token: (await requestUploadUrl(t.app, users.owner.cookie)).split('/').pop() ?? '' },
      payload: png,
      headers: { 'content-type': 'image/png' },
    }),
  },
  {
    route: 'PUT /api/software-images',
    expect: OWNER_ONLY,
    request: async () => ({ payload: { imageURL: await ownersUpload() } }),
  },
  {
    route: 'GET /objects/:id',
    why: 'public: listing images show on the landing and share pages',
    expect: PUBLIC,
    request: () => ({ params: { id: objectIdOf(listing.imageUrl) ?? '' } }),
  },
  {
    route: 'GET /objects/:id/card',
    why: 'public: listing images show on the landing and share pages',
    expect: PUBLIC,
    request: () => ({ params: { id: objectIdOf(listing.imageUrl) ?? '' } }),
  },

  // Listings
  { route: 'GET /api/software', why: 'public: Browse', expect: PUBLIC },
  {
    route: 'GET /api/software/:id',
    why: 'public: anyone may view a listing',
    expect: PUBLIC,
    request: () => ({ params: { id: listing.id } }),
  },
  {
    route: 'POST /api/software',
    expect: { anon: 401, tester: 403, owner: 201, other: 201, admin: 403 },
    request: async (actor) => ({
      payload: {
        name: 'Posted',
        shortDescription: 'Short',
        longDescription: 'Long',
        category: 'Web',
        imageUrl: await uploadImage(t.app, cookieOf(actor) ?? users.owner.cookie),
      },
    }),
  },
  ...LISTING_EDIT_ROUTES,
  ...AGREEMENT_ROUTES,
  {
    route: 'DELETE /api/software/:id',
    expect: { ...OWNER_ONLY, owner: 204 },
    request: async () => ({ params: { id: (await throwawayListing()).id } }),
  },
  { route: 'GET /api/builder/software', expect: { ...OWNER_ONLY, other: 200 } },
  {
    route: 'GET /api/software/:softwareId/testers',
    expect: OWNER_ONLY,
    request: () => ({ params: { softwareId: listing.id } }),
  },

  // Joining
  {
    route: 'POST /api/interests',
    expect: { ...TESTER_ONLY, tester: 201 },
    request: async () => ({ payload: { softwareId: (await throwawayListing()).id } }),
  },
  { route: 'GET /api/interests', expect: TESTER_ONLY },
  {
    route: 'DELETE /api/interests/:softwareId',
    expect: { ...TESTER_ONLY, tester: 204 },
    request: async () => ({ params: { softwareId: (await joinedListing()).id } }),
  },
  {
    route: 'PATCH /api/interests/:id',
    expect: OWNER_ONLY,
    request: () => ({ params: { id: interestId }, payload: { status: 'Accepted' } }),
  },
  ...INACTIVITY_ROUTES,
  ...FEEDBACK_REPORT_ROUTES,
  ...TESTER_DECISION_ROUTES,
  ...CYCLE_ROUTES,
  ...CYCLE_BUILD_ROUTES,
  ...CYCLE_DAY_ROUTES,
  ...FEEDBACK_TRIAGE_ROUTES,

  // Saving and sharing
  {
    route: 'POST /api/saved',
    expect: { ...everyone(201), anon: 401 },
    request: async () => ({ payload: { softwareId: (await throwawayListing()).id } }),
  },
  { route: 'GET /api/saved', expect: SIGNED_IN_ONLY },
  {
    route: 'DELETE /api/saved/:softwareId',
    expect: { ...everyone(204), anon: 401 },
    request: () => ({ params: { softwareId: listing.id } }),
  },
  {
    route: 'POST /api/short-links',
    expect: SIGNED_IN_ONLY,
    request: () => ({
      payload: { originalUrl: `/software/${listing.id}`, softwareId: listing.id },
    }),
  },
  {
    route: 'GET /s/:code',
    why: 'public: a short link is shared with people who have no account',
    expect: everyone(302),
    request: () => ({ params: { code: shortCode } }),
  },
  {
    route: 'GET /api/public/software/:id',
    why: 'public: the share page',
    expect: PUBLIC,
    request: () => ({ params: { id: listing.id } }),
  },
  {
    route: 'GET /share/:id',
    why: 'public: the share page',
    expect: PUBLIC,
    request: () => ({ params: { id: listing.id } }),
  },
  {
    route: 'GET /software/:id',
    why: 'public: the detail page, which anyone may open',
    expect: PUBLIC,
    request: () => ({ params: { id: listing.id } }),
  },

  ...CHAT_ROUTES,
  ...FEEDBACK_EXPORT_ROUTES,

  // Admin
  { route: 'GET /api/admin/users', expect: ADMIN_ONLY },
  {
    route: 'PATCH /api/admin/users/:userId/role',
    expect: ADMIN_ONLY,
    // The outsider is a Tester already, so granting Tester changes nothing for other cells.
    request: () => ({ params: { userId: users.outsider.user.id }, payload: { role: 'Tester' } }),
  },
  {
    route: 'POST /api/admin/send-email',
    expect: ADMIN_ONLY,
    request: () => ({
      payload: { to: 'someone@example.test', subject: 'Hello', message: 'Hi there' },
    }),
  },
  { route: 'GET /api/admin/outbox', expect: ADMIN_ONLY },
  { route: 'GET /api/admin/digest/preview', expect: ADMIN_ONLY },
  { route: 'POST /api/admin/digest/send', expect: ADMIN_ONLY },
  ...MAIL_PREVIEW_ROUTES,
  ...REPUTATION_RATING_ROUTES,
  ...MODERATION_REPORT_ROUTES,

  ...NOTIFICATION_ROUTES,
  ...REPUTATION_RECORD_ROUTES,
  ...DIGEST_UNSUBSCRIBE_ROUTES,
  ...MODERATION_ACTION_ROUTES,
  ...MATCHING_ROUTES,
  ...DEVICE_ROUTES,

  { route: 'GET /api/docs', why: 'public: the OpenAPI description', expect: PUBLIC },
  { route: 'GET /healthz', why: 'public: the liveness probe', expect: PUBLIC },
  { route: 'GET /readyz', why: 'public: the readiness probe', expect: PUBLIC },
];
