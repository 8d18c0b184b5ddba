// The server's half of `#early-actions` (web/package.json "imports"): the head's small script that keeps what a
// shopper asks of the page before it has hydrated (docs/architecture.md "Input before hydration"). Until then a
// click on a button (type="button": nothing of its own to do) is noted, once per button, and a form without an
// `action` (whose native submit would only reload the page and lose what was typed) is not sent but noted with
// the button that sent it; each noted element is marked `data-early` (the stylesheet shows it pending). Once the
// page has hydrated, `replayEarlyActions` (./early-input.ts) stops the listeners and does each again, in order.
// The browser's half (`early-actions.browser.ts`) is empty: the page holds the script already.
export const EARLY_ACTIONS_SCRIPT =
  '(function(){var q=[],d=document;' +
  'function note(t,s){for(var i=0;i<q.length;i++)if(q[i].t===t)return;q.push({t:t,s:s});t.setAttribute("data-early","")}' +
  'function click(e){var b=e.target instanceof Element?e.target.closest("button"):null;' +
  'if(b&&b.type==="button"&&!b.disabled)note(b,null)}' +
  'function submit(e){var f=e.target;if(!(f instanceof HTMLFormElement)||f.hasAttribute("action"))return;' +
  'e.preventDefault();note(f,e.submitter||null)}' +
  'd.addEventListener("click",click,true);d.addEventListener("submit",submit,true);' +
  'window.__etalageEarly={q:q,stop:function(){d.removeEventListener("click",click,true);' +
  'd.removeEventListener("submit",submit,true)}}})();';
