export * from './item-types.ts';
export * from './selling-type.ts';
