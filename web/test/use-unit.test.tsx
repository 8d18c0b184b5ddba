// The storefront's useUnit (app/effector/use-unit.ts): in a server render it reads each store in the request's
// scope and binds each event to it, without subscribing, for the same markup as effector-react's hook.
import { createEvent, createStore, fork, type Scope } from 'effector';
import { Provider, useUnit as useUnitOfEffectorReact } from 'effector-react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useUnit } from '../app/effector/use-unit';

const added = createEvent<number>();
const renamed = createEvent<string>();
const $count = createStore(0).on(added, (count, by) => count + by);
const $label = createStore('stuks').on(renamed, (_, label) => label);

const seen: { added?: (by: number) => number; renamed?: (label: string) => string }[] = [];

function View({ read }: { read: typeof useUnit }) {
  const count = read($count);
  const [label, add] = read([$label, added]);
  const { rename, total } = read({ rename: renamed, total: $count });
  seen.push({ added: add, renamed: rename });
  return (
    <p>
      {count} {label} ({total})
    </p>
  );
}

const render = (scope: Scope, read: typeof useUnit) =>
  renderToString(
    <Provider value={scope}>
      <View read={read} />
    </Provider>,
  );

describe('useUnit in a server render', () => {
  it("reads the stores in the request's scope: the markup of effector-react's hook", () => {
    const scope = fork({ values: [[$count, 5]] });
    const html = render(scope, useUnit);
    expect(html).toBe('<p>5<!-- --> <!-- -->stuks<!-- --> (<!-- -->5<!-- -->)</p>');
    expect(render(scope, useUnitOfEffectorReact)).toBe(html);
  });

  it('binds the events to the scope, once per scope', () => {
    const scope = fork({ values: [[$count, 5]] });
    seen.length = 0;
    render(scope, useUnit);
    render(scope, useUnit);
    render(fork(), useUnit);
    const [first, second, other] = seen;
    expect(second!.added).toBe(first!.added);
    expect(second!.renamed).toBe(first!.renamed);
    expect(other!.added).not.toBe(first!.added);
    first!.added!(2);
    first!.renamed!('meter');
    expect(scope.getState($count)).toBe(7);
    expect(scope.getState($label)).toBe('meter');
    // The scope's, not the stores' own values.
    expect($count.getState()).toBe(0);
    expect($label.getState()).toBe('stuks');
    expect(render(scope, useUnit)).toBe('<p>7<!-- --> <!-- -->meter<!-- --> (<!-- -->7<!-- -->)</p>');
  });

  it('names a value that is not a unit', () => {
    const scope = fork();
    function Wrong() {
      useUnit({ count: 1 as unknown as typeof $count });
      return null;
    }
    expect(() =>
      renderToString(
        <Provider value={scope}>
          <Wrong />
        </Provider>,
      ),
    ).toThrow('useUnit expects units');
  });
});
