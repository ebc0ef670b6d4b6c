export { default } from '../features/reset-password/ResetRequestPage';
