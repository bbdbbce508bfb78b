export * from './sold-out.ts';
export * from './busy-mode.ts';
export * from './acceptance.ts';
export * from './zone-explanation.ts';
