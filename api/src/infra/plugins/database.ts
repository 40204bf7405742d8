/** The database: opened once per app, migrated when asked (tests; the server never does), closed with the app. */
import fp from 'fastify-plugin';
import { openDatabase, type Database, type DatabaseOptions, type Db } from '../db/client';
import { migrateDatabase } from '../migrate-database';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

export interface DatabasePluginOptions extends DatabaseOptions {
  /** Apply pending migrations on start (default true). */
  migrate?: boolean;
}

export default fp<DatabasePluginOptions>(
  async (fastify, options) => {
    const database = await openDatabase({ log: fastify.log, ...options });
    fastify.addHook('onClose', () => database.close());
    if (options.migrate !== false) {
      const { applied, jobSchema } = await migrateDatabase(database);
      if (applied.length > 0 || jobSchema) fastify.log.info({ applied, jobSchema }, 'migrations applied');
    }
    fastify.decorate('database', database);
    fastify.decorate('db', database.db);
  },
  { name: 'database' },
);
