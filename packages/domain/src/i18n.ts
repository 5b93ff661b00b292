/** Message catalogues and formatting; see i18n/index.ts. Lets '@konfety/domain/i18n' resolve through the package's "./*" export. */
export * from './i18n/index';
