import type { FastifyPluginAsync } from 'fastify';
import { registerUnsubscribeRoutes } from '@/server/lib/unsubscribe-routes.ts';
import type { UnsubscribeScope } from '@/server/lib/unsubscribe-token.ts';
import { notificationPaths } from '@/shared/contracts/notification-paths.ts';
import {
  PREFERENCE_TYPE_INFO,
  PREFERENCE_TYPES,
  type PreferenceType,
} from '@/shared/contracts/notifications.ts';
import { mailsOf, stopMailOf } from './preferences.ts';

const scopeOfType = (type: PreferenceType): UnsubscribeScope => `notification:${type}`;

function typeOfScope(scope: UnsubscribeScope): PreferenceType | null {
  const type = scope.replace(/^notification:/, '');
  return (PREFERENCE_TYPES as readonly string[]).includes(type) ? (type as PreferenceType) : null;
}

/** The link of one type's mails: leaving stops that type's mail, and nothing else. */
const notificationUnsubscribeRoutes: FastifyPluginAsync = async (app) => {
  await registerUnsubscribeRoutes(app, {
    path: notificationPaths.unsubscribe,
    scopeOf: ({ type }) =>
      typeof type === 'string' && typeOfScope(`notification:${type}`)
        ? scopeOfType(type as PreferenceType)
        : null,
    queryOf: (scope) => ({ type: typeOfScope(scope) ?? '' }),
    textsOf: (scope) => {
      const label = PREFERENCE_TYPE_INFO[typeOfScope(scope) ?? 'message'].label;
      return {
        heading: 'E-mail notifications',
        invalid:
          'This unsubscribe link is not valid. Links in notification mails work for a year; you can also choose your e-mails in your profile.',
        notSubscribed: `You do not get e-mails for “${label}”.`,
        askHeading: 'Stop these e-mails?',
        ask: `You will no longer get e-mails for “${label}”. You will still see them in the app, and you can turn the e-mails back on in your profile.`,
        done: `You will no longer get e-mails for “${label}”. You can turn them back on in your profile.`,
      };
    },
    isSubscribed: (userId, scope) => {
      const type = typeOfScope(scope);
      return type ? mailsOf(app.db, userId, type) : Promise.resolve(null);
    },
    unsubscribe: async (userId, scope) => {
      const type = typeOfScope(scope);
      return type ? stopMailOf(app.db, userId, type) : false;
    },
  });
};

export default notificationUnsubscribeRoutes;
