// A made-to-measure option's size unit (spec §3 `advancedSettings.unitDisplay`, §5): the labels, the deviation
// and the too-large message name the option's unit, or cm when it names none, in both languages.
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { $customDimensions, $selection, type OptionGroup } from '@etalage/domain/configurator';
import { $locale, $messages, loadBundle } from '@etalage/domain/i18n';
import { $product } from '@etalage/domain/product';
import { type Locale } from '@etalage/domain/shared';
import { Options } from '../app/features/product/options';

const group = (unitDisplay: string): OptionGroup => ({
  id: 'maat',
  name: 'Maat',
  label: 'Maat',
  displayType: 'custom',
  required: true,
  items: [
    {
      id: 'op-maat',
      name: 'Op maat',
      state: true,
      price: 0,
      prices: null,
      deliveryTime: 0,
      cartable: true,
      image: null,
      advancedSettings: { unitDisplay, minimum: 10000, maximum: 400, defaultPrice: 50, shape: 'Rechthoek' },
    },
  ],
});

const render = async (locale: Locale, unitDisplay: string, width = 200) => {
  const options = group(unitDisplay);
  const scope = fork({
    values: [
      [$locale, locale],
      [$messages, await loadBundle(locale, ['product'])],
      [$product, { configurator: { variations: [], options: [options] }, prices: null } as never],
      [
        $selection,
        [{ id: 'op-maat', groupId: 'maat', name: 'Op maat', price: 0, prices: null, cartable: true }] as never,
      ],
      [$customDimensions, { 'op-maat': { shape: 'Rechthoek', width, length: 300 } }],
    ],
  });
  const router = createMemoryRouter([{ path: '/', element: <Options groups={[options]} /> }]);
  return renderToStaticMarkup(
    <Provider value={scope}>
      <RouterProvider router={router} />
    </Provider>,
  );
};

describe('the size unit of a made-to-measure option', () => {
  it('is the option’s unitDisplay in the labels and the deviation', async () => {
    const nl = await render('nl-NL', 'inch');
    expect(nl).toContain('Breedte (inch)');
    expect(nl).toContain('Lengte (inch)');
    expect(nl).toMatch(/Afwijking tot 3 %: [\d,]+-[\d,]+ inch/);
    expect(nl).not.toContain('(cm)');
    const en = await render('en-US', 'inch');
    expect(en).toContain('Width (inch)');
    expect(en).toMatch(/Deviation up to 3 %: [\d.]+-[\d.]+ inch/);
  });

  it('is cm when the option names none', async () => {
    expect(await render('nl-NL', '')).toContain('Breedte (cm)');
    expect(await render('en-US', ' ')).toContain('Length (cm)');
  });

  it('names the maximum in that unit when a size is too large', async () => {
    expect(await render('nl-NL', 'inch', 500)).toContain(
      'De gekozen waarde is te groot. Maximaal 400 inch is mogelijk.',
    );
    expect(await render('en-US', 'inch', 500)).toContain(
      'The chosen value is too large. At most 400 inch is possible.',
    );
  });
});
