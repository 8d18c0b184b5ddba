// The app config (spec §3 App config), the locale it sets, and the build check for new deployments.
export { Sort, SORTS, MenuItem, AppConfig } from './contract';
export { appStarted, $appConfig, $appState, $priceSettings, $showMoreThreshold, $defaultSort } from './model';
export { BUILD_POLL_MS, buildPollStarted, buildPollTicked, fetchBuildIdFx } from './build';
