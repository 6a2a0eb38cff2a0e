import swagger from '@fastify/swagger';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import accountDataRoutes from './features/accounts/account-data.routes.ts';
import accountSettingsRoutes from './features/accounts/account-settings.routes.ts';
import passwordResetRoutes from './features/accounts/password-reset.routes.ts';
import registrationRoutes from './features/accounts/registration.routes.ts';
import verificationRoutes from './features/accounts/verification.routes.ts';
import adminRoutes from './features/admin/admin.routes.ts';
import agreementsRoutes from './features/agreements/agreements.routes.ts';
import authRoutes from './features/auth/auth.routes.ts';
import logoutRoutes from './features/auth/logout.routes.ts';
import chatRoutes from './features/chat/chat.routes.ts';
import chatSocket from './features/chat/chat.socket.ts';
import messageLimitPlugin from './features/chat/message-limit.ts';
import boardRoutes from './features/cycles/board.routes.ts';
import buildsRoutes from './features/cycles/builds.routes.ts';
import checkInsRoutes from './features/cycles/check-ins.routes.ts';
import cyclesRoutes from './features/cycles/cycles.routes.ts';
import evidenceRoutes from './features/cycles/evidence.routes.ts';
import optInPeriodsPlugin from './features/cycles/opt-in-periods.plugin.ts';
import devicesRoutes from './features/devices/devices.routes.ts';
import digestRoutes from './features/digest/digest.routes.ts';
import { previewDigest, runWeeklyDigest } from './features/digest/digest.service.ts';
import feedbackExportRoutes from './features/feedback/export.routes.ts';
import reportRoutes from './features/feedback/report.routes.ts';
import triageRoutes from './features/feedback/triage.routes.ts';
import healthRoutes from './features/health/health.routes.ts';
import imagesRoutes from './features/images/images.routes.ts';
import activityRoutes from './features/interests/activity.routes.ts';
import interestsRoutes from './features/interests/interests.routes.ts';
import listingsRoutes from './features/listings/listings.routes.ts';
import invitationsRoutes from './features/matching/invitations.routes.ts';
import invitationsOnSignupPlugin from './features/matching/invitations-on-signup.plugin.ts';
import matchingRoutes from './features/matching/matching.routes.ts';
import caseActionsRoutes from './features/moderation/actions/case-actions.routes.ts';
import appealsRoutes from './features/moderation/appeals/appeals.routes.ts';
import auditLogRoutes from './features/moderation/audit/audit-log.routes.ts';
import casesRoutes from './features/moderation/cases/cases.routes.ts';
import reportsRoutes from './features/moderation/reports/reports.routes.ts';
import notificationsRoutes from './features/notifications/notifications.routes.ts';
import { readPreferences } from './features/notifications/preferences.ts';
import notificationUnsubscribeRoutes from './features/notifications/unsubscribe.routes.ts';
import profileRoutes from './features/profile/profile.routes.ts';
import profilesRoutes from './features/reputation/profiles/profiles.routes.ts';
import ratingsRoutes from './features/reputation/ratings/ratings.routes.ts';
import recordEventsRoutes from './features/reputation/records/record-events.routes.ts';
import recordsFollowerPlugin from './features/reputation/records/records-follower.plugin.ts';
import savedRoutes from './features/saved/saved.routes.ts';
import sharingRoutes from './features/sharing/sharing.routes.ts';
import { type Clock, isSettable, settableClock, systemClock } from './lib/clock.ts';
import { MAIL_SAMPLES } from './mail-catalogue.ts';
import authPlugin from './plugins/auth.ts';
import backgroundPlugin from './plugins/background.ts';
import busPlugin from './plugins/bus.ts';
import clientPlugin from './plugins/client.ts';
import { configPlugin, dbPlugin } from './plugins/db.ts';
import errorsPlugin, { frameworkErrorHandler } from './plugins/errors.ts';
import listingCachePlugin from './plugins/listing-cache.ts';
import personalAnswersPlugin from './plugins/personal-answers.ts';
import realtimePlugin from './plugins/realtime.ts';
import securityPlugin from './plugins/security.ts';
import testClockRoutes from './plugins/test-clock.ts';
import testMailboxRoutes from './plugins/test-mailbox.ts';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Schedules the digest and delivers mail; off in tests, which call the services directly. */
  background?: boolean;
  /** How often sockets are pinged; one missed pong drops them. Tests shorten it. */
  heartbeatMs?: number;
  /** The time services read; a test's settable clock, or the system's. */
  clock?: Clock;
  /** Keeps records current as events happen; off in tests that count a request's queries. */
  followRecords?: boolean;
}

