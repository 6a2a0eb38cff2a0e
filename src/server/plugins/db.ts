import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '@/server/config.ts';
import type { Database, DatabaseHandle } from '@/server/db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
    config: Config;
  }
}

/** The app is handed an open database and config; whoever opened them closes them. */
export const configPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    app.decorate('config', config);
  },
  { name: 'config' },
);

export const dbPlugin = fp(
  async (app: FastifyInstance, { database }: { database: DatabaseHandle }) => {
    app.decorate('database', database);
    app.decorate('db', database.db);
  },
  { name: 'db' },
);
