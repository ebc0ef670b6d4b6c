export { default } from '../features/reset-password/ResetConfirmPage';
