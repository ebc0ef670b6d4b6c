import {
  availabilitySchema,
  type Booking,
  bookingCancelSchema,
  bookingDecisionSchema,
  bookingMessages,
  bookingMoveSchema,
  bookingPayloadSchema,
  ENQUIRY_HONEYPOT,
  ENQUIRY_STAMP,
  enquiryMessages,
  idParamsSchema,
  PAGE_SLOT_DAYS,
  paths,
  pricedServicePages,
  RESET_TOKEN_PARAM,
  type ServicePageKey,
} from '@lapm/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicSiteUrl } from '../../config';
import { isExclusionViolation } from '../../db/errors';
import { bookingEmails, bookingSettings, bookings } from '../../db/schema';
import type { MailMessage } from '../../mail/mailer';
import { hashToken, newLinkToken } from '../auth/tokens';
import type { ApiContext } from '../context';
import { HttpError } from '../errors';
import { bookingCalendar } from './calendar';
import {
  studioCancelledEmail,
  studioConfirmedEmail,
  studioMovedEmail,
  studioRequestEmail,
  visitorDecisionEmail,
  visitorMovedEmail,
} from './emails';
import { bookingOfLink, moveView } from './move';
import { BOOKINGS_TAG, ensureBookingSettings, readAvailability } from './settings';
import { HOLDING, offeredSlot, serviceSlots } from './slots';

const serviceQuerySchema = z.object({
  service: z.enum(
    Object.keys(pricedServicePages) as [ServicePageKey, ...ServicePageKey[]],
    'Service inconnu.',
  ),
});
const feedQuerySchema = z.object({ token: z.string().max(200).default('') });

/** The path of her calendar feed; its secret travels in the query, which the logs mask. */
export const FEED_PATH = '/api/bookings/feed.ics';

/**
 * Sessions booked online (issue 47, item 4): the free slots and the booking itself for anyone,
 * her availability, her answers and her calendar feed for the studio.
 */
