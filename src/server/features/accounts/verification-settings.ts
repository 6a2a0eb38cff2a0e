import type { FastifyInstance } from 'fastify';
import { heldMailLog } from '@/server/features/mail/outbox.ts';
import type { VerificationSettings } from './verification.service.ts';

/** What the verification services need from the app: the link base, ADMIN_EMAILS, the held log. */
export function verificationSettings(app: FastifyInstance): VerificationSettings {
  return {
    publicUrl: app.config.publicUrl,
    adminEmails: app.config.adminEmails,
    logHeld: heldMailLog(app.config, (details, message) => app.log.info(details, message)),
  };
}
