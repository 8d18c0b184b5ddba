// The session (spec §4 Session, §6): login, logout, the token, the account session and the route guards.
export { loginFx, logoutFx, fetchSessionFx, presessionFx, registerFx } from './api';
export { sessionRoutes } from './routes';
export { AddressType, SavedAddress, AccountSession, RegisterRequest } from './contract';
export {
  RETURN_TO_PARAM,
  REGISTER_PATH,
  RESET_PATH,
  RESET_TOKEN_PARAM,
  RESET_SENT_PARAM,
  ACCOUNT_LOGIN_PATH,
  ACCOUNT_OVERVIEW_PATH,
  type GuardName,
  guardRedirect,
  safeReturnPath,
} from './lib';
export {
  AUTH_TOKEN_COOKIE,
  sessionStarted,
  sessionHydrated,
  logoutRequested,
  loggedIn,
  loggedOut,
  $authToken,
  $session,
  $isAuthenticated,
  $loginRedirect,
  $isLoggingIn,
  $isSessionChecked,
  rememberTokenFx,
} from './model';
export {
  resetPageStarted,
  resetEmailChanged,
  resetLinkRequested,
  newPasswordSubmitted,
  requestResetFx,
  setNewPasswordFx,
  $resetToken,
  $resetEmail,
  $resetLinkSentTo,
  $newPasswordErrors,
  $resetError,
  $isResetBusy,
} from './reset';
// The login form's flows are an entry of their own (`@etalage/domain/session/login`), loaded with the forms that
// log in.
