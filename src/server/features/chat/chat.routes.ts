import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@/server/lib/route-schemas.ts';
import { signedInUser } from '@/server/plugins/auth.ts';
import {
  conversationIdParamsSchema,
  conversationSchema,
  createConversationBodySchema,
  messageSchema,
  sendMessageBodySchema,
} from '@/shared/contracts/chat.ts';
import { chatPaths } from '@/shared/contracts/chat-paths.ts';
import { z } from '@/shared/contracts/zod.ts';
import { listConversations, startConversation } from './chat.service.ts';
import { readThread, sendMessage } from './messages.service.ts';

const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['chat'];

  app.post(
    chatPaths.conversations,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        body: createConversationBodySchema,
        response: { 200: conversationSchema, ...errorResponses },
      },
    },
    async (request) => startConversation(app.db, signedInUser(request), request.body),
  );

  app.get(
    chatPaths.conversations,
    {
      onRequest: app.requireUser,
      schema: { tags, response: { 200: z.array(conversationSchema), ...errorResponses } },
    },
    async (request) => listConversations(app.db, signedInUser(request).id),
  );

  app.get(
    chatPaths.messagesOf(':id'),
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        params: conversationIdParamsSchema,
        response: { 200: z.array(messageSchema), ...errorResponses },
      },
    },
    async (request) => readThread(app.services, signedInUser(request).id, request.params.id),
  );

  app.post(
    chatPaths.messages,
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        body: sendMessageBodySchema,
        response: { 201: messageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { body } = request;
      app.messageLimiter.take(signedInUser(request).id);
      const sent = await sendMessage(
        app.services,
        signedInUser(request),
        body.conversationId,
        body.content,
      );
      return reply.status(201).send(sent.message);
    },
  );
};

export default chatRoutes;
