import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@/server/lib/route-schemas.ts';
import { signedInUser } from '@/server/plugins/auth.ts';
import { notificationPaths } from '@/shared/contracts/notification-paths.ts';
import {
  notificationPageSchema,
  notificationsQuerySchema,
  preferencesSchema,
  readNotificationsBodySchema,
  unreadCountSchema,
  updatePreferencesBodySchema,
} from '@/shared/contracts/notifications.ts';
import { countUnread, listNotifications, readNotifications } from './notifications.service.ts';
import { readPreferences, updatePreferences } from './preferences.ts';

const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notifications'];

  app.get(
    notificationPaths.list,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        querystring: notificationsQuerySchema,
        response: { 200: notificationPageSchema, ...errorResponses },
      },
    },
    async (request) => listNotifications(app.db, signedInUser(request).id, request.query),
  );

  app.get(
    notificationPaths.unread,
    {
      onRequest: app.requireUser,
      schema: { tags, response: { 200: unreadCountSchema, ...errorResponses } },
    },
    async (request) => ({ unreadCount: await countUnread(app.db, signedInUser(request).id) }),
  );

  app.post(
    notificationPaths.read,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        body: readNotificationsBodySchema,
        response: { 200: unreadCountSchema, ...errorResponses },
      },
    },
    async (request) => ({
      unreadCount: await readNotifications(app.services, signedInUser(request).id, request.body),
    }),
  );

  app.get(
    notificationPaths.preferences,
    {
      onRequest: app.requireUser,
      schema: { tags, response: { 200: preferencesSchema, ...errorResponses } },
    },
    async (request) => ({ preferences: await readPreferences(app.db, signedInUser(request)) }),
  );

  app.put(
    notificationPaths.preferences,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        body: updatePreferencesBodySchema,
        response: { 200: preferencesSchema, ...errorResponses },
      },
    },
    async (request) => ({
      preferences: await updatePreferences(app.db, signedInUser(request), request.body.preferences),
    }),
  );
};

export default notificationsRoutes;
