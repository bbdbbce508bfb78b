export * from './status-message.ts';
