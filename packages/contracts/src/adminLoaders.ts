// Types of the contracts only (no zod at run time): the shell and every remote may import this.
import type { Album } from './albums';
import type { AdminArticle } from './articleAnswers';
import type { Booking } from './bookings';
import type { ClientFile } from './clients';
import type { Enquiry, EnquirySummary, EnquiryThread } from './enquiries';
import type { PhotoPage } from './photos';
import type { RouteLoader, RouteParams } from './routeLoaders';
import { paths, photoLibraryParams } from './routes';
import type { User } from './users';

/**
 * Where the admin's screens read (docs/decisions/0026): the API client, with her session. Its
 * shape is the API client's own, so that the client is the source as it is, checked against
 * these contract types.
 */
export interface AdminSource {
  enquiries: {
    /** The admin home's « Demandes » tile. */
    summary(): Promise<EnquirySummary>;
    list(): Promise<Enquiry[]>;
    /** One enquiry with her replies. */
    get(id: number): Promise<EnquiryThread>;
  };
  users: { list(): Promise<User[]>; get(id: number): Promise<User> };
  clients: { get(id: number): Promise<ClientFile> };
  albums: { list(): Promise<Album[]>; get(id: number): Promise<Album> };
  adminArticles: { list(): Promise<AdminArticle[]>; get(id: number): Promise<AdminArticle> };
  bookings: { list(): Promise<Booking[]> };
  photos: { list(query: PhotoLibraryQuery): Promise<PhotoPage> };
}

/** What the photo library shows: its search, its upload days (`AAAA-MM-JJ`) and its page. */
export interface PhotoLibraryQuery {
  q: string;
  from: string;
  to: string;
  page: number;
}

const day = (value: string | undefined) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');

/**
 * The library's query as its address gives it. A value no one could have chosen on the screen
 * (a page `abc`, a day `hier`) is left out, so that a mistyped address still opens the library.
 */
export function photoLibraryQuery(params: RouteParams): PhotoLibraryQuery {
  const page = Number(params[photoLibraryParams.page]);
  return {
    q: params[photoLibraryParams.q]?.trim() ?? '',
    from: day(params[photoLibraryParams.from]),
    to: day(params[photoLibraryParams.to]),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * An admin screen's read. No key: no admin page is drawn by the server, so there is never a
 * served value to read first; each opening reads again, and a screen reads again after a change
 * of its own that the read shows (`reload` of the admin's hook).
 */
export type AdminLoader<T> = Pick<RouteLoader<T, AdminSource>, 'load'>;

/** The `:id` of a record's route as a positive integer, or null when it is absent or not an id. */
export function recordIdOf(param: string | undefined): number | null {
  if (!param || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

const read = <T>(load: (source: AdminSource) => Promise<T>): AdminLoader<T> => ({ load });

/** A record named by the route's `:id`; null for an address that names none: nothing to ask. */
const record = <T>(load: (source: AdminSource, id: number) => Promise<T>): AdminLoader<T | null> => ({
  load: async (source, { id }) => {
    const recordId = recordIdOf(id);
    return recordId === null ? null : load(source, recordId);
  },
});

const photoLibrary: AdminLoader<PhotoPage> = {
  load: (source, params) => source.photos.list(photoLibraryQuery(params)),
};

/**
 * What each admin screen reads when it opens, by route path, from the route's parameters and the
 * query parameters its route declares (the photo library's search and page). The screens whose
 * read depends on a choice kept on the screen alone (the page of « Contenu du site », the place
 * of « Mise en page », each with its unsaved draft) read it themselves.
 */
export const adminLoaders = {
  [paths.admin]: read((source) => source.enquiries.summary()),
  [paths.adminUsers]: read((source) => source.users.list()),
  [paths.adminEditUser]: record((source, id) => source.users.get(id)),
  [paths.adminClientFile]: record((source, id) => source.clients.get(id)),
  [paths.adminAlbums]: read((source) => source.albums.list()),
  [paths.adminEditAlbum]: record((source, id) => source.albums.get(id)),
  [paths.adminArticles]: read((source) => source.adminArticles.list()),
  [paths.adminEditArticle]: record((source, id) => source.adminArticles.get(id)),
  [paths.adminEnquiries]: read((source) => source.enquiries.list()),
  [paths.adminEnquiry]: record((source, id) => source.enquiries.get(id)),
  [paths.adminBookings]: read((source) => source.bookings.list()),
  [paths.adminPhotos]: photoLibrary,
} as const;

export type AdminLoaderPath = keyof typeof adminLoaders;

/** What the admin screen at `P` reads. */
export type AdminLoaded<P extends AdminLoaderPath> =
  (typeof adminLoaders)[P] extends AdminLoader<infer T> ? T : never;
