import type { Booking } from '@lapm/contracts';
import { bookings } from '../../../db/schema';

/** The columns « Réservations » shows. */
export const listedColumns = {
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
  'start' | 'end' | 'createdAt' | 'status' | 'formulaName'
>;

/**
 * A booking's row as the contract gives it: times in ISO, and its formula's name from `names` (every
 * formula's last published name by key, so a formula she removed keeps its name).
 */
export const asListed = (
  { startsAt, endsAt, createdAt, ...row }: Listed,
  names: Readonly<Record<string, string>>,
) =>
  ({
    ...row,
    formulaName: names[row.formula] ?? null,
    start: startsAt.toISOString(),
    end: endsAt.toISOString(),
    createdAt: createdAt.toISOString(),
  }) as Booking;
