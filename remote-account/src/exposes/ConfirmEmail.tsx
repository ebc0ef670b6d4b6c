export { default } from '../features/confirm-email/ConfirmEmailPage';
