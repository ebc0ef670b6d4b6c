import { paths } from '@lapm/contracts';

/** What several service pages share; each page's own content is in its module beside this one. */
export const contactLink = { label: 'Me contacter', to: paths.contact };
