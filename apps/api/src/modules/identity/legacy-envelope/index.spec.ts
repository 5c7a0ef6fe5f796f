import { configFromEnv } from '../../../platform/config.js';
import { legacyEnvelope } from './index.js';

describe('legacy envelope wiring', () => {
  it('adds nothing to the app unless a route prefix is configured', () => {
    const off = configFromEnv({ DATABASE_URL: 'postgres://db/parkflow' });
    expect(legacyEnvelope(off)).toEqual({ controllers: [], providers: [] });
    const on = configFromEnv({ DATABASE_URL: 'postgres://db/parkflow', LEGACY_ENVELOPE_PREFIXES: '/api/items' });
    expect(legacyEnvelope(on).controllers).toHaveLength(1);
  });
});
