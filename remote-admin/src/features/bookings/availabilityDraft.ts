import { availabilitySchema } from '@lapm/api-client';
import type { Availability } from '@lapm/contracts';

/**
 * The availability form's draft, apart from the form: what she types, and the check that turns it
 * into what the API takes with each problem keyed by the field it is about.
 */

/** What she types: numbers as text until they are checked, the formulas bookable with their minutes. */
export interface Draft {
  weeklyHours: Availability['weeklyHours'];
  blockedDates: string;
  bufferMinutes: string;
  noticeHours: string;
  cancelHours: string;
  oneWeddingPerDay: boolean;
  formulas: Record<string, string>;
}

export const draftOf = (availability: Availability): Draft => ({
  weeklyHours: availability.weeklyHours,
  blockedDates: availability.blockedDates.join('\n'),
  bufferMinutes: String(availability.bufferMinutes),
  noticeHours: String(availability.noticeHours),
  cancelHours: String(availability.cancelHours),
  oneWeddingPerDay: availability.oneWeddingPerDay,
  formulas: Object.fromEntries(
    availability.formulas.map(({ formula, minutes }) => [formula, String(minutes)]),
  ),
});

// An empty box is no number at all: the schema's message says what to type.
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The draft as the API takes it, and each problem under the field it is about. */
export function check(
  draft: Draft,
): { ok: true; value: Availability } | { ok: false; errors: Record<string, string> } {
  const bookable = Object.entries(draft.formulas);
  const parsed = availabilitySchema.safeParse({
    weeklyHours: draft.weeklyHours,
    blockedDates: draft.blockedDates
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    bufferMinutes: numberOf(draft.bufferMinutes),
    oneWeddingPerDay: draft.oneWeddingPerDay,
    noticeHours: numberOf(draft.noticeHours),
    cancelHours: numberOf(draft.cancelHours),
    formulas: bookable.map(([formula, minutes]) => ({ formula, minutes: numberOf(minutes) })),
  });
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const [head, index, field] = issue.path.map(String);
    // A formula's problem goes under its own duration, a blocked date's under the list.
    const key =
      head === 'formulas' && index !== undefined
        ? `formulas.${bookable[Number(index)]?.[0]}`
        : head === 'weeklyHours'
          ? `weeklyHours.${index}.${field}`
          : String(head);
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
