import {
  bookingMessages,
  bookingPayloadSchema,
  ENQUIRY_HONEYPOT,
  ENQUIRY_STAMP,
  enquiryMessages,
  paths,
} from '@lapm/contracts';
import type { z } from 'zod';
import { bookings } from '../../../db/schema';
import { hashToken, newLinkToken } from '../../auth/tokens';
import type { ApiApp } from '../../context';
import { HttpError } from '../../errors';
import { formulaNamesEverPublished, publishedFormulaKeys } from '../../site-content/formulas';
import { studioRequestEmail } from '../emails';
import { BOOKINGS_TAG, readAvailability } from '../settings';
import { offeredSlot, type Slot } from '../slots';
import { type BookingRouteContext, queuedOnHeldTime, unlessSlotTaken } from './context';

type Booking = Omit<z.output<typeof bookingPayloadSchema>, typeof ENQUIRY_HONEYPOT | typeof ENQUIRY_STAMP>;

/** A visitor asks for a slot: held at once, pending until she answers. */
export function requestRoute(app: ApiApp, context: BookingRouteContext) {
  const { limits, formStamps, db, clock, content, recorded, site } = context;
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
      const formulaName = (await formulaNamesEverPublished(db))[booking.formula];
      if (!(await publishedFormulaKeys(db)).has(booking.formula)) {
        const message = bookingMessages.formulaInvalid;
        throw new HttpError(400, message, {}, [{ path: ['formula'], message }]);
      }
      const availability = await readAvailability(db);
      if (!availability.formulas.some((bookable) => bookable.formula === booking.formula))
        throw new HttpError(409, bookingMessages.notBookable);
      // The browser's list may be old, or forged: the slot must be one her rules offer now.
      const slot = offeredSlot(availability, booking.formula, new Date(booking.start), clock());
      if (!slot) throw new HttpError(409, bookingMessages.slotUnavailable);
      // The booking and the record of its mail in one transaction: a booking is never stored
      // without it, nor answered with an error once stored.
      const { id, send } = await unlessSlotTaken(() =>
        queuedOnHeldTime(db, async (tx) => {
          const id = await store(tx, booking, slot);
          const mail = studioRequestEmail(
            {
              id,
              ...booking,
              phone: booking.phone || null,
              startsAt: slot.start,
              endsAt: slot.end,
              status: 'en attente',
              formulaName,
            },
            `${site()}${paths.adminBookings}`,
          );
          return { id, send: await recorded(tx, id, 'studio', mail, 'booking_studio_email') };
        }),
      );
      content.changed(BOOKINGS_TAG);
      send(request.log);
      request.log.info({ event: 'booking_requested', bookingId: id }, 'réservation demandée');
      return reply.code(201).send({ message: bookingMessages.requested });
    },
  );
}

async function store(
  tx: Pick<BookingRouteContext['db'], 'insert'>,
  booking: Booking,
  slot: Slot,
): Promise<number> {
  const [stored] = await tx
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
      cancelToken: hashToken(newLinkToken()),
    })
    .returning({ id: bookings.id });
  if (!stored) throw new Error('booking not stored');
  return stored.id;
}
