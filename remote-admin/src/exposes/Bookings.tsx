export { default } from '../features/bookings/BookingsPage';
