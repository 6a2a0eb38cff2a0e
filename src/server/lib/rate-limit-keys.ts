import type { FastifyRequest } from 'fastify';

/**
 * Per client address, whoever is signed in: for calls (registering, signing in, asking for a
 * reset) where each attempt starts or lacks a session, so a per-user key would give every
 * attempt a fresh budget.
 */
export const byAddress = (request: FastifyRequest) => `ip:${request.ip}`;
