/**
 * The site's users and albums (séances), as the spec's API sends and receives them, and the
 * invitations and personal data beyond it.
 */
export * from './albums';
export {
  commonPasswordMessage,
  dataOf,
  emailSchema,
  errorResponseSchema,
  idParamsSchema,
  MAX_ID,
  nameText,
  passwordSchema,
  type Role,
  requiredText,
  roleSchema,
  trimmed,
} from './entityFields';
export * from './invitations';
export * from './users';
