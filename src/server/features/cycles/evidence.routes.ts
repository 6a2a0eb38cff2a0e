import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@/server/lib/route-schemas.ts';
import { signedInUser } from '@/server/plugins/auth.ts';
import { cycleEvidenceSchema } from '@/shared/contracts/cycle-evidence.ts';
import { cyclePaths } from '@/shared/contracts/cycle-paths.ts';
import { cycleIdParamsSchema } from '@/shared/contracts/cycles.ts';
import { z } from '@/shared/contracts/zod.ts';
import { getEvidence, getEvidenceCsv } from './evidence.service.ts';

/** A cycle's evidence pack (issue 42 item 7), as JSON for the printable page and as CSV. */
const evidenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const builderOnly = app.requireRole('Builder');
  const tags = ['cycles'];

  app.get(
    cyclePaths.evidence(':id'),
    {
      onRequest: builderOnly,
      schema: {
        tags,
        params: cycleIdParamsSchema,
        response: { 200: cycleEvidenceSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const pack = await getEvidence(app.services, signedInUser(request).id, request.params.id);
      // Testers' names, notes and reports: no shared cache may keep a copy.
      return reply.header('cache-control', 'no-store').send(pack);
    },
  );

  app.get(
    cyclePaths.evidenceCsv(':id'),
    {
      onRequest: builderOnly,
      schema: {
        tags,
        description: 'The evidence pack as one CSV file, a section per part.',
        params: cycleIdParamsSchema,
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const file = await getEvidenceCsv(app.services, signedInUser(request).id, request.params.id);
      return reply
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .type('text/csv; charset=utf-8')
        .send(file.body);
    },
  );
};

export default evidenceRoutes;