export const bookingRoutes: FastifyPluginAsyncZod<ApiContext> = async (
  app,
  { db, limits, mailer, clock, formStamps, config, content },
) => {
  const site = () => publicSiteUrl(config);
  const host = () => new URL(site()).hostname;
  const feedUrl = (token: string) => `${site()}${FEED_PATH}?token=${token}`;
  const linksOf = (token: string) => ({
    cancel: `${site()}${paths.cancelBooking}?${RESET_TOKEN_PARAM}=${token}`,
    move: `${site()}${paths.moveBooking}?${RESET_TOKEN_PARAM}=${token}`,
  });
  type Queryable = Pick<typeof db, 'insert'>;
  /**
   * A booking's e-mail, kept with the booking (the client file's history) in `tx` when given,
   * then queued: with a transaction, `send` runs once it has committed.
   */
  const recorded = async (
    tx: Queryable,
    bookingId: number,
    recipient: 'studio' | 'visitor',
    message: MailMessage,
    event: string,
  ) => {
    await tx
      .insert(bookingEmails)
      .values({ bookingId, recipient, subject: message.subject, sentAt: clock() });
    return (log: Parameters<typeof mailer.queue>[1]) => mailer.queue(message, log, event);
  };

  app.get(
    '/bookings/slots',
    { config: { access: 'public' }, schema: { querystring: serviceQuerySchema } },
    async (request) => ({ data: await serviceSlots(db, request.query.service, clock()) }),
  );

  app.post(
    '/bookings',
    { config: { access: 'public' }, schema: { body: bookingPayloadSchema } },
    async (request, reply) => {
      await limits.bookingsByIp(request);
      await limits.bookingsByEmail(request);
      const { [ENQUIRY_HONEYPOT]: honeypot, [ENQUIRY_STAMP]: stamp, ...booking } = request.body;
      // As for an enquiry: a robot is told it succeeded, and nothing is stored nor held.
      if (honeypot.trim() !== '') {
        request.log.info({ event: 'booking_trapped' }, 'réservation écartée : champ piège rempli');
        return reply.code(201).send({ message: bookingMessages.requested });
      }
      const timing = await formStamps.check(stamp);
      if (timing !== 'ok') {
        request.log.info(
          { event: `booking_${timing}` },
          'réservation refusée : formulaire envoyé sans délai',
        );
        throw new HttpError(400, timing === 'fast' ? enquiryMessages.tooFast : enquiryMessages.expired);
      }
      const availability = await readAvailability(db);
      if (!availability.formulas.some((bookable) => bookable.formula === booking.formula))
        throw new HttpError(409, bookingMessages.notBookable);
      // The browser's list may be old, or forged: the slot must be one her rules offer now.
      const slot = offeredSlot(availability, booking.formula, new Date(booking.start), clock());
      if (!slot) throw new HttpError(409, bookingMessages.slotUnavailable);
      const cancelToken = newLinkToken();
      let id: number;
      try {
        // Whether the slot is still free is the database's to say: the exclusion constraint
        // refuses a second booking over held time, however many arrive at once.
        const [stored] = await db
          .insert(bookings)
          .values({
            formula: booking.formula,
            startsAt: slot.start,
            endsAt: slot.end,
            heldFrom: slot.held.from,
            heldUntil: slot.held.until,
            firstname: booking.firstname,
            lastname: booking.lastname,
            email: booking.email,
            phone: booking.phone || null,
            message: booking.message,
            cancelToken: hashToken(cancelToken),
          })
          .returning({ id: bookings.id });
        if (!stored) throw new Error('booking not stored');
        id = stored.id;
      } catch (error) {
        if (isExclusionViolation(error)) throw new HttpError(409, bookingMessages.slotTaken);
        throw error;
      }
      content.changed(BOOKINGS_TAG);
      const send = await recorded(
        db,
        id,
        'studio',
        studioRequestEmail(
          {
            id,
            ...booking,
            phone: booking.phone || null,
            startsAt: slot.start,
            endsAt: slot.end,
            status: 'en attente',
          },
          `${site()}${paths.adminBookings}`,
        ),
        'booking_studio_email',
      );
      send(request.log);
      request.log.info({ event: 'booking_requested', bookingId: id }, 'réservation demandée');
      return reply.code(201).send({ message: bookingMessages.requested });
    },
  );

  app.post(
    '/bookings/cancel',
    { config: { access: 'public' }, schema: { body: bookingCancelSchema } },
    async (request) => {
      await limits.linkConfirmsByIp(request);
      const { cancelHours } = await readAvailability(db);
      const row = await bookingOfLink(db, request.body.token);
      if (!row) throw new HttpError(404, bookingMessages.cancelLinkInvalid);
      if (row.startsAt.getTime() - clock().getTime() < cancelHours * 3_600_000)
        throw new HttpError(409, bookingMessages.cancelTooLate);
      await db.update(bookings).set({ status: 'annulée' }).where(eq(bookings.id, row.id));
      content.changed(BOOKINGS_TAG);
      const send = await recorded(db, row.id, 'studio', studioCancelledEmail(row), 'booking_cancelled_email');
      send(request.log);
      request.log.info({ event: 'booking_cancelled', bookingId: row.id }, 'réservation annulée');
      return { message: bookingMessages.cancelled };
    },
  );

  /** The move page's booking and where it can go, for a page the browser draws itself. */
  app.post(
    '/bookings/move/slots',
    { config: { access: 'public' }, schema: { body: bookingCancelSchema } },
    async (request) => {
      await limits.linkConfirmsByIp(request);
      return { data: await moveView(db, request.body.token, clock(), PAGE_SLOT_DAYS) };
    },
  );

  /**
   * « Déplacer ma réservation »: under the cancellation's notice, to a slot her rules offer now.
   * The update keeps the booking's row, so the exclusion constraint judges the new time against
   * every other booking: a slot taken meanwhile refuses the move, and the old slot stays hers.
   * A confirmed booking is pending again: her confirmation named the old time (README).
   */
  app.post(
    '/bookings/move',
    { config: { access: 'public' }, schema: { body: bookingMoveSchema } },
    async (request) => {
      await limits.linkConfirmsByIp(request);
      const { token } = request.body;
      const availability = await readAvailability(db);
      const start = new Date(request.body.start);
      let moved: {
        row: typeof bookings.$inferSelect;
        before: Date;
        sends: ((log: typeof request.log) => void)[];
      };
      try {
        moved = await db.transaction(async (tx) => {
          const [row] = await tx
            .select()
            .from(bookings)
            .where(and(eq(bookings.cancelToken, hashToken(token)), inArray(bookings.status, HOLDING)))
            .for('update');
          if (!row) throw new HttpError(404, bookingMessages.moveLinkInvalid);
          if (row.startsAt.getTime() - clock().getTime() < availability.cancelHours * 3_600_000)
            throw new HttpError(409, bookingMessages.moveTooLate);
          if (row.startsAt.getTime() === start.getTime())
            throw new HttpError(409, bookingMessages.moveSameSlot);
          const slot = offeredSlot(availability, row.formula, start, clock());
          if (!slot) throw new HttpError(409, bookingMessages.slotUnavailable);
          const [updated] = await tx
            .update(bookings)
            .set({
              startsAt: slot.start,
              endsAt: slot.end,
              heldFrom: slot.held.from,
              heldUntil: slot.held.until,
              status: 'en attente',
              sequence: sql`${bookings.sequence} + 1`,
            })
            .where(eq(bookings.id, row.id))
            .returning();
          if (!updated) throw new Error('booking not moved');
          const sends = [
            await recorded(
              tx,
              row.id,
              'visitor',
              visitorMovedEmail(updated, row.startsAt, linksOf(token), availability.cancelHours, host()),
              'booking_moved_visitor_email',
            ),
            await recorded(
              tx,
              row.id,
              'studio',
              studioMovedEmail(updated, row.startsAt, `${site()}${paths.adminBookings}`, host()),
              'booking_moved_email',
            ),
          ];
          return { row: updated, before: row.startsAt, sends };
        });
      } catch (error) {
        if (isExclusionViolation(error)) throw new HttpError(409, bookingMessages.slotTaken);
        throw error;
      }
      content.changed(BOOKINGS_TAG);
      for (const send of moved.sends) send(request.log);
      request.log.info({ event: 'booking_moved', bookingId: moved.row.id }, 'réservation déplacée');
      return {
        message: bookingMessages.moved,
        data: await moveView(db, token, clock(), PAGE_SLOT_DAYS),
      };
    },
  );

  /** Her calendar feed: anyone with its secret address reads her bookings, until she revokes it. */
  app.get(
    '/bookings/feed.ics',
    { config: { access: 'public' }, schema: { querystring: feedQuerySchema } },
    async (request, reply) => {
      const [settings] = await db
        .select({ feedToken: bookingSettings.feedToken })
        .from(bookingSettings)
        .where(eq(bookingSettings.id, 1));
      if (!settings || request.query.token === '' || settings.feedToken !== request.query.token)
        throw new HttpError(404, 'Ce calendrier n’existe pas ou plus.');
      const rows = await db
        .select()
        .from(bookings)
        .where(inArray(bookings.status, HOLDING))
        .orderBy(asc(bookings.startsAt));
      return reply
        .header('cache-control', 'no-store')
        .type('text/calendar; charset=utf-8')
        .send(bookingCalendar(rows, 'studio', host()));
    },
  );

  app.get('/bookings/availability', { config: { access: 'admin' } }, async () => {
    const settings = await ensureBookingSettings(db);
    return { data: settings.availability, feedUrl: feedUrl(settings.feedToken) };
  });

  app.put(
    '/bookings/availability',
    { config: { access: 'admin' }, schema: { body: availabilitySchema } },
    async (request) => {
      const settings = await ensureBookingSettings(db);
      await db
        .update(bookingSettings)
        .set({ availability: request.body, updatedAt: clock() })
        .where(eq(bookingSettings.id, 1));
      content.changed(BOOKINGS_TAG);
      request.log.info({ event: 'booking_availability_saved' }, 'disponibilités enregistrées');
      return { data: request.body, feedUrl: feedUrl(settings.feedToken) };
    },
  );

  /** « Révoquer »: a new secret; the old address answers 404 from now on. */
  app.post('/bookings/feed/revoke', { config: { access: 'admin' } }, async (request) => {
    await ensureBookingSettings(db);
    const token = newLinkToken();
    await db.update(bookingSettings).set({ feedToken: token }).where(eq(bookingSettings.id, 1));
    request.log.info({ event: 'booking_feed_revoked' }, 'adresse du calendrier révoquée');
    return { feedUrl: feedUrl(token) };
  });

  const listed = {
    id: bookings.id,
    formula: bookings.formula,
    startsAt: bookings.startsAt,
    endsAt: bookings.endsAt,
    firstname: bookings.firstname,
    lastname: bookings.lastname,
    email: bookings.email,
    phone: bookings.phone,
    message: bookings.message,
    status: bookings.status,
    createdAt: bookings.createdAt,
  };
  type Listed = { startsAt: Date; endsAt: Date; createdAt: Date; status: string } & Omit<
    Booking,
    'start' | 'end' | 'createdAt' | 'status'
  >;
  const asListed = ({ startsAt, endsAt, createdAt, ...row }: Listed) =>
    ({
      ...row,
      start: startsAt.toISOString(),
      end: endsAt.toISOString(),
      createdAt: createdAt.toISOString(),
    }) as Booking;

  /** « Réservations »: the newest first. */
  app.get('/bookings', { config: { access: 'admin' } }, async () => ({
    data: (await db.select(listed).from(bookings).orderBy(desc(bookings.id))).map(asListed),
  }));

  /** She confirms or declines a pending booking: both sides are told, with the event when confirmed. */
  app.put(
    '/bookings/:id/status',
    { config: { access: 'admin' }, schema: { params: idParamsSchema, body: bookingDecisionSchema } },
    async (request) => {
      const { status } = request.body;
      const cancelToken = newLinkToken();
      const [row] = await db
        .update(bookings)
        .set({ status, ...(status === 'confirmée' && { cancelToken: hashToken(cancelToken) }) })
        .where(and(eq(bookings.id, request.params.id), eq(bookings.status, 'en attente')))
        .returning();
      if (!row) {
        const [exists] = await db
          .select({ id: bookings.id })
          .from(bookings)
          .where(eq(bookings.id, request.params.id));
        throw new HttpError(
          exists ? 409 : 404,
          exists ? bookingMessages.alreadyDecided : bookingMessages.notFound,
        );
      }
      content.changed(BOOKINGS_TAG);
      const { cancelHours } = await readAvailability(db);
      const confirmed = status === 'confirmée';
      const sends = [
        await recorded(
          db,
          row.id,
          'visitor',
          visitorDecisionEmail(row, confirmed, linksOf(cancelToken), cancelHours, host()),
          'booking_visitor_email',
        ),
        ...(confirmed
          ? [
              await recorded(
                db,
                row.id,
                'studio',
                studioConfirmedEmail(row, host()),
                'booking_confirmed_email',
              ),
            ]
          : []),
      ];
      for (const send of sends) send(request.log);
      request.log.info({ event: 'booking_decided', bookingId: row.id, status }, 'réservation traitée');
      return { data: asListed(row) };
    },
  );
};