/** Builds the whole app without listening, so tests drive it through `inject`. */
export async function buildApp({
  config,
  database,
  logger = false,
  background = false,
  heartbeatMs,
  clock = config.testClock ? settableClock() : systemClock,
  followRecords = true,
}: AppOptions) {
  const { trustProxy, http } = config;
  const app = Fastify({
    logger,
    // Slow clients (a header or body a byte at a time, an idle connection) may hold a socket only
    // this long; an upgraded WebSocket is no longer a request and is not cut.
    requestTimeout: http.requestTimeoutMs,
    keepAliveTimeout: http.keepAliveTimeoutMs,
    http: {
      headersTimeout: http.headersTimeoutMs,
      // Node enforces both timeouts only on this sweep (30 s by default): often enough that a
      // slow socket closes within a quarter of the header timeout after it.
      connectionsCheckingInterval: Math.min(1000, Math.ceil(http.headersTimeoutMs / 4)),
    },
    // A hop count as Fastify's types take it: believe that many proxies nearest the server.
    trustProxy:
      typeof trustProxy === 'number'
        ? (_address: string, hop: number) => hop < trustProxy
        : trustProxy,
    bodyLimit: 64 * 1024,
    // Errors carry no stack; ids let a user's report be found in the log.
    requestIdHeader: false,
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  // Beyond it a new connection is closed at once, WebSockets included, so one client with many
  // sockets cannot exhaust the process's file descriptors.
  app.server.maxConnections = http.maxConnections;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(configPlugin, { config });
  await app.register(dbPlugin, { database });
  await app.register(busPlugin, { clock });
  await app.register(listingCachePlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(swagger, {
    openapi: { info: { title: 'Beta Harbor API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
    // Schemas with an id (the error shape) are written once, as components the routes refer to.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(authPlugin);
  await app.register(personalAnswersPlugin);
  await app.register(clientPlugin);
  await app.register(realtimePlugin, { heartbeatMs });
  if (background) await app.register(backgroundPlugin);

  await app.register(healthRoutes);
  await app.register(registrationRoutes);
  await app.register(authRoutes);
  await app.register(passwordResetRoutes);
  await app.register(verificationRoutes);
  await app.register(logoutRoutes);
  // A feature gets what it uses of one it may not import (biome.json) as options, from here.
  await app.register(accountDataRoutes, { readNotificationChoices: readPreferences });
  await app.register(profileRoutes);
  await app.register(accountSettingsRoutes);
  await app.register(imagesRoutes);
  await app.register(listingsRoutes);
  await app.register(agreementsRoutes);
  await app.register(interestsRoutes);
  await app.register(activityRoutes);
  await app.register(savedRoutes);
  await app.register(devicesRoutes);
  await app.register(messageLimitPlugin);
  await app.register(chatRoutes);
  await app.register(chatSocket);
  await app.register(sharingRoutes);
  await app.register(adminRoutes, {
    mailSamples: MAIL_SAMPLES,
    digest: { preview: previewDigest, send: runWeeklyDigest },
  });
  await app.register(digestRoutes);
  await app.register(notificationsRoutes);
  await app.register(notificationUnsubscribeRoutes);
  await app.register(feedbackExportRoutes);
  await app.register(reportRoutes);
  await app.register(triageRoutes);
  await app.register(cyclesRoutes);
  await app.register(buildsRoutes);
  await app.register(checkInsRoutes);
  await app.register(boardRoutes);
  await app.register(optInPeriodsPlugin);
  await app.register(evidenceRoutes);
  await app.register(ratingsRoutes);
  await app.register(profilesRoutes);
  await app.register(recordsFollowerPlugin, { follow: followRecords });
  await app.register(recordEventsRoutes);
  await app.register(reportsRoutes);
  await app.register(casesRoutes);
  await app.register(caseActionsRoutes);
  await app.register(auditLogRoutes);
  await app.register(appealsRoutes);
  await app.register(matchingRoutes);
  await app.register(invitationsRoutes);
  await app.register(invitationsOnSignupPlugin);
  if (config.testClock && isSettable(clock)) await app.register(testClockRoutes, { clock });
  if (config.testMailbox) await app.register(testMailboxRoutes);

  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
