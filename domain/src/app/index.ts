// The app config (spec §3 App config), the locale it sets, and the build check for new deployments.
export { BUILD_POLL_MS, buildPollStarted, buildPollTicked, fetchBuildIdFx } from './build';
export { Sort, MenuItem, AppConfig, LogoUrl, LogoSizes } from './contract';
export { SORTS } from '../shared';
export {
  REVIEW_SCORE_LABEL,
  contactBarOf,
  logoSrcOf,
  offeredDeliveryOptions,
  offeredPaymentOptions,
  type ContactBar,
} from './lib';
export {
  type AppState,
  appStarted,
  $appConfig,
  $appState,
  $contactBar,
  $logoSrc,
  $priceSettings,
  $contentLanguage,
  $showMoreThreshold,
  $defaultSort,
} from './model';
