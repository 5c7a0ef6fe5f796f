import { InitialSchema1763700000000 } from './1763700000000-initial-schema.js';
import { ActivitySignups1763800000000 } from './1763800000000-activity-signups.js';
import { PositionAfterXid1763900100000 } from './1763900100000-position-after-xid.js';

/** Every migration, oldest first; the api runs them at start. */
export const MIGRATIONS = [InitialSchema1763700000000, ActivitySignups1763800000000, PositionAfterXid1763900100000];
