import { RESET_TOKEN_PARAM } from './rendering';

/**
 * The complete route table of the spec (section 2), with the remote that renders
 * each screen, the module it exposes and who may open it (section 6).
 */
export type RemoteName = 'marketing' | 'blog' | 'account' | 'admin';
export const remoteNames: readonly RemoteName[] = ['marketing', 'blog', 'account', 'admin'];

/** public: anyone; auth: any logged-in role; user / admin: that role only. */
export type Access = 'public' | 'auth' | 'user' | 'admin';

export interface RouteEntry {
  path: string;
  remote: RemoteName;
  /** Exposed module name, without the leading "./". */
  module: string;
  access: Access;
  /**
   * The parameters of its address the page reads. The server renders a page for these alone:
   * any other parameter (`utm_*`, `x`…) gets the page of the path. A search is kept once per
   * value, up to a bound, apart from the pages.
   */
  query?: readonly string[];
  /**
   * Its address carries a secret (an e-mail link's token): sent with `no-store`, never kept by
   * the server, whether it renders the page or leaves it to the browser.
   */
  secret?: boolean;
}

/**
 * The parameters of `search` the route declares (`query`), as its page reads them: the first value
 * of each, trimmed; an empty one is no parameter. What the server renders a page for, and what an
 * admin screen's loader is given.
 */
export function declaredQuery(route: RouteEntry | undefined, search: URLSearchParams): URLSearchParams {
  const read = new URLSearchParams();
  for (const name of route?.query ?? []) {
    const value = search.get(name)?.trim();
    if (value) read.set(name, value);
  }
  return read;
}

export const paths = {
  home: '/',
  legal: '/mentions-legales',
  prices: '/tarifs',
  contact: '/contacts',
  blog: '/blog',
  basket: '/panier',
  account: '/compte',
  about: '/qui-suis-je',
  portfolio: '/portfolio',
  terms: '/conditions-generales-de-vente',
  faq: '/faq',
  corporate: '/portrait-corporate',
  lifestyle: '/portrait-lifestyle',
  wedding: '/portrait-mariage',
  solo: '/portrait-solo',
  duo: '/portrait-duo',
  family: '/portrait-famille-ami',
  newborn: '/portrait-nouveau-ne',
  pregnancy: '/portrait-grossesse',
  hobby: '/portrait-hobby',
  admin: '/admin',
  login: '/login',
  adminUsers: '/admin/all-user-systeme',
  adminEditUser: '/admin/all-user-systeme/edit-user/:id',
  adminMe: '/admin/user',
  adminMeEdit: '/admin/user/edit-user',
  me: '/compte/user',
  meEdit: '/compte/user/edit-user',
  myAlbums: '/compte/album',
  adminAlbums: '/admin/album',
  adminEditAlbum: '/admin/album/edit-album/:id',
  adminCreateAlbum: '/admin/album/create-album',
  adminArticles: '/admin/articles',
  adminCreateArticle: '/admin/articles/nouvel-article',
  adminEditArticle: '/admin/articles/edit-article/:id',
  adminPhotos: '/admin/photos',
  adminPlacements: '/admin/mise-en-page',
  adminSiteContent: '/admin/contenu-du-site',
  adminSiteContentPreview: '/admin/contenu-du-site/apercu',
  /** « Demandes »: the enquiries sent from the site's form. */
  adminEnquiries: '/admin/demandes',
  /** One enquiry: her replies and turning it into a client. */
  adminEnquiry: '/admin/demandes/:id',
  /** « Fiche client »: what she keeps about a client, and their history. */
  adminClientFile: '/admin/all-user-systeme/fiche-client/:id',
  /** « Réservations »: the sessions booked online, her availability and her calendar feed. */
  adminBookings: '/admin/reservations',
  resetPassword: '/reset-password',
  resetPasswordConfirm: '/reset-password/confirm',
  confirmEmail: '/confirm-email',
  /** The page of a booking's cancellation link (its e-mail's token). */
  cancelBooking: '/reservation/annuler',
  /** The page of a booking's move link (the same token as its cancellation's). */
  moveBooking: '/reservation/deplacer',
  register: '/register',
  /** The page of an invitation link: the client invited by the studio chooses a password. */
  invitation: '/invitation',
  /** « Accéder à une galerie »: a guest holding only a code types it (and their name). */
  galleryAccess: '/galerie',
} as const;

