export * from './areas.js';
export * from './buildings.js';
export * from './catalogue-types.js';
