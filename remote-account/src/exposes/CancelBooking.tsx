export { default } from '../features/cancel-booking/CancelBookingPage';
