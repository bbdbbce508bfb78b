import { interfaceLocales } from '@okmenu/domain';

/** The 41 interface languages (SPEC §9), from the domain package so the bundle does not pull in zod. */
export const interfaceLanguages: readonly string[] = interfaceLocales;
