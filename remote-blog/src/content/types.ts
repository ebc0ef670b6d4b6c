import type { ArticleSummary, PublicArticle } from '@lapm/contracts';

/**
 * The shape of an article, as the server gives it (docs/decisions/0008): its Markdown already
 * turned into blocks, so the blog ships no Markdown parser. The list, the article page and its
 * server render read the same record.
 */
export type { Block, Inline, OfferCard as ServiceLink } from '@lapm/articles';

/** An article on the list. */
export type ListedArticle = ArticleSummary;

/** A whole article, as its page shows it. */
export type Article = PublicArticle;
