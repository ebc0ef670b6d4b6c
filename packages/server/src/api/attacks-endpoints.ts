/**
 * The routes the attack test sends its bodies to (attacks.test.ts), each with the fields it reads
 * and what a valid value of each looks like. A new endpoint is listed here: the test fails on a
 * route the API serves that this list lacks.
 */
export type FieldKind =
  | 'email'
  | 'password'
  | 'name'
  | 'text'
  | 'id'
  | 'link'
  | 'token'
  | 'day'
  | 'flag'
  | 'slug'
  | 'image'
  | 'list'
  | 'markdown';
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** The fields the route reads, with what a valid value looks like; none for a route without a body. */
  fields?: Record<string, FieldKind>;
  anonymous?: boolean;
}

const articleFields: Record<string, FieldKind> = {
  slug: 'slug',
  published: 'day',
  title: 'name',
  description: 'text',
  cover: 'image',
  headTitle: 'name',
  headDescription: 'text',
  keywords: 'list',
  breadcrumbName: 'name',
  shareImage: 'image',
  markdown: 'markdown',
};

export const endpoints: Endpoint[] = [
  { method: 'GET', path: '/health' },
  { method: 'POST', path: '/login', fields: { email: 'email', password: 'password' } },
  // Anonymous: with the admin's cookie it would end the session the other runs use.
  { method: 'POST', path: '/logout', fields: {}, anonymous: true },
  {
    method: 'POST',
    path: '/user/register',
    fields: { firstname: 'name', lastname: 'name', email: 'email', password: 'password', adress: 'text' },
  },
  { method: 'POST', path: '/reset-password', fields: { email: 'email' } },
  { method: 'POST', path: '/reset-password/confirm', fields: { token: 'token', password: 'password' } },
  { method: 'POST', path: '/email/confirm', fields: { token: 'token' } },
  { method: 'GET', path: '/user' },
  { method: 'GET', path: '/user/:id' },
  {
    method: 'PUT',
    path: '/user',
    fields: { id: 'id', firstname: 'name', lastname: 'name', address: 'text', email: 'email' },
  },
  { method: 'DELETE', path: '/user', fields: { id: 'id' } },
  {
    method: 'PUT',
    path: '/user/me',
    fields: {
      firstname: 'name',
      lastname: 'name',
      address: 'text',
      email: 'email',
      password: 'password',
      currentPassword: 'password',
      album_emails: 'flag',
    },
  },
  { method: 'GET', path: '/user/me' },
  { method: 'DELETE', path: '/user/me', fields: { password: 'password' } },
  { method: 'GET', path: '/user/me/export' },
  { method: 'GET', path: '/user/clients' },
  {
    method: 'POST',
    path: '/invitation',
    fields: { firstname: 'name', lastname: 'name', email: 'email' },
  },
  { method: 'POST', path: '/invitation/resend', fields: { id: 'id' } },
  {
    method: 'POST',
    path: '/invitation/accept',
    fields: { token: 'token', password: 'password' },
    anonymous: true,
  },
  { method: 'GET', path: '/album' },
  { method: 'GET', path: '/album/my' },
  { method: 'GET', path: '/album/:id' },
  {
    method: 'POST',
    path: '/album',
    fields: { user_id: 'id', lien: 'link', access_code: 'text', date: 'text', available_until: 'day' },
  },
  {
    method: 'PUT',
    path: '/album',
    fields: {
      id: 'id',
      user_id: 'id',
      lien: 'link',
      access_code: 'text',
      date: 'text',
      available_until: 'day',
    },
  },
  { method: 'DELETE', path: '/album', fields: { id_album: 'id', confirm_removal: 'flag' } },
  { method: 'POST', path: '/album/gallery-address' },
  { method: 'POST', path: '/album/:id/opened' },
  // An upload's body is the file itself, not JSON: what reaches it here is every wrong kind of body.
  { method: 'POST', path: '/photos' },
  { method: 'GET', path: '/photos' },
  { method: 'GET', path: '/photos/:id' },
  { method: 'PUT', path: '/photos/:id/alt', fields: { alt: 'text' } },
  { method: 'PUT', path: '/photos/:id/published', fields: { published: 'flag' } },
  { method: 'PUT', path: '/photos/:id/focal-point', fields: { x: 'id', y: 'id' } },
  { method: 'GET', path: '/photos/:id/uses' },
  { method: 'POST', path: '/photos/:id/replace', fields: { replacements: 'list' } },
  { method: 'POST', path: '/photos/bulk/published', fields: { ids: 'list', published: 'flag' } },
  { method: 'PUT', path: '/photos/bulk/alt', fields: { photos: 'list' } },
  { method: 'POST', path: '/photos/bulk/uses', fields: { ids: 'list' } },
  {
    method: 'POST',
    path: '/photos/bulk/delete',
    fields: { ids: 'list', replacements: 'list', confirm: 'flag' },
  },
  // An upload's body is the file itself, as for the library.
  { method: 'POST', path: '/admin/albums/:id/photos' },
  { method: 'GET', path: '/admin/albums/:id/photos' },
  { method: 'DELETE', path: '/admin/albums/:id/photos/:photoId' },
  // Resumable uploads speak tus: headers and bytes, no JSON body.
  { method: 'POST', path: '/admin/uploads' },
  { method: 'PATCH', path: '/admin/uploads/:uploadId' },
  { method: 'DELETE', path: '/admin/uploads/:uploadId' },
  {
    method: 'PUT',
    path: '/admin/albums/:id/gallery',
    fields: {
      includedPhotos: 'id',
      downloadsEnabled: 'flag',
      downloadSize: 'text',
      favouritesOnly: 'flag',
      downloadPin: 'text',
      watermark: 'flag',
      graceDays: 'id',
    },
  },
  { method: 'POST', path: '/admin/albums/:id/selection/reopen' },
  { method: 'PUT', path: '/admin/albums/:id/cover', fields: { photoId: 'token', focalPoint: 'text' } },
  { method: 'POST', path: '/admin/albums/:id/notify', fields: { confirmResend: 'flag' } },
  { method: 'POST', path: '/admin/albums/:id/chapters', fields: { title: 'text' } },
  { method: 'PUT', path: '/admin/albums/:id/chapters/:chapterId', fields: { title: 'text' } },
  { method: 'DELETE', path: '/admin/albums/:id/chapters/:chapterId' },
  { method: 'PUT', path: '/admin/albums/:id/chapter-order', fields: { chapterIds: 'list' } },
  { method: 'PUT', path: '/admin/albums/:id/photos/:photoId/chapter', fields: { chapterId: 'id' } },
  { method: 'PUT', path: '/admin/albums/:id/photo-order', fields: { photoIds: 'list' } },
  { method: 'PUT', path: '/admin/albums/:id/photo-sort', fields: { by: 'token' } },
  { method: 'GET', path: '/admin/trash' },
  { method: 'POST', path: '/admin/trash/:photoId/restore' },
  { method: 'POST', path: '/admin/trash/albums/:id/restore' },
  { method: 'GET', path: '/admin/jobs/failed' },
  { method: 'GET', path: '/enquiries/stamp', anonymous: true },
  {
    method: 'POST',
    path: '/enquiries',
    fields: {
      firstname: 'name',
      lastname: 'name',
      email: 'email',
      phone: 'text',
      formula: 'text',
      wishedDate: 'text',
      message: 'text',
      consent: 'flag',
      website: 'text',
      startedAt: 'token',
    },
    anonymous: true,
  },
  { method: 'GET', path: '/enquiries' },
  { method: 'GET', path: '/enquiries/summary' },
  { method: 'PUT', path: '/enquiries/:id/status', fields: { status: 'text' } },
  { method: 'GET', path: '/enquiries/:id' },
  { method: 'POST', path: '/enquiries/:id/replies', fields: { message: 'text' } },
  { method: 'POST', path: '/enquiries/:id/client', fields: { firstname: 'name', lastname: 'name' } },
  { method: 'GET', path: '/clients/:id' },
  { method: 'PUT', path: '/clients/:id', fields: { phone: 'text', address: 'text', notes: 'text' } },
  { method: 'GET', path: '/bookings/slots', anonymous: true },
  {
    method: 'POST',
    path: '/bookings',
    fields: {
      formula: 'text',
      start: 'text',
      firstname: 'name',
      lastname: 'name',
      email: 'email',
      phone: 'text',
      message: 'text',
      website: 'text',
      startedAt: 'token',
    },
    anonymous: true,
  },
  { method: 'POST', path: '/bookings/cancel', fields: { token: 'token' }, anonymous: true },
  { method: 'POST', path: '/bookings/move/slots', fields: { token: 'token' }, anonymous: true },
  { method: 'POST', path: '/bookings/move', fields: { token: 'token', start: 'text' }, anonymous: true },
  { method: 'GET', path: '/bookings/feed.ics', anonymous: true },
  { method: 'GET', path: '/bookings' },
  { method: 'PUT', path: '/bookings/:id/status', fields: { status: 'text' } },
  // Her whole availability: what reaches it here is every wrong kind of it.
  { method: 'PUT', path: '/bookings/availability', fields: { weeklyHours: 'list', formulas: 'list' } },
  { method: 'GET', path: '/bookings/availability' },
  { method: 'POST', path: '/bookings/feed/revoke' },
  { method: 'GET', path: '/site-content/:page', anonymous: true },
  { method: 'GET', path: '/admin/site-content/:page' },
  // A page's whole document: what reaches it here is every wrong kind of document.
  { method: 'POST', path: '/admin/site-content/:page', fields: { document: 'text' } },
  { method: 'POST', path: '/admin/site-content/:page/restore/:id', fields: { block: 'list' } },
  { method: 'GET', path: '/admin/site-content/:page/versions/:id/changes' },
  { method: 'PUT', path: '/admin/site-content/:page/draft', fields: { document: 'text' } },
  { method: 'DELETE', path: '/admin/site-content/:page/draft' },
  { method: 'GET', path: '/admin/site-content/cards/:slug/usages' },
  { method: 'GET', path: '/admin/site-content/:page/formulas/:slug/usages' },
  { method: 'GET', path: '/site-content/formulas', anonymous: true },
  { method: 'GET', path: '/admin/albums/:id/selection.txt' },
  { method: 'POST', path: '/galleries/:id/access', fields: { code: 'text', guest: 'name' }, anonymous: true },
  { method: 'POST', path: '/galleries/access', fields: { code: 'text', guest: 'name' }, anonymous: true },
  { method: 'PUT', path: '/galleries/:id/guest', fields: { name: 'name' } },
  { method: 'PUT', path: '/galleries/:id/photos/:photoId/hidden', fields: { hidden: 'flag' } },
  { method: 'GET', path: '/galleries/:id' },
  { method: 'PUT', path: '/galleries/:id/favourites/:photoId', fields: { favourite: 'flag' } },
  { method: 'POST', path: '/galleries/:id/selection' },
  { method: 'GET', path: '/galleries/:id/photos/:photoId/original' },
  { method: 'GET', path: '/galleries/:id/photos/:photoId/:file' },
  { method: 'GET', path: '/galleries/:id/archive.zip' },
  { method: 'GET', path: '/galleries/:id/archive-web.zip' },
  { method: 'GET', path: '/galleries/:id/photos/:photoId/web' },
  { method: 'POST', path: '/galleries/:id/download-pin', fields: { pin: 'text' } },
  { method: 'DELETE', path: '/photos/:id' },
  { method: 'GET', path: '/photos/:id/files/:file' },
  { method: 'GET', path: '/articles' },
  { method: 'GET', path: '/articles/:slug' },
  { method: 'GET', path: '/admin/articles' },
  { method: 'GET', path: '/admin/articles/:id' },
  { method: 'POST', path: '/admin/articles', fields: articleFields },
  { method: 'PUT', path: '/admin/articles/:id', fields: { ...articleFields, version: 'id' } },
  { method: 'PUT', path: '/admin/articles/:id/autosave', fields: { fields: 'text' } },
  { method: 'POST', path: '/admin/articles/:id/publish' },
  { method: 'POST', path: '/admin/articles/:id/publish-now' },
  { method: 'POST', path: '/admin/articles/:id/unpublish' },
  { method: 'POST', path: '/admin/articles/preview', fields: { markdown: 'markdown' } },
  { method: 'GET', path: '/admin/articles/:id/revisions' },
  { method: 'GET', path: '/admin/articles/:id/revisions/:revisionId' },
  { method: 'POST', path: '/admin/articles/:id/revisions/:revisionId/restore', fields: { version: 'id' } },
  { method: 'GET', path: '/placements' },
  { method: 'GET', path: '/admin/placements/:place' },
  { method: 'PUT', path: '/admin/placements/:place', fields: { photo_ids: 'list' } },
  { method: 'GET', path: '/admin/placements/:place/draft' },
  { method: 'PUT', path: '/admin/placements/:place/draft', fields: { photo_ids: 'list' } },
  { method: 'GET', path: '/admin/placements/:place/fallback' },
  { method: 'PUT', path: '/admin/placements/:place/fallback', fields: { photo_id: 'id' } },
];
