import type {
  ArticlePayload,
  ArticleUpdatePayload,
  FieldPath,
  SiteContentDocument,
  SiteContentPage,
} from '@lapm/contracts';
import {
  type AccountDeletePayload,
  type AlbumCreatePayload,
  type AlbumUpdatePayload,
  type Availability,
  accountExportSchema,
  albumListResponseSchema,
  albumResponseSchema,
  availabilityResponseSchema,
  type BookingDecision,
  type BookingPayload,
  bookingListResponseSchema,
  bookingMovedResponseSchema,
  bookingMoveViewResponseSchema,
  bookingResponseSchema,
  type ClientFilePayload,
  clientFileResponseSchema,
  clientFileSavedResponseSchema,
  type EmailConfirmPayload,
  type EnquiryClientPayload,
  type EnquiryPayload,
  type EnquiryReplyPayload,
  type EnquiryStatus,
  enquiryClientResponseSchema,
  enquiryListResponseSchema,
  enquiryReplyResponseSchema,
  enquiryResponseSchema,
  enquiryStampResponseSchema,
  enquirySummarySchema,
  enquiryThreadResponseSchema,
  feedResponseSchema,
  galleryAddressResponseSchema,
  type InvitationAcceptPayload,
  type InvitationPayload,
  invitationResponseSchema,
  type LoginPayload,
  loginResponseSchema,
  messageResponseSchema,
  myAlbumListResponseSchema,
  type RegisterPayload,
  type ResetConfirmPayload,
  type ResetRequestPayload,
  slotListResponseSchema,
  type UserSelfUpdatePayload,
  type UserUpdatePayload,
  userListResponseSchema,
  userResponseSchema,
} from '@lapm/contracts';
import { anyObject, apiUrl, beacon, call } from './client';
import {
  adminChapters,
  adminGalleryEndpoints,
  galleryEndpoints,
  photoEndpoints,
  trashEndpoints,
} from './mediaEndpoints';

/**
 * The blog's calls, their schemas and the Markdown rules are a chunk of their own, loaded by the
 * first article call: the account pages, which load this client at their first visit, never pay
 * for them.
 */
const articleCalls = () => import('./articles');
/** The photos placed on the public pages: a page's, after a navigation; a place's, in the admin. */
const placementCalls = () => import('./placements');
/** The words and prices of the public pages: a page's, after a navigation; their edition, in the admin. */
const siteContentCalls = () => import('./siteContent');

