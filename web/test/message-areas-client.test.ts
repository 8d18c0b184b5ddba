// @vitest-environment jsdom
// A part's words load without waiting for the rest of the browser's scope (web/app/effector/client.ts): the cart
// panel opened while the cart is being saved shows as soon as its words are in, not when the save has answered.
import { createEffect, scopeBind } from 'effector';
import { describe, expect, it } from 'vitest';
import { $loadedMessageAreas, $messages, loadBundle } from '@etalage/domain/i18n';
import { ensureMessageAreas, startClientScope } from '~/effector/client';

describe('ensureMessageAreas', () => {
  it("resolves once the area's words are in, while another effect of the scope is still running", async () => {
    const scope = startClientScope('{}', 'nl-NL', await loadBundle('nl-NL'), []);
    let answer: () => void = () => undefined;
    const slowSaveFx = createEffect(() => new Promise<void>((resolve) => (answer = resolve)));
    const saving = scopeBind(slowSaveFx, { scope })();
    await ensureMessageAreas(['cart']);
    expect(scope.getState($loadedMessageAreas)).toEqual(['cart']);
    expect(scope.getState($messages)['cart.title']).toBe('Winkelwagen ({count})');
    // Asked again, it answers at once from what is loaded.
    await ensureMessageAreas(['cart']);
    answer();
    await saving;
  });
});
