export * from './orderable.ts';
export * from './menu-page.ts';
