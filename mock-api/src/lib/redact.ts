// Secrets out of what the admin routes show (the journal's request bodies, the event feed): passwords, password
// hashes and tokens become '***', at any depth. A reset link's token is not among them where QA needs it: the
// event feed keeps it on PasswordResetRequested, and the mailbox shows the link.
const SECRET_KEYS = new Set(['password', 'password_confirm', 'passwordHash', 'token', 'authToken']);

export const REDACTED = '***';

export const redact = (value: unknown, depth = 0): unknown => {
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = SECRET_KEYS.has(key) ? REDACTED : redact(v, depth + 1);
  return out;
};
