// One module of the page's ids and attributes: @lapm/contracts (rendering.ts).
export { PAGE_HEAD_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from '@lapm/contracts';
