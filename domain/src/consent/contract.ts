// Third-party script records (spec §3 Script record, §7 GET /api/v2/scripts).
import * as t from 'io-ts';
import { success } from '../shared';

export const CookieType = t.keyof(
  { necessary: null, preferences: null, statistics: null, marketing: null },
  'CookieType',
);
export type CookieType = t.TypeOf<typeof CookieType>;

/**
 * `script_status` 1 is active; `script_position` header goes into head, anything else to the end of body;
 * `cookie_type` is the category that must be granted before it runs (necessary when absent or null).
 */
export const ScriptRecord = t.intersection(
  [
    t.type({ id: t.string, content: t.string, script_status: t.number, script_position: t.string }),
    t.partial({ cookie_type: t.union([CookieType, t.null]) }),
  ],
  'ScriptRecord',
);
export type ScriptRecord = t.TypeOf<typeof ScriptRecord>;

export const ScriptsReply = success(t.array(ScriptRecord), 'ScriptsReply');
export type ScriptsReply = t.TypeOf<typeof ScriptsReply>;
