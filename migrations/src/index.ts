import { InitialSchema1763700000000 } from './1763700000000-initial-schema.js';

/** Every migration, oldest first; the api runs them at start. */
export const MIGRATIONS = [InitialSchema1763700000000];
