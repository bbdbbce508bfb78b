export * from './change-store.ts';
export * from './branch-card.ts';