/** Every call of spec section 7, typed by the shared contracts. */
export const api = {
  login: (payload: LoginPayload) => call('POST', '/login', loginResponseSchema, payload),
  logout: () => call('POST', '/logout', anyObject),
  register: (payload: RegisterPayload) => call('POST', '/user/register', messageResponseSchema, payload),
  requestPasswordReset: (payload: ResetRequestPayload) =>
    call('POST', '/reset-password', messageResponseSchema, payload),
  confirmPasswordReset: (payload: ResetConfirmPayload) =>
    call('POST', '/reset-password/confirm', messageResponseSchema, payload),
  confirmEmail: (payload: EmailConfirmPayload) =>
    call('POST', '/email/confirm', messageResponseSchema, payload),
  /** The invited client's chosen password: signs them in (the answer carries the session). */
  acceptInvitation: (payload: InvitationAcceptPayload) =>
    call('POST', '/invitation/accept', loginResponseSchema, payload),

  /** The public enquiry form (/contacts): the signed time it was given, and the enquiry itself. */
  enquiries: {
    stamp: async () => (await call('GET', '/enquiries/stamp', enquiryStampResponseSchema)).stamp,
    send: (payload: EnquiryPayload) => call('POST', '/enquiries', messageResponseSchema, payload),
    /** « Demandes », the admin's list, newest first. */
    list: async () => (await call('GET', '/enquiries', enquiryListResponseSchema)).data,
    summary: () => call('GET', '/enquiries/summary', enquirySummarySchema),
    setStatus: async (id: number, status: EnquiryStatus) =>
      (await call('PUT', `/enquiries/${id}/status`, enquiryResponseSchema, { status })).data,
    /** One enquiry with her replies, oldest first. */
    get: async (id: number) => (await call('GET', `/enquiries/${id}`, enquiryThreadResponseSchema)).data,
    reply: (id: number, payload: EnquiryReplyPayload) =>
      call('POST', `/enquiries/${id}/replies`, enquiryReplyResponseSchema, payload),
    /** The client it becomes: invited, or the one already at its address. */
    toClient: (id: number, payload: EnquiryClientPayload) =>
      call('POST', `/enquiries/${id}/client`, enquiryClientResponseSchema, payload),
  },

  /** « Fiche client »: what she keeps about a client, and their history. */
  clients: {
    get: async (id: number) => (await call('GET', `/clients/${id}`, clientFileResponseSchema)).data,
    save: (id: number, payload: ClientFilePayload) =>
      call('PUT', `/clients/${id}`, clientFileSavedResponseSchema, payload),
  },

  /** Sessions booked online: the slots and the booking for anyone, the rest for her (« Réservations »). */
  bookings: {
    /** The free slots of a service page's bookable formulas (a service, not a formula). */
    slots: async (service: string) =>
      (await call('GET', `/bookings/slots?service=${encodeURIComponent(service)}`, slotListResponseSchema))
        .data,
    send: (payload: BookingPayload) => call('POST', '/bookings', messageResponseSchema, payload),
    list: async () => (await call('GET', '/bookings', bookingListResponseSchema)).data,
    decide: async (id: number, status: BookingDecision['status']) =>
      (await call('PUT', `/bookings/${id}/status`, bookingResponseSchema, { status })).data,
    availability: () => call('GET', '/bookings/availability', availabilityResponseSchema),
    saveAvailability: (availability: Availability) =>
      call('PUT', '/bookings/availability', availabilityResponseSchema, availability),
    cancel: (token: string) => call('POST', '/bookings/cancel', messageResponseSchema, { token }),
    /** The move page's booking and its free slots, named by the link's token. */
    moveView: async (token: string) =>
      (await call('POST', '/bookings/move/slots', bookingMoveViewResponseSchema, { token })).data,
    move: (token: string, start: string) =>
      call('POST', '/bookings/move', bookingMovedResponseSchema, { token, start }),
    revokeFeed: async () => (await call('POST', '/bookings/feed/revoke', feedResponseSchema)).feedUrl,
  },

  invitations: {
    /** Opens a client's account and e-mails them the link; with `album`, creates it for them. */
    create: (payload: InvitationPayload) => call('POST', '/invitation', invitationResponseSchema, payload),
    resend: (id: number) => call('POST', '/invitation/resend', messageResponseSchema, { id }),
  },

  albums: {
    list: async () => (await call('GET', '/album', albumListResponseSchema)).data,
    get: async (id: number) => (await call('GET', `/album/${id}`, albumResponseSchema)).data,
    mine: async () => (await call('GET', '/album/my', myAlbumListResponseSchema)).data,
    create: (payload: AlbumCreatePayload) => call('POST', '/album', anyObject, payload),
    update: (payload: AlbumUpdatePayload) => call('PUT', '/album', anyObject, payload),
    /** `confirmRemoval`: the admin was told the album's photos go to the Corbeille with it. */
    remove: (id: number, confirmRemoval = false) =>
      call('DELETE', '/album', anyObject, {
        id_album: id,
        ...(confirmRemoval ? { confirm_removal: true } : {}),
      }),
    /** « Galerie sur le site »: an id kept for the album being created, and its gallery's address. */
    galleryAddress: async () =>
      (await call('POST', '/album/gallery-address', galleryAddressResponseSchema)).data,
    /** The owner clicked « Consulter »: nothing to wait for, nothing to show if it fails. */
    reportOpened: (id: number) => beacon(`/album/${id}/opened`),
    /**
     * The same report as the link's `ping`: the browser sends it itself, so a click made before the
     * app has started is counted too (browsers that turn pings off get the beacon).
     */
    openedPingUrl: (id: number) => apiUrl(`/album/${id}/opened`),
  },

  photos: photoEndpoints,
  /** A client's gallery: the owner's session or the album's access cookie opens it. */
  galleries: galleryEndpoints,
  /** The photos of an album, from the admin's side. */
  adminGalleries: adminGalleryEndpoints,
  /** Chapters and order of an album's photos, from the admin's side. */
  adminChapters,
  /** The Corbeille: a photo comes back, files included, for 30 days. */
  adminTrash: trashEndpoints,

  placements: {
    /** The places of a public page, each with its published photos in order. */
    forPage: async (page: string) => (await placementCalls()).placements.forPage(page),
  },

  adminPlacements: {
    get: async (place: string) => (await placementCalls()).adminPlacements.get(place),
    /** Replaces the place's selection with these photos, in this order. */
    save: async (place: string, photoIds: readonly string[]) =>
      (await placementCalls()).adminPlacements.save(place, photoIds),
    /** The selection she was making and has not saved, or null. */
    draft: async (place: string) => (await placementCalls()).adminPlacements.draft(place),
    /** Keeps the selection she is making, until she saves it (read back on any device). */
    saveDraft: async (place: string, photoIds: readonly string[]) =>
      (await placementCalls()).adminPlacements.saveDraft(place, photoIds),
    /** What the place shows once emptied, or null: then the page leaves it out. */
    fallback: async (place: string) => (await placementCalls()).adminPlacements.fallback(place),
    setFallback: async (place: string, photoId: string | null) =>
      (await placementCalls()).adminPlacements.setFallback(place, photoId),
  },

  siteContent: {
    forPage: async <P extends SiteContentPage>(page: P) =>
      (await siteContentCalls()).siteContent.forPage(page),
    formulas: async () => (await siteContentCalls()).siteContent.formulas(),
  },

  adminSiteContent: {
    get: async (page: SiteContentPage) => (await siteContentCalls()).adminSiteContent.get(page),
    /** Publishes the page's whole document as a new version. */
    publish: async (page: SiteContentPage, document: SiteContentDocument) =>
      (await siteContentCalls()).adminSiteContent.publish(page, document),
    /** Publishes an earlier version again, or one block of it. */
    restore: async (page: SiteContentPage, version: number, block?: FieldPath) =>
      (await siteContentCalls()).adminSiteContent.restore(page, version, block),
    /** What a published version changed, field by field, by block. */
    changes: async (page: SiteContentPage, version: number) =>
      (await siteContentCalls()).adminSiteContent.changes(page, version),
    /** Keeps what she is typing as the page's draft (one a page, read back on any device). */
    saveDraft: async (page: SiteContentPage, document: SiteContentDocument) =>
      (await siteContentCalls()).adminSiteContent.saveDraft(page, document),
    /** Throws the page's draft away. */
    discardDraft: async (page: SiteContentPage) =>
      (await siteContentCalls()).adminSiteContent.discardDraft(page),
    /** What links to a card of /tarifs (articles, pages), asked before she removes it. */
    cardUsages: async (key: string) => (await siteContentCalls()).adminSiteContent.cardUsages(key),
    /** What uses a formula of a service page (articles, bookings, settings, cards), asked before she removes it. */
    formulaUsages: async (page: SiteContentPage, key: string) =>
      (await siteContentCalls()).adminSiteContent.formulaUsages(page, key),
  },

  users: {
    list: async () => (await call('GET', '/user', userListResponseSchema)).data,
    /** Clients only: the album owner picker's choices. */
    clients: async () => (await call('GET', '/user/clients', userListResponseSchema)).data,
    get: async (id: number) => (await call('GET', `/user/${id}`, userResponseSchema)).data,
    update: (payload: UserUpdatePayload) => call('PUT', '/user', anyObject, payload),
    remove: (id: number) => call('DELETE', '/user', anyObject, { id }),
    /** The caller's own account, with the preferences the page's token does not carry. */
    me: async () => (await call('GET', '/user/me', userResponseSchema)).data,
    updateMe: (payload: UserSelfUpdatePayload) => call('PUT', '/user/me', anyObject, payload),
    /** Everything the site holds on the caller (RGPD), to be saved as a JSON file. */
    exportMe: () => call('GET', '/user/me/export', accountExportSchema),
    /** Deletes the caller's account and albums once their password confirms it (RGPD). */
    deleteMe: (payload: AccountDeletePayload) => call('DELETE', '/user/me', anyObject, payload),
  },
  articles: {
    /** The blog's list: published articles, newest first. */
    list: async () => (await articleCalls()).articles.list(),
    /** A published article, or null when there is none at that address (unknown or unpublished). */
    get: async (slug: string) => (await articleCalls()).articles.get(slug),
  },

  adminArticles: {
    list: async () => (await articleCalls()).adminArticles.list(),
    get: async (id: number) => (await articleCalls()).adminArticles.get(id),
    create: async (payload: ArticlePayload) => (await articleCalls()).adminArticles.create(payload),
    /** Refused (409, French message) when someone saved the article since `payload.version`. */
    update: async (id: number, payload: ArticleUpdatePayload) =>
      (await articleCalls()).adminArticles.update(id, payload),
    /** Published on its date: a day to come keeps it scheduled. */
    publish: async (id: number) => (await articleCalls()).adminArticles.publish(id),
    /** Published today, a scheduled date brought forward. */
    publishNow: async (id: number) => (await articleCalls()).adminArticles.publishNow(id),
    unpublish: async (id: number) => (await articleCalls()).adminArticles.unpublish(id),
    /** The Markdown as the blog would show it, and what it refuses; nothing is saved. */
    preview: async (markdown: string) => (await articleCalls()).adminArticles.preview(markdown),
    /** Keeps what she is typing, as typed, until she saves the article (read back on any device). */
    autosave: async (id: number, fields: unknown) =>
      (await articleCalls()).adminArticles.autosave(id, fields),
    /** Its saved versions, newest first, each with the fields it changed. */
    revisions: async (id: number) => (await articleCalls()).adminArticles.revisions(id),
    revision: async (id: number, revisionId: number) =>
      (await articleCalls()).adminArticles.revision(id, revisionId),
    /** Saves a version's fields again (a new version); 409 when `version` is no longer the article's. */
    restore: async (id: number, revisionId: number, version: number) =>
      (await articleCalls()).adminArticles.restore(id, revisionId, version),
  },
};

/** The schema of an article's fields (with the Markdown rules), for the admin's form to check it as the server will. */
export const loadArticleFieldsSchema = async () => (await articleCalls()).articleFieldsSchema;
