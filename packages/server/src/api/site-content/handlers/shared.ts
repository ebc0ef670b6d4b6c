import type { SiteContentPage } from '@lapm/contracts';

export const admin = { config: { access: 'admin' as const } };

/** The params schema already checked the page against the list of pages. */
export const pageOf = (params: { page: string }) => params.page as SiteContentPage;
