// The shop's scripts in the browser (spec §3 Script record, §7 GET /api/v2/scripts; docs/consent.md): the consent
// model decides which may run and when; this inserts them. A record's content is JavaScript, or HTML with
// `<script>` tags (a tag manager's snippet); header records go into head, the others to the end of body. Each
// inserted script carries the page's nonce (the Content-Security-Policy trusts nothing else), external ones keep
// their order, and a script that fails (throws, or its file does not load) is ignored: the others still run.
// Each record is inserted in a task of its own (`runShopScripts`).
import { scriptTarget, type ScriptRecord } from '@etalage/domain/consent';
import { pageNonce } from './nonce';
import { runInTasks } from './tasks';

/** A runnable copy of a parsed `<script>` (one parsed from HTML never runs), or a new one for plain code. */
const runnable = (record: ScriptRecord, from: HTMLScriptElement | null, code: string | null): HTMLScriptElement => {
  const script = document.createElement('script');
  if (from) for (const attribute of Array.from(from.attributes)) script.setAttribute(attribute.name, attribute.value);
  script.nonce = pageNonce() ?? '';
  script.dataset.shopScript = record.id;
  if (script.src) {
    // Inserted scripts load async by default; these run in the order the API gave them.
    script.async = from?.hasAttribute('async') ?? false;
    script.addEventListener('error', () => console.warn(`Shop script ${record.id} did not load: ${script.src}`));
  }
  const text = code ?? from?.text ?? '';
  if (text) script.text = text;
  return script;
};

const insert = (record: ScriptRecord): void => {
  const target = scriptTarget(record) === 'head' ? document.head : document.body;
  const content = record.content.trim();
  if (!content.startsWith('<')) {
    target.appendChild(runnable(record, null, content));
    return;
  }
  const template = document.createElement('template');
  template.innerHTML = content;
  for (const node of Array.from(template.content.childNodes)) {
    target.appendChild(node instanceof HTMLScriptElement ? runnable(record, node, null) : node);
  }
};

/**
 * Inserts each record's scripts, each record in a task of its own and in the API's order: a script inserted runs
 * at once, and a shop's several snippets (a tag manager, a chat, a pixel) in one task would make a long one after the
 * page's start. One that cannot
 * even be inserted is logged and skipped.
 */
export const runShopScripts = (records: readonly ScriptRecord[]): void => {
  runInTasks(
    records.map((record) => () => {
      try {
        insert(record);
      } catch (error) {
        console.warn(`Shop script ${record.id} failed:`, error);
      }
    }),
  );
};
