// The stored consent of the tests' browsers (docs/consent.md): every test's browser holds the cookiePreferences
// cookie of a visitor who chose 'necessary only' (base64 of JSON, spec §9), so the cookie wall does not cover the
// page under test; the consent tests start without it (`test.use({ storedConsent: null })`).
export const NECESSARY_ONLY_CONSENT = Buffer.from(
  JSON.stringify({ necessary: true, preferences: false, statistics: false, marketing: false }),
).toString('base64');

/** The stored-consent cookie for a context made by hand (`browser.newContext`). */
export const consentCookie = (url: string, value = NECESSARY_ONLY_CONSENT) => ({
  name: 'cookiePreferences',
  value,
  url,
});