/** Blog articles, relative to /blog; the list is the empty path. */
export const blogArticleSlugs = [
  '2025-06-01',
  '2025-06-16',
  '2025-07-10',
  '2025-07-24',
  '2025-09-17',
] as const;

export const adminEditUserPath = (id: number | string) => `/admin/all-user-systeme/edit-user/${id}`;
export const adminEnquiryPath = (id: number | string) => `/admin/demandes/${id}`;
export const adminClientFilePath = (id: number | string) => `/admin/all-user-systeme/fiche-client/${id}`;
export const adminEditAlbumPath = (id: number | string) => `/admin/album/edit-album/${id}`;
export const adminEditArticlePath = (id: number | string) => `/admin/articles/edit-article/${id}`;
export const blogArticlePath = (slug: string) => `/blog/${slug}`;
/** The route of one article's page. */
export const blogArticleRoute = `${paths.blog}/:slug` as const;

/**
 * A client's gallery (an album's photos hosted on the site), rendered by the account remote for
 * the album's owner or anyone with its access code: public, yet never indexed (see seo.ts).
 */
export const galleryRoute = '/galerie/:albumId';
export const galleryPath = (albumId: number | string) => `/galerie/${albumId}`;

const m = (path: string, module: string): RouteEntry => ({
  path,
  remote: 'marketing',
  module,
  access: 'public',
});

const linkPage = (path: string, module: string): RouteEntry => ({
  path,
  remote: 'account',
  module,
  access: 'public',
  query: [RESET_TOKEN_PARAM],
  secret: true,
});

/**
 * The parameters of the photo library's address: its search, its upload days and its page, so
 * that a reload, « Précédent » of the browser or a link gives back the page she was on.
 */
export const photoLibraryParams = { q: 'q', from: 'du', to: 'au', page: 'page' } as const;

/** The parameter of « Contenu du site »'s address that names the page she edits (`?page=mariage`). */
export const SITE_CONTENT_PAGE_PARAM = 'page';

/** The parameter of « Mise en page »'s address that names the place she edits (`?lieu=home:main`). */
export const PLACEMENT_PLACE_PARAM = 'lieu';

