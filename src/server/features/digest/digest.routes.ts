import type { FastifyPluginAsync } from 'fastify';
import { registerUnsubscribeRoutes } from '@/server/lib/unsubscribe-routes.ts';
import { isSubscribedToDigest, unsubscribeFromDigest } from './digest.service.ts';

const TEXTS = {
  heading: 'Weekly digest',
  invalid:
    'This unsubscribe link is not valid. Links in digest mails work for a year; you can also turn the digest off in your profile.',
  notSubscribed: 'You are not subscribed to the weekly digest.',
  askHeading: 'Unsubscribe from the weekly digest?',
  ask: 'You will no longer get the weekly e-mail about new listings on Beta Harbor. You can turn it back on in your profile.',
  done: 'You are unsubscribed from the weekly digest. You can turn it back on in your profile.',
};

/** The digest mails' signed unsubscribe link: a page that asks, and the one-click POST. */
const digestRoutes: FastifyPluginAsync = async (app) => {
  await registerUnsubscribeRoutes(app, {
    path: '/api/digest/unsubscribe',
    scopeOf: () => 'digest',
    queryOf: () => ({}),
    textsOf: () => TEXTS,
    isSubscribed: (userId) => isSubscribedToDigest(app.db, userId),
    unsubscribe: (userId) => unsubscribeFromDigest(app.services, userId),
  });
};

export default digestRoutes;
