export * from './client';
export * from './lock';
export * as schema from './schema/index';
export * from './passwords';
export * from './demo';
export * from './order-numbers';
export * from './query-count';
export * from './notify';
export { executePrepared, rowOf, selectedColumns } from './prepared';