export const routeTable: readonly RouteEntry[] = [
  m(paths.home, 'Home'),
  m(paths.legal, 'LegalNotices'),
  { ...m(paths.prices, 'Prices'), query: ['q'] },
  // `formule` preselects the formula of the enquiry form (a price card's « Demander cette formule »).
  { ...m(paths.contact, 'Contact'), query: ['formule'] },
  m(paths.basket, 'Basket'),
  m(paths.about, 'About'),
  m(paths.portfolio, 'Portfolio'),
  m(paths.terms, 'TermsOfSale'),
  m(paths.faq, 'Faq'),
  m(paths.corporate, 'Corporate'),
  m(paths.lifestyle, 'Lifestyle'),
  m(paths.wedding, 'Wedding'),
  m(paths.solo, 'Solo'),
  m(paths.duo, 'Duo'),
  m(paths.family, 'Family'),
  m(paths.newborn, 'Newborn'),
  m(paths.pregnancy, 'Pregnancy'),
  m(paths.hobby, 'Hobby'),
  { path: paths.blog, remote: 'blog', module: 'BlogList', access: 'public', query: ['q'] },
  { path: blogArticleRoute, remote: 'blog', module: 'Article', access: 'public' },
  { path: paths.login, remote: 'account', module: 'Login', access: 'public' },
  { path: paths.register, remote: 'account', module: 'Register', access: 'public' },
  { path: paths.resetPassword, remote: 'account', module: 'ResetRequest', access: 'public' },
  // The pages of an e-mail's link: their token opens an account.
  linkPage(paths.resetPasswordConfirm, 'ResetConfirm'),
  linkPage(paths.confirmEmail, 'ConfirmEmail'),
  linkPage(paths.cancelBooking, 'CancelBooking'),
  linkPage(paths.moveBooking, 'MoveBooking'),
  linkPage(paths.invitation, 'AcceptInvitation'),
  { path: paths.account, remote: 'account', module: 'UserHome', access: 'user' },
  { path: paths.me, remote: 'account', module: 'MyInformation', access: 'auth' },
  { path: paths.meEdit, remote: 'account', module: 'EditMyInformation', access: 'auth' },
  { path: paths.myAlbums, remote: 'account', module: 'MyAlbums', access: 'user' },
  // Public: the owner's session or the album's access code opens it (the API checks either).
  { path: galleryRoute, remote: 'account', module: 'Gallery', access: 'public' },
  { path: paths.galleryAccess, remote: 'account', module: 'GalleryAccess', access: 'public' },
  { path: paths.adminMe, remote: 'account', module: 'MyInformation', access: 'admin' },
  { path: paths.adminMeEdit, remote: 'account', module: 'EditMyInformation', access: 'admin' },
  { path: paths.admin, remote: 'admin', module: 'AdminHome', access: 'admin' },
  { path: paths.adminUsers, remote: 'admin', module: 'Users', access: 'admin' },
  { path: paths.adminEditUser, remote: 'admin', module: 'EditUser', access: 'admin' },
  { path: paths.adminAlbums, remote: 'admin', module: 'Albums', access: 'admin' },
  { path: paths.adminCreateAlbum, remote: 'admin', module: 'CreateAlbum', access: 'admin' },
  { path: paths.adminEditAlbum, remote: 'admin', module: 'EditAlbum', access: 'admin' },
  { path: paths.adminArticles, remote: 'admin', module: 'Articles', access: 'admin' },
  { path: paths.adminCreateArticle, remote: 'admin', module: 'CreateArticle', access: 'admin' },
  { path: paths.adminEditArticle, remote: 'admin', module: 'EditArticle', access: 'admin' },
  {
    path: paths.adminPhotos,
    remote: 'admin',
    module: 'Photos',
    access: 'admin',
    query: Object.values(photoLibraryParams),
  },
  {
    path: paths.adminPlacements,
    remote: 'admin',
    module: 'Placements',
    access: 'admin',
    query: [PLACEMENT_PLACE_PARAM],
  },
  {
    path: paths.adminSiteContent,
    remote: 'admin',
    module: 'SiteContent',
    access: 'admin',
    query: [SITE_CONTENT_PAGE_PARAM],
  },
  { path: paths.adminEnquiries, remote: 'admin', module: 'Enquiries', access: 'admin' },
  { path: paths.adminEnquiry, remote: 'admin', module: 'Enquiry', access: 'admin' },
  { path: paths.adminClientFile, remote: 'admin', module: 'ClientFile', access: 'admin' },
  { path: paths.adminBookings, remote: 'admin', module: 'Bookings', access: 'admin' },
  // The draft of a page, drawn by the public page's own components.
  {
    path: paths.adminSiteContentPreview,
    remote: 'marketing',
    module: 'SiteContentPreview',
    access: 'admin',
  },
];

/** Modules each remote must expose, derived from the table so the two never drift. */
export function exposedModules(remote: RemoteName): string[] {
  return [...new Set(routeTable.filter((r) => r.remote === remote).map((r) => r.module))];
}

/** Where each role lands after login or when it opens a screen of the other role. */
export const homeOfRole = { admin: paths.admin, user: paths.account } as const;
