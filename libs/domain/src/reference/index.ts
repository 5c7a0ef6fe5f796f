export * from './areas.js';
export * from './buildings.js';
