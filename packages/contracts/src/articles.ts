/**
 * Blog articles edited in the admin: what is stored, what the blog and the admin read.
 *
 * A draft saves with any field empty but the title (the list of articles names it by its title,
 * and its address is made from it). Publishing asks for what the page cannot do without: its
 * title and its cover, described (articlePublishProblems, every missing field at once). The page's
 * head (title, description, breadcrumb, share image) defaults from the title, the lead and the
 * cover (articleHeadDefaults), on the server as in the admin's placeholders.
 */
export * from './articleAnswers';
export * from './articleFields';
export * from './articlePublishing';
