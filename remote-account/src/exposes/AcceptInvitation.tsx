export { default } from '../features/invitation/AcceptInvitationPage';
