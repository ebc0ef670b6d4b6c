import {
  BOOKING_FIELDS,
  BOOKING_SLOT_FIELD,
  bookingMessages,
  checkBookingForm,
  checkEnquiryForm,
  ENQUIRY_FIELDS,
  ENQUIRY_STAMP,
  enquiryMessages,
  paths,
  RESET_TOKEN_PARAM,
} from '@lapm/contracts';
import {
  answered,
  type FormHandler,
  failed,
  keep,
  linkPage,
  messageOf,
  refused,
  succeeded,
} from './form-answers';

/**
 * The forms that reach the studio: an enquiry, a booking, and the links of a booking's e-mails.
 * The enquiry and the booking carry a signed stamp (the minimum fill time) that each drawing of
 * the page renews.
 */

/** An e-mail address confirmed, from the link sent to it. */
export const confirmEmail: FormHandler = async (fields, request, reply, tools) => {
  const token = fields[RESET_TOKEN_PARAM] ?? '';
  const answer = await tools.callApi(request, '/email/confirm', { token });
  return answered(request, reply, linkPage(paths.confirmEmail, token), answer, tools);
};

/** A booking cancelled from the link of its confirmation e-mail: a press on the button, never the visit. */
export const cancelBooking: FormHandler = async (fields, request, reply, tools) => {
  const token = fields[RESET_TOKEN_PARAM] ?? '';
  const answer = await tools.callApi(request, '/bookings/cancel', { token });
  return answered(request, reply, linkPage(paths.cancelBooking, token), answer, tools);
};

/**
 * A booking moved from the link of its e-mail: the page again, drawn with the booking where it is
 * now and the slots free now (a slot taken meanwhile is gone from the list, the old one kept).
 */
export const moveBooking: FormHandler = async (fields, request, reply, tools) => {
  const token = fields[RESET_TOKEN_PARAM] ?? '';
  const url = linkPage(paths.moveBooking, token);
  const start = fields[BOOKING_SLOT_FIELD] ?? '';
  if (!start)
    return tools.again(
      request,
      reply,
      url,
      refused({ field: BOOKING_SLOT_FIELD, message: bookingMessages.slotInvalid }, {}),
    );
  const answer = await tools.callApi(request, '/bookings/move', { token, start });
  return answered(request, reply, url, answer, tools);
};

/** An enquiry (/contacts): stored and mailed by the API, or the page again with what was typed. */
export const enquiry: FormHandler = async (fields, request, reply, tools) => {
  const url = paths.contact;
  const typed = keep(fields, [...ENQUIRY_FIELDS, ENQUIRY_STAMP]);
  const check = checkEnquiryForm(fields);
  if (!check.ok) return tools.again(request, reply, url, refused(check.problem, typed));
  const answer = await tools.callApi(request, '/enquiries', check.payload);
  const fresh = { [ENQUIRY_STAMP]: await tools.formStamps.issue() };
  if (answer.status >= 400) {
    // A stamp the API refused as expired or forged would be refused again: a new one replaces it.
    const values = messageOf(answer) === enquiryMessages.expired ? { ...typed, ...fresh } : typed;
    return tools.again(request, reply, url, failed(answer, values), answer);
  }
  // A fresh form: what was sent is the studio's now.
  return tools.again(request, reply, url, succeeded(answer, fresh));
};

/**
 * A booking from a service page: held by the API, or the page again with what was typed. The page
 * is drawn again either way, so its list of free times is as it is now: a slot taken meanwhile is
 * gone from it.
 */
export const booking =
  (url: string): FormHandler =>
  async (fields, request, reply, tools) => {
    const typed = keep(fields, [...BOOKING_FIELDS, ENQUIRY_STAMP]);
    const check = checkBookingForm(fields);
    if (!check.ok) return tools.again(request, reply, url, refused(check.problem, typed));
    const answer = await tools.callApi(request, '/bookings', check.payload);
    const fresh = { [ENQUIRY_STAMP]: await tools.formStamps.issue() };
    if (answer.status >= 400) {
      // The form is drawn again with a fresh stamp: the list it carries may have changed anyway.
      const { start: _, ...kept } = typed;
      const values = messageOf(answer) === enquiryMessages.tooFast ? typed : { ...kept, ...fresh };
      return tools.again(request, reply, url, failed(answer, values), answer);
    }
    return tools.again(request, reply, url, succeeded(answer, { ...fresh, formula: typed.formula ?? '' }));
  };
