// The forms check what they send with these schemas, taken from here rather than from the
// contracts: this package is a shared singleton, so its zod is loaded once for the whole site.
// A screen importing a schema from the contracts would bundle a second zod (~25 KB gzip) into
// its remote.
export {
  accountDeletePayloadSchema,
  albumCreatePayloadSchema,
  albumUpdatePayloadSchema,
  availabilitySchema,
  checkBookingForm,
  checkEnquiryForm,
  checkRegisterForm,
  checkResetConfirmForm,
  emailConfirmPayloadSchema,
  invitationPayloadSchema,
  loginPayloadSchema,
  registerPayloadSchema,
  resetConfirmPayloadSchema,
  resetRequestPayloadSchema,
  userSelfUpdatePayloadSchema,
  userUpdatePayloadSchema,
} from '@lapm/contracts';
export { configureApi } from './client';
export { api, loadArticleFieldsSchema } from './endpoints';
export { ApiError, type ApiFieldIssue, apiMessages, describeFailure, isApiError } from './errors';
export { logOut } from './logout';
export { loadGallerySettingsSchema, loadPhotoAltSchema } from './mediaEndpoints';
export { pageSource, routeData } from './pageSource';
