/** The dictionaries the portal asks queryFrontEndLocalization for (docs/api.md, localization). */
export const LOCALIZATION_SERVICE_TYPES = ['Web', 'Print', 'Common'] as const;
