import 'reflect-metadata';
import { configOfProcess } from '../platform/config.js';
import { createDataSource } from '../platform/db/database.js';
import { rebuildProjections } from '../platform/event-store/rebuild-projections.js';

/** `npm run projections:rebuild`: replays the event log into the read-model tables. */
const config = configOfProcess();
const db = createDataSource(config.databaseUrl, 2);
await db.initialize();
await db.runMigrations();
const counts = await rebuildProjections(db);
for (const [kind, n] of Object.entries(counts)) console.log(`${kind.padEnd(24)} ${n} items`);
await db.destroy();
