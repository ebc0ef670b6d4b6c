import { MAX_MARKDOWN_LENGTH } from '@lapm/contracts';

export const adminOnly = { config: { access: 'admin' as const } };
/** An article's Markdown may reach MAX_MARKDOWN_LENGTH characters, accented: more than the API's 64 KiB. */
export const withText = { ...adminOnly, bodyLimit: 4 * MAX_MARKDOWN_LENGTH };
